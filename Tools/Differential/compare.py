#!/usr/bin/env python3
"""differential comparer: archlint's dump against the reference oracles.

  compare.py files ORACLE.json ARCHLINT.json [--max-per-file N] [--max-files N] [--allow-missing]
                   [--show-info] [--ifconfig-attributes swift-syntax|skip]
      ORACLE.json from `syntax-oracle ROOT`, ARCHLINT.json from `archlint dump ROOT` (same ROOT).
      Reports (a) files whose imports are identical, (b) files whose type declarations are identical
      (kind, qualifiedName, inherits, line; endLine and the other fields as information only),
      (c) every differing file with a compact diff, (d) files present on one side only.
      Exit 1 when imports are not identical in 100% of the files, declarations are identical in
      less than 99.9% (--min-declarations), or (without --allow-missing) a file is on one side only.

  compare.py manifests MANIFESTS.json ARCHLINT.json [--max-per-file N] [--min-manifests P]
                       [--exclude-host-dependent]
      MANIFESTS.json from `manifest-oracle.py CORPUS`, ARCHLINT.json from `archlint dump CORPUS`.
      Matches archlint's `packages` by `path`, targets by name, and compares the package name,
      each target's type and its sorted dependency list. Manifests SwiftPM could not load are listed
      as "oracle failed" and left out of the percentage. Manifests with `#if`, environment or
      file-system reads (decided by dump-package for this machine) are marked host-dependent and
      counted apart as well. Exit 1 below --min-manifests (default 100).

Whitespace inside strings is removed on both sides before comparing: the oracle prints the tokens'
text concatenated ("@uncheckedSendable"), archlint prints normalized text ("@unchecked Sendable").
Files named Package.swift / Package@swift-*.swift are ignored on both sides (they are manifests).
"""

import argparse
import json
import re
import sys
from collections import Counter

WHITESPACE = re.compile(r"\s+")


def nows(value):
    if value is None:
        return None
    return WHITESPACE.sub("", value)


def nows_list(values):
    return tuple(nows(v) for v in (values or []))


def is_manifest(path):
    name = path.rsplit("/", 1)[-1]
    return name == "Package.swift" or (name.startswith("Package@swift-") and name.endswith(".swift"))


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def pct(part, whole):
    return 100.0 if whole == 0 else 100.0 * part / whole


# MARK: - files


# How to read a declaration/import whose attribute list holds `#if … #endif` blocks of attributes
# (oracle entries with "lineAfterIfConfigAttributes"): "swift-syntax" takes SwiftParser's start,
# the `#if` line; "skip" takes the line of the first token after those blocks. In both the
# attributes inside the blocks are compared as `conditionalAttributes`, each with its conditions.
IFCONFIG_ATTRIBUTES = "swift-syntax"


def entry_line(entry):
    if IFCONFIG_ATTRIBUTES == "skip" and "lineAfterIfConfigAttributes" in entry:
        return entry["lineAfterIfConfigAttributes"]
    return entry.get("line")


def conditional_attributes(entry):
    return tuple((nows(item["attribute"]), nows_list(item["conditional"])) for item in entry.get("conditionalAttributes") or [])


def import_key(entry):
    return (
        entry_line(entry),
        entry.get("module"),
        entry.get("path"),
        entry.get("kind"),
        nows_list(entry.get("attributes")) + tuple(f"#if {' && '.join(c)} {a}" for a, c in conditional_attributes(entry)),
        entry.get("access"),
        nows_list(entry.get("conditional")),
    )


def decl_key(entry):
    return (
        entry_line(entry),
        entry.get("kind"),
        nows(entry.get("qualifiedName")),
        nows_list(entry.get("inherits")),
    )


def decl_info(entry):
    """Fields compared as information only, keyed by the declaration's main key."""
    return {
        "endLine": entry.get("endLine"),
        "name": nows(entry.get("name")),
        "attributes": nows_list(entry.get("attributes")),
        "modifiers": nows_list(entry.get("modifiers")),
        "conditional": nows_list(entry.get("conditional")),
    }


def format_import(key):
    line, module, path, kind, attributes, access, conditional = key
    parts = [f"L{line}"]
    if attributes:
        parts.append(" ".join(attributes))
    if access:
        parts.append(access)
    parts.append("import" + (f" {kind}" if kind else ""))
    parts.append(path if path == module or path.startswith(module + ".") else f"{path} (module {module})")
    if conditional:
        parts.append("#if " + " && ".join(conditional))
    return " ".join(parts)


def format_decl(key):
    line, kind, qualified, inherits = key
    text = f"L{line} {kind} {qualified}"
    if inherits:
        text += ": " + ", ".join(inherits)
    return text


