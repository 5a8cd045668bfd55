import Foundation

// indoor-bench: the release-only benchmark program. See Harness/ and Workloads/.
#if DEBUG
    FileHandle.standardError.write(Data("Error: benchmarks must be built in release mode: swift run -c release indoor-bench\n".utf8))
    exit(2)
#else
    let options: RunnerOptions
    do {
        options = try RunnerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
        exit(64)
    }

    // Every workload file contributes a function returning its benchmarks; add yours to this list.
    var all: [Benchmark] = []
    all += sanityBenchmarks(quick: options.quick)
    all += rtreeBenchmarks(quick: options.quick)
    all += bufferBenchmarks(quick: options.quick)
    all += zipBenchmarks(quick: options.quick)
    all += loadBenchmarks(quick: options.quick)
    all += prebuiltBenchmarks(quick: options.quick)
    all += prebuiltRouterBenchmarks(quick: options.quick)
    all += processRouteBenchmarks(quick: options.quick)
    all += sharedPagesBenchmarks(quick: options.quick)
    all += imdfLoadBenchmarks(quick: options.quick)
    all += osmLoadBenchmarks(quick: options.quick)
    all += pointLocationBenchmarks(quick: options.quick)
    all += locateBenchmarks(quick: options.quick)
    all += locatorBuildBenchmarks(quick: options.quick)
    all += venueRoutingBenchmarks(quick: options.quick)
    all += campusRoutingBenchmarks(quick: options.quick)
    all += growthBenchmarks(quick: options.quick, filter: options.filter)
    all += renderBenchmarks(quick: options.quick)
    all += simplifyBenchmarks(quick: options.quick)
    all += routingBenchmarks(quick: options.quick)
    all += routingQuestionsBenchmarks(quick: options.quick)
    all += navigationBenchmarks(quick: options.quick)
    all += routeBatchBenchmarks(quick: options.quick)
    all += jsonOutputBenchmarks(quick: options.quick)
    all += geosComparisonBenchmarks(quick: options.quick)

    let failures = Runner(options: options).run(all)
    exit(failures == 0 ? 0 : 1)
#endif
