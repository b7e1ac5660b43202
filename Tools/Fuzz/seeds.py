#!/usr/bin/env python3
"""Writes the seed corpus of each fuzzing harness from the repository's fixtures and presets.

usage: seeds.py REPOSITORY OUT   (OUT/<harness>/ gets one file per seed)
The fact-cache harness writes its own seeds (ARCHLINT_FUZZ_SEEDS, see run.sh).
"""
import os
import re
import shutil
import sys

repository, out = sys.argv[1], sys.argv[2]
fixtures = os.path.join(repository, "Fixtures")


def files(predicate, folders=(fixtures,)):
    for folder in folders:
        for directory, _, names in os.walk(folder):
            for name in sorted(names):
                if predicate(name, directory):
                    yield os.path.join(directory, name)


def copy(harness, paths, limit=None):
    target = os.path.join(out, harness)
    os.makedirs(target, exist_ok=True)
    for number, path in enumerate(sorted(paths)[:limit]):
        shutil.copyfile(path, os.path.join(target, "seed-%04d" % number))


def write(harness, seeds):
    target = os.path.join(out, harness)
    os.makedirs(target, exist_ok=True)
    for number, seed in enumerate(seeds):
        with open(os.path.join(target, "seed-%04d" % number), "wb") as handle:
            handle.write(seed)


def is_manifest(name):
    return name == "Package.swift" or (name.startswith("Package@swift-") and name.endswith(".swift"))


small = lambda path: os.path.getsize(path) <= 32768
copy("fuzz-swift-source", [p for p in files(lambda n, d: n.endswith(".swift") and not is_manifest(n)) if small(p)], limit=400)
copy("fuzz-manifest", files(lambda n, d: is_manifest(n)))
copy("fuzz-pbxproj", files(lambda n, d: n in ("project.pbxproj", "contents.xcworkspacedata") or n.endswith(".xcconfig")))
copy("fuzz-xcodegen", files(lambda n, d: n.endswith((".yml", ".yaml")) or n == "project.json"))
configurations = list(files(lambda n, d: n in (".archlint.json", ".archlint.json5"))) + list(
    files(lambda n, d: n.endswith(".json"), folders=(os.path.join(repository, "rules"),)))
copy("fuzz-config", configurations)
copy("fuzz-baseline", files(lambda n, d: n.endswith(".json"), folders=(os.path.join(fixtures, "baselines"),)))

# Globs and regular expressions: every string the presets and fixture configurations hold, against
# paths and type-like names of the fixtures.
strings = set()
for path in configurations:
    with open(path, encoding="utf-8") as handle:
        strings.update(re.findall(r'"((?:[^"\\\n]|\\.)*)"', handle.read()))
strings = sorted(s.encode().decode("unicode_escape") for s in strings)
paths = sorted(os.path.relpath(p, fixtures) for p in files(lambda n, d: n.endswith(".swift")))[::25]
names = sorted({os.path.basename(p)[:-6] for p in paths})
globs = [s for s in strings if "/" in s or "*" in s]
write("fuzz-glob", [b"\0".join([g.encode()] + [p.encode() for p in paths[i % 7::9][:6]]) for i, g in enumerate(globs)])
write("fuzz-regex", [b"\0".join([s.encode()] + [n.encode() for n in names[i % 5::11][:6]] + [b"", b"\n", b"\x0c"])
                     for i, s in enumerate(strings) if len(s) < 120])
