/// The rules that fill in what real exports leave out of a venue, so that a person's walk can be routed:
/// doors of open-fronted shops, openings of stairs and elevators, building entrances, the ground between
/// buildings. Applied by default when a venue is loaded (``VenueLoader/load(path:inference:)``);
/// ``strict`` reads the source as written. Every element added is recorded in ``Venue/inferences``.
///
/// The rules, in order (distances in metres on the venue plane):
/// 1. **Open-fronted spaces.** A space with no usable door whose kind is open by nature (``openFrontedCategories``:
///    `retail`, `shop`, `foodservice`, `information`, `waitingroom`, `restroom*`; an MVF or OSM area) and that shares an edge
///    with a walkway (``isCirculation(_:in:)``) is opened along each such shared stretch at least
///    ``minimumOpeningWidth`` long: an inferred door over the stretch.
/// 2. **Other doorless spaces.** Any other space with no usable door, walled in (an IMDF unit whose
///    boundary is a wall, an MVF room), gets an approach point (``Space/approachPoint``): just outside the
///    middle of the longest stretch of its boundary shared with walkable space, else the boundary point
///    nearest walkable space within ``doorlessReach``. Routes start and end there; nothing is opened.
/// 3. **Vertical circulation.** Stairs, elevators, escalators and ramps (by unit category, or holding a
///    connection's anchor) with no usable door are opened where they share at least
///    ``minimumOpeningWidth`` of boundary with walkable space: an inferred door of at most
///    ``verticalOpeningWidth``, centred on the longest such stretch.
/// 4. **Entrances.** A door of a building floor that leads outside (flagged `outdoors`, or an opening on
///    one unit only that lies on the floor outline), with no anchor on another floor, joins the outdoor
///    floor ``entranceOffset`` outside its middle. An MVF door blocked only because it has no exits is
///    reopened when it is such an entrance (not when the source lists it as not walkable). A building with
///    floors and no such door at all gets one entrance on its ground floor: in the middle of the longest
///    stretch where a public circulation space runs along the floor's outline, at most
///    ``verticalOpeningWidth`` wide.
/// 5. **Outdoor ground.** A venue with entrances and no outdoor floor gets one: "Outdoor (unmapped)", the
///    convex hull of the buildings' footprints grown by ``outdoorMargin`` minus the footprints.
/// 6. **Not-walkable doors** (MVF `nonwalkable/`) stay closed; ``opensNonwalkableDoors`` opens them.
/// 7. **Levels sharing an ordinal** (applied before rules 1–3). Indoor levels of one building at the same
///    ordinal are one storey drawn in parts: where a walkway of one shares at least ``minimumOpeningWidth``
///    of boundary with a walkway, or a doorless open-fronted space, of another, and no door joins the two,
///    they are joined across the shared stretch by floor-joining doors at most ``levelPassageSpacing`` wide.
/// 8. **Stacked connections** (reported, not added). A connection the reader made by stacking one space per
///    level (``VerticalConnection/isInferred``) is an assumption too: it is listed like the additions.
///
/// A *usable door* of a space is a door of the source (or inferred) that lists the space and is not
/// blocked. Spaces that are neither walkable nor hit-testable (structure, columns, voids) are never opened.
public struct VenueInference: Hashable, Sendable {
    /// Whether the rules apply at all (`false`: ``strict``).
    public var isEnabled: Bool
    /// How far (metres) a doorless space's boundary may be from walkable space and still be approached
    /// from it. Default 2 m.
    public var doorlessReach: Double
    /// How far (metres) a doorless space may lie from walkable space (past ``doorlessReach``) and still be
    /// approached: routes end at the nearest reachable point and say how far the space still is
    /// (``InferredElement/Kind/approach``); farther, there is no route. Default 10 m: a shop behind a strip
    /// of floor the map leaves unmapped, not a building across a street.
    public var approachLimit: Double = 10
    /// Whether walled spaces no door serves get passages through their walls (``InferredElement/Kind/throughRoom``).
    /// Default `true`.
    public var passesThroughRooms = true
    /// Whether a space drawn on top of a walkway meets it along the part of its outline inside
    /// (``InferredElement/Kind/overlap``). Default `true`.
    public var readsOverlaps = true
    /// Whether IMDF unit categories outside the spec are read by their known parts
    /// (``InferredElement/Kind/categoryRead``). Default `true`.
    public var readsExportCategories = true
    /// How far apart (metres) two boundaries may run and still count as shared: real exports leave
    /// centimetre gaps between neighbours. Default 0.1 m.
    public var adjacencyTolerance: Double
    /// Shortest shared stretch (metres) opened as an inferred opening: 0.9 m, a standard door leaf, wider
    /// than the accessible profile's 0.80 m.
    public var minimumOpeningWidth: Double
    /// Widest inferred opening of stairs, elevators, escalators and ramps (metres). Default 1.5 m.
    public var verticalOpeningWidth: Double
    /// How far (metres) outside its door an inferred entrance meets the outdoor floor. Default 1 m.
    public var entranceOffset: Double
    /// Margin (metres) around the buildings of inferred outdoor ground. Default 20 m.
    public var outdoorMargin: Double
    /// Whether doors the source lists as not walkable are opened. Default `false` (the vendor's own walk
    /// graph does not pass them either).
    public var opensNonwalkableDoors: Bool
    /// Widest inferred passage between levels sharing an ordinal (metres): a shared stretch is opened as a
    /// row of passages this far apart at most, so a route crosses it within half this distance of where
    /// it would cross an open edge. Default 2 m.
    public var levelPassageSpacing: Double

