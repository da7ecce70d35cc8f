"""Preferans on the device: whole pulyas driven by button presses in the simulator.

The expected figures are the spec's worked examples (system-m.md §8), so the
screens, the engine and the ledger on the simulated flash are checked
against numbers worked out by hand, not against the engine itself.  In
English (the setting): the scripted pulyas (test_pulya_scripts.py) play in
both languages.
"""
import pytest

from devsim import DEVICE_CHECKS, SIM_MP, libs_dir
from mp import run_micropython
from screens import between_arrows, board, dealer, line, number, row
from tablescore import sim
from test_sim import golden

BLOCKS = 64

# Setup: New pulya, 4 players, Anna Boris Vera Gleb, ends at 100, Gleb deals first, Yes.
SETUP_4_GLEB_DEALS = "ok,right,ok,ok,ok,ok,ok,ok,right,right,right,ok,ok"
# Ex. 10 (Gleb deals): Anna plays 6, takes 7; Boris whists open, Vera passes.
# OK opens the questions; Game, declarer Anna (1st seat), contract 6 and "Boris
# open" are what is offered; tricks 6 -> RIGHT -> 7; the breakdown's OK saves.
EX10 = "ok,ok,ok,ok,right,right,ok"


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def run(keys, flash):
    snaps = sim.run_script(keys, flash, BLOCKS, lang="en")
    for s in snaps:
        assert s["errors"] == 0 and s["problem"] is None, s["text"]
        assert s["clipped"] == [], s["clipped"]
    return snaps


def test_example_10_at_four(flash, tmp_path):
    snaps = run(SETUP_4_GLEB_DEALS + "," + EX10[:-3] + ",snap,ok", flash)
    confirm, snap = snaps[0], snaps[-1]
    assert confirm["text"][0] == "Tricks: Anna      ◀7▶"      # the last question, its breakdown under it
    # Anna's pulya 2 (a six): 10 on Boris and on Vera; Boris credited 3 tricks
    # x 2 = 6, short of the norm 4 by 1 -> his gora 2: Anna and Vera write 10 each.
    # Anna +20-6+10 = +24, Boris -10+6-20 = -24, Vera -10+10 = 0.
    assert confirm["text"][1:5] == [row(line("Anna", "p2", 24)), row(line("Boris", "g2", -24)),
                                    row(line("Vera", "", 0)), row(line("Gleb", "", 0))]
    assert confirm["text"][5].startswith("greedy whist")
    golden("confirm-deal", confirm["image"], tmp_path)
    golden("scoreboard-4", snap["image"], tmp_path)
    # §8 Ex. 10: A +24, B -24, C 0, D 0.  Anna's pulya: a made 6 costs 2.
    assert snap["table"]["totals"] == [24, -24, 0, 0]
    assert board(snap) == {"Anna": (2, 0, 24), "Boris": (0, 2, -24), "Vera": (0, 0, 0), "Gleb": (0, 0, 0)}
    assert snap["text"][0] == "Pulya 2/100        #2"
    assert dealer(snap) == "Anna", "the deal passed to Anna"
    assert snap["text"][1] == "deals    pul gor vist" and snap["text"][6] == row("Anna deals")
    assert snap["table"]["entries"] == 1


def test_saved_deal_survives_restart_and_undo(flash):
    run(SETUP_4_GLEB_DEALS + "," + EX10, flash)
    # a new run opens on the same pulya, from the flash
    snap = run("snap", flash)[-1]
    assert snap["table"]["totals"] == [24, -24, 0, 0]
    assert board(snap)["Anna"] == (2, 0, 24)
    # RIGHT opens the menu on History, RIGHT again: Undo; OK undoes
    snap = run("right,right,ok", flash)[-1]
    assert snap["table"]["totals"] == [0, 0, 0, 0]
    assert snap["table"]["entries"] == 0
    assert board(snap)["Anna"] == (0, 0, 0)


def test_void_from_the_game_menu_asks_first_and_voids_on_yes(flash):
    # the game menu (RIGHT) on Void (two RIGHTs on), OK: the question, No
    # offered; OK: nothing written; again, RIGHT to Yes, OK: the deal voided
    void = "right,right,right,ok"
    snaps = run(SETUP_4_GLEB_DEALS + "," + EX10 + "," + void + ",snap,ok,snap," + void + ",right,snap,ok,snap", flash)
    asked, no, yes, voided = snaps[:4]
    assert asked["text"][0].startswith("Void this entry?") and asked["text"][1].startswith("Anna 6/7")
    assert no["table"]["totals"] == [24, -24, 0, 0] and no["table"]["entries"] == 1
    assert board(no)["Anna"] == (2, 0, 24)
    assert yes["text"][0].startswith("Void this entry?")
    assert voided["table"]["totals"] == [0, 0, 0, 0] and voided["table"]["entries"] == 0
    assert board(voided)["Anna"] == (0, 0, 0) and dealer(voided) == "Anna", "the deal passes on (dealt)"


