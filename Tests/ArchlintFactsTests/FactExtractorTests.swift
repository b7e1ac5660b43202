import Testing
import ArchlintBase
@testable import ArchlintFacts

private func facts(_ source: String) -> SourceFacts {
    FactExtractor().extract(source)
}

/// `module line [attributes] access kind path {conditions}`: one line per import.
private func imports(_ source: String) -> [String] {
    let result = facts(source)
    return result.imports.map { item in
        var parts = [item.module, "\(item.position.line)"]
        if !item.attributes.isEmpty { parts.append(item.attributes.joined(separator: " ")) }
        for attribute in item.conditionalAttributes { parts.append("[#if \(attribute.conditions.joined(separator: " && ")) \(attribute.text)]") }
        if let access = item.access { parts.append(access) }
        if let kind = item.kind { parts.append(kind) }
        if item.path != item.module { parts.append(item.path) }
        let conditions = result.conditions(item.conditionSet)
        if !conditions.isEmpty { parts.append("{" + conditions.joined(separator: " && ") + "}") }
        return parts.joined(separator: " ")
    }
}

/// `kind qualifiedName line-endLine : inherits`: one line per declaration.
private func declarations(_ source: String) -> [String] {
    facts(source).declarations.map { declaration in
        var line = "\(declaration.kind) \(declaration.qualifiedName) \(declaration.start.line)-\(declaration.endLine)"
        if !declaration.inherits.isEmpty { line += " : " + declaration.inherits.map(\.text).joined(separator: ", ") }
        return line
    }
}

private func references(_ source: String) -> [String] {
    let result = facts(source)
    return result.references.map { result.name(of: $0) }
}

@Suite("Imports")
struct ImportTests {
    /// Nesting a file can repeat without bound costs no more past the nesting limit (before, 20,000
    /// nested `#if` groups took 87 s and 3.2 GB, as many nested types 2.6 GB, and nested
    /// interpolations 1 GB): each kind is followed 64 levels deep, and the file says so once.
    @Test func nestingPastTheLimitIsNotFollowed() {
        let levels = 2_000
        let nestedIfs = String(repeating: "#if A\n", count: levels) + "import UIKit\n" + String(repeating: "#endif\n", count: levels)
        let elseIfs = "#if C0\n" + (1..<levels).map { "#elseif C\($0)\n" }.joined() + "import UIKit\n#endif\n"
        let nestedTypes = (0..<levels).map { "struct T\($0) {" }.joined() + String(repeating: "}", count: levels) + "\n"
        let nestedStrings = "let s = " + String(repeating: "\"\\(", count: levels) + "1" + String(repeating: ")\"", count: levels) + "\n"
        for (source, check) in [
            (nestedIfs, { (facts: SourceFacts) in facts.imports.allSatisfy { facts.conditions($0.conditionSet).count == 64 } }),
            (elseIfs, { (facts: SourceFacts) in facts.conditionSets.allSatisfy { $0.count <= 64 } }),
            (nestedTypes, { (facts: SourceFacts) in facts.declarations.count == 64 }),
            (nestedStrings, { (facts: SourceFacts) in facts.strings.count == 64 }),
        ] {
            let result = facts(source)
            #expect(check(result), "\(source.prefix(40))")
            #expect(result.diagnostics.map(\.message) == [
                "nested more than 64 levels deep: deeper `#if` conditions, type declarations and interpolated strings are not followed"
            ])
        }
    }

    @Test func everyFormOfImport() {
        let source = """
            import Foundation
            @testable import LoginUseCaseImpl
            @_exported import Core
            @preconcurrency import Combine
            @_implementationOnly import Internals
            @_spi(Experimental) @testable import Networking
            public import SwiftUI
            package import Shared
            internal import OSLog
            import struct Foundation.Date
            import func Darwin.C.sqrt
            import Foundation.NSString
            """
        #expect(imports(source) == [
            "Foundation 1",
            "LoginUseCaseImpl 2 @testable",
            "Core 3 @_exported",
            "Combine 4 @preconcurrency",
            "Internals 5 @_implementationOnly",
            "Networking 6 @_spi(Experimental) @testable",
            "SwiftUI 7 public",
            "Shared 8 package",
            "OSLog 9 internal",
            "Foundation 10 struct Foundation.Date",
            "Darwin 11 func Darwin.C.sqrt",
            "Foundation 12 Foundation.NSString",
        ])
    }

    @Test func conditionalImportsCarryTheirConditions() {
        let source = """
            #if canImport(UIKit)
            import UIKit
            #elseif os(macOS)
            import AppKit
            #else
            import Foundation
            #endif
            #if DEBUG
            #if targetEnvironment(simulator)
            @testable import Mocks
            #endif
            #endif
            """
        #expect(imports(source) == [
            "UIKit 2 {canImport(UIKit)}",
            "AppKit 4 {!(canImport(UIKit)) && os(macOS)}",
            "Foundation 6 {!(canImport(UIKit)) && !(os(macOS))}",
            "Mocks 10 @testable {DEBUG && targetEnvironment(simulator)}",
        ])
    }

    @Test func attributesInIfBlocksOfTheAttributeListKeepTheirConditions() {
        let source = """
            #if !canImport(Darwin)
            @preconcurrency
            #endif
            import Dispatch
            @testable
            #if DEBUG
            @_spi(Internal)
            #elseif BETA
            @_spi(Beta)
            #else
            #if os(Linux)
            @preconcurrency
            #endif
            #endif
            public import Foundation
            """
        #expect(imports(source) == [
            "Dispatch 1 [#if !canImport(Darwin) @preconcurrency]",
            "Foundation 5 @testable [#if DEBUG @_spi(Internal)] [#if !(DEBUG) && BETA @_spi(Beta)] [#if !(DEBUG) && !(BETA) && os(Linux) @preconcurrency] public",
        ])
        let declaration = facts("#if compiler(>=6)\n@preconcurrency\n#endif\n@MainActor protocol Model {}").declarations[0]
        #expect(declaration.attributes == ["@MainActor"])
        #expect(declaration.conditionalAttributes == [ConditionalAttribute(text: "@preconcurrency", conditions: ["compiler(>=6)"])])
        #expect(declaration.start.line == 1)
    }

    @Test func importsInStringsAndCommentsAreNotImports() {
        let source = """
            // import UIKit
            /* import SwiftData
               import CoreData */
            let text = "import SwiftUI"
            let multi = \"\"\"
            import Combine
            \"\"\"
            import Foundation
            """
        #expect(imports(source) == ["Foundation 8"])
    }
}

