"""The session: dealer rotation, the raspasy series, penalties, the end, checkpoints, voids."""
import pytest

from tablescore.rules import pref_session as ps
from tablescore.rules.pref_deal import CLOSED, OPEN, PASS, Deal, DealError
from tablescore.rules.pref_host import defences_allowed, event_equal
from tablescore.rules.pref_session import END, CUT, INFORMATION, MISDEAL, WARNING, Incident, Session

A, B, C, D = 0, 1, 2, 3


def rasp3(s, a, b, c):
    return s.apply(Deal.raspasy([a, b, c]))


def test_seats_and_dealer_rotation_at_four():
    s = Session(4, first_dealer=D)
    assert s.seated() == [A, B, C]
    s.apply(Deal.game(A, 6, defence=PASS))
    assert s.dealer == A and s.seated() == [B, C, D]
    s.apply(Deal.game(B, 6, defence=PASS))
    assert s.dealer == B and s.seated() == [C, D, A]


def test_seats_at_three_include_the_dealer():
    s = Session(3, first_dealer=A)
    assert s.seated() == [B, C, A]


def test_raspasy_prices_and_exit_ladder_through_a_series():
    s = Session(3, first_dealer=C)
    prices, minimums = [], []
    for _ in range(6):
        prices.append(s.raspasy_price())
        rasp3(s, 4, 3, 3)
        minimums.append(s.minimum_contract())
    assert prices == [1, 2, 3, 2, 1, 2]       # [1,2,3,2][k % 4]
    assert minimums == [6, 7, 7, 7, 6, 7]     # [6,7,7,7][(k-1) % 4] after the k-th raspasy


def test_exit_below_the_minimum_is_refused_and_changes_nothing():
    s = Session(3, first_dealer=C)
    rasp3(s, 4, 3, 3)
    rasp3(s, 4, 3, 3)                          # k = 2: next deal needs a seven
    before = s.to_values()
    with pytest.raises(DealError, match="contract under the exit minimum 7"):
        s.apply(Deal.game(B, 6, tricks=6, defence=OPEN, whister=C))
    assert s.to_values() == before


def test_failed_exit_keeps_the_price_and_a_made_game_ends_the_series():
    s = Session(3, first_dealer=C)
    rasp3(s, 4, 3, 3)                          # price 1
    rasp3(s, 4, 3, 3)                          # price 2; k = 2
    s.apply(Deal.game(A, 7, tricks=6, defence=OPEN, whister=B))   # failed exit: k stays 2
    assert (s.series, s.raspasy_price(), s.minimum_contract()) == (2, 3, 7)
    s.apply(Deal.without_three(B, 8))          # concession: k stays 2
    assert s.series == 2
    s.apply(Incident(MISDEAL))                 # misdeal: k stays 2
    assert s.series == 2
    b = rasp3(s, 7, 3, 0)                      # played at 3, as Ex. 12: gora 21/9/0
    assert b.gora == [21, 9, 0] and s.series == 3
    s.apply(Deal.misere(C, 1))                 # failed misère does not end it
    assert s.series == 3
    s.apply(Deal.misere(A, 0))                 # a made misère does
    assert (s.series, s.raspasy_price(), s.minimum_contract()) == (0, 1, 6)


def test_both_pass_and_half_whist_count_as_made_exits():
    s = Session(3, first_dealer=C)
    rasp3(s, 4, 3, 3)
    s.apply(Deal.game(A, 6, defence="half", whister=B))
    assert s.series == 0


def test_misdeals_first_free_second_costs_five_from_each_other_player():
    s = Session(4, first_dealer=D)
    b = s.apply(Incident(MISDEAL))
    assert b.results == [0, 0, 0, 0] and s.dealer == D      # free redeal, same dealer
    b = s.apply(Incident(MISDEAL))
    assert b.results == [5, 5, 5, -15] and s.dealer == A     # 3 x 5 on D; the deal passes
    b = s.apply(Incident(MISDEAL))
    assert b.results == [0, 0, 0, 0]                         # A's first: free again


def test_second_misdeal_at_three_costs_ten():
    s = Session(3, first_dealer=B)
    s.apply(Incident(MISDEAL))
    assert s.apply(Incident(MISDEAL)).results == [5, -10, 5]    # 2 x 5 on B


def test_a_deal_between_misdeals_resets_the_count():
    s = Session(3, first_dealer=C)
    s.apply(Incident(MISDEAL))
    s.apply(Deal.game(A, 6, defence=PASS))
    assert s.apply(Incident(MISDEAL)).results == [0, 0, 0]


