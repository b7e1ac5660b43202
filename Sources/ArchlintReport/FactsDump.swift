import ArchlintBase
import ArchlintFacts
import ArchlintGraph
import ArchlintManifest
import ArchlintProject

/// `archlint dump`: every fact read from a repository as JSON (format: Docs/dump-format.md).
public enum FactsDump {
    public static let formatVersion = 1

    /// With `graph`, each reference also says how it resolves (and to which declaration), and a
    /// `resolution` object counts the references of each outcome.
    public static func render(_ repository: RepositoryFacts, includeReferences: Bool = true, graph: DependencyGraph? = nil) -> [UInt8] {
        var json = JSONWriter(indent: 2)
        json.beginObject()
        json.field("version", formatVersion)
        json.key("packages")
        json.beginArray()
        for manifest in repository.manifests { write(manifest, to: &json) }
        json.endArray()
        json.field("inactiveManifests", strings: repository.inactiveManifestVariants)
        json.key("projects")
        json.beginArray()
        for project in repository.projects { write(project, to: &json) }
        json.endArray()
        json.key("files")
        json.beginArray()
        var counts: [Resolution: Int] = [:]
        var outsideVisibleModules = 0
        for (index, file) in repository.files.enumerated() {
            let resolutions = graph?.resolutions(inFile: index)
            let visible = (graph?.visibleModules(ofFile: index) ?? []).map { Int32($0) }
            for entry in resolutions ?? [] {
                counts[entry.resolution, default: 0] += 1
                // A declaration in a file several targets compile is seen through any of their modules.
                if let target = entry.target, let graph, !graph.isDeclared(target, inAnyOf: visible) { outsideVisibleModules += 1 }
            }
            write(file, index, includeReferences: includeReferences, resolutions: resolutions, graph: graph, to: &json)
        }
        json.endArray()
        if graph != nil {
            json.key("resolution")
            json.beginObject()
            for outcome in Resolution.allCases { json.field(outcome.rawValue, counts[outcome] ?? 0) }
            // A self-check: resolution never picks a declaration of a module the file cannot see.
            json.field("resolvedOutsideVisibleModules", outsideVisibleModules)
            json.endObject()
        }
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in repository.diagnostics {
            json.beginObject()
            json.field("severity", diagnostic.severity.rawValue)
            json.field("file", diagnostic.file)
            json.field("message", diagnostic.message)
            if diagnostic.line > 0 {
                json.field("line", diagnostic.line)
                json.field("column", diagnostic.column)
            }
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.finishedDocument()
    }

    static func write(_ manifest: PackageManifest, to json: inout JSONWriter) {
        json.beginObject()
        json.field("path", manifest.path)
        json.field("name", manifest.name)
        json.field("toolsVersion", manifest.toolsVersion)
        json.key("products")
        json.beginArray()
        for product in manifest.products {
            json.beginObject()
            json.field("name", product.name)
            json.field("type", product.type)
            json.field("targets", strings: product.targets)
            json.field("line", product.position.line)
            json.endObject()
        }
        json.endArray()
        json.key("dependencies")
        json.beginArray()
        for dependency in manifest.dependencies { write(dependency, to: &json) }
        json.endArray()
        json.key("targets")
        json.beginArray()
        for target in manifest.targets {
            json.beginObject()
            json.field("name", target.name)
            json.field("type", target.kind.rawValue)
            json.field("path", target.path)
            json.field("exclude", strings: target.exclude)
            json.key("sources")
            if let sources = target.sources {
                json.beginArray()
                for source in sources { json.value(source) }
                json.endArray()
            } else {
                json.null()
            }
            json.field("line", target.position.line)
            json.field("defaultIsolationMainActor", target.defaultIsolationMainActor)
            json.field("defines", strings: target.defines)
            json.field("dependencies", strings: target.dependencies.map(\.reference))
            json.key("dependencyDetails")
            json.beginArray()
            for dependency in target.dependencies {
                writeDetails(dependency.reference, dependency.position, dependency.condition, to: &json)
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.field("traits", strings: manifest.traits)
        json.key("warnings")
        json.beginArray()
        for warning in manifest.warnings { write(warning, to: &json) }
        json.endArray()
        json.endObject()
    }

    static func write(_ project: Project, to json: inout JSONWriter) {
        json.beginObject()
        json.field("kind", project.kind.rawValue)
        json.field("path", project.path)
        json.field("directory", project.directory)
        json.field("name", project.name)
        json.key("targets")
        json.beginArray()
        for target in project.targets {
            json.beginObject()
            json.field("name", target.name)
            json.field("module", target.moduleName)
            json.field("kind", target.kind.rawValue)
            json.field("productType", target.productType)
            if let file = target.position.file { json.field("file", file) }
            json.field("line", target.position.line)
            json.key("sources")
            json.beginObject()
            for (key, items) in [("include", target.sources.include), ("exclude", target.sources.exclude)] {
                json.key(key)
                json.beginArray()
                for item in items {
                    json.beginObject()
                    switch item {
                    case .folder(let path): json.field("folder", path)
                    case .file(let path): json.field("file", path)
                    case .glob(let pattern): json.field("glob", pattern)
                    }
                    json.endObject()
                }
                json.endArray()
            }
            json.endObject()
            if let defines = target.defines { json.field("defines", strings: defines) } else { json.field("defines", nil as String?) }
            if let platforms = target.platforms { json.field("platforms", strings: platforms) } else { json.field("platforms", nil as String?) }
            json.field("defaultIsolationMainActor", target.defaultIsolationMainActor)
            json.field("dependencies", strings: target.dependencies.map(\.reference))
            json.key("dependencyDetails")
            json.beginArray()
            for dependency in target.dependencies {
                writeDetails(dependency.reference, dependency.position, dependency.condition, to: &json)
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.key("packages")
        json.beginArray()
        for package in project.packages { write(package, to: &json) }
        json.endArray()
        json.field("inputs", strings: project.inputs)
        json.key("warnings")
        json.beginArray()
        for warning in project.warnings { write(warning, to: &json) }
        json.endArray()
        json.endObject()
    }

    static func writeDetails(_ reference: String, _ position: ProjectPosition, _ condition: String?, to json: inout JSONWriter) {
        json.beginObject()
        json.field("dependency", reference)
        if let file = position.file { json.field("file", file) }
        json.field("line", position.line)
        json.field("column", position.column)
        json.field("condition", condition)
        json.endObject()
    }

    static func write(_ package: PackageReference, to json: inout JSONWriter) {
        json.beginObject()
        json.field("kind", package.kind.rawValue)
        json.field("location", package.location)
        json.field("name", package.name)
        json.field("requirement", package.requirement)
        if let file = package.position.file { json.field("file", file) }
        json.field("line", package.position.line)
        json.endObject()
    }

    static func write(_ warning: ProjectWarning, to json: inout JSONWriter) {
        json.beginObject()
        json.field("message", warning.message)
        if let file = warning.file { json.field("file", file) }
        json.field("line", warning.position.line)
        json.field("column", warning.position.column)
        json.endObject()
    }

    static func write(
        _ file: SourceFile, _ fileIndex: Int, includeReferences: Bool, resolutions: [(resolution: Resolution, target: TypeSymbol?)]?,
        graph: DependencyGraph?,
        to json: inout JSONWriter
    ) {
        let facts = file.facts
        json.beginObject()
        json.field("path", file.path)
        json.field("module", file.module.module)
        json.field("package", file.module.targets.first { $0.projectKind == .swiftpm }?.project)
        json.key("targets")
        json.beginArray()
        for membership in file.module.targets {
            json.beginObject()
            json.field("project", membership.project)
            json.field("name", membership.target)
            json.field("module", membership.module)
            json.endObject()
        }
        json.endArray()
        json.field("lines", facts.lineCount)
        json.key("imports")
        json.beginArray()
        for item in facts.imports {
            json.beginObject()
            json.field("module", item.module)
            json.field("path", item.path)
            json.field("kind", item.kind)
            json.field("attributes", strings: item.attributes)
            json.field("access", item.access)
            json.field("line", Int(item.position.line))
            json.field("column", Int(item.position.column))
            json.field("conditional", strings: facts.conditions(item.conditionSet))
            write(item.conditionalAttributes, to: &json)
            json.endObject()
        }
        json.endArray()
        json.key("declarations")
        json.beginArray()
        for declaration in facts.declarations {
            json.beginObject()
            json.field("kind", declaration.kind.rawValue)
            json.field("name", declaration.name)
            json.field("qualifiedName", declaration.qualifiedName)
            json.field("inherits", strings: declaration.inherits.map(\.text))
            json.field("attributes", strings: declaration.attributes)
            json.field("modifiers", strings: declaration.modifiers)
            json.field("line", Int(declaration.start.line))
            json.field("column", Int(declaration.start.column))
            json.field("endLine", Int(declaration.endLine))
            json.field("conditional", strings: facts.conditions(declaration.conditionSet))
            if let aliased = declaration.aliasedType { json.field("aliasOf", aliased) }
            if !declaration.typeParameters.isEmpty { json.field("typeParameters", strings: declaration.typeParameters) }
            write(declaration.conditionalAttributes, to: &json)
            json.key("members")
            json.beginArray()
            for member in declaration.members { write(member, to: &json) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        if includeReferences {
            json.key("references")
            json.beginArray()
            for (index, reference) in facts.references.enumerated() {
                json.beginObject()
                json.field("name", facts.name(of: reference))
                json.field("line", Int(reference.position.line))
                json.field("column", Int(reference.position.column))
                if let resolution = resolutions?[index], let graph {
                    json.field("resolution", resolution.resolution.rawValue)
                    if let target = resolution.target {
                        json.field("declaration", "\(graph.file(target).path):\(graph.declaration(target).namePosition.line)")
                        json.field("declaredIn", graph.modules[Int(graph.module(of: target, seenFrom: fileIndex))].name)
                    }
                }
                json.endObject()
            }
            json.endArray()
            json.key("strings")
            json.beginArray()
            for literal in facts.strings {
                json.beginObject()
                json.field("value", literal.value)
                json.field("line", Int(literal.position.line))
                json.field("column", Int(literal.position.column))
                json.endObject()
            }
            json.endArray()
        }
        json.key("directives")
        json.beginArray()
        for directive in facts.directives {
            json.beginObject()
            json.field("text", directive.text)
            json.field("line", Int(directive.position.line))
            json.field("column", Int(directive.position.column))
            json.endObject()
        }
        json.endArray()
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in facts.diagnostics {
            json.beginObject()
            json.field("severity", "warning")
            json.field("message", diagnostic.message)
            json.field("line", Int(diagnostic.position.line))
            json.field("column", Int(diagnostic.position.column))
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    /// `conditionalAttributes`, when there are any: attributes inside `#if` blocks of an attribute list.
    static func write(_ attributes: [ConditionalAttribute], to json: inout JSONWriter) {
        guard !attributes.isEmpty else { return }
        json.key("conditionalAttributes")
        json.beginArray()
        for attribute in attributes {
            json.beginObject()
            json.field("attribute", attribute.text)
            json.field("conditional", strings: attribute.conditions)
            json.endObject()
        }
        json.endArray()
    }

    static func write(_ member: MemberFact, to json: inout JSONWriter) {
        json.beginObject()
        json.field("kind", member.kind.rawValue)
        json.field("name", member.name)
        json.field("line", Int(member.position.line))
        json.field("endLine", Int(member.endLine))
        json.field("attributes", strings: member.attributes)
        json.field("modifiers", strings: member.modifiers)
        switch member.kind {
        case .property:
            json.field("stored", member.isStored)
            json.field("mutable", member.isMutable)
            json.field("type", member.type)
            json.field("typeInferred", member.typeIsInferred)
        case .function, .initializer, .subscript, .enumCase:
            json.key(member.kind == .enumCase ? "associatedValues" : "parameters")
            json.beginArray()
            for parameter in member.parameters {
                json.beginObject()
                json.field("label", parameter.label)
                json.field("name", parameter.name)
                json.field("type", parameter.type)
                json.endObject()
            }
            json.endArray()
            guard member.kind != .enumCase else { break }
            json.field("async", member.isAsync)
            json.field("throws", member.isThrowing)
            json.field("returnType", member.returnType)
        case .deinitializer:
            break
        }
        json.endObject()
    }
}
