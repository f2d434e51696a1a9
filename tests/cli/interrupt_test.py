#!/usr/bin/env python3
"""Stops `munchkinc sheets --format png` with a signal while it draws, as a
user's Ctrl-C, a closed terminal or a `kill` would, and checks that nothing
is left: no output folder, no hidden folder it was drawing into.

    interrupt_test.py MUNCHKINC SIGNAL     (SIGNAL: TERM, INT or HUP)
"""
import os
import signal
import subprocess
import sys
import tempfile
import time

CARDS = 300  # about 20 ms each: seconds of drawing, well past the first PNGs


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def main():
    munchkinc, name = os.path.abspath(sys.argv[1]), sys.argv[2]
    stop = getattr(signal, "SIG" + name)
    with tempfile.TemporaryDirectory() as work:
        os.mkdir(os.path.join(work, "big"))
        with open(os.path.join(work, "big", "set.mkn"), "w") as out:
            out.write('set big { title "Big"; }\nuses core;\n')
        with open(os.path.join(work, "big", "cards.mkn"), "w") as out:
            for number in range(1, CARDS + 1):
                out.write('oneshot "Card %d" { bonus +2; }\n' % number)
        # A signal default at the start, as at a terminal (not inherited as ignored).
        run = subprocess.Popen([munchkinc, "sheets", "big", "-o", "pngs", "--format", "png"], cwd=work,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               preexec_fn=lambda: signal.signal(stop, signal.SIG_DFL))
        # Wait until the hidden folder holds a few finished PNGs: in the middle of drawing.
        deadline = time.monotonic() + 120
        while True:
            hidden = [entry for entry in os.listdir(work) if entry.startswith(".pngs.munchkinc-")]
            if hidden and len(os.listdir(os.path.join(work, hidden[0]))) >= 3:
                break
            if run.poll() is not None:
                fail("munchkinc ended (status %d) before it was stopped: %s" % (run.returncode, run.stderr.read()))
            if time.monotonic() > deadline:
                run.kill()
                fail("no PNG drawn within two minutes")
            time.sleep(0.01)
        run.send_signal(stop)
        run.communicate(timeout=60)
        if run.returncode != -stop:
            fail("expected death by SIG%s, got status %d" % (name, run.returncode))
        left = sorted(set(os.listdir(work)) - {"big"})
        if left:
            fail("debris beside the output after SIG%s: %s" % (name, left))
    print("SIG%s during PNG drawing left nothing behind" % name)


main()