def test_information_penalty_written_by_the_declarer():
    s = Session(3)
    assert s.apply(Incident(INFORMATION, offender=B, declarer=A)).results == [50, -50, 0]


def test_warnings_three_free_then_each_costs_fifty_per_player():
    s = Session(3)
    for _ in range(3):
        assert s.apply(Incident(WARNING, offender=B, declarer=A)).results == [0, 0, 0]
    assert s.apply(Incident(WARNING, offender=C, declarer=A)).results == [0, 0, 0]   # C's first
    assert s.apply(Incident(WARNING, offender=B, declarer=C)).results == [0, -50, 50]  # B's 4th
    assert s.apply(Incident(WARNING, offender=B, declarer=A)).results == [50, -50, 0]  # B's 5th
    assert s.warnings == [0, 5, 1]


def test_cut_refusal_written_by_the_dealer():
    s = Session(4, first_dealer=D)
    assert s.apply(Incident(CUT, offender=A)).results == [-50, 0, 0, 50]
    with pytest.raises(DealError, match="the dealer does not cut"):
        s.apply(Incident(CUT, offender=D))


@pytest.mark.parametrize("incident,reason", [
    (Incident(INFORMATION, offender=A, declarer=A), "offender is the declarer"),
    (Incident(INFORMATION, offender=5, declarer=A), "offender out of range"),
    (Incident(WARNING, offender=B, declarer=None), "declarer out of range"),
    (Incident("fine", offender=B), "unknown event kind"),
])
def test_bad_incidents(incident, reason):
    s = Session(3)
    before = s.to_values()
    with pytest.raises(DealError) as exc:
        s.apply(incident)
    assert str(exc.value) == reason and s.to_values() == before


def test_end_by_points():
    s = Session(3, first_dealer=C, end_points=16)
    s.apply(Deal.game(A, 10, defence=PASS))    # pulya 10
    assert not s.is_over()
    s.apply(Deal.game(B, 8, defence=PASS))     # pulya 6: together 16
    assert s.is_over() and s.pulya_total() == 16
    with pytest.raises(DealError, match="the pulya is over"):
        s.apply(Deal.game(C, 6, defence=PASS))


def test_end_by_time():
    s = Session(4, end_minutes=180)
    assert not ps.time_is_up(179, s.end_minutes) and ps.time_is_up(180, s.end_minutes)
    assert not ps.time_is_up(500, 0)           # no time agreed
    s.apply(Incident(END))
    assert s.is_over()


def test_bad_settings():
    for args, reason in [((5,), "players must be 3 or 4"), ((3, 3), "dealer out of range"),
                         ((3, 0, -1), "end must be a whole number")]:
        with pytest.raises(DealError) as exc:
            Session(*args)
        assert str(exc.value) == reason


STORY = [
    Deal.raspasy([4, 3, 3]),
    Deal.game(A, 7, tricks=6, defence=OPEN, whister=B),
    Incident(WARNING, offender=C, declarer=A),
    Deal.raspasy([2, 2, 6]),
    Incident(MISDEAL),
    Deal.game(B, 7, tricks=7, defence=CLOSED, whister=C),
    Incident(CUT, offender=B),
    Deal.misere(C, 2),
]


def test_checkpoint_then_later_events_equals_full_replay():
    full = Session(3, first_dealer=C, end_points=100)
    ps.replay(full, STORY)
    for cut in range(len(STORY) + 1):
        s = Session(3, first_dealer=C, end_points=100)
        ps.replay(s, STORY[:cut])
        restored = Session.from_values(s.to_values())
        ps.replay(restored, STORY[cut:])
        assert restored.to_values() == full.to_values()


def test_checkpoint_layout():
    s = Session(3, first_dealer=C, end_points=100)
    s.apply(Deal.game(A, 6, defence=PASS))
    assert s.to_values() == [3, C, 100, 0,      # settings
                             A, 0, 0, 1, 0,     # dealer, series, misdeals, deals, finished
                             20, 2, 0, 0,       # A: result, pulya, gora, warnings
                             -10, 0, 0, 0, -10, 0, 0, 0]
    with pytest.raises(DealError, match="bad checkpoint"):
        Session.from_values([3, 0])


