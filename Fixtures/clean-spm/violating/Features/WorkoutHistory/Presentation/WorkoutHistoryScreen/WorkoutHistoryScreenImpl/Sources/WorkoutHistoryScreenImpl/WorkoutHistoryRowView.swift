import SwiftUI

/// One line of the history list. Receives strings that are already formatted.
struct WorkoutHistoryRowView: View {

    let row: WorkoutHistoryScreenViewModel.Row

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: row.symbolName)
                .font(.title2)
                .foregroundStyle(.orange)
                .frame(width: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text(row.title)
                    .font(.body.weight(.semibold))
                Text(row.date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(row.distance)
                    .font(.body.monospacedDigit())
                Text(row.duration)
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
        .contentShape(Rectangle())
    }
}
