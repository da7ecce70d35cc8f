"""A ``Canvas`` that keeps the text it drew: the screen read back as text.

Tests and the simulator (``main.build(record=True)``) draw on it; the board
never loads it, so reading the screen costs the board's heap nothing.
"""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from ui.canvas import Canvas

_COLS = const(16)       # the screen in text cells, as ui.canvas draws it
_ROWS = const(8)


class TextCanvas(Canvas):
    def __init__(self, fb):
        super().__init__(fb)
        self.drawn = []         # (row, col, text, inverse) since the last clear

    def clear(self):
        super().clear()
        self.drawn = []

    def text(self, s, col, row, inverse=False):
        s = super().text(s, col, row, inverse)
        if s is not None:
            self.drawn.append((row, col, s, inverse))
        return s

    def rows(self):
        """The text drawn as ROWS strings of COLS characters."""
        grid = [[" "] * _COLS for _ in range(_ROWS)]
        for row, col, s, inverse in self.drawn:
            if 0 <= row < _ROWS:
                for i in range(len(s)):
                    if 0 <= col + i < _COLS:
                        grid[row][col + i] = s[i]
        return ["".join(r) for r in grid]

    def highlighted(self):
        """Text drawn dark on lit below the title (the selection)."""
        return [s.strip() for row, col, s, inverse in self.drawn if inverse and row > 0]
