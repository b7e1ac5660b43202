#!/usr/bin/env python3
"""Writes mutated copies of real manifests, for the interpreter's budget and leak checks.

Usage: Scripts/mutate-manifests.py [CORPUS] [DEST] [COUNT] [SEED]
(defaults: /tmp/archlint-corpus /tmp/archlint-mutants 400 13)

Each mutant is DEST/NNNN/Package.swift: a 2-4 KB manifest of CORPUS with a few byte-level
edits of the kinds a fuzzer makes (a byte changed, a span deleted, duplicated or moved, a
truncation). `archlint-bench manifests DEST` then times them, and a build with
`-sanitize=address` reads them for leaks. Nothing here is committed.
"""
import os
import random
import sys

corpus = sys.argv[1] if len(sys.argv) > 1 else "/tmp/archlint-corpus"
dest = sys.argv[2] if len(sys.argv) > 2 else "/tmp/archlint-mutants"
count = int(sys.argv[3]) if len(sys.argv) > 3 else 400
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 13)

sources = []
for folder, _, files in sorted(os.walk(corpus)):
    for name in sorted(files):
        if name.startswith("Package") and name.endswith(".swift"):
            data = open(os.path.join(folder, name), "rb").read()
            if 2048 <= len(data) <= 4096:
                sources.append(data)
if not sources:
    sys.exit(f"no 2-4 KB manifests under {corpus}")

SPECIALS = b"()[]{}.,:=\"\\$+*!?<>#/ \n"


def mutate(data: bytes) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if len(data) < 8:
            break
        kind = rng.choice(["byte", "delete", "duplicate", "move", "special", "truncate"])
        start = rng.randrange(len(data))
        end = min(len(data), start + rng.randint(1, 200))
        if kind == "byte":
            data[start] = rng.randrange(256)
        elif kind == "special":
            data[start:start] = bytes([rng.choice(SPECIALS)])
        elif kind == "delete":
            del data[start:end]
        elif kind == "duplicate":
            data[end:end] = data[start:end] * rng.randint(1, 8)
        elif kind == "move":
            span = data[start:end]
            del data[start:end]
            at = rng.randrange(len(data) + 1)
            data[at:at] = span
        elif kind == "truncate":
            del data[start:]
    return bytes(data)


for index in range(count):
    folder = os.path.join(dest, f"{index:04d}")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "Package.swift"), "wb") as out:
        out.write(mutate(rng.choice(sources)))
print(f"{count} mutants of {len(sources)} manifests in {dest}")
