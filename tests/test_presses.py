"""Fewer presses (issue 13), the worst case over every case of its kind:
benchmarks/device_presses_worst.py's cases pressed through the simulator,
each count taken from the keys the case sends (``devsim.presses``) and the
same on the device's own counter, each entry checked on the ledger against
the rules worked out here.

- a six made with one open whister, as offered: 6 presses (was 7);
- a raspasy, every one of the 66 trick splits: at most 10 (was 14, 0/8/2);
- the OFC quick net, every net -18..+18: at most 6 (was one ▶ a point);
- an OFC detailed deal with two royalties, each of the 35 categories as one
  of them: at most 12, where the category needs another of the same
  player's under it too (a QQ top was 16 presses deep in the royalty list;
  a top trips over a middle trips 13 before the cursor went to Done after
  a second royalty);
- undo the last deal: at most 3;
- a davi offer and its answer: at most 2, each player's, the cube in the
  middle and owned (was 3: a held OK opened the davi list on "When"; now
  the match screen's arrows choose a davi line and OK writes it).
"""
import pathlib
import sys

import pytest

from devsim import libs_dir, presses
from mp import ROOT
from tablescore.rules.ofc_deal import NONE, TapDeal
from tablescore.rules.pref_deal import OPEN, Deal
from tablescore.rules.pref_session import Session

sys.path.insert(0, str(ROOT / "benchmarks"))
import device_presses_worst as W  # noqa: E402


@pytest.fixture(scope="module")
def figures(tmp_path_factory):
    libs_dir()
    return W.measure(pathlib.Path(tmp_path_factory.mktemp("presses")))


def counted(cases):
    """Each case's presses from its keys (and the device counted the same); the worst."""
    for case, keys, n, before, after in cases:
        assert n == presses(keys), (case, keys, n)
        assert after["errors"] == 0, (case, after["text"])
    return max(presses(keys) for _, keys, _, _, _ in cases)


def test_a_six_made_with_one_open_whister_takes_six(figures):
    cases = figures["six"]
    assert cases[0][0] == "Boris 6, Vera open" and presses(cases[0][1]) == 6
    counted(cases)
    # each six saved as entered: Anna deals, Boris Vera Anna in the deal
    for (case, keys, n, before, after), (declarer, whister) in zip(
            cases, [(1, 2), (1, 0), (2, 0), (2, 1), (0, 1), (0, 2)]):
        s = Session(3, 0, 100)
        s.apply(Deal.game(declarer, 6, tricks=6, defence=OPEN, whister=whister))
        assert after["table"]["entries"] == before["table"]["entries"] + 1, case
        assert after["table"]["totals"] == s.results, case


def test_every_raspasy_split_within_ten(figures):
    cases = figures["raspasy"]
    assert len(cases) == 66
    assert counted(cases) <= 10
    # the 66 raspasy one after another, each split as the rows showed it
    # (the players in the deal, clockwise from the dealer's left)
    s = Session(3, 0, 100)
    for case, keys, n, before, after in cases:
        split = [int(x) for x in case.split("/")]
        tricks = [None] * 3
        for row, seat in enumerate(s.seated()):
            tricks[seat] = split[row]
        s.apply(Deal.raspasy(tricks))
        assert after["table"]["totals"] == s.results, (case, keys)


def test_every_ofc_quick_net_within_six(figures):
    cases = figures["net"]
    assert [c[0] for c in cases] == ["%+d" % n for n in range(-18, 19)]
    assert counted(cases) <= 6
    for case, keys, n, before, after in cases:
        net = int(case)
        assert after["table"]["entries"] == before["table"]["entries"] + 1, case
        assert after["table"]["totals"] == ([net, 0] if net >= 0 else [0, -net]), (case, keys)


def test_every_ofc_royalty_in_a_two_royalty_deal_within_twelve(figures):
    cases = figures["royalty"]
    royalties = [pair for _, _, pair in W.royalty_cases()]
    assert len(cases) == len(royalties) == 35        # every category of the three rows
    assert counted(cases) <= 12
    # among them the categories a foul alone, entered with another of Anna's under them
    assert sum(pair[0][0] == pair[1][0] == 0 for pair in royalties) >= 10
    for (case, keys, n, before, after), pair in zip(cases, royalties):
        # saved as entered: Anna's scoop with these royalties, as the rules score it
        codes = [[NONE] * 3, [NONE] * 3]
        for seat, row, code in pair:
            codes[seat][row] = code
        net = TapDeal(1, 1, 1, 0, 0, *(codes[0] + codes[1])).result().net
        assert after["table"]["entries"] == before["table"]["entries"] + 1, (case, keys)
        assert after["table"]["totals"] == ([net, 0] if net >= 0 else [0, -net]), (case, keys)


def test_undo_the_last_deal_within_three(figures):
    cases = figures["undo"]
    assert counted(cases) <= 3
    (case, keys, n, before, after), = cases
    assert before["table"]["entries"] == 1 and after["table"]["entries"] == 0
    assert after["table"]["totals"] == [0, 0, 0]


def test_davi_offer_and_answer_within_two(figures):
    cases = figures["davi"]
    assert [c[0] for c in cases] == ["Anna doubles, Boris takes", "Boris redoubles, Anna takes",
                                     "Anna redoubles, Boris takes"]
    assert counted(cases) <= 2
    # each the offer and the answer; the cube at 2 Boris's, at 4 Anna's, at 8 Boris's
    for (case, keys, n, before, after), cube in zip(cases, ("Куб 2: Борис", "Куб 4: Анна", "Куб 8: Борис")):
        assert after["table"]["entries"] == before["table"]["entries"] + 2, case
        assert after["text"][4].strip() == cube, (case, after["text"])
