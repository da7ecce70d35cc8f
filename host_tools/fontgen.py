"""The device's font, made from an X11 bitmap font: ``python -m tablescore.fontgen``.

The screen's text is X11 misc-fixed 5x8 (public domain; ``fonts/README.md``)
read from the PCF file Debian ships and written into ``firmware/ui/font.py``
as the SSD1306 stores pixels (MONO_VLSB: one byte a column of 8 pixels, bit 0
on top), ``CELL`` bytes a character, so the canvas copies a glyph straight
into the display's buffer.  ``--check`` only compares (``tablescore deploy``
and a test run it): the module is only ever made here, never by hand.

Why not font-to-py: it renders through FreeType (a C library for the build),
writes each glyph with a 2-byte width in an 8-byte slot and a dozen functions
into the module (heap on the board), and its ``get_ch`` returns a new
memoryview for every character drawn.  Reading a PCF is a page of code.
The tests decode the same file with FreeType, independently of this reader.

    >>> font = read_pcf(SOURCE.read_bytes())
    >>> font.ascent, font.descent, len(font.glyphs) > 1000
    (7, 1, True)
    >>> for y in range(HEIGHT):         # the cell's pixels, row by row
    ...     print("".join("#" if b >> y & 1 else "-" for b in cell(font, ord("Ж"))))
    ------
    -#-#-#
    -#-#-#
    --###-
    -#-#-#
    -#-#-#
    -#-#-#
    ------
"""
import argparse
import gzip
import pathlib
import struct
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "fonts" / "5x8.pcf.gz"
TARGET = ROOT / "firmware" / "ui" / "font.py"

CELL = 6            # pixels across a character: the 5-pixel glyph and a blank column
HEIGHT = 8          # one page of the SSD1306: a text row
SHIFT = 1           # the glyph starts one column into its cell (a lit bar keeps a margin)
ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
# Every other character the screens may draw, in glyph order after ASCII: the
# Russian alphabet, then the symbols (fonts/README.md lists what the font lacks)
RUSSIAN = "".join(chr(c) for c in range(0x410, 0x450)) + "Ёё"
SYMBOLS = "«»–—…№×·•°±½≤≥←→↑↓▲▼◀▶■□♠♣♥♦"
FALLBACK = "\ufffd"     # the replacement character, drawn for any character without a glyph

# PCF tables and format bits (X.org's pcf.h)
_PROPERTIES, _ACCELERATORS, _METRICS, _BITMAPS = 1, 2, 4, 8
_ENCODINGS, _BDF_ACCELERATORS = 32, 256
_COMPRESSED_METRICS = 0x100
_BYTE_MSB, _BIT_MSB = 4, 8


class Glyph:
    """One glyph of a PCF font: its metrics and its rows, top first, each an int
    whose bit ``width - 1 - x`` is pixel x."""

    def __init__(self, left, right, width, ascent, descent, rows):
        self.left, self.right, self.width = left, right, width
        self.ascent, self.descent, self.rows = ascent, descent, rows


class Font:
    def __init__(self, ascent, descent, default, glyphs):
        self.ascent, self.descent = ascent, descent
        self.default = default          # code point of the font's default character
        self.glyphs = glyphs            # code point -> Glyph


