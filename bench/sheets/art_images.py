#!/usr/bin/env python3
"""Writes the 30 distinct card images of the art benchmark into a folder: 20
PNGs (600 x 450, a different colour gradient each) and 10 SVGs (a few shapes
each), named art-00.png ... art-29.svg. compare.py gives them to munchkinc's
cards and to the HTML deck alike, so both print the same pictures.

usage: bench/sheets/art_images.py OUT_DIR
"""
import pathlib
import struct
import sys
import zlib

COUNT, PNGS = 30, 20
WIDTH, HEIGHT = 600, 450


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def gradient_png(index):
    rows = []
    for y in range(HEIGHT):
        row = bytearray(b"\x00")
        for x in range(WIDTH):
            row += bytes(((x * 255 // WIDTH + index * 40) % 256, (y * 255 // HEIGHT + index * 17) % 256,
                          (index * 97) % 256))
        rows.append(bytes(row))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(b"".join(rows), 6)) + chunk(b"IEND", b""))


def shapes_svg(index):
    hue = index * 36
    circles = "".join(f'<circle cx="{60 + k * 90}" cy="{120 + (k * index) % 160}" r="{30 + k * 6}" '
                      f'fill="hsl({(hue + k * 50) % 360},60%,55%)" stroke="#222" stroke-width="3"/>'
                      for k in range(6))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
            f'viewBox="0 0 {WIDTH} {HEIGHT}"><rect width="{WIDTH}" height="{HEIGHT}" '
            f'fill="hsl({hue % 360},40%,85%)"/>{circles}</svg>\n')


def names():
    return [f"art-{i:02d}.png" if i < PNGS else f"art-{i:02d}.svg" for i in range(COUNT)]


def write(folder):
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for i, name in enumerate(names()):
        if name.endswith(".png"):
            (folder / name).write_bytes(gradient_png(i))
        else:
            (folder / name).write_text(shapes_svg(i))
    return names()


if __name__ == "__main__":
    write(sys.argv[1])
