"""Drawing on the 128x64 screen in the font's 6x8 cells: 21 columns by 8 rows.

``Canvas`` draws text with the screen's own font (``ui.font``: X11
misc-fixed 5x8, with the Russian alphabet; the framebuf's 8x8 font has no
Cyrillic).  Row 0 is the title bar, drawn lit with dark text.  A text row
is one page of the SSD1306, so a character is ``_CELL`` bytes of
``font.GLYPHS`` copied into the framebuffer's own bytes (``memoryview(fb)``:
a ``framebuf.FrameBuffer`` and the Adafruit driver both give theirs),
inverted for dark on lit.  A text allocates one memoryview (its UTF-8
bytes), nothing per character; one cut at the right edge is a new str.  A
character the font lacks draws the font's fallback glyph.  Tests and the
simulator draw on ``ui.canvas_text.TextCanvas``, which also keeps the text.
"""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from ui import font

_COLS = const(21)
_ROWS = const(8)
# the font's numbers (ui/font.py has them as private constants too: tests/test_font.py)
_CELL = const(6)        # pixels across a character, bytes of a glyph
_RUN = const(0x0410)    # А: OTHERS starts with the code points from here on (А-я)
_RUN_LEN = const(64)
_FALLBACK = const(189)  # the glyph of a character the font lacks
_WIDTH = const(128)
_ASCII = const(95)      # glyphs 0..94 are U+0020..U+007E
_LIT = const(0xFE)      # inverse flips the lower 7 lines of a cell (bit 0 is the top line)


class Canvas:
    COLS = _COLS

    def __init__(self, fb):
        self.fb = fb
        self.buf = memoryview(fb)       # the 1024 pixel bytes, MONO_VLSB, page by page

    def clear(self):
        self.fb.fill(0)

    def text(self, s, col, row, inverse=False):
        """``s`` at cell (col, row), cut at the edges; inverse = dark on lit.
        Returns ``s`` as cut at the right edge, or None when nothing fits (a
        part left of the screen, col < 0, is not drawn but stays in it, as
        ``ui.canvas`` returns it).

        Inverse lights the cell's lower 7 lines only: its top line stays as
        drawn plain, a dark gap that keeps lit rows apart (the font's glyphs
        leave it empty but for Й ½ # $ & @ { }, whose top pixels show lit in
        it), while descenders (д р у ц щ) stay in the bar."""
        room = _COLS - col
        if room <= 0 or not 0 <= row < _ROWS:
            return None
        if len(s) > room:
            s = s[:room]
        shown = s
        if col < 0:                     # what lies left of the screen is not drawn
            shown = s[-col:]
            col = 0
        inv = _LIT if inverse else 0
        buf = self.buf
        glyphs = font.GLYPHS
        run = _RUN - _ASCII                 # glyph = code point - run, in the run
        end = _ASCII + _RUN_LEN
        at = row * _WIDTH + col * _CELL
        more = code = 0
        # the text's UTF-8 bytes, not its characters: taking a str apart makes
        # each character a qstr, looked up among all the interned names (a
        # few thousand in the app), several times slower
        for b in memoryview(shown):
            if b < 0x80:                    # printable ASCII
                g = b - 0x20
                if not 0 <= g < _ASCII:
                    g = _FALLBACK
            elif b >= 0xC0:                 # the first byte of 2, 3 or 4
                more = 1 if b < 0xE0 else 2 if b < 0xF0 else 3
                code = b & (0x3F >> more)
                continue
            else:                           # one of the following bytes
                code = code << 6 | b & 0x3F
                more -= 1
                if more > 0:
                    continue
                g = code - run              # А-я
                if not _ASCII <= g < end:
                    g = font.OTHERS.find(chr(code))     # Ё ё, the symbols
                    g = _FALLBACK if g < 0 else g + _ASCII
            # the glyph's 6 bytes, unrolled: a loop over them takes a fifth longer
            g *= _CELL
            buf[at] = glyphs[g] ^ inv
            buf[at + 1] = glyphs[g + 1] ^ inv
            buf[at + 2] = glyphs[g + 2] ^ inv
            buf[at + 3] = glyphs[g + 3] ^ inv
            buf[at + 4] = glyphs[g + 4] ^ inv
            buf[at + 5] = glyphs[g + 5] ^ inv
            at += _CELL
        return s

    def title(self, s, right=""):
        """The lit bar on row 0 with ``s`` at the left and ``right`` at the right."""
        self.fb.fill_rect(0, 1, _WIDTH, 7, 1)     # lines 1-7, as an inverse cell
        self.text(s, 0, 0, True)
        if right:
            self.text(right, _COLS - len(right), 0, True)

    def line(self, row, s, inverse=False):
        """A whole row: with inverse the bar spans the screen, like a selection."""
        if inverse:
            self.fb.fill_rect(0, row * 8 + 1, _WIDTH, 7, 1)
        self.text(s, 0, row, inverse)

    def center(self, row, s, inverse=False):
        col = (_COLS - len(s)) // 2
        self.text(s, col if col > 0 else 0, row, inverse)

    def right(self, row, s, inverse=False):
        col = _COLS - len(s)
        self.text(s, col if col > 0 else 0, row, inverse)

    def mark(self, col, row, up):
        """A small scroll arrow in a cell (up or down)."""
        x = col * _CELL + 3
        y = row * 8 + (2 if up else 5)
        for i in range(3):
            yy = y + i if up else y - i
            self.fb.hline(x - i, yy, 2 * i + 1, 1)
