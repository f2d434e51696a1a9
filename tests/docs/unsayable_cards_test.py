#!/usr/bin/env python3
"""docs/unsayable-cards.md names only cards that exist, in the set whose section lists them, and its
count of listed cards is right. The list is the next issue's work list: a renamed or removed card must not
leave it pointing at nothing.

Usage: unsayable_cards_test.py REPO_ROOT
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
doc = (root / "docs" / "unsayable-cards.md").read_text(encoding="utf-8")

errors = []
listed = 0
set_dir = None
declared = set()
for line in doc.splitlines():
    section = re.match(r"## .*\(`(sets/[^`]+)`\)", line)
    if section:
        set_dir = root / section.group(1)
        text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(set_dir.glob("*.mkn")))
        declared = set(re.findall(r'^[A-Za-z_][A-Za-z0-9_]* "([^"]+)" \{', text, re.MULTILINE))
        continue
    if line.startswith("## "):
        set_dir = None
        continue
    if set_dir is None or not line.startswith("| ") or line.startswith("| card ") or line.startswith("|---"):
        continue
    first_cell = line.split("|")[1]
    # "Solar Flare (seal), Radioactive Rat King (monster)" or "Flare Gun, Pepper Spray (one-shots)"
    for names, _kind in re.findall(r"\s*,?\s*([^()]+?)\s*\(([^)]*)\)", first_cell):
        for name in names.split(", "):
            listed += 1
            if name not in declared:
                errors.append(f"{set_dir.relative_to(root)}: no card named \"{name}\"")

claimed = re.search(r"(\d+) cards are listed", doc)
if not claimed or int(claimed.group(1)) != listed:
    errors.append(f"the page says {claimed.group(1) if claimed else 'no number of'} cards are listed; "
                  f"its tables list {listed}")

for error in errors:
    print(f"docs/unsayable-cards.md: {error}")
print(f"{listed} cards listed, {len(errors)} errors")
sys.exit(1 if errors else 0)
