import IndoorGeometry

extension RouteGeoJSON {
    /// Appends the route document of a found route to `out` as compact JSON: the bytes
    /// ``RouteDocument/encoder`` writes (compact) of
    /// ``featureCollection(_:venue:from:to:profileName:simplify:inferences:)`` with the same arguments,
    /// written straight from the route without building that collection (an object per feature, per
    /// property list and per breakdown entry, an array of positions per leg). For answering many routes
    /// (`indoor serve`); the collection stays the document's definition, which tests compare this against.
    /// - Throws: ``JSONWriteError`` for a NaN or infinite number, as the encoder does; `out` is then as it
    ///   was (write the collection with the encoder for the error's path).
    /// - Complexity: O(size of the document), plus the instructions' and inferences' cost as for the
    ///   collection.
    public static func write(
        _ route: RouteResult, venue: Venue, from: String, to: String, profileName: String, simplify: Double? = nil,
        inferences: RouteInferenceIndex? = nil, into out: inout [UInt8]
    ) throws(JSONWriteError) {
        let start = out.count
        let index = inferences ?? RouteInferenceIndex(venue: venue)
        let document = RouteDocumentBytes(route: route, venue: venue, index: index)
        do {
            try document.write(from: from, to: to, profileName: profileName, simplify: simplify, into: &out)
        } catch {
            out.removeSubrange(start...)
            throw error
        }
    }
}

/// The parts of a route document that its features and summary share (the inferred elements the route
/// uses, the inferred doors each walk crosses), and the writing of its compact JSON text member by member
/// (see ``RouteGeoJSON/write(_:venue:from:to:profileName:simplify:inferences:into:)``).
struct RouteDocumentBytes {
    let route: RouteResult
    let venue: Venue
    let index: RouteInferenceIndex
    /// The doors the route's walks cross (for the instructions and the inferred doors).
    let doors: RouteDoorCrossings
    /// Per step, the inferred doors its walk crosses (``RouteInferences/crossings(of:in:index:)``).
    let crossings: [[Int]]
    /// The inferred elements the route uses, in walking order.
    let inferred: [InferredElement]
    /// ``inferred`` by id (the first of an id).
    let inferredByID: [String: InferredElement]

