"""The simulator runs the firmware end to end: scripted keys in, screens out.

Screens are compared as text (what the screens drew) and as pixels: the PNG
screenshots come from the simulated SSD1306, i.e. from the real Adafruit
driver's I2C traffic, and are kept as golden images in tests/golden (look at
them when they change; regenerate with TABLESCORE_GOLDEN=update).
"""
import os
import pathlib
import select
import subprocess
import sys
import time

import pytest

from devsim import GOLDEN, libs_dir
from tablescore import sim, texts
from tablescore.cli import main as cli_main
from tablescore.sim import png

BLOCKS = 64
LANGS = ("ru", "en")


def row(s):
    """A text row of the screen: 21 columns."""
    return s.ljust(21)


def between_arrows(s):
    """The option a choice shows between its arrows (◀ in the first column, ▶ in the last)."""
    assert s[0] == "◀" and s[20] == "▶", s
    return s[1:20].strip()


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def golden(name, image, tmp_path):
    """Compare ``image`` with tests/golden/NAME.png pixel for pixel."""
    path = GOLDEN / (name + ".png")
    data = png.to_png(image)
    if os.environ.get("TABLESCORE_GOLDEN") == "update":
        GOLDEN.mkdir(exist_ok=True)
        path.write_bytes(data)
    if not path.exists():
        (tmp_path / (name + ".actual.png")).write_bytes(data)
        pytest.fail("no golden image %s: look at %s, then run with TABLESCORE_GOLDEN=update"
                    % (path, tmp_path / (name + ".actual.png")))
    want = png.read_png(path.read_bytes())
    got = png.read_png(data)
    if want != got:
        (tmp_path / (name + ".actual.png")).write_bytes(data)
    assert want == got, "screen differs from %s (actual in %s)" % (path, tmp_path)


@pytest.mark.parametrize("lang", LANGS)
def test_start_menu_screenshot(flash, tmp_path, lang):
    snap = sim.run_script("", flash, BLOCKS, lang=lang)[-1]
    T = texts.table(lang)
    assert snap["text"][:6] == [row(T[n]) for n in ("APP", "NEW_PULYA", "RESUME", "HISTORY", "SETTINGS",
                                                    "NEW_MATCH")]
    assert snap["selected"] == [T["NEW_PULYA"]]
    assert snap["on"] and snap["errors"] == 0
    golden("start-menu" + ("" if lang == "en" else "." + lang), snap["image"], tmp_path)
    # the title bar is lit across the screen and the first item is highlighted:
    # pixel (127, 3) in the bar, (127, 12) in the highlight, (127, 20) dark
    assert png.pixel(snap["image"], 127, 3) == 1
    assert png.pixel(snap["image"], 127, 12) == 1
    assert png.pixel(snap["image"], 127, 20) == 0


def test_russian_is_the_default(flash):
    # a fresh board (no settings file) speaks Russian
    assert sim.run_script("", flash, BLOCKS)[-1]["text"][1] == row("Новая пуля")


@pytest.mark.parametrize("lang", LANGS)
def test_new_pulya_setup_screens(flash, tmp_path, lang):
    T = texts.table(lang)
    snaps = sim.run_script("ok,right,ok,ok,right,ok,ok,snap,ok,right,ok,ok", flash, BLOCKS, every=True,
                           lang=lang)
    by_step = [s["text"] for s in snaps]
    assert by_step[0][0] == row(T["HOW_MANY"])
    # the option between the arrows
    assert between_arrows(by_step[0][4]) == T["N_PLAYERS"] % 3
    assert between_arrows(by_step[1][4]) == T["N_PLAYERS"] % 4
    assert by_step[2][0] == T["PICK_NAME"] % 1 + " " * (21 - len(T["PICK_NAME"] % 1) - 3) + "1/4"
    names = T["NAMES"].split("|")
    # the first name taken, RIGHT skips the second to the third; the second next
    assert by_step[6][7].startswith(",".join(n[:6] for n in (names[0], names[2], names[1])))
    setup = snaps[7]
    assert setup["text"][0].startswith(T["PICK_NAME"] % 4)
    golden("player-picker" + ("" if lang == "en" else "." + lang), setup["image"], tmp_path)
    final = snaps[-1]
    assert final["text"][0].startswith(T["START_Q"])
    assert final["text"][1].startswith("%s, %s" % (names[0], names[2]))
    assert final["text"][2].startswith("%s, %s" % (names[1], names[3]))
    assert final["text"][4].startswith(T["ENDS_AT"] % 120)
    assert final["text"][5].startswith(T["DEALS_FIRST"] % names[0])


