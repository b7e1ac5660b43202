import ArchlintBase
import ArchlintGraph
import ArchlintRules

/// `--report html=FILE`: the audit as one self-contained HTML file (inline CSS, script and SVG,
/// nothing fetched) that opens from disk. First a summary; then the architecture picture (pan,
/// zoom, groups collapsed into one node, the findings of a module or dependency on click); every
/// finding grouped by rule, module or file, filterable and searchable, with its evidence, the
/// rules it also breaks and the code around it; the coupling table and main-sequence plot; with a
/// baseline, what is new, what the baseline accepts and which entries were fixed.
public struct HTMLReport {
    /// Whether the baseline accepts a finding or a comment suppressed it.
    enum Status: String {
        case new, baselined, suppressed
    }

    let report: LintReport
    let graph: DependencyGraph
    let root: String
    let toolVersion: String
    /// Every finding the report lists: new, baselined, then suppressed (the picture places the
    /// first two kinds, `placedCount` of them).
    let entries: [(finding: Finding, status: Status, reason: String?)]
    let placedCount: Int
    let export: GraphExport
    let picture: ArchitecturePicture
    /// Per entry, the module it is about (nil for a project file without targets near it).
    let modules: [String?]

    /// The report of `report` for the repository at `root`, an absolute path (excerpts are read
    /// from its files; its name titles the report).
    public static func render(_ report: LintReport, graph: DependencyGraph, layers: LayerMap, root: String, toolVersion: String) -> [UInt8] {
        Array(HTMLReport(report: report, graph: graph, layers: layers, root: root, toolVersion: toolVersion).document().utf8)
    }

    init(report: LintReport, graph: DependencyGraph, layers: LayerMap, root: String, toolVersion: String) {
        self.report = report
        self.graph = graph
        self.root = root
        self.toolVersion = toolVersion
        let placed = report.findings.map { ($0, Status.new, String?.none) } + report.baselined.map { ($0, Status.baselined, String?.none) }
        entries = placed + report.suppressed.map { ($0.finding, .suppressed, $0.reason) }
        placedCount = placed.count
        export = GraphExport(graph: graph, layers: layers, findings: placed.map(\.0), level: .module, rules: report.rules)
        picture = ArchitecturePicture(export: export, baselined: Set(report.findings.count..<placed.count))
        let owners = FindingOwners(graph: graph)
        modules = entries.map { owners.module(of: $0.finding).map { graph.modules[$0].name } }
    }

    /// The root folder's name (the caller passes the root as an absolute path).
    var projectName: String {
        root.split(separator: "/").last.map(String.init) ?? "repository"
    }

    func document() -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="archlint \(toolVersion.htmlEscaped)">
            <title>Architecture audit · \(projectName.htmlEscaped)</title>
            <style>\(HTMLStyle.css)</style>
            </head>
            <body>

            """
        html += header() + "<main>\n" + glance() + pictureSection() + findingsSection() + couplingSection()
        if report.usesBaseline { html += baselineSection() }
        if !report.diagnostics.isEmpty { html += diagnosticsSection() }
        html += "</main>\n<footer>Written by archlint \(toolVersion.htmlEscaped) · <span id=\"render-time\"></span></footer>\n"
        html += "<script type=\"application/json\" id=\"archlint-data\">" + data() + "</script>\n"
        html += "<script>\(HTMLScript.source)</script>\n</body>\n</html>\n"
        return html
    }

    // MARK: Sections

    private var internalModules: Int {
        graph.modules.filter { $0.isInternal && !$0.isTest && !$0.files.isEmpty }.count
    }

    private func header() -> String {
        let layerCount = Set(export.nodes.compactMap(\.layer)).count
        var facts = [counted(report.filesChecked, "file") + " checked", counted(report.rules.filter(\.isEnabled).count, "rule"), counted(internalModules, "module")]
        if layerCount > 0 { facts.append(counted(layerCount, "layer")) }
        var links = [("picture-section", "Architecture"), ("findings-section", "Findings"), ("coupling-section", "Coupling")]
        if report.usesBaseline { links.append(("baseline-section", "Baseline")) }
        if !report.diagnostics.isEmpty { links.append(("diagnostics-section", "Reading problems")) }
        return """
            <header class="top"><div><h1>Architecture audit <span class="project">\(projectName.htmlEscaped)</span></h1>
            <div class="sub">\(facts.joined(separator: " · "))</div></div>
            <nav>\(links.map { "<a href=\"#\($0.0)\">\($0.1)</a>" }.joined())</nav></header>

