/// How the picture draws an edge: cubic Bézier curves between the facing sides of its nodes —
/// bottom to top going down, top to bottom going up, through the lanes the layout gave it in the
/// rows between; an arch over the row between nodes of one row; a loop on the right side for a
/// dependency inside one node. The report's script draws the edges of collapsed groups with the
/// same curves, without lanes (`route` in `HTMLScript`).
struct EdgeRoute {
    typealias Point = (x: Double, y: Double)

    var start: Point
    /// Cubic segments, each from the end of the one before.
    var segments: [(control1: Point, control2: Point, end: Point)] = []

    /// From `from` to `to`, leaving at `startX` and arriving at `endX` (points on their sides),
    /// through `waypoints` (ordered from `from`).
    static func between(
        _ from: LayeredLayout.Rect, row fromRow: Int, startX: Double, _ to: LayeredLayout.Rect, row toRow: Int, endX: Double,
        through waypoints: [LayeredLayout.Waypoint] = []
    ) -> EdgeRoute {
        if fromRow == toRow {
            let lift = 26 + min(80, abs(endX - startX) * 0.12)
            var route = EdgeRoute(start: (startX, from.y))
            route.segments.append(((startX, from.y - lift), (endX, to.y - lift), (endX, to.y)))
            return route
        }
        let down = toRow > fromRow
        var route = EdgeRoute(start: (startX, down ? from.bottom : from.y))
        for waypoint in waypoints {
            route.curve(to: (waypoint.x, down ? waypoint.top : waypoint.bottom))
            route.line(to: (waypoint.x, down ? waypoint.bottom : waypoint.top))
        }
        route.curve(to: (endX, down ? to.y : to.bottom))
        return route
    }

    /// A loop on the right side of `node`.
    static func loop(_ node: LayeredLayout.Rect) -> EdgeRoute {
        let right = node.x + node.width
        var route = EdgeRoute(start: (right - 6, node.y))
        route.segments.append(((right + 34, node.y - 22), (right + 34, node.bottom + 22), (right - 6, node.bottom)))
        return route
    }

    private var end: Point { segments.last?.end ?? start }

    /// An S-curve leaving and arriving vertically.
    private mutating func curve(to point: Point) {
        let from = end
        let depth = (point.y - from.y) / 2
        let bend = depth < 0 ? min(depth, -14) : max(depth, 14)
        segments.append(((from.x, from.y + bend), (point.x, point.y - bend), point))
    }

    private mutating func line(to point: Point) {
        let from = end
        segments.append((
            (from.x + (point.x - from.x) / 3, from.y + (point.y - from.y) / 3), (from.x + (point.x - from.x) * 2 / 3, from.y + (point.y - from.y) * 2 / 3),
            point
        ))
    }

    /// The SVG path data.
    var path: String {
        var text = "M\(start.x.svg),\(start.y.svg)"
        for segment in segments {
            text += " C\(segment.control1.x.svg),\(segment.control1.y.svg) \(segment.control2.x.svg),\(segment.control2.y.svg) \(segment.end.x.svg),\(segment.end.y.svg)"
        }
        return text
    }

    /// The point at `t` (0 at the start, 1 at the end), each segment taking an equal share.
    func point(at t: Double) -> Point {
        guard !segments.isEmpty else { return start }
        let scaled = min(max(t, 0), 1) * Double(segments.count)
        let index = min(segments.count - 1, Int(scaled))
        let local = scaled - Double(index)
        let from = index == 0 ? start : segments[index - 1].end
        let segment = segments[index]
        let u = 1 - local
        let a = u * u * u
        let b = 3 * u * u * local
        let c = 3 * u * local * local
        let d = local * local * local
        return (
            a * from.x + b * segment.control1.x + c * segment.control2.x + d * segment.end.x,
            a * from.y + b * segment.control1.y + c * segment.control2.y + d * segment.end.y
        )
    }
}