    init(route: RouteResult, venue: Venue, index: RouteInferenceIndex) {
        self.route = route
        self.venue = venue
        self.index = index
        let doors = RouteDoorCrossings(route: route, venue: venue, index: index)
        self.doors = doors
        crossings = RouteInferences.crossings(of: route, in: venue, index: index, doors: doors)
        inferred = RouteInferences.used(by: route, in: venue, index: index, crossings: crossings)
        inferredByID = inferred.isEmpty ? [:] : Dictionary(inferred.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The whole document: `type`, `features`, `summary`.
    func write(from: String, to: String, profileName: String, simplify: Double?, into out: inout [UInt8]) throws(JSONWriteError) {
        Self.literal("{\"type\":\"FeatureCollection\",\"features\":[", &out)
        var legIndex = 0
        for (k, step) in route.steps.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            switch step {
            case let .walk(leg):
                try walk(leg, step: k, legIndex: legIndex, simplify: simplify, into: &out)
                legIndex += 1
            case let .connection(c):
                try connection(c, into: &out)
            }
        }
        Self.literal("],\"summary\":", &out)
        try summary(from: from, to: to, profileName: profileName, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// A walking leg's `LineString` feature.
    func walk(_ leg: RouteLeg, step k: Int, legIndex: Int, simplify: Double?, into out: inout [UInt8]) throws(JSONWriteError) {
        var pts = leg.points
        if let tol = simplify, tol > 0, pts.count > 2 { pts = Polyline(uncheckedPoints: pts).simplified(tolerance: tol).points }
        if pts.count == 1 { pts.append(pts[0]) }
        let f = venue.floors[leg.floor]
        Self.literal("{\"type\":\"Feature\",\"geometry\":{\"type\":\"LineString\",\"coordinates\":", &out)
        try positions(pts, into: &out)
        Self.literal("},\"properties\":{\"leg\":", &out)
        JSONWriter.appendInteger(Int64(legIndex), to: &out)
        Self.literal(",\"floor\":", &out)
        JSONWriter.appendQuoted(f.id, to: &out)
        Self.literal(",\"floorName\":", &out)
        JSONWriter.appendQuoted(f.name, to: &out)
        Self.literal(",\"ordinal\":", &out)
        try JSONWriter.appendNumber(Double(f.ordinal), to: &out)
        Self.literal(",\"distance\":", &out)
        try Self.metres(leg.distance, &out)
        if !inferredByID.isEmpty {
            var legInferred = crossings[k].compactMap { inferredByID[venue.doors[$0].id] }
            if f.id == VenueInference.outdoorFloorID, let g = inferredByID[VenueInference.outdoorFloorID] { legInferred.insert(g, at: 0) }
            if !legInferred.isEmpty {
                Self.literal(",\"inferred\":", &out)
                Self.elements(legInferred, &out)
            }
        }
        Self.literal("}}", &out)
    }

    /// A floor change's `MultiPoint` feature.
    func connection(_ c: RouteConnectionUse, into out: inout [UInt8]) throws(JSONWriteError) {
        let a = venue.floors[c.entrance.floor], b = venue.floors[c.exit.floor]
        Self.literal("{\"type\":\"Feature\",\"geometry\":{\"type\":\"MultiPoint\",\"coordinates\":", &out)
        try positions([c.entrance.point, c.exit.point], into: &out)
        Self.literal("},\"properties\":{\"connection\":", &out)
        JSONWriter.appendQuoted(c.type.description, to: &out)
        Self.literal(",\"id\":", &out)
        JSONWriter.appendQuoted(c.id, to: &out)
        Self.literal(",\"fromFloor\":", &out)
        JSONWriter.appendQuoted(a.id, to: &out)
        Self.literal(",\"toFloor\":", &out)
        JSONWriter.appendQuoted(b.id, to: &out)
        Self.literal(",\"fromFloorName\":", &out)
        JSONWriter.appendQuoted(a.name, to: &out)
        Self.literal(",\"toFloorName\":", &out)
        JSONWriter.appendQuoted(b.name, to: &out)
        Self.literal(",\"floorsCrossed\":", &out)
        try JSONWriter.appendNumber(Double(c.floorsCrossed), to: &out)
        Self.literal(",\"cost\":", &out)
        try Self.metres(c.cost, &out)
        Self.literal(",\"duration\":", &out)
        try Self.metres(c.seconds, &out)
        if let e = inferredByID[c.id] {
            Self.literal(",\"inferred\":", &out)
            Self.elements([e], &out)
        }
        Self.literal("}}", &out)
    }

    /// The `summary` member's object: totals, ends, profile, breakdown, instructions, inferred elements and
    /// the approach of a space beyond the walkways.
    func summary(from: String, to: String, profileName: String, into out: inout [UInt8]) throws(JSONWriteError) {
        Self.literal("{\"distance\":", &out)
        try Self.metres(route.distance, &out)
        Self.literal(",\"duration\":", &out)
        try Self.metres(route.duration, &out)
        Self.literal(",\"cost\":", &out)
        try Self.metres(route.cost, &out)
        Self.literal(",\"from\":", &out)
        JSONWriter.appendQuoted(from, to: &out)
        Self.literal(",\"to\":", &out)
        JSONWriter.appendQuoted(to, to: &out)
        Self.literal(",\"profile\":", &out)
        JSONWriter.appendQuoted(profileName, to: &out)
        Self.literal(",\"breakdown\":[", &out)
        for (k, step) in route.steps.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            try breakdown(step, into: &out)
        }
        Self.literal("],\"instructions\":", &out)
        // Each sentence written straight as a JSON string (the same text as ``RouteInstruction/text``).
        let phrases = RouteInstructions.phrases(route, venue: venue, from: from, to: to, inferred: inferred, doors: doors, index: index)
        out.append(UInt8(ascii: "["))
        for k in phrases.indices {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            phrases[k].phrase.appendJSON(to: &out)
        }
        out.append(UInt8(ascii: "]"))
        Self.literal(",\"inferred\":", &out)
        Self.elements(inferred, &out)
        // A space beyond the walkways: the route ends short of it, and says by how much.
        if let e = inferred.last(where: { $0.kind == .approach }), let d = e.distance {
            Self.literal(",\"approach\":{\"space\":", &out)
            JSONWriter.appendQuoted(e.spaceIDs[0], to: &out)
            Self.literal(",\"distance\":", &out)
            try Self.metres(d, &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// One entry of the summary's `breakdown`.
    func breakdown(_ step: RouteStep, into out: inout [UInt8]) throws(JSONWriteError) {
        switch step {
        case let .walk(leg):
            Self.literal("{\"kind\":\"walk\",\"floor\":", &out)
            JSONWriter.appendQuoted(venue.floors[leg.floor].id, to: &out)
            Self.literal(",\"distance\":", &out)
            try Self.metres(leg.distance, &out)
            Self.literal(",\"cost\":", &out)
            try Self.metres(leg.distance, &out)
        case let .connection(c):
            Self.literal("{\"kind\":", &out)
            JSONWriter.appendQuoted(c.type.description, to: &out)
            Self.literal(",\"id\":", &out)
            JSONWriter.appendQuoted(c.id, to: &out)
            Self.literal(",\"fromFloor\":", &out)
            JSONWriter.appendQuoted(venue.floors[c.entrance.floor].id, to: &out)
            Self.literal(",\"toFloor\":", &out)
            JSONWriter.appendQuoted(venue.floors[c.exit.floor].id, to: &out)
            Self.literal(",\"cost\":", &out)
            try Self.metres(c.cost, &out)
            Self.literal(",\"duration\":", &out)
            try Self.metres(c.seconds, &out)
            Self.literal(",\"sourceCost\":", &out)
            try Self.metres(c.rawCost, &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The positions of `points` in degrees, `[[lon,lat],…]` (`[]` when empty).
    func positions(_ points: [Point], into out: inout [UInt8]) throws(JSONWriteError) {
        try RouteDocument.encoder.appendPositions(points, projection: venue.projection, to: &out)
    }

    /// Inferred elements as ``RouteInferences/value(_:)`` writes them: `kind`, `id`, `spaces`, `message`.
    static func elements(_ es: [InferredElement], _ out: inout [UInt8]) {
        if es.isEmpty {
            literal("[]", &out)
            return
        }
        out.append(UInt8(ascii: "["))
        for (k, e) in es.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            literal("{\"kind\":", &out)
            JSONWriter.appendQuoted(e.kind.rawValue, to: &out)
            literal(",\"id\":", &out)
            JSONWriter.appendQuoted(e.id, to: &out)
            literal(",\"spaces\":", &out)
            if e.spaceIDs.isEmpty {
                literal("[]", &out)
            } else {
                out.append(UInt8(ascii: "["))
                for (j, s) in e.spaceIDs.enumerated() {
                    if j > 0 { out.append(UInt8(ascii: ",")) }
                    JSONWriter.appendQuoted(s, to: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
            literal(",\"message\":", &out)
            JSONWriter.appendQuoted(e.message, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
    }

    /// A length or time rounded to the millimetre (millisecond), as the collection's `metres` does: its digits
    /// written from the rounded integer where ``IndoorGeometry/JSONWriter/appendRounded(_:scaled:decimals:to:)``
    /// applies (the same text as the writer's, without formatting a `Double`).
    static func metres(_ d: Double, _ out: inout [UInt8]) throws(JSONWriteError) {
        let n = (d * 1000).rounded()
        let x = n / 1000
        if !JSONWriter.appendRounded(x, scaled: n, decimals: 3, to: &out) { try JSONWriter.appendNumber(x, to: &out) }
    }

    /// The bytes of an ASCII literal (keys and punctuation, which need no escape).
    static func literal(_ s: StaticString, _ out: inout [UInt8]) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }
}
