/// Where a venue is, for hit-testing to tell a point a little off every space ("none") from one outside
/// the venue altogether ("outside"): the floors' outlines, and for each floor without an outline the box
/// around its spaces.
///
/// A point is inside the venue when it lies in or on some floor's outline (any floor: a point beside a
/// building is still on the campus whose outdoor floor holds it), or within the query's maximum distance of
/// the box of a floor without an outline. Exact point-in-polygon tests on prepared outlines, behind box
/// checks; used only for points farther than the maximum distance from every space of their floor. The
/// outlines are unioned once (the levels of a building stack into one footprint), so a point is tested
/// against the few polygons whose box holds it, not against every level.
final class LocatorExtent: Sendable {
    /// The union of the floors' outlines, prepared, each behind one class reference (no copy per query).
    let outlines: [LocatorPolygon]
    /// Per floor without an outline: the bounding box of its spaces (empty floors left out).
    let spaceBoxes: [BoundingBox]

    /// The extent of `venue`; `isSpace` says which spaces a floor without an outline is measured by.
    init(venue: Venue, isSpace: (Space) -> Bool) {
        var outlines: [Polygon] = []
        var boxes = [BoundingBox](repeating: .empty, count: venue.floors.count)
        for s in venue.spaces where isSpace(s) && s.floorIndex < boxes.count && venue.floors[s.floorIndex].outline == nil {
            boxes[s.floorIndex] = boxes[s.floorIndex].union(s.polygon.boundingBox)
        }
        for f in venue.floors {
            guard let outline = f.outline else { continue }
            outlines += outline.polygons
        }
        self.outlines = MultiPolygon.union(of: outlines).polygons.map { LocatorPolygon(PreparedPolygon($0)) }
        spaceBoxes = boxes.filter { !$0.isEmpty }
    }

    /// Whether `p` lies outside the venue: outside every outline and farther than `margin` metres from the
    /// box of every floor without one. A venue with neither has nothing inside it.
    /// - Complexity: O(outlines) box tests, plus a prepared point-in-polygon test per outline whose box
    ///   holds `p`.
    func isOutside(_ p: Point, margin: Double) -> Bool {
        for box in spaceBoxes where box.squaredDistance(to: p) <= margin * margin { return false }
        for o in outlines where o.polygon.boundingBox.contains(p) && o.locate(p) != .exterior { return false }
        return true
    }
}
