// archlint-bench: figures for the closing notes, never a pass/fail test.
//   archlint-bench facts CORPUS [--runs N]   single-core read / lex / fact-extraction throughput
let arguments = Array(CommandLine.arguments.dropFirst())
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5
switch arguments.first {
case "facts" where arguments.count >= 2:
    FactsBenchmark(root: arguments[1], runs: runs).run()
default:
    print("usage: archlint-bench facts CORPUS [--runs N]")
}
