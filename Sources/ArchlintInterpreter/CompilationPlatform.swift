/// What `#if` conditions in a manifest are evaluated against. By default the machine archlint runs
/// on, which is what `swift package dump-package` would see here.
public struct CompilationPlatform: Sendable, Equatable {
    /// `os(…)` argument that is true: `Linux`, `macOS`…
    public var operatingSystem: String
    public var architecture: String
    /// `compiler(>=…)` and `swift(>=…)` compare against this.
    public var compilerVersion: [Int]
    /// `canImport(…)` is true for these modules.
    public var importableModules: Set<String>

    public init(operatingSystem: String, architecture: String, compilerVersion: [Int], importableModules: Set<String>) {
        self.operatingSystem = operatingSystem
        self.architecture = architecture
        self.compilerVersion = compilerVersion
        self.importableModules = importableModules
    }

    public static let host: CompilationPlatform = {
        #if os(Linux)
        let system = "Linux"
        let modules: Set<String> = ["Foundation", "Glibc", "FoundationNetworking", "FoundationEssentials", "Dispatch", "XCTest", "Testing", "Synchronization", "PackageDescription"]
        #elseif os(macOS)
        let system = "macOS"
        let modules: Set<String> = ["Foundation", "Darwin", "Dispatch", "XCTest", "Testing", "Synchronization", "PackageDescription", "ObjectiveC"]
        #else
        let system = "Windows"
        let modules: Set<String> = ["Foundation", "Dispatch", "WinSDK", "PackageDescription"]
        #endif
        #if arch(arm64)
        let architecture = "arm64"
        #else
        let architecture = "x86_64"
        #endif
        return CompilationPlatform(operatingSystem: system, architecture: architecture, compilerVersion: builtWithCompiler, importableModules: modules)
    }()

    /// The compiler archlint was built with: the toolchain SwiftPM would use on this machine.
    public static let builtWithCompiler: [Int] = {
        #if compiler(>=6.4)
        return [6, 4]
        #elseif compiler(>=6.3)
        return [6, 3]
        #elseif compiler(>=6.2)
        return [6, 2]
        #elseif compiler(>=6.1)
        return [6, 1]
        #else
        return [6, 0]
        #endif
    }()

    package func evaluate(_ condition: ConditionalCompilationCondition) -> Bool {
        switch condition {
        case .literal(let value): return value
        case .not(let inner): return !evaluate(inner)
        case .and(let a, let b): return evaluate(a) && evaluate(b)
        case .or(let a, let b): return evaluate(a) || evaluate(b)
        case .flag: return false  // `-D` flags are not set when a manifest is read
        case .function(let name, let argument):
            switch name {
            case "os": return argument == operatingSystem
            case "arch": return argument == architecture
            case "canImport": return importableModules.contains(argument.split(separator: ",").first.map(String.init) ?? argument)
            case "compiler", "swift": return compareVersion(argument)
            case "_endian": return argument == "little"
            case "_pointerBitWidth": return argument == "_64"
            case "_runtime": return argument == "_ObjC" ? operatingSystem != "Linux" && operatingSystem != "Windows" : argument == "_Native"
            case "targetEnvironment", "hasFeature", "hasAttribute": return false
            default: return false
            }
        }
    }

    /// `>=5.9`, `<6.0`.
    private func compareVersion(_ argument: String) -> Bool {
        let isLessThan = argument.hasPrefix("<")
        let digits = argument.drop { $0 == ">" || $0 == "<" || $0 == "=" }
        let wanted = digits.split(separator: ".").compactMap { Int($0) }
        let current = compilerVersion
        var ordering = 0
        for index in 0..<max(wanted.count, current.count) {
            let a = index < current.count ? current[index] : 0
            let b = index < wanted.count ? wanted[index] : 0
            if a != b {
                ordering = a < b ? -1 : 1
                break
            }
        }
        return isLessThan ? ordering < 0 : ordering >= 0
    }
}
