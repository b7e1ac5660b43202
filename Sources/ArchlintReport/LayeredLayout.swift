/// Places a graph whose nodes belong to ordered bands (layers), for drawing top to bottom:
/// bands stacked in order; inside a band, rows by the longest path of the dependencies among its
/// nodes (a node above what it uses); rows too wide for the page wrapped into staggered sub-rows.
/// An edge crossing rows passes a thin virtual node in each row between its ends, so it runs in a
/// lane of its own around the nodes (every edge when they are few enough, else the `preferred`
/// ones). Nodes are ordered in their rows by barycentric sweeps (fewer crossings), then moved
/// towards their neighbours without overlapping. Each sweep is n·log n.
struct LayeredLayout {
    struct Rect: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        var centerX: Double { x + width / 2 }
        var bottom: Double { y + height }
    }

    /// Where an edge passes a row between its ends.
    struct Waypoint: Equatable {
        var x: Double
        var top: Double
        var bottom: Double
    }

    static let nodeHeight = 30.0
    static let nodeGap = 22.0
    static let laneWidth = 2.0
    static let rowGap = 58.0
    static let bandPadding = 20.0
    static let bandGap = 34.0
    /// At most this many virtual nodes per real node (and 150 more) route every edge in lanes;
    /// beyond, only the preferred edges have lanes (many lanes make rows wide and the picture flat).
    static let laneBudget = 2

    /// Per node, where it is drawn.
    private(set) var nodes: [Rect] = []
    /// Per band, its vertical extent (height 0 for a band without nodes); bands span the full width.
    private(set) var bands: [(top: Double, height: Double)] = []
    /// Per node, its row, counted from the top over all bands.
    private(set) var rows: [Int] = []
    /// Per edge, the rows it passes between its ends (empty for an edge drawn directly).
    private(set) var waypoints: [[Waypoint]] = []
    private(set) var width = 0.0
    private(set) var height = 0.0

    /// `bands[i]` is node i's band (0 = top), `widths[i]` its width; `edges` go from a node to one
    /// it depends on. `left` is where nodes may start (room for the bands' labels).
    init(bands band: [Int], bandCount: Int, widths: [Double], edges: [(from: Int, to: Int)], preferred: [Bool], left: Double) {
        let count = band.count
        let ranks = Self.ranksWithinBands(band: band, edges: edges)
        var rowsOfBand: [[[Int]]] = Array(repeating: [], count: bandCount)
        for node in 0..<count {
            while rowsOfBand[band[node]].count <= ranks[node] { rowsOfBand[band[node]].append([]) }
            rowsOfBand[band[node]][ranks[node]].append(node)
        }
        let totalWidth = widths.reduce(0) { $0 + $1 + Self.nodeGap }
        let maxRowWidth = max(1100, (totalWidth * (Self.nodeHeight + Self.rowGap) * 2.2).squareRoot())
        var rowList: [[Int]] = []
        var bandRows: [Range<Int>] = []
        for bandIndex in 0..<bandCount {
            let start = rowList.count
            for row in rowsOfBand[bandIndex] where !row.isEmpty {
                rowList.append(contentsOf: Self.wrapped(row, widths: widths, maxWidth: maxRowWidth))
            }
            bandRows.append(start..<rowList.count)
        }
        var rowOf = Array(repeating: 0, count: count)
        for (index, row) in rowList.enumerated() { for node in row { rowOf[node] = index } }

        // Lanes: virtual nodes in the rows an edge crosses.
        let crossings = edges.map { max(0, abs(rowOf[$0.to] - rowOf[$0.from]) - 1) }
        let routeAll = crossings.reduce(0, +) <= Self.laneBudget * count + 150
        var allWidths = widths
        var chains = Array(repeating: [Int](), count: edges.count)
        var neighbours = Array(repeating: [Int](), count: count)
        func link(_ a: Int, _ b: Int) {
            neighbours[a].append(b)
            neighbours[b].append(a)
        }
        for (index, edge) in edges.enumerated() where edge.from != edge.to {
            guard crossings[index] > 0, routeAll || preferred[index] else {
                link(edge.from, edge.to)
                continue
            }
            let step = rowOf[edge.to] > rowOf[edge.from] ? 1 : -1
            var previous = edge.from
            for row in stride(from: rowOf[edge.from] + step, to: rowOf[edge.to], by: step) {
                let lane = allWidths.count
                allWidths.append(Self.laneWidth)
                neighbours.append([])
                rowList[row].append(lane)
                chains[index].append(lane)
                link(previous, lane)
                previous = lane
            }
            link(previous, edge.to)
        }
        rowList = Self.orderedByBarycentre(rowList, neighbours: neighbours)
        let isLane = { (node: Int) in node >= count }
        let centres = Self.horizontalCentres(&rowList, widths: allWidths, neighbours: neighbours, isLane: isLane)
        let minX = allWidths.indices.map { centres[$0] - allWidths[$0] / 2 }.min() ?? 0

        var rowTop = Array(repeating: 0.0, count: rowList.count)
        var y = Self.bandGap / 2
        for bandIndex in 0..<bandCount {
            let range = bandRows[bandIndex]
            guard !range.isEmpty else {
                bands.append((y, 0))
                continue
            }
            let bandHeight = 2 * Self.bandPadding + Double(range.count) * Self.nodeHeight + Double(range.count - 1) * Self.rowGap
            for (offset, row) in range.enumerated() { rowTop[row] = y + Self.bandPadding + Double(offset) * (Self.nodeHeight + Self.rowGap) }
            bands.append((y, bandHeight))
            y += bandHeight + Self.bandGap
        }
        rows = rowOf
        nodes = (0..<count).map { node in
            Rect(x: left + centres[node] - widths[node] / 2 - minX, y: rowTop[rowOf[node]], width: widths[node], height: Self.nodeHeight)
        }
        var laneRow = [Int: Int]()
        for (index, row) in rowList.enumerated() { for node in row where isLane(node) { laneRow[node] = index } }
        waypoints = chains.map { chain in
            chain.map { lane in
                let top = rowTop[laneRow[lane]!]
                return Waypoint(x: left + centres[lane] - minX, top: top, bottom: top + Self.nodeHeight)
            }
        }
        width = (allWidths.indices.map { left + centres[$0] + allWidths[$0] / 2 - minX }.max() ?? left) + Self.nodeGap
        height = y - Self.bandGap / 2
    }

    // MARK: Rows

    /// Per node, its row within its band: 0 for nodes nothing in the band depends on, else one
    /// below the lowest node of the band depending on it. Edges closing a cycle (found by a
    /// depth-first search in node order) are left out.
    static func ranksWithinBands(band: [Int], edges: [(from: Int, to: Int)]) -> [Int] {
        let count = band.count
        var successors = Array(repeating: [Int](), count: count)
        for edge in edges where edge.from != edge.to && band[edge.from] == band[edge.to] { successors[edge.from].append(edge.to) }
        // Iterative depth-first search: post-order, without the edges back onto the stack.
        var state = Array(repeating: 0, count: count)  // 0 new, 1 on the stack, 2 done
        var postOrder: [Int] = []
        var acyclic = Array(repeating: [Int](), count: count)
        for root in 0..<count where state[root] == 0 {
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = stack.last {
                if top.next < successors[top.node].count {
                    stack[stack.count - 1].next += 1
                    let target = successors[top.node][top.next]
                    if state[target] == 1 { continue }
                    acyclic[top.node].append(target)
                    if state[target] == 0 {
                        state[target] = 1
                        stack.append((target, 0))
                    }
                } else {
                    state[top.node] = 2
                    postOrder.append(top.node)
                    stack.removeLast()
                }
            }
        }
        var rank = Array(repeating: 0, count: count)
        for node in postOrder.reversed() {
            for target in acyclic[node] { rank[target] = max(rank[target], rank[node] + 1) }
        }
        return rank
    }

    /// A row split into sub-rows no wider than `maxWidth`, taking every k-th node so each sub-row
    /// spans the row's width.
    static func wrapped(_ row: [Int], widths: [Double], maxWidth: Double) -> [[Int]] {
        let rowWidth = row.reduce(0) { $0 + widths[$1] + nodeGap }
        let parts = Int((rowWidth / maxWidth).rounded(.up))
        guard parts > 1 else { return [row] }
        return (0..<parts).map { part in stride(from: part, to: row.count, by: parts).map { row[$0] } }
    }

    // MARK: Order

    /// Rows reordered by alternating downward and upward sweeps, each node placed at the mean
    /// position of its neighbours in the rows already swept; the order with the shortest total
    /// horizontal edge span is kept.
    static func orderedByBarycentre(_ rows: [[Int]], neighbours: [[Int]]) -> [[Int]] {
        let count = neighbours.count
        var position = Array(repeating: 0.0, count: count)
        var rowOf = Array(repeating: 0, count: count)
        func place(_ row: [Int]) {
            for (offset, node) in row.enumerated() { position[node] = (Double(offset) + 0.5) / Double(row.count) }
        }
        for (index, row) in rows.enumerated() {
            place(row)
            for node in row { rowOf[node] = index }
        }
        func span() -> Double {
            var total = 0.0
            for node in 0..<count { for other in neighbours[node] { total += abs(position[node] - position[other]) } }
            return total
        }
        var current = rows
        var best = current
        var bestSpan = span()
        for sweep in 0..<12 {
            let downward = sweep % 2 == 0
            for rowIndex in downward ? Array(current.indices) : current.indices.reversed() {
                let barycentres = current[rowIndex].map { node -> Double in
                    var sum = 0.0
                    var swept = 0
                    for other in neighbours[node] where downward ? rowOf[other] < rowIndex : rowOf[other] > rowIndex {
                        sum += position[other]
                        swept += 1
                    }
                    return swept == 0 ? position[node] : sum / Double(swept)
                }
                current[rowIndex] = current[rowIndex].indices.sorted { (barycentres[$0], $0) < (barycentres[$1], $1) }.map { current[rowIndex][$0] }
                place(current[rowIndex])
            }
            let total = span()
            if total < bestSpan {
                bestSpan = total
                best = current
            }
        }
        return best
    }

    // MARK: Coordinates

    /// Centres: each row spread over the widest row's width in its order; then passes that move
    /// every node halfway towards the mean centre of its neighbours, at first letting a row's
    /// order follow (crossings the sweeps missed), each pass ending with the closest placement
    /// that keeps the row's order and gaps.
    static func horizontalCentres(_ rows: inout [[Int]], widths: [Double], neighbours: [[Int]], isLane: (Int) -> Bool) -> [Double] {
        var centre = Array(repeating: 0.0, count: widths.count)
        func gap(_ a: Int, _ b: Int) -> Double {
            isLane(a) && isLane(b) ? 4 : isLane(a) || isLane(b) ? 10 : nodeGap
        }
        let pageWidth = rows.map { row in row.indices.reduce(0) { $0 + widths[row[$1]] + ($1 == 0 ? 0 : gap(row[$1 - 1], row[$1])) } }.max() ?? 0
        for row in rows {
            for (offset, node) in row.enumerated() { centre[node] = (Double(offset) + 0.5) / Double(row.count) * pageWidth }
            separate(row, wanted: row.map { centre[$0] }, centre: &centre, widths: widths, gap: gap, isLane: isLane)
        }
        for pass in 0..<10 {
            for index in pass % 2 == 0 ? Array(rows.indices) : rows.indices.reversed() {
                let wanted = rows[index].map { node -> Double in
                    guard !neighbours[node].isEmpty else { return centre[node] }
                    return (centre[node] + neighbours[node].reduce(0) { $0 + centre[$1] } / Double(neighbours[node].count)) / 2
                }
                var order = Array(rows[index].indices)
                if pass < 6 { order.sort { (wanted[$0], $0) < (wanted[$1], $1) } }
                rows[index] = order.map { rows[index][$0] }
                separate(rows[index], wanted: order.map { wanted[$0] }, centre: &centre, widths: widths, gap: gap, isLane: isLane)
            }
        }
        return centre
    }

    /// Places a row's nodes, in row order and at least their gaps apart, as close as possible to
    /// `wanted` (least squares, nodes weighing more than lanes): pool-adjacent-violators on the
    /// positions less each node's minimum offset from the first.
    static func separate(
        _ row: [Int], wanted: [Double], centre: inout [Double], widths: [Double], gap: (Int, Int) -> Double, isLane: (Int) -> Bool
    ) {
        var offsets = [0.0]
        for index in row.indices.dropFirst() {
            offsets.append(offsets[index - 1] + (widths[row[index - 1]] + widths[row[index]]) / 2 + gap(row[index - 1], row[index]))
        }
        var blocks: [(value: Double, weight: Double, count: Int)] = []
        for index in row.indices {
            blocks.append((wanted[index] - offsets[index], isLane(row[index]) ? 1 : 4, 1))
            while blocks.count > 1, blocks[blocks.count - 2].value > blocks[blocks.count - 1].value {
                let last = blocks.removeLast()
                let previous = blocks.removeLast()
                let weight = previous.weight + last.weight
                blocks.append(((previous.value * previous.weight + last.value * last.weight) / weight, weight, previous.count + last.count))
            }
        }
        var index = 0
        for block in blocks {
            for _ in 0..<block.count {
                centre[row[index]] = block.value + offsets[index]
                index += 1
            }
        }
    }
}
