"""The rule system on the device (issue 16), through its buttons in the
simulator (the firmware under micropython, the screens drawn by the real
SSD1306 driver): chosen on the new pulya's last screen with ◀▶ (at most two
presses more than starting in the default: its ring of answers is Yes in
the default, the vist price, Yes in the next system, the one after, the one
before), remembered as the next default
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
SYSTEMS = T["SYSTEM_NAMES"].split("|")          # «M», Sochi, Leningrad, Rostov
SHORT = T["SYSTEM_SHORT"].split("|")
# the start menu's New pulya, 3 players, the first three names, where the
# pulya ends and who deals first as offered: the last question
TO_START = "ok,ok,ok,ok,ok,ok,ok"
START = TO_START + ",ok"        # ... and Yes: the pulya in the default system
# after a restart on the open pulya's board: the start menu (a held BACK), New pulya,
# Yes to ending the open one (▶ OK), its final results (OK), then the same questions
AGAIN = "long-back,ok,right,ok,ok" + TO_START[2:]


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def snaps_of(keys, flash):
    """The screens after each ``snap`` in ``keys``."""
    return [s for s in sim.run_script(keys, flash, BLOCKS, every=True) if s["key"] == "snap"]


# the start question's ring from the system it opens with: ▶ the price, ▶▶
# the next system, ◀◀ the one after, ◀ the one before
WAY = ([], ["right", "right"], ["left", "left"], ["left"])


def to_system(system, default=0):
    """The presses on the last question from ``default`` to ``system``."""
    return WAY[(system - default) % 4]


def test_the_system_is_chosen_on_the_last_question_and_named_by_the_scoreboard(flash, tmp_path):
    first, price, chosen, board = snaps_of(TO_START + ",snap,right,snap,right,snap,ok,snap", flash)
    # System «M» by default on a new board, its pulya as before (100 in all)
    assert first["text"][0].startswith(T["START_Q"])
    assert between_arrows(first["text"][3]) == SYSTEMS[0]
    assert first["text"][4] == row(T["ENDS_AT"] % 100)
    assert first["text"][6] == row(T["NO_MONEY"])
    # ▶: the price lit (its OK asks it), the system as it was
    assert between_arrows(price["text"][3]) == SYSTEMS[0] and price["text"][4] == row(T["ENDS_AT"] % 100)
    # ▶▶: Sochi, with its own pulya (each player's: 20 on a new board)
    assert between_arrows(chosen["text"][3]) == SYSTEMS[1]
    assert chosen["text"][4] == row(T["ENDS_AT"] % 20)
    assert chosen["text"][5] == row(T["DEALS_FIRST"] % T["NAMES"].split("|")[0])
    golden("start-system.ru", chosen["image"], tmp_path)
    # OK: a Sochi pulya (the engine's rules, not a label: its scoreboard reads them)
    assert board["text"][0].startswith(T["PULYA_TO"] % (SHORT[1], 20))
    golden("scoreboard-sochi.ru", board["image"], tmp_path)
    # after a restart the board of the pulya, resumed from the ledger, still a Sochi one
    resumed, = snaps_of("snap", flash)
    assert resumed["text"][0].startswith(T["PULYA_TO"] % (SHORT[1], 20))


def test_the_remembered_system_and_price_start_with_mains_presses(flash, tmp_path):
    """Starting a pulya as remembered costs what it costs on main: the start
    menu to the board in 8 presses (benchmarks/device_presses.py's SETUP_3,
    every OK), the last one Yes on the start question; its price ▶ OK as on
    main (main's test_evening_device: PRICE_050)."""
    import sys
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent / "benchmarks"))
    from device_presses import SETUP_3
    assert START == SETUP_3 and presses(START) == 8
    start, board = snaps_of(TO_START + ",snap,ok,snap", flash)
    assert start["selected"] == [T["YES"]] and board["text"][0].startswith(T["PULYA_OF"] % (0, 100))
    price, = snaps_of(TO_START + ",right,ok,snap", tmp_path / "price.img")
    assert price["text"][0].startswith(T["CURRENCY_Q"])


