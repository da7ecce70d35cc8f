"""Drawing on the 128x64 screen in 8x8 text cells: 16 columns by 8 rows.

``Canvas`` wraps any framebuf-like target (the SSD1306 driver itself, or a
plain ``framebuf.FrameBuffer`` in tests).  Row 0 is the title bar, drawn lit
with dark text.  Tests and the simulator draw on ``ui.canvas_text.TextCanvas``
instead, which also keeps the text drawn so the screen can be read as text;
the board does not load it.
"""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

_COLS = const(16)
_CELL = const(8)
_WIDTH = const(128)


class Canvas:
    COLS = _COLS

    def __init__(self, fb):
        self.fb = fb

    def clear(self):
        self.fb.fill(0)

    def text(self, s, col, row, inverse=False):
        """``s`` at cell (col, row), cut at the right edge; inverse = dark on lit.
        Returns the part drawn (None when nothing fits)."""
        room = _COLS - col
        if room <= 0:
            return None
        if len(s) > room:
            s = s[:room]
        x = col * _CELL
        y = row * _CELL
        if inverse:
            self.fb.fill_rect(x, y, len(s) * _CELL, _CELL, 1)
            self.fb.text(s, x, y, 0)
        else:
            self.fb.text(s, x, y, 1)
        return s

    def title(self, s, right=""):
        """The lit bar on row 0 with ``s`` at the left and ``right`` at the right."""
        # the bar stops one pixel short of row 1, so a highlighted first row
        # stays apart from it (descenders in the title go dark)
        self.fb.fill_rect(0, 0, _WIDTH, _CELL, 1)
        self.text(s, 0, 0, True)
        if right:
            self.text(right, _COLS - len(right), 0, True)
        self.fb.hline(0, _CELL - 1, _WIDTH, 0)

    def line(self, row, s, inverse=False):
        """A whole row: with inverse the bar spans the screen, like a selection."""
        if inverse:
            self.fb.fill_rect(0, row * _CELL, _WIDTH, _CELL, 1)
        self.text(s, 0, row, inverse)

    def center(self, row, s, inverse=False):
        col = (_COLS - len(s)) // 2
        self.text(s, col if col > 0 else 0, row, inverse)

    def right(self, row, s, inverse=False):
        col = _COLS - len(s)
        self.text(s, col if col > 0 else 0, row, inverse)

    def mark(self, col, row, up):
        """A small scroll arrow in a cell (up or down)."""
        x = col * _CELL + 4
        y = row * _CELL + (2 if up else 5)
        for i in range(3):
            yy = y + i if up else y - i
            self.fb.hline(x - i, yy, 2 * i + 1, 1)
