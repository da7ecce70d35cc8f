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
# a six by Boris (the first seat after Anna), Vera whists open, ▶ made (main's keys: issue 13's stray-press rule)
SIX = "ok,ok,ok,ok,right,ok"


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def run(keys, flash, lang="en"):
    """The screens at the ``snap``s of ``keys`` (all of them, the last too,
    without a snap)."""
    snaps = sim.run_script(keys, flash, BLOCKS, lang=lang)
    for s in snaps:
        assert s["errors"] == 0 and s["problem"] is None, s["text"]
        assert s["clipped"] == [], s["clipped"]
    return [s for s in snaps if s["key"] == "snap"] or snaps


def test_synced_message_goes_by_itself(tmp_path):
    libs_dir()
    proc = run_micropython(DEVICE_CHECKS / "check_sync_screen.py", tmp_path / "flash.img",
                           path=[SIM_MP, libs_dir()], cwd=tmp_path)
    out = dict(line.split(": ", 1) for line in proc.stdout.decode().splitlines() if ": " in line)
    assert proc.stdout.decode().endswith("ALL OK\n"), proc.stdout
    assert out["before"].startswith("Пуля 0/100")
    # while the PC talks: its message over the start menu, the pulya's screens,
    # texts and rules gone, its engine set aside (issue 15: the sync's heap is
    # not on top of the game's)
    assert out["during"] == "Обмен с ПК, 2 screens, loaded []"
    # the engine set aside keeps the same table, its totals kept: nothing
    # loaded for it beside the game as the PC begins (a ClosedTable was)
    hello = out["hello imported"].split()
    assert "device.link_proto" in hello and "rules.table_closed" not in hello, hello
    # ... and the game let go before the link's modules are imported (the
    # app's open_link): they load into its room, not beside it
    assert out["the link imported beside"] == "[]"
    assert out["synced"] == "Передано на ПК"
    # the ack of the session in play reads none of its files: the journal's
    # host side without the reading module nor the closed table's (issue 15)
    ack = out["ack imported"].split()
    assert "device.journal_host" in ack, ack
    assert "device.journal_read" not in ack and "rules.table_closed" not in ack, ack
    assert out["after 0.5 s"] == "Передано на ПК"
    # the PC quiet: the link let go (its protocol, and the link itself: the
    # app makes it again when the PC next speaks), the scoreboard built again from the table
    assert out["after 5 s"].startswith("Пуля 0/100"), "back on the scoreboard by itself"
    assert out["link"] == "[], the app's None"
    assert out["stack"] == "2 screens, 0 errors"
    # the session loaded again after the sync: a deal is entered and saved on it
    assert out["after a deal"] == "Пуля 2/100         №2, entries 1, errors 0"
    # the session not loaded again as the PC goes quiet (the heap full): the
    # error shown as a key's would be, the link still answers (it took the
    # app's serial task down)
    assert out["reload failed"] == "Ошибка, 1 errors"
    assert out["hello after it"] == "[2]"


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


# --- money: the vist price at the start, remembered, changed before the first deal

SEVEN = "ok,ok,ok,ok,ok,ok,ok"         # the setup up to its last question (Start the pulya?)
# Price (RIGHT from Yes), the currency offered (RUB), the coin offered (1 RUB),
# the price: RIGHT x6 from "No money" is 0.50; the question again
PRICE_050 = "right,ok,ok,ok,right,right,right,right,right,right,ok"
END = "left,ok,right,ok"               # the menu at End the pulya, Yes


def ledger_records(flash, sid):
    """The records of session ``sid`` on the flash, read by the host's reader."""
    from tablescore.rules.ledger_read import Reader
    out = run_micropython(DEVICE_CHECKS / "ledger_file_dump.py", flash, BLOCKS, path=[SIM_MP, libs_dir()])
    files = dict(line.split(" ", 1) for line in out.stdout.decode().split("\n") if line)
    return [r[2:] for r in Reader(bytes.fromhex(files[str(sid)]))]


