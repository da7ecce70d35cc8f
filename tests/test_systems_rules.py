"""A table's rules on the device (issue 16: "every [setting] of the digest a
parameter a table can change, chosen at the start of a pulya on the
device"), through the buttons in the simulator: a held OK on the start
question opens the rules of the classic system shown (ui.setup_rules), a
line a [setting] with its value; OK on a line offers its values (the
system's own first), OK takes one, BACK keeps it; BACK goes back to the
start question, which marks the system («Сочинка*»).  The pulya starts with
the changes (the ledger's rules, replayed by the host with them) and they
are the system's for its next pulya (the board's table_rules.txt; a value there
that the system does not allow now is ignored).

Goldens in Russian: tests/golden/start-rules.ru.png (the list with
gentleman's whist changed), start-rules-marked.ru.png (the start question
marked).
"""
import json
import pathlib

import pytest

from devsim import DEVICE_CHECKS, SIM_MP, libs_dir
from mp import run_micropython
from tablescore import sim, texts
from tablescore.rules.ledger import SESSION_OPEN
from tablescore.rules.pref_systems import CHOICES, preset, value
from tablescore.rules.table_replay import derive
from test_sim import BLOCKS, between_arrows, golden, row
from test_stray_presses import records

ROOT = pathlib.Path(__file__).resolve().parent.parent
T = texts.table("ru")
SYSTEMS = T["SYSTEM_NAMES"].split("|")
NAMES = T["NAMES"].split("|")
# what the list offers, in its order: every [setting] of the digest (test_every_setting_of_the_digest_is_offered)
SETTINGS = ["consolation", "misere_consolation", "dealer_consoles", "liability", "gentleman", "gentleman_tricks",
            "pair_67", "pair_810", "ten", "zero_bonus", "exit_ladder", "series_ends", "pass_ends_series",
            "dealer_prikup", "divisor", "gora_first", "help", "help_after", "rounding", "rounding_seat"]

TO_START = "ok,ok,ok,ok,ok,ok,ok"       # New pulya, 3 players, as offered: the start question
SOCHI = TO_START + ",right,right"       # ... ▶▶ Sochi
RULES = SOCHI + ",long-ok"              # ... its rules (a held OK)
GENTLEMAN = SETTINGS.index("gentleman")
# gentleman's whist on a failure in Sochi: its line, OK, ▶ from Sochi's own (no) to the next (on a failure), OK
WITH_GENTLEMAN = RULES + ",right" * GENTLEMAN + ",ok,right,ok"
# a six of Boris down one, Vera whisting alone (open), Anna passing: from the board, OK Who plays (Boris),
# OK 6, OK Vera open, the tricks ◀ 5, OK save
SIX_DOWN_ONE = "ok,ok,ok,ok,left,ok"
# after a restart on the open pulya's board: the start menu, New pulya, Yes
# to ending the open one, its results' OK, then the same questions
AGAIN = "long-back,ok,right,ok,ok," + TO_START[3:]


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def snaps_of(keys, flash, lang="ru"):
    return [s for s in sim.run_script(keys, flash, BLOCKS, every=True, lang=lang) if s["key"] == "snap"]


def opened(flash):
    """The settings of each session on the flash (SESSION_OPEN's), in order."""
    return [[r[2][2] for r in rs if r[1] == SESSION_OPEN][0] for _, rs in sorted(records(flash).items(), key=lambda s: int(s[0]))]


def line_of(snap, name):
    """The list's line of parameter ``name`` as shown (the list scrolled to it)."""
    title = T["R%d" % SETTINGS.index(name)].split("|")[0]
    found = [r for r in snap["text"][1:] if r.startswith(title + " ")]
    assert len(found) == 1, (name, snap["text"])
    return found[0][:20].rstrip()


def put_rules(flash, data):
    """A table_rules.txt of ``data`` (bytes) on the board, as an older firmware or damage left it."""
    sim.run_script("", flash, BLOCKS)
    pieces = [data[i:i + 40].hex() for i in range(0, len(data), 40)]
    run_micropython(DEVICE_CHECKS / "file_put.py", flash, BLOCKS, "table_rules.txt", *pieces, path=[SIM_MP, libs_dir()])


