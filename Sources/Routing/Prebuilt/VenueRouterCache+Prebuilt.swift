import IndoorGeometry

extension VenueRouterCache {
    /// A cache over a venue opened from a prebuilt file: the routers the file stores are opened from it
    /// (``VenueRouter/prebuilt(venue:file:key:)``; a damaged one fails with ``RoutingBuildError/prebuilt(_:)``
    /// for every caller), the others built on first use.
    /// - Parameters:
    ///   - venue: the venue the file holds (``PrebuiltFile/venue()``).
    ///   - prebuilt: the file, or `nil` to build every router.
    ///   - capacity: most routers kept (≥ 1; default 8).
    ///   - places: the venue's place directory (``PlaceDirectory/prebuilt(venue:file:)`` over the file's
    ///     stored index); default one hashed now.
    public convenience init(venue: Venue, prebuilt: PrebuiltFile?, places: PlaceDirectory? = nil, capacity: Int = 8) {
        guard let prebuilt else {
            self.init(venue: venue, capacity: capacity, places: places)
            return
        }
        self.init(
            venue: venue, capacity: capacity, stored: { key throws(RoutingBuildError) in try Self.stored(venue: venue, file: prebuilt, key: key) },
            places: places)
    }

    /// ``VenueRouter/prebuilt(venue:file:key:)`` with its error as a build error.
    private static func stored(venue: Venue, file: PrebuiltFile, key: RouterKey) throws(RoutingBuildError) -> VenueRouter? {
        do {
            return try VenueRouter.prebuilt(venue: venue, file: file, key: key)
        } catch {
            throw .prebuilt(error)
        }
    }
}
