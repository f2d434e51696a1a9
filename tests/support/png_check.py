#!/usr/bin/env python3
"""Is a PNG a picture rather than a blank page? Decodes the 8-bit RGB or RGBA
PNGs Chromium writes (no image library in Debian's python3 by default) and
counts their distinct colours.

As a module: distinct_colours(path), size(path).
As a program: png_check.py FILE MIN_COLOURS [MIN_WIDTH MIN_HEIGHT]; exit 1,
saying why, when the picture has fewer colours or is smaller."""
import struct
import sys
import zlib


def _chunks(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(path + ": not a PNG")
    at = 8
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        yield kind, data[at + 8:at + 8 + length]
        at += 12 + length


def _paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def read(path):
    """(width, height, rows): rows of bytes, channels interleaved."""
    idat = b""
    for kind, body in _chunks(path):
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError("%s: only 8-bit RGB(A), not interlaced (depth %d, colour %d)" % (path, depth, colour))
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = row[x - channels] if x >= channels else 0
            up = previous[x]
            upper_left = previous[x - channels] if x >= channels else 0
            predictor = (0, left, up, (left + up) // 2, _paeth(left, up, upper_left))[kind]
            row[x] = (row[x] + predictor) & 0xFF
        rows.append(bytes(row))
        previous = row
    return width, height, [bytes(r) for r in rows], channels


def distinct_colours(path):
    width, _, rows, channels = read(path)
    colours = set()
    for row in rows:
        for x in range(0, width * channels, channels):
            colours.add(row[x:x + 3])
    return len(colours)


def main():
    path, minimum = sys.argv[1], int(sys.argv[2])
    width, height, _, _ = read(path)
    if len(sys.argv) > 4 and (width < int(sys.argv[3]) or height < int(sys.argv[4])):
        sys.exit("%s: %dx%d, smaller than %sx%s" % (path, width, height, sys.argv[3], sys.argv[4]))
    count = distinct_colours(path)
    if count < minimum:
        sys.exit("%s: %d distinct colours, fewer than %d: a blank picture" % (path, count, minimum))
    print("%s: %dx%d, %d colours" % (path, width, height, count))


if __name__ == "__main__":
    main()
