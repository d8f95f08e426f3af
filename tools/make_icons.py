#!/usr/bin/env python3
"""Draws the game's app icons as PNG files: a white card with a red heart on the table's
green, filling the whole square (so that it also works as a "maskable" icon, which the
system may crop to a circle). Pure Python (zlib only), 2x2 samples a pixel.

    python3 tools/make_icons.py OUT_DIR 192 512     writes OUT_DIR/icon-192.png ...
"""
import struct
import sys
import zlib
from pathlib import Path

GREEN = (15, 90, 42)
WHITE = (250, 250, 245)
RED = (200, 30, 40)


def colour_at(x, y):
    """The icon's colour at (x, y) in a unit square."""
    # The card: 0.30..0.70 across, 0.20..0.80 down, rounded corners.
    cx, cy, hw, hh, r = 0.5, 0.5, 0.21, 0.29, 0.05
    dx, dy = max(abs(x - cx) - (hw - r), 0), max(abs(y - cy) - (hh - r), 0)
    if dx * dx + dy * dy > r * r:
        return GREEN
    # The heart: two lobes and a point, centred on the card.
    lobe = 0.075
    for lx in (cx - lobe * 0.95, cx + lobe * 0.95):
        if (x - lx) ** 2 + (y - (cy - 0.04)) ** 2 <= lobe * lobe:
            return RED
    top, bottom, half = cy - 0.02, cy + 0.15, 2 * lobe * 0.97
    if top <= y <= bottom and abs(x - cx) <= half * (bottom - y) / (bottom - top):
        return RED
    return WHITE


def png(size):
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter: none
        for px in range(size):
            acc = [0, 0, 0]
            for sy in (0.25, 0.75):
                for sx in (0.25, 0.75):
                    c = colour_at((px + sx) / size, (py + sy) / size)
                    for k in range(3):
                        acc[k] += c[k]
            row += bytes(v // 4 for v in acc)
        rows.append(bytes(row))

    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body))

    header = struct.pack('>IIBBBBB', size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) +
            chunk(b'IDAT', zlib.compress(b''.join(rows), 9)) + chunk(b'IEND', b''))


def main():
    if len(sys.argv) < 3:
        sys.exit('usage: make_icons.py OUT_DIR SIZE...')
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for size in sys.argv[2:]:
        (out / f'icon-{int(size)}.png').write_bytes(png(int(size)))


if __name__ == '__main__':
    main()
