/// Draws one floor of a venue as a standalone SVG 1.1 document: spaces filled by kind, walls at their true
/// thickness, doors, desks, stairs and elevators, room names, a scale bar and a north arrow, with an optional
/// route and position marker on top.
///
/// The SVG's user space is the venue plane in metres with y negated (north up): the `viewBox` is the floor's
/// bounding box plus padding, so a wall `0.3` m thick is drawn with `stroke-width="0.3"`. A floor much
/// taller than wide is drawn turned a quarter turn clockwise (north to the right; see
/// ``Options/turnsLongFloors``). Coordinates are
/// rounded to the centimetre. Output is deterministic: the same venue, floor and options give the same bytes.
///
/// Layers, bottom to top: floor outline, spaces (hallways and units, then rooms, then areas; venue order
/// within each), the highlighted space, building footprints (outdoor floors), obstacles, walls, doors,
/// building entrances (outdoor floors), vertical connection symbols, route line, labels, route markers
/// (start, end, floor changes), position marker, legend (scale bar, north arrow, floor name).
///
/// ```swift
/// let svg = FloorRenderer(venue: venue).render(floorIndex: 2, route: route, marker: point)
/// ```
public struct FloorRenderer: Sendable {
    /// Size and content of the drawing. Every length is in screen pixels of the output `width`.
    public struct Options: Hashable, Sendable {
        /// Width of the SVG in pixels (the `width` attribute); the height follows from the floor's aspect
        /// ratio. Default 1200. Must be ≥ 100.
        public var width: Int = 1200
        /// Empty margin around the floor, pixels. Default 24.
        public var padding: Double = 24
        /// Label font size for a label that fits, pixels; labels shrink to 60 % of it to fit their space and
        /// are left out below that. Default 12.
        public var fontSize: Double = 12
        /// Whether to write space names. Default `true`.
        public var drawsLabels: Bool = true
        /// Whether to add the legend band (scale bar in metres, north arrow, floor name). Default `true`.
        public var drawsLegend: Bool = true
        /// Colours. Default ``RenderPalette/init()``.
        public var palette = RenderPalette()
        /// Whether a floor more than ``FloorRenderer/longFloorAspect`` times as tall as it is wide (a long
        /// platform running north–south) is drawn turned a quarter turn clockwise, so that its long side runs
        /// across the page and the drawing is `width` wide and much less tall, instead of a strip many times
        /// taller than wide; the north arrow then points right. Default `true`.
        public var turnsLongFloors: Bool = true

        /// Creates options; every parameter has the default documented on its property.
        public init(
            width: Int = 1200, padding: Double = 24, fontSize: Double = 12, drawsLabels: Bool = true, drawsLegend: Bool = true,
            palette: RenderPalette = RenderPalette(), turnsLongFloors: Bool = true
        ) {
            precondition(width >= 100, "FloorRenderer.Options: width must be at least 100 px")
            precondition(padding >= 0 && fontSize > 0, "FloorRenderer.Options: padding must be ≥ 0 and fontSize > 0")
            self.width = width
            self.padding = padding
            self.fontSize = fontSize
            self.drawsLabels = drawsLabels
            self.drawsLegend = drawsLegend
            self.palette = palette
            self.turnsLongFloors = turnsLongFloors
        }
    }

    /// Height over width of the drawn box beyond which a floor is turned (``Options/turnsLongFloors``): 2.5.
    /// A turned floor is at most 1/2.5 as tall as wide, so no page is more than 2.5 times taller than wide.
    public static let longFloorAspect = 2.5

    /// The venue drawn.
    public let venue: Venue
    /// The drawing options.
    public var options: Options

    /// Creates a renderer for `venue`.
    /// - Parameters:
    ///   - venue: the venue; its projection is used for the route and marker.
    ///   - options: size, labels and colours.
    public init(venue: Venue, options: Options = Options()) {
        self.venue = venue
        self.options = options
    }

    /// Renders the floor named by `reference`.
    /// - Parameters:
    ///   - reference: the floor, by id, name or ordinal.
    ///   - route: a route to draw; only its legs on this floor are drawn.
    ///   - marker: a WGS84 position to mark; the space that contains it is highlighted.
    /// - Returns: the SVG document, UTF-8 text ending with a newline.
    /// - Throws: ``RenderError`` for an unknown or ambiguous floor or an invalid marker coordinate.
    /// - Complexity: see ``render(floorIndex:route:marker:)``.
    public func render(floor reference: FloorReference, route: RenderRoute? = nil, marker: GeoCoordinate? = nil) throws(RenderError) -> String {
        let index: Int
        do {
            index = try venue.floorIndex(for: reference)
        } catch {
            throw .floor(error)
        }
        var point: Point?
        if let marker {
            guard marker.isValid else { throw .invalidMarker(marker) }
            point = venue.projection.project(marker)
        }
        return render(floorIndex: index, route: route, marker: point)
    }

