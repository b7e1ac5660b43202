#!/usr/bin/env python3
"""Ground truth for repositories that commit the Xcode project XcodeGen generated from their spec:
the generated project.pbxproj, read by pbxproj_oracle.py (the Swift files each target compiles,
its module name, its dependencies), compared with what `archlint dump` reads from the spec.
Developer-only; see README.md.

    generated-project.py ROOT PROJECT.pbxproj SPEC [--dump DUMP.json] [--archlint PATH]

PROJECT.pbxproj and SPEC are relative to ROOT. A committed project may lag its spec: differences
are printed for review, not taken as archlint's errors without looking.
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pbxproj_oracle  # noqa: E402


def main():
    arguments = sys.argv[1:]
    if len(arguments) < 3:
        print(__doc__)
        return 2
    root, pbxproj, spec = os.path.abspath(arguments[0]), arguments[1], arguments[2]
    if "--dump" in arguments:
        with open(arguments[arguments.index("--dump") + 1]) as handle:
            dump = json.load(handle)
    else:
        archlint = arguments[arguments.index("--archlint") + 1] if "--archlint" in arguments else "archlint"
        dump = json.loads(subprocess.run([archlint, "dump", root, "--no-references"], capture_output=True, text=True, check=True).stdout)
    swift_files, package_folders = pbxproj_oracle.walk(root)
    generated = {t["name"]: t for t in pbxproj_oracle.read_project(pbxproj, root, swift_files, package_folders)["targets"]
                 if t["productType"].startswith("com.apple.product-type.")}
    project = next(p for p in dump["projects"] if p["path"] == spec)
    members = {}
    for file in dump["files"]:
        for target in file.get("targets") or []:
            if target["project"] == spec:
                members.setdefault(target["name"], set()).add(file["path"])
    mine = {t["name"]: t for t in project["targets"]}
    same = {"files": 0, "modules": 0, "dependencies": 0}
    for name in sorted(set(generated) | set(mine)):
        if name not in generated or name not in mine:
            print(f"target {name}: only in {'the generated project' if name in generated else 'archlint (spec)'}")
            continue
        expected, actual = set(generated[name]["sources"]), members.get(name, set())
        if expected == actual:
            same["files"] += 1
        else:
            print(f"target {name}: {len(actual)} Swift files, generated project {len(expected)}; "
                  f"only archlint {sorted(actual - expected)[:6]}, only generated {sorted(expected - actual)[:6]}")
        if mine[name]["module"] == generated[name]["module"]:
            same["modules"] += 1
        else:
            print(f"target {name}: module {mine[name]['module']}, generated project {generated[name]['module']}")
        # Compared by kind and name: the spec names a package by its key, the project by its identity.
        written = sorted(d.split("@")[0] for d in mine[name]["dependencies"] if d.startswith(("target:", "product:")))
        built = sorted(d.split("@")[0] for d in generated[name]["dependencies"] if d.startswith(("target:", "product:")))
        if written == built:
            same["dependencies"] += 1
        else:
            print(f"target {name}: dependencies archlint {written}\n    generated project {built}")
    common = len(set(generated) & set(mine))
    print(f"{len(mine)} targets in the spec, {len(generated)} native targets in the generated project; of {common} in both: "
          + ", ".join(f"{key} {value}/{common}" for key, value in same.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
