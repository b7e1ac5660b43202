import SwiftUI

/// How much of a loan period is used up, as a ring. Named without a `View` suffix, like the seed's
/// own shared view `LoginCard` (002:L757): Shared/Views holds "reusable view components" (L50).
struct ProgressRing: View {
    let progress: Double

    var body: some View {
        ZStack {
            Circle().stroke(Color.secondary.opacity(0.2), lineWidth: 4)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 28, height: 28)
    }
}
