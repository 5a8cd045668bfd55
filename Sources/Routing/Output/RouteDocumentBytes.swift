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
    /// The inferred elements the route uses, in walking order, each id once.
    let inferred: [InferredElement]

    init(route: RouteResult, venue: Venue, index: RouteInferenceIndex) {
        self.route = route
        self.venue = venue
        self.index = index
        let doors = RouteDoorCrossings(route: route, venue: venue, index: index)
        self.doors = doors
        crossings = RouteInferences.crossings(of: route, in: venue, index: index, doors: doors)
        inferred = RouteInferences.used(by: route, in: venue, index: index, crossings: crossings)
    }

    /// The element of ``inferred`` with id `id`: a scan, which costs less than hashing for the handful a route
    /// uses.
    func inferred(id: String) -> InferredElement? { inferred.first { $0.id == id } }

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
        let f = leg.floor
        Self.literal("{\"type\":\"Feature\",\"geometry\":{\"type\":\"LineString\",\"coordinates\":", &out)
        try positions(pts, into: &out)
        Self.literal("},\"properties\":{\"leg\":", &out)
        JSONWriter.appendInteger(Int64(legIndex), to: &out)
        Self.literal(",\"floor\":", &out)
        floorID(f, &out)
        Self.literal(",\"floorName\":", &out)
        floorName(f, &out)
        Self.literal(",\"ordinal\":", &out)
        try JSONWriter.appendNumber(Double(venue.floors[f].ordinal), to: &out)
        Self.literal(",\"distance\":", &out)
        try Self.metres(leg.distance, &out)
        if !inferred.isEmpty {
            var legInferred = crossings[k].compactMap { inferred(id: venue.doors[$0].id) }
            if venue.floors[f].id == VenueInference.outdoorFloorID, let g = inferred(id: VenueInference.outdoorFloorID) { legInferred.insert(g, at: 0) }
            if !legInferred.isEmpty {
                Self.literal(",\"inferred\":", &out)
                elements(legInferred, &out)
            }
        }
        Self.literal("}}", &out)
    }

    /// A floor change's `MultiPoint` feature.
    func connection(_ c: RouteConnectionUse, into out: inout [UInt8]) throws(JSONWriteError) {
        let a = c.entrance.floor, b = c.exit.floor
        Self.literal("{\"type\":\"Feature\",\"geometry\":{\"type\":\"MultiPoint\",\"coordinates\":", &out)
        try positions([c.entrance.point, c.exit.point], into: &out)
        Self.literal("},\"properties\":{\"connection\":", &out)
        Self.connectionType(c.type, &out)
        Self.literal(",\"id\":", &out)
        JSONWriter.appendQuoted(c.id, to: &out)
        Self.literal(",\"fromFloor\":", &out)
        floorID(a, &out)
        Self.literal(",\"toFloor\":", &out)
        floorID(b, &out)
        Self.literal(",\"fromFloorName\":", &out)
        floorName(a, &out)
        Self.literal(",\"toFloorName\":", &out)
        floorName(b, &out)
        Self.literal(",\"floorsCrossed\":", &out)
        try JSONWriter.appendNumber(Double(c.floorsCrossed), to: &out)
        Self.literal(",\"cost\":", &out)
        try Self.metres(c.cost, &out)
        Self.literal(",\"duration\":", &out)
        try Self.metres(c.seconds, &out)
        if let e = inferred(id: c.id) {
            Self.literal(",\"inferred\":", &out)
            elements([e], &out)
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
        elements(inferred, &out)
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
            floorID(leg.floor, &out)
            Self.literal(",\"distance\":", &out)
            try Self.metres(leg.distance, &out)
            Self.literal(",\"cost\":", &out)
            try Self.metres(leg.distance, &out)
        case let .connection(c):
            Self.literal("{\"kind\":", &out)
            Self.connectionType(c.type, &out)
            Self.literal(",\"id\":", &out)
            JSONWriter.appendQuoted(c.id, to: &out)
            Self.literal(",\"fromFloor\":", &out)
            floorID(c.entrance.floor, &out)
            Self.literal(",\"toFloor\":", &out)
            floorID(c.exit.floor, &out)
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

    /// Inferred elements as ``RouteInferences/value(_:)`` writes them: `kind`, `id`, `spaces`, `message`; each
    /// the index's text of its id (the elements a document writes are the index's, ``RouteInferences/used(by:in:index:crossings:)``).
    func elements(_ es: [InferredElement], _ out: inout [UInt8]) {
        if es.isEmpty {
            Self.literal("[]", &out)
            return
        }
        out.append(UInt8(ascii: "["))
        for (k, e) in es.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            if let text = index.elementJSON[e.id] { out.append(contentsOf: text) } else { Self.element(e, &out) }
        }
        out.append(UInt8(ascii: "]"))
    }

    /// One inferred element's object as ``RouteInferences/value(_:)`` writes it.
    static func element(_ e: InferredElement, _ out: inout [UInt8]) {
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

    /// Appends floor `f`'s id as a JSON string: the index's text when it is of this venue's floor `f`.
    func floorID(_ f: Int, _ out: inout [UInt8]) {
        let id = venue.floors[f].id
        if f < index.floorTexts.count, index.floorTexts[f].id == id {
            out.append(contentsOf: index.floorTexts[f].idJSON)
        } else {
            JSONWriter.appendQuoted(id, to: &out)
        }
    }

    /// Appends floor `f`'s name as a JSON string, as ``floorID(_:_:)`` its id.
    func floorName(_ f: Int, _ out: inout [UInt8]) {
        let name = venue.floors[f].name
        if f < index.floorTexts.count, index.floorTexts[f].name == name {
            out.append(contentsOf: index.floorTexts[f].nameJSON)
        } else {
            JSONWriter.appendQuoted(name, to: &out)
        }
    }

    /// Appends a connection type's name (``IndoorGeometry/ConnectionType/description``) as a JSON string, the
    /// known types as literals.
    static func connectionType(_ t: ConnectionType, _ out: inout [UInt8]) {
        switch t {
        case .door: literal("\"door\"", &out)
        case .stairs: literal("\"stairs\"", &out)
        case .elevator: literal("\"elevator\"", &out)
        case .escalator: literal("\"escalator\"", &out)
        case .travelator: literal("\"travelator\"", &out)
        case .ramp: literal("\"ramp\"", &out)
        case .ladder: literal("\"ladder\"", &out)
        case .unknown: JSONWriter.appendQuoted(t.description, to: &out)
        }
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
