import NibDiagnostics
import NibXML

extension FindingKey {
    /// The key with its file relative to a folder (unchanged when the file is outside it).
    func relative(to folder: String) -> FindingKey {
        var key = self
        key.file = FilePath.relative(FilePath.absolute(file), to: folder) ?? file
        return key
    }
}

extension Linter {
    /// The key of every finding (files as the findings name them), re-reading only the files that
    /// have findings: documents are parsed again for their element tree, other files (Swift) read
    /// as text.
    func keys(of findings: [Diagnostic], inputs: [Input]) -> [FindingKey] {
        var byFile: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() {
            byFile[finding.location?.file ?? "", default: []].append(index)
        }
        let inputsByName = Dictionary(inputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let grouped = byFile
        let files = grouped.keys.sorted()
        let anchored = ParallelMap.map(count: files.count, jobs: options.jobs) { position -> [(Int, FindingKey)] in
            let file = files[position]
            let indices = grouped[file] ?? []
            func key(_ index: Int, _ object: String?, _ connection: String?) -> (Int, FindingKey) {
                (
                    index,
                    FindingKey(file: file, rule: findings[index].id.rawValue, object: object, connection: connection)
                )
            }
            let isDocument = inputsByName[file] != nil || ["xib", "storyboard"].contains(FilePath.pathExtension(file))
            if isDocument {
                let parsed: XMLParseResult? =
                    switch inputsByName[file] {
                    case .text(_, let text)?: XMLReader.parse(string: text, file: file)
                    case .file?, nil: FilePath.kind(of: file) == .file ? XMLReader.parse(contentsOf: file) : nil
                    }
                guard let tree = parsed?.tree, parsed?.failure == nil else { return indices.map { key($0, nil, nil) } }
                let anchors = FindingAnchors(tree: tree)
                return indices.map { index in
                    guard let location = findings[index].location else { return key(index, nil, nil) }
                    let anchor = anchors.anchor(at: location)
                    return key(index, anchor.object, anchor.connection)
                }
            }
            guard let text = sourceTexts[file] ?? (file.isEmpty ? nil : FilePath.readText(file)) else {
                return indices.map { key($0, nil, nil) }
            }
            return indices.map { index in
                key(index, findings[index].location.flatMap { SourceAnchors.identifier(in: text, at: $0) }, nil)
            }
        }
        var keys = findings.map {
            FindingKey(file: $0.location?.file ?? "", rule: $0.id.rawValue, object: nil, connection: nil)
        }
        for (index, key) in anchored.joined() { keys[index] = key }
        return keys
    }

    /// Drops the findings `ignore` entries and the baseline match; returns what is left and what the
    /// baseline said.
    func applyAdoption(
        _ findings: [Diagnostic], inputs: [Input]
    ) -> (findings: [Diagnostic], keys: [FindingKey], adoption: AdoptionSummary) {
        let needsKeys = !configuration.ignore.isEmpty || options.baseline != nil || options.recordsKeys
        guard needsKeys else { return (findings, [], AdoptionSummary()) }
        var summary = AdoptionSummary()
        var kept: [(Diagnostic, FindingKey)] = Array(zip(findings, keys(of: findings, inputs: inputs)))
        if !configuration.ignore.isEmpty {
            let base = configuration.baseDirectory
            let before = kept.count
            kept.removeAll { _, key in
                let relative = key.relative(to: base)
                return configuration.ignore.contains { $0.matches(relative) }
            }
            summary.ignored = before - kept.count
        }
        if let baseline = options.baseline {
            summary.usedBaseline = true
            var unmatched: [FindingKey: [Int]] = [:]
            for (index, entry) in baseline.entries.enumerated() { unmatched[entry.key, default: []].append(index) }
            kept.removeAll { _, key in
                var relative = key.relative(to: baseline.baseDirectory)
                if unmatched[relative]?.isEmpty ?? true, let former = RuleRegistry.alias(of: relative.rule) {
                    relative.rule = former  // an entry written before the rule was split
                }
                guard var indices = unmatched[relative], !indices.isEmpty else { return false }
                indices.removeFirst()
                unmatched[relative] = indices
                summary.baselined += 1
                return true
            }
            let linted = Set(inputs.map { FilePath.absolute($0.name) })
            let left = unmatched.values.joined().sorted()
            for index in left {
                let entry = baseline.entries[index]
                let file = FilePath.absolute(entry.key.file, relativeTo: baseline.baseDirectory)
                let isDocument = ["xib", "storyboard"].contains(FilePath.pathExtension(file))
                let checked =
                    linted.contains(file)
                    || (options.shard == nil
                        && (FilePath.kind(of: file) == .missing || (!isDocument && sources != nil)))
                if checked { summary.staleEntries.append(StaleBaselineEntry(entry: entry)) }
            }
        }
        return (kept.map(\.0), kept.map(\.1), summary)
    }
}

/// What the baseline and `ignore` entries did in a run.
public struct AdoptionSummary: Sendable, Hashable {
    /// Findings dropped because the baseline lists them.
    public var baselined = 0
    /// Findings dropped by `ignore` entries of the configuration.
    public var ignored = 0
    /// Baseline entries that matched no finding in the files they name.
    public var staleEntries: [StaleBaselineEntry] = []
    /// Whether the run was given a baseline.
    public var usedBaseline = false

    /// Creates an empty summary.
    public init() {}
}
