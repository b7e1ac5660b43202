#!/usr/bin/env python3
"""Compares archlint's YAML reader with libyaml (PyYAML's CSafeLoader: the libyaml XcodeGen reads
specs with, through Yams) node by node: kind, scalar text, plain or quoted, position, merge keys
applied. Developer-only; see README.md.

    yaml-oracle.py files FILE...        compare these files
    yaml-oracle.py tree FOLDER...       compare every .yml/.yaml file under the folders
    yaml-oracle.py snippets             compare the built-in tricky snippets
    yaml-oracle.py fuzz N [FILE...]     compare N random mutations of the snippets (and files)

Exit status 1 when a file differs. Files libyaml rejects must be rejected by archlint too (an
error issue), and the other way round.
"""
import json
import os
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
DUMP = os.path.join(HERE, ".build", "debug", "yaml-dump")
SKIPPED_FOLDERS = {".git", ".build", "node_modules", "Pods", "Carthage", "DerivedData"}


def oracle_tree(text):
    """libyaml's node tree of the first document as archlint's dump writes it, or an error.
    Like Yams, libyaml reads one document; explicit further documents (`---`) are the one thing
    archlint reads past with a warning, so only then is the first document taken alone."""
    try:
        loader = yaml.CSafeLoader(text)
        try:
            node = loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.composer.ComposerError as error:
        if "expected a single document" not in str(error):
            return None, error_summary(error)
        loader = yaml.CSafeLoader(text)
        try:
            node = loader.get_node() if loader.check_node() else None
        except (yaml.YAMLError, UnboundLocalError) as inner:
            return None, error_summary(inner)
        finally:
            loader.dispose()
    except yaml.YAMLError as error:
        return None, error_summary(error)
    try:
        return (convert(node, yaml.SafeLoader(""), set()) if node is not None else None), None
    except yaml.YAMLError as error:
        return None, error_summary(error)


def error_summary(error):
    mark = getattr(error, "problem_mark", None)
    return (mark.line + 1 if mark else 0, str(error).replace("\n", " | "))


def convert(node, loader, active):
    if id(node) in active:
        raise yaml.YAMLError("recursive alias")
    at = [node.start_mark.line + 1, node.start_mark.column + 1]
    if isinstance(node, yaml.ScalarNode):
        return {"at": at, "s": node.value, "plain": not node.style}
    active = active | {id(node)}
    if isinstance(node, yaml.SequenceNode):
        return {"at": at, "seq": [convert(item, loader, active) for item in node.value]}
    loader.flatten_mapping(node)
    return {"at": at, "map": [[convert(k, loader, active), convert(v, loader, active)] for k, v in node.value]}


def archlint_trees(paths):
    results = {}
    for start in range(0, len(paths), 200):
        chunk = paths[start:start + 200]
        output = subprocess.run([DUMP] + chunk, capture_output=True, text=True, check=True).stdout
        for line in output.splitlines():
            record = json.loads(line)
            results[record["path"]] = record
    return results


def first_difference(expected, actual, where="root"):
    if type(expected) is not type(actual):
        return f"{where}: libyaml {short(expected)}, archlint {short(actual)}"
    if isinstance(expected, dict):
        for key in sorted(set(expected) | set(actual)):
            difference = first_difference(expected.get(key), actual.get(key), f"{where}.{key}")
            if difference:
                return difference
        return None
    if isinstance(expected, list):
        for index, (left, right) in enumerate(zip(expected, actual)):
            difference = first_difference(left, right, f"{where}[{index}]")
            if difference:
                return difference
        if len(expected) != len(actual):
            return f"{where}: libyaml {len(expected)} items, archlint {len(actual)}"
        return None
    return None if expected == actual else f"{where}: libyaml {short(expected)}, archlint {short(actual)}"


def short(value):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) < 120 else text[:117] + "..."


def compare(paths, show=40):
    mine = archlint_trees(paths)
    same = differ = both_reject = unsupported = 0
    reports = []
    for path in paths:
        with open(path, "rb") as handle:
            raw = handle.read()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            text = None
        expected, error = oracle_tree(text) if text is not None else (None, (0, "not UTF-8"))
        record = mine[path]
        archlint_error = next((issue for issue in record["issues"] if issue["error"]), None)
        # Tags are skipped with a warning (libyaml rejects malformed ones); an anchor defined
        # twice is a warning too (PyYAML's composer rejects it, YAML 1.2 and Yams take the last).
        tagged = any("tags are not supported" in issue["message"] or "defined again" in issue["message"]
                     for issue in record["issues"])
        if error or archlint_error:
            if error and (archlint_error or tagged):
                both_reject += 1
                continue
            if not error and "not supported" in archlint_error["message"]:
                unsupported += 1
                print(f"{path}: outside the subset: {archlint_error['line']}:{archlint_error['column']}: {archlint_error['message']}")
                continue
            differ += 1
            if error:
                reports.append(f"{path}: libyaml rejects it (line {error[0]}: {error[1][:160]}), archlint reads it")
            else:
                reports.append(f"{path}: archlint rejects it ({archlint_error['line']}:{archlint_error['column']}: "
                               f"{archlint_error['message']}), libyaml reads it")
            continue
        difference = first_difference(expected, record["tree"])
        if difference:
            differ += 1
            reports.append(f"{path}: {difference}")
        else:
            same += 1
    for report in reports[:show]:
        print(report)
    print(f"{len(paths)} files: {same} identical trees, {both_reject} rejected by both, "
          f"{unsupported} outside the subset (reported by archlint), {differ} different")
    return differ == 0


