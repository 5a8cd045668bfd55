extension RouteDiagnosis.Cause {
    /// A stable kebab-case code for the cause, the same in `indoor route` errors and `indoor check --json`:
    /// `no-free-space`, `room-without-door`, `doors-closed`, `no-connection`, `connections-not-allowed`,
    /// `building-without-entrance`, `no-opening`, `disconnected`.
    public var code: String {
        switch self {
        case .noFreeSpace: return "no-free-space"
        case .roomWithoutDoor: return "room-without-door"
        case .doorsClosed: return "doors-closed"
        case .noConnection: return "no-connection"
        case .connectionsNotAllowed: return "connections-not-allowed"
        case .buildingWithoutEntrance: return "building-without-entrance"
        case .noOpening: return "no-opening"
        case .disconnected: return "disconnected"
        }
    }
}
