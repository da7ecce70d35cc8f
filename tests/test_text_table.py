"""The on-screen text table (firmware/ui/text.py): one line ``NAME text`` per
string inside ``_TABLE`` and inside the ``TABLE`` of the lines a pulya does
not show (firmware/ui/text_more.py, which text.py loads for a name its own
table lacks), so a slip into ``NAME = "text"`` form is caught here."""
import contextlib
import importlib.util
import pathlib
import re
import sys

FIRMWARE = pathlib.Path(__file__).resolve().parent.parent / "firmware"
TEXT = FIRMWARE / "ui" / "text.py"


@contextlib.contextmanager
def _firmware():
    """The firmware's ``ui`` package importable (text.py loads ui.text_more
    through it), and gone again afterwards."""
    sys.path.insert(0, str(FIRMWARE))
    try:
        yield
    finally:
        sys.path.remove(str(FIRMWARE))
        for name in [n for n in sys.modules if n == "ui" or n.startswith("ui.")]:
            del sys.modules[name]


def _text():
    spec = importlib.util.spec_from_file_location("text_table_under_test", TEXT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _lines(text):
    with _firmware():
        more = importlib.import_module("ui.text_more").TABLE
    return [line for line in (text._TABLE + more).split("\n") if line and not line.startswith("#")]


def test_every_line_is_a_name_and_its_text():
    # a name, one space, the text (which may start with spaces: BOARD_HEAD), never "= ..."
    bad = [line for line in _lines(_text()) if not re.match(r"^[A-Z][A-Z0-9_]* (?!= )\S*", line)
           or line.rstrip() != line]
    assert bad == []


def test_names_are_unique_and_looked_up():
    text = _text()
    names = [line.split(" ", 1)[0] for line in _lines(text)]
    assert len(names) == len(set(names))
    assert text.NEW_PULYA == "New pulya"
    assert text.BOARD_HEAD == "      P  G     V"           # leading spaces kept
    assert text.SUITS == ("spades", "clubs", "diamonds", "hearts", "no trump")
    assert text.DEFENCE_NAMES["both"] == "Both whist"
    with _firmware():
        assert text.STREETS[0] == "before deal"                 # from ui.text_more
        assert text.NAMES[:2] == ("Anna", "Boris")
        assert not hasattr(text, "NO_SUCH_TEXT")
