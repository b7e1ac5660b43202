import SwiftUI

/**
 * Placeholder for a screen that has nothing to show yet
 */
struct EmptyContent: View {

    let title: String
    let message: String
    let systemImage: String

    var body: some View {
        ContentUnavailableView(
            title,
            systemImage: systemImage,
            description: Text(message)
        )
    }
}

#Preview {
    EmptyContent(
        title: "Your pantry is empty",
        message: "Add what you have at home to see which recipes you can cook.",
        systemImage: "refrigerator"
    )
}
