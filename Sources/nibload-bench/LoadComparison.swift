/// One round's time for a list of documents, measured two ways in the same pass.
struct LoadTimes {
    /// Seconds from the first load's start to the end of the last, each archive freed before
    /// the next load starts (the time a loop that drops each archive takes).
    var withFreeing: Double
    /// Seconds inside the loading calls only: the clock is read as each archive is returned,
    /// before it is freed.
    var loadingOnly: Double
}

/// The XML and compiled times of one workload, one of the two ways, over the rounds: the best
/// of each side, and each round's own ratio (its XML and compiled loads run back to back).
struct LoadComparison {
    private(set) var bestXML = Double.infinity
    private(set) var bestCompiled = Double.infinity
    private(set) var ratios: [Double] = []

    /// Adds one round.
    mutating func add(xml: Double, compiled: Double) {
        bestXML = min(bestXML, xml)
        bestCompiled = min(bestCompiled, compiled)
        ratios.append(xml / compiled)
    }

    /// The XML's best time over the compiled form's.
    var bestRatio: Double { bestXML / bestCompiled }

    /// Two rows: the XML's best time, then the compiled form's with both ratios.
    func rows(_ workload: String) -> [String] {
        func row(_ label: String, _ time: Double, _ trailer: String = "") -> String {
            label.padding(toLength: 53, withPad: " ", startingAt: 0) + String(format: "%8.3f", time) + " s" + trailer
        }
        let trailer =
            "   \(format(bestRatio))x faster (median of the rounds' own ratios \(format(median(ratios)))x)"
        return [
            row("\(workload), parse + archive the XML", bestXML),
            row("\(workload), load the compiled form", bestCompiled, trailer),
        ]
    }
}