@pytest.mark.parametrize("system", [1, 2, 3])
def test_each_system_at_most_two_presses_more_then_the_default(flash, system):
    keys = [TO_START] + to_system(system) + ["ok", "snap"]
    assert presses(",".join(keys)) - presses(START) == len(to_system(system)) <= 2
    board, = snaps_of(",".join(keys), flash)
    assert board["text"][0].startswith(T["PULYA_TO"] % (SHORT[system], 20))
    # the next pulya starts in it without a press more (the open one ended first: ▶ Yes)
    # and ◀▶ from there reach «M» again in at most two
    keys = [AGAIN, "snap"] + to_system(0, system) + ["ok", "snap"]
    assert presses(",".join(keys)) - presses(AGAIN + ",ok") == len(to_system(0, system)) <= 2
    again, board = snaps_of(",".join(keys), flash)
    assert between_arrows(again["text"][3]) == SYSTEMS[system]
    assert board["text"][0].startswith(T["PULYA_OF"] % (0, 100))


def test_each_system_remembers_its_pulya(flash):
    # Rostov to 30: ◀ to Rostov, BACK twice to where the pulya ends (its
    # choices now Rostov's: 10 15 20 25 30 ...), ▶▶ from 20 to 30, on to the start
    board, = snaps_of(TO_START + ",left,back,back,right,right,ok,ok,ok,snap", flash)
    assert board["text"][0].startswith(T["PULYA_TO"] % (SHORT[3], 30))
    # the next pulya: Rostov to 30; ▶▶ «M» to its own 100, ▶ Sochi to 20
    start, m, sochi = snaps_of(AGAIN + ",snap,right,right,snap,right,snap", flash)
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
    results, = snaps_of(TO_START + ",right,right,ok,left,ok,right,ok,snap", flash)
    assert results["text"][0].startswith(T["RESULTS"])
    assert results["text"][1] == row(T["PULYA_TO"] % (SHORT[1], 20))


# the price asked on the start question (▶ OK): roubles, paid in whole
# roubles, ▶x6 0,50 a vist; back on the question, ▶▶ Sochi, OK; a six made
# by Boris (the first hand), then the end from the menu (◀ OK, ▶ Yes)
PRICED_SOCHI = TO_START + ",right,ok,ok,ok," + ",".join(["right"] * 6) + ",ok,right,right,ok" + \
    ",ok,ok,ok,ok,right,ok" + ",left,ok,right,ok"


def test_a_classic_pulyas_final_results_show_the_money_and_the_calculation(flash, tmp_path):
    """One results path (ui.results): a Sochi pulya's final results are the
    players' with their money and who pays whom, as System «M»'s, and then
    its final calculation step by step (ui.pref_final), the check code last."""
    keys = [PRICED_SOCHI, "snap"] + ["right", "snap"] * 30
    shown = snaps_of(",".join(keys), flash)
    results = shown[0]
    lines = [r.rstrip() for r in results["text"][1:7]]
    for before, s in zip(shown, shown[1:]):         # each ▶ scrolls a line, until the last
        if s["text"] != before["text"]:
            lines.append(s["text"][6].rstrip())
    assert results["text"][0].startswith(T["RESULTS"])
    assert lines[0] == T["PULYA_TO"] % (SHORT[1], 20)
    # Boris's 2 in pulya: in Sochi the two whisters pay him 4 each in vists;
    # the final calculation: gora equalised (none), the vists balanced:
    # Boris +6, Vera +1 (8 whists less Boris's 8 less the share), Anna -7
    # (under the columns' heads: the vists, the money in roubles)
    assert lines[1].split() == [T["RESULTS_HEAD"].split("|")[0], "RUB"]
    assert [r.split()[:2] for r in lines[2:5]] == [["Борис", "+6"], ["Вера", "+1"], ["Анна", "-7"]]
    # the money: 0,50 a vist rounded to the rouble (Vera's 0,50 to 0), Anna pays Boris 3
    assert [r.split()[2] for r in lines[2:5]] == ["+3", "0", "-3"]
    assert lines[5] == T["WHO_PAYS"] % "RUB"
    assert lines[6].split() == ["Анна", "→Борис", "3"]
    golden("results-sochi-money.ru", results["image"], tmp_path)
    steps = T["FINAL_STEPS"].split("|")
    heads = [i for i, r in enumerate(lines) if r.split("%")[0] and r[:2] in [h[:2] for h in steps]]
    assert [lines[i][:2] for i in heads] == [h[:2] for h in steps], lines
    # the calculation's last step is the results above, the code after it
    assert [r.split() for r in lines[heads[-1] + 1:heads[-1] + 4]] == [["Анна", "-7"], ["Борис", "+6"], ["Вера", "+1"]]
    assert lines[heads[-1] + 4].startswith(T["CODE"].split("%")[0])