            """
    }

    private func count(_ severity: Severity, _ status: Status) -> Int {
        entries.filter { $0.finding.severity == severity && $0.status == status }.count
    }

    private func glance() -> String {
        func card(_ value: Int, _ label: String, _ kind: String, _ filter: String = "") -> String {
            "<div class=\"card \(kind)\"\(filter.isEmpty ? "" : " data-filter=\"\(filter)\"")><div class=\"value\">\(value)</div><div class=\"label\">\(label)</div></div>"
        }
        let violating = export.edges.filter(\.isViolation)
        let cycles = entries.prefix(placedCount).filter { export.cycleRules.contains($0.finding.ruleId) }.count
        var cards = [
            card(count(.error, .new), "errors", count(.error, .new) > 0 ? "error" : "ok", "sev=error"),
            card(count(.warning, .new), "warnings", count(.warning, .new) > 0 ? "warning" : "ok", "sev=warning"),
        ]
        if count(.info, .new) > 0 { cards.append(card(count(.info, .new), "notes", "info", "sev=info")) }
        cards.append(card(violating.count, "dependencies break rules", violating.isEmpty ? "ok" : "error"))
        cards.append(card(cycles, cycles == 1 ? "cycle" : "cycles", cycles > 0 ? "error" : "ok"))
        if report.usesBaseline {
            cards.append(card(report.baselined.count, "baselined", "muted", "st=baselined"))
            cards.append(card(report.staleBaselineEntries, "fixed since the baseline", "ok"))
        }
        var text = "<section class=\"glance\"><div class=\"summary\"><div class=\"cards\">\(cards.joined())</div>\n<p class=\"headline\">\(headline().htmlEscaped)</p></div>\n"
        let placed = Array(entries.prefix(placedCount))
        if !placed.isEmpty {
            var byRule: [String: Int] = [:]
            var byModule: [String: Int] = [:]
            for (offset, entry) in placed.enumerated() {
                byRule[entry.finding.ruleId, default: 0] += 1
                byModule[modules[offset] ?? entry.finding.file, default: 0] += 1
            }
            text += "<div class=\"rankings\">" + bars("Rules broken most", byRule, filter: "rule") + bars("Modules with most findings", byModule, filter: "module") + "</div>\n"
        }
        return text + "</section>\n"
    }

    /// The summary in words: how many findings, how many are about dependencies, where most are.
    func headline() -> String {
        let placed = Array(entries.prefix(placedCount))
        let rules = report.rules.filter(\.isEnabled).count
        guard !placed.isEmpty else { return rules == 1 ? "No findings: the code follows its rule." : "No findings: the code follows all \(rules) rules." }
        let onEdges = Set(export.edges.flatMap(\.findings)).count
        let violating = export.edges.filter(\.isViolation).count
        let affected = Set(modules.prefix(placedCount).compactMap { $0 }).count
        let newCount = report.findings.count
        var sentences = [
            report.usesBaseline
                ? "\(newCount) new finding\(newCount == 1 ? "" : "s") and \(report.baselined.count) the baseline accepts, in \(affected) of \(internalModules) modules."
                : "\(placed.count) finding\(placed.count == 1 ? "" : "s") in \(affected) of \(internalModules) modules."
        ]
        let inside = placed.count - onEdges
        if onEdges == 0 {
            sentences.append("None is about a dependency drawn below: all are about code within a module.")
        } else {
            sentences.append(
                "\(onEdges) \(onEdges == 1 ? "is" : "are") about \(violating) dependenc\(violating == 1 ? "y" : "ies"), drawn red below"
                    + (inside == 0 ? "." : "; the other \(inside) \(inside == 1 ? "is" : "are") about code within a module."))
        }
        return sentences.joined(separator: " ")
    }

    private func bars(_ title: String, _ counts: [String: Int], filter: String) -> String {
        let top = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(5)
        let most = Double(top.first?.value ?? 1)
        var text = "<div class=\"ranking\"><h3>\(title)</h3><ol>"
        for (name, value) in top {
            text += "<li data-filter=\"\(filter)=\(name.htmlEscaped)\"><span class=\"bar\" style=\"width:\((Double(value) / most * 100).svg)%\"></span>"
            text += "<span class=\"name\">\(name.htmlEscaped)</span><span class=\"n\">\(value)</span></li>"
        }
        return text + "</ol></div>"
    }

    private func pictureSection() -> String {
        """
        <section id="picture-section"><h2>Architecture</h2>
        <p class="hint">Layers from top to bottom in their order; each may use the ones below it. Grey: allowed dependencies. \
        <span class="red">Red</span>: dependencies that break rules, with the rule and the number of findings\
        \(report.usesBaseline ? "; <span class=\"amber\">amber</span> when the baseline accepts them all" : "")\
        ; dashed: part of a cycle. Badges count each module's findings. Drag to move, scroll or pinch to zoom, click a module or a dependency for its findings.</p>
        <div class="toolbar" id="picture-tools"><button data-zoom="fit" title="fit the picture">Fit</button><button data-zoom="in" title="zoom in">+</button><button data-zoom="out" title="zoom out">−</button>
        <label><input type="checkbox" id="show-allowed"\(picture.showsAllowedEdges ? " checked" : "")> allowed dependencies\(picture.showsAllowedEdges ? "" : " (\(export.edges.filter { !$0.isViolation }.count), hidden at first)")</label>
        <span class="sep"></span><label for="collapse-input">Collapse</label><input id="collapse-input" placeholder="pattern, e.g. Feature$" size="18"><button id="collapse-add">Collapse</button>
        <span id="collapse-chips"></span></div>
        <div class="picture-wrap"><div class="canvas" id="canvas">
        \(picture.svg())</div>
        <aside id="details"><p class="placeholder">Click a module or a dependency to see its findings.</p></aside></div>
        </section>

