"""Reading the simulator's screens in the tests: rows of 21 columns, the
scoreboard, the breakdown, in either language (the texts from the device's
own tables: ``tablescore.texts``)."""
import contextlib
import sys

from mp import FIRMWARE
from tablescore import texts

COLS = 21
LANGS = ("ru", "en")


@contextlib.contextmanager
def firmware():
    """The firmware's packages importable under CPython, and gone again afterwards."""
    sys.path.insert(0, str(FIRMWARE))
    try:
        yield
    finally:
        sys.path.remove(str(FIRMWARE))
        for name in [n for n in sys.modules if n.split(".")[0] in ("ui", "lang", "rules", "device")]:
            del sys.modules[name]


with firmware():
    from ui.widgets import wrap         # the device's own word wrap (21 columns)


def T(lang):
    """The device's texts in ``lang``: ``T("ru")["SAVE_Q"]``."""
    return texts.table(lang)


def choices(lang, name):
    return texts.table(lang)[name].split("|")


def names(lang):
    """The preset player names in ``lang`` (Анна, Борис... / Anna, Boris...)."""
    return choices(lang, "NAMES")


def row(s):
    """A text row of the screen: 21 columns."""
    return s.ljust(COLS)


def between_arrows(s):
    """The option a choice shows between its arrows (◀ in the first column, ▶ in the last)."""
    assert s[0] == "◀" and s[COLS - 1] == "▶", s
    return s[1:COLS - 1].strip()


def number(snap):
    """The number a number question shows between its arrows (row 3)."""
    s = snap["text"][3]
    assert "◀" in s and "▶" in s, s
    return int(s.replace("◀", " ").replace("▶", " "))


def board(snap):
    """Scoreboard rows -> {name: (pulya, gora, vists)}."""
    out = {}
    for r in snap["text"][2:6]:
        if r.strip():
            out[r[:8].strip()] = tuple(int(x) for x in r[8:].split())
    return out


def dealer(snap):
    """The name drawn lit on the scoreboard: the dealer."""
    lit = [s for s in snap["selected"] if s in board(snap)]
    assert len(lit) == 1, snap["selected"]
    return lit[0]


def line(name, points, result):
    """A breakdown line: name, pulya (p) or gora (g) points, the deal's result."""
    return "%-8s %-4s%+7d" % (name, points, result)


def final(name, total):
    """A line of the final results."""
    return row("%-8s%+8d" % (name, total))


def said(snap):
    """The screen below the title as one line of words (wrapped notes rejoined)."""
    return " ".join(r.strip() for r in snap["text"][1:] if r.strip())
