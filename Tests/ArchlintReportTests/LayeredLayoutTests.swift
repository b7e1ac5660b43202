import Testing

@testable import ArchlintReport

@Suite("Layered layout")
struct LayeredLayoutTests {
    typealias Layout = LayeredLayout

    static func layout(bands: [Int], edges: [(Int, Int)], widths: [Double]? = nil, preferred: [Bool]? = nil) -> Layout {
        Layout(
            bands: bands, bandCount: (bands.max() ?? 0) + 1, widths: widths ?? bands.map { _ in 100 }, edges: edges.map { (from: $0.0, to: $0.1) },
            preferred: preferred ?? edges.map { _ in false }, left: 50)
    }

    static func overlapping(_ a: Layout.Rect, _ b: Layout.Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    @Test func bandsAreStackedInOrderAndHoldTheirNodes() {
        let layout = Self.layout(bands: [0, 1, 1, 2], edges: [(0, 1), (0, 2), (1, 3), (2, 3)])
        let nodes = layout.nodes
        #expect(nodes[0].y < nodes[1].y && nodes[1].y == nodes[2].y && nodes[2].y < nodes[3].y)
        #expect(!Self.overlapping(nodes[1], nodes[2]))
        for (node, band) in [0, 1, 1, 2].enumerated() {
            let frame = layout.bands[band]
            #expect(nodes[node].y >= frame.top && nodes[node].bottom <= frame.top + frame.height)
        }
        #expect(layout.bands[0].top + layout.bands[0].height < layout.bands[1].top)
        let leftmost = nodes.map(\.x).min() ?? 0
        #expect(leftmost >= 50)
    }

    @Test func aNodeStandsAboveWhatItUsesInItsBand() {
        // a → b → c in one band, d alone: three rows; a cycle back from c to a does not loop.
        let layout = Self.layout(bands: [0, 0, 0, 0], edges: [(0, 1), (1, 2), (2, 0)])
        #expect(layout.rows[0] < layout.rows[1] && layout.rows[1] < layout.rows[2])
        #expect(layout.rows[3] == 0)
        #expect(Layout.ranksWithinBands(band: [0, 0, 1], edges: [(0, 1), (1, 2)]) == [0, 1, 0])
    }

    @Test func anEdgeAcrossRowsRunsInALaneBesideTheNodesBetween() {
        // 0 (band 0) uses 2 (band 2) past 1 (band 1).
        let layout = Self.layout(bands: [0, 1, 2], edges: [(0, 2), (0, 1)])
        #expect(layout.waypoints[0].count == 1)
        #expect(layout.waypoints[1].isEmpty)
        let lane = layout.waypoints[0][0]
        let middle = layout.nodes[1]
        #expect(lane.top == middle.y)
        #expect(lane.x < middle.x || lane.x > middle.x + middle.width)
    }

    @Test func beyondTheBudgetOnlyPreferredEdgesGetLanes() {
        // 60 nodes in 30 bands, the ten at the top using the two at the bottom: too many lanes for all.
        var bands: [Int] = []
        for band in 0..<30 { bands += [band, band] }
        var edges: [(Int, Int)] = []
        for from in 0..<10 { for to in 58..<60 { edges.append((from, to)) } }
        let preferred = edges.indices.map { $0 == 0 }
        let layout = Self.layout(bands: bands, edges: edges, preferred: preferred)
        #expect(layout.waypoints[0].count == 28)
        let unrouted = layout.waypoints.dropFirst().filter { !$0.isEmpty }
        #expect(unrouted.isEmpty)
    }

    @Test func wideRowsWrapAndNoNodesOverlap() {
        let layout = Self.layout(bands: Array(repeating: 0, count: 40), edges: [], widths: Array(repeating: 200, count: 40))
        #expect(Set(layout.rows).count > 1)
        #expect(layout.width < 40 * 200)
        for a in 0..<40 {
            for b in (a + 1)..<40 { #expect(!Self.overlapping(layout.nodes[a], layout.nodes[b])) }
        }
    }

    @Test func rowPlacementKeepsGapsAndStaysClosest() {
        var centre = [0.0, 0.0, 0.0]
        Layout.separate([0, 1, 2], wanted: [100, 100, 100], centre: &centre, widths: [20, 20, 20], gap: { _, _ in 10 }, isLane: { _ in false })
        #expect(centre == [70, 100, 130])
        Layout.separate([0, 1, 2], wanted: [0, 500, 1000], centre: &centre, widths: [20, 20, 20], gap: { _, _ in 10 }, isLane: { _ in false })
        #expect(centre == [0, 500, 1000])
    }

    @Test func curvesPassTheirLanesAndEndOnTheFacingSides() {
        let from = Layout.Rect(x: 0, y: 0, width: 100, height: 30)
        let to = Layout.Rect(x: 300, y: 300, width: 100, height: 30)
        let route = EdgeRoute.between(from, row: 0, startX: 50, to, row: 2, endX: 350, through: [.init(x: 200, top: 150, bottom: 180)])
        #expect(route.start.x == 50 && route.start.y == 30)
        #expect(route.segments.last!.end.x == 350 && route.segments.last!.end.y == 300)
        #expect(route.segments.contains { $0.end.x == 200 && $0.end.y == 150 })
        let up = EdgeRoute.between(to, row: 2, startX: 350, from, row: 0, endX: 50)
        #expect(up.start.y == 300 && up.segments.last!.end.y == 30)
        let middle = route.point(at: 0.5)
        #expect(middle.y > 30 && middle.y < 300)
    }
}
