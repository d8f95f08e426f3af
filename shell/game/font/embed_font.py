#!/usr/bin/env python3
"""Subsets a TrueType font to the characters the game draws and writes it as a C++ array.

    embed_font.py FONT.ttf OUT.cpp

The full DejaVu Sans is 760 kB; the game needs about 130 glyphs (ASCII, arrows, the four
suits), which subset to a few kB, so the font costs the page almost nothing. Glyphs are
renumbered densely and only the tables that Dear ImGui's stb_truetype reads are kept
(cmap, glyf, head, hhea, hmtx, loca, maxp). Standard library only: no fontTools needed.
"""
import struct
import sys

# Keep in step with GLYPHS in card_fonts.cpp.
RANGES = [(0x20, 0x7E), (0xB7, 0xB7), (0xD7, 0xD7), (0x2190, 0x21FF), (0x2660, 0x2667),
          (0x2713, 0x2713)]
KEEP_TABLES = [b"cmap", b"glyf", b"head", b"hhea", b"hmtx", b"loca", b"maxp"]


def read_tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    tables = {}
    for i in range(count):
        tag, _, off, length = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        tables[tag] = data[off:off + length]
    return tables


def cmap_format4(cmap):
    """Code point -> glyph id from the Windows Unicode BMP subtable (format 4)."""
    n = struct.unpack(">H", cmap[2:4])[0]
    for i in range(n):
        plat, enc, off = struct.unpack(">HHI", cmap[4 + 8 * i:12 + 8 * i])
        if plat == 3 and enc == 1 and struct.unpack(">H", cmap[off:off + 2])[0] == 4:
            break
    else:
        sys.exit("embed_font: no format-4 cmap")
    segs = struct.unpack(">H", cmap[off + 6:off + 8])[0] // 2
    arr = lambda k: off + 14 + k * 2 * segs + (2 if k > 0 else 0)
    mapping = {}
    for s in range(segs):
        end = struct.unpack(">H", cmap[arr(0) + 2 * s:arr(0) + 2 * s + 2])[0]
        start = struct.unpack(">H", cmap[arr(1) + 2 * s:arr(1) + 2 * s + 2])[0]
        delta = struct.unpack(">h", cmap[arr(2) + 2 * s:arr(2) + 2 * s + 2])[0]
        ro_pos = arr(3) + 2 * s
        ro = struct.unpack(">H", cmap[ro_pos:ro_pos + 2])[0]
        for c in range(start, end + 1):
            if c == 0xFFFF:
                continue
            if ro == 0:
                g = (c + delta) & 0xFFFF
            else:
                p = ro_pos + ro + 2 * (c - start)
                g = struct.unpack(">H", cmap[p:p + 2])[0]
                g = (g + delta) & 0xFFFF if g else 0
            mapping[c] = g
    return mapping


def glyph_data(tables, gid):
    long_loca = struct.unpack(">h", tables[b"head"][50:52])[0] == 1
    loca = tables[b"loca"]
    if long_loca:
        a, b = struct.unpack(">II", loca[4 * gid:4 * gid + 8])
    else:
        a, b = (2 * x for x in struct.unpack(">HH", loca[2 * gid:2 * gid + 4]))
    return bytearray(tables[b"glyf"][a:b])


def components(glyph):
    """(offset of the glyph index, glyph index) of each part of a composite glyph."""
    if len(glyph) < 10 or struct.unpack(">h", glyph[0:2])[0] >= 0:
        return []
    out, p = [], 10
    while True:
        flags, gid = struct.unpack(">HH", glyph[p:p + 4])
        out.append((p + 2, gid))
        p += 4 + (4 if flags & 1 else 2)
        p += 2 if flags & 8 else 4 if flags & 0x40 else 8 if flags & 0x80 else 0
        if not flags & 0x20:
            return out