def test_a_changed_setting_reaches_the_ledger_and_the_host_replays_it(flash, tmp_path):
    rules, values, board = snaps_of(RULES + ",snap" + WITH_GENTLEMAN[len(RULES):] + ",snap,back,ok," +
                                    SIX_DOWN_ONE + ",snap", flash)
    # the list: Sochi's rules, a line a setting with its value, gentleman's whist «no» as Sochi plays
    assert rules["text"][0] == row(T["RULES_OF"] % SYSTEMS[1])
    assert line_of(rules, "consolation") == "Консоляция      цена"
    no, on_failure = T["R%d" % GENTLEMAN].split("|")[1:3]
    assert line_of(rules, "gentleman").split() == ["Джентл.", "вист", no]
    assert line_of(values, "gentleman").split()[-1] == on_failure
    golden("start-rules.ru", values["image"], tmp_path)
    # the pulya's rules in the ledger: Sochi with gentleman's whist on a failure
    settings = opened(flash)[0]
    assert settings[-1] == ["sochi", "gentleman", 1], settings
    # the six down one: Vera and Anna split the trick vists (5 x 2 = 10: 5 each) and each writes the
    # consolation 2 on Boris: Vera +7, Anna +7, Boris -14 (Sochi's own greedy whist: Vera +12, Anna +2)
    assert [r.split()[0] + " " + r.split()[-1] for r in board["text"][2:5]] == ["Анна 7", "Борис -14", "Вера 7"]
    # the host replays the ledger with that rule: its results, and without the change they differ
    sid, rs = sorted(records(flash).items())[0]
    assert derive(rs).engine.results == [7, -14, 7]
    plain = [(r[0], r[1], r[2][:2] + [r[2][2][:-1] + [["sochi"]]] + r[2][3:]) if r[1] == SESSION_OPEN else r for r in rs]
    assert derive(plain).engine.results == [2, -14, 12]


def test_the_changes_are_remembered_with_the_system(flash):
    # a Sochi pulya with gentleman's whist on a failure; the next pulya opens on Sochi marked,
    # its list with the change, and Leningrad (▶▶ from Sochi) as its preset
    # ... and its OK (◀◀ back to Sochi): the next pulya in Sochi with the change
    start, rules, leningrad = snaps_of(WITH_GENTLEMAN + ",back,ok," + AGAIN + ",snap,long-ok,snap,back,right,right,snap"
                                       ",left,left,ok", flash)
    assert between_arrows(start["text"][3]) == SYSTEMS[1] + "*"
    assert line_of(rules, "gentleman").split()[-1] == T["R%d" % GENTLEMAN].split("|")[2]
    assert between_arrows(leningrad["text"][3]) == SYSTEMS[2]
    assert [s[-1] for s in opened(flash)] == [["sochi", "gentleman", 1]] * 2
    # the change taken back (no again): the marker goes, the pulya starts in the preset, and the
    # next one too (forgotten)
    back_to_no = ",long-ok" + ",right" * GENTLEMAN + ",ok,left,ok,back"
    marked, plain = snaps_of(AGAIN + ",snap" + back_to_no + ",snap,ok", flash)
    assert between_arrows(marked["text"][3]) == SYSTEMS[1] + "*"
    assert between_arrows(plain["text"][3]) == SYSTEMS[1]
    again, = snaps_of(AGAIN + ",snap,ok", flash)
    assert between_arrows(again["text"][3]) == SYSTEMS[1]
    assert [s[-1] for s in opened(flash)] == [["sochi", "gentleman", 1]] * 2 + [["sochi"]] * 2