@Suite("Declarations")
struct DeclarationTests {
    @Test func kindsNestingAndQualifiedNames() {
        let source = """
            public struct Outer {
                enum Inner: String, Codable {
                    case a
                }
                final class Box<T: Equatable>: Base<T>, @unchecked Sendable where T: Hashable {}
            }
            extension Outer.Inner {
                struct Deep {}
            }
            protocol Loading: AnyObject, Sendable {}
            actor Store {}
            typealias Handler = (Int) -> Void
            extension Array<Int> where Element: Equatable {
                struct Local {}
            }
            """
        #expect(declarations(source) == [
            "struct Outer 1-6",
            "enum Outer.Inner 2-4 : String, Codable",
            "class Outer.Box 5-5 : Base<T>, @unchecked Sendable",
            "extension Outer.Inner 7-9",
            "struct Outer.Inner.Deep 8-8",
            "protocol Loading 10-10 : AnyObject, Sendable",
            "actor Store 11-11",
            "typealias Handler 12-12",
            "extension Array<Int> 13-15",
            "struct Array.Local 14-14",
        ])
    }

    @Test func attributesAndModifiersStartTheDeclaration() {
        let source = """
            @MainActor
            @Observable
            public final class LoginViewModel: ObservableObject {
            }
            @available(iOS 17, *) nonisolated struct Flag {}
            """
        let result = facts(source)
        #expect(result.declarations.map(\.attributes) == [["@MainActor", "@Observable"], ["@available(iOS 17, *)"]])
        #expect(result.declarations.map(\.modifiers) == [["public", "final"], ["nonisolated"]])
        #expect(result.declarations[0].start == Position(line: 1, column: 1))
        #expect(result.declarations[0].namePosition == Position(line: 3, column: 20))
    }

    @Test func localTypesInFunctionsAreQualifiedByTheirTypeOnly() {
        let source = """
            struct Screen {
                func body() {
                    struct Row {}
                    let closure = { class Helper {} }
                }
            }
            func free() { enum Mode { case on } }
            """
        #expect(declarations(source) == [
            "struct Screen 1-6", "struct Screen.Row 3-3", "class Screen.Helper 4-4", "enum Mode 7-7",
        ])
    }

    @Test func classAsModifierAndProtocolClassConstraintAreNotClasses() {
        let source = """
            protocol Old: class {}
            class Base {
                class func make() -> Base { Base() }
                class var shared: Base { Base() }
                class override final func f() {}
            }
            """
        #expect(declarations(source) == ["protocol Old 1-1 : class", "class Base 2-6"])
    }

    @Test func contextualActorKeyword() {
        let source = """
            actor Counter: Sendable {}
            let actor = 1
            print(actor)
            distributed actor Player {}
            """
        #expect(declarations(source) == ["actor Counter 1-1 : Sendable", "actor Player 4-4"])
    }

    @Test func declarationsInsideConditionalCompilation() {
        let source = """
            #if os(iOS)
            import UIKit
            struct Phone {}
            #else
            struct Desktop {}
            #endif
            """
        let result = facts(source)
        #expect(result.declarations.map { result.conditions($0.conditionSet) } == [["os(iOS)"], ["!(os(iOS))"]])
    }
}

