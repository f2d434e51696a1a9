#!/usr/bin/env python3
"""Writes a synthetic Munchkin set of N cards for timing `munchkinc check`.

The cards look like the shipped sets: monsters with bad stuff, conditional
bonuses and run-away penalties; items with slots and class restrictions;
curses with immediate and lasting effects; one-shots, enhancers and level-ups.
Output is deterministic (seeded) so timings compare across runs.

usage: generate.py CARDS OUT_DIR
"""
import pathlib
import random
import sys

CARDS_PER_FILE = 500
CLASSES = ["Brawler", "Tinkerer", "Scout", "Mystic"]
TAGS = ["Undead", "Fire", "Plant", "Robot"]
SLOTS = ["headgear", "armor", "footgear", "one_hand", "two_hands"]
LOSABLE = ["headgear", "armor", "footgear", "hands", "big"]
WORDS = ["Grim", "Soggy", "Angry", "Tiny", "Giant", "Feral", "Rusty", "Haunted",
         "Sneaky", "Loud", "Ancient", "Frozen", "Toxic", "Lucky", "Hollow", "Velvet"]
NOUNS = ["Badger", "Toaster", "Wizard", "Hedge", "Golem", "Accountant", "Mimic",
         "Boot", "Helmet", "Spoon", "Cloak", "Lantern", "Potion", "Drum", "Kettle", "Mole"]


def header(count):
    return f"""// Synthetic set of {count} cards for the front-end benchmark.
set bench {{
  title "Benchmark Set";
  version "1.0";
  players 3..6;
}}

uses core;

{chr(10).join(f"tag {t};" for t in TAGS)}
"""


def classes():
    out = []
    for name in CLASSES:
        out.append(f"""class "{name}" {{
  copies 2;
  text "A class made up for the benchmark.";
  while {{ run_away +1; }}
  play in_combat once_per_combat {{
    discard_cards 1;
    combat_bonus +2;
  }}
}}
""")
    return out


def monster(rng, name):
    level = rng.randint(1, 20)
    lines = [f'monster "{name}" {{', f"  level {level};", f"  treasures {max(1, level // 4)};"]
    if rng.random() < 0.3:
        lines.append(f"  tags {rng.choice(TAGS)};")
    lines.append(f'  text "{name} is level {level} and bad news.";')
    roll = rng.random()
    if roll < 0.25:
        lines.append(f"  no_pursuit if level <= {rng.randint(2, 5)};")
    elif roll < 0.5:
        lines.append(f"  on combat_start if class {rng.choice(CLASSES)} {{ combat_bonus +{rng.randint(1, 5)} to monster; }}")
    elif roll < 0.7:
        lines.append(f"  on combat_start {{ run_away -{rng.randint(1, 2)}; }}")
    bad = rng.random()
    if bad < 0.4:
        lines.append(f"  bad_stuff {{ lose_levels {rng.randint(1, 3)}; }}")
    elif bad < 0.7:
        lines.append(f"  bad_stuff {{ lose_item {rng.choice(LOSABLE)}; }}")
    else:
        lines.append(f"  bad_stuff {{ discard_cards {rng.randint(1, 3)}; }}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def item(rng, name):
    lines = [f'item "{name}" {{', f"  bonus +{rng.randint(1, 5)};"]
    slot = rng.choice(SLOTS) if rng.random() < 0.7 else None
    if slot:
        lines.append(f"  slot {slot};")
    # Only hand-held or slot-less items may be Big.
    if slot in (None, "one_hand", "two_hands") and rng.random() < 0.15:
        lines.append("  size big;")
    lines.append(f"  value {rng.randint(1, 9) * 100};")
    if rng.random() < 0.3:
        lines.append(f"  usable_by class {rng.choice(CLASSES)};")
    lines.append(f'  text "Worth carrying around.";')
    lines.append("}")
    return "\n".join(lines) + "\n"


def curse(rng, name):
    lines = [f'curse "{name}" {{', '  text "Something unpleasant happens to you.";']
    if rng.random() < 0.5:
        lines.append(f"  play {{ lose_item {rng.choice(LOSABLE)}; }}")
    else:
        lines.append(f"  while {{ combat_bonus -{rng.randint(1, 3)} to victim; }}")
        lines.append("  on combat_won { sacrifice; }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def oneshot(rng, name):
    condition = f" if monster.tag {rng.choice(TAGS)}" if rng.random() < 0.4 else ""
    return f"""oneshot "{name}" {{
  value {rng.randint(1, 5) * 100};
  text "Usable once only.";
  play in_combat{condition} {{ combat_bonus +{rng.randint(2, 6)} to any_player; }}
}}
"""


def enhancer(rng, name):
    bonus = rng.randint(2, 10)
    return f"""enhancer "{name}" {{
  bonus +{bonus};
  treasures +{max(1, bonus // 5)};
  text "Makes the monster worse.";
}}
"""


def levelup(rng, name):
    return f"""levelup "{name}" {{
  text "Go up a level.";
  play any_time {{ gain_levels 1 max kill_level - 1; }}
}}
"""


MAKERS = [(monster, 40), (item, 25), (curse, 12), (oneshot, 10), (enhancer, 8), (levelup, 5)]


def card_name(index):
    # Unique and readable: "Grim Badger 17".
    return f"{WORDS[index % len(WORDS)]} {NOUNS[(index // len(WORDS)) % len(NOUNS)]} {index}"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    count = int(sys.argv[1])
    out = pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.mkn"):
        old.unlink()
    rng = random.Random(count)
    makers = [m for m, _ in MAKERS]
    weights = [w for _, w in MAKERS]
    cards = classes()
    for i in range(len(cards), count):
        cards.append(rng.choices(makers, weights)[0](rng, card_name(i)))
    (out / "set.mkn").write_text(header(count))
    for first in range(0, len(cards), CARDS_PER_FILE):
        chunk = cards[first:first + CARDS_PER_FILE]
        (out / f"cards{first // CARDS_PER_FILE:03}.mkn").write_text("\n".join(chunk))


if __name__ == "__main__":
    main()
