import ArchlintProject

/// The manifest's own types: where each is declared, the names it is written by, and the members
/// it has through its declaration, its extensions and the protocols it conforms to.
extension ManifestInterpreter {
    /// Registers type declarations (of one file or many): declared types first, then the
    /// extensions, so an extension finds its type whatever the order of the files.
    func register(_ declarations: [TypeDeclaration]) {
        for declaration in declarations { collectAliases(declaration) }
        for declaration in declarations where declaration.kind != .extensionType { register(declaration, prefix: nil) }
        for declaration in declarations where declaration.kind == .extensionType { register(declaration, prefix: nil) }
    }

    private func collectAliases(_ declaration: TypeDeclaration) {
        for alias in declaration.typeAliases { typeAliases[alias.name] = alias.target }
        for nested in declaration.nestedTypes { collectAliases(nested) }
    }

    func register(_ declaration: TypeDeclaration, prefix: String?) {
        let written = canonicalTypeName(declaration.name)
        let fullName: String
        if declaration.kind == .extensionType {
            fullName = resolveType(written, context: prefix) ?? prefix.map { "\($0).\(written)" } ?? written
        } else {
            fullName = prefix.map { "\($0).\(written)" } ?? written
        }
        var info = types[fullName] ?? TypeInfo(name: fullName)
        if declaration.kind != .extensionType { info.kind = declaration.kind }
        info.inheritance.append(contentsOf: declaration.inheritance.map(canonicalTypeName))
        info.storedProperties.append(contentsOf: declaration.storedProperties)
        for property in declaration.computedProperties {
            // A protocol's own `var name: T { get }` is a requirement, not an implementation.
            if declaration.kind == .protocolType && property.body.isEmpty { continue }
            info.computedProperties[property.name] = (property.type, property.body, property.isStatic)
        }
        for function in declaration.functions { info.functions[function.name, default: []].append(function) }
        info.initializers.append(contentsOf: declaration.initializers)
        for enumCase in declaration.enumCases where info.enumCase(enumCase.name) == nil { info.enumCases.append(enumCase) }
        if types[fullName] == nil {
            let short = String(fullName.split(separator: ".").last ?? Substring(fullName))
            typesByShortName[short, default: []].append(fullName)
            typesByShortName[short]!.sort()
        }
        types[fullName] = info
        staticMemberOwners = nil
        resolvedTypes = [:]
        for function in declaration.functions + declaration.initializers { genericParameterNames.formUnion(function.genericParameters) }
        for alias in declaration.typeAliases { typeAliases[alias.name] = alias.target }
        for nested in declaration.nestedTypes { register(nested, prefix: fullName) }
    }

    /// A written type name without its module (`ProjectDescription.Path` → `Path`), generic
    /// arguments or optionality, with type aliases of its first component applied.
    func canonicalTypeName(_ written: String) -> String {
        // Most names are plain identifiers without an alias.
        if typeAliases[written] == nil, written.utf8.allSatisfy({ $0 >= 128 || Self.identifierBytes[Int($0)] }) { return written }
        var name = written.filter { !$0.isWhitespace }
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        var components = name.split(separator: ".").map(String.init)
        if components.count > 1, moduleNames.contains(components[0]) { components.removeFirst() }
        for _ in 0..<4 {
            guard let first = components.first, let target = typeAliases[first], target != first else { break }
            components = target.split(separator: ".").map(String.init) + components.dropFirst()
            if components.count > 1, moduleNames.contains(components[0]) { components.removeFirst() }
        }
        return components.joined(separator: ".")
    }

    /// The full name of a manifest type written `name` where `context` (a type's full name) is the
    /// enclosing type: a type nested in the context or its parents first, then one of that full
    /// name, then the one declared with that last name. nil for types the manifest does not declare.
    func resolveType(_ written: String, context: String?) -> String? {
        let key = context.map { "\(written) in \($0)" } ?? written
        if let cached = resolvedTypes[key] { return cached }
        let resolved = resolveTypeUncached(written, context: context)
        resolvedTypes[key] = .some(resolved)
        return resolved
    }