@Suite("Members")
struct MemberTests {
    @Test func storedComputedAndWrappedProperties() {
        let source = """
            final class ListViewModel {
                @Published private(set) var state: ListState = .idle
                private let repository: any ItemRepositoryProtocol
                var uiState = ListUiState()
                lazy var formatter = DateFormatter()
                var count: Int { items.count }
                var name: String = "" { didSet { print(name) } }
                static let shared = ListViewModel.make()
                @Injected var service: NetworkService
                let a = 1, b: Double = 2
            }
            """
        let members = facts(source).declarations[0].members
        #expect(members.map(\.name) == ["state", "repository", "uiState", "formatter", "count", "name", "shared", "service", "a", "b"])
        #expect(members.map(\.isStored) == [true, true, true, true, false, true, true, true, true, true])
        #expect(members.map(\.type) == [
            "ListState", "any ItemRepositoryProtocol", "ListUiState", "DateFormatter", "Int", "String", nil, "NetworkService", nil,
            "Double",
        ])
        #expect(members.map(\.typeIsInferred) == [false, false, true, true, false, false, false, false, false, false])
        #expect(members[0].attributes == ["@Published"] && members[0].modifiers == ["private(set)"])
        #expect(members[7].attributes == ["@Injected"])
        #expect(members.map(\.isMutable) == [true, false, true, true, true, true, false, true, false, false])
    }

    @Test func functionsAndInitializers() {
        let source = """
            struct Service {
                init(session: URLSession = .shared, _ decoder: JSONDecoder) {}
                init?(raw: String) async throws {}
                func load(id: UUID, for user: User) async throws -> [Item] { [] }
                static func == (lhs: Service, rhs: Service) -> Bool { true }
                mutating func reset<T: Codable>(_ value: inout T, completion: @escaping (Result<T, Error>) -> Void) {}
                subscript(index: Int) -> Item { items[index] }
                deinit {}
            }
            """
        let members = facts(source).declarations[0].members
        #expect(members.map(\.kind) == [.initializer, .initializer, .function, .function, .function, .subscript, .deinitializer])
        #expect(members[0].parameters == [
            .init(label: "session", name: "session", type: "URLSession"), .init(label: "_", name: "decoder", type: "JSONDecoder"),
        ])
        #expect(members[1].isAsync && members[1].isThrowing)
        #expect(members[2].name == "load" && members[2].returnType == "[Item]" && members[2].isAsync && members[2].isThrowing)
        #expect(members[2].parameters.map(\.label) == ["id", "for"] && members[2].parameters.map(\.name) == ["id", "user"])
        #expect(members[3].name == "==" && members[3].returnType == "Bool")
        #expect(members[4].parameters.map(\.type) == ["inout T", "@escaping (Result<T, Error>) -> Void"])
        #expect(members[5].returnType == "Item")
        #expect(members.map(\.endLine) == [2, 3, 4, 5, 6, 7, 8])
    }

    @Test func protocolRequirementsAndEnumCases() {
        let source = """
            protocol Repository {
                var items: [Item] { get }
                func fetch() async throws -> [Item]
                func save(_ item: Item)
            }
            enum Route: Hashable {
                case home, detail(id: String)
                case settings
            }
            """
        let declarations = facts(source).declarations
        #expect(declarations[0].members.map(\.name) == ["items", "fetch", "save"])
        #expect(declarations[0].members.map(\.isStored) == [false, false, false])
        #expect(declarations[0].members[1].returnType == "[Item]")
        #expect(declarations[1].members.map(\.name) == ["home", "detail", "settings"])
    }

    /// Parameter clauses written alike are parsed once and shared, across files too; an enum
    /// case's clause (where a type alone is an entry) is read its own way even when a function's
    /// is written the same.
    @Test func parameterClausesWrittenAlikeAreReadOnceEachWay() {
        let extractor = FactExtractor()
        let first = extractor.extract("""
            enum Shape { case circle(Double), named(name: String) }
            struct Canvas {
                func draw(Double) {}
                func label(name: String) {}
            }
            """)
        let second = extractor.extract("struct Other { func label(name: String) -> Int { 0 } ; var x: Int }")
        let shape = first.declarations[0].members
        let canvas = first.declarations[1].members
        #expect(shape[0].parameters == [.init(label: "_", name: "_", type: "Double")])
        #expect(canvas[0].parameters == [])
        #expect(shape[1].parameters == [.init(label: "name", name: "name", type: "String")])
        #expect(canvas[1].parameters == shape[1].parameters)
        #expect(second.declarations[0].members[0].parameters == canvas[1].parameters)
        #expect(second.declarations[0].members[0].returnType == "Int" && second.declarations[0].members[0].type == nil)
        #expect(second.declarations[0].members[1].type == "Int" && second.declarations[0].members[1].returnType == nil)
    }
}

