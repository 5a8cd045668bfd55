#!/bin/sh
# Runs main's tests for issue 12, items 1-11, on the code before the fix (d81db49), in a detached worktree.
# Usage: Benchmarks/issue12-before/run.sh [WORKTREE]   (default /tmp/wt-issue12-before; ../shared/venues
# beside the worktree's parent is where the real-venue tests look: use a worktree under /work for them).
# Tests whose APIs are new are left out (RouteDiagnosisTests: RouteDiagnosis; VenueRestrictionTests:
# Space.restriction, .goalRestricted, includesRestricted:); port.py removes the other uses of new APIs.
set -e
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
wt=${1:-/tmp/wt-issue12-before}
[ -d "$wt" ] || git -C "$repo" worktree add --detach "$wt" d81db49
T=$repo/Tests
G=$wt/Tests/Issue12GeometryTests R=$wt/Tests/Issue12RoutingTests C=$wt/Tests/Issue12CLITests
mkdir -p "$G/Support" "$R/RealVenues" "$C"
cp "$T"/IndoorGeometryTests/Venue/WallPolygonsTests.swift "$G/"
for f in IMDFSharedOrdinalTests IMDFRestrictedUnitTests IMDFVerticalInferenceTests IMDFSPbPUTests IMDFTestArchive; do
    cp "$T/IndoorGeometryTests/IMDF/$f.swift" "$G/"
done
cp "$T"/IndoorGeometryTests/Support/SharedVenues.swift "$G/Support/"
cp "$T"/RoutingTests/RealVenues/WallClearanceOracleTests.swift "$R/RealVenues/"
for f in VenueFloorsCrossedTests IMDFTwinRoutingTests; do cp "$T/RoutingTests/Venue/$f.swift" "$R/"; done
cp "$wt"/Tests/RoutingTests/Venue/VenueRouterTests.swift "$R/"           # d81db49's own, for its `venue`
cp "$here"/VenueRouterADATests.swift "$R/"                                # main's ADA door test, unchanged
cp "$T"/RouteCLITests/Commands/RouteNoRouteTests.swift "$T"/RouteCLITests/Commands/ClearanceHelpTests.swift "$C/"
cp "$T"/RouteCLITests/Support/CLITestSupport.swift "$C/"
cp "$here"/WiredCommandTestsShim.swift "$C/"
python3 "$here/port.py" "$wt"
cd "$wt" && swift build --build-tests && swift test --skip-build --no-parallel