def test_a_classic_pulyas_final_results_in_english(flash, tmp_path):
    """The same Sochi pulya's final results with the device in English:
    the system's short name, the players' vists and roubles, who pays whom
    (golden results-sochi-money.en, beside the Russian one)."""
    E = texts.table("en")
    results = [s for s in sim.run_script(PRICED_SOCHI + ",snap", flash, BLOCKS, every=True, lang="en")
               if s["key"] == "snap"][0]
    assert results["text"][0].startswith(E["RESULTS"])
    assert results["text"][1] == row(E["PULYA_TO"] % (E["SYSTEM_SHORT"].split("|")[1], 20))
    assert [r.split()[:3] for r in results["text"][3:6]] == [["Boris", "+6", "+3"], ["Vera", "+1", "0"],
                                                             ["Anna", "-7", "-3"]]
    assert results["text"][6].rstrip() == E["WHO_PAYS"] % "RUB"
    golden("results-sochi-money.en", results["image"], tmp_path)


# New pulya of four (▶ on How many), the four names, where it ends and who
# deals first as offered (Anna): the last question
TO_START_4 = "ok,right,ok,ok,ok,ok,ok,ok,ok"
RASPASY = "ok,left,ok"          # Who plays? ◀: Raspasy


def test_the_leningrad_dealer_plays_the_prikup_on_raspasy_at_four(flash, tmp_path):
    """Leningrad at four (docs/rules-other-systems.md, dealer_prikup): the
    raspasy's screen has the dealer's prikup as a fourth row, 0 until set;
    the player worked out takes what the others and the prikup leave; the
    dealer is charged its tricks in his gora at the raspasy's price."""
    keys = [TO_START_4] + to_system(2) + ["ok", RASPASY, "snap",
            # Boris ▶▶ 4, OK past Vera's and Gleb's "?", the prikup ▶ 1, OK to Vera: ▶ 3 (Gleb: 10-4-3-1 = 2)
            "right,right,ok,ok,ok,right,ok,right,snap", "ok,snap"]
    opened, complete, board = snaps_of(",".join(keys), flash)
    names = T["NAMES"].split("|")
    assert [r.split() for r in opened["text"][1:5]] == [[names[1], "?"], [names[2], "?"], [names[3], "?"],
                                                      [T["PRIKUP"], "0"]]
    assert [r.split()[:2] for r in complete["text"][1:5]] == [[names[1], "4"], [names[2], "3"], [names[3], "2"],
                                                            [T["PRIKUP"], "1"]]
    # the first raspasy at 2 a trick into the gora: Boris 8, Vera 6, Gleb 4, and the dealer Anna 2 for his one
    assert [r.split()[:4] for r in board["text"][2:6]] == [[names[0], "0", "2", "0"], [names[1], "0", "8", "0"],
                                                         [names[2], "0", "6", "0"], [names[3], "0", "4", "0"]]


@pytest.mark.parametrize("system, players", [(2, 3), (1, 4), (3, 4), (0, 4)])
def test_no_prikup_row_where_the_system_has_none(flash, system, players):
    """Only Leningrad at four has the dealer play the prikup: at three, and in
    the other systems at four, the raspasy's rows are the three players'."""
    start = TO_START_4 if players == 4 else TO_START
    opened, = snaps_of(",".join([start] + to_system(system) + ["ok", RASPASY, "snap"]), flash)
    assert opened["text"][0].startswith(T["ASK"].split("|")[5].split("%")[0].strip())
    assert [r.split()[1:] for r in opened["text"][1:4]] == [["?"]] * 3
    assert opened["text"][4].strip() == "", opened["text"]
