"""The money of a session in the ledger: the terms kept at the end of the
settings (SESSION_OPEN), given anew by SESSION_MONEY before the first entry,
refused after it; old ledgers replay unchanged and count no money (a pulya)
or their stakes in plain units (OFC); the table gives the balances and the
settling-up at any point, on the board too (the journal under micropython)."""
import pathlib
import sys

import pytest

from mp import run_micropython
from tablescore.rules import ledger as L
from tablescore.rules import table as T
from tablescore.rules import table_money as TM
from tablescore.rules import table_replay as R
from tablescore.rules.pref_deal import Deal

LEDGER = pathlib.Path(__file__).parent / "ledger"
sys.path.insert(0, str(LEDGER))
import ledger_evening as script  # noqa: E402

NAMES = ["Anna", "Boris", "Vera"]
OLD_PREF = (1, L.SESSION_OPEN, ["pref", NAMES, [3, 2, 0, 0], None])
RASPASY = (L.PREF_DEAL, ["raspasy", 7, 3, 0, None])      # price 1: Anna -55, Boris +5, Vera +50 (spec Ex. 12 at 1)
MISERE = (L.PREF_DEAL, Deal.misere(0, 0).to_values())    # Anna's misère made: +80, the others -40


def pref_open(money=None):
    return (1, L.SESSION_OPEN, ["pref", NAMES, [3, 2, 0, 0] + (money or []), None])


def seqd(*records):
    return [(i + 2, r[0], r[1]) for i, r in enumerate(records)]


def test_an_old_pulya_replays_unchanged_and_counts_no_money():
    recs = [OLD_PREF] + seqd(RASPASY)
    t = R.derive(recs)
    assert t.totals() == [-55, 5, 50] and t.settings == [3, 2, 0, 0]
    assert TM.terms(t) == [0, "", 1] and TM.balances(t) is None and TM.settling(t) is None


def test_the_scripted_evening_of_old_ledgers_derives_as_before():
    evening = script.evening_records()
    pref, ofc = R.derive(evening[1]), R.derive(evening[2])
    assert TM.settling(pref) is None
    # OFC: the stakes were always money, in plain units: the settling-up is the session's balance
    b = ofc.engine.balance
    assert TM.terms(ofc) == [None, "", 1] and TM.balances(ofc) == [b, -b]
    assert TM.settling(ofc) == ([b, -b], [(1, 0, b)] if b > 0 else [(0, 1, -b)] if b < 0 else [])
    assert b != 0


def test_a_pulya_with_a_price_gives_money_and_who_pays_whom():
    # 0.50 RUB a vist, whole roubles.  Raspasy 7/3/0 at 1: -55 +5 +50; misère made by Anna: +80 -40 -40.
    # Vists +25 -35 +10 -> 1250 -1750 500 kopecks: whole already; Boris pays Anna 12.50?  No: rounded to
    # roubles 1250 -> down to 1200 (remainder 50), -1750 -> -1800 (50), 500 (0): one coin short, the tie to
    # Anna (first) -> 1300 -1800 500: Boris pays Anna 13, Boris pays Vera 5.
    t = R.derive([pref_open([50, "RUB", 100])] + seqd(RASPASY, MISERE))
    assert t.totals() == [25, -35, 10]
    assert TM.terms(t) == [50, "RUB", 100] and TM.balances(t) == [1250, -1750, 500]
    assert TM.settling(t) == ([1300, -1800, 500], [(1, 0, 1300), (1, 2, 500)])


def test_session_money_changes_the_price_before_the_first_deal_only():
    recs = [pref_open([50, "RUB", 100]), (2, L.SESSION_MONEY, [100, "USD", 1]),
            (3,) + RASPASY]
    t = R.derive(recs)
    assert t.settings == [3, 2, 0, 0, 100, "USD", 1] and TM.balances(t) == [-5500, 500, 5000]
    assert t.entries == 1 and t.last_entry == 3       # not an entry itself
    before = L.encode(t.to_values())
    with pytest.raises(T.TableError) as exc:
        t.apply(4, L.SESSION_MONEY, [10, "RUB", 1])
    assert exc.value.code == T.T_MONEY and str(exc.value) == "E212 too late to change the price (seq 4)"
    assert L.encode(t.to_values()) == before
    # an old pulya is given a price before its first deal
    t = R.derive([OLD_PREF, (2, L.SESSION_MONEY, [1, "", 1]), (3,) + RASPASY])
    assert TM.settling(t) == ([-55, 5, 50], [(0, 1, 5), (0, 2, 50)])


def test_a_penalty_is_an_entry_too():
    t = R.derive([pref_open([50, "RUB", 100]), (2, L.PREF_PENALTY, ["cut", 1])])
    with pytest.raises(T.TableError) as exc:
        t.apply(3, L.SESSION_MONEY, [10, "RUB", 1])
    assert exc.value.code == T.T_MONEY


def test_a_first_deal_taken_back_leaves_the_price_open():
    recs = [pref_open([50, "RUB", 100]), (2,) + RASPASY]
    undone = R.correction(recs, L.UNDO, 2, 3)
    undone.apply(4, L.SESSION_MONEY, [20, "RUB", 1])
    replayed = R.derive(recs + [(3, L.UNDO, [2]), (4, L.SESSION_MONEY, [20, "RUB", 1])])
    assert L.encode(replayed.to_values()) == L.encode(undone.to_values())
    assert TM.terms(replayed) == [20, "RUB", 1]