        """
    }

    private func findingsSection() -> String {
        let statuses = Set(entries.map(\.status))
        var toggles = ""
        for severity in [Severity.error, .warning, .info] {
            let total = entries.filter { $0.finding.severity == severity }.count
            guard total > 0 else { continue }
            let name = severity == .info ? "notes" : "\(severity.rawValue)s"
            toggles += "<label class=\"sev-\(severity.rawValue)\"><input type=\"checkbox\" name=\"sev\" value=\"\(severity.rawValue)\" checked> \(name) (\(total))</label>"
        }
        if statuses.count > 1 || statuses.contains(.suppressed) {
            for status in [Status.new, .baselined, .suppressed] where statuses.contains(status) {
                let total = entries.filter { $0.status == status }.count
                toggles += "<label><input type=\"checkbox\" name=\"st\" value=\"\(status.rawValue)\"\(status == .suppressed ? "" : " checked")> \(status.rawValue) (\(total))</label>"
            }
        }
        return """
            <section id="findings-section"><h2>Findings <span class="count" id="findings-count"></span></h2>
            <div class="toolbar" id="finding-tools"><input type="search" id="search" placeholder="Search messages, files, rules, modules" size="36">
            <label>Group by <select id="group-by"><option value="rule">rule</option><option value="module">module</option><option value="file">file</option></select></label>
            \(toggles)<span class="sep"></span><button id="expand-all">Expand all</button><button id="collapse-all">Collapse all</button></div>
            <div id="findings-list"><noscript>The findings list needs JavaScript.</noscript></div>
            </section>

            """
    }

    private func couplingSection() -> String {
        let rows = SummaryReport.coupling(graph)
        var details: [String: (layer: String?, files: Int)] = [:]
        for node in export.nodes where node.modules.count == 1 {
            let module = node.modules[0]
            details[module] = (details[module].map { _ in "several" } ?? node.layer, (details[module]?.files ?? 0) + node.fileCount)
        }
        var counts: [String: Int] = [:]
        for module in modules.prefix(placedCount) { if let module { counts[module, default: 0] += 1 } }
        let chart = CouplingChart(rows: rows, details: details, findings: counts)
        return """
            <section id="coupling-section"><h2>Coupling</h2>
            <p class="hint">Per module: Ca, the modules that depend on it; Ce, the modules it depends on; instability I = Ce/(Ca+Ce); \
            abstractness A, protocols among its types; D = |A+I−1|, its distance from the main sequence. Stable modules (low I) should be \
            abstract; modules far from the line are rigid (zone of pain) or unused abstractions (zone of uselessness). Click a column to sort, a module to find it in the picture.</p>
            <div class="coupling-wrap"><div class="table-wrap">\(chart.table())</div><div class="plot">\(chart.scatter())</div></div>
            </section>

            """
    }

    private func baselineSection() -> String {
        let stale = report.staleBaseline
        var text = """
            <section id="baseline-section"><h2>Baseline</h2>
            <p class="hint">\(report.findings.count) new finding\(report.findings.count == 1 ? "" : "s") (not in the baseline), \
            \(report.baselined.count) accepted by the baseline, \(report.staleBaselineEntries) baselined finding\(report.staleBaselineEntries == 1 ? "" : "s") fixed (no longer found: \
            remove them with <code>archlint baseline</code>).</p>

            """
        if !stale.isEmpty {
            text += "<table class=\"stale\"><thead><tr><th>Rule</th><th>File</th><th>What</th><th>Count</th><th>Message when recorded</th></tr></thead><tbody>\n"
            for entry in stale {
                text += "<tr><td>\(entry.rule.htmlEscaped)</td><td class=\"path\">\(entry.file.htmlEscaped)</td><td>\(entry.fingerprint.htmlEscaped)</td>"
                text += "<td>\(entry.count)</td><td>\(entry.message.htmlEscaped)</td></tr>\n"
            }
            text += "</tbody></table>\n"
        }
        return text + "</section>\n"
    }

    private func diagnosticsSection() -> String {
        var text = "<section id=\"diagnostics-section\"><details><summary><h2>Reading problems (\(report.diagnostics.count))</h2></summary><ul class=\"diagnostics\">\n"
        for diagnostic in report.diagnostics { text += "<li>\(diagnostic.formatted.htmlEscaped)</li>\n" }
        return text + "</ul></details></section>\n"
    }
}
