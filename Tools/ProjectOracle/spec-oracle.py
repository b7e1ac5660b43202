#!/usr/bin/env python3
"""A second reading of XcodeGen specs, written in Python from XcodeGen's documentation
(Docs/ProjectSpec.md: include, targetTemplates, multi-platform targets, sources, dependencies,
settings), compared with what `archlint dump` reads. Developer-only; see README.md.

    spec-oracle.py ROOT [--dump DUMP.json] [--archlint PATH]

For every XcodeGen project archlint found under ROOT it compares, target by target: the targets,
their kind, module name and product type, their dependencies with the file and line of each
entry, and the Swift files each compiles. The oracle finds those files on disk the way XcodeGen
does (the source folder walked, `excludes`/`includes` expanded with the system's glob); archlint's
side is the dump's file-to-target map. It also prints the Swift files on disk that no target
compiles. Exit status 1 when something differs.
"""
import glob as globbing
import json
import os
import subprocess
import sys

import yaml

SKIPPED = {".git", ".build", "node_modules", "Pods", "Carthage", "DerivedData", ".swiftpm"}
# Folders Xcode treats as one item: a source folder never takes Swift files inside them.
OPAQUE = ("app", "appex", "bundle", "docc", "framework", "icon", "kext", "mlmodelc", "mlpackage", "playground", "plugin",
          "rcproject", "scnassets", "xcassets", "xcdatamodel", "xcdatamodeld", "xcframework", "xcmappingmodel", "xcodeproj",
          "xctest", "xcworkspace", "xpc")


# ---------------------------------------------------------------------------------------------
# YAML: strings everywhere (as Yams without its null resolver gives XcodeGen), booleans and merge
# keys resolved; every mapping remembers the file and line of each key, and its own.

class Loader(yaml.CSafeLoader):
    pass


Loader.yaml_implicit_resolvers = {}
for first in "yYnNtTfFoO":
    Loader.add_implicit_resolver(
        "tag:yaml.org,2002:bool",
        __import__("re").compile(r"^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$"),
        list(first))
Loader.add_implicit_resolver("tag:yaml.org,2002:merge", __import__("re").compile(r"^(?:<<)$"), ["<"])


class Spot(dict):
    """A mapping that knows where it and each of its keys are written."""
    file = None
    line = 0
    keys_at = None


def construct_mapping(loader, node):
    loader.flatten_mapping(node)
    result = Spot()
    result.file = loader.spec_file
    result.line = node.start_mark.line + 1
    result.keys_at = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        result[str(key)] = loader.construct_object(value_node, deep=True)
        result.keys_at[str(key)] = (loader.spec_file, key_node.start_mark.line + 1)
    return result


def construct_string(loader, node):
    return loader.construct_scalar(node)


Loader.add_constructor("tag:yaml.org,2002:map", construct_mapping)
Loader.add_constructor("tag:yaml.org,2002:str", construct_string)


def load_file(path, display):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if path.endswith(".json"):
        return spotted(json.loads(text), display)
    loader = Loader(text)
    loader.spec_file = display
    try:
        data = loader.get_single_data()
    finally:
        loader.dispose()
    return data if isinstance(data, dict) else Spot()


def spotted(value, display):
    if isinstance(value, dict):
        result = Spot({key: spotted(item, display) for key, item in value.items()})
        result.file, result.line, result.keys_at = display, 0, {key: (display, 0) for key in value}
        return result
    if isinstance(value, list):
        return [spotted(item, display) for item in value]
    return value


# ---------------------------------------------------------------------------------------------
# The spec: includes (relative paths), merging, multi-platform targets, templates.

def merge(top, base):
    """`top` merged onto `base`: dictionaries merged key by key, lists concatenated, `key:REPLACE` replaces."""
    result = Spot(base)
    result.file, result.line = getattr(top, "file", None), getattr(top, "line", 0)
    result.keys_at = dict(getattr(base, "keys_at", None) or {})
    for key, value in top.items():
        where = (getattr(top, "keys_at", None) or {}).get(key)
        if key.endswith(":REPLACE"):
            key = key[:-8]
        elif isinstance(value, dict) and isinstance(result.get(key), dict):
            value = merge(value, result[key])
        elif isinstance(value, list) and isinstance(result.get(key), list):
            value = result[key] + value
        result[key] = value
        if where:
            result.keys_at[key] = where
    return result


def join(base, path):
    if path.startswith("/"):
        return path
    parts = [part for part in base.split("/") if part not in ("", ".")]
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == ".." and parts and parts[-1] != "..":
            parts.pop()
        else:
            parts.append(part)
    return "/".join(parts)


