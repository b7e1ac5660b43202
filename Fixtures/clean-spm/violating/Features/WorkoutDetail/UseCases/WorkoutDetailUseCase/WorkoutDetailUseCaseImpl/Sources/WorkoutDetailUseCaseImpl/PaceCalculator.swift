import Foundation

/// Pace arithmetic of the detail rules, pulled out so the weekly summary can reuse it.
struct PaceCalculator {

    /// Below this distance a pace is GPS noise.
    let minimumDistanceMeters: Double

    func secondsPerKilometer(distanceMeters: Double, duration: TimeInterval) -> Double? {
        guard distanceMeters >= minimumDistanceMeters, distanceMeters > 0 else { return nil }
        return duration / (distanceMeters / Units.metersPerKilometer)
    }
}

/// File-private helper: not part of the package's vocabulary, so it needs no role suffix.
private enum Units {
    static let metersPerKilometer: Double = 1_000
}
