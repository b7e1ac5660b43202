#!/usr/bin/env python3
"""Validates SARIF files against the OASIS SARIF 2.1.0 schema (Scripts/sarif/) with the
`jsonschema` package, then checks what GitHub code scanning requires of an upload:

- one run; tool.driver with name, semantic version, information URI and a rules array whose
  entries have id, short and full description, help text and a default level;
- every result with ruleId, ruleIndex (pointing at its rule), level, message.text, and a physical
  location with a relative uri, a uriBaseId declared in originalUriBaseIds without a machine path,
  and a region with startLine and startColumn; columnKind declared;
- partialFingerprints on every result; automationDetails.id containing "/".

Usage: validate-sarif.py FILE...   Prints one line per file; exits 1 on the first failure.
"""
import json
import os
import sys

import jsonschema

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA = os.path.join(HERE, "sarif", "sarif-schema-2.1.0.json")


def github_problems(log):
    problems = []
    runs = log.get("runs", [])
    if len(runs) != 1:
        problems.append(f"expected one run, found {len(runs)}")
        return problems
    run = runs[0]
    driver = run.get("tool", {}).get("driver", {})
    for key in ("name", "semanticVersion", "informationUri"):
        if not driver.get(key):
            problems.append(f"tool.driver.{key} missing")
    rules = driver.get("rules", [])
    for rule in rules:
        for path in (("id",), ("shortDescription", "text"), ("fullDescription", "text"), ("help", "text"),
                     ("defaultConfiguration", "level")):
            value = rule
            for key in path:
                value = value.get(key) if isinstance(value, dict) else None
            if not value:
                problems.append(f"rule {rule.get('id')}: {'.'.join(path)} missing")
    bases = run.get("originalUriBaseIds", {})
    for name, base in bases.items():
        if "uri" in base and base["uri"].startswith(("file:", "/")):
            problems.append(f"originalUriBaseIds.{name} holds a machine path")
    if not run.get("columnKind"):
        problems.append("columnKind missing")
    if "/" not in run.get("automationDetails", {}).get("id", ""):
        problems.append("automationDetails.id must contain '/'")
    for index, result in enumerate(run.get("results", [])):
        where = f"result {index} ({result.get('ruleId')})"
        for key in ("ruleId", "level"):
            if key not in result:
                problems.append(f"{where}: {key} missing")
        rule_index = result.get("ruleIndex")
        if rule_index is None or rule_index >= len(rules) or rules[rule_index]["id"] != result.get("ruleId"):
            problems.append(f"{where}: ruleIndex does not point at its rule")
        if not result.get("message", {}).get("text"):
            problems.append(f"{where}: message.text missing")
        if not result.get("partialFingerprints"):
            problems.append(f"{where}: partialFingerprints missing")
        locations = result.get("locations", [])
        if not locations:
            problems.append(f"{where}: no location")
        for location in locations + [r for r in result.get("relatedLocations", [])]:
            physical = location.get("physicalLocation", {})
            artifact = physical.get("artifactLocation", {})
            uri = artifact.get("uri", "")
            if not uri or uri.startswith(("/", "file:")) or ":" in uri.split("/")[0]:
                problems.append(f"{where}: uri {uri!r} is not relative")
            if artifact.get("uriBaseId") not in bases:
                problems.append(f"{where}: uriBaseId {artifact.get('uriBaseId')!r} not declared")
            region = physical.get("region", {})
            if region.get("startLine", 0) < 1 or region.get("startColumn", 0) < 1:
                problems.append(f"{where}: region needs startLine and startColumn")
    return problems


def main():
    with open(SCHEMA, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator = jsonschema.Draft4Validator(schema)
    status = 0
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as handle:
            log = json.load(handle)
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
        problems = [f"schema: {'/'.join(map(str, e.path))}: {e.message}" for e in errors[:10]] + github_problems(log)
        results = len(log.get("runs", [{}])[0].get("results", []))
        if problems:
            status = 1
            print(f"{path}: INVALID ({results} result{'' if results == 1 else 's'})")
            for problem in problems[:20]:
                print(f"  {problem}")
        else:
            print(f"{path}: valid SARIF 2.1.0, GitHub rules met ({results} result{'' if results == 1 else 's'})")
    return status


if __name__ == "__main__":
    sys.exit(main())
