// seed 000:L1222-1229, recommended (block L1135-1229, "### Model Mapping")
// ---
extension DateFormatter {
    static let userJoinDate: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy/MM/dd"
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()
}
