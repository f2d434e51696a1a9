#!/usr/bin/env python3
"""Writes a synthetic Munchkin set of N card designs for timing the C++ back end.

usage: make_synthetic_set.py OUT_DIR [--cards N]

The cards cycle through monsters (bad stuff, pursuit conditions, tags), items
(slots, usable_by), one-shots, curses, classes and races, with conditions
and effects in the proportions the bundled sets have, so the emitted tables
look like a real set's, only bigger.
"""
import argparse
import os

CLASSES = 40
RACES = 20


def card(i: int) -> str:
    cls = f'"Class {i % CLASSES}"'
    race = f'"Race {i % RACES}"'
    shape = i % 6
    if shape == 0:
        return (f'monster "Monster {i}" {{\n  level {1 + i % 18};\n  treasures {1 + i % 4};\n'
                f'  tags {"Undead" if i % 2 else "Fire"};\n  text "Synthetic monster number {i}.";\n'
                f'  no_pursuit if level <= {1 + i % 3};\n'
                f'  on combat_start if class {cls} and not race {race} {{ combat_bonus -{1 + i % 3} to self; }}\n'
                f'  bad_stuff {{ lose_levels {1 + i % 2}; }}\n}}\n')
    if shape == 1:
        slot = ["headgear", "armor", "footgear", "one_hand", "two_hands", "none"][i % 6]
        return (f'item "Item {i}" {{\n  bonus {1 + i % 4};\n  slot {slot};\n  value {100 * (1 + i % 9)};\n'
                f'  usable_by class {cls};\n  text "Synthetic item number {i}.";\n'
                f'  while monster.tag Undead {{ combat_bonus +1; }}\n}}\n')
    if shape == 2:
        return (f'oneshot "Potion {i}" {{\n  bonus {1 + i % 5};\n  value {100 * (1 + i % 5)};\n'
                f'  play in_combat {{ combat_bonus +{1 + i % 5}; }}\n}}\n')
    if shape == 3:
        return (f'curse "Curse {i}" {{\n  text "Synthetic curse number {i}.";\n'
                f'  play {{ lose_levels 1; }}\n}}\n')
    if shape == 4:
        return (f'enhancer "Enhancer {i}" {{\n  bonus {1 + i % 10};\n  treasures {i % 2};\n}}\n')
    return (f'oneshot "Scroll {i}" {{\n  value none;\n'
            f'  play own_turn outside_combat once_per_turn {{ draw 1 door face_up; }}\n}}\n')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--cards", type=int, default=10000)
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    with open(os.path.join(args.out_dir, "set.mkn"), "w", encoding="utf-8") as out:
        out.write('set synthetic {\n  title "Synthetic";\n  version "1";\n  players 3..6;\n}\n\n')
        out.write('uses core;\n\ntag Undead;\ntag Fire;\n\n')
        for c in range(CLASSES):
            out.write(f'class "Class {c}" {{\n  while {{ combat_bonus +1 vs tag Undead; }}\n}}\n')
        for r in range(RACES):
            out.write(f'race "Race {r}" {{\n  while {{ run_away +1; }}\n}}\n')
    fixed = CLASSES + RACES
    with open(os.path.join(args.out_dir, "cards.mkn"), "w", encoding="utf-8") as out:
        for i in range(max(0, args.cards - fixed)):
            out.write(card(i))


if __name__ == "__main__":
    main()