    public init(
        isEnabled: Bool = true, doorlessReach: Double = 2, adjacencyTolerance: Double = 0.1, minimumOpeningWidth: Double = 0.9,
        verticalOpeningWidth: Double = 1.5, entranceOffset: Double = 1, outdoorMargin: Double = 20, opensNonwalkableDoors: Bool = false,
        levelPassageSpacing: Double = 2
    ) {
        precondition(doorlessReach >= 0 && adjacencyTolerance >= 0 && minimumOpeningWidth > 0, "VenueInference: distances must be ≥ 0")
        precondition(verticalOpeningWidth >= minimumOpeningWidth && entranceOffset > 0 && outdoorMargin >= 0, "VenueInference: bad widths")
        precondition(levelPassageSpacing >= minimumOpeningWidth, "VenueInference: levelPassageSpacing must be ≥ minimumOpeningWidth")
        self.isEnabled = isEnabled
        self.doorlessReach = doorlessReach
        self.adjacencyTolerance = adjacencyTolerance
        self.minimumOpeningWidth = minimumOpeningWidth
        self.verticalOpeningWidth = verticalOpeningWidth
        self.entranceOffset = entranceOffset
        self.outdoorMargin = outdoorMargin
        self.opensNonwalkableDoors = opensNonwalkableDoors
        self.levelPassageSpacing = levelPassageSpacing
    }

    /// The rules with their documented defaults.
    public static let `default` = VenueInference()
    /// No inference: the venue exactly as the source has it.
    public static let strict = VenueInference(isEnabled: false)

    /// Unit categories (and their dotted variants) that are open-fronted by nature: IMDF's `foodservice`,
    /// `waitingroom` and `restroom`, and the shop categories exports write outside the IMDF list (`retail`,
    /// also what the OSM reader makes of `shop=*`; `shop`) and `information`.
    public static let openFrontedCategories: Set<String> = ["retail", "shop", "foodservice", "information", "waitingroom", "restroom"]

    /// Words of category names that stand for a known category, beyond the spec's own single-word ones: what
    /// real exports write for shops, toilets, corridors and desks (``ExportCategoryReading/categoryWords``).
    public static var categoryWords: [String: String] { ExportCategoryReading.categoryWords }

    /// The known category an IMDF unit category outside the spec stands for, or `nil` when it has no known
    /// part; see ``ExportCategoryReading/reading(ofCategory:)``.
    public static func reading(ofCategory name: String) -> String? { ExportCategoryReading.reading(ofCategory: name) }

    /// `venue` with the rules applied and each addition recorded in ``Venue/inferences`` (unchanged when
    /// ``isEnabled`` is false, or when nothing is missing).
    /// - Complexity: O(d · e) for d doorless spaces and the e boundary edges of the spaces near them, plus
    ///   one overlay for inferred outdoor ground.
    public func apply(to venue: Venue) -> Venue {
        guard isEnabled else { return venue }
        var v = venue
        if readsExportCategories { ExportCategoryReading.apply(to: &v) }
        if opensNonwalkableDoors { openNonwalkableDoors(&v) }
        joinLevelsSharingAnOrdinal(&v)
        openDoorlessSpaces(&v)
        joinEntrances(&v)
        reportStackedConnections(&v)
        return v
    }

    /// Whether space `i` is circulation: a hallway or area (MVF, OSM), or a walkable unit whose boundary is
    /// not a wall (IMDF walkways, lobbies, platforms…), not itself a vertical link.
    public static func isCirculation(_ i: Int, in venue: Venue) -> Bool {
        let s = venue.spaces[i]
        guard s.isWalkable, s.isHitTestable, s.verticalType == nil else { return false }
        switch s.kind {
        case .hallway, .area: return true
        case .unit: return !s.boundaryIsWall
        default: return false
        }
    }

    /// Whether space `i` is open-fronted by nature (rule 1).
    public static func isOpenFronted(_ i: Int, in venue: Venue) -> Bool {
        let s = venue.spaces[i]
        if s.kind == .area { return true }
        guard let c = s.category?.lowercased() else { return false }
        let head = c.split(separator: ".").first.map(String.init) ?? c
        return openFrontedCategories.contains(head)
    }

    /// Whether door `d` is blocked only because the source gives it no exits (MVF), not by its cost.
    static func isBlockedForWantOfExitsOnly(_ d: Door) -> Bool { d.hasNoExits && d.entryCost < Door.blockedEntryCost }

    private func openNonwalkableDoors(_ v: inout Venue) {
        for i in v.doors.indices where v.doors[i].isListedNonwalkable && v.doors[i].isBlocked {
            // Blocked by the source's cost stays blocked: only the missing exits are overlooked.
            guard Self.isBlockedForWantOfExitsOnly(v.doors[i]) else { continue }
            v.doors[i].isBlocked = false
            let d = v.doors[i]
            v.inferences.append(
                InferredElement(
                    kind: .nonwalkableDoorOpened, id: d.id, spaceIDs: d.spaceIndices.map { v.spaces[$0].id }, floorIndex: d.floorIndex,
                    point: Self.middle(of: d), width: d.width,
                    message: "door '\(d.id)' is listed as not walkable by the source; opened on request"))
        }
    }
}
