"""The simulator's terminal picture: it must fit the terminal it is drawn in."""
from tablescore.sim import live, png


def _image(lit):
    """A frame as the simulator dumps it (MONO_VLSB: 8 pages of 128 columns) with the given pixels lit."""
    buf = bytearray(128 * 64 // 8)
    for x, y in lit:
        buf[(y // 8) * 128 + x] |= 1 << (y % 8)
    return bytes(buf)


def test_wide_terminal_draws_one_pixel_a_column():
    lines = live.frame_text(_image([]), columns=200).split("\n")
    assert len(lines) == 34 and all(len(line) == 130 for line in lines)


def test_narrow_terminal_draws_two_by_two_and_fits_80_columns():
    lines = live.frame_text(_image([]), columns=80).split("\n")
    assert len(lines) == 34 and all(len(line) == 66 for line in lines)


def test_quadrants_show_each_pixel_of_a_cell():
    # the four pixels of the top-left cell, one at a time, and all four
    cases = [((0, 0), "\u2598"), ((1, 0), "\u259d"), ((0, 1), "\u2596"), ((1, 1), "\u2597")]
    for xy, glyph in cases:
        assert png.to_quadrants(_image([xy]))[0][0] == glyph
    assert png.to_quadrants(_image([(0, 0), (1, 0), (0, 1), (1, 1)]))[0][0] == "\u2588"
    assert png.to_quadrants(_image([(127, 63)]))[31][63] == "\u2597"