def yaml_files(folders):
    found = []
    for folder in folders:
        for root, dirs, files in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS)
            found += [os.path.join(root, name) for name in sorted(files) if name.endswith((".yml", ".yaml"))]
    return found


SNIPPETS = [
    "a: 1\nb:\n  c: 2\n  d: [x, y]\n",
    "key:\n- a\n- b\nnext: 1\n",
    "- a: 1\n  b: 2\n- - x\n  - y\n",
    "plain: one\n  two\n\n  three\nafter: x\n",
    "q: 'it''s'\nd: \"tab\\tnew\\nline \\u00e9 \\x41\"\n",
    "folded: 'a\n  b\n\n  c'\n",
    "esc: \"a\\\n   b\"\n",
    "lit: |\n  line\n   more\n\n  end\nnext: 1\n",
    "fold: >\n  a\n  b\n\n  c\n   d\n  e\n",
    "keep: |+\n  x\n\n\nstrip: |-\n  y\n\n",
    "ind: |2\n    two extra\n  base\n",
    "base: &b\n  x: 1\n  y: 2\nderived:\n  <<: *b\n  y: 3\n",
    "a: &a {p: 1}\nb: &b {p: 2, q: 2}\nc:\n  <<: [*a, *b]\n  r: 3\n",
    "list: &l [1, 2]\nagain: *l\n",
    "comment: value # trailing\n# full line\nother: 'x' # after quote\n",
    "hash: a#b\nurl: http://x.y/z?a=b#frag\n",
    "---\nname: doc\n",
    "--- # comment\na: 1\n...\n",
    "flow: {a: 1, b: [2, 3], 'c': \"d\"}\nmulti: [\n  a,\n  b, # c\n  c,\n]\n",
    "json: {\"a\":1,\"b\":[true,null]}\n",
    "seqmap: [a: b, c]\n",
    "empty:\nalso: ~\nq: ''\n",
    "a:\n  - x\n  -\n  - y\n",
    "colon: a:b\nspace: a : b\n",
    "k: v\n\n\n",
    "\ufeffbom: 1\n",
    "crlf: 1\r\nnext:\r\n  - a\r\n",
    "tabs: a\tb\nt2:\tc\n",
    "- |\n  text\n- >-\n  folded\n  more\n",
    "deep:\n  deeper:\n    deepest: x\n  back: y\nroot: z\n",
    "anchor_key: &k value\nref: *k\n",
    "&m\nx: 1\n",
    "weird keys:\n  \"quoted key\": 1\n  'single': 2\n  with space: 3\n",
    "num: 012\nfloat: 1.0\nver: 1.2.3\nbool: yes\n",
    "multi: \"first\n\n  second\"\n",
    "trail: x   \n",
    "seq_in_seq:\n- - a\n  - b\n- c\n",
    "k: [a, b]  # c\n",
    "a: b\n---\nc: d\n",
    "x: !!str 1\n",
    "? complex\n: value\n",
    "a: b: c\n",
    "a: 'unterminated\n",
    "a:\n\t- b\n",
    "a: [1, 2\n",
    "a:\n  b: 1\n   c: 2\n",
    "- a\n b\n",
    "a: *nope\n",
    "%YAML 1.1\n---\na: 1\n",
]


MUTATIONS = [" ", "\n", ":", "-", "#", "'", '"', "[", "]", "{", "}", ",", "|", ">", "&a ", "*a", "\t", "  ", "- ", ": ", "\\"]


def mutate(text, rng):
    for _ in range(rng.randint(1, 3)):
        position = rng.randint(0, len(text))
        choice = rng.random()
        if choice < 0.4 and text:
            text = text[:position] + text[position + 1:]
        else:
            text = text[:position] + rng.choice(MUTATIONS) + text[position:]
    return text


def fuzz(count, files):
    import random
    rng = random.Random(1)
    sources = list(SNIPPETS)
    for path in files:
        with open(path, encoding="utf-8") as handle:
            sources.append(handle.read())
    folder = os.environ.get("YAML_FUZZ_DIR") or tempfile.mkdtemp(prefix="yaml-fuzz-")
    if True:
        paths = []
        for number in range(count):
            path = os.path.join(folder, f"fuzz{number:05}.yml")
            with open(path, "w", encoding="utf-8", newline="") as handle:
                handle.write(mutate(rng.choice(sources), rng))
            paths.append(path)
        return compare(paths, show=30)


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    mode, arguments = sys.argv[1], sys.argv[2:]
    if mode == "snippets":
        with tempfile.TemporaryDirectory() as folder:
            paths = []
            for number, snippet in enumerate(SNIPPETS):
                path = os.path.join(folder, f"snippet{number:02}.yml")
                with open(path, "w", encoding="utf-8", newline="") as handle:
                    handle.write(snippet)
                paths.append(path)
            return 0 if compare(paths, show=len(paths)) else 1
    if mode == "fuzz":
        return 0 if fuzz(int(arguments[0]), arguments[1:]) else 1
    paths = arguments if mode == "files" else yaml_files(arguments)
    return 0 if compare(paths) else 1


if __name__ == "__main__":
    sys.exit(main())