@pytest.mark.parametrize("index,value", [
    (4, 3),      # dealer 3 at three players
    (5, -1),     # a negative raspasy series
    (6, 2),      # misdeals in a row are 0 or 1
    (7, -1),     # deals played
    (8, 2),      # finished is 0 or 1
    (9, 21),     # results no longer sum to zero (20 -> 21)
    (12, -1),    # a negative warning count
])
def test_a_damaged_checkpoint_is_refused(index, value):
    s = Session(3, first_dealer=C, end_points=100)
    s.apply(Deal.game(A, 6, defence=PASS))
    values = s.to_values()
    assert Session.from_values(values).to_values() == values
    values[index] = value
    with pytest.raises(DealError, match="bad checkpoint"):
        Session.from_values(values)


def test_event_values_round_trip():
    for event in STORY + [Deal.without_three(A, "misere"), Incident(INFORMATION, B, A), Incident(END)]:
        values = event.to_values()
        assert event_equal(ps.event_from_values(values), event)
        assert len(values) == len(ps.event_fields(values[0]))
        assert all(v is None or type(v) in (int, str) for v in values)


def test_void_in_a_raspasy_series_is_as_if_never_played_but_the_deal_passes():
    events = [Deal.raspasy([4, 3, 3]), Deal.raspasy([5, 3, 2]), Deal.raspasy([7, 3, 0])]
    s = Session(3, first_dealer=C)
    out = ps.replay(s, events, voided={1})
    assert out[1] is None
    # The third raspasy is the second that counts: price 2, gora 14/6/0.
    assert out[2].gora == [14, 6, 0]
    assert s.series == 2                      # two raspasy count
    assert s.dealer == C                      # three deals were dealt: C -> A -> B -> C


def test_negated_breakdown_cancels():
    s = Session(4, first_dealer=D)
    b = s.apply(Deal.game(A, 7, tricks=6, defence=OPEN, whister=B))
    from tablescore.rules.pref_replay import negated
    n = negated(b)
    assert [x + y for x, y in zip(b.results, n.results)] == [0, 0, 0, 0]
    assert [x + y for x, y in zip(b.gora, n.gora)] == [0, 0, 0, 0]


def test_wizard_choices_agree_with_the_checks():
    from tablescore.rules import pref_deal as pd
    for series in range(9):
        for contract in pd.CONTRACTS + (pd.MISERE,):
            deal = Deal.misere(A, 0) if contract == pd.MISERE else Deal.game(A, contract, defence=PASS)
            try:
                pd.check(deal, 3, C, series)
                ok = True
            except DealError:
                ok = False
            assert ok == (contract in pd.contracts_allowed(series)), (series, contract)
    for contract in pd.CONTRACTS:
        for defence in pd.DEFENCES:
            deal = Deal.game(A, contract, tricks=None if defence in (PASS, "half") else contract,
                             defence=defence, whister=None if defence in (PASS, "check") else B,
                             whister_tricks=0 if defence == "both" else None)
            try:
                pd.check(deal, 3, C)
                ok = True
            except DealError:
                ok = False
            assert ok == (defence in defences_allowed(contract)), (contract, defence)


# A pulya without an incident (most of them) never has the incidents' class
# and names on the device's heap: they are pref_incident's, loaded with the
# first one; the device's screens still reach them as pref_session's.
INCIDENTS_LOADED = """
import sys
from rules import pref_session as S
from rules import table
from rules.ledger import PREF_DEAL, PREF_PENALTY


def loaded():
    return [n for n, m in sorted(sys.modules.items()) if "Incident" in m.__dict__ or "WARNING" in m.__dict__]


s = S.Session(3, 0)
s.apply(S.Deal.raspasy([7, 3, 0]))
s.apply(table._engine_input(table.PREF, PREF_DEAL, S.Deal.game(1, 6, tricks=6, whister=2).to_values()))
print(loaded(), s.deals)
s.apply(table._engine_input(table.PREF, PREF_PENALTY, S.Incident(S.WARNING, offender=1, declarer=0).to_values()))
s.apply(S.Incident(S.MISDEAL))
print(loaded(), s.warnings, s.misdeals, s.dealer)
"""


def test_the_incidents_load_with_the_first_one_under_micropython(tmp_path):
    from mp import run_micropython
    script = tmp_path / "incidents.py"
    script.write_text(INCIDENTS_LOADED)
    out = run_micropython(script).stdout.decode().split("\n")
    assert out[0] == "[] 2"          # two deals: nothing of the incidents loaded
    assert out[1] == "['rules.pref_incident'] [0, 1, 0] 1 2"
