/// The mapping between the venue plane (metres) and the SVG page (pixels) used by ``FloorRenderer``.
///
/// The page is `widthPixels` wide; the floor's box fills it minus the padding on each side, and a legend
/// band is added below when the legend is drawn. User units are metres with y negated.
struct RenderFrame {
    /// Pixels per metre.
    let scale: Double
    /// SVG width and height in pixels.
    let widthPixels: Int
    let heightPixels: Int
    /// The viewBox, in user units (metres, y negated).
    let viewMinX: Double
    let viewMinY: Double
    let viewWidth: Double
    let viewHeight: Double
    /// Height of the legend band in pixels (0 without a legend).
    let legendPixels: Double
    /// The drawn floor box (metres, y north), before padding.
    let box: BoundingBox

    init(box input: BoundingBox, options: FloorRenderer.Options) {
        var box = input
        if box.isEmpty { box = BoundingBox(minX: -5, minY: -5, maxX: 5, maxY: 5) }
        // A floor that is a line or a point still gets a drawable area.
        if box.width < 1 { box = BoundingBox(minX: box.center.x - 5, minY: box.minY, maxX: box.center.x + 5, maxY: box.maxY) }
        if box.height < 1 { box = BoundingBox(minX: box.minX, minY: box.center.y - 5, maxX: box.maxX, maxY: box.center.y + 5) }
        self.box = box
        // Properties set directly can bypass the options' preconditions: clamp to sane values.
        let widthPixels = Swift.max(options.width, 100)
        let width = Double(widthPixels)
        let inner = Swift.max(width - 2 * Swift.max(options.padding, 0), width / 2)
        scale = inner / box.width
        let pad = (width - inner) / 2 / scale
        legendPixels = options.drawsLegend ? Swift.max(44, options.fontSize * 3.6) : 0
        let contentHeight = box.height * scale + 2 * pad * scale
        self.widthPixels = widthPixels
        heightPixels = Int((contentHeight + legendPixels).rounded(.up))
        viewMinX = box.minX - pad
        viewMinY = -box.maxY - pad
        viewWidth = Double(widthPixels) / scale
        viewHeight = Double(heightPixels) / scale
    }

    /// `pixels` screen pixels in metres.
    func metres(_ pixels: Double) -> Double { pixels / scale }

    /// The top of the legend band, in user units (y grows downwards).
    var legendTop: Double { viewMinY + viewHeight - metres(legendPixels) }
}