def multiset_diff(oracle_keys, archlint_keys):
    """Entries only in the oracle, only in archlint (as multisets), ordered by line."""
    only_oracle = Counter(oracle_keys) - Counter(archlint_keys)
    only_archlint = Counter(archlint_keys) - Counter(oracle_keys)
    rows = [(k, "-") for k in only_oracle.elements()] + [(k, "+") for k in only_archlint.elements()]
    rows.sort(key=lambda row: (row[0][0] if isinstance(row[0][0], int) else -1, row[1] == "+", repr(row[0])))
    return rows


def compare_files(args):
    global IFCONFIG_ATTRIBUTES
    IFCONFIG_ATTRIBUTES = args.ifconfig_attributes
    oracle = load(args.oracle)
    archlint = load(args.archlint)
    oracle_files = {f["path"]: f for f in oracle.get("files", []) if not is_manifest(f["path"])}
    archlint_files = {f["path"]: f for f in archlint.get("files", []) if not is_manifest(f["path"])}
    ignored = sum(1 for f in archlint.get("files", []) if is_manifest(f["path"]))

    common = sorted(set(oracle_files) & set(archlint_files))
    only_oracle = sorted(set(oracle_files) - set(archlint_files))
    only_archlint = sorted(set(archlint_files) - set(oracle_files))

    imports_same = decls_same = 0
    end_same = info_same = order_same = 0
    total_imports = total_decls = 0
    import_diff_entries = decl_diff_entries = 0
    differing = []  # (path, [lines])
    info_differing = []  # (path, [lines]) for files whose main keys agree but info fields do not
    oracle_error_files = 0

    for path in common:
        o, a = oracle_files[path], archlint_files[path]
        lines = []
        o_imports = [import_key(e) for e in o.get("imports", [])]
        a_imports = [import_key(e) for e in a.get("imports", [])]
        total_imports += len(o_imports)
        if Counter(o_imports) == Counter(a_imports):
            imports_same += 1
        else:
            rows = multiset_diff(o_imports, a_imports)
            import_diff_entries += len(rows)
            lines += [f"  {sign} import  {format_import(k)}" for k, sign in rows]

        o_decls = [(decl_key(e), decl_info(e)) for e in o.get("declarations", [])]
        a_decls = [(decl_key(e), decl_info(e)) for e in a.get("declarations", [])]
        total_decls += len(o_decls)
        o_keys = [k for k, _ in o_decls]
        a_keys = [k for k, _ in a_decls]
        if Counter(o_keys) == Counter(a_keys):
            decls_same += 1
            if o_keys == a_keys:
                order_same += 1
            # Information fields: pair entries in order of their (equal) keys.
            o_sorted = sorted(o_decls, key=lambda d: repr(d[0]))
            a_sorted = sorted(a_decls, key=lambda d: repr(d[0]))
            info_lines = []
            ends_ok = True
            for (ok, oi), (_, ai) in zip(o_sorted, a_sorted):
                for field in ("endLine", "name", "attributes", "modifiers", "conditional"):
                    if oi[field] != ai[field]:
                        if field == "endLine":
                            ends_ok = False
                        info_lines.append(
                            f"  ~ {format_decl(ok)}  {field}: oracle {oi[field]!r} archlint {ai[field]!r}")
            if ends_ok:
                end_same += 1
            if info_lines:
                info_differing.append((path, info_lines))
            else:
                info_same += 1
        else:
            rows = multiset_diff(o_keys, a_keys)
            decl_diff_entries += len(rows)
            lines += [f"  {sign} decl    {format_decl(k)}" for k, sign in rows]

        if lines:
            if o.get("hasSyntaxErrors"):
                oracle_error_files += 1
            differing.append((path, lines, bool(o.get("hasSyntaxErrors"))))

    n = len(common)
    out = sys.stdout
    print(f"differential: {args.oracle} (oracle) vs {args.archlint} (archlint)", file=out)
    print(f"  files: oracle {len(oracle_files)}, archlint {len(archlint_files)}, in both {n}"
          + (f" (ignored {ignored} manifest files in archlint's dump)" if ignored else ""), file=out)
    print(f"  (a) imports identical:      {imports_same}/{n} files = {pct(imports_same, n):.3f}%"
          f"  ({total_imports} oracle imports, {import_diff_entries} differing entries)", file=out)
    print(f"  (b) declarations identical: {decls_same}/{n} files = {pct(decls_same, n):.3f}%"
          f"  ({total_decls} oracle declarations, {decl_diff_entries} differing entries)", file=out)
    print(f"      info: endLine also identical in {end_same}/{decls_same} of those files"
          f" = {pct(end_same, decls_same):.3f}%; name/attributes/modifiers/conditional/endLine all"
          f" identical in {info_same}/{decls_same} = {pct(info_same, decls_same):.3f}%;"
          f" same order in {order_same}/{decls_same}", file=out)
    print(f"  (d) only in oracle: {len(only_oracle)}; only in archlint: {len(only_archlint)}", file=out)

    if differing:
        print(f"\n(c) {len(differing)} differing files ('-' oracle only, '+' archlint only)"
              f"; {oracle_error_files} of them have syntax errors per SwiftParser:", file=out)
        shown_files = differing if args.max_files <= 0 else differing[: args.max_files]
        for path, lines, has_errors in shown_files:
            print(f"{path}" + ("  [SwiftParser: syntax errors]" if has_errors else ""), file=out)
            for line in lines[: args.max_per_file]:
                print(line, file=out)
            if len(lines) > args.max_per_file:
                print(f"  … {len(lines) - args.max_per_file} more", file=out)
        if len(shown_files) < len(differing):
            print(f"… {len(differing) - len(shown_files)} more differing files", file=out)

    if info_differing and args.show_info:
        print(f"\ninfo: {len(info_differing)} files whose declarations agree but whose"
              f" endLine/name/attributes/modifiers/conditional differ:", file=out)
        shown = info_differing if args.max_files <= 0 else info_differing[: args.max_files]
        for path, lines in shown:
            print(path, file=out)
            for line in lines[: args.max_per_file]:
                print(line, file=out)
            if len(lines) > args.max_per_file:
                print(f"  … {len(lines) - args.max_per_file} more", file=out)
    elif info_differing:
        print(f"\ninfo: {len(info_differing)} files differ only in endLine/name/attributes/modifiers/"
              f"conditional (--show-info lists them)", file=out)

    for title, paths in (("only in oracle (archlint missed them)", only_oracle),
                         ("only in archlint (the oracle did not read them)", only_archlint)):
        if paths:
            print(f"\n(d) {title}: {len(paths)}", file=out)
            for path in paths if args.max_files <= 0 else paths[: args.max_files]:
                print(f"  {path}", file=out)
            if 0 < args.max_files < len(paths):
                print(f"  … {len(paths) - args.max_files} more", file=out)

    failures = []
    if imports_same != n:
        failures.append(f"imports identical in {pct(imports_same, n):.3f}% < 100%")
    if pct(decls_same, n) < args.min_declarations:
        failures.append(f"declarations identical in {pct(decls_same, n):.3f}% < {args.min_declarations}%")
    if (only_oracle or only_archlint) and not args.allow_missing:
        failures.append(f"{len(only_oracle) + len(only_archlint)} files on one side only")
    print("\nRESULT: " + ("FAIL — " + "; ".join(failures) if failures else "PASS"), file=out)
    return 1 if failures else 0


