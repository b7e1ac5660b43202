// seed 004:L508-519, recommended (block L352-519, "## viewmodel viewevent template")
// ---
// Extension for error mapping
extension FeatureError {
    static func from(_ error: Error) -> FeatureError {
        if let featureError = error as? FeatureError {
            return featureError
        } else if error is URLError {
            return .networkError
        } else {
            return .unknownError(error.localizedDescription)
        }
    }
}