def test_back_keeps_the_answers_and_saves_nothing(flash):
    # the same deal, but BACK on the tricks (7 chosen): back at the whist, Boris open kept
    snaps = run(SETUP_4_GLEB_DEALS + "," + EX10[:-3] + ",back,snap,back,snap,right,ok,snap,"
                "ok,snap,back,back,back,snap", flash)
    whist, contract, defence, tricks8, who = snaps[:5]
    assert whist["text"][0] == row("Whist?") and whist["selected"] == ["Boris open"]
    assert whist["table"]["entries"] == 0
    # one more BACK: the contract, 6 still highlighted
    assert contract["text"][0].startswith("Contract") and contract["selected"] == ["6"]
    # a 7 instead: the defence offered is the one chosen before, Boris open
    assert defence["selected"] == ["Boris open"]
    # the tricks follow the new contract, on "?" again: ◀ 6 (one short) or ▶ 7 (made)
    assert tricks8["text"][0] == "Tricks: Anna      ◀?▶" and tricks8["text"][7] == row("◀ 6  or  ▶ 7")
    # BACK all the way to the first question; nothing saved
    assert who["text"][0] == row("Who plays?")
    snap = run("long-back,right,ok", flash)[-1]
    assert snap["table"]["totals"] == [0, 0, 0, 0] and snap["table"]["entries"] == 0


def test_raspasy_and_void_from_history(flash):
    # Ex. 11 needs price 2; at price 1 (first raspasy), 4 players, Gleb deals:
    # tricks Anna 5, Boris 3, Vera 2 -> gora 5/3/2 reduced 3/1/0: each writes
    # 5*(difference) on the others: Anna -15-25 = -40... computed below:
    #   Anna gora 3: pays 5*3 to Boris and to Vera = -30; Boris gora 1 pays 5 to
    #   Anna and to Vera; Vera pays nothing.  Anna -30+5 = -25, Boris +15-5-5 = +5,
    #   Vera +15+5 = +20, Gleb 0.
    raspasy = "ok,left,ok,right,right,right,ok,right,ok"    # Raspasy; Anna ▶ 3 ▶▶ 5, Boris ▶ 3, Vera the rest 2
    snap = run(SETUP_4_GLEB_DEALS + "," + raspasy, flash)[-1]
    assert snap["table"]["totals"] == [-25, 5, 20, 0]
    # the scoreboard (a restart opens on it); the menu opens on History: the entry is listed;
    # OK its breakdown, OK, Yes (RIGHT: No is offered) voids it
    snap = run("right,ok,snap,ok,ok,right,ok", flash)
    history = snap[0]["text"]
    assert history[0].startswith("History") and history[1] == row("  1 raspasy 5/3/2"), history
    assert snap[-1]["table"]["totals"] == [0, 0, 0, 0]


def test_an_entrys_breakdown_covers_the_history_which_comes_back_as_it_was(tmp_path):
    # issue 15 (the history of a 300-deal pulya in the evening's budget): as
    # an entry's breakdown is scored the history is covered (``UI.cover``):
    # its module and its figures are off the heap, the breakdown's alone is
    # loaded (before: the history's, its lines' and the breakdown's, the
    # history's twelve bytes an entry under it); BACK makes it again, read
    # again, with the same lines and the same entry lit
    libs_dir()
    proc = run_micropython(DEVICE_CHECKS / "check_history_memory.py", tmp_path / "flash.img",
                           path=[SIM_MP, libs_dir()], cwd=tmp_path)
    text = proc.stdout.decode()
    assert text.endswith("ALL OK\n"), text + proc.stderr.decode()
    out = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)
    assert out["entries"] == "2" and out["history"] == "История" and out["lit"] == "1", out
    assert out["breakdown modules"] == "ui.pref_history_entry", out
    assert out["breakdown stack"] == "ui.home.Home ui.pref_board.Scoreboard ui.pref_history.History Entry", out
    assert out["breakdown"] == "Сдача 1", out       # the older entry's, the first deal
    assert out["back"] == "История" and out["same"] == "1" and out["lit again"] == "1", out
    assert out["errors"] == "0", out


def test_a_history_read_halfway_closes_with_its_error_and_opens_again(tmp_path):
    # the heap running out as the history replays the entries (the ledger's
    # records stop with MemoryError on the second pass): the error said once,
    # over the scoreboard, under which the menu made way for the history (the half-read history
    # drew its lines from arrays of different lengths: an IndexError on every
    # picture after); opened again, it lists both entries
    libs_dir()
    proc = run_micropython(DEVICE_CHECKS / "check_history_fails.py", tmp_path / "flash.img",
                           path=[SIM_MP, libs_dir()], cwd=tmp_path)
    text = proc.stdout.decode()
    assert text.endswith("ALL OK\n"), text + proc.stderr.decode()
    out = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)
    assert out["stack"] == "ui.home.Home ui.pref_board.Scoreboard GameMenu", out
    assert out["errors"] == "1" and "memory allocation failed" in out["said"], out
    assert out["after"].startswith("Пуля") and out["errors after"] == "1", out
    assert out["again"] == "История" and out["lines"] == "2" and out["errors at last"] == "1", out


