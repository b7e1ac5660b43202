// seed 000:L1206-1220, recommended (block L1135-1229, "### Model Mapping")
// expects layer-no-upward-reference at 000:L1212: contradicts 000:L95 "Lower layers don't know about upper layers": the Data mapper returns UserUiModel, a UI type
// ---
// MARK: - Domain → UI

extension User {
    /**
     * Domain → UI Model
     */
    func toUiModel(dateFormatter: DateFormatter = .userJoinDate) -> UserUiModel {
        UserUiModel(
            id: id,
            displayName: name,
            avatarUrl: nil,
            formattedJoinDate: dateFormatter.string(from: joinedAt)
        )
    }
}