    private func resolveTypeUncached(_ written: String, context: String?) -> String? {
        let name = canonicalTypeName(written)
        guard !name.isEmpty else { return nil }
        var scope = context
        while let current = scope {
            if types["\(current).\(name)"] != nil { return "\(current).\(name)" }
            scope = current.contains(".") ? String(current[..<current.lastIndex(of: ".")!]) : nil
        }
        if types[name] != nil { return name }
        let components = name.split(separator: ".")
        if components.count > 1 {
            guard let head = resolveType(String(components[0]), context: nil) else { return nil }
            let full = ([head] + components.dropFirst().map(String.init)).joined(separator: ".")
            return types[full] != nil ? full : nil
        }
        return typesByShortName[name]?.first
    }

    /// The types a written type annotation expects (`Set<TargetType>` → `Project.TargetType`),
    /// resolved where it was written; names the manifest does not declare are kept as written
    /// (`Target`, for `.init(…)`).
    func expectedTypeNames(_ written: String, context: String?, in environment: Environment) -> [String] {
        let words = typeWords(written)
        // Only a generic parameter (`T`) or `Self` depends on the call; the rest is the same every time.
        let isFixed = !words.contains { $0 == "Self" || genericParameterNames.contains($0) }
        let key = "\(context ?? "")|\(written)"
        if isFixed, let known = expectedTypesByText[key] { return known }
        var names: [String] = []
        for word in words {
            if genericParameterNames.contains(word), case .typeName(let bound)? = environment.lookup(word) {
                names.append(bound)
            } else if word == "Self", case .typeName(let selfType)? = environment.lookup("Self") {
                names.append(selfType)
            } else {
                names.append(resolveType(word, context: context) ?? canonicalTypeName(word))
            }
        }
        if isFixed { expectedTypesByText[key] = names }
        return names
    }

