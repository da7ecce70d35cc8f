"""Issue 11 section 8: a flash filling up is seen coming, on the device's screens.

The simulator's flash is filled by a file that is not the journal's
(``tests/device/fill_flash.py``, as a board's owner might copy a photo onto
it); then the players play on through the buttons.  While littlefs counts
fewer than ``Journal.low_blocks`` free blocks a save says so (W_LOW): the
players see "Flash filling up" with what to do, once a session (and after a
restart), at the session's open too, with room for the evening still left;
below the entries' reserve a deal is refused and says why.
"""
import re

import pytest

from devsim import DEVICE_CHECKS, SIM_MP, libs_dir
from mp import run_micropython
from screens import LANGS, T, row, wrap
from tablescore import sim
from test_sim import golden

BLOCKS = 64
SETUP_4_GLEB_DEALS = "ok,right,ok,ok,ok,ok,ok,ok,right,right,right,ok,ok"     # as test_pref_device
DEAL = "ok,ok,ok,ok,right,right,ok"         # Ex. 10's answers: a six, ▶ made ▶ seven tricks, saved
RASPASY = "ok,left,ok,right,right,ok,right,ok"     # a raspasy: 4 tricks, 3, the third's 3 worked out; OK saves
RESUME = "wait-10"          # a restart opens on the running game (issue 13)
OFC_SETUP = "left,ok,ok,ok,ok"              # as test_ofc_device
OFC_QUICK = "ok,ok,right,right,ok"          # a quick deal: 2 points to Anna


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def fill(flash, free):
    """Grow the other file until littlefs counts at most ``free`` free blocks; the count."""
    out = run_micropython(DEVICE_CHECKS / "fill_flash.py", flash, BLOCKS, free,
                          path=[SIM_MP, libs_dir()]).stdout.decode()
    return int(re.search(r"free blocks (\d+)", out).group(1))


def run(keys, flash, lang="en"):
    """The screens at the ``snap``s of ``keys``."""
    snaps = sim.run_script(keys, flash, BLOCKS, lang=lang)
    for s in snaps:
        assert s["errors"] == 0 and s["problem"] is None, s["text"]
    return [s for s in snaps if s["key"] == "snap"]


def warned(snap, lang="en"):
    return snap["text"][0] == row(T(lang)["FLASH_LOW"])


@pytest.mark.parametrize("lang", LANGS)
def test_pulya_warned_while_an_evening_still_fits(flash, tmp_path, lang):
    Tl = T(lang)
    snaps = run(SETUP_4_GLEB_DEALS + "," + DEAL + ",snap", flash, lang)
    assert snaps[-1]["table"]["entries"] == 1 and not warned(snaps[-1])
    assert fill(flash, 8) == 8
    # the next deal saves, and the warning comes over the scoreboard; once
    # closed, the next deal of the session saves without it
    warn, board, again = run(RESUME + "," + DEAL + ",snap,ok,snap," + DEAL + ",snap", flash, lang)
    assert warned(warn, lang), warn["text"]
    said = wrap(Tl["FLASH_LOW_WHAT"])
    assert warn["text"][1:1 + len(said)] == [row(s) for s in said], warn["text"]
    assert warn["table"]["entries"] == 2, "the deal is saved before the warning"
    golden("flash-filling-up" + ("" if lang == "en" else "." + lang), warn["image"], tmp_path)
    pulya = Tl["PULYA_OF"].split()[0]
    assert board["text"][0].startswith(pulya) and board["table"]["entries"] == 2
    assert again["text"][0].startswith(pulya) and again["table"]["entries"] == 3
    # a restart: the first save tells it again
    warn = run(RESUME + "," + DEAL + ",snap", flash, lang)[-1]
    assert warned(warn, lang) and warn["table"]["entries"] == 4
    # (how many deals still fit after the first warning: the journal's
    # full_flash_reported_first, tests/ledger/journal_cases.py)
    # below the entries' reserve: refused, and the players are told why (the code's text)
    assert fill(flash, 4) <= 4
    refused = run(RESUME + "," + DEAL + ",snap", flash, lang)[-1]
    assert refused["text"][0] == row(Tl["NOT_SAVED"])
    said = wrap(Tl["E301"])
    assert refused["text"][1:1 + len(said)] == [row(s) for s in said], refused["text"]
    assert refused["table"]["entries"] == 4


def test_pulya_opened_on_a_flash_filling_up_is_warned_at_once(flash):
    run("", flash)          # the device's settings file is there (its language)
    assert fill(flash, 10) == 10
    # the setup remembers the four names (the settings file again), then opens the pulya
    warn, board = run(SETUP_4_GLEB_DEALS + ",snap,ok,snap", flash)
    assert warned(warn), warn["text"]
    assert board["text"][0].startswith("Pulya") and board["table"]["entries"] == 0
    board = run(RESUME + "," + DEAL + ",snap", flash)[-1]     # a restart, then a deal: told again
    assert warned(board)


def test_ofc_match_warned_too(flash, tmp_path):
    snaps = run(OFC_SETUP + "," + OFC_QUICK + ",snap", flash)
    assert not warned(snaps[-1]) and snaps[-1]["table"]["entries"] == 1, snaps[-1]
    assert fill(flash, 8) == 8
    warn, screen = run(RESUME + "," + OFC_QUICK + ",snap,ok,snap", flash)
    assert warned(warn) and warn["table"]["entries"] == 2, warn["text"]
    assert "Sync with the PC" in " ".join(r.strip() for r in warn["text"])
    assert not warned(screen) and screen["table"]["entries"] == 2


def test_a_pulya_ends_on_a_full_flash_through_its_results(flash):
    # a full flash refuses a deal, never the end: its `end` record and the
    # close are written, and the final results come (issue 13)
    run(SETUP_4_GLEB_DEALS + "," + DEAL, flash)
    assert fill(flash, 4) <= 4
    # (the refusal read, out of the deal entry to the start menu, Resume, End the pulya, Yes)
    refused, warn, results = run(RESUME + "," + DEAL + ",snap,ok,long-back,right,ok,left,ok,right,ok,snap,ok,snap",
                                 flash)
    assert refused["text"][0] == row("Not saved") and refused["table"]["entries"] == 1
    assert warned(warn), "the flash filling up is told over the results"
    assert results["text"][0] == row("Final results") and results["table"]["closed"]
    assert results["table"]["entries"] == 2          # the deal and the end


def test_a_deal_not_saved_keeps_its_answers(flash):
    # a full flash refuses a deal: after the message's OK the deal entry is
    # back at its last question, the answers given kept (before: the
    # scoreboard, the deal to be entered again), so ▶ OK tries the save again
    run(SETUP_4_GLEB_DEALS + "," + DEAL, flash)
    assert fill(flash, 4) <= 4
    refused, entry, again = run(RESUME + "," + DEAL + ",snap,ok,snap,right,ok,snap", flash)
    assert refused["text"][0] == row("Not saved") and refused["table"]["entries"] == 1
    assert entry["text"][0].startswith("Tricks: ") and entry["text"][0].endswith("◀?▶"), entry["text"]
    assert again["text"][0] == row("Not saved") and again["table"]["entries"] == 1
    # a raspasy too: back on its screen with its rows, and OK tries again
    refused, entry, again = run(RESUME + "," + RASPASY + ",snap,ok,snap,ok,snap", flash)
    assert refused["text"][0] == row("Not saved") and refused["table"]["entries"] == 1
    assert entry["text"][0] == row(T("en")["ASK"].split("|")[5]), entry["text"]
    assert again["text"][0] == row("Not saved") and again["table"]["entries"] == 1
