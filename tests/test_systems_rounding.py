"""Rounding the classic final calculation to whole vists (issue 16; the
digest's §0.1 "Rounding to whole vists"): the setting ``rounding`` of
``pref_systems.TABLE`` -- ``largest`` (the default), ``pc`` (the PC's fix:
the seat ``rounding_seat`` takes the rounding), ``per_player`` (each
player writes whole vists at step 3), ``thirds`` (the money counts the
exact thirds) -- as docs/rules-other-systems.md describes them.

Every expected number below is worked out by hand in the comment above it.
"""
import pytest

from tablescore.rules import pref_close, pref_session as S, pref_systems, table_money
from tablescore.rules.ledger import PREF_DEAL, PREF_PENALTY, SESSION_OPEN
from tablescore.rules.pref_sheet import DealError
from tablescore.rules.table_replay import derive


def results(pulya, gora, vists, target, rounding, seat=0):
    rules = pref_systems.preset("sochi", {"rounding": rounding, "rounding_seat": seat})
    return pref_close.final(pulya, gora, vists, target, len(pulya), rules).results


# Three players, pulya 10/10/10, gora 0/1/0, no whists: reduced gora 0/1/0,
# total 1; x3 results 10 x (1 - 3g) = 10, -20, 10: 3 1/3, -6 2/3, 3 1/3 (all
# a third over: remainder 1).
THIRD = ([10, 10, 10], [0, 1, 0], [0, 0, 0], 10)


def test_a_remainder_of_one_third():
    # largest: down to 3, -7, 3 (a vist short); the vist to the smaller gora, A and C tied: the seat, A
    assert results(*THIRD, "largest") == [4, -7, 3]
    # pc, A chosen: B and C to the nearest, -7 and 3; A the rest, 4
    assert results(*THIRD, "pc", 0) == [4, -7, 3]
    # pc, B chosen (his gora 1 taken down to 0, 3 vists back: B -6 2/3 up to -6): A 3, C 3, B -6
    assert results(*THIRD, "pc", 1) == [3, -6, 3]
    # pc, C chosen: A 3, B -7, C 4
    assert results(*THIRD, "pc", 2) == [3, -7, 4]
    # per_player: A and C each write round(10/3) = 3 on B: B -6, A +3, C +3
    assert results(*THIRD, "per_player") == [3, -6, 3]
    # thirds: the vists shown are largest's
    assert results(*THIRD, "thirds") == [4, -7, 3]


# Gora 0/2/0: total 2; x3 results 20, -40, 20: 6 2/3, -13 1/3, 6 2/3 (remainder 2).
TWO_THIRDS = ([10, 10, 10], [0, 2, 0], [0, 0, 0], 10)


def test_a_remainder_of_two_thirds():
    # largest: down to 6, -14, 6 (two short): A and C, the smaller gora, up
    assert results(*TWO_THIRDS, "largest") == [7, -14, 7]
    # pc, B chosen: A and C to the nearest, 7; B the rest, -14 (as largest: the largest gora chosen)
    assert results(*TWO_THIRDS, "pc", 1) == [7, -14, 7]
    # pc, A chosen: B -13 1/3 to -13, C 7; A the rest, 6
    assert results(*TWO_THIRDS, "pc", 0) == [6, -13, 7]
    # per_player: A and C each write round(20/3) = 7 on B
    assert results(*TWO_THIRDS, "per_player") == [7, -14, 7]


def test_whist_vists_and_a_seat_past_the_players():
    # pulya 10/8/10, gora 0/0/0, whists +5/-2/-3: brought to 10, B's gora 2;
    # reduced 0/2/0 as above, plus the whists: 6 2/3+5, -13 1/3-2, 6 2/3-3
    case = ([10, 8, 10], [0, 0, 0], [5, -2, -3], 10)
    assert results(*case, "largest") == [12, -16, 4]
    # per_player: A and C write 7 on B: A 7+5, B -14-2, C 7-3
    assert results(*case, "per_player") == [12, -16, 4]
    # pc, seat 3 at three: the first seat. B -15 1/3 to -15, C 3 2/3 to 4; A the rest, 11
    assert results(*case, "pc", 3) == [11, -15, 4] == results(*case, "pc", 0)