def read_pcf(data):
    """The ``Font`` in PCF bytes (gzipped or not)."""
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    if data[:4] != b"\x01fcp":
        raise ValueError("not a PCF font")
    (count,) = struct.unpack_from("<i", data, 4)
    toc = {}
    for i in range(count):
        kind, fmt, size, offset = struct.unpack_from("<4i", data, 8 + 16 * i)
        toc[kind] = offset

    def table(kind):
        if kind not in toc:
            raise ValueError("PCF without table %d" % kind)
        at = toc[kind]
        (fmt,) = struct.unpack_from("<i", data, at)
        return fmt, ">" if fmt & _BYTE_MSB else "<", at + 4

    fmt, e, at = table(_BDF_ACCELERATORS if _BDF_ACCELERATORS in toc else _ACCELERATORS)
    ascent, descent = struct.unpack_from(e + "2i", data, at + 8)

    fmt, e, at = table(_METRICS)
    metrics = []
    if fmt & _COMPRESSED_METRICS:
        (n,) = struct.unpack_from(e + "h", data, at)
        for i in range(n):
            metrics.append([b - 0x80 for b in data[at + 2 + 5 * i:at + 7 + 5 * i]])
    else:
        (n,) = struct.unpack_from(e + "i", data, at)
        for i in range(n):
            metrics.append(list(struct.unpack_from(e + "5h", data, at + 4 + 12 * i)))

    fmt, e, at = table(_BITMAPS)
    (n,) = struct.unpack_from(e + "i", data, at)
    offsets = struct.unpack_from(e + "%di" % n, data, at + 4)
    bits = at + 4 + 4 * n + 16
    pad = 1 << (fmt & 3)
    unit = 1 << ((fmt >> 4) & 3)
    glyphs = []
    for (left, right, width, up, down), offset in zip(metrics, offsets):
        w = right - left
        stride = ((w + 7) // 8 + pad - 1) // pad * pad
        rows = []
        for y in range(up + down):
            row = bytearray(data[bits + offset + y * stride:bits + offset + (y + 1) * stride])
            if bool(fmt & _BYTE_MSB) != bool(fmt & _BIT_MSB):      # bytes swapped in each scan unit
                for u in range(0, len(row), unit):
                    row[u:u + unit] = row[u:u + unit][::-1]
            if not fmt & _BIT_MSB:
                row = bytearray(int("{:08b}".format(b)[::-1], 2) for b in row)
            rows.append(int.from_bytes(row, "big") >> (8 * len(row) - w) if w else 0)
        glyphs.append(Glyph(left, right, width, up, down, rows))

    fmt, e, at = table(_ENCODINGS)
    first2, last2, first1, last1, default = struct.unpack_from(e + "5h", data, at)
    span = last2 - first2 + 1
    index = struct.unpack_from(e + "%dH" % (span * (last1 - first1 + 1)), data, at + 10)
    by_code = {}
    for i, g in enumerate(index):
        if g != 0xFFFF:
            by_code[(first1 + i // span) * 256 + first2 + i % span] = glyphs[g]
    return Font(ascent, descent, default, by_code)


def cell(font, code, width=CELL, shift=SHIFT):
    """The ``width`` column bytes of ``code``'s glyph in a text row (MONO_VLSB),
    ``shift`` columns in, the font's baseline ``descent`` pixels above the
    row's bottom."""
    g = font.glyphs[code]
    top = HEIGHT - font.descent - g.ascent          # the row's pixel line of the glyph's top
    out = bytearray(width)
    w = g.right - g.left
    for y, row in enumerate(g.rows):
        for x in range(w):
            if row >> (w - 1 - x) & 1:
                cx, cy = shift + g.left + x, top + y
                if not (0 <= cx < width and 0 <= cy < HEIGHT):
                    raise ValueError("U+%04X does not fit a %dx%d cell" % (code, width, HEIGHT))
                out[cx] |= 1 << cy
    return bytes(out)


def charset(font):
    """The characters after ASCII, in glyph order, the fallback last; a
    character the font lacks is an error (no glyph is ever made up here)."""
    chars = ASCII + RUSSIAN + SYMBOLS + FALLBACK
    missing = [c for c in chars if ord(c) not in font.glyphs]
    if missing:
        raise ValueError("the font lacks %s" % " ".join("U+%04X" % ord(c) for c in missing))
    return chars[len(ASCII):]


def module(font, source_name):
    """The text of ``firmware/ui/font.py``."""
    others = charset(font)
    data = b"".join(cell(font, ord(c)) for c in ASCII + others)
    run = 1                         # OTHERS starts with a run of consecutive code points (А-я)
    while run < len(others) and ord(others[run]) == ord(others[0]) + run:
        run += 1
    lines = [
        "# Made by `python -m tablescore.fontgen` from fonts/%s: do not edit." % source_name,
        '"""The screen\'s font: X11 misc-fixed 5x8 (public domain) in %d-pixel cells.' % CELL,
        "",
        "``GLYPHS`` holds _CELL bytes a character, the SSD1306's own column order",
        "(MONO_VLSB: a byte is a column of a text row, bit 0 on top).  Glyph i is",
        "code point 0x20 + i for printable ASCII (i < 95), else ``OTHERS[i - 95]``,",
        "whose first _RUN_LEN characters are the code points from _RUN on, in order;",
        "glyph _FALLBACK stands for any character without one.  The numbers are",
        "private constants, as ``ui.canvas`` has them too (tests/test_font.py",
        "checks they agree): a public name would be a qstr the board keeps.",
        '"""',
        "try:",
        "    from micropython import const",
        "except ImportError:     # CPython (the tests): const(6) is 6",
        "    def const(x):",
        "        return x",
        "_CELL = const(%d)" % CELL,
        "_RUN = const(0x%04X)  # %s" % (ord(others[0]), others[0]),
        "_RUN_LEN = const(%d)  # to %s" % (run, others[run - 1]),
        "_FALLBACK = const(%d)  # U+%04X, the last glyph" % (len(ASCII) + len(others) - 1, ord(FALLBACK)),
        "OTHERS = %s" % _literal(others),
        "GLYPHS = (",
    ]
    per_line = CELL * 12
    for i in range(0, len(data), per_line):
        lines.append("    b'%s'" % "".join("\\x%02x" % b for b in data[i:i + per_line]))
    lines.append(")")
    return "\n".join(lines) + "\n"


def _literal(s):
    """A str literal of ``s`` written as its characters (the file is UTF-8)."""
    assert '"' not in s and "\\" not in s
    return '"%s"' % s


def generate(source=None):
    """The text of the font module made from ``source`` (default ``SOURCE``)."""
    source = pathlib.Path(source or SOURCE)
    return module(read_pcf(source.read_bytes()), source.name)


def check(target=None, source=None):
    """None when ``target`` (default ``TARGET``) is what the converter makes of
    ``source`` (default ``SOURCE``), else why not, in a sentence."""
    target = pathlib.Path(target or TARGET)
    try:
        want = generate(source)
    except (OSError, ValueError) as exc:
        return "the font's source %s: %s" % (source or SOURCE, exc)
    try:
        have = target.read_text(encoding="utf-8")
    except OSError as exc:
        return "%s: %s" % (target, exc.strerror)
    if have != want:
        return "%s is not what the converter makes of %s: run python -m tablescore.fontgen" % (
            target, source or SOURCE)
    return None


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m tablescore.fontgen", description=__doc__.split("\n\n")[1])
    p.add_argument("--check", action="store_true", help="only compare; exit 1 if the module is stale")
    args = p.parse_args(argv)
    if args.check:
        why = check()
        if why:
            print(why, file=sys.stderr)
            return 1
        print("%s is up to date" % TARGET.relative_to(ROOT))
        return 0
    TARGET.write_text(generate(), encoding="utf-8")
    print("wrote %s" % TARGET.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
