/// How ``WalkSimulator`` walks and spoils the fixes (docs/navigation.md lists these as the simulator's
/// parameters). Metres and seconds.
struct WalkSimulatorOptions: Hashable, Sendable {
    /// Seed of everything drawn: rooms, start and end points, pace, stops, turns, noise, mislabels.
    var seed: UInt64 = 1
    /// Standard deviation of the Gaussian position error per axis, metres; reported as the accuracy.
    var sigma: Double = 3
    /// Seconds between fixes.
    var interval: Double = 1
    /// Share of fixes reported on another floor of the same building (an adjacent level when there is one).
    var floorMislabelRate: Double = 0
    /// Mean and spread of a walker's own pace, m/s (drawn once per walk, kept within 0.9–1.8).
    var pace: Double = 1.35
    var paceSpread: Double = 0.15
    /// Spread of the pace's drift around the walker's own (an Ornstein–Uhlenbeck process of time constant
    /// `paceTime` seconds), m/s.
    var paceDrift: Double = 0.1
    var paceTime: Double = 5
    /// Stops per metre walked, and the range of a stop's seconds.
    var stopsPerMetre: Double = 1.0 / 80
    var stopSeconds: ClosedRange<Double> = 3 ... 15
    /// Share of walks that turn back once on a leg of at least 20 m, and the range of metres walked back
    /// before turning forward again.
    var turnBackShare: Double = 0.25
    var turnBackMetres: ClosedRange<Double> = 4 ... 12
    /// Amplitude (metres) and wavelength (metres walked) of the sideways sway around the middle line.
    var swayAmplitude: Double = 0.4
    var swayWavelength: Double = 8
    /// Farthest a walker keeps from each wall when centring in a corridor, metres (wider spaces: the walk
    /// stays within this of the planned line).
    var centringReach: Double = 3
    /// Metres of walk over which the middle between the walls is taken (its median, then averaged over
    /// three metres): a door or an opening narrower than half of it does not pull the walker aside.
    /// Below 2: the middle at each metre.
    var centringSpan: Double = 5
    /// Range of seconds waited at an elevator's door before the ride.
    var elevatorWait: ClosedRange<Double> = 5 ... 30
}