def test_price_at_the_start_in_the_ledger_and_in_the_results(flash):
    start, results, down = run(SEVEN + "," + PRICE_050 + ",snap,ok," + SIX + "," + END + ",snap,right,right,right,snap",
                               flash)
    # (No is BACK: ◀▶ walk Yes, Price and the other rule systems, issue 16)
    assert start["text"][6] == row("Vist 0.50 RUB") and start["text"][7] == row("  Yes   Price")
    assert start["text"][3].split() == ["◀", "System", "M", "▶"]
    assert start["selected"] == ["Yes"], "the start is one OK away"
    # the session's settings end with the money terms (rules.table_money): 50 kopecks, RUB, 1 rouble
    opening = ledger_records(flash, 1)[0]
    assert opening[1] == 1 and opening[2][2] == [3, 0, 100, 0, 50, "RUB", 100]
    # Boris (the first seat after Anna) made a six, Vera whisted open (4
    # tricks: 8 on him), Anna passed: +20-8, -10+8, -10 vists; x 0.50 RUB
    assert results["table"]["totals"] == [-10, 12, -2] and results["table"]["closed"]
    # the columns' heads: the vists, the money in roubles
    assert results["text"][:5] == [row("Final results"), row("        vists    RUB"), row("Boris     +12     +6"),
                                   row("Vera       -2     -1"), row("Anna      -10     -5")]
    assert results["text"][5:7] == [row("Who pays whom, RUB"), row("Anna  →Boris       5")]
    assert results["text"][7] == row("OK done   BACK undo")
    # scrolled: the second payment, the terms
    assert down["text"][3:7] == [row("Anna  →Boris       5"), row("Vera  →Boris       1"),
                                 row("Vist 0.50 RUB"), row("Coin 1 RUB")]


def test_the_price_questions_back_and_an_unchanged_price_go_back_to_the_start(flash):
    # BACK on the currency, the coin, the price: the start question again
    # (it was the start menu, the setup lost); so is OK on the price offered
    # when nothing changed; a coin changed asks "Vist price?", No offered
    snaps = run(SEVEN + ",right,ok,back,snap,right,ok,ok,back,snap,right,ok,ok,ok,back,snap,right,ok,ok,ok,ok,snap,"
                # no money offered, the coin changed: the same (no) money, nothing asked
                + "right,ok,ok,right,ok,ok,snap,"
                # a price chosen (0.01 by ▶), then the coin changed and the price offered taken
                + "right,ok,ok,ok,right,ok,right,ok,ok,right,ok,ok,snap,ok,ok,snap", flash)
    for snap in snaps[:5]:
        assert snap["text"][0] == row("Start the pulya?") and snap["text"][6] == row("No money"), snap["text"]
    asked, board = snaps[5:]
    assert asked["text"][:3] == [row("Vist price?"), row("Vist 0.01 RUB"), row("Coin 10 RUB")], asked["text"]
    assert asked["selected"] == ["No"]
    assert board["text"][0].startswith("Pulya 0/100")
    assert ledger_records(flash, 1)[0][2][2][4:] == [1, "RUB", 100], "No: the price chosen with its arrows"


def test_the_price_is_remembered_and_taken_with_one_ok(flash):
    run(SEVEN + "," + PRICE_050 + ",ok," + END + ",ok", flash)
    # (the restart opens on the results, the end still the last record: OK)
    start = run("ok," + SEVEN + ",snap,ok", flash)[0]
    assert start["text"][6] == row("Vist 0.50 RUB") and start["selected"] == ["Yes"]
    assert ledger_records(flash, 2)[0][2][2][4:] == [50, "RUB", 100]


def test_the_price_changed_before_the_first_deal_not_after(flash):
    # no money at the start; the menu's Vist price (RIGHT from End): RUB,
    # coin 1 RUB, 1.00 (RIGHT x7)
    snaps = run(SETUP_3 + ",left,right,ok,ok,ok,right,right,right,right,right,right,right,ok,snap," + SIX
                + ",left,right,ok,snap,ok," + END + ",snap", flash)
    board, late, results = snaps
    assert board["text"][0].startswith("Pulya 0/100") and board["table"]["entries"] == 0
    money = [r for r in ledger_records(flash, 1) if r[1] == 3]
    assert money == [(2, 3, [100, "RUB", 100])]
    assert late["text"][0] == row("Vist price") and late["text"][1:3] == [row("too late to change"), row("the price")]
    assert results["text"][2] == row("Boris     +12    +12")


# --- the end: always through the results, and taken back

def test_new_pulya_over_an_open_one_goes_through_its_results(flash):
    snaps = run(SETUP_3 + "," + SIX + ",back,ok,snap,right,ok,snap,ok,snap", flash)
    asked, results, setup = snaps
    assert asked["text"][0] == row("A pulya is open")
    assert results["text"][0] == row("Final results") and results["table"]["closed"]
    assert results["text"][1:3] == [row("           vists"), row("Boris        +12")]
    assert setup["text"][0] == row("How many play?")


