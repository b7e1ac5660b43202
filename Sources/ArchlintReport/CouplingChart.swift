/// The report's coupling figures (Clean Architecture's component metrics, see
/// `SummaryReport.Coupling`): a sortable table, and the scatter plot of abstractness against
/// instability with the main sequence, the zone of pain (stable and concrete) and the zone of
/// uselessness (abstract and unused). Modules at one point share a dot, labelled with their count.
struct CouplingChart {
    let rows: [SummaryReport.Coupling]
    /// Per module, its layer and files.
    let details: [String: (layer: String?, files: Int)]
    /// Per module, how many findings are about it.
    let findings: [String: Int]

    func table() -> String {
        var text = "<table class=\"sortable coupling\"><thead><tr>"
        let headers = [("Module", "text"), ("Layer", "text"), ("Files", "number"), ("Ca", "number"), ("Ce", "number"), ("I", "number"), ("A", "number"), ("D", "number"), ("Findings", "number")]
        let tips = ["", "", "Swift files", "afferent coupling: modules that depend on it", "efferent coupling: modules it depends on",
            "instability Ce/(Ca+Ce): 0 stable, 1 unstable", "abstractness: protocols / declared types", "distance from the main sequence |A+I−1|", "findings about the module"]
        for ((name, type), tip) in zip(headers, tips) {
            text += "<th data-type=\"\(type)\"\(tip.isEmpty ? "" : " title=\"\(tip.htmlEscaped)\"")>\(name)</th>"
        }
        text += "</tr></thead><tbody>\n"
        for row in rows {
            let detail = details[row.module]
            let count = findings[row.module] ?? 0
            text += "<tr data-module=\"\(row.module.htmlEscaped)\"><td>\(row.module.htmlEscaped)</td><td>\((detail?.layer ?? "").htmlEscaped)</td>"
            text += "<td>\(detail?.files ?? 0)</td><td>\(row.afferent)</td><td>\(row.efferent)</td><td>\(row.instability.twoDecimals)</td>"
            text += "<td>\(row.abstractness.twoDecimals)</td><td class=\"\(row.distance >= 0.7 ? "far" : "")\">\(row.distance.twoDecimals)</td>"
            text += "<td class=\"\(count > 0 ? "bad" : "")\">\(count)</td></tr>\n"
        }
        return text + "</tbody></table>\n"
    }

    static let size = 440.0
    static let margin = 46.0

    func scatter() -> String {
        let plot = Self.size - 2 * Self.margin
        func x(_ instability: Double) -> Double { Self.margin + instability * plot }
        func y(_ abstractness: Double) -> Double { Self.size - Self.margin - abstractness * plot }
        var text = "<svg class=\"scatter\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.size.svg) \(Self.size.svg)\" width=\"\(Self.size.svg)\" height=\"\(Self.size.svg)\" role=\"img\" aria-label=\"Abstractness against instability per module\">\n"
        text += "<path class=\"zone\" d=\"M\(x(0).svg),\(y(0).svg) L\(x(0.4).svg),\(y(0).svg) A\((0.4 * plot).svg),\((0.4 * plot).svg) 0 0 0 \(x(0).svg),\(y(0.4).svg) Z\"/>"
        text += "<path class=\"zone\" d=\"M\(x(1).svg),\(y(1).svg) L\(x(0.6).svg),\(y(1).svg) A\((0.4 * plot).svg),\((0.4 * plot).svg) 0 0 0 \(x(1).svg),\(y(0.6).svg) Z\"/>"
        text += "<text class=\"zone-label\" x=\"\(x(0.02).svg)\" y=\"\(y(0.03).svg)\">zone of pain</text>"
        text += "<text class=\"zone-label\" x=\"\(x(0.98).svg)\" y=\"\(y(0.94).svg)\" text-anchor=\"end\">zone of uselessness</text>"
        text += "<rect class=\"frame\" x=\"\(x(0).svg)\" y=\"\(y(1).svg)\" width=\"\(plot.svg)\" height=\"\(plot.svg)\"/>"
        text += "<line class=\"main-sequence\" x1=\"\(x(0).svg)\" y1=\"\(y(1).svg)\" x2=\"\(x(1).svg)\" y2=\"\(y(0).svg)\"/>"
        for tick in [0.0, 0.5, 1.0] {
            text += "<text class=\"tick\" x=\"\(x(tick).svg)\" y=\"\((Self.size - Self.margin + 16).svg)\" text-anchor=\"middle\">\(tick.svg)</text>"
            text += "<text class=\"tick\" x=\"\((Self.margin - 8).svg)\" y=\"\((y(tick) + 4).svg)\" text-anchor=\"end\">\(tick.svg)</text>"
        }
        text += "<text class=\"axis\" x=\"\(x(0.5).svg)\" y=\"\((Self.size - 8).svg)\" text-anchor=\"middle\">instability I = Ce / (Ca + Ce)</text>"
        text += "<text class=\"axis\" transform=\"translate(14,\(y(0.5).svg)) rotate(-90)\" text-anchor=\"middle\">abstractness A</text>\n"
        var points: [String: [SummaryReport.Coupling]] = [:]
        for row in rows { points["\(Int((row.instability * 100).rounded())),\(Int((row.abstractness * 100).rounded()))", default: []].append(row) }
        var labelled: [LayeredLayout.Rect] = []
        for group in points.values.sorted(by: { ($0[0].distance, $0[0].module) > ($1[0].distance, $1[0].module) }) {
            let first = group[0]
            let cx = x(first.instability)
            let cy = y(first.abstractness)
            let bad = group.contains { (findings[$0.module] ?? 0) > 0 }
            let names = group.map(\.module)
            text += "<g class=\"dot\(bad ? " bad" : "")\" data-modules=\"\(names.joined(separator: " ").htmlEscaped)\">"
            text += "<circle cx=\"\(cx.svg)\" cy=\"\(cy.svg)\" r=\"\(min(11, 4 + Double(group.count - 1).squareRoot() * 2).svg)\"/>"
            text += "<title>\(names.prefix(12).joined(separator: ", ").htmlEscaped)\(names.count > 12 ? " and \(names.count - 12) more" : ""): I \(first.instability.twoDecimals), A \(first.abstractness.twoDecimals), D \(first.distance.twoDecimals)</title>"
            let label = group.count == 1 ? first.module : "\(group.count) modules"
            let labelWidth = ArchitecturePicture.textWidth(label, size: 10)
            let anchorEnd = cx + 9 + labelWidth > Self.size - 4
            let frame = LayeredLayout.Rect(x: anchorEnd ? cx - 9 - labelWidth : cx + 9, y: cy - 8, width: labelWidth, height: 12)
            if (rows.count <= 30 || first.distance >= 0.5 || group.count > 1), !labelled.contains(where: { ArchitecturePicture.overlap($0, frame) }) {
                labelled.append(frame)
                text += "<text x=\"\((anchorEnd ? cx - 9 : cx + 9).svg)\" y=\"\((cy + 3.5).svg)\"\(anchorEnd ? " text-anchor=\"end\"" : "")>\(label.htmlEscaped)</text>"
            }
            text += "</g>\n"
        }
        return text + "</svg>\n"
    }
}