# MARK: - manifests


def archlint_dependency_list(target):
    return sorted(target.get("dependencies") or [])


def compare_manifests(args):
    oracle = load(args.oracle)
    archlint = load(args.archlint)
    manifests = oracle.get("manifests", {})
    oracle_failures = oracle.get("failures", {})
    # archlint reads the manifest SwiftPM would pick in each folder (Package.swift or a
    # Package@swift-X.swift variant), so packages are matched by folder.
    packages = {p["path"].rsplit("/", 1)[0]: p for p in archlint.get("packages", [])}

    identical = 0
    static_total = static_identical = 0
    differing = []
    missing = []
    tools_differ = []
    for path, expected in sorted(manifests.items()):
        host = expected.get("hostDependent") or []
        if not host:
            static_total += 1
        actual = packages.get(path.rsplit("/", 1)[0])
        if actual is None:
            missing.append(path)
            differing.append((path, ["  archlint has no package in this folder"], host))
            continue
        lines = []
        if expected.get("name") != actual.get("name"):
            lines.append(f"  name: oracle {expected.get('name')!r} archlint {actual.get('name')!r}")
        if expected.get("toolsVersion") and actual.get("toolsVersion") \
                and expected["toolsVersion"] != actual["toolsVersion"]:
            tools_differ.append(f"{path}: oracle {expected['toolsVersion']} archlint {actual['toolsVersion']}")
        o_targets = {t["name"]: t for t in expected.get("targets", [])}
        a_targets = {t["name"]: t for t in actual.get("targets", []) or []}
        o_count = Counter(t["name"] for t in expected.get("targets", []))
        a_count = Counter(t["name"] for t in actual.get("targets", []) or [])
        for name in sorted(set(o_count) | set(a_count)):
            if o_count[name] != a_count[name] and o_count[name] and a_count[name]:
                lines.append(f"  target {name}: oracle has it {o_count[name]}×, archlint {a_count[name]}×")
        for name in sorted(set(o_targets) - set(a_targets)):
            t = o_targets[name]
            lines.append(f"  - target {name} ({t['type']}) {sorted(t['dependencies'])}")
        for name in sorted(set(a_targets) - set(o_targets)):
            t = a_targets[name]
            lines.append(f"  + target {name} ({t.get('type')}) {archlint_dependency_list(t)}")
        for name in sorted(set(o_targets) & set(a_targets)):
            o, a = o_targets[name], a_targets[name]
            if o["type"] != a.get("type"):
                lines.append(f"  target {name}: type oracle {o['type']!r} archlint {a.get('type')!r}")
            o_deps, a_deps = sorted(o["dependencies"]), archlint_dependency_list(a)
            if o_deps != a_deps:
                only_o = list((Counter(o_deps) - Counter(a_deps)).elements())
                only_a = list((Counter(a_deps) - Counter(o_deps)).elements())
                lines.append(f"  target {name}: dependencies - {only_o} + {only_a}")
        if lines:
            differing.append((path, lines, host))
        else:
            identical += 1
            if not host:
                static_identical += 1

    n = len(manifests)
    print(f"manifests: {args.oracle} (dump-package) vs {args.archlint} (archlint)")
    print(f"  identical: {identical}/{n} manifests = {pct(identical, n):.2f}%"
          f"  (oracle failed on {len(oracle_failures)}, excluded)")
    print(f"  of those without #if/environment/file-system reads: {static_identical}/{static_total}"
          f" = {pct(static_identical, static_total):.2f}%")
    print(f"  archlint packages: {len(packages)}; missing for {len(missing)} oracle manifests")
    if differing:
        print(f"\n{len(differing)} differing manifests:")
        for path, lines, host in differing:
            print(path + (f"  [host-dependent: {', '.join(host)}]" if host else ""))
            for line in lines[: args.max_per_file]:
                print(line)
            if len(lines) > args.max_per_file:
                print(f"  … {len(lines) - args.max_per_file} more")
    if oracle_failures:
        print(f"\noracle failed (excluded from the percentage): {len(oracle_failures)}")
        for path, error in sorted(oracle_failures.items()):
            present = "archlint read it" if path in packages else "archlint has no package"
            print(f"  {path}: {error}  [{present}]")
    extra = sorted(p for p in packages if p not in manifests and p not in oracle_failures)
    if extra:
        print(f"\ninfo: {len(extra)} archlint packages that are not root manifests of the oracle"
              f" (nested manifests are not run through dump-package):")
        for path in extra[: args.max_files if args.max_files > 0 else None]:
            print(f"  {path}")
    lowered = oracle.get("toolsVersionLowered", {})
    if lowered:
        print(f"\ninfo: {len(lowered)} manifests ask for a newer toolchain; dump-package read them with the"
              f" tools-version line lowered to the installed version:")
        for path in sorted(lowered):
            print(f"  {path}")
    if tools_differ:
        print(f"\ninfo: toolsVersion differs for {len(tools_differ)} manifests:")
        for line in tools_differ:
            print(f"  {line}")
    gate_part, gate_whole = (static_identical, static_total) if args.exclude_host_dependent else (identical, n)
    ok = pct(gate_part, gate_whole) >= args.min_manifests
    scope = "manifests without host-dependent code" if args.exclude_host_dependent else "manifests"
    print("\nRESULT: " + ("PASS" if ok else f"FAIL — {scope} identical in {pct(gate_part, gate_whole):.2f}%"
                          f" < {args.min_manifests}%"))
    return 0 if ok else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="mode", required=True)
    files = sub.add_parser("files", help="syntax-oracle JSON vs archlint dump")
    files.add_argument("oracle")
    files.add_argument("archlint")
    files.add_argument("--max-per-file", type=int, default=8, help="diff lines shown per file (default 8)")
    files.add_argument("--max-files", type=int, default=0, help="files listed per section (0 = all)")
    files.add_argument("--min-declarations", type=float, default=99.9)
    files.add_argument("--allow-missing", action="store_true", help="files on one side only do not fail")
    files.add_argument("--show-info", action="store_true", help="list files differing only in info fields")
    files.add_argument("--ifconfig-attributes", choices=["swift-syntax", "skip"], default="swift-syntax",
                       help="line of a declaration or import preceded by #if-wrapped attributes: SwiftParser's"
                            " start, the #if (default), or the first token after the #if blocks (skip)")
    manifests = sub.add_parser("manifests", help="manifest-oracle JSON vs archlint dump")
    manifests.add_argument("oracle")
    manifests.add_argument("archlint")
    manifests.add_argument("--max-per-file", type=int, default=12)
    manifests.add_argument("--max-files", type=int, default=0)
    manifests.add_argument("--min-manifests", type=float, default=100.0)
    manifests.add_argument("--exclude-host-dependent", action="store_true",
                           help="gate only on manifests without #if / environment / file-system reads")
    args = parser.parse_args()
    sys.exit(compare_files(args) if args.mode == "files" else compare_manifests(args))


if __name__ == "__main__":
    main()
