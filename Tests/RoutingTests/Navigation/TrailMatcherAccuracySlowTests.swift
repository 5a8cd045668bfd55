import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The accuracy table of trail matching on synthetic walks of the sample campus (40 walks per row; about
/// a minute in a debug build, hence Slow).
@Suite(.tags(.slow)) struct TrailMatcherAccuracySlowTests {
    /// The issue's accuracy table. The floor goals are met; the space and length goals are not yet (see
    /// docs/navigation.md for the measured figures): they are known issues, so that this test says so
    /// the day they are met.
    @Test(arguments: [(3.0, 0.0), (3.0, 0.1), (5.0, 0.0), (5.0, 0.1)])
    func accuracy(sigma: Double, mislabel: Double) {
        let a = TrailAccuracy.measure(TrailMatcherTests.matcher, trails: TrailMatcherTests.trails(sigma: sigma, mislabel: mislabel, seed: 100))
        print("sigma \(sigma) m, mislabel \(mislabel): \(a)")
        #expect(a.fixes > 500)
        if sigma == 3 { #expect(a.floorRate >= 0.99, "floor at sigma 3 m, mislabel \(mislabel)") }
        // A match far worse than the table says is a regression, not the known shortfall.
        #expect(a.spaceRate >= 0.8)
        withKnownIssue("space and walk length below the goals") {
            #expect(a.spaceRate >= (sigma == 3 ? 0.95 : 0.90), "space at sigma \(sigma) m")
            if sigma == 3 { #expect(a.medianLengthError <= 0.05, "walk length at sigma 3 m") }
        }
    }

}
