#!/usr/bin/env python3
"""Times the C++ back end on a synthetic set: checking it, emitting its C++
(`munchkinc build`, which includes checking), and compiling the emitted .cpp.

usage: run_bench.py MUNCHKINC [--cards N] [--runs R] [--cxx g++] [--work DIR]

Prints the median of R runs of each step, in seconds.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
INCLUDE = os.path.join(HERE, "..", "..", "runtime", "include")


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("munchkinc")
    parser.add_argument("--cards", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cxx", default="g++")
    parser.add_argument("--work", default="/tmp/munchkin_codegen_bench")
    args = parser.parse_args()

    set_dir = os.path.join(args.work, "set")
    out_dir = os.path.join(args.work, "out")
    subprocess.run([sys.executable, os.path.join(HERE, "make_synthetic_set.py"), set_dir, "--cards", str(args.cards)],
                   check=True)
    source = os.path.join(out_dir, "synthetic_tables.cpp")
    steps = {
        "check": lambda: timed([args.munchkinc, "check", "-q", set_dir]),
        "build (check + lower + emit)": lambda: (shutil.rmtree(out_dir, ignore_errors=True),
                                                 timed([args.munchkinc, "build", "-q", set_dir, "--cpp-out", out_dir]))[1],
        "build, output unchanged": lambda: timed([args.munchkinc, "build", "-q", set_dir, "--cpp-out", out_dir]),
    }
    for opt in ("-O0", "-O2"):
        steps[f"{args.cxx} {opt} -c emitted .cpp"] = (
            lambda opt=opt: timed([args.cxx, "-std=c++20", opt, "-Wall", "-Wextra", "-Werror", "-Wpedantic",
                                   "-I", INCLUDE, "-c", source, "-o", os.path.join(args.work, "tables.o")]))
    results = {}
    for name, step in steps.items():
        results[name] = statistics.median(step() for _ in range(args.runs))
    size = os.path.getsize(source)
    with open(source, encoding="utf-8") as f:
        lines = sum(1 for _ in f)
    print(f"{args.cards} card designs; emitted .cpp: {size / 1e6:.1f} MB, {lines} lines; median of {args.runs} runs")
    for name, seconds in results.items():
        print(f"  {name:<36} {seconds:7.3f} s")


if __name__ == "__main__":
    main()
