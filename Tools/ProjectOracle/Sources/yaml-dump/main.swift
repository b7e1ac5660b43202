import ArchlintXcodeGen
import Foundation

// yaml-dump FILE…: prints one JSON line per file: {"path", "tree" (or null), "issues"}. Scalars
// are {"s": text, "plain": bool}; mappings {"map": [[key, value]…]}; sequences {"seq": […]};
// every node has "at": [line, column] (1-based).

func json(_ node: YAMLNode) -> Any {
    var object: [String: Any] = ["at": [node.line, node.column]]
    switch node.content {
    case .scalar(let text, let style):
        object["s"] = text
        object["plain"] = style == .plain
    case .sequence(let items): object["seq"] = items.map(json)
    case .mapping(let pairs): object["map"] = pairs.map { [json($0.key), json($0.value)] }
    }
    return object
}

// `yaml-dump --spec ROOT SPEC…` reads each SPEC (relative to ROOT) as an XcodeGen spec and prints
// its targets and warnings, whatever the file's name.
if CommandLine.arguments.dropFirst().first == "--spec" {
    let root = CommandLine.arguments[2]
    for spec in CommandLine.arguments.dropFirst(3) {
        let project = XcodeGenReader().read(path: spec) { FileManager.default.contents(atPath: root + "/" + $0).map { [UInt8]($0) } }
        print("\(spec): \(project.targets.count) targets: \(project.targets.map(\.name).joined(separator: ", "))")
        for warning in project.warnings {
            print("  \(warning.file ?? spec):\(warning.position.line):\(warning.position.column): \(warning.message)")
        }
    }
    exit(0)
}

// `yaml-dump --time FILE…` prints only how long reading each file took.
let timing = CommandLine.arguments.dropFirst().first == "--time"
for path in CommandLine.arguments.dropFirst(timing ? 2 : 1) {
    if timing {
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        let start = Date()
        let result = YAMLParser.parse(bytes)
        print("\(path): \(bytes.count) bytes in \(String(format: "%.3f", Date().timeIntervalSince(start))) s, \(result.issues.count) issues")
        continue
    }
    let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    let result = YAMLParser.parse(bytes)
    let issues = result.issues.map { ["line": $0.line, "column": $0.column, "message": $0.message, "error": $0.isError] as [String: Any] }
    let object: [String: Any] = ["path": path, "tree": result.root.map(json) ?? NSNull(), "issues": issues]
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}
