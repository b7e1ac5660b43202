import ArchlintBase
import ArchlintGraph
import ArchlintRules

/// The audit summary under text output: findings per rule and per module, the files with most
/// findings, and per module the coupling figures of Clean Architecture's component principles.
public enum SummaryReport {
    /// Coupling of one module, over its dependencies on other modules of the repository.
    public struct Coupling: Sendable, Equatable {
        public var module: String
        /// Afferent coupling: modules that depend on this one.
        public var afferent: Int
        /// Efferent coupling: modules this one depends on.
        public var efferent: Int
        public var protocols: Int
        public var types: Int

        /// Ce / (Ca + Ce): 0 is maximally stable, 1 maximally unstable.
        public var instability: Double { afferent + efferent == 0 ? 0 : Double(efferent) / Double(afferent + efferent) }
        /// Protocols over all declared types.
        public var abstractness: Double { types == 0 ? 0 : Double(protocols) / Double(types) }
        /// |A + I − 1|: 0 on the main sequence.
        public var distance: Double { abs(abstractness + instability - 1) }
    }

    public static func coupling(_ graph: DependencyGraph) -> [Coupling] {
        var dependsOn: [Int: Set<Int>] = [:]
        var dependedOnBy: [Int: Set<Int>] = [:]
        for dependency in graph.dependencies.all where !dependency.isTestableOnly {
            guard graph.modules[dependency.from].isInternal, graph.modules[dependency.to].isInternal, !graph.modules[dependency.from].isTest else { continue }
            dependsOn[dependency.from, default: []].insert(dependency.to)
            dependedOnBy[dependency.to, default: []].insert(dependency.from)
        }
        var result: [Coupling] = []
        for (index, module) in graph.modules.enumerated() where module.isInternal && !module.isTest && !module.files.isEmpty {
            var protocols = 0
            var types = 0
            for file in module.files {
                for declaration in graph.repository[factsOf: file].declarations where declaration.kind != .extension && declaration.kind != .typealias {
                    types += 1
                    if declaration.kind == .protocol { protocols += 1 }
                }
            }
            result.append(Coupling(
                module: module.name, afferent: dependedOnBy[index]?.count ?? 0, efferent: dependsOn[index]?.count ?? 0,
                protocols: protocols, types: types))
        }
        return result.sorted { $0.module < $1.module }
    }

    public static func render(_ report: LintReport, graph: DependencyGraph) -> String {
        var text = "\nFindings by rule:\n"
        var byRule: [String: (count: Int, severity: Severity)] = [:]
        for finding in report.findings { byRule[finding.ruleId, default: (0, finding.severity)].count += 1 }
        if byRule.isEmpty { text += "  (none)\n" }
        for (rule, entry) in byRule.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
            text += "  \(pad(rule, 44)) \(pad(String(entry.count), 6)) \(entry.severity.rawValue)\n"
        }
        let owners = FindingOwners(graph: graph)
        var byModule: [String: Int] = [:]
        var byFile: [String: Int] = [:]
        for finding in report.findings {
            byModule[owners.module(of: finding).map { graph.modules[$0].name } ?? "(project) \(finding.file)", default: 0] += 1
            byFile[finding.file, default: 0] += 1
        }
        text += "\nFindings by module:\n"
        if byModule.isEmpty { text += "  (none)\n" }
        for (module, count) in byModule.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            text += "  \(pad(TerminalText.escaped(module), 44)) \(count)\n"
        }
        text += "\nFiles with most findings:\n"
        if byFile.isEmpty { text += "  (none)\n" }
        for (file, count) in byFile.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(10) {
            text += "  \(pad(String(count), 5)) \(TerminalText.escaped(file))\n"
        }
        text += "\nModule coupling (Ca afferent, Ce efferent, I = Ce/(Ca+Ce), A = protocols/types, D = |A+I-1|):\n"
        text += "  \(pad("module", 36)) \(pad("Ca", 4)) \(pad("Ce", 4)) \(pad("I", 5)) \(pad("A", 5)) \(pad("D", 5))\n"
        for row in coupling(graph) {
            text += "  \(pad(row.module, 36)) \(pad(String(row.afferent), 4)) \(pad(String(row.efferent), 4)) "
                + "\(pad(row.instability.twoDecimals, 5)) \(pad(row.abstractness.twoDecimals, 5)) \(pad(row.distance.twoDecimals, 5))\n"
        }
        return text
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