def prefix_paths(spec, prefix):
    """Paths in an included spec made relative to the including one (XcodeGen's relativePaths)."""
    def target(value):
        if not isinstance(value, dict):
            return value
        sources = value.get("sources")
        if isinstance(sources, str):
            value["sources"] = join(prefix, sources)
        elif isinstance(sources, list):
            value["sources"] = [join(prefix, s) if isinstance(s, str) else
                                (dict_with(s, "path", join(prefix, s["path"])) if isinstance(s, dict) and isinstance(s.get("path"), str) else s)
                                for s in sources]
        dependencies = value.get("dependencies")
        if isinstance(dependencies, list):
            value["dependencies"] = [dict_with(d, "framework", join(prefix, d["framework"]))
                                     if isinstance(d, dict) and isinstance(d.get("framework"), str) else d for d in dependencies]
        return value
    for key in ("targets", "targetTemplates"):
        if isinstance(spec.get(key), dict):
            for name in list(spec[key]):
                spec[key][name] = target(spec[key][name])
    for key in ("packages", "projectReferences"):
        if isinstance(spec.get(key), dict):
            for name, value in spec[key].items():
                if isinstance(value, dict) and isinstance(value.get("path"), str):
                    spec[key][name] = dict_with(value, "path", join(prefix, value["path"]))
    return spec


def dict_with(value, key, new):
    result = Spot(value)
    result.file, result.line, result.keys_at = getattr(value, "file", None), getattr(value, "line", 0), getattr(value, "keys_at", {})
    result[key] = new
    return result


def as_bool(value, default):
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        stripped = value.lstrip(" +-").lstrip("0")
        return bool(stripped) and stripped[0] in "YyTt123456789"
    return default


def load_spec(root, spec_path):
    """The merged spec and the files read."""
    spec_folder = os.path.dirname(spec_path)
    merged_files = set()
    read = []

    def load(relative_file, base, relative, prefix, chain):
        location = join(join(spec_folder, base), relative_file)
        if location in chain or location in merged_files:
            return Spot()
        merged_files.add(location)
        full = os.path.join(root, location)
        if not os.path.isfile(full):
            return Spot()
        read.append(location)
        spec = load_file(full, location)
        if prefix:
            spec = prefix_paths(spec, prefix)
        includes = spec.get("include")
        entries = includes if isinstance(includes, list) else [includes] if includes else []
        combined = Spot()
        for entry in entries:
            if isinstance(entry, str):
                path, relative_paths, enabled = entry, True, True
            elif isinstance(entry, dict) and isinstance(entry.get("path"), str):
                path = entry["path"]
                relative_paths = as_bool(entry.get("relativePaths"), True)
                enabled = as_bool(entry.get("enable"), True)
            else:
                continue
            if not enabled:
                continue
            child_base = join(base, relative) if relative_paths else base
            child_relative = os.path.dirname(path) if relative_paths else ""
            child = load(path, child_base, child_relative, join(prefix, child_relative), chain | {location})
            combined = merge(child, combined)
        return merge(spec, combined)

    spec = load(os.path.basename(spec_path), "", "", "", frozenset())
    return spec, read


def expand(value, variables):
    if isinstance(value, dict):
        result = Spot({expand(k, variables): expand(v, variables) for k, v in value.items()})
        result.file, result.line = getattr(value, "file", None), getattr(value, "line", 0)
        result.keys_at = {expand(k, variables): v for k, v in (getattr(value, "keys_at", None) or {}).items()}
        return result
    if isinstance(value, list):
        return [expand(item, variables) for item in value]
    if isinstance(value, str):
        for name, replacement in variables.items():
            value = value.replace("${" + name + "}", replacement)
    return value


def expand_platforms(spec):
    targets = spec.get("targets")
    if not isinstance(targets, dict) or not all(isinstance(t, dict) for t in targets.values()):
        return spec
    result = Spot()
    result.keys_at = {}
    for name, target in targets.items():
        platforms = target.get("platform")
        if not (isinstance(platforms, list) and all(isinstance(p, str) for p in platforms)):
            result[name] = target
            result.keys_at[name] = targets.keys_at.get(name)
            continue
        for platform in platforms:
            copy = expand(target, {"platform": platform})
            copy["platform"] = platform
            new_name = copy.get("platformPrefix", "") + name + copy.get("platformSuffix", "_" + platform)
            settings = copy.get("settings") if isinstance(copy.get("settings"), dict) else Spot()
            settings = Spot(settings)
            if any(key in settings for key in ("configs", "groups", "base")):
                base = Spot(settings.get("base") or {})
                base.setdefault("PRODUCT_NAME", name)
                settings["base"] = base
            else:
                settings.setdefault("PRODUCT_NAME", name)
            copy["settings"] = settings
            copy["productName"] = name
            result[new_name] = copy
            result.keys_at[new_name] = targets.keys_at.get(name)
    spec["targets"] = result
    return spec


