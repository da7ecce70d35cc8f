"""Drawing on the 128x64 screen in 8x8 text cells: 16 columns by 8 rows.

``Canvas`` wraps any framebuf-like target (the SSD1306 driver itself, or a
plain ``framebuf.FrameBuffer`` in tests).  Row 0 is the title bar, drawn lit
with dark text.  With ``record=True`` it also keeps the text it drew, so tests
and the simulator can read the screen as text (``rows()``).
"""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

COLS = const(16)
ROWS = const(8)
CELL = const(8)
WIDTH = const(128)
HEIGHT = const(64)


class Canvas:
    def __init__(self, fb, record=False):
        self.fb = fb
        self.record = record
        self._drawn = []

    def clear(self):
        self.fb.fill(0)
        if self.record:
            self._drawn = []

    def text(self, s, col, row, inverse=False):
        """``s`` at cell (col, row), cut at the right edge; inverse = dark on lit."""
        room = COLS - col
        if room <= 0:
            return
        if len(s) > room:
            s = s[:room]
        x = col * CELL
        y = row * CELL
        if inverse:
            self.fb.fill_rect(x, y, len(s) * CELL, CELL, 1)
            self.fb.text(s, x, y, 0)
        else:
            self.fb.text(s, x, y, 1)
        if self.record:
            self._drawn.append((row, col, s, inverse))

    def title(self, s, right=""):
        """The lit bar on row 0 with ``s`` at the left and ``right`` at the right."""
        # the bar stops one pixel short of row 1, so a highlighted first row
        # stays apart from it (descenders in the title go dark)
        self.fb.fill_rect(0, 0, WIDTH, CELL, 1)
        self.text(s, 0, 0, True)
        if right:
            self.text(right, COLS - len(right), 0, True)
        self.fb.hline(0, CELL - 1, WIDTH, 0)

    def line(self, row, s, inverse=False):
        """A whole row: with inverse the bar spans the screen, like a selection."""
        if inverse:
            self.fb.fill_rect(0, row * CELL, WIDTH, CELL, 1)
        self.text(s, 0, row, inverse)

    def center(self, row, s, inverse=False):
        col = (COLS - len(s)) // 2
        self.text(s, col if col > 0 else 0, row, inverse)

    def right(self, row, s, inverse=False):
        col = COLS - len(s)
        self.text(s, col if col > 0 else 0, row, inverse)

    def mark(self, col, row, up):
        """A small scroll arrow in a cell (up or down)."""
        x = col * CELL + 4
        y = row * CELL + (2 if up else 5)
        for i in range(3):
            yy = y + i if up else y - i
            self.fb.hline(x - i, yy, 2 * i + 1, 1)

    def rows(self):
        """The recorded text as ROWS strings of COLS characters."""
        grid = [[" "] * COLS for _ in range(ROWS)]
        for row, col, s, inverse in self._drawn:
            if 0 <= row < ROWS:
                for i in range(len(s)):
                    if 0 <= col + i < COLS:
                        grid[row][col + i] = s[i]
        return ["".join(r) for r in grid]

    def highlighted(self):
        """Recorded text drawn dark on lit below the title (the selection)."""
        return [s.strip() for row, col, s, inverse in self._drawn if inverse and row > 0]
