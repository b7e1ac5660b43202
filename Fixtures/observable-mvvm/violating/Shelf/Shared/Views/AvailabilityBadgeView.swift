import SwiftUI

struct AvailabilityBadgeView: View {
    let availableCopies: Int

    private var isAvailable: Bool { availableCopies > 0 }

    var body: some View {
        Label(isAvailable ? "Available" : "On loan", systemImage: isAvailable ? "checkmark.circle.fill" : "clock.fill")
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background((isAvailable ? Color.green : Color.orange).opacity(0.15), in: Capsule())
            .foregroundStyle(isAvailable ? Color.green : Color.orange)
    }
}
