import Combine

// Conformance kept next to the SwiftUI glue; it counts for the ViewModel wherever it is written.
extension NotificationSettingsViewModel: ObservableObject {}
