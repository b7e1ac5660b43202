import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error, written as bytes; captured instead when a test runs the command line.
enum Output {
    /// What a captured run printed.
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var output: [UInt8] = []
        private var error: [UInt8] = []

        func append(_ bytes: [UInt8], toError: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if toError { error += bytes } else { output += bytes }
        }

        var text: (output: String, error: String) {
            lock.lock()
            defer { lock.unlock() }
            return (String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
        }
    }

    @TaskLocal static var capture: Capture?

    static func standardOutput(_ bytes: [UInt8]) {
        if let capture {
            capture.append(bytes, toError: false)
            return
        }
        write(bytes, to: 1)
    }

    static func standardOutput(_ text: String) { standardOutput(Array(text.utf8)) }

    static func standardError(_ text: String) {
        if let capture {
            capture.append(Array(text.utf8), toError: true)
            return
        }
        write(Array(text.utf8), to: 2)
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += count
            }
        }
    }

    static var isTerminal: Bool { capture == nil && isatty(1) != 0 }

    /// Whether standard output gets ANSI colours: a terminal, unless `NO_COLOR` is set (no-color.org).
    static var colorsStandardOutput: Bool {
        colors(terminal: isTerminal, noColor: getenv("NO_COLOR").map { String(cString: $0) })
    }

    /// Colours go to a terminal, and not when `NO_COLOR` holds anything.
    static func colors(terminal: Bool, noColor: String?) -> Bool {
        terminal && (noColor ?? "").isEmpty
    }

    /// Whether standard error is a terminal a progress line can be redrawn on.
    static var errorIsTerminal: Bool { capture == nil && isatty(2) != 0 }

    /// What a command read (a repository's facts, its graph), kept until `main` exits: the system
    /// reclaims it at once instead of it being freed one object at a time. A captured run keeps nothing.
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keepUntilExit(_ value: Any) {
        if capture == nil { kept.append(value) }
    }
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}

extension ArchlintCLI {
    /// Runs a command line as `archlint` would, returning its exit status and what it printed.
    static func capture(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let capture = Output.Capture()
        let status = Output.$capture.withValue(capture) { run(arguments) }
        let text = capture.text
        return (status, text.output, text.error)
    }
}
