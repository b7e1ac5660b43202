import ArchlintInterpreter
import ArchlintProject

/// The resource accessors Tuist writes into `Derived/Sources` beside a manifest and compiles into
/// the target they serve (`TuistBundle+BerthsFeature.swift`, `TuistAssets+BerthsFeature.swift`…),
/// unless the project's options turn them off. Only files that exist are added.
struct DerivedSources {
    private var bundleAccessors = true
    private var resourceAccessors = true
    private let existing: [String]

    init(options: Value?, existing: [String]) {
        self.existing = existing
        guard case .object(let box)? = options else { return }
        bundleAccessors = box.fields["disableBundleAccessors"]?.booleanValue != true
        resourceAccessors = box.fields["disableSynthesizedResourceAccessors"]?.booleanValue != true
    }

    func files(of target: String, in folder: String) -> [SourceSelection.Item] {
        let derived = RelativePath.join(folder, "Derived/Sources")
        let suffix = "+\(Self.camelized(target)).swift"
        return existing.filter { path in
            guard RelativePath.parent(of: path) == derived, path.hasSuffix(suffix) else { return false }
            let name = RelativePath.lastComponent(of: path)
            return name.hasPrefix("TuistBundle+") ? bundleAccessors : name.hasPrefix("Tuist") && resourceAccessors
        }.map { .file($0) }
    }

    /// `three-dollar-in-my-pocket` → `ThreeDollarInMyPocket`, as Tuist names the files.
    static func camelized(_ name: String) -> String {
        name.split { !($0.isLetter || $0.isNumber) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
