import Foundation

/// Distance formatting shared by the history list and, since the last release, the detail screen.
public enum DistanceFormatter {

    public static func string(meters: Double, fractionDigits: Int = 1) -> String {
        Measurement(value: meters, unit: UnitLength.meters)
            .formatted(.measurement(width: .abbreviated, usage: .road, numberFormatStyle: .number.precision(.fractionLength(fractionDigits))))
    }
}
