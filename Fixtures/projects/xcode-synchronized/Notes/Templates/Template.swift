// In an explicit folder: copied whole as a resource, never compiled.
struct Template {}
