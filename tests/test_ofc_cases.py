"""The hand-checked OFC tables (tests/ofc_cases.py) under CPython, case by case
against ``tablescore.rules``, and under MicroPython in one run of
tests/scenarios/ofc_hand_checked.py."""
import pathlib

import pytest

from mp import run_micropython
from ofc_cases import DEALS, MATCHES, INVALID
from ofc_check import check_deal, check_match, check_invalid
from tablescore.rules import ofc_cards, ofc_deal, ofc_match

SCENARIO = pathlib.Path(__file__).parent / "scenarios" / "ofc_hand_checked.py"


def test_there_are_enough_cases():
    assert len(DEALS) >= 40
    assert len({c[0] for c in DEALS}) == len(DEALS), "case names must differ"
    assert len({c[0] for c in MATCHES}) == len(MATCHES)


def test_deals_cover_every_royalty_of_the_table():
    seen = [set(), set(), set()]
    for case in DEALS:
        r = ofc_cards.CardDeal.parse(case[1], case[2]).result()
        for seat in (0, 1):
            if not r.fouls[seat]:
                for row in range(3):
                    seen[row].add(r.codes[seat][row])
    for row in range(3):
        assert seen[row] == {code for code, _, _ in ofc_deal.royalty_table(row)}, ofc_deal.ROW_NAMES[row]


def test_deals_cover_fouls_ties_scoops_and_fantasyland():
    results = [(c, ofc_cards.CardDeal.parse(c[1], c[2]).result()) for c in DEALS]
    assert any(r.fouls == [True, True] for _, r in results)
    assert any(r.fouls == [True, False] for _, r in results)
    assert any(0 in r.rows and not any(r.fouls) for _, r in results)
    assert any(r.rows == [0, 0, 0] and not any(r.fouls) for _, r in results)
    assert any(r.scoop == 3 for _, r in results) and any(r.scoop == -3 for _, r in results)
    assert {c[4] for c, _ in results if c[3] != "--"} == {0, 1}, "stay under both rules"
    assert any(c[9] != (0, 0) and c[3] == "--" for c, _ in results), "entry"


@pytest.mark.parametrize("case", DEALS, ids=[c[0] for c in DEALS])
def test_hand_checked_deal(case):
    line, problems = check_deal(case, ofc_deal, ofc_cards)
    assert not problems, (line, problems)


@pytest.mark.parametrize("case", MATCHES, ids=[c[0] for c in MATCHES])
def test_hand_checked_match(case):
    lines, problems = check_match(case, ofc_match, ofc_cards)
    assert not problems, problems


@pytest.mark.parametrize("case", INVALID, ids=["%s-%d" % (c[0], i) for i, c in enumerate(INVALID)])
def test_invalid_input_rejected_with_its_reason(case):
    line, problems = check_invalid(case, ofc_match)
    assert not problems, problems


def test_reasons_are_distinct():
    reasons = [c[2] for c in INVALID]
    assert len(set(reasons)) == len(reasons)
    refusals = [expected for _, _, steps in MATCHES for _, expected in steps if expected.startswith("!")]
    # each kind of refused match action is shown: pending offer blocks deals and offers,
    # the non-owner's double, answering one's own offer, no offer, wrong deal, after the end
    for text in ("pending: accept or drop it before recording a deal", "pending: accept or drop it first",
                 "owns the davi cube: only", "offered the double; only", "no davi offer to",
                 "the offer names deal", "the match is over"):
        assert any(text in r for r in refusals), text


def test_hand_checked_under_micropython():
    out = run_micropython(SCENARIO, heapsize="64wK").stdout.decode()
    assert "MISMATCH" not in out, out
    steps = sum(len(steps) for _, _, steps in MATCHES)
    assert out.splitlines()[-1] == (
        "ofc hand-checked: %d deals, %d match sequences (%d steps), %d refusals, 0 failures"
        % (len(DEALS), len(MATCHES), steps, len(INVALID)))
