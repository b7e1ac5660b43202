import ArchlintDiscovery
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times, side by side over the same files, each in its own process (wall time, median of several
/// runs, and the highest peak resident memory of a run, in MB of 10^6 bytes like the corpus size):
/// reading the files with `cat`; archlint lint cold (an empty cache), without a cache, and warm
/// (nothing changed); a full lint after one file was edited; the changed-files mode with that one
/// file edited (`--changed` in a git work tree, `lint FILE` otherwise), its first run (which builds
/// and stores the graph) apart from the next ones; in a git work tree, the pre-commit hook with that
/// file staged; and `swift format lint` on a sample of the files, where installed.
struct LintBenchmark {
    var corpus: String
    var configuration: String
    var archlint: String
    var runs: Int
    var formatSample: Int

    struct Measure {
        var name: String
        var seconds: Double
        /// User and system time of the process and its children (median): on a shared machine, a
        /// steadier figure than the wall time.
        var cpuSeconds: Double
        var peakKilobytes: Int
        var note = ""
    }

    func run() {
        let walk = FileWalker().walk(root: corpus)
        let files = walk.sources.map(\.absolutePath) + walk.manifests.map(\.absolutePath)
        var bytes = 0
        for file in files { bytes += FileStatus.of(file)?.size ?? 0 }
        let megabytes = Double(bytes) / 1_000_000
        print("corpus: \(corpus): \(walk.sources.count) Swift sources + \(walk.manifests.count) manifests, \(format(megabytes)) MB")
        print("archlint: \(archlint)   configuration: \(configuration)   cores: \(sysconf(Int32(_SC_NPROCESSORS_ONLN)))   runs: \(runs) (median)")
        let list = "/tmp/archlint-bench-files-\(getpid())"
        let listBytes: [UInt8] = files.flatMap { Array($0.utf8) + [UInt8(0)] }
        _ = listBytes.withUnsafeBytes { raw in
            let descriptor = open(list, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            defer { close(descriptor) }
            return write(descriptor, raw.baseAddress, raw.count)
        }
        defer { unlink(list) }
        let cacheDirectory = "/tmp/archlint-bench-cache-\(getpid())"
        defer { _ = run(["rm", "-rf", cacheDirectory]) }
        let lint = [archlint, "lint", corpus, "--config", configuration, "--quiet", "--format", "json", "--output", "/dev/null"]
        let cached = lint + ["--cache-dir", cacheDirectory]
        let edited = walk.sources.map(\.absolutePath).sorted()[walk.sources.count / 2]
        let original = readFile(edited)
        var edits = 0
        let edit = {
            edits += 1
            writeFile(edited, original + Array("\n// archlint-bench edit \(edits)\n".utf8))
        }
        defer { writeFile(edited, original) }
        let isGitWorkTree = run(["git", "-C", corpus, "rev-parse", "--is-inside-work-tree"]).status == 0
        let changed = isGitWorkTree
            ? [archlint, "lint", corpus, "--changed", "--config", configuration, "--quiet", "--cache-dir", cacheDirectory]
            : [archlint, "lint", edited, "--root", corpus, "--config", configuration, "--quiet", "--cache-dir", cacheDirectory]

        var measures: [Measure] = []
        // Through a pipe: GNU cat writing straight to /dev/null may not read at all.
        measures.append(measure("read: cat of every file", ["sh", "-c", "xargs -0 cat < \(list) | wc -c > /dev/null"]))
        measures.append(measure("archlint lint, cold (empty cache)", cached, before: { _ = run(["rm", "-rf", cacheDirectory]) }))
        measures.append(measure("archlint lint --no-cache", lint + ["--no-cache"]))
        _ = run(cached)  // fills the cache and the stored result
        measures.append(measure("archlint lint, warm (nothing changed)", cached))
        measures.append(measure("archlint lint, warm, one file edited", cached, before: edit))
        // The first focused lint builds the graph and stores it; the next ones start from it.
        measures.append(measure(
            isGitWorkTree ? "archlint lint --changed, first (stores the graph)" : "archlint lint FILE, first (stores the graph)", changed, runs: 1,
            before: edit))
        var changedMeasure = measure(isGitWorkTree ? "archlint lint --changed, one file edited" : "archlint lint FILE, one file edited", changed, before: edit)
        changedMeasure.note = isGitWorkTree ? "" : "(not a git work tree: the FILE mode, --changed without asking git)"
        measures.append(changedMeasure)
        if isGitWorkTree, let hook = measureHook(cacheDirectory: cacheDirectory, edited: edited, edit: edit) { measures.append(hook) }
        writeFile(edited, original)
        if formatSample > 0, run(["swift", "format", "--version"]).status == 0 {
            let sample = Array(walk.sources.map(\.absolutePath).sorted().prefix(formatSample))
            var sampleBytes = 0
            for file in sample { sampleBytes += FileStatus.of(file)?.size ?? 0 }
            var formatMeasure = measure("swift format lint, \(sample.count)-file sample", ["swift", "format", "lint", "--parallel"] + sample, runs: 1)
            let perMegabyte = formatMeasure.seconds / (Double(sampleBytes) / 1_000_000)
            formatMeasure.note = "(\(format(Double(sampleBytes) / 1_000_000 / formatMeasure.seconds)) MB/s; the whole corpus would take ~\(format(perMegabyte * megabytes)) s)"
            formatMeasure.seconds = perMegabyte * megabytes
            measures.append(formatMeasure)
        }
        let read = measures[0].seconds
        print("")
        print("  \(pad("", 46)) \(pad("median s", 9)) \(pad("× read", 8)) \(pad("MB/s", 8)) \(pad("cpu s", 8)) peak MB")
        for measure in measures {
            print("  \(pad(measure.name, 46)) \(pad(format(measure.seconds, decimals: 3), 9)) \(pad(format(measure.seconds / read), 8)) \(pad(format(megabytes / measure.seconds), 8)) \(pad(format(measure.cpuSeconds, decimals: 3), 8)) \(format(Double(measure.peakKilobytes) * 1024 / 1_000_000)) \(measure.note)")
        }
        if measures.contains(where: { $0.name.hasPrefix("swift format") }) {
            print("  (swift format's row is extrapolated from its sample, run once, to the whole corpus; its memory is the sample's.)")
        }
    }

    /// The pre-commit hook `archlint install-hook` writes, run as git runs it (from the top of the
    /// work tree, archlint taken from `$ARCHLINT`), each time with the edited file edited again and
    /// staged. The hook is written to a folder of its own (`core.hooksPath` given in the
    /// environment), and the file is unstaged at the end.
    func measureHook(cacheDirectory: String, edited: String, edit: () -> Void) -> Measure? {
        let hooks = "/tmp/archlint-bench-hooks-\(getpid())"
        defer { _ = run(["rm", "-rf", hooks]) }
        let hooksPath = ["env", "GIT_CONFIG_COUNT=1", "GIT_CONFIG_KEY_0=core.hooksPath", "GIT_CONFIG_VALUE_0=\(hooks)"]
        // Both by their absolute paths: the hook runs from the top of the work tree.
        let absolute = { (path: String) in realpath(path, nil).map { resolved in defer { free(resolved) }; return String(cString: resolved) } }
        guard let executable = absolute(archlint), let configurationFile = absolute(configuration),
            run(hooksPath + [archlint, "install-hook", corpus, "--config", configurationFile]).status == 0
        else { return nil }
        guard let top = firstLine(of: "git -C '\(corpus)' rev-parse --show-toplevel") else { return nil }
        defer { _ = run(["git", "-C", corpus, "reset", "--quiet", "--", edited]) }
        let hook = ["env", "ARCHLINT=\(executable)", "ARCHLINT_CACHE_DIR=\(cacheDirectory)", "sh", "-c", "cd \"$0\" && exec sh \"$1\"", top, hooks + "/pre-commit"]
        return measure("pre-commit hook, one file staged", hook) {
            edit()
            _ = run(["git", "-C", corpus, "add", "--", edited])
        }
    }

    func measure(_ name: String, _ command: [String], runs: Int? = nil, before: () -> Void = {}) -> Measure {
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var peak = 0
        for _ in 0..<(runs ?? self.runs) {
            before()
            let result = run(command)
            times.append(result.seconds)
            cpuTimes.append(result.cpuSeconds)
            peak = max(peak, result.peakKilobytes)
        }
        return Measure(name: name, seconds: times.sorted()[times.count / 2], cpuSeconds: cpuTimes.sorted()[cpuTimes.count / 2], peakKilobytes: peak)
    }

    /// Runs a command to completion: its wall time and its peak resident memory. The memory comes
    /// from GNU time when installed: a process spawned from this one starts with this one's peak.
    func run(_ command: [String]) -> (status: Int32, seconds: Double, cpuSeconds: Double, peakKilobytes: Int) {
        let memoryFile = "/tmp/archlint-bench-memory-\(getpid())"
        defer { unlink(memoryFile) }
        let timed = access("/usr/bin/time", X_OK) == 0
        let result = spawn(timed ? ["/usr/bin/time", "-f", "%M", "-o", memoryFile] + command : command)
        guard timed, let text = String(validating: readFile(memoryFile), as: UTF8.self),
            let kilobytes = Int(text.split(separator: "\n").last.map(String.init) ?? "")
        else { return result }
        return (result.status, result.seconds, result.cpuSeconds, kilobytes)
    }

    #if canImport(Glibc)
    static let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
    #else
    static let children = RUSAGE_CHILDREN
    #endif

    func spawn(_ command: [String]) -> (status: Int32, seconds: Double, cpuSeconds: Double, peakKilobytes: Int) {
        var pid: pid_t = 0
        var arguments = command.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let start = DispatchTime.now().uptimeNanoseconds
        // The children's usage grows by what this child and every process it waited for used
        // (`time`'s child, the processes archlint runs).
        var childrenBefore = rusage()
        getrusage(Self.children, &childrenBefore)
        guard posix_spawnp(&pid, command[0], &actions, nil, &arguments, environ) == 0 else { return (127, 0, 0, 0) }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var childrenAfter = rusage()
        getrusage(Self.children, &childrenAfter)
        let cpu = { (usage: rusage) in
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return ((status >> 8) & 0xff, seconds, cpu(childrenAfter) - cpu(childrenBefore), Int(usage.ru_maxrss))
    }

    /// The first line a shell command prints, nil when it prints none.
    func firstLine(of shellCommand: String) -> String? {
        guard let pipe = popen(shellCommand, "r") else { return nil }
        defer { pclose(pipe) }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard fgets(&buffer, Int32(buffer.count), pipe) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return line.hasSuffix("\n") ? String(line.dropLast()) : line
    }

    func readFile(_ path: String) -> [UInt8] {
        guard case .success(let bytes) = FileReader().binaryBytes(path) else { return [] }
        return bytes
    }

    func writeFile(_ path: String, _ bytes: [UInt8]) {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
