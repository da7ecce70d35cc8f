"""A choice shown one option at a time: the setup screens' and the OFC davi's.

Its own module, not ``ui.widgets``, which stays on the heap through a
pulya that never shows one; dropped with the setup and the OFC screens
(``ui.SETUP``, ``ui.OFC``).
"""
from ui import text as T
from ui.widgets import Menu, _label


class Choice(Menu):
    """Choose one of ``options`` (strings) with the arrows; ``done(index)`` on OK.
    A menu that shows one option at a time and closes on OK."""

    def __init__(self, title, options, index, done):
        super().__init__(title, options, done, index, True)
        self.done = done

    def draw(self, c):
        # the option between the arrows: 17 columns (texts/device.txt, "@ choice")
        c.title(self.title)
        c.center(4, _label(self.items[self.index]))
        c.text("◀", 0, 4)
        c.text("▶", 20, 4)
        c.line(7, T.one("HINT_NUMBER", 0))
