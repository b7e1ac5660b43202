// Built by the legacy `Tool` target's make: no Xcode target compiles it.
enum Build {}
