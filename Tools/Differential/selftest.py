#!/usr/bin/env python3
"""Self-test of the differential harness (not of archlint).

Writes a few tricky Swift files of its own to a temporary folder, runs syntax-oracle on them and
checks the facts it prints; then checks that compare.py reports 100% for the oracle's output against
itself, tolerates whitespace-normalized strings, and reports hand-made differences.

Usage: python3 Tools/Differential/selftest.py [--oracle PATH]   (default: the release build's binary,
built first with `swift build -c release --package-path Tools/Differential`)
Prints 'N passed, N failed'; exit 1 on any failure.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

TRICKY = """\
// header comment
import Foundation
@testable import Core.Sub
@_spi(Internal) public import struct Foundation.NSString
#if canImport(UIKit)
import UIKit
#elseif os(macOS) && !targetEnvironment(macCatalyst)
import AppKit
#else
  #if DEBUG
  import DebugKit
  #endif
import Fallback
#endif
#if !canImport(Darwin)
@preconcurrency
#endif
import Dispatch

extension Array<Int>: @unchecked Sendable, /* comment */ CustomThing where Element == Int {
    struct Nested: Coordinator<Routes>, // trailing
                   Equatable {
        class Deep {}
    }
}

extension Outer.Inner<String> {
    enum E: String { case a }
}

func build() {
    struct Local: Codable {}
    let f = { () -> Void in
        final class InClosure: NSObject {}
    }
}

@MainActor
public final class `Backticked`: ObservableObject, @unchecked Sendable {
    private(set) var state = 0
    typealias Handler = (Int) -> Void
    #if os(iOS)
    actor Inside {}
    #endif
    var computed: Int {
        get {
            struct InGetter {}
            return 0
        }
    }
}

#if os(iOS)
@available(iOS 13, *)
#endif
public struct AfterIfAttr {}

protocol P: AnyObject, class { associatedtype T }

public typealias Pair<A, B> =
    (A, B)