    /// The type names in a written type (`[TargetType: [TargetDependency]]` → both), once per text.
    private func typeWords(_ written: String) -> [String] {
        if let words = typeWordsByText[written] { return words }
        var words: [String] = []
        var word = ""
        // `[Element]` and `Set<Element>` also expect members the manifest adds to lists.
        let trimmed = written.drop { $0 == " " }
        if trimmed.hasPrefix("["), !written.contains(":") { words.append("Array") }
        for character in written + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
                continue
            }
            if word.hasSuffix(".Type") { word.removeLast(5) }
            if let first = word.first, first.isLetter || first == "_", !["Optional", "some", "any", "inout", "Type"].contains(word) {
                words.append(word)
            }
            word = ""
        }
        typeWordsByText[written] = words
        return words
    }

    private static let identifierBytes: [Bool] = (0..<128).map { byte in
        (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == 95
    }

    /// `type` and the protocols it conforms to, transitively, in that order.
    func typeAndConformances(_ type: String) -> [String] {
        var result = [type]
        var index = 0
        while index < result.count, result.count < 32 {
            let context = result[index].contains(".") ? String(result[index][..<result[index].lastIndex(of: ".")!]) : nil
            for written in types[result[index]]?.inheritance ?? [] {
                if let resolved = resolveType(written, context: context), !result.contains(resolved) { result.append(resolved) }
            }
            index += 1
        }
        return result
    }

    /// The first of `type`'s declarations (its own, then its protocols' extensions) that `body` finds something in.
    func findMember<Found>(of type: String, _ body: (TypeInfo) -> Found?) -> Found? {
        for name in typeAndConformances(type) {
            if let info = types[name], let found = body(info) { return found }
        }
        return nil
    }

    /// The types declaring a static member, static function or case called `name`.
    func owners(ofStaticMember name: String) -> [String] {
        if staticMemberOwners == nil {
            var owners: [String: [String]] = [:]
            for (typeName, info) in types {
                var names = Set(info.enumCases.map(\.name))
                for (property, value) in info.computedProperties where value.isStatic { names.insert(property) }
                for (function, declarations) in info.functions where declarations.contains(where: \.isStatic) { names.insert(function) }
                for member in names { owners[member, default: []].append(typeName) }
            }
            staticMemberOwners = owners.mapValues { $0.sorted() }
        }
        return staticMemberOwners?[name] ?? []
    }

    // MARK: Names

    func lookup(_ name: String, in environment: Environment, position: ProjectPosition) -> Value {
        if let value = environment.lookup(name) { return value }
        if let receiver = environment.lookup("self"), !receiver.isUnknown {
            let value = instanceMember(of: receiver, name, position: position)
            if !value.isUnknown { return value }
        }
        if case .typeName(let context)? = environment.lookup("Self"), let value = declaredStaticMember(of: context, name, position: position) {
            return value
        }
        if let constant = lazyGlobals.removeValue(forKey: name) {
            // A constant defined through itself reads as unknown, as the compiler would reject it.
            globals.define(name, .unknown("`\(name)` is defined through itself", position))
            let value = copied(evaluate(constant.value, in: globals, expecting: constant.type))
            globals.define(name, value)
            return value
        }
        if let getter = computedGlobals[name] {
            return callBody(getter.body, receiver: nil, typeName: nil, returnType: getter.type, position: position)
        }
        if let candidates = functions[name], let function = candidates.first {
            return .function(.user(function, receiver: nil, typeName: nil))
        }
        if let type = resolveType(name, context: nil) { return .typeName(type) }
        if let first = name.first, first.isUppercase { return .typeName(canonicalTypeName(name)) }
        return .unknown("`\(name)` is not defined in the manifest", position)
    }

    /// A static property, function or case `type` itself declares (a name used unqualified in its methods).
    private func declaredStaticMember(of type: String, _ name: String, position: ProjectPosition) -> Value? {
        findMember(of: type) { info -> Value? in
            if let property = info.computedProperties[name], property.isStatic {
                return callBody(property.body, receiver: nil, typeName: type, returnType: property.type, position: position)
            }
            if let function = info.functions[name]?.first(where: \.isStatic) { return .function(.user(function, receiver: nil, typeName: type)) }
            if info.enumCase(name) != nil { return .enumCase(type: type, name: name, payload: [], position) }
            return nil
        }
    }

    /// `.name` or `.name(…)` where the expected type decides: a static helper or case of the types
    /// the context expects, then of any type that declares one, then a description constructor
    /// or case.
    func implicitMember(_ name: String, arguments: [Argument]?, position: ProjectPosition, in environment: Environment) -> Value {
        if name == "init", let arguments {
            let type = expectedTypes.first ?? "init"
            return isDeclared(type)
                ? instantiate(type, .written(arguments, environment), position: position)
                : construct(type, arguments, type: type, position: position, in: environment)
        }
        let labels = arguments?.map(\.label)
        let expected = expectedTypes.flatMap { types[$0] != nil ? typeAndConformances($0) : [] }
        // Swift looks `.name` up in the type expected alone; the loose search of any type is kept
        // for APIs without argument types, whose manifests are read without knowing them.
        let searched = !api.argumentTypes.isEmpty && !expectedTypes.isEmpty ? [expected] : [expected, owners(ofStaticMember: name)]
        for candidates in searched {
            for type in candidates {
                guard let info = types[type] else { continue }
                if let labels, let function = info.functions[name]?.first(where: { $0.isStatic && labelsMatch($0, labels) }) {
                    return invoke(function, receiver: nil, typeName: type, arguments: .written(arguments!, environment), position: position)
                }
                if labels == nil, let property = info.computedProperties[name], property.isStatic {
                    return callBody(property.body, receiver: nil, typeName: type, returnType: property.type, position: position)
                }
                if let enumCase = info.enumCase(name) {
                    return .enumCase(type: type, name: name, payload: payload(arguments, of: enumCase, in: type, environment), position)
                }
            }
        }
        guard let arguments else { return .enumCase(type: expectedTypes.first, name: name, payload: [], position) }
        return construct(name, arguments, type: expectedTypes.first, position: position, in: environment)
    }

    /// The associated values of `.name(…)`, each expecting its declared type.
    private func payload(_ arguments: [Argument]?, of enumCase: EnumCase, in type: String, _ environment: Environment) -> [Value] {
        (arguments ?? []).enumerated().map { offset, argument in
            let expected = offset < enumCase.payloadTypes.count ? enumCase.payloadTypes[offset] : nil
            return evaluate(argument.value, in: environment, expecting: expected ?? "", context: type)
        }
    }

    func labelsMatch(_ function: FunctionDeclaration, _ labels: [String?]) -> Bool {
        var parameterIndex = 0
        for label in labels {
            while parameterIndex < function.parameters.count, function.parameters[parameterIndex].label != label {
                guard function.parameters[parameterIndex].defaultValue != nil else {
                    // An unlabeled trailing closure fills the last parameter.
                    return label == nil && parameterIndex == function.parameters.count - 1
                }
                parameterIndex += 1
            }
            guard parameterIndex < function.parameters.count else { return false }
            if !(function.parameters[parameterIndex].type?.hasSuffix("...") ?? false) { parameterIndex += 1 }
        }
        return function.parameters[min(parameterIndex, function.parameters.count)...].allSatisfy {
            $0.defaultValue != nil || ($0.type?.hasSuffix("...") ?? false)
        }
    }

    // MARK: Members

    func member(of baseExpression: Expression, _ name: String, position: ProjectPosition, in environment: Environment) -> Value {
        let base = memberBase(baseExpression, in: environment)
        if case .typeName(let typeName) = base {
            return staticMember(of: typeName, name, arguments: nil, position: position, in: environment)
        }
        return instanceMember(of: base, name, position: position)
    }

    /// The value members are taken of: `.Core` in `.Core.networking` is the nested type `Core`
    /// when a type of that name exists (`TargetDependency.Core`).
    func memberBase(_ expression: Expression, in environment: Environment) -> Value {
        if case .implicitMember(let name, _) = expression {
            for context in expectedTypes where types["\(context).\(name)"] != nil { return .typeName("\(context).\(name)") }
            if owners(ofStaticMember: name).isEmpty, let nested = resolveType(name, context: nil) { return .typeName(nested) }
        }
        return evaluate(expression, in: environment)
    }

    func staticMember(of written: String, _ name: String, arguments: [Argument]?, position: ProjectPosition, in environment: Environment) -> Value {
        let typeName = resolveType(written, context: nil) ?? canonicalTypeName(written)
        if let info = types[typeName] {
            let found = findMember(of: typeName) { declaring -> Value? in
                if let arguments, let candidates = declaring.functions[name] {
                    let labels = arguments.map(\.label)
                    // A type the manifest declares has no other members: its one function of that name is meant.
                    let fallback = info.kind == .extensionType ? nil : candidates.first
                    if let function = candidates.first(where: { labelsMatch($0, labels) }) ?? fallback {
                        return invoke(function, receiver: nil, typeName: typeName, arguments: .written(arguments, environment), position: position)
                    }
                }
                if arguments == nil {
                    if let property = declaring.computedProperties[name] {
                        return callBody(property.body, receiver: nil, typeName: typeName, returnType: property.type, position: position)
                    }
                    if let function = declaring.functions[name]?.first { return .function(.user(function, receiver: nil, typeName: typeName)) }
                }
                return nil
            }
            if let found { return found }
            if let enumCase = info.enumCase(name) {
                return .enumCase(type: typeName, name: name, payload: payload(arguments, of: enumCase, in: typeName, environment), position)
            }
            if name == "allCases", info.isEnum {
                guard chargeAllocation(elements: info.enumCases.count, position) else { return .unknown("budget exhausted", position) }
                return .array(info.enumCases.map { .enumCase(type: typeName, name: $0.name, payload: [], position) }, position)
            }
            if name == "init", let arguments, isDeclared(typeName) { return instantiate(typeName, .written(arguments, environment), position: position) }
        }
        if name == "self" { return .typeName(typeName) }
        if let nested = resolveType("\(typeName).\(name)", context: nil) { return .typeName(nested) }
        if typeName == "ProcessInfo" && name == "processInfo" { return .typeName("ProcessInfo.processInfo") }
        if typeName == "ProcessInfo.processInfo" || typeName == "Context" || typeName == "FileManager" || typeName == "FileManager.default" {
            // The environment of a reproducible reading is empty; the file system is not looked at.
            if name == "environment" { return .dictionary([]) }
            if name == "default" { return .typeName("FileManager.default") }
            return .unknown("`\(typeName).\(name)` depends on the machine", position)
        }
        if let arguments { return construct(name == "init" ? typeName : name, arguments, type: typeName, position: position, in: environment) }
        if let first = name.first, first.isUppercase { return .typeName("\(typeName).\(name)") }
        return .enumCase(type: typeName, name: name, payload: [], position)
    }

    func instanceMember(of base: Value, _ name: String, position: ProjectPosition) -> Value {
        switch base {
        case .object(let box):
            if let field = box.fields[name] { return field }
            if box.isUserType, types[box.kind] != nil {
                if let found = declaredInstanceMember(of: box.kind, name, receiver: base, position: position) { return found }
                return .unknown("`\(name)` of \(box.kind)", position)
            }
            switch name {
            case "dependencies", "exclude", "swiftSettings", "plugins", "resources", "products", "targets", "linkerSettings", "cSettings":
                return .array([], position)
            case "type":
                return .enumCase(type: "Target.TargetType", name: Self.targetTypeName(box.kind), payload: [], position)
            default:
                return box.positional.isEmpty ? .none : .unknown("`\(name)` of \(box.kind)", position)
            }
        case .enumCase(let typeName, let caseName, _, _):
            if let typeName, let found = declaredInstanceMember(of: typeName, name, receiver: base, position: position) { return found }
            if name == "rawValue" {
                if let typeName, let rawExpression = types[typeName]?.enumCase(caseName)?.rawValue {
                    return evaluate(rawExpression, in: globals)
                }
                return .string(caseName, position)
            }
            return .unknown("`\(name)` of .\(caseName)", position)
        case .array(let elements, _):
            switch name {
            case "count": return .integer(elements.count)
            case "isEmpty": return .boolean(elements.isEmpty)
            case "first": return elements.first ?? .none
            case "last": return elements.last ?? .none
            default: return .function(.method(base, name))
            }
        case .string(let text, let site):
            switch name {
            case "count": return .integer(text.count)
            case "isEmpty": return .boolean(text.isEmpty)
            case "capitalized": return .string(text.capitalized, site)
            case "first": return text.first.map { .string(String($0), site) } ?? .none
            case "last": return text.last.map { .string(String($0), site) } ?? .none
            default: return .function(.method(base, name))
            }
        case .dictionary(let pairs):
            switch name {
            case "keys": return .array(pairs.map(\.key), position)
            case "values": return .array(pairs.map(\.value), position)
            case "isEmpty": return .boolean(pairs.isEmpty)
            case "count": return .integer(pairs.count)
            default: return .function(.method(base, name))
            }
        case .tuple(let elements, let labels, _):
            if let offset = labels.firstIndex(of: name) ?? Int(name), offset < elements.count { return elements[offset] }
            return .unknown("`\(name)` of a tuple", position)
        case .typeName(let typeName):
            return staticMember(of: typeName, name, arguments: nil, position: position, in: globals)
        case .none:
            return .none  // optional chaining on nil
        case .unknown:
            return base
        default:
            return .function(.method(base, name))
        }
    }

    /// A computed property or method of `type` (or of a protocol it conforms to) on `receiver`.
    private func declaredInstanceMember(of type: String, _ name: String, receiver: Value, position: ProjectPosition) -> Value? {
        findMember(of: type) { info -> Value? in
            if let property = info.computedProperties[name], !property.isStatic {
                return callBody(property.body, receiver: receiver, typeName: type, returnType: property.type, position: position)
            }
            if let function = info.functions[name]?.first(where: { !$0.isStatic }) {
                return .function(.user(function, receiver: receiver, typeName: type))
            }
            return nil
        }
    }

    /// The `Target.TargetType` case a PackageDescription constructor makes (`testTarget` → `test`).
    static func targetTypeName(_ constructor: String) -> String {
        switch constructor {
        case "target": "regular"
        case "executableTarget": "executable"
        case "testTarget": "test"
        case "systemLibrary": "system"
        case "binaryTarget": "binary"
        default: constructor
        }
    }

    struct CallRefused: Error {
        let value: Value
    }

    /// The scope of a call of a helper, method or getter, with `self`, `Self` and the declared
    /// return type bound; refused (with the value to return) past the call depth or the budget.
    func callScope(receiver: Value?, typeName: String?, returnType: String?, position: ProjectPosition) -> Result<Environment, CallRefused> {
        // A call refused for its depth costs a unit too: a recursion keeps making them.
        guard charge(1, position) else { return .failure(CallRefused(value: .unknown("budget exhausted", position))) }
        guard callDepth < budget.maximumCallDepth else {
            warn("helpers nested too deeply to follow", position)
            return .failure(CallRefused(value: .unknown("helpers nested too deeply", position)))
        }
        let scope = Environment(parent: globals)
        if let receiver { scope.define("self", receiver) }
        if let typeName { scope.define("Self", .typeName(typeName)) }
        if let returnType { scope.define(Self.returnTypeName, .string(returnType, position)) }
        return .success(scope)
    }

    /// Runs a getter or a static value's body with `self` and `Self` bound.
    func callBody(_ body: [Statement], receiver: Value?, typeName: String?, returnType: String?, position: ProjectPosition) -> Value {
        let scope: Environment
        switch callScope(receiver: receiver, typeName: typeName, returnType: returnType, position: position) {
        case .success(let made): scope = made
        case .failure(let stop): return stop.value
        }
        callDepth += 1
        defer { callDepth -= 1 }
        return enteringManifestCall(at: position) { bodyValue(body, in: scope, position: position) }
    }
}