def apply_templates(spec):
    targets = spec.get("targets")
    if not isinstance(targets, dict) or not all(isinstance(t, dict) for t in targets.values()):
        return spec
    templates = spec.get("targetTemplates") if isinstance(spec.get("targetTemplates"), dict) else {}

    def collect(target, names, position):
        listed = target.get("templates")
        if not (isinstance(listed, list) and all(isinstance(n, str) for n in listed)):
            return position
        for name in listed:
            if name in names or name not in templates:
                continue
            names.insert(position, name)
            position = collect(templates[name], names, position) + 1
        return position

    for name in list(targets):
        names = []
        collect(targets[name], names, 0)
        if not names:
            continue
        base = Spot()
        for template in names:
            base = merge(templates[template], base)
        target = expand(merge(targets[name], base), {"target_name": name})
        attributes = target.get("templateAttributes")
        if isinstance(attributes, dict) and all(isinstance(v, str) for v in attributes.values()):
            target = expand(target, attributes)
        targets[name] = target
    return spec


# ---------------------------------------------------------------------------------------------
# Targets.

def kind(product_type):
    kinds = {"application": "app", "application.on-demand-install-capable": "app", "application.messages": "app",
             "application.watchapp": "app", "application.watchapp2": "app", "application.watchapp2-container": "app",
             "framework": "library", "framework.static": "library", "library.static": "library", "library.dynamic": "library",
             "xcframework": "library", "bundle.unit-test": "test", "bundle.ui-testing": "test", "bundle.ocunit-test": "test",
             "tool": "executable"}
    product_type = product_type.removeprefix("com.apple.product-type.")
    if product_type in kinds:
        return kinds[product_type]
    return "appExtension" if "extension" in product_type or product_type == "xpc-service" else "other"


def c99(name):
    result = "".join(c if c.isalnum() or c == "_" else "_" for c in name)
    return "_" + result if result[:1].isdigit() else result


def settings_value(spec, target, key):
    """The value of a build setting for the target in its first configuration (project settings
    below target settings; structured settings: groups, base, then configs whose name matches)."""
    configs = spec.get("configs") if isinstance(spec.get("configs"), dict) and spec.get("configs") else {"Debug": "debug", "Release": "release"}
    # XcodeGen orders configurations by name; the default one is options.defaultConfig, else the first.
    options = spec.get("options") if isinstance(spec.get("options"), dict) else {}
    config = options.get("defaultConfig") if options.get("defaultConfig") in configs else sorted(configs)[0]
    groups = spec.get("settingGroups") or spec.get("settingPresets") or {}

    def resolve(settings, depth=0):
        if not isinstance(settings, dict) or depth > 8:
            return {}
        if not any(k in settings for k in ("configs", "groups", "base")):
            return dict(settings)
        values = {}
        for group in settings.get("groups") or settings.get("presets") or []:
            values.update(resolve(groups.get(group), depth + 1))
        values.update(settings.get("base") or {})
        for variant, sub in (settings.get("configs") or {}).items():
            if variant.lower() in config.lower() and not (variant in configs and variant != config):
                values.update(resolve(sub, depth + 1))
        return values

    project = resolve(spec.get("settings"))
    own = resolve(target.get("settings"))
    value = own.get(key, project.get(key))
    if isinstance(value, list):
        value = " ".join(str(v) for v in value)
    return None if value is None else str(value).replace("$(inherited)", str(project.get(key, "")))


def module_name(spec, target, name):
    def resolve(value, depth=0):
        if value is None or depth > 8:
            return None
        import re
        def replace(match):
            setting, _, modifier = match.group(1).partition(":")
            inner = name if setting == "TARGET_NAME" else settings_value(spec, target, setting)
            if inner is None and setting == "PRODUCT_NAME":
                inner = name
            inner = resolve(inner, depth + 1)
            if inner is None:
                raise KeyError(setting)
            return c99(inner) if modifier == "c99extidentifier" else inner
        try:
            return re.sub(r"\$[({]([^)}]*)[)}]", replace, value)
        except KeyError:
            return None
    module = settings_value(spec, target, "PRODUCT_MODULE_NAME")
    if module is not None:
        return resolve(module) or c99(name)
    product = resolve(settings_value(spec, target, "PRODUCT_NAME") or "$(TARGET_NAME)")
    return c99(product) if product else c99(name)


