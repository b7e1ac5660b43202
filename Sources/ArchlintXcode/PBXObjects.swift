import ArchlintBase
import ArchlintProject

/// One object of a `project.pbxproj`: its id, its `isa`, its fields and where its entry starts.
struct PBXObject {
    let id: String
    let fields: PropertyListDictionary
    /// Of the object's id in the `objects` dictionary: the line Xcode comments with its name.
    let position: ProjectPosition

    var isa: String { fields.string("isa") ?? "" }

    func string(_ key: String) -> String? { fields.string(key) }

    /// The ids an array field lists (`children`, `files`, `targets`…), in order.
    func references(_ key: String) -> [String] { fields[key]?.array?.compactMap(\.string) ?? [] }

    /// The position of a field's value, else of the object.
    func position(of key: String) -> ProjectPosition { fields[key]?.position ?? position }
}

/// The `objects` table of a project, looked up by id.
struct PBXObjects {
    private var byID = NameMap<PBXObject>()
    let rootObjectID: String?

    init(root: PropertyListDictionary) {
        rootObjectID = root.string("rootObject")
        guard let objects = root["objects"]?.dictionary else { return }
        byID.reserveCapacity(objects.entries.count, byteCount: objects.entries.reduce(0) { $0 + $1.key.utf8.count })
        for entry in objects.entries {
            guard let fields = entry.value.dictionary else { continue }
            // A repeated id keeps its first object.
            byID.insertIfAbsent(entry.key, PBXObject(id: entry.key, fields: fields, position: entry.keyPosition))
        }
    }

    subscript(id: String?) -> PBXObject? {
        id.flatMap { byID[$0] }
    }

    var rootObject: PBXObject? { self[rootObjectID] }

    /// Every object, in the order of the file.
    var all: [PBXObject] { byID.values }
}
