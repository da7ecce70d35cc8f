"""The hand-checked table (tests/pref_cases.py) under CPython, case by case, and
under MicroPython in one run of tests/scenarios/pref_hand_checked.py."""
import pathlib

import pytest

from mp import run_micropython
from pref_cases import CASES, INVALID
from tablescore.rules.pref_deal import Deal, DealError, score
from tablescore.rules.pref_session import Incident, Session
from tablescore.rules import pref_host
from tablescore.rules.ledger import PREF_DEAL, SESSION_OPEN
from tablescore.rules.table import T_REFUSED, Table, TableError

SCENARIO = pathlib.Path(__file__).parent / "scenarios" / "pref_hand_checked.py"


def test_there_are_enough_cases():
    assert len(CASES) >= 60
    assert len({c[0] for c in CASES}) == len(CASES), "case names must differ"


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_hand_checked(case):
    name, players, dealer, series, values, results, pulya, gora = case
    b = score(Deal.from_values(values), players, dealer, series)
    assert b.results == results
    assert b.pulya == pulya
    assert b.gora == gora
    assert sum(b.results) == 0


@pytest.mark.parametrize("case", INVALID, ids=[c[0] for c in INVALID])
def test_invalid_deal_rejected_with_its_reason(case):
    name, players, dealer, series, values, reason = case
    with pytest.raises(DealError) as exc:
        score(Deal.from_values(values), players, dealer, series)
    assert str(exc.value) == reason


def test_invalid_reasons_are_distinct_per_kind():
    # Two rows may share a reason only when they are the same kind of fault.
    same_kind = {"contract under the exit minimum 7", "tricks must be 0 to 10", "tricks needed",
                 "unknown contract", "whister tricks not used unless both whist", "after half must be 0 or 1",
                 "challenger must be the dealer or the passer"}
    reasons = [c[5] for c in INVALID]
    for r in set(reasons):
        assert reasons.count(r) == 1 or r in same_kind, r


def test_hand_checked_under_micropython():
    out = run_micropython(SCENARIO, heapsize="64wK").stdout.decode()
    assert "MISMATCH" not in out and "WRONG REASON" not in out, out
    assert out.splitlines()[-1] == "hand-checked %d, invalid %d, failures 0" % (len(CASES), len(INVALID))


@pytest.mark.parametrize("make,reason", [
    (lambda: Deal.raspasy([4, 3, 3, None, 0]), "tricks for a player not in the deal"),   # a fifth player
    (lambda: pref_host.deal("game", declarer=0, colour="red"), "unknown field colour"),
    (lambda: Incident.from_values(["fine", 1]), "unknown incident kind"),
    (lambda: Incident.from_values(["cut"]), "wrong number of values"),
])
def test_bad_constructions_are_refused_by_name(make, reason):
    with pytest.raises(DealError) as exc:
        make()
    assert str(exc.value) == reason


def session_of(case):
    """The session the case is refused in: its players, dealer and raspasy
    series, with a first misdeal pending (a refusal must keep that too)."""
    name, players, dealer, series, values, reason = case
    state = Session(players, dealer).to_values()
    state[5] = series                       # the raspasy series of the case
    s = Session.from_values(state)
    s.apply(Incident("misdeal"))
    return s


def constructible(values):
    try:
        Deal.from_values(values)
        return True
    except DealError:
        return False


AT_A_TABLE = [c for c in INVALID if c[1] in (3, 4)]


@pytest.mark.parametrize("case", [c for c in AT_A_TABLE if constructible(c[4])], ids=lambda c: c[0])
def test_a_refused_deal_changes_nothing_in_the_session(case):
    s = session_of(case)
    before = s.to_values()
    with pytest.raises(DealError) as exc:
        s.apply(Deal.from_values(case[4]))
    assert str(exc.value) == case[5] and s.to_values() == before


@pytest.mark.parametrize("case", AT_A_TABLE, ids=lambda c: c[0])
def test_a_refused_entry_changes_nothing_on_the_board(case):
    """Every case as the board enters it: the deal's ledger values to the table
    (rules.table), which builds the deal, so the two that no Deal can be made
    of (an unknown kind, a short list) are refused there too, by name."""
    name, players, dealer, series, values, reason = case
    table = Table()
    table.apply(1, SESSION_OPEN, ["pref", ["A", "B", "C", "D"][:players], [players, dealer, 0, 0], None])
    state = table.to_values()
    state[-1] = session_of(case).to_values()
    table = Table.from_values(state)
    before = table.to_values()
    with pytest.raises(TableError) as exc:
        table.apply(2, PREF_DEAL, values)
    assert (exc.value.code, exc.value.detail) == (T_REFUSED, reason) and table.to_values() == before
