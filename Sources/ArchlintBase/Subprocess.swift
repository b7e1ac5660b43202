#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program found on `PATH` and collects what it writes. Foundation's `Process` learns that
/// a child exited by polling its run loop every 50 ms on Linux, which made each `git` call of a
/// pre-commit run cost more than `git` itself.
public enum Subprocess {
    public struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended the program.
        public var status: Int32
        public var output: [UInt8]
        public var errorOutput: [UInt8]
    }

    public struct LaunchError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `arguments[0]` (looked up on `PATH`) with the rest as its arguments, standard input
    /// empty, this process's environment with the `environment` variables set over it, and waits
    /// for it to exit.
    public static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        precondition(!arguments.isEmpty, "a program to run")
        var output = try Pipe()
        var errors = try Pipe()
        defer {
            output.closeBoth()
            errors.closeBoth()
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var environmentBlock = childEnvironment(overriding: environment)
        defer { for variable in environmentBlock { free(variable) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, &environmentBlock)
        guard spawned == 0 else {
            throw LaunchError(description: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        output.closeWrite()
        errors.closeWrite()
        let (standardOutput, standardError) = drain(output.read, errors.read)
        return Result(status: waitForExit(pid), output: standardOutput, errorOutput: standardError)
    }

    /// Reads both descriptors to their end, whichever the child writes first, so that neither
    /// pipe fills up and blocks it.
    private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var descriptors = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: buffer[0..<count])
                } else if count == 0 || errno != EINTR {
                    descriptors[index].fd = -1
                }
            }
        }
        return (collected[0], collected[1])
    }

    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// `NAME=value` copies of this process's variables, those named in `overrides` replaced, then
    /// a nil terminator: what `posix_spawnp` takes.
    private static func childEnvironment(overriding overrides: [String: String]) -> [UnsafeMutablePointer<CChar>?] {
        #if canImport(Darwin)
        var variable: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
        #else
        var variable: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        var block: [UnsafeMutablePointer<CChar>?] = []
        while let entry = variable?.pointee {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if overrides[String(name)] == nil { block.append(strdup(entry)) }
            variable = variable?.advanced(by: 1)
        }
        for (name, value) in overrides.sorted(by: { $0.key < $1.key }) { block.append(strdup("\(name)=\(value)")) }
        return block + [nil]
    }

    /// A pipe whose descriptors are closed on `exec`, so that a program started by another thread
    /// meanwhile does not hold them open.
    private struct Pipe {
        var read: Int32
        var write: Int32

        init() throws {
            var descriptors: [Int32] = [-1, -1]
            guard pipe(&descriptors) == 0 else { throw LaunchError(description: "cannot create a pipe: \(String(cString: strerror(errno)))") }
            for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            read = descriptors[0]
            write = descriptors[1]
        }

        mutating func closeWrite() {
            if write >= 0 { close(write) }
            write = -1
        }

        func closeBoth() {
            if read >= 0 { close(read) }
            if write >= 0 { close(write) }
        }
    }
}

