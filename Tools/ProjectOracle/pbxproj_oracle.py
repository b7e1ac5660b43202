#!/usr/bin/env python3
"""A reference reading of Xcode projects, to check archlint's against.

Reads every `*.xcodeproj/project.pbxproj` under a folder with PyPI's `openstep_parser` (the parser
of the `pbxproj` package) and prints, per project, its targets (name, module, productType), the
Swift files each compiles (synchronized folders expanded against the files on disk) and its
dependencies, as JSON. The rules are written again here, independently of archlint's Swift code,
from the format: see README.md.

    pip install pbxproj            # brings openstep_parser
    python3 pbxproj_oracle.py ROOT > oracle.json
"""
import json
import os
import posixpath
import re
import sys

from openstep_parser import OpenStepDecoder

# Folders archlint's walk never enters, and folder extensions whose Swift files no target compiles.
SKIPPED_DIRECTORIES = {".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"}
UNCOMPILED_EXTENSIONS = (".docc", ".playground")


def walk(root):
    """Root-relative paths of every Swift file and of every folder holding a Package.swift."""
    swift_files, package_folders = [], set()
    for folder, directories, files in os.walk(root, followlinks=True):
        directories[:] = [d for d in directories if d not in SKIPPED_DIRECTORIES and not d.endswith(UNCOMPILED_EXTENSIONS)]
        relative = os.path.relpath(folder, root)
        relative = "" if relative == "." else relative
        for name in files:
            if name.endswith(".swift") and not re.match(r"^Package(@swift-[\d.]+)?\.swift$", name):
                swift_files.append(posixpath.join(relative, name) if relative else name)
            if name == "Package.swift":
                package_folders.add(relative)
    return sorted(swift_files), package_folders


def normalize(path):
    """Joins and resolves `..` textually; None when the path climbs above the root."""
    parts = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not parts:
                return None
            parts.pop()
        else:
            parts.append(part)
    return "/".join(parts)


def c99(name):
    result = "".join(c if (c.isalnum() or c == "_") else "_" for c in name)
    return "_" + result if result[:1].isdigit() else result