@Suite("References and literals")
struct ReferenceTests {
    @Test func qualifiedChainsAndSkippedNames() {
        let source = """
            struct Client: APIClientProtocol {
                let session = URLSession.shared
                func run() { Task.detached { Log.network.info("x") } }
                let t: Foundation.Date
            }
            """
        #expect(references(source) == [
            "APIClientProtocol", "URLSession.shared", "Task.detached", "Log.network.info", "Foundation.Date",
        ])
    }

    @Test func namesInStringsCommentsAndConditionsAreNotReferences() {
        let source = """
            // URLSession is not used here
            /* UserDefaults.standard */
            #if canImport(UIKit) && DEBUG
            let s = "URLSession \\(Config.value(for: .api))"
            #endif
            """
        #expect(references(source) == ["Config.value"])
        let strings = facts(source).strings
        #expect(strings.map(\.value) == ["URLSession \\(Config.value(for: .api))"])
        #expect(strings[0].isInterpolated)
    }

    @Test func attributeArgumentsOfDeclarationsHoldReferences() {
        let source = """
            struct LoginView {
                @Environment(AuthManager.self) private var auth
                @Query(filter: #Predicate<ItemEntity> { $0.done }, sort: \\ItemEntity.name) var items: [ItemEntity]
                @available(iOS 17, *) @objc(LegacyName) func legacy() {}
            }
            """
        #expect(references(source) == ["AuthManager.self", "ItemEntity", "ItemEntity.name", "ItemEntity"])
        let result = facts(source)
        #expect(result.references.indices.allSatisfy { result.owner(ofReference: $0) == 0 })
    }

    @Test func genericParametersAndAssociatedTypesAreNotReferences() {
        let source = """
            struct Query<Model>: Base<Model> where Model: Schema {
                var m: Model
                func map<Other: Schema>(_ t: Other.Type) -> [Other] { [] }
            }
            func load<Model>(_ t: Model.Type) -> [Model] { let x: Model? = nil; return [] }
            protocol Repo { associatedtype Model: Entity; func get() -> Model }
            struct Box<T: Schema> { let t: T }
            typealias Boxes<T: Schema> = [Box<T>]
            func use(_ x: some Model) {}
            """
        #expect(references(source) == ["Base", "Schema", "Schema", "Entity", "Schema", "Schema", "Box", "Model"])
    }

    @Test func freeFunctionCallsAndUnderscoredTypesAreReferences() {
        let source = """
            func helper() {}
            struct S { func g() { print("x"); _Private.run(); Swift.print("y"); helper(); value.count(); if(true) {} } }
            """
        #expect(references(source) == ["print", "_Private.run", "Swift.print", "helper"])
    }

    @Test func referencesKnowTheirConditions() {
        let source = """
            let a = Alpha()
            #if os(iOS)
            let b = Beta()
            #else
            let c = Gamma()
            #endif
            let d = Delta()
            """
        let result = facts(source)
        #expect(references(source) == ["Alpha", "Beta", "Gamma", "Delta"])
        #expect(result.references.indices.map { result.conditions(result.conditionSet(ofReference: $0)) } == [[], ["os(iOS)"], ["!(os(iOS))"], []])
    }

    @Test func ownersOfReferencesFollowNestedTypesAndReturnToTheEnclosingOne() {
        let source = """
            let top = Top()
            struct A {
                let b: B
                struct C { let d: D }
                let e: E
                #if DEBUG
                let f: F
                #endif
            }
            extension A.C { func g() -> G { G() } }
            let last = Last()
            """
        let result = facts(source)
        #expect(references(source) == ["Top", "B", "D", "E", "F", "A.C", "G", "G", "Last"])
        // The extended type is named outside the extension, at file level.
        #expect(result.references.indices.map(result.owner(ofReference:)) == [-1, 0, 1, 0, 0, -1, 2, 2, -1])
        #expect(result.referenceOwners.map(\.firstReference) == [1, 2, 3, 5, 6, 8])
        #expect(result.references.indices.map(result.conditionSet(ofReference:)).map { result.conditions($0) } == [[], [], [], [], ["DEBUG"], [], [], [], []])
        var writer = BinaryWriter()
        result.encode(into: &writer)
        let decoded = writer.bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            return try? SourceFacts(from: &reader)
        }
        #expect(decoded == result)
    }

    @Test func referencesKnowTheirOwnerAndPreviewBodies() {
        let source = """
            struct A { let b: B }
            #Preview { ContentView(model: Mock()) }
            """
        let result = facts(source)
        #expect(result.references.indices.map(result.owner(ofReference:)) == [0, -1, -1])
        #expect(result.references.map { $0.flags.contains(.inPreview) } == [false, true, true])
        #expect(result.references[0].flags.contains(.inSignature))
    }

    @Test func rawAndMultilineStringValues() {
        let source = """
            let a = #"https://example.com/"path""#
            let b = \"\"\"
              line
              \"\"\"
            """
        #expect(facts(source).strings.map(\.value) == [#"https://example.com/"path""#, "\n  line\n  "])
    }

    @Test func directivesAreKept() {
        let source = """
            // archlint:disable-next-line no-published -- legacy screen
            @Published var x = 0 /* archlint:disable-file vm-thin -- generated */
            // not a directive: archlint:disable
            /// Shows the syntax:  // archlint:disable-file rule -- reason
            /** archlint:disable-line other -- in a doc block */
            """
        let directives = facts(source).directives
        #expect(directives.map(\.text) == [
            "archlint:disable-next-line no-published -- legacy screen", "archlint:disable-file vm-thin -- generated",
            "archlint:disable-line other -- in a doc block",
        ])
        #expect(directives.map(\.position.line) == [1, 2, 5])
    }
}

