import SwiftUI

/**
 * One row of the recipe list
 */
struct RecipeCard: View {

    let recipe: RecipeUiModel
    let onFavoriteTap: () -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            AsyncImage(url: recipe.imageURL) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                Color.cardBackground
                    .overlay {
                        Image(systemName: "fork.knife")
                            .foregroundStyle(.secondary)
                    }
            }
            .frame(width: 72, height: 72)
            .clipShape(RoundedRectangle(cornerRadius: 12))

            VStack(alignment: .leading, spacing: 4) {
                Text(recipe.title)
                    .font(.headline)
                Text(recipe.summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                HStack(spacing: 8) {
                    Label(recipe.durationText, systemImage: "clock")
                    Text(recipe.difficultyText)
                    if recipe.isQuick {
                        Text("Quick")
                            .foregroundStyle(Color.accentPantry)
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }

            Spacer(minLength: 0)

            Button(action: onFavoriteTap) {
                Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
                    .foregroundStyle(recipe.isFavorite ? Color.red : Color.secondary)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(recipe.isFavorite ? "Remove from favorites" : "Add to favorites")
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    List {
        RecipeCard(
            recipe: RecipeUiModel(
                id: "shakshuka",
                title: "Shakshuka",
                summary: "Eggs poached in a spiced tomato and pepper sauce.",
                durationText: "25 min",
                difficultyText: "Easy",
                servingsText: "2 servings",
                imageURL: nil,
                isFavorite: true,
                isQuick: true
            ),
            onFavoriteTap: {}
        )
    }
}