def test_new_pulya_over_an_open_match_says_so_and_settles_it(flash):
    # a match: Anna +8 (quick net), then New pulya from the start menu
    snaps = run("left,ok,ok,ok,ok,ok,ok,hold-right-945,left,left,ok,long-back,right,ok,snap,right,ok,snap,ok,snap", flash)
    asked, results, setup = snaps
    assert asked["text"][0] == row("A session is open")
    assert results["text"][0] == row("Final results")
    assert results["table"]["closed"]


def test_the_end_undone_opens_the_pulya_again(flash):
    snaps = run(SETUP_3 + "," + SIX + "," + END + ",snap,back,snap,right,ok,snap", flash)
    results, asked, board = snaps
    assert results["table"]["closed"] and results["table"]["entries"] == 2      # the deal and the end
    assert results["depth"] == 2, "the results over the start menu: the board and its engine gone"
    assert asked["text"][0] == row("Undo the end?") and asked["selected"] == ["No"]
    assert board["text"][0].startswith("Pulya 2/100") and board["table"]["closed"] == 0
    assert board["table"]["entries"] == 1, "the end's entry taken back too"
    kinds = [r[1] for r in ledger_records(flash, 1)]
    assert kinds[-4:] == [11, 2, 30, 30]      # the end, the close, the undo of the close, of the end
    # a restart: still open, on its scoreboard
    assert run("snap", flash)[0]["text"][0].startswith("Pulya 2/100")


def test_a_reboot_right_after_the_end_opens_on_its_results(flash):
    # the power cut while the results are on the glass: the next boot shows them,
    # and the end can still be taken back from there
    results = run(SETUP_3 + "," + SIX + "," + END + ",snap", flash)[0]
    assert results["text"][0] == row("Final results")
    snap = run("snap", flash)[0]
    assert snap["text"] == results["text"], "the same results after the restart"
    board = run("back,right,ok,snap", flash)[0]
    assert board["text"][0].startswith("Pulya 2/100") and board["table"]["closed"] == 0
    assert board["table"]["entries"] == 1
    # the end again, and OK on the results: the start menu; a restart then
    # shows the results again while the end is still the last record
    run(END + ",ok", flash)
    assert run("snap", flash)[0]["text"][0] == row("Final results")


def test_resume_right_after_the_end_opens_its_results(flash):
    # OK on the results: the start menu; its Resume (one RIGHT) opens what a
    # restart would, the results, while the end is the last record; BACK, Yes
    # takes the end back from there (was: "Nothing to resume")
    snaps = run(SETUP_3 + "," + SIX + "," + END + ",snap,ok,snap,right,ok,snap,back,right,ok,snap", flash)
    results, home, resumed, board = snaps
    assert home["text"][0].startswith("tablescore") and home["depth"] == 1
    assert resumed["text"] == results["text"], "the same results through Resume"
    assert board["text"][0].startswith("Pulya 2/100") and board["table"]["closed"] == 0
    assert board["table"]["entries"] == 1


def test_resume_right_after_an_ofc_session_ends_opens_its_results(flash):
    # a match, Anna +31, the menu's End session (BACK on the match screen, ◀), Yes; OK on the results, Resume
    # (the start menu's cursor still on New match: two RIGHTs)
    snaps = run("left,ok,ok,ok,ok,ok,ok,hold-right-615,hold-right-1935,right,ok,back,back,left,"
                "ok,right,ok,snap,ok,right,right,ok,snap,back,right,ok,snap", flash)
    results, resumed, match = snaps
    assert results["text"][0] == row("Final results") and results["table"]["closed"]
    assert resumed["text"] == results["text"], "the same results through Resume"
    assert match["text"][0].startswith("Match 1") and match["table"]["closed"] == 0


def test_a_reboot_after_the_end_was_synced_opens_on_the_start_menu(flash):
    run(SETUP_3 + "," + SIX + "," + END, flash)
    # the PC's acknowledgement after the close: the end cannot be taken back now
    proc = run_micropython(DEVICE_CHECKS / "ack_last.py", flash, path=[SIM_MP, libs_dir()], cwd=flash.parent)
    assert proc.stdout.decode().startswith("acked 1 "), proc.stdout
    snap = run("snap", flash)[0]
    assert snap["text"][0].startswith("tablescore") and snap["text"][1].strip() == "New pulya", snap["text"]