"""

FILES = {
    "Sources/A/Tricky.swift": TRICKY,
    "Sources/A/crlf.swift": "import Foundation\r\nstruct Crlf {\r\n}\r\n",
    "Sources/A/Unicode.swift": 'let s = "é"; struct Ü: A {}\n',
    "Package.swift": "struct IgnoredManifest {}\n",
    "Package@swift-5.9.swift": "struct IgnoredVersionedManifest {}\n",
    ".build/Ignored.swift": "struct IgnoredBuild {}\n",
    "Pods/Ignored.swift": "struct IgnoredPods {}\n",
    "Sub/DerivedData/Ignored.swift": "struct IgnoredDerived {}\n",
}

passed = failed = 0


def check(label, actual, expected):
    global passed, failed
    if actual == expected:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {label}:\n  expected {expected!r}\n  actual   {actual!r}")


def imp(module, path, line, conditional=(), kind=None, attributes=(), access=None):
    return {"module": module, "path": path, "kind": kind, "attributes": list(attributes),
            "access": access, "line": line, "conditional": list(conditional)}


def decl(kind, name, qualified, line, end, inherits=(), attributes=(), modifiers=(), conditional=()):
    return {"kind": kind, "name": name, "qualifiedName": qualified, "inherits": list(inherits),
            "attributes": list(attributes), "modifiers": list(modifiers), "line": line,
            "endLine": end, "conditional": list(conditional)}


def strip(entries, keys):
    return [{k: e[k] for k in keys} for e in entries]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--oracle", default=os.path.join(HERE, ".build", "release", "syntax-oracle"))
    args = parser.parse_args()
    if not os.path.exists(args.oracle):
        sys.exit(f"no {args.oracle}: build it with `swift build -c release --package-path {HERE}`")

    with tempfile.TemporaryDirectory() as tmp:
        root = os.path.join(tmp, "root")
        for path, text in FILES.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8", newline="") as handle:
                handle.write(text)
        out = os.path.join(tmp, "oracle.json")
        run = subprocess.run([args.oracle, root, "--output", out], capture_output=True, text=True)
        check("oracle exit status", run.returncode, 0)
        with open(out, encoding="utf-8") as handle:
            oracle = json.load(handle)
        files = {f["path"]: f for f in oracle["files"]}
        check("discovered files", sorted(files),
              ["Sources/A/Tricky.swift", "Sources/A/Unicode.swift", "Sources/A/crlf.swift"])

        tricky = files["Sources/A/Tricky.swift"]
        import_keys = ["module", "path", "kind", "attributes", "access", "line", "conditional"]
        check("imports", strip(tricky["imports"], import_keys), [
            imp("Foundation", "Foundation", 2),
            imp("Core", "Core.Sub", 3, attributes=["@testable"]),
            imp("Foundation", "Foundation.NSString", 4, kind="struct", attributes=["@_spi(Internal)"], access="public"),
            imp("UIKit", "UIKit", 6, ["canImport(UIKit)"]),
            imp("AppKit", "AppKit", 8, ["!(canImport(UIKit))", "os(macOS)&&!targetEnvironment(macCatalyst)"]),
            imp("DebugKit", "DebugKit", 11,
                ["!(canImport(UIKit))", "!(os(macOS)&&!targetEnvironment(macCatalyst))", "DEBUG"]),
            imp("Fallback", "Fallback", 13, ["!(canImport(UIKit))", "!(os(macOS)&&!targetEnvironment(macCatalyst))"]),
            # SwiftParser starts this import at the `#if` that wraps its attribute.
            imp("Dispatch", "Dispatch", 15),
        ])
        check("import after #if-wrapped attribute: extra keys",
              {k: tricky["imports"][-1].get(k) for k in ("ifConfigAttributes", "lineAfterIfConfigAttributes")},
              {"ifConfigAttributes": ["@preconcurrency"], "lineAfterIfConfigAttributes": 18})

        decl_keys = ["kind", "name", "qualifiedName", "inherits", "attributes", "modifiers", "line", "endLine",
                     "conditional"]
        check("declarations", strip(tricky["declarations"], decl_keys), [
            decl("extension", "Array<Int>", "Array<Int>", 20, 25, ["@uncheckedSendable", "CustomThing"]),
            decl("struct", "Nested", "Array.Nested", 21, 24, ["Coordinator<Routes>", "Equatable"]),
            decl("class", "Deep", "Array.Nested.Deep", 23, 23),
            decl("extension", "Outer.Inner<String>", "Outer.Inner<String>", 27, 29),
            decl("enum", "E", "Outer.Inner.E", 28, 28, ["String"]),
            decl("struct", "Local", "Local", 32, 32, ["Codable"]),
            decl("class", "InClosure", "InClosure", 34, 34, ["NSObject"], modifiers=["final"]),
            decl("class", "Backticked", "Backticked", 38, 51, ["ObservableObject", "@uncheckedSendable"],
                 ["@MainActor"], ["public", "final"]),
            decl("typealias", "Handler", "Backticked.Handler", 41, 41),
            decl("actor", "Inside", "Backticked.Inside", 43, 43, conditional=["os(iOS)"]),
            decl("struct", "InGetter", "Backticked.InGetter", 47, 47),
            # SwiftParser starts this struct at the `#if` that wraps its attribute (line 53, not 56).
            decl("struct", "AfterIfAttr", "AfterIfAttr", 53, 56, modifiers=["public"]),
            decl("protocol", "P", "P", 58, 58, ["AnyObject", "class"]),
            decl("typealias", "Pair", "Pair", 60, 61, modifiers=["public"]),
        ])
        check("private(set) is not a type declaration's modifier here",
              any("private(set)" in d["modifiers"] for d in tricky["declarations"]), False)
        check("crlf", strip(files["Sources/A/crlf.swift"]["declarations"], ["line", "endLine"]),
              [{"line": 2, "endLine": 3}])
        check("unicode column", [(d["name"], d["column"]) for d in files["Sources/A/Unicode.swift"]["declarations"]],
              [("Ü", 14)])

        # The comparer: identical, whitespace-normalized (as archlint prints), and with differences.
        compare = [sys.executable, os.path.join(HERE, "compare.py"), "files"]
        same = subprocess.run(compare + [out, out], capture_output=True, text=True)
        check("compare self exit", same.returncode, 0)
        check("compare self 100%", "imports identical:      3/3 files = 100.000%" in same.stdout, True)

        normalized = json.loads(json.dumps(oracle))
        for f in normalized["files"]:
            for d in f["declarations"]:
                d["inherits"] = [i.replace("@uncheckedSendable", "@unchecked Sendable") for i in d["inherits"]]
            for i in f["imports"]:
                i["conditional"] = [c.replace("&&", " && ") for c in i["conditional"]]
        normalized_path = os.path.join(tmp, "normalized.json")
        with open(normalized_path, "w") as handle:
            json.dump(normalized, handle)
        run = subprocess.run(compare + [out, normalized_path], capture_output=True, text=True)
        check("compare whitespace-normalized exit", run.returncode, 0)

        edited = json.loads(json.dumps(oracle))
        t = next(f for f in edited["files"] if f["path"] == "Sources/A/Tricky.swift")
        t["imports"][-1]["line"] = 18                       # the other reading of #if-wrapped attributes
        t["declarations"][1]["qualifiedName"] = "Array<Int>.Nested"
        u = next(f for f in edited["files"] if f["path"] == "Sources/A/Unicode.swift")
        u["declarations"][0]["endLine"] = 2                 # info only
        edited["files"] = [f for f in edited["files"] if f["path"] != "Sources/A/crlf.swift"]
        edited["files"].append({"path": "Extra.swift", "imports": [], "declarations": []})
        edited_path = os.path.join(tmp, "edited.json")
        with open(edited_path, "w") as handle:
            json.dump(edited, handle)
        run = subprocess.run(compare + [out, edited_path, "--show-info"], capture_output=True, text=True)
        check("compare edited exit", run.returncode, 1)
        for needle in ("- import  L15 import Dispatch", "+ import  L18 import Dispatch",
                       "- decl    L21 struct Array.Nested: Coordinator<Routes>, Equatable",
                       "+ decl    L21 struct Array<Int>.Nested", "endLine: oracle 1 archlint 2",
                       "only in oracle (archlint missed them): 1", "  Sources/A/crlf.swift",
                       "only in archlint (the oracle did not read them): 1", "  Extra.swift"):
            check(f"compare edited reports {needle!r}", needle in run.stdout, True)
        run = subprocess.run(compare + [out, edited_path, "--ifconfig-attributes", "skip"],
                             capture_output=True, text=True)
        check("--ifconfig-attributes skip accepts line 18", "import Dispatch" in run.stdout, False)

        # Manifest mode, on hand-made inputs (the manifest oracle itself needs `swift package`).
        manifests = {
            "manifests": {
                "o/a/Package.swift": {"name": "A", "toolsVersion": "5.9", "hostDependent": [], "targets": [
                    {"name": "A", "type": "regular", "dependencies": ["target:B", "product:NIO@swift-nio"]},
                    {"name": "B", "type": "regular", "dependencies": []}]},
                "o/b/Package.swift": {"name": "B", "toolsVersion": "6.0", "hostDependent": ["#if"], "targets": [
                    {"name": "T", "type": "test", "dependencies": ["byName:B"]}]},
            },
            "failures": {"o/c/Package.swift": "error: something"},
        }
        archlint = {"packages": [
            {"path": "o/a/Package.swift", "name": "A", "toolsVersion": "5.9", "targets": [
                {"name": "B", "type": "regular", "dependencies": []},
                {"name": "A", "type": "regular", "dependencies": ["product:NIO@swift-nio", "target:B"]}]},
            {"path": "o/b/Package.swift", "name": "B", "targets": [
                {"name": "T", "type": "executable", "dependencies": ["byName:B"]}]},
            {"path": "o/a/Sub/Package.swift", "name": "Sub", "targets": []},
        ]}
        manifests_path, archlint_path = os.path.join(tmp, "m.json"), os.path.join(tmp, "a.json")
        with open(manifests_path, "w") as handle:
            json.dump(manifests, handle)
        with open(archlint_path, "w") as handle:
            json.dump(archlint, handle)
        compare_m = [sys.executable, os.path.join(HERE, "compare.py"), "manifests", manifests_path, archlint_path]
        run = subprocess.run(compare_m, capture_output=True, text=True)
        check("compare manifests exit", run.returncode, 1)
        for needle in ("identical: 1/2 manifests = 50.00%", "without #if/environment/file-system reads: 1/1",
                       "o/b/Package.swift  [host-dependent: #if]", "target T: type oracle 'test' archlint 'executable'",
                       "o/c/Package.swift: error: something", "o/a/Sub/Package.swift"):
            check(f"compare manifests reports {needle!r}", needle in run.stdout, True)
        run = subprocess.run(compare_m + ["--exclude-host-dependent"], capture_output=True, text=True)
        check("compare manifests --exclude-host-dependent exit", run.returncode, 0)

    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
