/// What other features may know about the signed-in cook.
public protocol ProfileProviding {
    var displayName: String { get }
}
