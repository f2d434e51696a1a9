#!/usr/bin/env python3
"""What sharding costs: the CPU time (user + system, of the processes) of one
`munchkinc simulate` run against the same games played as N shards one after
another plus their `munchkinc merge`, in alternating pairs; prints each pair,
the median ratio, and whether it is within the goal (3%). Checks on the way
that the merged report is the single run's, byte for byte.

CPU time, not wall time: it is what a cluster bills, and a busy machine
disturbs it less. Still, run it on a quiet machine (see bench/README.md).

Each shard pays a fixed cost besides its games: starting munchkinc and
compiling the set (as the single run does once), hashing the set's tables
and writing its part; with apocalypse-epic about 65M instructions, some 150
games' worth. So the games per shard decide the overhead: keep them in the
thousands (the default, 200,000 games in 8 shards, gives each 25,000).

Usage: overhead.py MUNCHKINC [--set DIR] [--games N] [--shards N] [--pairs N] [--jobs N]
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def cpu_seconds(commands):
    """Runs the commands one after another; returns their CPU time and the last one's output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    output = b""
    for command in commands:
        output = subprocess.run(command, check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), output


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("munchkinc")
    parser.add_argument("--set", default=os.path.join(REPO, "sets", "crossovers", "apocalypse-epic"))
    parser.add_argument("--games", type=int, default=200_000)
    parser.add_argument("--shards", type=int, default=8)
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=1, help="threads of each process (CPU time adds them up)")
    args = parser.parse_args()
    run = [args.munchkinc, "simulate", args.set, "--games", str(args.games), "--seed", "3", "--policy", "greedy",
           "--jobs", str(args.jobs)]
    ratios = []
    with tempfile.TemporaryDirectory() as folder:
        parts = [os.path.join(folder, f"part-{k}.json") for k in range(args.shards)]
        sharded = [run + ["--shard", f"{k}/{args.shards}", "-o", parts[k]] for k in range(args.shards)]
        sharded.append([args.munchkinc, "merge", *parts])
        for pair in range(args.pairs):
            single_cpu, single_report = cpu_seconds([run])
            sharded_cpu, merged_report = cpu_seconds(sharded)
            if merged_report != single_report:
                sys.exit("the merged report differs from the single run's: sharding is broken, not slow")
            ratios.append(sharded_cpu / single_cpu)
            print(f"pair {pair + 1}: single {single_cpu:.2f} s CPU ({args.games / single_cpu:,.0f} games per "
                  f"CPU-second), {args.shards} shards + merge {sharded_cpu:.2f} s: ratio {ratios[-1]:.4f}")
    median = statistics.median(ratios)
    verdict = "within" if median <= 1.03 else "NOT within"
    print(f"median ratio {median:.4f} over {args.pairs} pairs: {verdict} the 3% goal")
    return 0 if median <= 1.03 else 1


if __name__ == "__main__":
    sys.exit(main())