# --- a game's close restarts the board (issue 15): the next game's heap holds
# none of this one's interned names; the flash and the start menu as they were

def test_leaving_a_pulyas_results_restarts_the_board_and_loses_nothing(flash):
    # English (a setting on the flash), a pulya with a six, ended; OK on the
    # results; the start menu's History (▶▶ from New pulya)
    results, home, history = run(SETUP_3 + "," + SIX + "," + END + ",snap,ok,snap,right,right,ok,snap", flash)
    assert results["text"][0] == row("Final results") and results["restarts"] == 0
    # the board restarted (the stand-in's soft resets counted) into the start
    # menu, on the line the players left it, in the language they chose
    assert home["restarts"] == 1
    assert home["text"][0].startswith("tablescore") and home["selected"] == ["New pulya"] and home["depth"] == 1
    # the ledger as it was: the pulya closed with its entries (the six, the end), its totals
    assert home["table"] == results["table"] and home["table"]["closed"] and home["table"]["entries"] == 2
    # the closed pulya's history from the start menu, in English
    assert history["text"][0] == row("History") and history["text"][2] == row("  1 Boris 6/6    +12")
    assert history["restarts"] == 1


def test_leaving_a_matchs_results_restarts_the_board(flash):
    # a match, Anna +31, the menu's End session, Yes; OK on the results: the
    # start menu on New match (where the match was started), after a restart
    results, home = run("left,ok,ok,ok,ok,ok,ok,hold-right-615,hold-right-1935,right,ok,back,back,left,"
                        "ok,right,ok,snap,ok,snap", flash)
    assert results["text"][0] == row("Final results") and results["restarts"] == 0
    assert home["restarts"] == 1 and home["selected"] == ["New match (OFC)"] and home["depth"] == 1
    assert home["table"] == results["table"] and home["table"]["game"] == "ofc" and home["table"]["closed"]


# A new game started over an open one ends it too: its final results' OK
# restarts the board as leaving them does (the closed game's names go), and
# the restarted board opens the new game's setup itself (the start menu's line
# kept with the restart): the same keys as before the restart came
OVER_PULYA = SETUP_3 + "," + SIX + ",back,left,ok,right,ok"    # the start menu's New match (◀), Yes
# a match begun (New match, Anna, Boris, Start), the start menu (a held BACK), New pulya (▶), Yes
OVER_MATCH = "left,ok,ok,ok,ok,long-back,right,ok,right,ok"


def test_ending_a_pulya_for_a_new_match_restarts_into_its_players(flash):
    results, picker, match = run(OVER_PULYA + ",snap,ok,snap,ok,ok,ok,snap", flash)
    assert results["text"][0] == row("Final results") and results["restarts"] == 0
    assert results["table"]["game"] == "pref" and results["table"]["closed"]
    # OK: the board restarted, into the match's first player (no game open:
    # the setup asks the players, as the start menu's New match does)
    assert picker["restarts"] == 1 and picker["text"][0].startswith("Player 1"), picker["text"]
    assert picker["selected"] == ["Anna"] and picker["depth"] == 2
    assert picker["table"] == results["table"], "the ledger as it was"
    # Anna, Boris, Start: the match on its board, the pulya's session closed before it
    assert match["text"][0].startswith("Match 1") and match["restarts"] == 1
    assert match["table"]["game"] == "ofc" and match["table"]["sessions"] == 2


def test_ending_a_match_for_a_new_pulya_restarts_into_its_first_question(flash):
    results, question = run(OVER_MATCH + ",snap,ok,snap", flash)
    assert results["text"][0] == row("Final results") and results["restarts"] == 0
    assert results["table"]["game"] == "ofc" and results["table"]["closed"]
    assert question["restarts"] == 1 and question["text"][0] == row("How many play?")
    assert question["depth"] == 2 and question["table"] == results["table"]
    # ... and in Russian the same way (the language a setting on the flash)
    results, question = run(OVER_MATCH + ",snap,ok,snap", flash.with_name("ru.img"), lang="ru")
    assert results["text"][0] == row("Итоги")
    assert question["restarts"] == 1 and question["text"][0] == row("Сколько играют?"), question["text"]


