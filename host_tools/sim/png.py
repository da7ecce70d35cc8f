"""Pictures of the 128x64 glass: PNG files and terminal text.

An image is the controller's 1024 bytes in MONO_VLSB order (8 pages of 128
columns, bit 0 the top row of a page), as the simulator dumps it.
"""
import struct
import zlib

WIDTH = 128
HEIGHT = 64
# the colours of a white-on-black SSD1306 module, dim when off
LIT = (0xE8, 0xF4, 0xFF)
DARK = (0x08, 0x0C, 0x14)


def pixel(image, x, y):
    return (image[(y >> 3) * WIDTH + x] >> (y & 7)) & 1


def to_png(image, scale=4, lit=LIT, dark=DARK):
    """PNG bytes of ``image``, each pixel a ``scale`` x ``scale`` square."""
    rows = []
    for y in range(HEIGHT):
        line = bytearray()
        for x in range(WIDTH):
            line += bytes(lit if pixel(image, x, y) else dark) * scale
        row = b"\x00" + bytes(line)       # filter type 0 for each scanline
        rows.extend([row] * scale)
    raw = b"".join(rows)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", WIDTH * scale, HEIGHT * scale, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def read_png(data):
    """``(width, height, rgb bytes)`` of a PNG written by ``to_png`` (8-bit RGB, filter 0)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos = 8
    idat = b""
    width = height = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour != 2:
                raise ValueError("only 8-bit RGB PNGs are read here")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * 3 + 1
    out = bytearray()
    for y in range(height):
        line = raw[y * stride:(y + 1) * stride]
        if line[0] != 0:
            raise ValueError("unsupported PNG filter")
        out += line[1:]
    return width, height, bytes(out)


def to_blocks(image):
    """The glass as 32 lines of 128 characters: two pixel rows per character cell."""
    glyphs = (" ", "\u2580", "\u2584", "\u2588")    # none, upper, lower, both
    lines = []
    for y in range(0, HEIGHT, 2):
        lines.append("".join(glyphs[pixel(image, x, y) | (pixel(image, x, y + 1) << 1)]
                             for x in range(WIDTH)))
    return lines


# Quadrant glyphs indexed by upper-left | upper-right << 1 | lower-left << 2 | lower-right << 3.
QUADRANTS = " \u2598\u259d\u2580\u2596\u258c\u259e\u259b\u2597\u259a\u2590\u259c\u2584\u2599\u259f\u2588"


def to_quadrants(image):
    """The glass as 32 lines of 64 characters, 2x2 pixels per cell: fits an 80-column terminal."""
    lines = []
    for y in range(0, HEIGHT, 2):
        lines.append("".join(QUADRANTS[pixel(image, x, y) | pixel(image, x + 1, y) << 1
                                       | pixel(image, x, y + 1) << 2 | pixel(image, x + 1, y + 1) << 3]
                             for x in range(0, WIDTH, 2)))
    return lines



# Braille dots by pixel within a 2x4 cell: BRAILLE_BITS[y][x] is the bit of
# U+2800 + bits; the left column is dots 1, 2, 3, 7, the right 4, 5, 6, 8.
BRAILLE_BITS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))
REVERSE = "\x1b[7m"
PLAIN = "\x1b[27m"
# a cell's background is judged over this many cells each side: the near
# window finds a short highlight (a name), the far one a bar of dense text
BAR_WINDOWS = (4, 8)


def lit_bars(lit):
    """Per cell of a page row: drawn reversed?  ``lit`` counts each cell's lit pixels (of 16).

    A cell is in a bar when most pixels near it are lit (and some of its own);
    the bar then takes in the cells beside it that are mostly lit themselves,
    so a short one (a name) reaches its end."""
    bars = []
    for cell, own in enumerate(lit):
        bar = False
        for k in BAR_WINDOWS:
            # as many cells at the glass's edges: the window slides inwards
            start = min(max(0, cell - k), len(lit) - 2 * k - 1)
            near = lit[start:start + 2 * k + 1]
            bar = bar or 2 * sum(near) > 16 * len(near)
        bars.append(bar and own > 0)
    for cells in (range(1, len(lit)), range(len(lit) - 2, -1, -1)):
        for cell in cells:
            beside = cell - 1 if cells.step > 0 else cell + 1
            if bars[beside] and 2 * lit[cell] > 16:
                bars[cell] = True
    return bars


def to_braille(image):
    """The glass as 16 lines of 64 characters, 2x4 pixels per cell: fits an 80x24 terminal.

    A text row (8 pixels) is two lines, a character of 6 pixels three columns.
    Braille draws lit pixels as dots, so a lit bar (the title, a highlighted
    line) would be a field of dots with its text lost in it.  A cell where
    most pixels of its 8-pixel row nearby are lit (``lit_bars``) is drawn in
    reverse video with the dark pixels as its dots: the bar is solid and its
    text reads, as on the glass.  Every pixel is drawn either way.
    The lines hold the terminal's codes for reverse video (``REVERSE``,
    ``PLAIN``) and end plain: 64 columns wide, not 64 characters long.
    """
    lines = []
    for page in range(HEIGHT // 8):
        reverse = lit_bars([sum(pixel(image, x + dx, page * 8 + dy) for dx in (0, 1) for dy in range(8))
                            for x in range(0, WIDTH, 2)])
        for y in (page * 8, page * 8 + 4):
            line = []
            on = False
            for cell in range(WIDTH // 2):
                bits = 0
                for dy in range(4):
                    for dx in (0, 1):
                        if pixel(image, 2 * cell + dx, y + dy):
                            bits |= BRAILLE_BITS[dy][dx]
                if reverse[cell] != on:
                    on = reverse[cell]
                    line.append(REVERSE if on else PLAIN)
                if on:
                    bits ^= 0xFF
                line.append(chr(0x2800 + bits) if bits else " ")
            if on:
                line.append(PLAIN)
            lines.append("".join(line))
    return lines
