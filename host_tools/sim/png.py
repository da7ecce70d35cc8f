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