def test_session_money_is_not_an_entry_a_correction_takes_back():
    recs = [pref_open([50, "RUB", 100]), (2, L.SESSION_MONEY, [10, "RUB", 1])]
    for rtype in (L.UNDO, L.VOID):
        with pytest.raises(T.TableError) as exc:
            R.correction(recs, rtype, 2, 3)
        assert exc.value.code == T.T_TARGET


@pytest.mark.parametrize("money, why", [
    ([50, "RUB"], "preferans money values are [price, currency, coin]"),
    ([50, "XYZ", 1], "unknown currency 'XYZ'"),
    ([50, "RUB", 0], "the coin must be a whole number 1..1000000, got 0"),
    ([-1, "RUB", 1], "the price must be a whole number 0..1000000, got -1"),
    ([None, "RUB", 1], "the price must be a whole number 0..1000000, got None"),
    ([50, "RUB", 1, 0], "preferans money values are [price, currency, coin]"),
])
def test_bad_money_values_are_refused_with_the_reason(money, why):
    with pytest.raises(T.TableError) as exc:
        R.derive([pref_open(money)])
    assert exc.value.code == T.T_SETTINGS and exc.value.detail == why
    t = R.derive([OLD_PREF])
    with pytest.raises(T.TableError) as exc:
        t.apply(2, L.SESSION_MONEY, money)
    assert exc.value.code == T.T_SETTINGS and exc.value.detail == why and t.settings == [3, 2, 0, 0]


def test_ofc_money_terms_and_a_session_across_matches():
    # stakes in kopecks: match 1 at 25.00 RUB, B wins it at cube 2 (-5000 for A); match 2 at 12.50 RUB,
    # A wins it (+1250): A -3750, B +3750; to whole roubles already: A pays B 37.50?  No: 3750 kopecks
    # rounded to roubles: -3750 down to -3800 (remainder 50), 3750 down to 3700 (50): one coin, the tie
    # to A -> -3700 3700: A pays B 37.
    recs = [(1, L.SESSION_OPEN, ["ofc", ["Anna", "Boris"], [31, 0, 0, 0, 2500, 0, "RUB", 100], None]),
            (2, L.DAVI_OFFER, [0, 1, 0]), (3, L.DAVI_ACCEPT, [1]), (4, L.OFC_DEAL, ["quick", 1, 31, 0, 0]),
            (5, L.OFC_MATCH, [31, 0, 0, 0, 1250, 1]), (6, L.OFC_DEAL, ["quick", 0, 40, 0, 0])]
    t = R.derive(recs)
    assert t.engine.wins == [1, 1] and t.engine.balance == -3750
    assert TM.terms(t) == [None, "RUB", 100] and TM.balances(t) == [-3750, 3750]
    assert TM.settling(t) == ([-3700, 3700], [(0, 1, 3700)])
    with pytest.raises(T.TableError) as exc:       # after the first entry
        t.apply(7, L.SESSION_MONEY, ["USD", 1])
    assert exc.value.code == T.T_MONEY
    t = R.derive(recs[:1] + [(2, L.SESSION_MONEY, ["USD", 1])])
    assert TM.terms(t) == [None, "USD", 1] and t.engine.match.settings.stake == 2500
    for bad in ([2500, "RUB", 100], ["RUB"], ["EUR", 0]):
        with pytest.raises(T.TableError) as exc:
            t.apply(3, L.SESSION_MONEY, bad)
        assert exc.value.code == T.T_SETTINGS


def test_the_terms_live_through_a_checkpoint():
    t = R.derive([pref_open([50, "RUB", 100]), (2, L.SESSION_MONEY, [25, "EUR", 5]), (3,) + RASPASY])
    back = T.Table.from_values(L.decode(L.encode(t.to_values())))      # as the checkpoint file has it
    assert back.settings == [3, 2, 0, 0, 25, "EUR", 5] and TM.settling(back) == TM.settling(t)
    # a checkpoint the old firmware wrote (settings of four) loads and counts no money
    old = R.derive([OLD_PREF] + seqd(RASPASY)).to_values()
    assert TM.balances(T.Table.from_values(old)) is None


def test_the_journal_on_the_board_keeps_the_money():
    out = run_micropython(LEDGER / "money_journal.py", path=[LEDGER], heapsize="16M").stdout.decode()
    facts = dict(line.split(" ", 1) for line in out.strip().split("\n"))
    assert facts["open"] == "0" and facts["price"] == "0" and facts["deal"] == "0"
    assert facts["late"] == "212"
    assert facts["terms"] == "[50, 'RUB', 100]" and facts["totals"] == "[25, -35, 10]"
    assert facts["settling"] == "([1300, -1800, 500], [(1, 0, 1300), (1, 2, 500)])"
    assert facts["rebooted"] == facts["settling"]
    assert facts["ofc"] == "([-2500, 2500], [(0, 1, 2500)])"
    assert facts["forgotten"] == "True"


def test_doctests():
    import doctest
    for module in (TM, T, R):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module
