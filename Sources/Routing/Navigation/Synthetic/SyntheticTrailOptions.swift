/// How ``SyntheticTrail`` walks a route and spoils the fixes.
package struct SyntheticTrailOptions: Hashable, Sendable {
    /// Seed of the noise, the drops and the mislabels (the same seed gives the same trail).
    package var seed: UInt64 = 1
    /// Standard deviation of the Gaussian position error in metres, per axis. Default 3. The fixes report
    /// it as their accuracy.
    package var sigma: Double = 3
    /// Seconds between fixes. Default 1.
    package var interval: Double = 1
    /// Share of fixes (0–1) reported on another floor of the same building (an adjacent level when there
    /// is one). Default 0.
    package var floorMislabelRate: Double = 0
    /// Share of fixes (0–1) dropped. Default 0.
    package var dropRate: Double = 0
    /// The walker's pace, m/s (`nil`: the route's walking speed, its profile's). Default `nil`.
    package var walkingSpeed: Double? = nil

    package init(seed: UInt64 = 1, sigma: Double = 3, interval: Double = 1, floorMislabelRate: Double = 0, dropRate: Double = 0, walkingSpeed: Double? = nil) {
        self.seed = seed
        self.sigma = sigma
        self.interval = interval
        self.floorMislabelRate = floorMislabelRate
        self.dropRate = dropRate
        self.walkingSpeed = walkingSpeed
    }
}
