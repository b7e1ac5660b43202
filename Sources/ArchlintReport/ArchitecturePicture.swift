/// The HTML report's picture of the architecture, as inline SVG laid out by `LayeredLayout`:
/// layers as bands in drawing order named on the left, modules inside them, allowed dependencies
/// grey, dependencies that break rules red (amber when the baseline accepts all their findings)
/// labelled with their rules and counts, cycles dashed, and on each module a badge with the
/// number of its findings. Elements carry `data-node` / `data-edge` indices for the script.
struct ArchitecturePicture {
    let export: GraphExport
    let layout: LayeredLayout
    /// Top to bottom: each band's layer (nil for the nodes in no layer) and its nodes.
    let bands: [(layer: String?, nodes: [Int])]
    /// Per edge of `export`, the indices of its nodes.
    let ends: [(from: Int, to: Int)]
    let routes: [EdgeRoute]
    /// Per node, the findings about it: its own and those of the dependencies it starts.
    let nodeFindings: [[Int]]
    /// Findings the baseline accepts.
    let baselined: Set<Int>
    let hasLayers: Bool

    static let fontSize = 12.0
    /// Above this many edges the allowed ones start hidden: the ones breaking rules stand out.
    static let allowedEdgesShown = 150

    /// Whether the allowed dependencies are drawn when the report opens.
    var showsAllowedEdges: Bool { export.edges.count <= Self.allowedEdgesShown }

    init(export: GraphExport, baselined: Set<Int>) {
        self.export = export
        self.baselined = baselined
        var index: [String: Int] = [:]
        for (offset, node) in export.nodes.enumerated() { index[node.id] = offset }
        let (clusters, loose) = export.clustered()
        var bands = clusters.map { (layer: Optional($0.layer), nodes: $0.nodes.map { index[$0.id]! }) }
        if !loose.isEmpty { bands.append((nil, loose.map { index[$0.id]! })) }
        self.bands = bands
        hasLayers = !clusters.isEmpty
        var band = Array(repeating: 0, count: export.nodes.count)
        for (offset, entry) in bands.enumerated() { for node in entry.nodes { band[node] = offset } }
        let ends = export.edges.map { (from: index[$0.from]!, to: index[$0.to]!) }
        self.ends = ends
        let labelWidths = bands.map { band in
            max(Self.textWidth(band.layer ?? "no layer", size: 14), Self.textWidth(Self.contents(of: band.nodes, in: export), size: 11))
        }
        let gutter = hasLayers ? (labelWidths.max() ?? 0) + 24 : 0
        layout = LayeredLayout(
            bands: band, bandCount: bands.count, widths: export.nodes.map { Self.textWidth($0.label, size: Self.fontSize) + 26 }, edges: ends,
            preferred: export.edges.map(\.isViolation), left: gutter + 20)
        routes = Self.routes(ends, layout: layout)
        var findings = export.nodes.map { Set($0.findings) }
        for (offset, edge) in export.edges.enumerated() { findings[ends[offset].from].formUnion(edge.findings) }
        nodeFindings = findings.map { $0.sorted() }
    }

    /// What a band holds: `3 modules, 41 files`.
    static func contents(of nodes: [Int], in export: GraphExport) -> String {
        let modules = Set(nodes.flatMap { export.nodes[$0].modules }).count
        let files = nodes.reduce(0) { $0 + export.nodes[$1].fileCount }
        return "\(counted(modules, "module")), \(counted(files, "file"))"
    }

    /// An estimate of the width of `text` in the report's sans-serif font.
    static func textWidth(_ text: String, size: Double) -> Double {
        Double(text.count) * size * 0.6
    }