class Project:
    def __init__(self, pbxproj_path, root):
        self.path = pbxproj_path  # root-relative
        bundle = posixpath.dirname(pbxproj_path)
        self.folder = posixpath.dirname(bundle)
        self.name = posixpath.basename(bundle)[: -len(".xcodeproj")]
        with open(os.path.join(root, pbxproj_path), encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        # An empty file declares nothing (archlint warns about it).
        plist = OpenStepDecoder.ParseFromString(text) if text.strip() else {"objects": {"": {}}, "rootObject": ""}
        self.objects = plist["objects"]
        self.root_id = plist["rootObject"]
        self.project = self.objects[self.root_id]
        dir_path = self.project.get("projectDirPath", "")
        self.source_root = normalize(posixpath.join(self.folder, dir_path)) if not dir_path.startswith("/") else self.folder
        self.parents = {}
        for object_id, obj in self.objects.items():
            for child in obj.get("children", []):
                self.parents.setdefault(child, object_id)

    def location(self, object_id, depth=0):
        """Root-relative path of a file element, or None when outside the repository."""
        obj = self.objects.get(object_id)
        if obj is None or depth > 64:
            return None
        path = obj.get("path", obj.get("name", "") if obj.get("isa") == "PBXFileReference" else "")
        tree = obj.get("sourceTree", "<group>")
        if path.startswith("/") or tree not in ("<group>", "SOURCE_ROOT"):
            return None
        if tree == "SOURCE_ROOT" or object_id == self.project.get("mainGroup") or object_id not in self.parents:
            base = self.source_root
        else:
            base = self.location(self.parents[object_id], depth + 1)
            if base is None:
                return None
        return normalize(posixpath.join(base, path) if base else path)

    def settings(self, target):
        """(target settings, project settings) of the default configuration."""
        def configurations(list_id):
            lst = self.objects.get(list_id, {})
            configs = [self.objects[c] for c in lst.get("buildConfigurations", []) if c in self.objects]
            return configs, lst.get("defaultConfigurationName")

        project_configs, _ = configurations(self.project.get("buildConfigurationList"))
        target_configs, default = configurations(target.get("buildConfigurationList"))
        if not target_configs:
            return {}, {}
        chosen = next((c for c in target_configs if c.get("name") == default), target_configs[0])
        project_level = next((c for c in project_configs if c.get("name") == chosen.get("name")), {})
        return chosen.get("buildSettings", {}), project_level.get("buildSettings", {})

    def module_name(self, target, name):
        own, inherited = self.settings(target)

        def setting(key):
            value = own.get(key, inherited.get(key))
            return " ".join(value) if isinstance(value, list) else value

        def expand(text, depth=0):
            def replace(match):
                variable, _, modifier = match.group(1).partition(":")
                if variable == "TARGET_NAME":
                    value = name
                elif variable == "PROJECT_NAME":
                    value = self.name
                elif depth < 8 and setting(variable) is not None:
                    value = expand(setting(variable), depth + 1)
                elif variable == "PRODUCT_NAME":
                    value = name
                else:
                    value = ""
                return c99(value) if modifier in ("c99extidentifier", "identifier") else value
            return re.sub(r"\$[({]([^)}]*)[)}]", replace, text)

        if setting("PRODUCT_MODULE_NAME"):
            return expand(setting("PRODUCT_MODULE_NAME"))
        return c99(expand(setting("PRODUCT_NAME") or "$(TARGET_NAME)"))


def synchronized_memberships(project, target_ids, swift_files):
    """{target id: set of files} that synchronized folders give, exceptions applied."""
    users = {}
    for target_id in target_ids:
        for group in project.objects[target_id].get("fileSystemSynchronizedGroups", []):
            users.setdefault(group, []).append(target_id)
    files_under = {}

    def files_in(folder):
        if folder not in files_under:
            prefix = folder + "/" if folder else ""
            files_under[folder] = [f for f in swift_files if f.startswith(prefix)]
        return files_under[folder]

    def matches(relative, entries):
        return any(relative == e or relative.startswith(e + "/") for e in entries)

    result = {t: set() for t in target_ids}
    for group_id, group in project.objects.items():
        if group.get("isa") != "PBXFileSystemSynchronizedRootGroup":
            continue
        folder = project.location(group_id)
        if folder is None:
            continue
        explicit = group.get("explicitFolders", [])
        excluded, added = {}, {}
        for exception_id in group.get("exceptions", []):
            exception = project.objects.get(exception_id, {})
            entries = exception.get("membershipExceptions", [])
            if exception.get("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet":
                target = exception.get("target")
                (excluded if target in users.get(group_id, []) else added).setdefault(target, []).extend(entries)
            elif exception.get("isa") == "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                phase = exception.get("buildPhase")
                if project.objects.get(phase, {}).get("isa") == "PBXSourcesBuildPhase":
                    for target_id in target_ids:
                        if phase in project.objects[target_id].get("buildPhases", []):
                            added.setdefault(target_id, []).extend(entries)
        for path in files_in(folder):
            relative = path[len(folder) + 1:] if folder else path
            for target_id in users.get(group_id, []):
                if not matches(relative, explicit) and not matches(relative, excluded.get(target_id, [])):
                    result[target_id].add(path)
            for target_id, entries in added.items():
                if target_id in result and matches(relative, entries):
                    result[target_id].add(path)
    return result


def dependencies(project, target, products):
    def condition(obj):
        return obj.get("platformFilter") or ",".join(obj.get("platformFilters", [])) or None

    found = []
    for dep_id in target.get("dependencies", []):
        dep = project.objects.get(dep_id, {})
        if dep.get("target") in project.objects:
            found.append("target:" + project.objects[dep["target"]].get("name", ""))
            continue
        if dep.get("productRef") in project.objects:
            product = project.objects[dep["productRef"]]
            if not product.get("productName", "").startswith("plugin:"):
                found.append("product:%s@%s" % (product.get("productName"), package_identity(project, product.get("package"))))
            continue
        proxy = project.objects.get(dep.get("targetProxy"), {})
        found.append(proxied(project, proxy))
    for product_id in target.get("packageProductDependencies", []):
        product = project.objects.get(product_id, {})
        if not product.get("productName", "plugin:").startswith("plugin:"):
            found.append("product:%s@%s" % (product["productName"], package_identity(project, product.get("package"))))
    for phase_id in target.get("buildPhases", []):
        phase = project.objects.get(phase_id, {})
        if phase.get("isa") != "PBXFrameworksBuildPhase":
            continue
        for build_file_id in phase.get("files", []):
            file_id = project.objects.get(build_file_id, {}).get("fileRef")
            file = project.objects.get(file_id)
            if file is None:
                continue
            if file.get("isa") == "PBXReferenceProxy":
                found.append(proxied(project, project.objects.get(file.get("remoteRef"), {})))
            elif file_id in products:
                found.append("target:" + products[file_id])
            else:
                path = file.get("path", file.get("name", ""))
                base = posixpath.basename(path)
                module = base.rsplit(".", 1)[0] if "." in base else base
                if base.endswith((".tbd", ".dylib", ".a")) and module.startswith("lib"):
                    module = module[3:]
                sdk = file.get("sourceTree") in ("SDKROOT", "DEVELOPER_DIR") or path.startswith(("System/Library/", "usr/lib/"))
                if module:
                    found.append(("sdk:" if sdk else "external:") + module)
    unique = []
    for item in found:
        if item not in unique:
            unique.append(item)
    return unique


def proxied(project, proxy):
    name = proxy.get("remoteInfo") or project.objects.get(proxy.get("remoteGlobalIDString"), {}).get("name", "")
    portal = proxy.get("containerPortal")
    if portal == project.root_id:
        return "target:" + name
    location = project.location(portal)
    if location is None or not location.endswith(".xcodeproj"):
        return "external:" + c99(name)
    folder = posixpath.dirname(location)
    return "project:%s%s" % (folder + "/" if folder else "", name)


def package_identity(project, package_id):
    package = project.objects.get(package_id)
    if package is None:
        return ""
    location = package.get("repositoryURL") or package.get("relativePath") or package.get("path") or ""
    last = location.rstrip("/").split("/")[-1]
    return (last[:-4] if last.endswith(".git") else last).lower()


def read_project(pbxproj_path, root, swift_files, package_folders):
    project = Project(pbxproj_path, root)
    target_ids = [t for t in project.project.get("targets", []) if t in project.objects]
    synchronized = synchronized_memberships(project, target_ids, swift_files)
    products = {project.objects[t].get("productReference"): project.objects[t].get("name") for t in target_ids}

    def owned_by_nested_package(path):
        folder = posixpath.dirname(path)
        while True:
            if folder in package_folders:
                return folder != project.folder and (project.folder == "" or folder.startswith(project.folder + "/"))
            if folder == "":
                return False
            folder = posixpath.dirname(folder)

    targets = []
    for target_id in target_ids:
        target = project.objects[target_id]
        name = target.get("name", target_id)
        native = target.get("isa") == "PBXNativeTarget"
        files = set(f for f in synchronized[target_id] if not owned_by_nested_package(f))
        for phase_id in target.get("buildPhases", []):
            phase = project.objects.get(phase_id, {})
            if phase.get("isa") != "PBXSourcesBuildPhase":
                continue
            for build_file_id in phase.get("files", []):
                file_id = project.objects.get(build_file_id, {}).get("fileRef")
                element = project.objects.get(file_id, {})
                ids = element.get("children", []) if element.get("isa") in ("PBXVariantGroup", "XCVersionGroup") else [file_id]
                for one in ids:
                    location = project.location(one)
                    if location and location.endswith(".swift"):
                        files.add(location)
        targets.append({
            "name": name,
            "module": project.module_name(target, name),
            "productType": target.get("productType", "") if native else target.get("isa"),
            "sources": sorted(files),
            "dependencies": dependencies(project, target, products),
        })
    return {"path": pbxproj_path, "directory": project.folder, "targets": targets}


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
    swift_files, package_folders = walk(root)
    projects = []
    for folder, directories, files in os.walk(root, followlinks=True):
        directories[:] = sorted(d for d in directories if d not in SKIPPED_DIRECTORIES and not d.endswith(UNCOMPILED_EXTENSIONS))
        if folder.endswith(".xcodeproj") and "project.pbxproj" in files:
            relative = os.path.relpath(os.path.join(folder, "project.pbxproj"), root)
            try:
                projects.append(read_project(relative, root, swift_files, package_folders))
            except Exception as error:  # a reference reader that cannot read a file says so
                projects.append({"path": relative, "error": repr(error), "targets": []})
    json.dump({"swiftFiles": swift_files, "projects": sorted(projects, key=lambda p: p["path"])}, sys.stdout, indent=1)


if __name__ == "__main__":
    main()
