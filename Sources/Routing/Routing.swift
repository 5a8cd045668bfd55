import IndoorGeometry

/// Namespace of the routing library (walkable-space graph, A*, profiles). See the README.
public enum RoutingLibrary {
    /// The library version, printed by `indoor --version`.
    public static let version = "0.1.0"
}