    /// Edge curves, each node's ends spread along its side in the order of where the edges head
    /// (so curves leaving one node do not cross at once).
    static func routes(_ ends: [(from: Int, to: Int)], layout: LayeredLayout) -> [EdgeRoute] {
        let nodes = layout.nodes
        let rows = layout.rows
        // Per node and side (0 top, 1 bottom): the edge ends there, with the x they head for.
        var sides: [Int: [(edge: Int, isStart: Bool, towards: Double)]] = [:]
        for (edge, end) in ends.enumerated() where end.from != end.to {
            let down = rows[end.to] > rows[end.from]
            let up = rows[end.to] < rows[end.from]
            let lanes = layout.waypoints[edge]
            sides[end.from * 2 + (down ? 1 : 0), default: []].append((edge, true, lanes.first?.x ?? nodes[end.to].centerX))
            sides[end.to * 2 + (up ? 1 : 0), default: []].append((edge, false, lanes.last?.x ?? nodes[end.from].centerX))
        }
        var startX = ends.map { nodes[$0.from].centerX }
        var endX = ends.map { nodes[$0.to].centerX }
        for (key, entries) in sides {
            let node = nodes[key / 2]
            for (offset, entry) in entries.sorted(by: { ($0.towards, $0.edge) < ($1.towards, $1.edge) }).enumerated() {
                let x = node.x + node.width * (0.12 + 0.76 * (Double(offset) + 0.5) / Double(entries.count))
                if entry.isStart { startX[entry.edge] = x } else { endX[entry.edge] = x }
            }
        }
        return ends.enumerated().map { edge, end in
            end.from == end.to
                ? EdgeRoute.loop(nodes[end.from])
                : EdgeRoute.between(
                    nodes[end.from], row: rows[end.from], startX: startX[edge], nodes[end.to], row: rows[end.to], endX: endX[edge],
                    through: layout.waypoints[edge])
        }
    }

    var width: Double { layout.width + 40 }
    var height: Double { layout.height }

    // MARK: SVG

    func svg() -> String {
        var text = """
            <svg id="picture"\(showsAllowedEdges ? "" : " class=\"hide-allowed\"") xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width.svg) \(height.svg)" width="\(width.svg)" height="\(height.svg)" \
            role="img" aria-label="Architecture: \(export.nodes.count) modules, \(export.edges.filter(\.isViolation).count) dependencies breaking rules">
            <defs>\(Self.marker("arrow", "#8c959f"))\(Self.marker("arrow-red", "#cf222e"))\(Self.marker("arrow-amber", "#bf8700"))\(Self.marker("arrow-blue", "#0969da"))</defs>
            <g id="viewport">

            """
        text += bandsSVG()
        text += "<g class=\"edges\">\n"
        for (offset, edge) in export.edges.enumerated() where !edge.isViolation { text += edgeSVG(offset) }
        text += "</g>\n<g class=\"edges violations\">\n"
        for (offset, edge) in export.edges.enumerated() where edge.isViolation { text += edgeSVG(offset) }
        text += "</g>\n<g class=\"nodes\">\n"
        for offset in export.nodes.indices { text += nodeSVG(offset) }
        text += "</g>\n<g class=\"labels\">\n" + labelsSVG() + "</g>\n<g id=\"groups\"></g>\n</g>\n</svg>\n"
        return text
    }

    static func marker(_ id: String, _ color: String) -> String {
        "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\"><path d=\"M0,0L10,5L0,10z\" fill=\"\(color)\"/></marker>"
    }

    private func bandsSVG() -> String {
        var text = "<g class=\"bands\">\n"
        for (offset, band) in bands.enumerated() {
            let frame = layout.bands[offset]
            let findings = Set(band.nodes.flatMap { nodeFindings[$0] }).count
            let name = band.layer ?? "no layer"
            text += "<g class=\"band\" data-layer=\"\(name.htmlEscaped)\"><rect class=\"band-bg b\(offset % 2)\" x=\"0\" y=\"\(frame.top.svg)\" width=\"\(width.svg)\" height=\"\(frame.height.svg)\" rx=\"8\"/>"
            if hasLayers {
                text += "<text class=\"band-name\" x=\"16\" y=\"\((frame.top + 26).svg)\">\(name.htmlEscaped)</text>"
                text += "<text class=\"band-meta\" x=\"16\" y=\"\((frame.top + 43).svg)\">\(Self.contents(of: band.nodes, in: export))</text>"
                if findings > 0 {
                    text += "<text class=\"band-meta bad\" x=\"16\" y=\"\((frame.top + 58).svg)\">\(counted(findings, "finding"))</text>"
                }
            }
            text += "</g>\n"
        }
        return text + "</g>\n"
    }

    /// Whether every finding on `indices` is one the baseline accepts.
    private func onlyBaselined(_ indices: [Int]) -> Bool {
        !indices.isEmpty && indices.allSatisfy { baselined.contains($0) }
    }

