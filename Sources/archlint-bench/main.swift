// archlint-bench: figures for the closing notes, never a pass/fail test.
//   archlint-bench facts CORPUS [--runs N]
//       single-core read / lex / fact-extraction throughput
//   archlint-bench lint CORPUS --config FILE [--runs N] [--archlint PATH] [--format-sample N]
//       cat vs archlint lint cold, without cache, warm, warm with one edit, changed-files mode,
//       and swift format lint on a sample; medians, ratios to the read time, peak memory
//   archlint-bench manifests CORPUS [--runs N]
//       single-core static reading of every Package.swift: total, per manifest, the slowest;
//       then of every Tuist project with its helpers
let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let runs = option("--runs").flatMap(Int.init) ?? 5
// The corpus is a folder, never an option (`facts --help` once benchmarked a folder named `--help`).
let corpusGiven = arguments.count >= 2 && !arguments[1].hasPrefix("-")
switch arguments.first {
case _ where !corpusGiven:
    printUsage()
case "facts":
    FactsBenchmark(root: arguments[1], runs: runs).run()
case "manifests":
    ManifestBenchmark(root: arguments[1], runs: runs).run()
case "lint" where option("--config") != nil:
    let executable = CommandLine.arguments[0]
    let folder = executable.contains("/") ? String(executable[..<executable.lastIndex(of: "/")!]) : "."
    LintBenchmark(
        corpus: arguments[1], configuration: option("--config")!, archlint: option("--archlint") ?? "\(folder)/archlint", runs: runs,
        formatSample: option("--format-sample").flatMap(Int.init) ?? 200
    ).run()
default:
    printUsage()
}

func printUsage() {
    print("usage: archlint-bench facts CORPUS [--runs N]")
    print("       archlint-bench lint CORPUS --config FILE [--runs N] [--archlint PATH] [--format-sample N]")
    print("       archlint-bench manifests CORPUS [--runs N]")
}