def test_the_end_for_a_new_game_is_taken_back_on_its_results(flash):
    # BACK on the results, Yes (▶): the pulya open again, on its scoreboard, no restart
    undo, board = run(OVER_PULYA + ",back,snap,right,ok,snap", flash)
    assert undo["text"][0] == row("Undo the end?") and undo["selected"] == ["No"]
    assert board["text"][0].startswith("Pulya 2/100") and board["restarts"] == 0
    assert not board["table"]["closed"] and board["table"]["entries"] == 1
    # ... and ended for the match again: OK restarts into its players as before
    picker = run("back,left,ok,right,ok,ok,snap", flash)[-1]
    assert picker["restarts"] == 1 and picker["text"][0].startswith("Player 1"), picker["text"]


def test_the_restart_waits_while_the_pc_talks(tmp_path):
    libs_dir()
    proc = run_micropython(DEVICE_CHECKS / "check_restart.py", tmp_path / "flash.img",
                           path=[SIM_MP, libs_dir()], cwd=tmp_path)
    out = dict(line.split(": ", 1) for line in proc.stdout.decode().splitlines() if ": " in line)
    assert proc.stdout.decode().endswith("ALL OK\n"), proc.stdout
    assert out["results"] == "Итоги"
    # OK on the results asked for the restart as the PC's hello came: the
    # start menu, the sync's message over it, and no restart while the PC talks
    assert out["asked"] == "True"
    assert out["during"] == "Обмен с ПК, 2 screens, restarts 0"
    assert out["hello answered"] == "True"
    # the PC quiet: the link let its protocol go, then the board restarted
    # into the start menu; MicroPython's line on the port (line noise to the host:
    # tests/test_sync_reboot_line.py)
    assert out["after"] == "tablescore, 1 screens, restarts 1, errors 0"
    assert out["port"] == repr(b"MPY: soft reboot\r\n")
    assert out["table"] == "closed 4 entries 2"


def test_an_ofc_session_ends_with_money_and_who_pays(flash):
    # a match, Anna wins 31:0 (quick net +31: held RIGHT), the match's stake 10;
    # the menu's End session, Yes
    snaps = run("left,ok,ok,ok,ok,ok,ok,hold-right-615,hold-right-1935,right,ok,snap,back,back,left,ok,right,ok,snap,"
                "back,right,ok,snap", flash)
    results, match = snaps[-2:]
    assert results["text"][0] == row("Final results"), results["text"]
    assert results["text"][1] == row("Matches 1:0    money"), "the money column's head"
    assert results["text"][2] == row("Anna             +10")
    assert results["text"][3] == row("Boris            -10")
    assert results["text"][5] == row("Boris →Anna       10")
    # BACK, Yes: the end taken back, the match screen again, the session open
    assert match["text"][0].startswith("Match 1") and match["table"]["closed"] == 0


# --- the history: numbered as the scoreboard counts, each line scored, a breakdown to void from

RASPASY = "ok,left,ok,right,right,ok,right,ok"    # Raspasy (◀ from Who plays?), Boris deals: Vera ▶▶ 4, Anna ▶ 3, Boris the rest 3
HISTORY = "right,ok"                       # the menu opens on History


def test_an_empty_history_says_so_and_ok_leaves_it(flash):
    # the pulya's menu before the first deal: History has no line to open;
    # its OK (the hint on row 7) goes back to the scoreboard, as BACK does
    empty, board = run(SETUP_3 + "," + HISTORY + ",snap,ok,snap", flash)
    assert empty["text"][:2] == [row("History"), row("No entries yet.")] and empty["text"][7] == row("OK".rjust(21))
    assert board["text"][0].startswith("Pulya 0/100") and board["table"]["entries"] == 0