    private func edgeSVG(_ offset: Int) -> String {
        let edge = export.edges[offset]
        var classes = "edge"
        var marker = "arrow"
        var extra = ""
        var title = "\(edge.from) → \(edge.to) (\(edge.kinds.joined(separator: ", ")))"
        if edge.isViolation {
            let amber = onlyBaselined(edge.findings)
            classes += " violation" + (edge.isCycle ? " cycle" : "") + (amber ? " baselined" : "")
            marker = amber ? "arrow-amber" : "arrow-red"
            extra = " stroke-width=\"\(min(5, 1.6 + 0.8 * Double(edge.findings.count).squareRoot()).svg)\""
            title += ": " + export.violationLabel(edge).joined(separator: ", ")
        }
        return "<path class=\"\(classes)\" data-edge=\"\(offset)\" d=\"\(routes[offset].path)\"\(extra) marker-end=\"url(#\(marker))\"><title>\(title.htmlEscaped)</title></path>\n"
    }

    private func nodeSVG(_ offset: Int) -> String {
        let node = export.nodes[offset]
        let frame = layout.nodes[offset]
        let findings = nodeFindings[offset]
        var classes = "node"
        if !findings.isEmpty { classes += onlyBaselined(findings) ? " has-findings baselined" : " has-findings" }
        var text = "<g class=\"\(classes)\" data-node=\"\(offset)\" transform=\"translate(\(frame.x.svg),\(frame.y.svg))\">"
        text += "<rect width=\"\(frame.width.svg)\" height=\"\(frame.height.svg)\" rx=\"7\"/>"
        text += "<text x=\"\((frame.width / 2).svg)\" y=\"\((frame.height / 2 + 4).svg)\" text-anchor=\"middle\">\(node.label.htmlEscaped)</text>"
        if !findings.isEmpty {
            let count = String(findings.count)
            let badgeWidth = Self.textWidth(count, size: 10) + 10
            text += "<g class=\"badge\" transform=\"translate(\((frame.width - badgeWidth / 2 - 2).svg),-7)\"><rect x=\"\((-badgeWidth / 2).svg)\" y=\"0\" width=\"\(badgeWidth.svg)\" height=\"15\" rx=\"7.5\"/>"
            text += "<text y=\"11\" text-anchor=\"middle\">\(count)</text></g>"
        }
        var title = "\(node.label) · \(counted(node.fileCount, "file"))"
        if !findings.isEmpty { title += " · " + export.ruleCounts(findings).map { "\($0.rule) ×\($0.count)" }.joined(separator: ", ") }
        return text + "<title>\(title.htmlEscaped)</title></g>\n"
    }

    /// Labels of the violating edges, most findings first, each at the first point along its
    /// curve where it overlaps no node and no label placed before; labels with no such point are
    /// left out (the edge's tooltip and details still name its rules).
    private func labelsSVG() -> String {
        var placed: [LayeredLayout.Rect] = []
        let nodes = layout.nodes
        var text = ""
        let violating = export.edges.indices.filter { export.edges[$0].isViolation }
            .sorted { (export.edges[$1].findings.count, $0) < (export.edges[$0].findings.count, $1) }
        for offset in violating {
            let edge = export.edges[offset]
            let lines = export.violationLabel(edge)
            let label = lines[0] + (lines.count > 1 ? " +\(lines.count - 1)" : "")
            let labelWidth = Self.textWidth(label, size: 10.5) + 14
            for t in [0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78] {
                let point = routes[offset].point(at: ends[offset].from == ends[offset].to ? 0.5 : t)
                let x = ends[offset].from == ends[offset].to ? point.x + labelWidth / 2 + 4 : point.x
                let frame = LayeredLayout.Rect(x: x - labelWidth / 2, y: point.y - 9, width: labelWidth, height: 18)
                guard !placed.contains(where: { Self.overlap($0, frame) }), !nodes.contains(where: { Self.overlap($0, frame) }) else { continue }
                placed.append(frame)
                text += "<g class=\"elabel\(onlyBaselined(edge.findings) ? " baselined" : "")\" data-edge=\"\(offset)\" transform=\"translate(\(x.svg),\(point.y.svg))\">"
                text += "<rect x=\"\((-labelWidth / 2).svg)\" y=\"-9\" width=\"\(labelWidth.svg)\" height=\"18\" rx=\"9\"/>"
                text += "<text y=\"4\" text-anchor=\"middle\">\(label.htmlEscaped)</text></g>\n"
                break
            }
        }
        return text
    }

    static func overlap(_ a: LayeredLayout.Rect, _ b: LayeredLayout.Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }
}