@Suite("Broken input")
struct BrokenInputTests {
    @Test func unterminatedThingsStillYieldFacts() {
        let source = """
            import Foundation
            struct A {
                let s = "open
            }
            struct B {}
            /* never closed
            struct C {}
            """
        let result = facts(source)
        #expect(result.imports.map(\.module) == ["Foundation"])
        #expect(result.declarations.map(\.name) == ["A", "B"])
        #expect(result.diagnostics.map(\.message) == ["unterminated string literal", "unterminated '/*' comment"])
        #expect(result.diagnostics.map(\.position.line) == [3, 6])
    }

    @Test func strayAndMissingBracesRecover() {
        let result = facts("}\n}\nstruct A {\n  struct B {\n")
        #expect(result.declarations.map(\.qualifiedName) == ["A", "A.B"])
        #expect(result.declarations.map(\.endLine) == [4, 4])
    }

    @Test func tenThousandDeepNestingDoesNotOverflow() {
        let depth = 10_000
        let source = "struct Deep {\n" + String(repeating: "({[", count: depth) + String(repeating: "]})", count: depth) + "\n}"
        let result = facts(source)
        #expect(result.declarations.map(\.name) == ["Deep"])
        #expect(result.declarations[0].endLine == 3)
        // Types are followed as deep as the nesting limit (see `nestingPastTheLimitIsNotFollowed`).
        let nestedTypes = String(repeating: "struct S {", count: depth) + String(repeating: "}", count: depth)
        #expect(facts(nestedTypes).declarations.count == ExtractionPass.nestingLimit)
    }

