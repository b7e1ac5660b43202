import Foundation

// Sharing and exporting the history. Added for the "send my week to my coach" request.

extension WorkoutHistoryScreenViewModel {

    var canExport: Bool {
        !rows.isEmpty && !isLoading
    }

    func weekShareText() -> String {
        "My week on StrideLog: \(weekSummary)"
    }

    func onTapShareWeek() {
        exportedFileURL = nil
    }

    func onTapExport() {
        // A failed export just doesn't show the share sheet.
        exportedFileURL = try? exportRowsAsJSON()
    }

    func onDismissExport() {
        guard let url = exportedFileURL else { return }
        try? FileManager.default.removeItem(at: url)
        exportedFileURL = nil
    }

    func exportRowsAsJSON() throws -> URL {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(rows)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stridelog-history.json")
        try data.write(to: url, options: .atomic)
        return url
    }

    func exportFileName() -> String {
        "stridelog-history-\(Date().formatted(.iso8601.year().month().day())).json"
    }
}