def test_end_of_pulya_shows_results_and_closes(flash):
    script = SETUP_4_GLEB_DEALS + "," + EX10 + ",left,ok,right,ok"    # the menu's last line
    snap = run(script, flash)[-1]
    assert snap["text"][0].startswith("Final results")
    assert snap["text"][1].strip() == "vists"       # the column's head
    assert snap["text"][2].startswith("Anna") and snap["text"][2].rstrip().endswith("+24")
    assert snap["table"]["closed"] > 0
    # a restart: the results again (the end is the last record); OK, and
    # Resume opens them again (the end can still be taken back from them)
    snap = run("ok,right,ok", flash)[-1]
    assert snap["text"][0].startswith("Final results") and snap["depth"] == 2


def test_play_clock_and_end_by_time(tmp_path):
    """Under micropython: the play clock counts, caps a stall, survives a reboot
    (its file), and the screens end the pulya when the agreed time is up."""
    proc = run_micropython(DEVICE_CHECKS / "check_playclock.py", path=[SIM_MP, libs_dir()], cwd=tmp_path)
    assert proc.stdout.decode().endswith("ALL OK\n"), proc.stdout


def test_end_by_time_setup_and_the_minutes_on_the_scoreboard(flash):
    # Pulya ends at: from 100, RIGHT x4 is No limit, a fifth: 2 hours
    snaps = run("ok,ok,ok,ok,ok,right,right,right,right,right,snap,ok,ok,snap,ok,snap,wait-61000,snap", flash)
    choice, confirm, board0, board1 = snaps[:4]
    assert between_arrows(choice["text"][4]) == "2 hours"
    assert confirm["text"][4].startswith("Ends after 2 h")
    assert board0["text"][0] == "Pulya 0       0:00/2h"
    # a minute of play later the scoreboard says so by itself (no key pressed)
    assert board1["text"][0] == "Pulya 0       0:01/2h"


def test_back_through_the_setup_keeps_the_answers(flash):
    # 3 players, Anna Boris Vera; at "Pulya ends at" BACK gives Vera back; Gleb
    # instead (RIGHT past Vera); BACK at the dealer and at the confirmation go
    # back one question each, the answers kept.
    snaps = run("ok,ok,ok,ok,ok,back,snap,right,ok,snap,right,ok,back,snap,ok,ok,back,snap,ok,ok", flash)
    seat3, ends, ends_again, dealer_again, board_ = snaps
    assert seat3["text"][0].startswith("Player 3") and seat3["text"][7] == row("Anna,Boris")
    assert ends["text"][0].startswith("Pulya ends at") and between_arrows(ends["text"][4]) == "100"
    assert between_arrows(ends_again["text"][4]) == "120", "the answer given before is offered"
    assert dealer_again["text"][0].startswith("Who deals first")
    assert board_["text"][0].startswith("Pulya 0/120")
    assert list(board(board_)) == ["Anna", "Boris", "Gleb"]


def test_a_deal_is_scored_without_the_scoreboard_and_written_without_its_entry(tmp_path):
    # (issue 16: the 64wK pulya) the scoreboard's code is not on the heap
    # under the deal entry (it is made again from the table after), the
    # entry's not while the deal is written, the start menu's (``ui.home``,
    # covered by the scoreboard) under neither; what the entry screens share
    # is ``ui.pref``.  Then a save that runs out of memory: the engine's
    # scoring raises MemoryError (on purpose) as a six is written; the error
    # is shown, and after its OK the screens draw without a second error
    # (the entry let its title and lists go for the commit, and drew a None
    # title on every frame after: a TypeError); the deal was not saved: its
    # entry is back at its last question with the answers given (before:
    # the scoreboard, the answers lost), and ▶ OK saves it
    libs_dir()
    proc = run_micropython(DEVICE_CHECKS / "check_entry_memory.py", tmp_path / "flash.img",
                           path=[SIM_MP, libs_dir()], cwd=tmp_path)
    text = proc.stdout.decode()
    assert text.endswith("ALL OK\n"), text + proc.stderr.decode()
    out = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)
    assert out["preview"] == "ui.pref ui.pref_entry", out
    assert out["commit"] == "ui.pref", out
    assert out["entries first"] == "1"
    assert out["error"] == "Ошибка", out
    assert out["after"] == out["save"].replace("◀6▶", "◀?▶"), out     # (as on its first look: "?")
    assert out["entries"] == "1"
    assert out["again"].startswith("Пуля 4/100"), out
    assert out["entries again"] == "2"
    assert out["errors"] == "1", "the MemoryError alone, no error drawing the screens after it"