def test_history_lines_numbered_scored_and_opened(flash):
    # a six entered, undone, entered again (deal 1); a raspasy (deal 2)
    snaps = run(SETUP_3 + "," + SIX + ",right,right,ok," + SIX + "," + RASPASY + ",snap," + HISTORY
                + ",snap,ok,snap,back,left,snap,ok,snap,back,right,ok,ok,right,ok,snap", flash)
    board, history, deal2, oldest, undone, voided = snaps
    assert board["text"][0].startswith("Pulya 2/100") and board["text"][0].endswith("#3")
    assert history["text"][1:4] == [row("  2 raspasy 3/3/4"), row("  1 Boris 6/6    +12"),
                                    row("und Boris 6/6")]
    assert not any(r.startswith("x") for r in history["text"])
    # OK: the deal's breakdown, what each player got and who wrote on whom, the code after it
    assert deal2["text"][0] == row("Deal 2")
    assert deal2["text"][1] == row("2 raspasy 3/3/4")
    assert deal2["text"][7] == row("OK void   BACK back")
    # the undone six: said so, not to be voided
    assert oldest["selected"] == ["und Boris 6/6"]
    assert undone["text"][0] == row("Undone") and undone["text"][2].startswith("Entered wrong")
    assert undone["text"][7].strip() == "OK"
    # the raspasy voided from its breakdown (OK, Yes): marked so, not numbered
    assert voided["text"][1] == row("vd  raspasy 3/3/4")
    assert voided["table"]["totals"] == [-10, 12, -2]


def test_a_breakdowns_arrows_follow_the_money_as_the_results(flash):
    # Boris's six made: Boris writes 10 on Anna and on Vera (his pulya), Vera
    # 8 on Boris (4 tricks): read as the results' who pays whom, payer→payee
    top, down = run(SETUP_3 + "," + SIX + "," + HISTORY + ",ok,snap,right,snap", flash)
    assert top["text"][2:5] == [row("Anna             -10"), row("Boris    p2      +12"), row("Vera              -2")]
    assert down["text"][4:7] == [row("Vera   →Boris    10"), row("Anna   →Boris    10"), row("Boris  →Vera      8")]
    # each player's result is what the arrows bring him less what they take
    net = {"Anna": 0, "Boris": 0, "Vera": 0}
    for line in down["text"][4:7]:
        payer, rest = line.split("→")
        payee, vists = rest.split()
        net[payer.strip()] -= int(vists)
        net[payee] += int(vists)
    assert net == {"Anna": -10, "Boris": 12, "Vera": -2}


def test_the_evening_in_russian_golden(flash, tmp_path):
    """The new screens in the default language, compared with their golden
    pictures: the start question with the price, the price's question, the
    final results with money and who pays whom, the history, a deal's
    breakdown, the undo of the end; an OFC session's results."""
    from test_sim import golden
    snaps = run(SEVEN + ",snap,right,ok,ok,ok,right,right,right,right,right,right,snap,ok,snap,ok," + SIX + ","
                + RASPASY + "," + HISTORY + ",snap,ok,snap,back,left,ok,right,snap,back,back," + END + ",snap,back,snap",
                flash, "ru")
    start, price, priced, history, deal, writes, results, undo = snaps
    assert start["text"][6] == row("Без денег") and start["text"][7] == row("  Да    Цена")
    assert price["text"][0] == row("Цена виста") and price["text"][4] == "◀     0,50 RUB      ▶"
    assert priced["text"][6] == row("Вист 0,50 RUB")
    assert history["text"][1:3] == [row("  2 распасы 3/3/4"), row("  1 Борис 6/6    +12")]
    assert deal["text"][0] == row("Сдача 2") and deal["text"][7] == row("OK аннулировать")
    # the six's breakdown: the arrows from who pays to whom, as the results'
    assert writes["text"][0] == row("Сдача 1")
    assert writes["text"][4:7] == [row("Вера   →Борис    10"), row("Анна   →Борис    10"), row("Борис  →Вера      8")]
    assert results["text"][0] == row("Итоги") and results["text"][5] == row("Кто кому платит, RUB")
    assert results["text"][1] == row("        висты    RUB")
    assert undo["text"][0] == row("Отменить конец игры?")
    for name, snap in (("evening-start-price", priced), ("evening-price", price), ("evening-results-money", results),
                       ("evening-history", history), ("evening-deal", deal), ("evening-deal-writes", writes),
                       ("evening-undo-end", undo)):
        golden(name + ".ru", snap["image"], tmp_path)
    # an OFC session: Анна wins the match 31:0 (stake 10), then End the session
    # (the restart: on the pulya's results, the end still the last record; OK)
    snaps = run("ok,left,ok,ok,ok,ok,ok,ok,hold-right-615,hold-right-1935,right,ok,back,back,left,ok,right,ok,snap",
                flash, "ru")
    ofc = snaps[-1]
    assert ofc["text"][0] == row("Итоги") and ofc["text"][1] == row("Матчи 1:0     деньги")
    golden("evening-ofc-results.ru", ofc["image"], tmp_path)
