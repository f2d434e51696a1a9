#!/usr/bin/env python3
"""Times whole-process `munchkinc sheets` on a 300-card set against headless
Chromium printing the equivalent HTML/CSS deck (html_deck.py), in alternating
runs so that machine noise hits both alike, and prints the medians and the
median of the per-pair ratios. Give --baseline to pair two munchkinc binaries
instead (before/after a change). With --art, every card of both decks shows one
of 30 distinct images (art_images.py: 20 PNGs, 10 SVGs), the issue's art bar.

usage: bench/sheets/compare.py MUNCHKINC [--runs N] [--baseline OTHER_MUNCHKINC]
       [--chromium PATH] [--art]
"""
import argparse
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import art_images  # noqa: E402 (beside this script)

ROOT = pathlib.Path(__file__).resolve().parents[2]
# 296 generated cards plus four classes with two copies each: 300 printed.
GENERATED = 296


def add_art(cards):
    """Gives each card of the generated set `art "art/art-NN...";`, cycling over the images in cards/art/."""
    images = art_images.write(cards / "art")
    opening = re.compile(r'^\w+ "[^"]*" \{$')
    index = 0
    for mkn in sorted(cards.glob("*.mkn")):
        lines = []
        for line in mkn.read_text().splitlines():
            lines.append(line)
            if opening.match(line):
                lines.append(f'  art "art/{images[index % len(images)]}";')
                index += 1
        mkn.write_text("\n".join(lines) + "\n")


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("munchkinc", type=pathlib.Path)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--baseline", type=pathlib.Path, help="another munchkinc to pair with instead of Chromium")
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--art", action="store_true", help="art on every card, 30 distinct images")
    args = parser.parse_args()
    if not args.baseline and not shutil.which(args.chromium):
        sys.exit(f"{args.chromium} not found; `bash .ci/bootstrap --bench` installs Debian's chromium")

    work = pathlib.Path(tempfile.mkdtemp(prefix="sheets-bench-"))
    cards = work / "cards"
    subprocess.run([sys.executable, ROOT / "bench" / "frontend" / "generate.py", str(GENERATED), cards], check=True)
    deck = work / "deck.html"
    deck_args = [sys.executable, ROOT / "bench" / "sheets" / "html_deck.py", deck, "300"]
    if args.art:
        add_art(cards)
        deck_args += ["--art", cards / "art"]
    subprocess.run(deck_args, check=True)

    ours = [str(args.munchkinc), "sheets", str(cards), "-o", str(work / "ours.pdf")]
    if args.baseline:
        name = "baseline munchkinc"
        other = [str(args.baseline), "sheets", str(cards), "-o", str(work / "baseline.pdf")]
    else:
        name = "chromium"
        # --no-sandbox: Chromium refuses to run as root without it.
        other = [args.chromium, "--headless", "--no-sandbox", "--disable-gpu",
                 f"--print-to-pdf={work / 'chromium.pdf'}", deck.as_uri()]
    timed(ours), timed(other)  # warm the page cache
    pairs = [(timed(ours), timed(other)) for _ in range(args.runs)]
    a = statistics.median(p[0] for p in pairs)
    b = statistics.median(p[1] for p in pairs)
    ratio = statistics.median(p[1] / p[0] for p in pairs)
    print(f"munchkinc sheets: median {a * 1000:.1f} ms; {name}: median {b * 1000:.1f} ms; "
          f"{name} / munchkinc per pair: median {ratio:.2f}x ({args.runs} pairs)")


if __name__ == "__main__":
    main()