def test_the_language_is_one_setting_away_switched_at_once_and_kept(flash, tmp_path):
    # Settings (RIGHT x3), its fourth line "Язык / Language" (the same in both
    # languages), RIGHT: English, OK: the settings menu is English at once
    snaps = sim.run_script("right,right,right,ok,right,right,right,snap,ok,snap,right,ok,snap,back,snap", flash,
                           BLOCKS)
    menu, choice, english, home = [s for s in snaps if s["key"] == "snap"]
    assert menu["selected"] == ["Язык / Language"] and menu["text"][0] == row("Настройки")
    assert between_arrows(choice["text"][4]) == "Русский"
    assert english["text"][0] == row("Settings") and english["selected"] == ["Язык / Language"]
    assert english["text"][1:3] == [row("Brightness"), row("Screen off after")]
    assert home["text"][1] == row("New pulya")
    golden("settings-language", english["image"], tmp_path)
    # kept through a restart; and back to Russian the same way
    snap = sim.run_script("", flash, BLOCKS)[-1]
    assert snap["text"][1] == row("New pulya")
    snap = sim.run_script("right,right,right,ok,right,right,right,ok,left,ok,back", flash, BLOCKS)[-1]
    assert snap["text"][1] == row("Новая пуля")


def test_settings_survive_a_restart(flash):
    # Settings > Screen off: from 10 min, LEFT twice -> 2 min, OK saves it
    sim.run_script("right,right,right,ok,right,ok,left,left,ok", flash, BLOCKS)
    snap = sim.run_script("right,right,right,ok,right,ok", flash, BLOCKS)[-1]
    assert between_arrows(snap["text"][4]) == "2 мин"


def test_screen_blanks_when_idle_and_a_key_wakes_it(flash):
    # Screen off after 1 min: from 10 min, LEFT three times -> 1 min
    snaps = sim.run_script("right,right,right,ok,right,ok,left,left,left,ok,wait-61000,snap,"
                           "left,snap", flash, BLOCKS, every=True)
    asleep, awake = snaps[-4], snaps[-2]     # the two snaps; the last is "end"
    assert not asleep["on"]
    assert awake["on"] and awake["selected"] == ["Гасить экран через"], awake   # the waking key did nothing else


@pytest.mark.parametrize("lang", LANGS)
def test_fuzz_ten_thousand_presses(flash, lang):
    """Random presses of random length (OK-heavy, so pulyas get opened and deals
    saved), in either language: no screen raises, the screen is never blank
    while on, no text is cut at the screen's edge, and every session's ledger
    on the flash reads back without damage."""
    snaps = sim.run_script("fuzz-10000-7", flash, BLOCKS, timeout=300, lang=lang)
    last = snaps[-1]
    assert last["problem"] is None and last["errors"] == 0
    assert last["presses"] == 10000
    assert last["on"]
    assert last["table"]["sessions"] >= 3, "the fuzz never got to saving anything"
    assert last["clipped"] == [], last["clipped"][:10]


