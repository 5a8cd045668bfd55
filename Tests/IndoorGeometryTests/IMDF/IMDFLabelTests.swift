import Testing
@testable import IndoorGeometry

/// Display-name preference of LABELS and the routing classification of unit categories.
@Suite("IMDF labels and categories")
struct IMDFLabelTests {
    struct LabelCase: CustomStringConvertible, Sendable {
        var description: String
        var entries: [(String, String)]
        var preferred: String?
        var expected: String?
    }

    static let labelCases: [LabelCase] = [
        LabelCase(description: "manifest language wins", entries: [("en", "Room"), ("ru", "Комната")], preferred: "ru", expected: "Комната"),
        LabelCase(
            description: "English when the preferred language is missing", entries: [("ru", "Комната"), ("en", "Room")], preferred: "fr", expected: "Room"),
        LabelCase(description: "first entry when neither exists", entries: [("ru", "Комната"), ("de", "Raum")], preferred: "fr", expected: "Комната"),
        LabelCase(description: "no preference: English", entries: [("ru", "Комната"), ("en", "Room")], preferred: nil, expected: "Room"),
        LabelCase(description: "region subtag matches its language", entries: [("ru", "Комната"), ("en-US", "Room")], preferred: "en", expected: "Room"),
        LabelCase(description: "language matches a regional preference", entries: [("ru", "Комната"), ("en", "Room")], preferred: "en-GB", expected: "Room"),
        LabelCase(description: "case-insensitive tags", entries: [("EN", "Room")], preferred: "en", expected: "Room"),
        LabelCase(description: "blank preferred text falls through", entries: [("ru", "  "), ("en", "Room")], preferred: "ru", expected: "Room"),
        LabelCase(description: "text is trimmed", entries: [("en", " Classroom  ")], preferred: "en", expected: "Classroom"),
        LabelCase(description: "all blank", entries: [("en", ""), ("ru", " ")], preferred: "en", expected: nil)
    ]

    @Test(arguments: labelCases)
    func displayText(_ c: LabelCase) {
        let label = IMDFLabel(c.entries.map { IMDFLabel.Entry(language: $0.0, text: $0.1) })
        #expect(label.text(preferring: c.preferred) == c.expected, "\(c.description)")
    }

    @Test func allLanguagesAreKeptInTheArchive() throws {
        var a = IMDFTestArchive(language: "ru")
        a.addLevel("l1", ordinal: 0)
        a.addUnit("u1", level: "l1", category: "classroom", ring: IMDFTestArchive.rect(0, 0, 5, 5), name: "101")
        let source = try a.write()
        defer { IMDFTestArchive.remove(source) }
        let archive = try IMDFReader.decode(source)
        let name = try #require(archive.units.first?.name)
        #expect(name["en"] == "101")
        #expect(name["ru"] == "ru-101")
        #expect(archive.manifest.language == "ru")
        let venue = IMDFReader.venue(from: archive)
        #expect(venue.spaces.first?.names.first == "ru-101", "manifest language 'ru' chosen")
        #expect(venue.name == "Тест")
        #expect(venue.floors.first?.name == "Этаж 0")
        var options = IMDFReader.Options()
        options.language = "en"
        #expect(IMDFReader.venue(from: archive, options: options).spaces.first?.names.first == "101", "option overrides the manifest")
    }

    struct RoutingCase: CustomStringConvertible, Sendable {
        var description: String { "\(category ?? "nil")/\(restriction ?? "nil")" }
        var category: String?
        var restriction: String?
        var expected: IMDFCategories.UnitRouting
    }

    static let routingCases: [RoutingCase] = [
        RoutingCase(category: "walkway", restriction: nil, expected: .walkable),
        RoutingCase(category: "classroom", restriction: nil, expected: .walkable),
        RoutingCase(category: "wardrobe", restriction: nil, expected: .walkable),
        RoutingCase(category: nil, restriction: nil, expected: .walkable),
        RoutingCase(category: "column", restriction: nil, expected: .notWalkable),
        RoutingCase(category: "opentobelow", restriction: nil, expected: .notWalkable),
        RoutingCase(category: "drywall", restriction: nil, expected: .notWalkable),
        RoutingCase(category: "classroom", restriction: "restricted", expected: .restricted),
        RoutingCase(category: "office", restriction: "employeesonly", expected: .restricted),
        RoutingCase(category: "stairs", restriction: "restricted", expected: .vertical(.stairs)),
        RoutingCase(category: "steps", restriction: nil, expected: .vertical(.stairs)),
        RoutingCase(category: "elevator", restriction: nil, expected: .vertical(.elevator)),
        RoutingCase(category: "escalator", restriction: nil, expected: .vertical(.escalator)),
        RoutingCase(category: "ramp", restriction: nil, expected: .vertical(.ramp)),
        RoutingCase(category: "movingwalkway", restriction: nil, expected: .vertical(.travelator))
    ]

    @Test(arguments: routingCases)
    func routingClass(_ c: RoutingCase) {
        #expect(IMDFCategories.routing(category: c.category, restriction: c.restriction) == c.expected, "\(c.description)")
    }
}
