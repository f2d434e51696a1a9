#!/usr/bin/env python3
"""A terminal's screen, as `tmux capture-pane -e -p` prints it (text with SGR
colour escapes), turned into an HTML page that looks like the terminal: a
monospace grid on a dark background, each run of text in its colours.

Usage: ansi_to_html.py CAPTURE.txt PAGE.html [TITLE]
Handles what tmux emits: reset, bold, italic, underline, reverse, the 8/16
colours, the 256-colour palette and 24-bit colours; other escapes are dropped."""
import html
import re
import sys

FOREGROUND, BACKGROUND = "#d4d4d4", "#1e1e1e"
# xterm's 16 colours.
BASIC = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
         "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"]


def palette(index):
    if index < 16:
        return BASIC[index]
    if index < 232:
        index -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (levels[index // 36], levels[index // 6 % 6], levels[index % 6])
    grey = 8 + 10 * (index - 232)
    return "#%02x%02x%02x" % (grey, grey, grey)


class Style:
    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = self.bg = None
        self.bold = self.italic = self.underline = self.reverse = False

    def apply(self, codes):
        codes = [int(c) if c else 0 for c in codes.split(";")] if codes else [0]
        i = 0
        while i < len(codes):
            c = codes[i]
            if c == 0:
                self.reset()
            elif c == 1:
                self.bold = True
            elif c == 3:
                self.italic = True
            elif c == 4:
                self.underline = True
            elif c == 7:
                self.reverse = True
            elif c == 22:
                self.bold = False
            elif c == 23:
                self.italic = False
            elif c == 24:
                self.underline = False
            elif c == 27:
                self.reverse = False
            elif 30 <= c <= 37 or 90 <= c <= 97:
                self.fg = BASIC[c - 30 if c < 90 else c - 90 + 8]
            elif 40 <= c <= 47 or 100 <= c <= 107:
                self.bg = BASIC[c - 40 if c < 100 else c - 100 + 8]
            elif c == 39:
                self.fg = None
            elif c == 49:
                self.bg = None
            elif c in (38, 48) and i + 1 < len(codes):
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    colour, i = palette(codes[i + 2]), i + 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    colour, i = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5]), i + 4
                else:
                    colour = None
                if c == 38:
                    self.fg = colour
                else:
                    self.bg = colour
            i += 1

    def css(self):
        fg, bg = self.fg or FOREGROUND, self.bg or BACKGROUND
        if self.reverse:
            fg, bg = bg, fg
        rules = ["color:" + fg]
        if bg != BACKGROUND:
            rules.append("background:" + bg)
        if self.bold:
            rules.append("font-weight:bold")
        if self.italic:
            rules.append("font-style:italic")
        if self.underline:
            rules.append("text-decoration:underline")
        return ";".join(rules)


ESCAPE = re.compile(r"\x1b\[([0-9;]*)([A-Za-z])|\x1b[()][A-Za-z0-9]|\x1b.")


def convert(text):
    style, out = Style(), []
    for line in text.rstrip("\n").split("\n"):
        at = 0
        for match in ESCAPE.finditer(line):
            if match.start() > at:
                out.append('<span style="%s">%s</span>' % (style.css(), html.escape(line[at:match.start()])))
            if match.group(2) == "m":
                style.apply(match.group(1))
            at = match.end()
        if at < len(line):
            out.append('<span style="%s">%s</span>' % (style.css(), html.escape(line[at:])))
        out.append("\n")
    return "".join(out)


def main():
    source, target = sys.argv[1], sys.argv[2]
    title = sys.argv[3] if len(sys.argv) > 3 else "terminal"
    body = convert(open(source, encoding="utf-8", errors="replace").read())
    with open(target, "w", encoding="utf-8") as out:
        out.write('<!DOCTYPE html><html><head><meta charset="utf-8"><title>%s</title><style>'
                  "html,body{margin:0;background:%s}"
                  "pre{margin:0;padding:8px;font:14px/1.25 'DejaVu Sans Mono',monospace;color:%s}"
                  "</style></head><body><pre>%s</pre></body></html>\n"
                  % (html.escape(title), BACKGROUND, FOREGROUND, body))


if __name__ == "__main__":
    main()
