"""The rule system on the device (issue 16), through its buttons in the
simulator (the firmware under micropython, the screens drawn by the real
SSD1306 driver): chosen on the new pulya's last screen with ◀▶ (at most two
presses more than starting in the default), remembered as the next default
with the pulya it was played to, named by the scoreboard (after a restart
too: read back from the ledger) and by the final results, and the deal
entry offers only what the chosen system allows.

Goldens in Russian, the device's default: tests/golden/start-system.ru.png
(the last question with Sochi chosen), scoreboard-sochi.ru.png.
"""
import pytest

from devsim import libs_dir, presses
from tablescore import sim, texts
from test_sim import BLOCKS, between_arrows, golden, row

T = texts.table("ru")
SYSTEMS = T["SYSTEM_NAMES"].split("|")          # «M», Sochi, Leningrad, Rostov: the ring ◀▶ goes round
SHORT = T["SYSTEM_SHORT"].split("|")
# the start menu's New pulya, 3 players, the first three names, where the
# pulya ends and who deals first as offered: the last question
TO_START = "ok,ok,ok,ok,ok,ok,ok"
START = TO_START + ",ok"        # ... and Yes: the pulya in the default system
# New pulya with one open: Yes to ending it (▶ OK), then the same questions
AGAIN = "ok,right,ok" + TO_START[2:]


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def snaps_of(keys, flash):
    """The screens after each ``snap`` in ``keys``."""
    return [s for s in sim.run_script(keys, flash, BLOCKS, every=True) if s["key"] == "snap"]


def to_system(system, default=0):
    """The presses on the last question from ``default`` to ``system``: the shorter way round."""
    right = (system - default) % 4
    return ["right"] * right if right <= 2 else ["left"] * (4 - right)


def test_the_system_is_chosen_on_the_last_question_and_named_by_the_scoreboard(flash, tmp_path):
    first, chosen, board = snaps_of(TO_START + ",snap,right,snap,ok,snap", flash)
    # System «M» by default on a new board, its pulya as before (100 in all)
    assert first["text"][0].startswith(T["START_Q"])
    assert between_arrows(first["text"][3]) == SYSTEMS[0]
    assert first["text"][4] == row(T["ENDS_AT"] % 100)
    # ▶: Sochi, with its own pulya (each player's: 20 on a new board)
    assert between_arrows(chosen["text"][3]) == SYSTEMS[1]
    assert chosen["text"][4] == row(T["ENDS_AT"] % 20)
    assert chosen["text"][5] == row(T["DEALS_FIRST"] % T["NAMES"].split("|")[0])
    golden("start-system.ru", chosen["image"], tmp_path)
    # OK: a Sochi pulya (the engine's rules, not a label: its scoreboard reads them)
    assert board["text"][0].startswith(T["PULYA_TO"] % (SHORT[1], 20))
    golden("scoreboard-sochi.ru", board["image"], tmp_path)
    # after a restart the pulya resumes from the ledger, still a Sochi one
    resumed, = snaps_of("right,ok,snap", flash)
    assert resumed["text"][0].startswith(T["PULYA_TO"] % (SHORT[1], 20))


@pytest.mark.parametrize("system", [1, 2, 3])
def test_each_system_at_most_two_presses_more_then_the_default(flash, system):
    keys = [TO_START] + to_system(system) + ["ok", "snap"]
    assert presses(",".join(keys)) - presses(START) == min(system, 4 - system) <= 2
    board, = snaps_of(",".join(keys), flash)
    assert board["text"][0].startswith(T["PULYA_TO"] % (SHORT[system], 20))
    # the next pulya starts in it without a press more (the open one ended first: ▶ Yes)
    again, = snaps_of(AGAIN + ",snap", flash)
    assert between_arrows(again["text"][3]) == SYSTEMS[system]
    # and ◀▶ from there reach «M» again in at most two
    keys = [AGAIN] + to_system(0, system) + ["ok", "snap"]
    assert presses(",".join(keys)) - presses(AGAIN + ",ok") == min(system, 4 - system) <= 2
    board, = snaps_of(",".join(keys), flash)
    assert board["text"][0].startswith(T["PULYA_OF"] % (0, 100))


def test_each_system_remembers_its_pulya(flash):
    # Rostov to 30: ◀ to Rostov, BACK twice to where the pulya ends (its
    # choices now Rostov's: 10 15 20 25 30 ...), ▶▶ from 20 to 30, on to the start
    board, = snaps_of(TO_START + ",left,back,back,right,right,ok,ok,ok,snap", flash)
    assert board["text"][0].startswith(T["PULYA_TO"] % (SHORT[3], 30))
    # the next pulya: Rostov to 30; ▶ «M» to its own 100, ▶ Sochi to 20
    start, m, sochi = snaps_of(AGAIN + ",snap,right,snap,right,snap", flash)
    assert between_arrows(start["text"][3]) == SYSTEMS[3] and start["text"][4] == row(T["ENDS_AT"] % 30)
    assert between_arrows(m["text"][3]) == SYSTEMS[0] and m["text"][4] == row(T["ENDS_AT"] % 100)
    assert between_arrows(sochi["text"][3]) == SYSTEMS[1] and sochi["text"][4] == row(T["ENDS_AT"] % 20)


def whist_list(flash, system):
    """The whist question of a six in a new pulya of ``system`` (Who plays?
    the first seat, Contract 6): its first lines, and its last ones (◀ from
    the first wraps to More...)."""
    first, last = snaps_of(",".join([TO_START] + to_system(system) + ["ok,ok,ok,ok,snap,left,snap"]), flash)
    return [r.strip() for r in first["text"][1:]], [r.strip() for r in last["text"][1:]]


def test_the_deal_entry_offers_only_what_the_system_allows(flash, tmp_path):
    closed = T["DEFENCE_NAMES"].split("|")[2].replace("%s", "").strip()
    without_three = T["KINDS"].split("|")[3]
    first, last = whist_list(flash, 0)
    # System «M»: the invited closed whist, and «without three» before More...
    assert [d for d in first if d.endswith(closed)], first
    assert last[-2:] == [without_three, T["MORE_DOTS"]], last
    # Sochi has neither (the digest; rules.pref_systems): the list fits the screen
    first, last = whist_list(tmp_path / "sochi.img", 1)
    assert first == last and len(first) == 7 and first[-1] == T["MORE_DOTS"], first
    assert not [d for d in first if d.endswith(closed) or d == without_three], first
    assert len([d for d in first if d.endswith(T["DEFENCE_NAMES"].split("|")[4].replace("%s", "").strip())]) == 2


def test_the_final_results_name_the_system(flash):
    results, = snaps_of(TO_START + ",right,ok,left,ok,right,ok,snap", flash)
    assert results["text"][0].startswith(T["RESULTS"])
    assert results["text"][1] == row(T["PULYA_TO"] % (SHORT[1], 20))
