#!/usr/bin/env python3
"""Times `munchkinc lsp`'s re-check after a keystroke: a 200-card set (the
synthetic set of bench/frontend/generate.py --features) is opened, then one
character at a time is typed into a card's text and taken back; each
didChange re-checks the whole unit (the set and core). The time is from
sending the change to receiving its publishDiagnostics, so it holds the
check, the JSON and the pipe both ways.

usage: bench/lsp/keystroke.py MUNCHKINC [--keystrokes N] [--cards N]
"""
import argparse
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "lsp"))
from lsp_client import LspClient  # noqa: E402

GOAL_MS = 20.0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("munchkinc")
    parser.add_argument("--keystrokes", type=int, default=200)
    parser.add_argument("--cards", type=int, default=200)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch) / "set"
        subprocess.run([sys.executable, ROOT / "bench" / "frontend" / "generate.py", "--features", str(args.cards),
                        folder], check=True)
        cards = sorted(folder.glob("cards*.mkn"))[0]
        text = cards.read_text()
        uri = cards.resolve().as_uri()
        # Type into the first card's text, where every keystroke leaves the set valid.
        at = text.index('text "') + len('text "')

        client = LspClient(args.munchkinc)
        client.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
        client.receive()
        client.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                     "params": {"textDocument": {"uri": uri, "languageId": "mkn", "version": 0, "text": text}}})
        first = client.receive()
        if first["params"]["diagnostics"]:
            sys.exit(f"the generated set has diagnostics: {first['params']['diagnostics'][:3]}")

        times = []
        typed = text
        for version in range(1, args.keystrokes + 1):
            typed = typed[:at] + "x" + typed[at:] if version % 2 else typed[:at] + typed[at + 1:]
            start = time.perf_counter()
            client.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                         "params": {"textDocument": {"uri": uri, "version": version},
                                    "contentChanges": [{"text": typed}]}})
            while True:
                message = client.receive()
                if message.get("params", {}).get("version") == version:
                    break
            times.append((time.perf_counter() - start) * 1000)
        client.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        client.receive()
        client.send({"jsonrpc": "2.0", "method": "exit"})
        client.wait()

    times.sort()
    median = statistics.median(times)
    p90 = times[int(len(times) * 0.9) - 1]
    print(f"re-check of the whole unit after a keystroke, {args.cards} cards: median {median:.1f} ms, "
          f"90th percentile {p90:.1f} ms, fastest {times[0]:.1f} ms ({len(times)} keystrokes); goal <= {GOAL_MS:.0f} ms")
    return 0 if median <= GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