def swift_files_on_disk(root):
    files = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED and not d.endswith((".docc", ".playground"))
                         and not os.path.islink(os.path.join(folder, d)))
        for name in names:
            if name.endswith(".swift") and name != "Package.swift" and not (name.startswith("Package@swift-")):
                files.append(os.path.relpath(os.path.join(folder, name), root))
    return sorted(files)


def glob_paths(root, folder, pattern):
    """XcodeGen's expansion of an `excludes`/`includes` pattern: the system glob (with `**`), a
    matched folder taking everything under it."""
    matches = set()
    for match in globbing.glob(os.path.join(root, folder, pattern), recursive=True):
        relative = os.path.relpath(match, root)
        matches.add(relative)
        if os.path.isdir(match):
            for inner_folder, _, names in os.walk(match):
                for name in names:
                    matches.add(os.path.relpath(os.path.join(inner_folder, name), root))
    return matches


def compiled_swift_files(root, spec_folder, spec, target, swift_files):
    options = spec.get("options") if isinstance(spec.get("options"), dict) else {}
    default_type = options.get("defaultSourceDirectoryType", "group")
    sources = target.get("sources")
    sources = [sources] if isinstance(sources, (str, dict)) else sources if isinstance(sources, list) else []
    compiled = set()
    for source in sources:
        path = source if isinstance(source, str) else source.get("path") if isinstance(source, dict) else None
        if not isinstance(path, str) or "${" in path or path.startswith("/"):
            continue
        details = source if isinstance(source, dict) else {}
        phase = details.get("buildPhase")
        if phase is not None and phase != "sources":
            continue
        folder = os.path.normpath(os.path.join(spec_folder, path)) if path else spec_folder or "."
        if folder.startswith(".."):
            continue
        extension = os.path.splitext(path)[1][1:] if "." in os.path.basename(path)[1:] else ""
        kind_of_source = details.get("type") or ("file" if extension else default_type)
        if kind_of_source == "file":
            if extension == "swift" and folder in swift_files:
                compiled.add(folder)
            continue
        if kind_of_source not in ("group", "syncedFolder"):
            continue
        prefix = "" if folder == "." else folder + "/"
        candidates = {f for f in swift_files if f.startswith(prefix)}
        candidates = {f for f in candidates if not any(part.rsplit(".", 1)[-1] in OPAQUE and "." in part
                                                        for part in f[len(prefix):].split("/")[:-1])}
        excludes = set()
        for pattern in as_list(details.get("excludes")):
            excludes |= glob_paths(root, folder, pattern)
        if details.get("includes"):
            included = set()
            for pattern in as_list(details.get("includes")):
                included |= glob_paths(root, folder, pattern)
            candidates &= included
        compiled |= candidates - excludes
    return compiled


def as_list(value):
    return value if isinstance(value, list) else [value] if isinstance(value, str) else []


def dependencies(spec, target, spec_folder):
    platform = target.get("platform")
    references = spec.get("projectReferences") if isinstance(spec.get("projectReferences"), dict) else {}
    products = {}
    for name, other in (spec.get("targets") or {}).items():
        product = other.get("productName", other.get("name", name))
        extension = {"framework": ".framework", "framework.static": ".framework"}.get(other.get("type"))
        if extension:
            products[product + extension] = other.get("name", name)
        elif other.get("type") == "library.static":
            products["lib" + product + ".a"] = other.get("name", name)
    result = []
    for entry in target.get("dependencies") or []:
        if not isinstance(entry, dict):
            continue
        if isinstance(entry.get("platforms"), list) and platform not in entry["platforms"]:
            continue
        where = (entry.file, entry.line)
        if "target" in entry:
            parts = entry["target"].split("/")
            if len(parts) == 2:
                project = references.get(parts[0], {}).get("path")
                folder = os.path.dirname(os.path.normpath(os.path.join(spec_folder, project))) if project else parts[0]
                result.append((f"project:{'' if folder in ('', '.') else folder + '/'}{parts[1]}", where))
            else:
                result.append((f"target:{entry['target']}", where))
        elif "framework" in entry:
            file = os.path.basename(entry["framework"])
            if file in products:
                result.append((f"target:{products[file]}", where))
            else:
                module = file[:-10] if file.endswith(".framework") else file[:-12] if file.endswith(".xcframework") else file
                result.append((f"external:{module}", where))
        elif "carthage" in entry:
            result.append((f"external:{entry['carthage']}", where))
        elif "sdk" in entry:
            sdk = entry["sdk"]
            result.append((f"sdk:{sdk[:-10] if sdk.endswith('.framework') else sdk}", where))
        elif "package" in entry:
            names = entry.get("products") or ([entry["product"]] if "product" in entry else [entry["package"]])
            result += [(f"product:{product}@{entry['package']}", where) for product in names]
    return result