def test_back_keeps_the_start_as_it_was(flash, tmp_path):
    # the list opened and left, a value offered and left with BACK: the start question as it was,
    # its OK a Sochi pulya as preset, nothing remembered
    before, after_list, after_value = snaps_of(SOCHI + ",snap,long-ok,back,snap,long-ok" + ",right" * GENTLEMAN +
                                               ",ok,right,back,back,snap,ok", flash)
    assert before["text"] == after_list["text"] == after_value["text"]
    assert between_arrows(before["text"][3]) == SYSTEMS[1]
    assert opened(flash)[0][-1] == ["sochi"]
    dump = run_micropython(DEVICE_CHECKS / "settings_dump.py", flash, BLOCKS, path=[SIM_MP, libs_dir()]).stdout
    assert b"table_rules.txt" not in dump


def test_the_start_question_marks_changed_rules(flash, tmp_path):
    plain, marked = snaps_of(SOCHI + ",snap" + WITH_GENTLEMAN[len(SOCHI):] + ",back,snap", flash)
    assert plain["text"][3] == "◀" + SYSTEMS[1].center(19) + "▶"
    assert between_arrows(marked["text"][3]) == SYSTEMS[1] + "*"
    assert [r for i, r in enumerate(marked["text"]) if i != 3] == [r for i, r in enumerate(plain["text"]) if i != 3]
    golden("start-rules-marked.ru", marked["image"], tmp_path)


def loaded_after(flash, keys):
    """Which of the rules' modules are loaded after ``keys`` (under MicroPython, on the simulator)."""
    out = run_micropython(DEVICE_CHECKS / "modules_after.py", flash, BLOCKS, keys, "ui.setup_rules",
                          "rules.pref_systems", path=[SIM_MP, libs_dir()]).stdout.decode()
    return out.split()


def test_the_rules_code_is_let_go(flash, tmp_path):
    """The list's code and the rules' module are loaded for the list, for a
    board's file and for a classic pulya's start, and let go again: a
    System «M» pulya never keeps them, nor a classic one (its rules read,
    the presets go: rules.pref_ruleset)."""
    assert loaded_after(flash, RULES) == ["ui.setup_rules", "rules.pref_systems"]
    assert loaded_after(tmp_path / "back.img", RULES + ",back") == []
    # home from the list, or from a line's values (a held BACK): let go too
    assert loaded_after(tmp_path / "home.img", RULES + ",long-back") == []
    assert loaded_after(tmp_path / "home2.img", RULES + ",ok,right,long-back") == []
    # a Sochi pulya with a change: its rules made, neither kept
    assert loaded_after(flash, WITH_GENTLEMAN + ",back,ok") == []
    # the board remembers it: a System «M» pulya (◀ from Sochi, the next pulya's default) loads nothing of them
    assert loaded_after(flash, AGAIN + ",left,ok") == []
    assert [type(s[-1]) for s in opened(flash)] == [list, int]         # (Sochi's rules, then «M»: none)


def test_a_classic_pulyas_rules_go_with_its_engine_at_its_end(flash, tmp_path):
    """The rules read last (rules.pref_ruleset, kept through the pulya for
    its checkpoints and corrections) go with its engine when it ends: not on
    the heap under its final results."""
    def ruleset_after(keys, flash):
        return run_micropython(DEVICE_CHECKS / "modules_after.py", flash, BLOCKS, keys, "rules.pref_ruleset",
                               path=[SIM_MP, libs_dir()]).stdout.decode().split()
    assert ruleset_after(SOCHI + ",ok", flash) == ["rules.pref_ruleset"]
    # the game menu (◀): End pulya, Yes: the final results of the system's pulya
    end = ",left,ok,right,ok"
    assert ruleset_after(end[1:], flash) == []
    (results,) = snaps_of(SOCHI + ",ok" + end + ",snap", tmp_path / "again.img")
    assert results["text"][1].rstrip() == T["PULYA_TO"].split("|")[0] % (T["SYSTEM_SHORT"].split("|")[1], 20)


def test_system_m_has_no_rules_list(flash):
    start, after = snaps_of(TO_START + ",snap,long-ok,snap", flash)
    assert between_arrows(start["text"][3]) == SYSTEMS[0] and after["text"] == start["text"]