def test_four_players_a_half():
    # four, pulya 10 each, gora 0/1/0/0: total 1; x4 results 10 x (1 - 4g) =
    # 10, -30, 10, 10: 2 1/2, -7 1/2, 2 1/2, 2 1/2
    case = ([10, 10, 10, 10], [0, 1, 0, 0], [0, 0, 0, 0], 10)
    # largest: down to 2, -8, 2, 2 (two short): the smaller gora, A C D tied: A, C
    assert results(*case, "largest") == [3, -8, 3, 2]
    # pc, A chosen: the others to the nearest, a half down: -8, 2, 2; A the rest, 4
    assert results(*case, "pc", 0) == [4, -8, 2, 2]
    # per_player: each writes 2 1/2, a half up: 3 on B; B pays 9
    assert results(*case, "per_player") == [3, -9, 3, 3]


END = S.Incident(S.END).to_values()


def ended(changes, price=100, coin=100):
    """A Sochi pulya to 10 at three (A B C, C deals), at ``price`` a vist
    paid in ``coin``: a raspasy 5/4/1 (gora 5/4/1 at 1 a trick; the
    amnesty takes 1 off all: 4/3/0), then ended by the time."""
    return derive([(1, SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 2, 10, 0, price, "RUB", coin, ["sochi"] + changes],
                                      None]),
                   (2, PREF_DEAL, ["raspasy", 5, 4, 1, None]), (3, PREF_PENALTY, END)])


def test_the_setting_through_the_ledger_and_the_money():
    # every pulya brought to 10: gora 14/13/10, reduced 4/3/0, total 7;
    # x3 results 10 x (7 - 3g) = -50, -20, 70: -16 2/3, -6 2/3, 23 1/3
    t = ended([])
    assert (t.engine.final().reduced, t.engine.final().exact) == ([4, 3, 0], [-50, -20, 70])
    # largest: -17, -7, 23 (a vist short) and C, the smallest gora, up: 24; 1 RUB a vist
    assert t.totals() == [-17, -7, 24]
    assert table_money.settling(t) == ([-1700, -700, 2400], [(0, 2, 1700), (1, 2, 700)])
    # pc, B chosen: A -17, C 23, B the rest -6
    t = ended(["rounding", "pc", "rounding_seat", 1])
    assert pref_systems.changes(t.engine.rules) == {"rounding": "pc", "rounding_seat": 1}
    assert t.totals() == [-17, -6, 23]
    # per_player: B and C write round(40/3) = 13 on A, A and C 10 on B: A -26+10, B -20+13, C 23
    assert ended(["rounding", "per_player"]).totals() == [-16, -7, 23]
    # thirds: shown as largest, the money exact: -1666 2/3, -666 2/3, 2333 1/3 kopecks,
    # to the kopeck (money.rounded: down to -1667, -667, 2333, a kopeck short, remainders
    # 1/3 each: the first, A, up): -1666, -667, 2333
    t = ended(["rounding", "thirds"])
    assert t.totals() == [-17, -7, 24]
    assert table_money.balances(t) == [-1666, -667, 2333]
    # to the rouble: down to -1700, -700, 2300 (remainders 34, 33, 33), a rouble short: A's
    assert table_money.settling(t) == ([-1600, -700, 2300], [(0, 2, 1600), (1, 2, 700)])


def test_the_words_are_the_tables():
    assert pref_systems.CHOICES["rounding"] == ("largest", "pc", "per_player", "thirds")
    for system in ("sochi", "leningrad", "rostov"):
        r = pref_systems.preset(system)
        assert (pref_systems.value(r, "rounding"), pref_systems.value(r, "rounding_seat")) == ("largest", 0)
    for bad in ({"rounding": "nearest"}, {"rounding_seat": 4}, {"rounding_seat": True}):
        with pytest.raises(DealError):
            pref_systems.preset("sochi", bad)
