#!/usr/bin/env python3
"""footprint.py PROFILE GAMES [--by-function BINARY]: how much code a run of GAMES games executes, by how often.

PROFILE is a callgrind file made with --dump-instr=yes. Code is counted in 64-byte lines, the unit the
instruction cache holds: a line counts as run N times a game when the instructions counted in it, divided
by the games, reach N (a rough measure that treats a line's instructions alike). The lines run at least
100 times a game are the code every turn needs: when they outgrow the 32 KB L1 instruction cache, every
turn misses. With a profile made with --cache-sim=yes it also tells how many L1 instruction misses fall on
the lines of each class. --by-function BINARY (the profiled program) lists the functions those hot lines
belong to (nm's symbols), most lines first: where the hot code is, and which functions hold it."""
import bisect
import collections
import subprocess
import sys


def line_counts(path):
    """Instructions and L1 instruction misses (0 without --cache-sim) counted in each 64-byte line."""
    counts = collections.Counter()
    misses = collections.Counter()
    positions = 1
    miss_field = None
    address = 0
    after_calls = False  # the line after calls= holds a call's inclusive cost, not the caller's own
    with open(path) as profile:
        for row in profile:
            if row.startswith("positions:"):
                positions = len(row.split()) - 1
                continue
            if row.startswith("events:"):
                events = row.split()[1:]
                miss_field = positions + events.index("I1mr") if "I1mr" in events else None
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
            if miss_field is not None and len(fields) > miss_field:
                misses[address >> 6] += int(fields[miss_field])
    return counts, misses


def functions_of(binary):
    """(start, size, name) of the code symbols of `binary`, by address."""
    listing = subprocess.run(["nm", "-C", "-S", binary], capture_output=True, text=True, check=True).stdout
    symbols = []
    for row in listing.splitlines():
        fields = row.split(" ", 3)
        if len(fields) == 4 and len(fields[2]) == 1 and fields[2] in "tTwW":
            symbols.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
    return sorted(symbols)


def print_by_function(hot_lines, binary):
    symbols = functions_of(binary)
    starts = [start for start, _, _ in symbols]
    lines = collections.Counter()
    for line in hot_lines:
        i = bisect.bisect_right(starts, line * 64 + 63) - 1
        inside = i >= 0 and symbols[i][0] + symbols[i][1] > line * 64
        lines[symbols[i][2] if inside else "(no symbol of BINARY: shared libraries, PLT stubs)"] += 1
    print("functions holding the lines run at least 100 times a game (lines of 64 bytes):")
    for name, count in lines.most_common(40):
        print(f"  {count:4d} {count * 64 / 1024:5.1f} KB  {name[:140]}")


def main():
    if len(sys.argv) not in (3, 5) or (len(sys.argv) == 5 and sys.argv[3] != "--by-function"):
        sys.exit(__doc__)
    counts, misses = line_counts(sys.argv[1])
    games = int(sys.argv[2])
    print(f"code run at all: {len(counts) * 64 / 1024:.0f} KB")
    for per_game in (1, 10, 100):
        hot = sum(1 for n in counts.values() if n >= games * per_game)
        print(f"run at least {per_game:>3} times a game: {hot * 64 / 1024:.0f} KB")
    if misses:
        # Which lines miss: those run every turn but evicted between turns, or the few that run most.
        bounds = ((1000, "at least 1000"), (100, "100 to 1000"), (10, "10 to 100"), (0, "under 10"))
        by_class = collections.Counter()
        for line, n in counts.items():
            by_class[next(label for floor, label in bounds if n >= games * floor)] += misses[line]
        total = sum(misses.values()) or 1
        print("L1 instruction misses by how often their line runs a game:",
              ", ".join(f"{label} {by_class[label] / total:.0%}" for _, label in bounds))
    if len(sys.argv) == 5:
        print_by_function([line for line, n in counts.items() if n >= games * 100], sys.argv[4])


if __name__ == "__main__":
    main()