def test_a_stale_or_bad_stored_value_is_ignored(flash):
    """A table_rules.txt with what the systems do not allow (an older firmware's,
    or damaged): each such value, line or file is ignored, the preset's
    value stands, and nothing fails."""
    put_rules(flash, "\n".join([
        json.dumps(["sochi", "gentleman", 7, "rounding", "pc", "closed_whist", 0, "no_such_rule", 1, "help"]),
        "not json", json.dumps(["rostov", "exit_ladder", [9], "ten", "checked"]), json.dumps({"sochi": 1}),
        json.dumps(["m", "ten", "free"]), json.dumps([["sochi"], "help", 0]), ""]).encode() + b"\xff\xfe\n")
    start, rules, rostov = snaps_of(SOCHI + ",snap,long-ok,snap,back,right,right,snap,left,left,ok", flash)
    assert start["errors"] == rules["errors"] == rostov["errors"] == 0
    # Sochi: only its rounding by the PC stands
    assert between_arrows(start["text"][3]) == SYSTEMS[1] + "*"
    assert line_of(rules, "gentleman").split()[-1] == T["R%d" % GENTLEMAN].split("|")[1]
    # Rostov (▶▶ from Sochi): nothing it allows, its preset; ◀◀ OK: the pulya in Sochi, PC rounding
    assert between_arrows(rostov["text"][3]) == SYSTEMS[3]
    assert opened(flash)[0][-1] == ["sochi", "rounding", "pc"]
    # a file that is not text at all: the presets
    put_rules(flash, b"\x00" * 40)
    start, = snaps_of(AGAIN + ",snap", flash)
    assert start["errors"] == 0 and between_arrows(start["text"][3]) == SYSTEMS[1]


def test_the_pc_rounding_names_its_player(flash):
    """``rounding`` and ``rounding_seat``: the PC's fix on a chosen player,
    named by the seats of this pulya (the last line: ◀ from the first)."""
    rounding = SETTINGS.index("rounding")
    keys = RULES + ",right" * rounding + ",ok,right,ok,snap,right,snap,ok,right,ok,snap,back,ok"
    rules, seat, chosen = snaps_of(keys, flash)
    assert line_of(rules, "rounding").split()[-1] == "ПК"
    assert line_of(seat, "rounding_seat").split()[-1] == NAMES[0]
    assert line_of(chosen, "rounding_seat").split()[-1] == NAMES[1]
    assert opened(flash)[0][-1] == ["sochi", "rounding", "pc", "rounding_seat", 1]


def test_every_setting_of_the_digest_is_offered():
    """docs/rules-other-systems.md's parameters table marks each [setting]
    of the digest (shared/spec/other-systems.md) on its parameter's row: the
    list offers exactly those (a row of two parameters: the first; the
    exit's cycle is System «M»'s)."""
    marked = []
    for line in (ROOT / "docs" / "rules-other-systems.md").read_text().splitlines():
        if line.startswith("| `") and "[setting]" in line:
            marked.append(line.split("`")[1])
    assert marked == SETTINGS
    for name in SETTINGS:
        assert name in CHOICES, name
    # the board's list (firmware/ui/setup_rules.py, read from its source)
    source = (ROOT / "firmware" / "ui" / "setup_rules.py").read_text()
    assert source.split("SETTINGS = (")[1].split(").split()")[0].replace('"', " ").split() == SETTINGS


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_line_of_the_list_fits(lang):
    """Each line, whatever its value: the name, a space at least and the
    value in 20 columns (the 21st holds the scroll mark); each value has its
    word in both languages."""
    table = texts.table(lang)
    for name in SETTINGS:
        words = table["R%d" % SETTINGS.index(name)].split("|")
        if name == "rounding_seat":
            values = ["M" * 8]      # a player's name: 8 at most
        elif name == "exit_ladder":
            values = ["-".join(str(n) for n in v) for v in CHOICES[name]]
        else:
            assert len(words) == 1 + len(CHOICES[name]), name
            values = words[1:]
        for v in values:
            assert len(words[0]) + 1 + len(v) <= 20, (lang, name, v)
        for system in ("sochi", "leningrad", "rostov"):
            assert value(preset(system), name) in CHOICES[name]
