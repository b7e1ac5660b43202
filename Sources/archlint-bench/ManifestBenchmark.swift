import ArchlintDiscovery
import ArchlintManifest
import ArchlintProject
import Dispatch

/// Single-core time to read every manifest of a corpus statically (parse and interpret), the
/// slowest manifests, and the warnings they gave: the interpreter's budget must leave ordinary
/// manifests fast. Then the same for the corpus's Tuist projects, if it has any.
struct ManifestBenchmark {
    var root: String
    var runs: Int

    func run() {
        let walk = FileWalker().walk(root: root)
        let fileReader = FileReader()
        var sources: [(path: String, bytes: [UInt8])] = []
        for file in walk.manifests {
            if case .success(let bytes) = fileReader.bytes(file.absolutePath) { sources.append((file.path, bytes)) }
        }
        print("corpus: \(root)")
        print("manifests: \(sources.count), bytes: \(sources.reduce(0) { $0 + $1.bytes.count })")
        let reader = ManifestReader()
        var perFile = [Double](repeating: .infinity, count: sources.count)
        var totals: [Double] = []
        var warnings = 0
        for _ in 0..<runs {
            warnings = 0
            let start = DispatchTime.now().uptimeNanoseconds
            for (index, source) in sources.enumerated() {
                let fileStart = DispatchTime.now().uptimeNanoseconds
                warnings += reader.read(path: source.path, source: source.bytes).warnings.count
                perFile[index] = min(perFile[index], Double(DispatchTime.now().uptimeNanoseconds - fileStart) / 1e9)
            }
            totals.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let median = totals.sorted()[totals.count / 2]
        print("single core, median of \(runs) runs: \(format(median * 1000)) ms for all (\(format(median * 1e6 / Double(max(sources.count, 1)))) µs per manifest); \(warnings) warnings")
        print("sum of each manifest's best time: \(format(perFile.reduce(0, +) * 1000)) ms (less sensitive to other load on the machine)")
        print("slowest (best of \(runs) runs):")
        for index in perFile.indices.sorted(by: { perFile[$0] > perFile[$1] }).prefix(5) {
            print("  \(format(perFile[index] * 1000)) ms  \(sources[index].path)")
        }
        readTuistProjects(walk)
    }

    /// The Tuist projects of the corpus, with their helpers, read on one core.
    private func readTuistProjects(_ walk: WalkResult) {
        let swiftFiles = walk.sources.map(\.path)
        let absolute = Dictionary(walk.sources.map { ($0.path, $0.absolutePath) }, uniquingKeysWith: { first, _ in first })
        let fileReader = FileReader()
        let load = { (path: String) -> [UInt8]? in
            guard let file = absolute[path], case .success(let bytes) = fileReader.bytes(file) else { return nil }
            return bytes
        }
        var times: [Double] = []
        var projects: [Project] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            projects = ProjectDiscovery.readTuistProjects(swiftFiles: swiftFiles, load: load).projects
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        guard !projects.isEmpty else { return }
        let median = times.sorted()[times.count / 2]
        print("Tuist: \(projects.count) projects, \(projects.reduce(0) { $0 + $1.targets.count }) targets, "
            + "\(projects.reduce(0) { $0 + $1.warnings.count }) warnings in \(format(median * 1000)) ms (median of \(runs), helpers and reading included)")
    }
}
