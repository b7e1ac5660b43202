import ArchlintBase
import Foundation
import Testing

@Suite("Running programs")
struct SubprocessTests {
    @Test func collectsOutputErrorsAndStatus() throws {
        let run = try Subprocess.run(["sh", "-c", "printf out; printf err >&2; exit 3"])
        #expect(String(decoding: run.output, as: UTF8.self) == "out")
        #expect(String(decoding: run.errorOutput, as: UTF8.self) == "err")
        #expect(run.status == 3)
    }

    /// Variables given replace this process's ones of the same name; the others pass through.
    @Test func setsVariablesOverTheEnvironment() throws {
        let home = try #require(ProcessInfo.processInfo.environment["HOME"])
        let script = "printf '%s|%s|%s' \"$TMPDIR\" \"$ARCHLINT_PROBE\" \"$HOME\""
        let run = try Subprocess.run(["sh", "-c", script], environment: ["TMPDIR": "/scratch/tmp", "ARCHLINT_PROBE": "a=b c"])
        #expect(String(decoding: run.output, as: UTF8.self) == "/scratch/tmp|a=b c|\(home)")
        let plain = try Subprocess.run(["sh", "-c", "printf '%s' \"$ARCHLINT_PROBE\""])
        #expect(plain.output.isEmpty)
    }

    @Test func aProgramNotOnThePathIsALaunchError() {
        #expect(throws: Subprocess.LaunchError.self) { try Subprocess.run(["archlint-no-such-program"]) }
    }
}