    @Test func invalidUTF8AndNulBytes() {
        var bytes = Array("import A\nstruct X {}\n".utf8)
        // A lead byte without its continuation, two bytes UTF-8 never uses, a NUL.
        bytes.insert(contentsOf: [0xC3, 0xFF, 0xFE, 0x00], at: 9)
        let result = bytes.withUnsafeBufferPointer { FactExtractor().extract($0) }
        #expect(result.imports.map(\.module) == ["A"])
        #expect(result.declarations.map(\.name) == ["X"])
        #expect(!result.diagnostics.isEmpty)
    }
}

@Suite("One extractor for many files")
struct ExtractorReuseTests {
    /// A worker's extractor reads thousands of files: its interner starts its tables again past a
    /// limit, and its buffers are given back after a large file. What it reads next is the same.
    @Test func factsDoNotDependOnTheFilesReadBefore() {
        let sample = """
            import Foundation
            struct ProfileViewModelConfiguration: Codable {
                let endpoint = "https://api.example.com/v1/profile"
                func load(_ request: URLRequestConfiguration, completion: @escaping (Result<Data, Error>) -> Void) {}
            }
            """
        // More distinct long texts than the interner's tables keep, references and literals
        // past what the scratch buffers keep.
        let large = (0..<(FactInterner.tableLimit + 100)).map { "let value\($0) = LongTypeNameNumber\($0)(\"literal text number \($0)\")" }
            .joined(separator: "\n")
        let worker = FactExtractor()
        #expect(worker.extract(sample) == FactExtractor().extract(sample))
        let first = worker.extract(large)
        #expect(first.references.count == FactInterner.tableLimit + 100)
        // Its texts again, now from the tables as they started again.
        #expect(worker.extract(large) == first)
        #expect(worker.extract(sample) == FactExtractor().extract(sample))
    }
}

extension ExtractorReuseTests {
    /// One pass reads every file of a worker: whatever a file leaves open (an `#if`, a generic
    /// type's body with members, a protocol's associated type, an interpolated string, brackets)
    /// is forgotten before the next one.
    @Test func aFileLeftOpenLeavesNothingToTheNext() {
        let open = """
            #if os(iOS)
            protocol Store<Element> { associatedtype Element
            struct Box<Value>: Sendable { var value: Value; func map<T>(_ f: (Value) -> T) -> Box<T> {
            let text = "a \\(Value.self) b \\("
            enum Kind { case a((
            """
        let next = """
            struct Outer<Element> {
                func first() -> Element? { nil }
                struct Inner { var count: Int; func reset() {} }
                var items: [Element]
                #if DEBUG
                func dump() { print("\\(items.count) items") }
                #endif
            }
            extension Outer: Equatable where Element: Equatable {}
            let store: Store = Value()
            """
        let worker = FactExtractor()
        _ = worker.extract(open)
        let reused = worker.extract(next)
        #expect(reused == FactExtractor().extract(next))
        // Members go to their own type, in the order written, whatever types they are read between.
        #expect(reused.declarations.map { $0.members.map { $0.name } } == [["first", "items", "dump"], ["count", "reset"], []])
        #expect(reused.conditionSets.count == 2 && reused.references.map { reused.name(of: $0) }.contains("Value"))
    }
}

@Suite("What each fact takes")
struct FactLayoutTests {
    /// A repository's facts stay in memory for the whole run: about a million references and
    /// hundreds of thousands of members on the benchmark corpus, so a field added to one of these
    /// costs megabytes. Change a size here only knowing that.
    @Test func theManyFactsKeepTheirSize() {
        #expect(MemoryLayout<ReferenceFact>.stride == 12)
        #expect(MemoryLayout<MemberFact>.stride == 64)
        #expect(MemoryLayout<DeclarationFact>.stride == 128)
        #expect(MemoryLayout<StringLiteralFact>.stride == 32)
    }
}
