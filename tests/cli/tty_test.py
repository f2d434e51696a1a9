#!/usr/bin/env python3
"""Runs munchkinc on a pseudo-terminal, as a user at a terminal sees it.

    tty_test.py MUNCHKINC CASE

CASE is one of:
  no-color      colour on a terminal by default, none with NO_COLOR set
                (and --color=always still wins)
  progress-bar  simulate's bar shows a rate and the time left, and ends its
                line before the report starts
  shard-progress  simulate --shard draws the same bar, labelled with its shard
  merge-progress  merge draws a bar while it reads a hundred parts or more
  pipe          with stderr a pipe (a log, a batch job) no bar is drawn at all,
                by simulate, a shard or merge
"""
import os
import pty
import subprocess
import sys
import tempfile

TINY_SET = """set tiny {
  title "Tiny";
  players 3..6;
}

uses core;

item "Club" { bonus +2; slot one_hand; value 300; copies 6; }
monster "Goblin" { level 2; treasures 1; bad_stuff { lose_levels 1; } copies 6; }
monster "Ogre" { level 8; treasures 2; bad_stuff { lose_levels 1; } copies 6; }
levelup "Lucky Find" { play any_time { gain_levels 1 max_level kill_level - 1; } copies 4; }
"""

BROKEN_SET = """set broken {
  title "Broken";
  players 3..6;
}

uses core;

monster "Blob" { level 0; treasures 1; bad_stuff { lose_levels 1; } }
"""


def run_on_tty(args, env_extra=None, cwd=None):
    """Runs args with stdout and stderr on one pseudo-terminal; returns what it printed."""
    env = dict(os.environ)
    env.pop("NO_COLOR", None)
    env.update(env_extra or {})
    leader, follower = pty.openpty()
    process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=follower, stderr=follower, env=env, cwd=cwd)
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


def fail(message, output):
    print(f"FAIL: {message}\n--- output:\n{output!r}")
    sys.exit(1)


def no_color(munchkinc, folder):
    path = os.path.join(folder, "broken.mkn")
    with open(path, "w") as f:
        f.write(BROKEN_SET)
    coloured = run_on_tty([munchkinc, "check", path])
    if "\033[" not in coloured:
        fail("a terminal gets no colour by default", coloured)
    plain = run_on_tty([munchkinc, "check", path], {"NO_COLOR": "1"})
    if "\033[" in plain or "error: 'level' must be at least 1" not in plain:
        fail("NO_COLOR=1 still colours the diagnostics", plain)
    forced = run_on_tty([munchkinc, "check", "--color=always", path], {"NO_COLOR": "1"})
    if "\033[" not in forced:
        fail("--color=always is ignored under NO_COLOR", forced)


def progress_bar(munchkinc, folder):
    path = os.path.join(folder, "tiny.mkn")
    with open(path, "w") as f:
        f.write(TINY_SET)
    output = run_on_tty([munchkinc, "simulate", path, "--games", "20000", "--players", "3..4"], {"NO_COLOR": "1"})
    report = output.find("Tiny (tiny):")
    if report < 0:
        fail("no report", output)
    if output[report - 1] != "\n":
        fail("the report starts on the progress bar's line", output)
    bars = output[:report]
    for needed in ("simulate 3 players [", "simulate 4 players [", "games/s", " left", "20000/20000 games", "took "):
        if needed not in bars:
            fail(f"the progress bar lacks {needed!r}", output)
    finished = [line.split("\r")[-1] for line in bars.split("\n") if line]
    if len(finished) != 2 or not all("20000/20000 games" in line for line in finished):
        fail("each count's bar should end on a line of its own at 20000/20000", output)


def shard_progress(munchkinc, folder):
    path = os.path.join(folder, "tiny.mkn")
    with open(path, "w") as f:
        f.write(TINY_SET)
    part = os.path.join(folder, "part.json")
    output = run_on_tty([munchkinc, "simulate", path, "--games", "40000", "--shard", "1/2", "-o", part],
                        {"NO_COLOR": "1"})
    for needed in ("simulate shard 1/2 [", "games/s", " left", "20000/20000 games", "took ",
                   "wrote shard 1/2 (20000 games, 20000 to 39999 of 40000) to "):
        if needed not in output:
            fail(f"the shard's output lacks {needed!r}", output)


def hundred_parts(munchkinc, folder):
    """Writes the 100 shards of a 100-game run of the tiny set; returns their paths."""
    path = os.path.join(folder, "tiny.mkn")
    with open(path, "w") as f:
        f.write(TINY_SET)
    parts = [os.path.join(folder, f"part-{k}.json") for k in range(100)]
    for k, part in enumerate(parts):
        subprocess.run([munchkinc, "simulate", path, "--games", "100", "--shard", f"{k}/100", "-o", part],
                       check=True, stderr=subprocess.DEVNULL)
    return parts


def merge_progress(munchkinc, folder):
    output = run_on_tty([munchkinc, "merge", *hundred_parts(munchkinc, folder)], {"NO_COLOR": "1"})
    report = output.find("Tiny (tiny):")
    if report < 0:
        fail("no report", output)
    for needed in ("merge [", "parts/s", "100/100 parts", "took "):
        if needed not in output[:report]:
            fail(f"merge's progress bar lacks {needed!r}", output)


def pipe(munchkinc, folder):
    path = os.path.join(folder, "tiny.mkn")
    with open(path, "w") as f:
        f.write(TINY_SET)
    for extra in ([], ["--shard", "0/2", "-o", os.path.join(folder, "part.json")]):
        done = subprocess.run([munchkinc, "simulate", path, "--games", "20000", "--players", "3..4", *extra],
                              stdin=subprocess.DEVNULL, capture_output=True, text=True)
        if done.returncode != 0:
            fail("simulate failed", done.stderr)
        for unwanted in ("\r", "games/s", " left", "["):
            if unwanted in done.stderr:
                fail(f"a pipe got progress output ({unwanted!r})", done.stderr)


def main():
    munchkinc, case = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as folder:
        {"no-color": no_color, "progress-bar": progress_bar, "shard-progress": shard_progress,
         "merge-progress": merge_progress, "pipe": pipe}[case](munchkinc, folder)
    print("ok")


if __name__ == "__main__":
    main()
