#!/usr/bin/env python3
"""Ground truth for repositories that commit the Xcode project XcodeGen generated from their spec:
the Swift files each target's Sources build phase (or synchronized folder) compiles, its module
name and its target and package-product dependencies, read from the project.pbxproj, compared with
what `archlint dump` reads from the spec. Developer-only; see README.md.

    generated-project.py ROOT PROJECT.pbxproj SPEC [--dump DUMP.json] [--archlint PATH]

PROJECT.pbxproj and SPEC are relative to ROOT. A committed project may lag its spec: differences
are printed for review, not taken as archlint's errors without looking.
"""
import json
import os
import re
import subprocess
import sys

TOKEN = re.compile(r'\s+|//[^\n]*|/\*.*?\*/|"(?:[^"\\]|\\.)*"|[{}()=;,]|[^\s{}()=;,"]+', re.S)


def parse_plist(text):
    """An old-style (OpenStep) property list, as project.pbxproj files are written."""
    tokens = [t for t in TOKEN.findall(text) if not (t.isspace() or t.startswith("//") or t.startswith("/*"))]
    position = 0

    def value():
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "{":
            result = {}
            while tokens[position] != "}":
                key = value()
                assert tokens[position] == "="
                position += 1
                result[key] = value()
                assert tokens[position] == ";"
                position += 1
            position += 1
            return result
        if token == "(":
            result = []
            while tokens[position] != ")":
                result.append(value())
                if tokens[position] == ",":
                    position += 1
            position += 1
            return result
        if token.startswith('"'):
            return bytes(token[1:-1], "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")
        return token

    return value()


def read_project(root, pbxproj):
    with open(os.path.join(root, pbxproj), encoding="utf-8") as handle:
        plist = parse_plist(handle.read())
    objects = plist["objects"]
    project = objects[plist["rootObject"]]
    project_folder = os.path.dirname(os.path.dirname(pbxproj))
    parents = {}
    for identifier, item in objects.items():
        for child in item.get("children", []):
            parents[child] = identifier

    def path_of(identifier):
        item = objects[identifier]
        tree = item.get("sourceTree", "<group>")
        own = item.get("path", "")
        if tree == "SOURCE_ROOT":
            return os.path.normpath(os.path.join(project_folder, project.get("projectDirPath", ""), own))
        if tree != "<group>":
            return None
        parent = parents.get(identifier)
        if parent is None:
            return os.path.normpath(os.path.join(project_folder, project.get("projectDirPath", ""), own))
        base = path_of(parent)
        return None if base is None else os.path.normpath(os.path.join(base, own))

    configurations = {}
    targets = {}
    for identifier in project["targets"]:
        target = objects[identifier]
        if target["isa"] != "PBXNativeTarget":
            continue
        files = set()
        for phase in target.get("buildPhases", []):
            if objects[phase]["isa"] != "PBXSourcesBuildPhase":
                continue
            for build_file in objects[phase].get("files", []):
                reference = objects[build_file].get("fileRef")
                path = path_of(reference) if reference else None
                if path and path.endswith(".swift"):
                    files.add(path)
        for group in target.get("fileSystemSynchronizedGroups", []):
            folder = path_of(group)
            excepted = set()
            for exception in objects[group].get("exceptions", []):
                if objects[exception].get("target") == identifier:
                    excepted |= {os.path.normpath(os.path.join(folder, p)) for p in objects[exception].get("membershipExceptions", [])}
            for inner, _, names in os.walk(os.path.join(root, folder)):
                for name in names:
                    path = os.path.relpath(os.path.join(inner, name), root)
                    if name.endswith(".swift") and path not in excepted:
                        files.add(path)
        settings = {}
        for configuration in objects[target["buildConfigurationList"]]["buildConfigurations"]:
            settings[objects[configuration]["name"]] = objects[configuration]["buildSettings"]
        configurations[target["name"]] = settings
        dependencies = []
        for dependency in target.get("dependencies", []):
            other = objects[dependency].get("target")
            if other:
                dependencies.append(f"target:{objects[other]['name']}")
        for product in target.get("packageProductDependencies", []):
            dependencies.append(f"product:{objects[product]['productName']}")
        targets[target["name"]] = {"files": files, "dependencies": dependencies, "settings": settings}
    return targets


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
    truth = read_project(root, pbxproj)
    project = next(p for p in dump["projects"] if p["path"] == spec)
    members = {}
    for file in dump["files"]:
        for target in file.get("targets") or []:
            if target["project"] == spec:
                members.setdefault(target["name"], set()).add(file["path"])
    same_files = same_dependencies = same_modules = 0
    mine = {t["name"]: t for t in project["targets"]}
    for name in sorted(set(truth) | set(mine)):
        if name not in truth or name not in mine:
            print(f"target {name}: only in {'the generated project' if name in truth else 'archlint'}")
            continue
        expected, actual = truth[name]["files"], members.get(name, set())
        if expected == actual:
            same_files += 1
        else:
            print(f"target {name}: {len(actual)} Swift files, generated project {len(expected)}; "
                  f"only archlint {sorted(actual - expected)[:6]}, only generated {sorted(expected - actual)[:6]}")
        modules = {s.get("PRODUCT_MODULE_NAME") for s in truth[name]["settings"].values()} - {None}
        if not modules or mine[name]["module"] in modules:
            same_modules += 1
        else:
            print(f"target {name}: module {mine[name]['module']}, generated project PRODUCT_MODULE_NAME {sorted(modules)}")
        written = sorted(d.split("@")[0] for d in mine[name]["dependencies"] if d.startswith(("target:", "product:")))
        if written == sorted(truth[name]["dependencies"]):
            same_dependencies += 1
        else:
            print(f"target {name}: dependencies archlint {written}\n    generated project {sorted(truth[name]['dependencies'])}")
    common = len(set(truth) & set(mine))
    print(f"{len(mine)} targets in the spec, {len(truth)} native targets in the generated project; of {common} in both: "
          f"files {same_files}/{common}, modules {same_modules}/{common}, target and product dependencies {same_dependencies}/{common}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
