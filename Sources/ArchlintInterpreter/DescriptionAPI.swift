/// What the interpreter knows of the description API a manifest is written against
/// (PackageDescription, Tuist's ProjectDescription): how its values behave and which type each
/// labeled argument of its constructors has, so that `.name` in an argument means a member of
/// that type, as the compiler would read it.
package struct DescriptionAPI: Sendable {
    /// Whether the API's values are structs, copied when assigned (ProjectDescription), rather
    /// than classes mutated in place (PackageDescription's `Target` and `Package`).
    package var valuesAreStructs: Bool
    /// The type of the constructors' arguments, by label (`product` → `Product`). With a type
    /// known, `.name` is looked up in that type alone, as Swift does; without the table, in any
    /// type of the manifest that declares such a member.
    package var argumentTypes: [String: String]

    package init(valuesAreStructs: Bool, argumentTypes: [String: String]) {
        self.valuesAreStructs = valuesAreStructs
        self.argumentTypes = argumentTypes
    }

    package static let packageDescription = DescriptionAPI(valuesAreStructs: false, argumentTypes: [:])
}
