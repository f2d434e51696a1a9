#!/usr/bin/env python3
"""Validates the JSON of real `munchkinc simulate` runs against docs/report.schema.json.

Usage: report_schema_test.py MUNCHKINC REPO_ROOT. Runs a bundled set as a single
report, as a range of player counts with --coverage, and through
--diagnostics-format=json, and checks each against the schema (python3-jsonschema).
A break on purpose (a field the schema does not know, a required one left out)
fails it: the schema's reports allow no other fields.
"""
import json
import subprocess
import sys

import jsonschema


def run(munchkinc, *args):
    done = subprocess.run([munchkinc, "simulate", *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"munchkinc simulate {' '.join(args)} exited {done.returncode}: {done.stderr}")
    return json.loads(done.stdout)


def main():
    munchkinc, root = sys.argv[1], sys.argv[2]
    with open(f"{root}/docs/report.schema.json", encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    sets = f"{root}/sets"
    runs = {
        "one report": run(munchkinc, f"{sets}/apocalypse", "--games", "60", "--seed", "3", "--json"),
        "a range with coverage": run(munchkinc, f"{sets}/star", "--games", "30", "--players", "3..4", "--seed", "2",
                                     "--coverage", "--json"),
        "the stalled fixture": run(munchkinc, f"{root}/tests/golden/simulate/stats_deck_ran_out/input.mkn",
                                   "--games", "5", "--json"),
    }
    envelope = run(munchkinc, f"{sets}/zombies", "--games", "20", "--diagnostics-format=json")
    runs["the diagnostics envelope's report"] = envelope["report"]
    failed = False
    for name, document in runs.items():
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors[:5]:
            print(f"{name}: {'/'.join(map(str, error.absolute_path))}: {error.message}", file=sys.stderr)
        failed |= bool(errors)
    # The fixture must say why its games stalled, in the documented fields.
    stalled = runs["the stalled fixture"]
    if stalled["turn_cap_games"]["deck_ran_out"] != 5 or stalled["warnings"][0]["kind"] != "turn_cap":
        print("the stalled fixture's turn_cap_games or warnings are wrong", file=sys.stderr)
        failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
