import ArchlintDiscovery
import ArchlintFacts
import ArchlintLexer
import Dispatch

/// Single-core throughput of each reading stage over a corpus: read only, read + lex,
/// read + lex + extract facts. Medians of several runs.
struct FactsBenchmark {
    var root: String
    var runs: Int

    func run() {
        let walk = FileWalker().walk(root: root)
        let files = walk.sources.map(\.absolutePath)
        print("corpus: \(root)")
        let reader = FileReader()
        var bytes = 0
        var lines = 0
        let lexer = Lexer()
        for file in files {
            _ = reader.read(file) { content in
                bytes += content.count
                lexer.tokenize(content)
                lines += lexer.lineCount
            }
        }
        print("files: \(files.count), lines: \(lines), bytes: \(bytes) (\(format(Double(bytes) / 1_048_576)) MiB)")
        print("single core, median of \(runs) runs:")
        let read = measure {
            var total = 0
            for file in files { _ = reader.read(file) { total &+= Int($0.first ?? 0) } }
            return total
        }
        let lex = measure {
            var total = 0
            for file in files { _ = reader.read(file) { total &+= lexer.tokenize($0).count } }
            return total
        }
        let extractor = FactExtractor()
        var tokenCount = 0
        var referenceCount = 0
        var declarationCount = 0
        let facts = measure {
            var total = 0
            tokenCount = 0
            referenceCount = 0
            declarationCount = 0
            for file in files {
                _ = reader.read(file) { content in
                    let facts = extractor.extract(content)
                    referenceCount += facts.references.count
                    declarationCount += facts.declarations.count
                    total &+= facts.imports.count
                }
            }
            return total
        }
        for file in files { _ = reader.read(file) { tokenCount += lexer.tokenize($0).count } }
        report("read", read, bytes: bytes, files: files.count, base: nil)
        report("read + lex", lex, bytes: bytes, files: files.count, base: read)
        report("read + lex + facts", facts, bytes: bytes, files: files.count, base: read)
        print("tokens: \(tokenCount), declarations: \(declarationCount), references: \(referenceCount)")
    }

    private func measure(_ body: () -> Int) -> Double {
        var times: [Double] = []
        var sink = 0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            sink &+= body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        if sink == 42 { print("") }
        return times.sorted()[times.count / 2]
    }

    private func report(_ name: String, _ seconds: Double, bytes: Int, files: Int, base: Double?) {
        let megabytes = Double(bytes) / 1_000_000
        var line = "  \(name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(format(seconds)) s  \(format(Double(files) / seconds)) files/s  \(format(megabytes / seconds)) MB/s"
        if let base {
            let own = seconds - base
            line += "   (without reading: \(format(own)) s, \(format(megabytes / own)) MB/s)"
        }
        print(line)
    }
}

func format(_ value: Double, decimals: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    return "\((value * scale).rounded() / scale)"
}
