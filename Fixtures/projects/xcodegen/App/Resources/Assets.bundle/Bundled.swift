// Inside a bundle folder: Xcode copies it whole and compiles nothing in it.
enum Bundled {}
