"""The font drawn under micropython by ``ui.canvas`` (issue 12): every
character at every column, plain and inverse, cut at the edges, unknown
characters as the fallback, the canvas's methods and the text a recording
canvas keeps, no allocation per character, and the same from the .mpy files.

The pictures expected are built here from the glyphs ``test_font.py`` holds
equal to FreeType's decoding of the source font.
"""
import pathlib

import pytest

import fontshot
from mp import ROOT
from test_font import ASCII, FONT, RUSSIAN, SYMBOLS, glyph, glyph_index, source_cell, source_face

UNKNOWN = "\x00\t\x7f\u00a0✓中😀\U0010ffff"
COLS, ROWS, CELL = 21, 8, 6
BACKGROUND = 0x5A                   # a pattern under the text: what is left alone shows


@pytest.fixture(scope="module")
def face():
    return source_face()


def expected(ops):
    """The picture ``text`` ops make on the BACKGROUND: each character's cell
    its glyph (the lower 7 lines flipped when inverse), nothing else touched."""
    image = bytearray([BACKGROUND]) * 1024
    for _, s, col, row, inverse in ops:
        for i, ch in enumerate(s):
            c = col + i
            if 0 <= c < COLS and 0 <= row < ROWS:
                for k, b in enumerate(glyph(glyph_index(ch))):
                    image[row * 128 + c * CELL + k] = b ^ (0xFE if inverse else 0)
    return bytes(image)


def every_character_screens():
    """Every character with a glyph, and unknown ones, at every column and row, plain and inverse."""
    chars = ASCII + FONT["OTHERS"] + UNKNOWN
    screens = []
    for shift in range(0, COLS, 4):
        for start in range(0, len(chars), COLS * ROWS):
            ops = []
            for row in range(ROWS):
                line = chars[start + row * COLS:start + (row + 1) * COLS]
                line = line[shift:] + line[:shift]
                ops.append(["text", line, 0, row, (row + shift) % 2 == 1])
            screens.append(ops)
    return screens


def test_every_character_draws_its_glyph_at_every_column_plain_and_inverse():
    screens = every_character_screens()
    shots = fontshot.draw(screens, fill=BACKGROUND)
    assert len(shots) == len(screens)
    for ops, shot in zip(screens, shots):
        assert shot["image"] == expected(ops)
        assert shot["returns"] == [op[1][:COLS] for op in ops]


def test_every_russian_letter_and_ascii_character_draws_the_source_fonts_glyph(face):
    """Straight from FreeType's decoding to the pixels micropython drew, no font module between."""
    chars = RUSSIAN + ASCII + SYMBOLS
    lines = [chars[i:i + COLS] for i in range(0, len(chars), COLS)]
    screens = [[["text", line, 0, row, False] for row, line in enumerate(lines[k:k + ROWS])]
               for k in range(0, len(lines), ROWS)]
    fallback = source_cell(face, "\ufffd")
    n = 0
    for ops, shot in zip(screens, fontshot.draw(screens)):
        for _, line, _, row, _ in ops:
            for col, ch in enumerate(line):
                drawn = shot["image"][row * 128 + col * CELL:row * 128 + (col + 1) * CELL]
                assert drawn == source_cell(face, ch), "U+%04X %s" % (ord(ch), ch)
                assert drawn != fallback, ch
                n += 1
    assert n == len(chars) == 66 + 95 + len(SYMBOLS)


def test_text_at_each_column_is_cut_at_the_edges():
    screens = [[["text", "Распасы", col, row, row % 2 == 1]] for row, col in
               [(r, c) for r in range(ROWS) for c in range(-3, COLS + 2, 3)]]
    shots = fontshot.draw(screens, fill=BACKGROUND)
    for ops, shot in zip(screens, shots):
        s, col, row = ops[0][1], ops[0][2], ops[0][3]
        want = None if col >= COLS else s[:COLS - col]
        assert shot["returns"] == [want], ops
        assert shot["image"] == expected(ops), ops
    # nothing is drawn outside the grid: rows 8 and -1, and the 2 columns right of it
    shot = fontshot.draw([[["text", "ЖЖ", 0, 8, True], ["text", "ЖЖ", 0, -1, False],
                           ["text", "Ж" * 30, 0, 3, True]]], fill=BACKGROUND)[0]
    assert shot["returns"] == [None, None, "Ж" * COLS]
    image = shot["image"]
    assert image[3 * 128 + 126:3 * 128 + 128] == bytes([BACKGROUND] * 2)
    assert image == expected([["text", "Ж" * COLS, 0, 3, True]])


