#!/usr/bin/env python3
"""A template's boxes are bounded, and so is the memory of printing it: the
largest template allowed (256 boxes on a face) prints 100 cards as PDF and as
SVG pages within 300 MB, and a 10,000-box template is refused at its line without
drawing anything.

    template_memory_test.py MUNCHKINC
"""
import os
import subprocess
import sys
import tempfile

LIMIT_MB = 300  # measured: about 40 MB for the PDF and 120 MB for the SVG
CARDS = 100


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def template(folder, boxes):
    """A face for the set's oneshots with `boxes` boxes, each showing the card's name."""
    os.makedirs(folder)
    lines = ["faces:", "  oneshot:", "    boxes:"]
    for i in range(boxes):
        lines.append('      b%d: {x: %d, y: %d, width: 20, height: 6, size: 6, content: "{name}"}'
                     % (i, 5 + i % 30, 5 + i % 70))
    with open(os.path.join(folder, "faces.yaml"), "w") as out:
        out.write("\n".join(lines) + "\n")


def run(work, *args):
    """Runs munchkinc; returns its exit status, its standard error and its peak memory in MB."""
    child = subprocess.Popen((os.path.abspath(sys.argv[1]),) + args, cwd=work, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
    error = child.stderr.read().decode()
    child.stderr.close()
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    return child.returncode, error, usage.ru_maxrss / 1024


def main():
    with tempfile.TemporaryDirectory() as work:
        os.mkdir(os.path.join(work, "hundred"))
        with open(os.path.join(work, "hundred", "set.mkn"), "w") as out:
            out.write('set hundred { title "Hundred"; }\nuses core;\n')
        with open(os.path.join(work, "hundred", "cards.mkn"), "w") as out:
            for number in range(1, CARDS + 1):
                out.write('oneshot "Card %d" { bonus +2; }\n' % number)
        template(os.path.join(work, "most"), 256)
        template(os.path.join(work, "huge"), 10000)

        for output, format in (("cards.pdf", "pdf"), ("cards-svg", "svg")):
            status, error, peak = run(work, "sheets", "hundred", "--template", "most", "-o", output, "--format", format)
            if status != 0:
                fail("256 boxes, %s: exit %d\n%s" % (output, status, error[-2000:]))
            if peak > LIMIT_MB:
                fail("256 boxes on %d cards, %s: peak %.0f MB, over %d MB" % (CARDS, output, peak, LIMIT_MB))
            print("256 boxes on %d cards, %s: peak %.0f MB" % (CARDS, output, peak))

        status, error, peak = run(work, "sheets", "hundred", "--template", "huge", "-o", "huge.pdf")
        expected = "faces.yaml:260:7: error: layout 'oneshot' has more than 256 boxes"
        if status != 1 or expected not in error:
            fail("10,000 boxes: exit %d, expected '%s' in\n%s" % (status, expected, error[-2000:]))
        if peak > LIMIT_MB or os.path.exists(os.path.join(work, "huge.pdf")):
            fail("10,000 boxes: peak %.0f MB, output %s" % (peak, os.listdir(work)))
        print("10,000 boxes: refused at the 257th, peak %.0f MB" % peak)


main()
