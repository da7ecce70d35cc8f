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
    ("history: a deal's breakdown", "right,ok,ok", "H_DEAL"),
    ("history: void the deal?", "right,ok,ok,ok", "VOID_Q"),
    ("game menu: vist price (after the first deal: why not)", "left,right,ok", "PRICE_Q"),
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
    ("match menu (BACK; the arrows choose a davi line, not a screen)", "back", "MORE"),
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


# the evening's screens (issue 13) that a pulya with three deals cannot show:
# the vist price's questions (from the game menu before the first deal, and
# from Price on the new pulya's start question), an end's final results and
# the undo of the end.  Each run from its own flash: the screen reached from
# a new pulya of three (or its setup), the run pressed, the ledger files and
# the settings (the price the board remembers) compared.  The price's
# questions are reached as they are and after an arrow changed an answer
# on a question before: only the last question's arrows choose a price, an
# earlier change is written by Yes on "Vist price?" (No offered).
SEVEN = "ok,ok,ok,ok,ok,ok,ok"
NO_DEALS = SEVEN + ",ok"
ONE_DEAL = NO_DEALS + ",ok,ok,ok,ok,right,ok"
MENU_PRICE = NO_DEALS + ",left,right,ok"
START_PRICE = SEVEN + ",right,ok"
EVENING_SCREENS = [
    ("vist price: the currency", MENU_PRICE, "CURRENCY_Q"),
    ("vist price: the coin", MENU_PRICE + ",ok", "COIN_Q"),
    ("vist price: the coin, the currency changed", MENU_PRICE + ",right,ok", "COIN_Q"),
    ("vist price: the price", MENU_PRICE + ",ok,ok", "PRICE_Q"),
    ("vist price: the price, the coin changed", MENU_PRICE + ",ok,right,ok", "PRICE_Q"),
    ("vist price: the price, a price in force, the coin changed",
     MENU_PRICE + ",ok,ok,right,ok,left,right,ok,ok,right,ok", "PRICE_Q"),
    ("vist price: Vist price? (a price in force, the coin changed)",
     MENU_PRICE + ",ok,ok,right,ok,left,right,ok,ok,right,ok,ok", "PRICE_Q"),
    ("start: the currency", START_PRICE, "CURRENCY_Q"),
    ("start: the coin", START_PRICE + ",ok", "COIN_Q"),
    ("start: the price", START_PRICE + ",ok,ok", "PRICE_Q"),
    ("start: the price, the coin changed", START_PRICE + ",ok,right,ok", "PRICE_Q"),
    ("start: the price, a price chosen, the coin changed",
     START_PRICE + ",ok,ok,right,ok,right,ok,ok,left,ok", "PRICE_Q"),
    ("start: Vist price? (a price chosen, the coin changed)",
     START_PRICE + ",ok,ok,right,ok,right,ok,ok,left,ok,ok", "PRICE_Q"),
    ("the final results", ONE_DEAL + ",left,ok,right,ok", "RESULTS"),
    ("undo the end?", ONE_DEAL + ",left,ok,right,ok,back", "UNDO_END_Q"),
]


def ledger_files(flash):
    """Each session's ledger file on the flash, as the board holds it."""
    from devsim import DEVICE_CHECKS, SIM_MP
    from mp import run_micropython
    out = run_micropython(DEVICE_CHECKS / "ledger_file_dump.py", flash, BLOCKS, path=[SIM_MP, libs_dir()])
    return dict(line.split(" ", 1) for line in out.stdout.decode().split("\n") if line)


def settings_file(flash):
    """The settings file on the flash (the price the board remembers)."""
    from devsim import DEVICE_CHECKS, SIM_MP
    from mp import run_micropython
    return run_micropython(DEVICE_CHECKS / "settings_dump.py", flash, BLOCKS, path=[SIM_MP, libs_dir()]).stdout


def records(flash):
    """``{session: its records (seq, type, values)}`` on the flash, each file
    read whole by the host's reader and found without damage."""
    from tablescore.rules.ledger_read import Reader
    sessions = {}
    for sid, data in ledger_files(flash).items():
        reader = Reader(bytes.fromhex(data))
        sessions[sid] = [r[2:] for r in reader]
        assert reader.issues == [], (sid, reader.issues)
    return sessions


@pytest.mark.parametrize("lang", ("ru",))
@pytest.mark.parametrize("screen", EVENING_SCREENS, ids=[s[0] for s in EVENING_SCREENS])
def test_no_stray_run_writes_from_the_evening_screens(tmp_path, screen, lang):
    """The game's records and the settings are what they were when the
    screen opened.  An OK run goes on: from the final results to the start
    menu and into a new pulya's setup, from the start's price questions to
    the start question, whose OK starts the pulya (one OK away, as before
    issue 13): a new session may open, with the price it had when the screen
    opened and no entry in it."""
    from tablescore.rules.ledger import PREF_DEAL, PREF_PENALTY, SESSION_MONEY
    libs_dir()
    name, path, expected = screen
    opened = tmp_path / "opened.img"
    before = sim.run_script(path + ",snap", opened, BLOCKS, lang=lang)[-1]
    assert before["errors"] == 0 and before["text"][0].startswith(title(lang, expected)), (name, before["text"])
    game, remembered = records(opened), settings_file(opened)
    for i, run in enumerate(RUNS):
        flash = tmp_path / ("flash%d.img" % i)
        after = sim.run_script(path + "," + run + ",snap", flash, BLOCKS, lang=lang)[-1]
        assert after["errors"] == 0, (name, run[:12], after["text"])
        assert settings_file(flash) == remembered, (name, run[:12], after["text"])
        now = records(flash)
        for sid in game:
            assert now.pop(sid) == game[sid], (name, run[:12], after["text"])
        for rs in now.values():         # a new pulya's start: no entry in it, its price the one before
            kinds = [r[1] for r in rs]
            assert PREF_DEAL not in kinds and PREF_PENALTY not in kinds, (name, run[:12], kinds)
            assert SESSION_MONEY not in kinds, (name, run[:12], kinds)