def test_unknown_characters_draw_the_fallback_and_never_raise(face):
    fallback = source_cell(face, "\ufffd")
    shot = fontshot.draw([[["text", UNKNOWN, 0, 2, False], ["text", "Ж" + UNKNOWN, 0, 5, True]]])[0]
    assert shot["returns"] == [UNKNOWN, "Ж" + UNKNOWN]
    image = shot["image"]
    for i in range(len(UNKNOWN)):
        assert image[2 * 128 + i * CELL:2 * 128 + (i + 1) * CELL] == fallback, repr(UNKNOWN[i])
        cell = image[5 * 128 + (i + 1) * CELL:5 * 128 + (i + 2) * CELL]
        assert cell == bytes(b ^ 0xFE for b in fallback), repr(UNKNOWN[i])


def test_the_canvas_methods_and_the_text_they_record():
    shot = fontshot.draw([[["title", "Пуля", "3/4"], ["line", 1, "Вист", True], ["center", 3, "Сдающий", False],
                           ["right", 4, "Без трёх", False], ["line", 5, "Пас", False], ["mark", 20, 7, False],
                           ["text", "Полвиста", -2, 6, False]]])[0]
    rows = shot["rows"]
    assert all(len(r) == COLS for r in rows)
    assert rows[0] == "Пуля" + " " * 14 + "3/4"
    assert rows[1] == "Вист".ljust(COLS)
    assert rows[3] == "       Сдающий       "
    assert rows[4] == "Без трёх".rjust(COLS)
    assert rows[6] == "лвиста".ljust(COLS)
    assert shot["highlighted"] == ["Вист"]
    image = shot["image"]

    def px(x, y):
        return image[(y >> 3) * 128 + x] >> (y & 7) & 1
    # the title and a selection: lit bars of lines 1-7, whole width, a dark line between them
    for x in range(128):
        assert [px(x, y) for y in (0, 8)] == [0, 0], x
        assert px(x, 3) == px(x, 11) == 1 or x < 126, x
    assert all(px(x, 7) for x in range(126, 128)) and all(px(x, 15) for x in range(126, 128))
    assert image[6 * 128:6 * 128 + CELL] == glyph(glyph_index("л"))
    # the scroll mark: a small triangle in the last cell of row 7, pointing down
    assert [px(20 * CELL + 3, 56 + y) for y in (3, 4, 5, 6)] == [1, 1, 1, 0]
    assert [px(20 * CELL + 1, 56 + y) for y in (3, 4)] == [1, 0]


def test_drawing_allocates_nothing_per_character():
    # 10 screens of 8 rows: of 21 Russian characters, of 21 symbols, of one letter
    returns = fontshot.draw([[["alloc", "Распасы Мизер Вист Па", 10], ["alloc", "♠♥♦♣«»№—" * 2 + "ЁёЁё!", 10],
                              ["alloc", "Ж", 10]]])[0]["returns"]
    calls = 10 * ROWS
    assert returns[0] == returns[1] == returns[2], returns
    assert returns[0] <= calls * 32, "one small object a text (its UTF-8 bytes' memoryview) at most"


def test_the_mpy_files_draw_the_same():
    screens = every_character_screens()[:2]
    plain = fontshot.draw(screens, fill=BACKGROUND)
    compiled = fontshot.draw(screens, fill=BACKGROUND, mpy=True)
    assert compiled[0]["font"].endswith("ui/font.mpy") and plain[0]["font"].endswith("ui/font.py")
    assert [s["image"] for s in compiled] == [s["image"] for s in plain]


def test_the_sample_pictures_are_the_fonts(tmp_path):
    """docs/font/5x8-cell6-*.png are what tests/fontshot.py --docs makes today."""
    fontshot.samples(tmp_path)
    for name in ("5x8-cell6-ru.png", "5x8-cell6-lat.png"):
        assert (tmp_path / name).read_bytes() == (ROOT / "docs" / "font" / name).read_bytes(), name


def test_fontshot_writes_a_png(tmp_path, capsys):
    out = tmp_path / "shot.png"
    assert fontshot.main([str(out), "Пуля", "Гора Висты"]) == 0
    from tablescore.sim import png
    width, height, rgb = png.read_png(out.read_bytes())
    assert (width, height) == (128 * 4, 64 * 4)
    assert "|Гора Висты" in capsys.readouterr().out
    assert pathlib.Path(out).stat().st_size > 100
