#!/usr/bin/env python3
"""Writes a synthetic Munchkin set of N cards for timing `munchkinc check`.

The cards look like the shipped sets: monsters with bad stuff, conditional
bonuses and run-away penalties; items with slots and class restrictions;
curses with immediate and lasting effects; one-shots, enhancers and level-ups.
Output is deterministic (seeded) so timings compare across runs.

With --features about a third of the cards also use the constructs real cards
need (issue "Real cards can be said"): choices and optional effects, item,
player and monster selectors, combat outcomes other than a kill, amounts
computed from the game state, switches and dice, the timing windows of cards
played from the hand, and the smaller gaps (a monster reacting to its helper,
card_drawn and item_lost triggers, change_sex, draws from a discard pile, sale
prices raised or multiplied, "the fighter is losing", help with no reward,
once_per_target, a floor on a monster's strength, the caps max_level and
max_gain). The plain set stays as it was, so its timings still compare with
earlier runs.

A build holds at most 60,000 card designs (E0018), so beyond 50,000 cards the
output is several sets, OUT_DIR/part0, OUT_DIR/part1, ..., each a set folder of
at most 50,000 cards; `munchkinc check OUT_DIR/part*` checks them in one run.

usage: generate.py [--features] CARDS OUT_DIR
"""
import pathlib
import random
import shutil
import sys

CARDS_PER_FILE = 500
CARDS_PER_SET = 50_000
CLASSES = ["Brawler", "Tinkerer", "Scout", "Mystic"]
TAGS = ["Undead", "Fire", "Plant", "Robot"]
SLOTS = ["headgear", "armor", "footgear", "one_hand", "two_hands"]
LOSABLE = ["headgear", "armor", "footgear", "hands", "big"]
WORDS = ["Grim", "Soggy", "Angry", "Tiny", "Giant", "Feral", "Rusty", "Haunted",
         "Sneaky", "Loud", "Ancient", "Frozen", "Toxic", "Lucky", "Hollow", "Velvet"]
NOUNS = ["Badger", "Toaster", "Wizard", "Hedge", "Golem", "Accountant", "Mimic",
         "Boot", "Helmet", "Spoon", "Cloak", "Lantern", "Potion", "Drum", "Kettle", "Mole"]


def header(count, set_id):
    return f"""// Synthetic set of {count} cards for the front-end benchmark.
set {set_id} {{
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
  play any_time {{ gain_levels 1 max_level kill_level - 1; }}
}}
"""


def featured_monster(rng, name):
    level = rng.randint(1, 20)
    bad = rng.choice([
        "choose by victim { lose_levels 1; } or { lose_item most_valuable; }",
        f"lose_item {rng.choice(LOSABLE[:4])} value {rng.randint(1, 3) * 100}..{rng.randint(4, 9) * 100};",
        "lose_item hands all;",
        "lose_levels (half_down(level));",
        "forbid run_away; lose_levels 1;",
    ])
    # The smaller gaps a monster may say: reacting to its helper.
    extra = rng.choice([
        "",
        "  on helping { lose_levels 1; }\n",
        f"  while helper.class {rng.choice(CLASSES)} {{ combat_bonus +{rng.randint(1, 5)} to monster; }}\n",
    ])
    return f"""monster "{name}" {{
  level {level};
  treasures {max(1, level // 4)};
  text "{name} makes you choose.";
{extra}  bad_stuff {{ {bad} }}
}}
"""


def featured_oneshot(rng, name):
    outcome = rng.choice([
        f"play in_combat if monster.level <= {rng.randint(2, 8)} {{ kill_monster treasure_only; }}",
        "play in_combat { take_treasure; }",
        "play in_combat { choose { combat_bonus +3 to any_player; } or { combat_bonus +3 to monster; } }",
        f"play in_combat {{ may {{ discard_cards 1; combat_bonus +{rng.randint(3, 6)}; }} }}",
        f"play in_combat {{ combat_bonus -{rng.randint(2, 5)} to monster tag {rng.choice(TAGS)}; }}",
        "play in_combat { combat_bonus (half_up(monster.level)); }",
        "play in_combat { double_strength; }",
        "play { roll { on 1..2 { lose_levels 1; } on 3..6 { draw 1 treasure; } } }",
        # Timing windows of cards played from the hand.
        "play run_failed { auto_escape; }",
        "play in_answer { cancel curse; }",
        f"play after_win {{ draw {rng.randint(1, 2)} treasure; }}",
        "play before_treasure { treasures +1; }",
        "play after_escape { draw 1 door; }",
        # The smaller gaps.
        f"play in_combat if losing {{ combat_bonus +{rng.randint(3, 6)} to fighter; }}",
        f"play in_combat {{ combat_bonus -{rng.randint(3, 6)} to monster floor 1; }}",
        "play { draw 2 treasure discard; }",
        "play in_combat { forbid reward to helper; combat_bonus +2; }",
    ])
    return f"""oneshot "{name}" {{
  value {rng.randint(1, 5) * 100};
  text "A choice or an outcome.";
  {outcome}
}}
"""


