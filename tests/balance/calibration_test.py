#!/usr/bin/env python3
"""Calibrates `munchkinc balance` on a set with cards of known strength.

    calibration_test.py MUNCHKINC SET CASE

CASE is one of:
  nothing      a card that does nothing has an interval containing 0
  strong       a +10 item has a positive, significant impact
  overpowered  a +30 item ranks first among the cards measured
  jobs         the report is the same byte for byte whatever --jobs is
  cards        --cards limits the run, and a name that is no card is refused
  progress     on a terminal, each batch of --until-halfwidth has a bar that ends on a line of its own
"""
import json
import os
import pty
import subprocess
import sys

MEASURED = ["Blank Scroll", "Plus Ten Sword", "Crown of Ultimate Power", "Tire Iron", "Hoard Canned Goods",
            "Gas Mask"]


def balance(munchkinc, path, *extra):
    run = subprocess.run([munchkinc, "balance", path, "--games", "400", "--seed", "7", *extra],
                         capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        sys.exit(f"munchkinc balance exited {run.returncode}: {run.stderr}")
    return run.stdout


def report(munchkinc, path):
    return json.loads(balance(munchkinc, path, "--json", "--jobs", "2", "--cards", *MEASURED))


def card(document, name):
    return next(c for c in document["cards"] if c["name"] == name)


def run_on_tty(args):
    """Runs args with stdout and stderr on one pseudo-terminal; returns what it printed."""
    leader, follower = pty.openpty()
    process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=follower, stderr=follower)
    os.close(follower)
    output = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # EIO once the child has closed the terminal
            break
        if not chunk:
            break
        output += chunk
    os.close(leader)
    process.wait()
    return output.decode("utf-8", "replace").replace("\r\n", "\n")


def main():
    munchkinc, path, case = sys.argv[1:4]
    if case == "nothing":
        scroll = card(report(munchkinc, path), "Blank Scroll")
        assert scroll["chances"] > 0, scroll
        assert scroll["low"] <= 0 <= scroll["high"], scroll
    elif case == "strong":
        sword = card(report(munchkinc, path), "Plus Ten Sword")
        assert sword["low"] > 0 and sword["significant"], sword
        assert sword["forbidden_win_rate"] < sword["allowed_win_rate"], sword
    elif case == "overpowered":
        document = report(munchkinc, path)
        assert [c["name"] for c in document["cards"]][0] == "Crown of Ultimate Power", document["cards"]
        assert document["note"].startswith("impact: "), document["note"]
    elif case == "jobs":
        one = balance(munchkinc, path, "--jobs", "1", "--cards", *MEASURED)
        assert one == balance(munchkinc, path, "--jobs", "3", "--cards", *MEASURED)
        assert "Crown of Ultimate Power" in one
    elif case == "cards":
        document = report(munchkinc, path)
        assert sorted(c["name"] for c in document["cards"]) == sorted(MEASURED), document["cards"]
        run = subprocess.run([munchkinc, "balance", path, "--cards", "No Such Card"], capture_output=True, text=True)
        assert run.returncode == 2, run
        assert "no card named 'No Such Card'" in run.stderr, run.stderr
    elif case == "progress":
        output = run_on_tty([munchkinc, "balance", path, "--until-halfwidth", "1.5", "--seed", "7", "--cards", *MEASURED])
        start = output.find("balance of Balance calibration")
        assert start > 0 and output[start - 1] == "\n", output
        finished = [line.split("\r")[-1] for line in output[:start].split("\n") if line]
        assert len(finished) >= 2, finished  # the pilot batch and at least one more
        assert finished[0].startswith("balance [") and "250/250 games" in finished[0] and "took " in finished[0], finished
        assert all(line.startswith("balance, to ") and "took " in line for line in finished[1:]), finished
    else:
        sys.exit(f"unknown case {case}")


if __name__ == "__main__":
    main()