def test_cli_scripted(flash, capsys):
    assert cli_main(["sim", "--flash", str(flash), "--blocks", str(BLOCKS), "--script", "right"]) == 0
    out = capsys.readouterr().out
    assert "|%s|" % row("Продолжить") in out
    assert cli_main(["sim", "--flash", str(flash), "--blocks", str(BLOCKS), "--script", "right",
                     "--lang", "en"]) == 0
    assert "|%s|" % row("Resume") in capsys.readouterr().out
    assert cli_main(["sim", "--flash", str(flash), "--blocks", str(BLOCKS), "--script", "jump"]) == 2
    assert "unknown key 'jump'" in capsys.readouterr().err
    assert cli_main(["sim", "--flash", str(flash), "--blocks", "3", "--script", "ok"]) == 2


def test_serial_link_in_scripted_mode(flash):
    # the link speaks framed binary (docs/sync-protocol.md): text lines without
    # a frame end are garbage it waits out, and the screens go on
    snap = sim.run_script("send-hello,send-" + "x" * 300 + ",right", flash, BLOCKS)[-1]
    assert snap["serial"] == ""
    assert snap["errors"] == 0 and snap["presses"] == 1


def test_cli_dump_dir(flash, tmp_path):
    out = tmp_path / "dump"
    assert cli_main(["sim", "--flash", str(flash), "--blocks", str(BLOCKS), "--script", "right,ok",
                     "--dump-dir", str(out)]) == 0
    names = sorted(p.name for p in out.iterdir())
    assert names == ["000-right.png", "000-right.txt", "001-ok.png", "001-ok.txt", "002-end.png", "002-end.txt"]
    assert (out / "001-ok.txt").read_text().splitlines()[1] == row("Продолжать нечего:")
    assert png.read_png((out / "001-ok.png").read_bytes())[:2] == (512, 256)


def test_live_mode_prints_pty_and_draws(flash):
    # no terminal here: the size comes from COLUMNS and LINES, big enough for half blocks
    env = dict(os.environ, COLUMNS="132", LINES="43")
    proc = subprocess.Popen([sys.executable, "-m", "tablescore", "sim", "--flash", str(flash),
                             "--blocks", str(BLOCKS)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
    try:
        out = b""
        deadline = time.time() + 20
        while time.time() < deadline and out.count("\u2580".encode()) < 20:
            ready, _, _ = select.select([proc.stdout], [], [], 0.5)
            if ready:
                out += os.read(proc.stdout.fileno(), 65536)
        text = out.decode(errors="replace")
        # read by a program: the serial port comes first, on a line of its own
        first = text.split("\n", 1)[0]
        assert first.startswith("tablescore sim: serial port on /dev/") and first.endswith(str(flash)), first
        pty_path = text.split("serial port on ", 1)[1].split(";", 1)[0]
        assert pathlib.Path(pty_path).exists()
        assert "\u2580" in text or "\u2588" in text, text[:500]
        # the serial port: what a PC program writes to the pty reaches the
        # firmware's UART, and the firmware's answer comes back on it
        port = os.open(pty_path, os.O_RDWR | os.O_NOCTTY)
        try:
            from tablescore.rules import wire
            os.write(port, b"hello\n\x00" + wire.frame(wire.HELLO_Q, [5, wire.PROTOCOL, None]))
            answer = b""
            deadline = time.time() + 10
            while time.time() < deadline and answer.count(b"\x00") < 2:
                r, _, _ = select.select([port, proc.stdout], [], [], 0.2)
                if port in r:
                    answer += os.read(port, 100)
                if proc.stdout in r:
                    os.read(proc.stdout.fileno(), 65536)      # keep the screen pipe flowing
            d = wire.Decoder(1024)
            d.feed(answer)
            # "hello\n" is not a frame: an error frame answers it, then the hello
            assert d.take() == (wire.ERROR, [-1, wire.E_CRC, "cobs"])
            assert d.take()[0] == wire.HELLO
        finally:
            os.close(port)
        proc.stdin.write(b"q")
        proc.stdin.flush()
        assert proc.wait(timeout=10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