def cmap_table(codes):
    """A format-4 cmap with one segment per code point (plus the closing 0xFFFF one)."""
    items = sorted(codes.items()) + [(0xFFFF, 0)]
    n = len(items)
    ends = b"".join(struct.pack(">H", c) for c, _ in items)
    starts = b"".join(struct.pack(">H", c) for c, _ in items)
    deltas = b"".join(struct.pack(">H", (g - c) & 0xFFFF if c != 0xFFFF else 1) for c, g in items)
    ros = b"\0\0" * n
    sel = n.bit_length() - 1  # the binary-search fields that readers rely on
    body = struct.pack(">HHHH", 2 * n, 2 << sel, sel, 2 * n - (2 << sel)) + ends + b"\0\0" + starts + deltas + ros
    sub = struct.pack(">HHH", 4, 6 + len(body), 0) + body
    return struct.pack(">HHHHI", 0, 1, 3, 1, 12) + sub


def checksum(data):
    data += b"\0" * (-len(data) % 4)
    return sum(struct.unpack(">%dI" % (len(data) // 4), data)) & 0xFFFFFFFF


def subset(data):
    t = read_tables(data)
    full = cmap_format4(t[b"cmap"])
    wanted = {c: full[c] for lo, hi in RANGES for c in range(lo, hi + 1) if full.get(c)}
    keep, todo = {0}, list(wanted.values())
    while todo:
        g = todo.pop()
        if g in keep:
            continue
        keep.add(g)
        todo += [c for _, c in components(glyph_data(t, g))]
    order = sorted(keep)
    new_id = {g: i for i, g in enumerate(order)}

    n_hmetrics = struct.unpack(">H", t[b"hhea"][34:36])[0]
    hmtx = t[b"hmtx"]
    glyf, loca, metrics = b"", [0], b""
    for g in order:
        gd = glyph_data(t, g)
        for pos, c in components(gd):
            gd[pos:pos + 2] = struct.pack(">H", new_id[c])
        gd += b"\0" * (-len(gd) % 4)
        glyf += gd
        loca.append(len(glyf))
        adv = hmtx[4 * min(g, n_hmetrics - 1):4 * min(g, n_hmetrics - 1) + 2]
        lsb = hmtx[4 * g + 2:4 * g + 4] if g < n_hmetrics else \
            hmtx[4 * n_hmetrics + 2 * (g - n_hmetrics):4 * n_hmetrics + 2 * (g - n_hmetrics) + 2]
        metrics += adv + lsb

    out = {
        b"cmap": cmap_table({c: new_id[g] for c, g in wanted.items()}),
        b"glyf": glyf,
        b"head": t[b"head"][:8] + b"\0\0\0\0" + t[b"head"][12:50] + struct.pack(">h", 1)
        + t[b"head"][52:],
        b"hhea": t[b"hhea"][:34] + struct.pack(">H", len(order)) + t[b"hhea"][36:],
        b"hmtx": metrics,
        b"loca": b"".join(struct.pack(">I", x) for x in loca),
        b"maxp": t[b"maxp"][:4] + struct.pack(">H", len(order)) + t[b"maxp"][6:],
    }
    n = len(KEEP_TABLES)
    header = struct.pack(">IHHHH", 0x00010000, n, 64, 2, n * 16 - 64)  # 4 <= n < 8
    offset = 12 + 16 * n
    records, body = b"", b""
    for tag in KEEP_TABLES:
        d = out[tag]
        records += struct.pack(">4sIII", tag, checksum(d), offset + len(body), len(d))
        body += d + b"\0" * (-len(d) % 4)
    return header + records + body


def main():
    font, target = sys.argv[1], sys.argv[2]
    data = subset(open(font, "rb").read())
    lines = [", ".join(str(b) for b in data[i:i + 24]) for i in range(0, len(data), 24)]
    with open(target, "w") as f:
        f.write("// Generated by shell/game/font/embed_font.py from %s: do not edit.\n" % font)
        f.write('extern "C" const unsigned char SOL_FONT_DATA[] = {\n%s};\n' % ",\n".join(lines))
        f.write('extern "C" const unsigned int SOL_FONT_SIZE = %d;\n' % len(data))


if __name__ == "__main__":
    main()