    /// Renders floor `floorIndex`.
    ///
    /// Edge behaviour: a floor with nothing on it gives a valid SVG of a 10 m square; route legs on other
    /// floors are ignored (a route that never visits this floor draws nothing); a marker in no space is drawn
    /// without a highlight; a space whose polygon leaves no room for its name gets no label.
    /// - Parameters:
    ///   - floorIndex: an index into ``Venue/floors``.
    ///   - route: a route to draw; legs whose floor id is this floor's id (or, ignoring case, its name) are
    ///     drawn, with a green dot where the route starts and a red dot where it ends when that is on this
    ///     floor, and a diamond with an up or down arrow where it changes floor.
    ///   - marker: a position in the venue plane, metres.
    /// - Returns: the SVG document, UTF-8 text ending with a newline.
    /// - Precondition: `floorIndex` is a valid floor index.
    /// - Complexity: O(n + s · c · e) for n vertices on the floor and, per labelled space s, c label cells
    ///   of e edges each (see ``Polygon/labelPoint(precision:maxCells:)``).
    public func render(floorIndex: Int, route: RenderRoute? = nil, marker: Point? = nil) -> String {
        precondition(venue.floors.indices.contains(floorIndex), "FloorRenderer.render: floor index \(floorIndex) out of range")
        let content = RenderFloorContent(venue: venue, floorIndex: floorIndex, route: route)
        var box = content.boundingBox
        if let marker { box.expand(toInclude: marker) }
        if options.turnsLongFloors && box.height > Self.longFloorAspect * Swift.max(box.width, 1) {
            let turned = FloorRenderer(venue: RenderQuarterTurn.venue(venue), options: options)
            let marker = marker.map(RenderQuarterTurn.point)
            let route = route.map(RenderQuarterTurn.route)
            let content = RenderFloorContent(venue: turned.venue, floorIndex: floorIndex, route: route)
            var box = content.boundingBox
            if let marker { box.expand(toInclude: marker) }
            return turned.render(content, box: box, marker: marker, turned: true)
        }
        return render(content, box: box, marker: marker, turned: false)
    }

    /// The SVG of a floor's gathered `content` in `box` (metres), with the north arrow pointing right when
    /// the venue was `turned` (``RenderQuarterTurn``).
    private func render(_ content: RenderFloorContent, box: BoundingBox, marker: Point?, turned: Bool) -> String {
        let floorIndex = content.floorIndex
        let frame = RenderFrame(box: box, options: options)
        var svg = RenderSVGBuilder()
        let floor = venue.floors[floorIndex]
        let n = RenderSVGBuilder.fine
        svg.line(#"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#)
        svg.line(
            #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(frame.widthPixels)" height="\#(frame.heightPixels)" "#
                + #"viewBox="\#(n(frame.viewMinX)) \#(n(frame.viewMinY)) \#(n(frame.viewWidth)) \#(n(frame.viewHeight))" "#
                + #"font-family="Helvetica, Arial, sans-serif">"#)
        svg.line("<title>\(RenderSVGBuilder.escape(venue.name + " - " + floor.name))</title>")
        // The background overlaps the viewBox by a centimetre on each side so rounding leaves no seam.
        let cm = RenderSVGBuilder.number
        svg.line(
            #"<rect class="background" x="\#(cm(frame.viewMinX - 0.01))" y="\#(cm(frame.viewMinY - 0.01))" "#
                + #"width="\#(cm(frame.viewWidth + 0.03))" height="\#(cm(frame.viewHeight + 0.03))" fill="\#(options.palette.background)"/>"#)
        var highlighted: Int?
        if let marker {
            let located = Locator(venue: venue).locate(marker, floorIndex: floorIndex, maxDistance: 0)
            highlighted = located.space
        }
        drawOutline(floor, frame, &svg)
        drawSpaces(content, frame, highlighted, &svg)
        drawFootprints(content, frame, &svg)
        drawObstacles(content, frame, &svg)
        drawWalls(content, &svg)
        drawDoors(content, frame, &svg)
        drawEntrances(content, frame, &svg)
        let symbols = connectionSymbols(content, frame)
        drawSymbols(symbols, frame, &svg)
        drawRouteLine(content, frame, &svg)
        if options.drawsLabels { drawLabels(content, symbols, frame, &svg) }
        drawRouteMarkers(content, frame, &svg)
        if let marker { drawMarker(marker, frame, &svg) }
        if options.drawsLegend { drawLegend(floor, frame, northRight: turned, &svg) }
        svg.line("</svg>")
        return svg.text
    }
}
