"""The match screen's davi lines (issue 13: a davi offer and its answer in 2
presses): ◀/▶ on the OFC match screen choose what a player says with the
cube before the deal's cards, lit on row 5, and OK writes it (the offer at
street 0 and its answer); BACK unchooses it, and with nothing chosen opens
the match's menu (the arrows did before).  The screen opens with nothing
chosen, so a run of one key writes nothing (tests/test_stray_presses.py).

Pressed in the simulator (the firmware under micropython); the ledger read
back by the firmware's own journal.
"""
import pytest

from devsim import libs_dir
from screens import LANGS, T, choices, names, row
from tablescore import sim
from test_sim import golden

BLOCKS = 64
SETUP = "left,ok,ok,ok,ok"      # New match, Anna and Boris, Start (31, stake 10, Anna on the button)


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def run(keys, flash, lang="en"):
    snaps = sim.run_script(keys, flash, BLOCKS, lang=lang)
    for s in snaps:
        assert s["clipped"] == [], s["clipped"]     # every text fits where it is drawn
        assert s["errors"] == 0, s["text"]
    return snaps


def said(lang, seat, answer, value=2):
    """The davi line: ``seat`` doubles to ``value``, answer 0 taken, 1 dropped, 2 later."""
    return choices(lang, "DAVI_ANSWERED")[answer] % (names(lang)[seat], value)


@pytest.mark.parametrize("lang", LANGS)
def test_the_arrows_cycle_through_each_players_lines_and_back(flash, tmp_path, lang):
    # the cube in the middle: ▶ Anna's offer taken, dropped, later, then
    # Boris's later, dropped, taken, then nothing chosen again; ◀ goes back
    script = "snap," + ",".join(["right,snap"] * 8) + ",left,snap,left,snap"
    snaps = run(",".join([SETUP, script]), flash, lang)
    hints = choices(lang, "HINT_MATCH")
    button = row(T(lang)["BUTTON_IS"] % names(lang)[0])
    assert snaps[0]["text"][5] == button and snaps[0]["text"][7] == row(hints[0])
    cycle = [said(lang, 0, 0), said(lang, 0, 1), said(lang, 0, 2),
             said(lang, 1, 2), said(lang, 1, 1), said(lang, 1, 0), None, said(lang, 0, 0)]
    for snap, line in zip(snaps[1:9], cycle):
        if line is None:
            assert snap["text"][5] == button and snap["text"][7] == row(hints[0])
        else:
            # lit, whole (no name cut: 8 letters and x16 fit, tests/test_texts.py)
            assert snap["text"][5] == row(line) and line in snap["selected"]
            assert snap["text"][7] == row(hints[3])
    assert snaps[9]["text"][5] == button                   # ◀ from Anna's first line: nothing
    assert snaps[10]["text"][5] == row(said(lang, 1, 0))   # ◀ again: Boris doubles, taken
    assert snaps[10]["table"]["entries"] == 0, "an arrow writes nothing"
    golden("ofc_match_davi_line" + ("" if lang == "en" else "." + lang), snaps[1]["image"], tmp_path)


def test_ok_on_a_line_writes_the_offer_and_its_answer(flash):
    # ▶ OK: Anna doubles, Boris takes (2 presses); ◀ OK: Boris (the owner)
    # redoubles, Anna takes (2 presses)
    snaps = run(",".join([SETUP, "snap,right,ok,snap,left,ok,snap"]), flash)
    start, first, second = snaps[:3]
    assert first["presses"] - start["presses"] == 2 and second["presses"] - first["presses"] == 2
    assert first["text"][4] == row("Cube 2: Boris") and first["table"]["entries"] == 2
    assert second["text"][4] == row("Cube 4: Anna") and second["table"]["entries"] == 4
    assert second["text"][5] == row("Button: Anna"), "the line is unchosen once written"


def test_the_owned_cube_offers_only_its_owners_lines(flash):
    # Anna doubles, Boris takes: Boris owns the cube; ▶ goes through his lines
    # only (▶ from nothing his later, ◀ his taken), then nothing again
    snaps = run(",".join([SETUP, "right,ok", "right,snap,right,snap,right,snap,right,snap,left,snap"]), flash)
    assert [s["text"][5] for s in snaps[:5]] == [
        row("Boris x4: later"), row("Boris x4: drop"), row("Boris x4: taken"), row("Button: Anna"),
        row("Boris x4: taken")]
    # BACK unchooses; OK then enters a deal, as the screen opened
    snaps = run("right,back,snap,ok,snap", flash)
    assert snaps[0]["text"][5] == row("Button: Anna") and snaps[0]["text"][7] == row("OK deal  ◀▶ davi")
    assert snaps[1]["text"][0].startswith(T("en")["DEAL_HOW"] % 1) and snaps[1]["table"]["entries"] == 2


def test_a_pending_offer_has_no_line_and_ok_answers_it(flash):
    # Anna doubles, later (▶ ▶ ▶ OK): pending; the arrows then choose nothing
    # (the lit banner stays), OK opens the answer; BACK there, ◀ Drop
    snaps = run(",".join([SETUP, "right,right,right,ok,snap,right,snap,left,snap,ok,snap"]), flash)
    pending, right, left, answer = snaps[:4]
    assert pending["table"]["entries"] == 1 and pending["text"][5] == row("DAVI Anna x2 ?")
    for snap in (right, left):
        assert snap["text"][5] == row("DAVI Anna x2 ?") and snap["text"][7] == row("OK answer the davi")
    assert answer["text"][0].startswith("Anna doubles") and answer["selected"] == ["Later"]
    assert answer["table"]["entries"] == 1


def test_back_opens_the_menu_and_a_held_back_the_start_menu(flash):
    # the arrows choose davi lines now: BACK opens the match's menu (on
    # History, Undo one ▶ away), BACK closes it; a chosen line is unchosen by
    # BACK first; a held BACK goes to the start menu
    snaps = run(",".join([SETUP, "back,snap,back,snap,right,back,back,snap,back,long-back,snap"]), flash)
    menu, match, menu2, start = snaps[:4]
    assert menu["text"][0] == row("Menu") and menu["selected"] == ["History"]
    assert match["text"][0].startswith("Match 1")
    assert menu2["text"][0] == row("Menu")
    assert start["text"][0].startswith(T("en")["APP"])
    assert start["table"]["entries"] == 0
