#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error, written as bytes.
public enum Output {
    public static func standardOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { if errno == EINTR { continue }; return }
                offset += count
            }
        }
    }

    public static func standardOutput(_ text: String) { standardOutput(Array(text.utf8)) }

    public static func standardError(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in _ = write(2, buffer.baseAddress!, buffer.count) }
    }

    public static var isTerminal: Bool { isatty(1) != 0 }
}
