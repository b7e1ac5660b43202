#!/usr/bin/env python3
"""Compares archlint's reading of the Xcode projects under a folder with the reference reading.

    python3 compare.py ROOT [path/to/archlint]

Runs `archlint dump ROOT --no-references` and `pbxproj_oracle.py ROOT`, then prints per project
the targets each side found and where they differ (module, product type, dependencies), and the
Swift files on disk, those some Xcode target compiles, and how many have the same targets on
both sides. Every difference is listed. Exit status 1 when any is found.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    root = os.path.abspath(sys.argv[1])
    archlint = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "../../.build/debug/archlint")
    dump = json.loads(subprocess.run([archlint, "dump", root, "--no-references"], check=True, capture_output=True, text=True).stdout)
    oracle = json.loads(subprocess.run([sys.executable, os.path.join(HERE, "pbxproj_oracle.py"), root], check=True, capture_output=True, text=True).stdout)

    ours = {p["path"]: p for p in dump["projects"] if p["kind"] == "xcode"}
    differences = []
    target_count = agreeing_targets = 0
    for reference in oracle["projects"]:
        path = reference["path"]
        if "error" in reference:
            differences.append("%s: the reference reader failed: %s" % (path, reference["error"]))
        mine = ours.get(path)
        if mine is None:
            differences.append("%s: archlint has no such project" % path)
            continue
        my_targets = {t["name"]: t for t in mine["targets"]}
        for target in reference["targets"]:
            target_count += 1
            other = my_targets.pop(target["name"], None)
            label = "%s: target %s" % (path, target["name"])
            if other is None:
                differences.append(label + ": missing in archlint")
                continue
            before = len(differences)
            for key in ("module", "productType"):
                if target[key] != other[key]:
                    differences.append("%s: %s %r (reference) vs %r (archlint)" % (label, key, target[key], other[key]))
            if set(target["dependencies"]) != set(other["dependencies"]):
                differences.append("%s: dependencies only in reference %s, only in archlint %s" % (
                    label, sorted(set(target["dependencies"]) - set(other["dependencies"])),
                    sorted(set(other["dependencies"]) - set(target["dependencies"]))))
            agreeing_targets += len(differences) == before
        for name in my_targets:
            differences.append("%s: target %s only in archlint" % (path, name))
        for warning in mine.get("warnings", []):
            print("  archlint warning %s:%s: %s" % (path, warning["line"], warning["message"]))

    expected = {}
    for project in oracle["projects"]:
        for target in project["targets"]:
            for source in target["sources"]:
                expected.setdefault(source, set()).add((project["path"], target["name"]))
    actual = {}
    for file in dump["files"]:
        memberships = {(t["project"], t["name"]) for t in file.get("targets", []) if t["project"].endswith(".pbxproj")}
        if memberships:
            actual[file["path"]] = memberships
    agreeing_files = 0
    for path in oracle["swiftFiles"]:
        if expected.get(path, set()) == actual.get(path, set()):
            agreeing_files += 1
        else:
            differences.append("%s: targets %s (reference) vs %s (archlint)" % (
                path, sorted(expected.get(path, set())), sorted(actual.get(path, set()))))

    print("projects: %d, targets: %d (%d agree)" % (len(oracle["projects"]), target_count, agreeing_targets))
    print("swift files on disk: %d, in an Xcode target: %d (reference) / %d (archlint), same targets: %d" % (
        len(oracle["swiftFiles"]), len(set(expected) & set(oracle["swiftFiles"])), len(actual), agreeing_files))
    for difference in differences:
        print("DIFF " + difference)
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
