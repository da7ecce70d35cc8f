"""Text drawn by the firmware's font canvas, as pixels and PNG files (tests only).

    python tests/fontshot.py OUT.png "first line" "second line" ...   # the title bar, then rows
    python tests/fontshot.py --mpy OUT.png ...      # from the mpy-cross'd modules
    python tests/fontshot.py --docs DIR             # the sample words (docs/font/5x8-cell6-*.png)
    python tests/fontshot.py --compare DIR FONT.pcf.gz [CELL]   # any PCF, outside the firmware

``draw(screens)`` runs ``tests/device/font_draw.py`` under micropython: the
real ``ui.canvas`` on a framebuf, from source or from the .mpy files
that deploy would copy.  ``--compare`` writes the sample words in another PCF
font or cell width through the converter alone (how ``docs/font/`` was made,
from Debian's xfonts-base files).
"""
import json
import pathlib
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from mp import FIRMWARE, ROOT, run_micropython  # noqa: E402
from tablescore import deploy, fontgen  # noqa: E402
from tablescore.sim import png  # noqa: E402

DRIVER = ROOT / "tests" / "device" / "font_draw.py"
# the words the players write (issue 12), and Latin
WORDS = ("Пуля Гора Висты Распасы Мизер Вист Пас Полвиста Сдающий Без трёх Пересдача Штраф "
         "Консоляция Фантазия Скуп Фол Дави Ставка Матч ЖШЩЫЮ")
LATIN = "Pulya 6♠ 7♥ 8♦ 9♣ ×2 «M» №3 — ▶◀ ↑↓ The quick brown fox jumps over 0123456789 (a,b) [c;d] @#$%&*"


def compile_font(out):
    """ui/font.py and ui/canvas.py (and what they import) as deploy compiles them, in ``out``."""
    for rel in ("ui/__init__.py", "ui/font.py", "ui/canvas_text.py", "ui/canvas.py"):
        dst = pathlib.Path(out) / pathlib.Path(rel).with_suffix(".mpy")
        dst.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(deploy.mpy_cross_args(FIRMWARE / rel, dst, rel), check=True)
    return pathlib.Path(out)


def draw(screens, fill=0, mpy=False):
    """Each screen (a list of ops, see font_draw.py) drawn under micropython:
    ``[{"image": bytes, "returns", "rows", "highlighted"}]``."""
    job = json.dumps({"fill": fill, "screens": screens}, ensure_ascii=False).encode()
    with tempfile.TemporaryDirectory() as tmp:
        # the .mpy files go first on the path: an import finds them, not firmware/'s source
        path = [compile_font(tmp)] if mpy else []
        out = run_micropython(DRIVER, path=path, input=job).stdout.decode()
    shots = [json.loads(line) for line in out.splitlines()]
    for shot in shots:
        shot["image"] = bytes.fromhex(shot["image"])
    return shots


def lines_screen(lines):
    """Ops for a screen of ``lines``: the first as the title bar, the rest as rows."""
    ops = [["title", lines[0], ""]] if lines else []
    for row, s in enumerate(lines[1:8], 1):
        ops.append(["text", s, 0, row, False])
    return ops


def wrap(text, cols):
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > cols:
            lines.append(line)
            line = word
        else:
            line = line + " " + word if line else word
    return lines + [line]


def compare(folder, source, width=fontgen.CELL):
    """PNGs of WORDS and LATIN in PCF ``source`` with ``width``-pixel cells, through the converter."""
    font = fontgen.read_pcf(pathlib.Path(source).read_bytes())
    name = pathlib.Path(source).name.split(".")[0]
    cols = png.WIDTH // width
    for kind, text in (("ru", WORDS), ("lat", LATIN)):
        image = bytearray(1024)
        for row, line in enumerate(([name + " cell %d: %d columns" % (width, cols)] + wrap(text, cols))[:8]):
            for i, ch in enumerate(line):
                code = ord(ch) if ord(ch) in font.glyphs else 0xFFFD
                for k, b in enumerate(fontgen.cell(font, code, width, 1 if width > 5 else 0)):
                    image[row * 128 + i * width + k] = b ^ (0xFF if row in (0, 3) else 0)
        path = pathlib.Path(folder) / ("%s-cell%d-%s.png" % (name, width, kind))
        path.write_bytes(png.to_png(bytes(image), scale=4))
        print(path)


def samples(folder):
    """WORDS and LATIN drawn by the firmware (from .mpy): ``5x8-cell6-ru.png``, ``-lat.png``."""
    screens = [lines_screen(["ЖШЩЫЮ жшщыю Ёё Йй дц"] + wrap(WORDS, 21)),
               lines_screen(["Latin and symbols"] + wrap(LATIN, 21))]
    for kind, shot in zip(("ru", "lat"), draw(screens, mpy=True)):
        path = pathlib.Path(folder) / ("5x8-cell6-%s.png" % kind)
        path.write_bytes(png.to_png(shot["image"], scale=4))
        print(path)


def main(argv):
    if argv[:1] == ["--compare"]:
        compare(argv[1], argv[2], *(int(a) for a in argv[3:4]))
        return 0
    if argv[:1] == ["--docs"]:
        samples(argv[1])
        return 0
    mpy = argv[:1] == ["--mpy"]
    if mpy:
        argv = argv[1:]
    if not argv:
        print(__doc__)
        return 2
    shot = draw([lines_screen(argv[1:])], mpy=mpy)[0]
    pathlib.Path(argv[0]).write_bytes(png.to_png(shot["image"], scale=4))
    for row in shot["rows"]:
        print("|%s|" % row)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