def oracle(root, spec_path):
    spec, read = load_spec(root, spec_path)
    spec = expand_platforms(apply_templates(expand_platforms(spec)))
    spec_folder = os.path.dirname(spec_path)
    swift_files = set(swift_files_on_disk(root))
    targets = {}
    for key, target in (spec.get("targets") or {}).items():
        if not isinstance(target, dict):
            continue
        name = target.get("name", key)
        product_type = target.get("type", "")
        targets[name] = {
            "kind": kind(product_type),
            "productType": product_type,
            "module": module_name(spec, target, name),
            "at": spec["targets"].keys_at.get(key),
            "dependencies": dependencies(spec, target, spec_folder),
            "files": set() if "legacy" in target else compiled_swift_files(root, spec_folder, spec, target, swift_files),
        }
    return targets, read


# ---------------------------------------------------------------------------------------------
# Comparison with archlint's dump.

def main():
    arguments = sys.argv[1:]
    if not arguments:
        print(__doc__)
        return 2
    root = os.path.abspath(arguments[0])
    dump_path = arguments[arguments.index("--dump") + 1] if "--dump" in arguments else None
    archlint = arguments[arguments.index("--archlint") + 1] if "--archlint" in arguments else "archlint"
    if dump_path:
        with open(dump_path) as handle:
            dump = json.load(handle)
    else:
        output = subprocess.run([archlint, "dump", root, "--no-references"], capture_output=True, text=True, check=True).stdout
        dump = json.loads(output)
    members = {}
    for file in dump["files"]:
        for target in file.get("targets") or []:
            members.setdefault((target["project"], target["name"]), set()).add(file["path"])
    differences = 0
    agreements = {"targets": 0, "kinds": 0, "modules": 0, "dependencies": 0, "files": 0}
    totals = dict(agreements)
    swift_files = swift_files_on_disk(root)
    in_targets = {file["path"] for file in dump["files"] if file.get("targets")}
    for project in dump["projects"]:
        if project["kind"] != "xcodegen":
            continue
        expected, read = oracle(root, project["path"])
        actual = {t["name"]: t for t in project["targets"]}
        print(f"== {project['path']}: {len(actual)} targets (oracle {len(expected)}), {len(project['inputs'])} includes, "
              f"{len(project['warnings'])} warnings")
        for warning in project["warnings"]:
            print(f"   warning {warning.get('file', project['path'])}:{warning['line']}: {warning['message']}")
        for name in sorted(set(expected) | set(actual)):
            totals["targets"] += 1
            if name not in actual or name not in expected:
                differences += 1
                print(f"   target {name}: only in {'the oracle' if name in expected else 'archlint'}")
                continue
            agreements["targets"] += 1
            mine, theirs = actual[name], expected[name]
            for field, key in (("kinds", "kind"), ("modules", "module")):
                totals[field] += 1
                if mine[key] == theirs[key]:
                    agreements[field] += 1
                else:
                    differences += 1
                    print(f"   target {name}: {key} {mine[key]!r}, oracle {theirs[key]!r}")
            details = [(d["dependency"], (d.get("file", project["path"]), d["line"])) for d in mine["dependencyDetails"]]
            totals["dependencies"] += 1
            if details == theirs["dependencies"]:
                agreements["dependencies"] += 1
            else:
                differences += 1
                print(f"   target {name}: dependencies differ\n      archlint {details}\n      oracle   {theirs['dependencies']}")
            files = members.get((project["path"], name), set())
            totals["files"] += 1
            if files == theirs["files"]:
                agreements["files"] += 1
            else:
                differences += 1
                only_mine, only_theirs = sorted(files - theirs["files"]), sorted(theirs["files"] - files)
                print(f"   target {name}: {len(files)} Swift files, oracle {len(theirs['files'])}; "
                      f"only archlint {only_mine[:5]}{'…' if len(only_mine) > 5 else ''}, "
                      f"only oracle {only_theirs[:5]}{'…' if len(only_theirs) > 5 else ''}")
    outside = [path for path in swift_files if path not in in_targets]
    print(f"Swift files on disk: {len(swift_files)}, in some target: {len(swift_files) - len(outside)}, in none: {len(outside)}")
    for path in outside[:15]:
        print(f"   in no target: {path}")
    print("agreement: " + ", ".join(f"{field} {agreements[field]}/{totals[field]}" for field in totals))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
