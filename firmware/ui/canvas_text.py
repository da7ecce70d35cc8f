"""A canvas that keeps the text it drew: the screen read back as text.

Tests and the simulator (``main.build(record=True)``) draw on ``TextCanvas``;
the board never loads it, so reading the screen costs the board's heap
nothing.  ``recording(base)`` makes the same of any canvas class
(``TextCanvas`` is ``ui.canvas.Canvas``'s).  It also keeps every text cut at
the screen's right edge (``clipped``): the tests walk the screens in both
languages and find none.
"""
from ui.canvas import Canvas

_ROWS = 8


def recording(base):
    """``base``, a canvas class with ``COLS`` and ``text()``, keeping what it draws."""

    # mypy cannot take a base known only at run time
    class Recording(base):      # type: ignore[valid-type]
        def __init__(self, fb):
            base.__init__(self, fb)
            self.drawn = []         # (row, col, text, inverse) since the last clear
            self.clipped = []       # (row, text) of the texts cut at the right edge, ever

        def clear(self):
            base.clear(self)
            self.drawn = []

        def text(self, s, col, row, inverse=False):
            if len(s) > self.COLS - col:
                self.clipped.append((row, s))
            s = base.text(self, s, col, row, inverse)
            if s is not None:
                self.drawn.append((row, col, s, inverse))
            return s

        def rows(self):
            """The text drawn as ROWS strings of COLS characters."""
            cols = self.COLS
            grid = [[" "] * cols for _ in range(_ROWS)]
            for row, col, s, inverse in self.drawn:
                if 0 <= row < _ROWS:
                    for i in range(len(s)):
                        if 0 <= col + i < cols:
                            grid[row][col + i] = s[i]
            return ["".join(r) for r in grid]

        def highlighted(self):
            """Text drawn dark on lit below the title (the selection)."""
            return [s.strip() for row, col, s, inverse in self.drawn if inverse and row > 0]

    return Recording


TextCanvas = recording(Canvas)
