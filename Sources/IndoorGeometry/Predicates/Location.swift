/// Where a point lies relative to an area (a ring's enclosed region, a polygon, a multipolygon).
///
/// Three-valued as in JTS's `Location`: the boundary is a class of its own, never folded into the inside
/// or the outside, so callers decide what "on the wall" means for them.
public enum Location: Hashable, Sendable {
    /// Strictly inside the area: not on any ring, inside the shell and outside every hole.
    case interior
    /// On a ring of the area (a shell or a hole edge or vertex), exactly or within a given tolerance.
    case boundary
    /// Strictly outside the area, including inside a hole.
    case exterior
}
