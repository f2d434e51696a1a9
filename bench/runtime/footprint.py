#!/usr/bin/env python3
"""footprint.py PROFILE GAMES: how much code a run of GAMES games executes, by how often.

PROFILE is a callgrind file made with --dump-instr=yes. Code is counted in 64-byte lines, the unit the
instruction cache holds: a line counts as run N times a game when the instructions counted in it, divided
by the games, reach N (a rough measure that treats a line's instructions alike). The lines run at least
100 times a game are the code every turn needs: when they outgrow the 32 KB L1 instruction cache, every
turn misses."""
import collections
import sys


def line_counts(path):
    counts = collections.Counter()
    positions = 1
    address = 0
    after_calls = False  # the line after calls= holds a call's inclusive cost, not the caller's own
    with open(path) as profile:
        for row in profile:
            if row.startswith("positions:"):
                positions = len(row.split()) - 1
                continue
            if row.startswith("calls="):
                after_calls = True
                continue
            first = row[:1]
            if not (first.isdigit() or first in "+-*"):
                continue
            fields = row.split()
            position = fields[0]
            if position.startswith("0x"):
                address = int(position, 16)
            elif position[0] == "+":
                address += int(position[1:], 0)
            elif position[0] == "-":
                address -= int(position[1:], 0)
            if after_calls:
                after_calls = False
                continue
            if len(fields) > positions:
                counts[address >> 6] += int(fields[positions])
    return counts


def main():
    counts = line_counts(sys.argv[1])
    games = int(sys.argv[2])
    print(f"code run at all: {len(counts) * 64 / 1024:.0f} KB")
    for per_game in (1, 10, 100):
        hot = sum(1 for n in counts.values() if n >= games * per_game)
        print(f"run at least {per_game:>3} times a game: {hot * 64 / 1024:.0f} KB")


if __name__ == "__main__":
    main()
