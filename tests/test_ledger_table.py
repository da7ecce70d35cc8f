"""The table: scores derived from ledger events for both games; corrections;
checkpoint + tail equals a full replay."""
import pathlib
import sys

import pytest

from tablescore.rules import ledger as L
from tablescore.rules import table as T
from tablescore.rules import table_replay as R
from tablescore.rules.pref_deal import Deal

sys.path.insert(0, str(pathlib.Path(__file__).parent / "ledger"))
import ledger_evening as script  # noqa: E402  (the scripted evening, importable on the host too)

OPEN4 = (1, L.SESSION_OPEN, ["pref", ["A", "B", "C", "D"], [4, 3, 0, 0], None])   # D deals first
EX10 = Deal.game(0, 6, tricks=7, defence="open", whister=1).to_values()
OPEN_OFC = (1, L.SESSION_OPEN, ["ofc", ["A", "B"], [31, 0, 0, 0, 25, 0], None])


def test_pref_example_10_through_the_table():
    # spec Ex. 10: A plays 6 and takes 7, B whists open, C passes: A +24, B -24
    t = R.derive([OPEN4, (2, L.PREF_DEAL, EX10)])
    assert t.totals() == [24, -24, 0, 0]
    assert t.engine.dealer == 0 and t.last_entry == 2 and t.entries == 1


def test_undo_takes_the_deal_back_entirely_and_void_keeps_the_deal_passing():
    misere = Deal.misere(2, 0).to_values()     # A deals (sits out): C +80, B and D -40 each
    recs = [OPEN4, (2, L.PREF_DEAL, EX10), (3, L.PREF_DEAL, misere)]
    assert R.derive(recs).totals() == [24, -64, 80, -40]
    undone = R.correction(recs, L.UNDO, 3, 4)
    assert undone.totals() == [24, -24, 0, 0] and undone.engine.dealer == 0      # A deals again
    voided = R.correction(recs, L.VOID, 3, 4)
    assert voided.totals() == [24, -24, 0, 0] and voided.engine.dealer == 1      # the deal passed
    assert undone.last_entry == voided.last_entry == 2
    # the history keeps both: a replay of the records with the correction agrees
    assert L.encode(R.derive(recs + [(4, L.VOID, [3])]).to_values()) == L.encode(voided.to_values())
    assert L.encode(R.derive(recs + [(4, L.UNDO, [3])]).to_values()) == L.encode(undone.to_values())


@pytest.mark.parametrize("rtype, target, code", [
    (L.UNDO, 2, T.T_NOT_LAST),        # not the last entry
    (L.VOID, 1, T.T_TARGET),          # the session open is not an entry
    (L.VOID, 9, T.T_TARGET),          # nothing there
    (L.VOID, 4, T.T_TARGET),          # already taken back
])
def test_corrections_refused(rtype, target, code):
    recs = [OPEN4, (2, L.PREF_DEAL, EX10), (3, L.PREF_DEAL, Deal.misere(2, 0).to_values()),
            (4, L.PREF_PENALTY, ["cut", 1]), (5, L.VOID, [4])]
    with pytest.raises(T.TableError) as exc:
        R.correction(recs, rtype, target, 6)
    assert exc.value.code == code


def test_void_that_breaks_later_entries_is_refused():
    recs = [OPEN_OFC, (2, L.OFC_DEAL, ["quick", 0, 8, 0, 0]), (3, L.DAVI_OFFER, [1, 2, 0]),
            (4, L.DAVI_ACCEPT, [0]), (5, L.DAVI_OFFER, [0, 2, 0])]
    with pytest.raises(T.TableError) as exc:      # without the accept A does not own the cube
        R.correction(recs, L.VOID, 4, 6)
    assert exc.value.code == T.T_REFUSED
    t = R.correction(recs, L.UNDO, 5, 6)
    assert t.engine.match.cube_value == 2 and t.engine.match.offerer is None


def test_ofc_worked_checks_through_the_table():
    taps = ["taps", 1, 1, 1, 0, 0, "none", "none", "flush", "none", "none", "straight"]      # 6 + 4 - 2 = 8
    foul = ["taps", -1, -1, -1, 1, 0, "none", "none", "none", "none", "none", "full"]       # 6 + 6 = 12 to B
    t = R.derive([OPEN_OFC, (2, L.OFC_DEAL, taps)])
    assert t.totals() == [8, 0]
    t.apply(3, L.OFC_DEAL, foul)
    assert t.totals() == [8, 12]
    with pytest.raises(T.TableError) as exc:
        t.apply(4, L.PREF_DEAL, EX10)
    assert exc.value.code == T.T_GAME


def test_bad_records_refused_and_table_unchanged():
    t = R.derive([OPEN4, (2, L.PREF_DEAL, EX10)])
    before = L.encode(t.to_values())
    for seq, rtype, values, code in [(3, L.PREF_DEAL, ["raspasy", 1, 1, 1, 1], T.T_REFUSED),
                                     (2, L.PREF_DEAL, EX10, T.T_SEQ), (3, 77, [], T.T_TYPE),
                                     (3, L.SESSION_OPEN, OPEN4[2], T.T_OPEN), (3, L.HOST_ACK, [9], T.T_TARGET)]:
        with pytest.raises(T.TableError) as exc:
            t.apply(seq, rtype, values)
        assert exc.value.code == code
        assert L.encode(t.to_values()) == before
    t.apply(3, L.SESSION_CLOSE, [0, None])
    with pytest.raises(T.TableError) as exc:
        t.apply(4, L.PREF_DEAL, EX10)
    assert exc.value.code == T.T_CLOSED
    with pytest.raises(T.TableError) as exc:
        T.Table.from_values(["pref", [], [], 1])
    assert exc.value.code == T.T_STATE


def test_damage_leaves_out_what_no_longer_fits():
    # Deal 2 (EX10, D dealing) was lost to damage; deal 3 was a raspasy with A
    # dealing, so A has no tricks.  Without deal 2 D still deals: it does not fit.
    recs = [OPEN4, (3, L.PREF_DEAL, ["raspasy", None, 5, 3, 2])]
    with pytest.raises(T.TableError) as exc:
        R.derive(recs)
    assert exc.value.code == T.T_REFUSED and exc.value.seq == 3
    t = R.derive(recs, strict=False)
    assert t.skipped == 1 and t.seq == 3 and t.totals() == [0, 0, 0, 0]
    t = R.derive([OPEN4, (2, L.PREF_DEAL, EX10)] + recs[1:], strict=False)
    assert t.skipped == 0 and t.entries == 2


@pytest.mark.parametrize("sid", [1, 2])
def test_checkpoint_plus_tail_equals_full_replay_at_every_point(sid):
    recs = script.evening_records()[sid]
    full = L.encode(R.derive(recs).to_values())
    for k in range(1, len(recs)):
        saved = L.read_checkpoint(L.checkpoint(sid, L.HEADER_SIZE, k, b"\0" * 8, R.derive(recs[:k]).to_values(), None))
        resumed = R.derive(recs[k:], table=T.Table.from_values(saved[4]))
        assert L.encode(resumed.to_values()) == full, k
