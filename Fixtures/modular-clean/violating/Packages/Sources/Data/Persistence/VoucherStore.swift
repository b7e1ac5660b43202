import Foundation

/// Downloaded booking vouchers, kept for offline check-in.
public protocol VoucherStore: Sendable {
    func save(_ fileURL: URL, forConfirmationCode code: String) async throws -> URL
    func voucher(forConfirmationCode code: String) async -> URL?
}

public actor FileVoucherStore: VoucherStore {
    private let directory: URL

    public init(directory: URL = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]) {
        self.directory = directory.appending(path: "Vouchers", directoryHint: .isDirectory)
    }

    public func save(_ fileURL: URL, forConfirmationCode code: String) async throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let destination = directory.appending(path: "\(code).pdf")
        if FileManager.default.fileExists(atPath: destination.path()) {
            try FileManager.default.removeItem(at: destination)
        }
        try FileManager.default.moveItem(at: fileURL, to: destination)
        return destination
    }

    /// Deletes vouchers whose files are older than `date` (trips that are over).
    public nonisolated func purgeVouchers(olderThan date: Date) {
        // archlint:disable-next-line no-task-detached -- housekeeping must not inherit the caller's user-initiated priority
        Task.detached(priority: .background) { [directory] in
            let files = (try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: [.contentModificationDateKey]
            )) ?? []
            for file in files {
                let modified = try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
                if let modified, modified < date {
                    try? FileManager.default.removeItem(at: file)
                }
            }
        }
    }

    public func voucher(forConfirmationCode code: String) async -> URL? {
        let candidate = directory.appending(path: "\(code).pdf")
        return FileManager.default.fileExists(atPath: candidate.path()) ? candidate : nil
    }
}
