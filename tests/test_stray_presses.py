"""Stray presses save nothing (issue 13): from every screen of an open pulya
and of an open OFC match, as the screen opens, a run of one key -- OK x20,
▶ x20, ◀ x20, BACK x20, a held OK, a held BACK -- writes nothing to the
ledger: no deal, no undo, no void, no davi, no score changed.

Saving takes an answer the arrows chose on the screen that saves (the
deal's last question opens on "?", the breakdown's "save" is lit by ▶, the
game menu opens on History with Undo one ▶ away, Save? and the davi open on a
line that writes nothing).  Each screen is reached by the keys beside it from
the game's board, checked by its title, then each run is pressed; between
runs a held BACK and Resume bring the board back.
"""
import pytest

from devsim import libs_dir
from screens import T, names
from tablescore import sim

BLOCKS = 64
RUNS = (",".join(["ok"] * 20), ",".join(["right"] * 20), ",".join(["left"] * 20), ",".join(["back"] * 20),
        "long-ok", "long-back")

# a pulya of three (Anna deals), three deals in: a six made, a raspasy, a
# six made; then the start menu's cursor on Resume (its index stays there)
PULYA = "ok,ok,ok,ok,ok,ok,ok,ok," + "ok,ok,ok,ok,right,ok," + "ok,left,ok,left,ok,left,ok,ok," + \
    "ok,ok,ok,ok,right,ok," + "long-back,right,ok"
# (screen, keys from the scoreboard, the title it shows: a text of the device's table or a callable)
PULYA_SCREENS = [
    ("scoreboard", "", None),
    ("who plays", "ok", "ASK:0"),
    ("contract", "ok,ok", "ASK:1"),
    ("whist", "ok,ok,ok", "ASK:2"),
    ("tricks (the last question)", "ok,ok,ok,ok", "ASK:3"),
    ("both whist: the declarer's tricks", "ok,ok,ok,right,right,right,ok", "ASK:3"),
    ("both whist: the whister's tricks (last)", "ok,ok,ok,right,right,right,ok,ok", "ASK:4"),
    ("the breakdown of both pass", "ok,ok,ok,right,right,ok", "SAVE_Q"),
    ("without three", "ok,ok,ok,left,left,ok", "SAVE_Q"),
    ("More... (the whists')", "ok,ok,ok,left,ok", "ASK:6"),
    ("misere's tricks", "ok,ok,left,ok", "ASK:3"),
    ("raspasy", "ok,left,ok", "ASK:5"),
    ("raspasy, one number in", "ok,left,ok,right", "ASK:5"),
    ("misdeal", "ok,right,right,right,ok", "SAVE_Q"),
    ("penalty: kind", "ok,left,left,ok", "ASK:12"),
    ("penalty: offender", "ok,left,left,ok,ok", "ASK:13"),
    ("penalty: against whom", "ok,left,left,ok,ok,ok", "ASK:14"),
    ("penalty: its breakdown", "ok,left,left,ok,ok,ok,ok", "SAVE_Q"),
    ("game menu (▶)", "right", "MORE"),
    ("game menu (◀)", "left", "MORE"),
    ("history", "right,ok", "HISTORY"),
    ("end the pulya?", "left,ok", "END_Q"),
]

# an OFC match Anna - Boris, two quick deals in (Anna +2, Boris +1), the start
# menu's cursor on Resume
MATCH = "left,ok,ok,ok,ok," + "ok,ok,right,right,ok," + "ok,ok,left,ok," + "long-back,left,left,left,ok"
MATCH_SCREENS = [
    ("match", "", None),
    ("deal: how", "ok", "DEAL_HOW"),
    ("quick net", "ok,ok", "QUICK"),
    ("quick + Fantasyland", "ok,left,ok", "QUICK_FL"),
    ("quick + Fantasyland: its save", "ok,left,ok,right,ok", "SAVE_Q"),
    ("scoop: royalties", "ok,right,ok", "ROYALTIES"),
    ("scoop: a royalty's list", "ok,right,ok,ok", None),
    ("scoop: save?", "ok,right,ok,left,ok", "SAVE_Q"),
    ("row by row", "ok,right,right,right,ok", "ROW_WON:0"),
    ("both foul: save?", "ok,left,left,ok", "SAVE_Q"),
    ("davi", "long-ok", "DAVI_TO"),
    ("davi pending: the answer", "long-ok,left,left,left,ok,ok", "DOUBLES"),
    ("match menu", "right", None),
]


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def title(lang, expected):
    name, _, i = expected.partition(":")
    text = T(lang)[name]
    text = text.split("|")[int(i)] if i else text
    return text.split("%")[0].strip()


def stray_runs(flash, prepare, screens, lang, before_entries):
    """Press each run from each screen (reached by its keys, checked by its
    title): the ledger's figures (seq, entries, totals) after each run are
    those before it."""
    keys = [prepare]
    for _, path, _ in screens:
        for run in RUNS:
            keys.append(",".join(k for k in ("long-back,ok", path, "snap", run, "snap") if k))
    snaps = sim.run_script(",".join(keys), flash, BLOCKS, lang=lang)
    i = 0
    for screen, _, expected in screens:
        for run in RUNS:
            before, after = snaps[i], snaps[i + 1]
            i += 2
            assert before["errors"] == 0 and after["errors"] == 0, (screen, run, after["text"])
            if expected:
                assert before["text"][0].startswith(title(lang, expected)), (screen, before["text"])
            assert ledger(after["table"]) == ledger(before["table"]), (screen, run[:12], after["text"])
            assert before["table"]["entries"] in before_entries, screen


def ledger(table):
    return table["seq"], table["entries"], table["totals"]


@pytest.mark.parametrize("lang", ("ru",))
def test_no_stray_run_writes_in_a_pulya(flash, lang):
    stray_runs(flash, PULYA, PULYA_SCREENS, lang, (3,))


@pytest.mark.parametrize("lang", ("ru",))
def test_no_stray_run_writes_in_an_ofc_match(flash, lang):
    # the two deals (and with the davi's answer pending, the offer)
    stray_runs(flash, MATCH, MATCH_SCREENS, lang, (2, 3))
