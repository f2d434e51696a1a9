#!/usr/bin/env python3
"""Writes a 300-card print-and-play deck as HTML/CSS (3 x 3 poker cards per A4
page, crop-mark borders, name, kind, numbers and rules text), the baseline that
`munchkinc sheets` is compared with: `chromium --headless --print-to-pdf`.
With --art DIR, card i also shows the i-th of DIR's art-NN images (cycling), in
a box under its name cut to fill it (`object-fit: cover`), as munchkinc's
default faces place a card's art.

usage: bench/sheets/html_deck.py OUT.html [CARDS] [--art DIR]
"""
import argparse
import html
import pathlib

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("count", nargs="?", type=int, default=300)
parser.add_argument("--art", type=pathlib.Path)
args = parser.parse_args()
out, count = args.out, args.count
images = sorted(p.resolve().as_uri() for p in args.art.glob("art-*")) if args.art else []
cards = []
for i in range(count):
    text = ("Fights at +2 against Kids. When defeated, every player at the table draws one Door card "
            "face down. Bad Stuff: lose two levels and your headgear. ") * (1 + i % 3)
    cards.append(f"""<div class="card"><div class="name">Test Monster {i + 1}</div>
<div class="kind">Monster &middot; Level {1 + i % 20}</div>
{f'<img class="art" src="{images[i % len(images)]}">' if images else ""}
<div class="text">{html.escape(text)}</div>
<div class="foot">{2 + i % 3} Treasures &middot; bench {i + 1}/{count}</div></div>""")
pages = ["<div class=\"page\">" + "".join(cards[p:p + 9]) + "</div>" for p in range(0, count, 9)]
style = """@page { size: A4; margin: 0 }
body { margin: 0; font-family: 'DejaVu Sans' }
.page { width: 210mm; height: 297mm; display: grid; grid-template-columns: repeat(3, 63.5mm);
        grid-auto-rows: 88.9mm; justify-content: center; align-content: center; page-break-after: always }
.card { border: 0.2mm solid black; padding: 3mm; box-sizing: border-box; overflow: hidden }
.name { font-weight: bold; font-size: 11pt } .kind { font-size: 8pt; color: #444 }
.art { display: block; width: 53.5mm; height: 16mm; object-fit: cover; margin-top: 2mm }
.text { font-size: 7.5pt; margin-top: 3mm } .foot { font-size: 6pt; margin-top: 2mm }"""
with open(out, "w") as f:
    f.write(f"<!doctype html><html><head><meta charset=\"utf-8\"><style>{style}</style></head><body>"
            + "".join(pages) + "</body></html>")