def featured_curse(rng, name):
    return f"""curse "{name}" {{
  text "Pay one way or another.";
  {rng.choice(CURSE_FEATURES)(rng)}
}}
"""


CURSE_FEATURES = [
    lambda rng: f"play {{ choose by victim {{ discard_cards {rng.randint(1, 3)}; }} or {{ lose_item {rng.choice(LOSABLE)}; }} }}",
    lambda rng: f"play {{ lose_levels 1 to all_players class {rng.choice(CLASSES)}; }}",
    lambda rng: "play { lose_levels (min(half_down(level), 2)); }",
    lambda rng: "while { ignore level; } on combat_won { sacrifice; }",
    lambda rng: "play { change_sex; }",
    lambda rng: f"while {{ sale_price -{rng.randint(1, 3) * 100}; }} on combat_won {{ sacrifice; }}",
]


def featured_item(rng, name):
    extra = rng.choice([
        "while { sale_price times 2; }",
        f"while {{ sale_price +{rng.randint(1, 3) * 100}; }}",
        "on item_lost once_per_turn { draw 1 treasure; }",
    ])
    return f"""item "{name}" {{
  slot none;
  value {rng.randint(1, 9) * 100};
  text "Worth more to the right buyer.";
  {extra}
}}
"""


def featured_levelup(rng, name):
    play = rng.choice([
        "play { sell_items max_gain 1; }",
        "play any_time { gain_levels (half_up(level)) max_level kill_level - 1; }",
    ])
    return f"""levelup "{name}" {{
  text "Go up a level, one way or another.";
  {play}
}}
"""


# A class, kept in play, for the limits and triggers a discarded card cannot hold.
def featured_class(rng, name):
    block = rng.choice([
        "on card_drawn door curse face_up once_per_turn { may { discard_drawn; } }",
        "play own_turn once_per_target { lose_levels 1 to other_player; }",
    ])
    return f"""class "{name}" {{
  text "Reacts, or picks on each opponent once.";
  {block}
}}
"""


# Each maker's featured twin, used for about a third of its cards under --features.
FEATURED = {"monster": featured_monster, "oneshot": featured_oneshot, "curse": featured_curse,
            "item": featured_item, "levelup": featured_levelup, "enhancer": featured_class}
FEATURED_SHARE = 0.35

MAKERS = [(monster, 40), (item, 25), (curse, 12), (oneshot, 10), (enhancer, 8), (levelup, 5)]


def card_name(index):
    # Unique and readable: "Grim Badger 17".
    return f"{WORDS[index % len(WORDS)]} {NOUNS[(index // len(WORDS)) % len(NOUNS)]} {index}"


def main():
    args = sys.argv[1:]
    featured = "--features" in args
    args = [a for a in args if a != "--features"]
    if len(args) != 2:
        sys.exit(__doc__)
    count = int(args[0])
    out = pathlib.Path(args[1])
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    rng = random.Random(count)
    makers = [m for m, _ in MAKERS]
    weights = [w for _, w in MAKERS]
    cards = classes()
    for i in range(len(cards), count):
        maker = rng.choices(makers, weights)[0]
        if featured and maker.__name__ in FEATURED and rng.random() < FEATURED_SHARE:
            maker = FEATURED[maker.__name__]
        cards.append(maker(rng, card_name(i)))
    if count <= CARDS_PER_SET:
        write_set(out, "bench", cards)
        return
    for part, first in enumerate(range(0, count, CARDS_PER_SET)):
        # Every set but the first declares the classes its cards name again.
        part_cards = (classes() if part else []) + cards[first:first + CARDS_PER_SET]
        write_set(out / f"part{part}", f"bench{part}", part_cards)


def write_set(folder, set_id, cards):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "set.mkn").write_text(header(len(cards), set_id))
    for first in range(0, len(cards), CARDS_PER_FILE):
        chunk = cards[first:first + CARDS_PER_FILE]
        (folder / f"cards{first // CARDS_PER_FILE:03}.mkn").write_text("\n".join(chunk))


if __name__ == "__main__":
    main()
