import SwiftUI

extension WorkoutDetailUseCaseNameSpace.PaceInsights {

    /// Colour of the pacing badge on the detail screen: green for a negative split.
    public var badgeColor: Color {
        isNegativeSplit ? .green : .orange
    }
}
