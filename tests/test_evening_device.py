"""The evening at the table on the device (issue 13): the end through the
final results and the settling-up, undone; the restart on the running game;
the sync's message that goes by itself; money; the history.

Under the real micropython: the simulator (``tablescore.sim``) and, for the
sync, a driver on the simulated board (``tests/device/check_sync_screen.py``).
"""
import pytest

from devsim import DEVICE_CHECKS, SIM_MP, libs_dir
from mp import run_micropython
from screens import row
from tablescore import sim

BLOCKS = 64
# New pulya, 3 players (Anna Boris Vera), ends at 100, Anna deals, Yes
SETUP_3 = "ok,ok,ok,ok,ok,ok,ok,ok"
# a six by Anna, Boris whists open, made: every offered answer taken
SIX = "ok,ok,ok,ok,ok,ok,ok"


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def run(keys, flash, lang="en"):
    snaps = sim.run_script(keys, flash, BLOCKS, lang=lang)
    for s in snaps:
        assert s["errors"] == 0 and s["problem"] is None, s["text"]
        assert s["clipped"] == [], s["clipped"]
    return snaps


def test_synced_message_goes_by_itself(tmp_path):
    libs_dir()
    proc = run_micropython(DEVICE_CHECKS / "check_sync_screen.py", tmp_path / "flash.img",
                           path=[SIM_MP, libs_dir()], cwd=tmp_path)
    out = dict(line.split(": ", 1) for line in proc.stdout.decode().splitlines() if ": " in line)
    assert proc.stdout.decode().endswith("ALL OK\n"), proc.stdout
    assert out["before"].startswith("Пуля 0/100")
    assert out["synced"] == "Передано на ПК"
    assert out["after 1 s"] == "Передано на ПК"
    assert out["after 5 s"].startswith("Пуля 0/100"), "back on the scoreboard by itself"
    assert out["stack"] == "2 screens, 0 errors"


def test_a_reboot_opens_on_the_running_pulya(flash):
    run(SETUP_3 + "," + SIX, flash)
    # the power cut: a new run of the firmware over the same flash image
    snap = run("snap", flash)[0]
    assert snap["text"][0].startswith("Pulya 2/100"), snap["text"]
    assert snap["table"]["entries"] == 1
    # BACK goes to the start menu
    snap = run("back,snap", flash)[0]
    assert snap["text"][0].startswith("tablescore") and snap["text"][1].strip() == "New pulya"


def test_a_reboot_opens_on_the_running_match(flash):
    # New match (LEFT from New pulya), Anna and Boris, Start
    run("left,ok,ok,ok,ok", flash)
    snap = run("snap", flash)[0]
    assert snap["text"][0].startswith("Match 1"), snap["text"]
