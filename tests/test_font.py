"""The screen's font (issue 12): ``firmware/ui/font.py`` is made by the build
from the vendored X11 font, and its glyphs are that font's.

What the glyphs should be comes from FreeType reading ``fonts/5x8.pcf.gz``
(freetype-py), not from the converter's own PCF reader: a cell is the glyph's
bitmap one column in from the left, its baseline above the cell's last line.
``test_font_canvas.py`` draws them under micropython.
"""
import freetype
import pytest

from mp import FIRMWARE, ROOT
from tablescore import deploy, fontgen
from tablescore.cli import UsageError

FONT_PY = FIRMWARE / "ui" / "font.py"
SOURCE = ROOT / "fonts" / "5x8.pcf.gz"
ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
RUSSIAN = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
SYMBOLS = "«»–—№▶◀↑↓♠♥♦♣"          # the ones the issue names
CELL = 6


def font_names():
    """The names firmware/ui/font.py defines (it runs unchanged under CPython)."""
    names = {}
    exec(FONT_PY.read_text(encoding="utf-8"), names)
    return names


FONT = font_names()


def source_face():
    face = freetype.Face(str(SOURCE))
    face.set_pixel_sizes(0, 8)
    return face


@pytest.fixture(scope="module")
def face():
    return source_face()


def source_cell(face, ch):
    """``ch``'s glyph as FreeType decodes the source: CELL column bytes, bit 0 on top."""
    face.load_char(ch, freetype.FT_LOAD_RENDER | freetype.FT_LOAD_TARGET_MONO)
    glyph, bitmap = face.glyph, face.glyph.bitmap
    ascent = face.size.ascender >> 6            # 7: the baseline is above the cell's last line
    out = bytearray(CELL)
    for y in range(bitmap.rows):
        for x in range(bitmap.width):
            if bitmap.buffer[y * bitmap.pitch + x // 8] & (0x80 >> (x % 8)):
                cx, cy = 1 + glyph.bitmap_left + x, ascent - glyph.bitmap_top + y
                assert 0 <= cx < CELL and 0 <= cy < 8, (ch, cx, cy)
                out[cx] |= 1 << cy
    return bytes(out)


def glyph_index(ch):
    """The glyph ``ch`` draws, by the map ui/font.py documents."""
    if 0x20 <= ord(ch) < 0x7F:
        return ord(ch) - 0x20
    i = FONT["OTHERS"].find(ch)
    return FONT["_FALLBACK"] if i < 0 else 95 + i


def glyph(i):
    return FONT["GLYPHS"][i * CELL:(i + 1) * CELL]


# -- made by the build --------------------------------------------------------

def test_the_font_module_is_what_the_converter_makes_of_the_source():
    assert fontgen.SOURCE == SOURCE and fontgen.TARGET == FONT_PY
    assert fontgen.generate() == FONT_PY.read_text(encoding="utf-8")
    assert fontgen.check() is None


def test_a_changed_font_module_is_refused_by_the_check_and_by_deploy(tmp_path, monkeypatch):
    edited = tmp_path / "font.py"
    text = FONT_PY.read_text(encoding="utf-8")
    edited.write_text(text.replace("\\x7e\\x08\\x08\\x7e", "\\x7e\\x08\\x18\\x7e", 1), encoding="utf-8")
    assert edited.read_text(encoding="utf-8") != text
    assert "run python -m tablescore.fontgen" in fontgen.check(target=edited)
    assert "No such file" in fontgen.check(target=tmp_path / "missing.py")
    assert "the font's source" in fontgen.check(source=tmp_path / "none.pcf.gz")
    monkeypatch.setattr(fontgen, "TARGET", edited)
    with pytest.raises(UsageError, match="not what the converter makes"):
        deploy.build(tmp_path / "out")
    assert not (tmp_path / "out").exists(), "nothing is compiled from a stale font"


def test_the_converter_writes_the_module_it_checks(tmp_path):
    out = tmp_path / "font.py"
    out.write_text(fontgen.generate(SOURCE), encoding="utf-8")
    assert fontgen.check(target=out, source=SOURCE) is None


# -- the glyphs ----------------------------------------------------------------

def test_every_ascii_and_russian_character_has_its_own_glyph():
    others = FONT["OTHERS"]
    for ch in RUSSIAN + SYMBOLS:
        assert others.count(ch) == 1, ch
    indices = [glyph_index(ch) for ch in ASCII + RUSSIAN + SYMBOLS]
    assert FONT["_FALLBACK"] not in indices
    assert len(set(indices)) == len(indices)
    assert FONT["_FALLBACK"] == len(FONT["GLYPHS"]) // CELL - 1 == 95 + len(others) - 1
    assert FONT["_CELL"] == CELL and len(FONT["GLYPHS"]) % CELL == 0
    # the run the canvas finds by code point: А-я, in OTHERS' order
    run = "".join(chr(FONT["_RUN"] + i) for i in range(FONT["_RUN_LEN"]))
    assert others.startswith(run) and run == RUSSIAN.replace("Ё", "").replace("ё", "")
    assert ord(others[FONT["_RUN_LEN"]]) != FONT["_RUN"] + FONT["_RUN_LEN"]


def test_every_glyph_is_the_source_fonts_bitmap(face):
    chars = ASCII + FONT["OTHERS"]
    for i, ch in enumerate(chars):
        assert glyph_index(ch) == i
        assert glyph(i) == source_cell(face, ch), "U+%04X %s" % (ord(ch), ch)
    assert glyph(FONT["_FALLBACK"]) == source_cell(face, "\ufffd")
    # letters a reader must tell apart are apart in the font too
    for a, b in ("ШЩ", "ИЙ", "ЬЪ", "ЗЭ", "ию", "шщ", "её", "ОQ", "0O", "1l"):
        assert glyph(glyph_index(a)) != glyph(glyph_index(b)), (a, b)


def test_the_canvas_has_the_fonts_numbers():
    """``ui.canvas`` keeps the font's numbers as its own private constants
    (a public name in ``ui.font`` would be a qstr the board keeps all
    evening): they are the converter's."""
    import re
    canvas = (FONT_PY.parent / "canvas.py").read_text(encoding="utf-8")
    for name in ("_CELL", "_RUN", "_RUN_LEN", "_FALLBACK"):
        m = re.search(r"^%s = const\((0x[0-9A-F]+|\d+)\)" % name, canvas, re.M)
        assert m and int(m.group(1), 0) == FONT[name], name
    # and the font module has no public name but its two tables
    assert sorted(n for n in FONT if not n.startswith("_") and n != "const") == ["GLYPHS", "OTHERS"]
