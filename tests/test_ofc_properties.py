"""Properties of the OFC rules over generated deals and matches (hypothesis)."""
from collections import Counter

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from tablescore.rules import ofc_match
from tablescore.rules.davi import Accept, Drop, Offer
from tablescore.rules.ofc_cards import CardDeal, evaluate, royalty_code
from tablescore.rules.ofc_deal import QuickDeal, TapDeal, royalty_table, royalty_points
from tablescore.rules.ofc_match import Session, Settings

SETTINGS = settings(max_examples=200, deadline=None)


# -- a second, deliberately naive evaluator to check evaluate() against ------------------
def reference(row):
    """(category, ranks by group) with Python tuples: a different route to the same order."""
    ranks = [c // 4 for c in row]
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [n for _, n in groups]
    order = [r for r, _ in groups]
    if len(row) == 5:
        flush = len({c % 4 for c in row}) == 1
        distinct = sorted(set(ranks))
        straight_high = None
        if len(distinct) == 5 and distinct[4] - distinct[0] == 4:
            straight_high = distinct[4]
        if distinct == [0, 1, 2, 3, 12]:
            straight_high = 3
        if straight_high is not None:
            return (8 if flush else 4, [straight_high])
        if shape == [4, 1]:
            return (7, order)
        if shape == [3, 2]:
            return (6, order)
        if flush:
            return (5, order)
        if shape == [3, 1, 1]:
            return (3, order)
        if shape == [2, 2, 1]:
            return (2, order)
        if shape == [2, 1, 1, 1]:
            return (1, order)
        return (0, order)
    return ({3: 3, 2: 1, 1: 0}[shape[0]], order)


def cmp(a, b):
    return (a > b) - (a < b)


rows = st.lists(st.integers(0, 51), min_size=10, max_size=10, unique=True)


@SETTINGS
@given(rows, st.sampled_from([(3, 3), (3, 5), (5, 3), (5, 5)]))
def test_evaluate_orders_rows_like_the_reference(cards, sizes):
    a, b = cards[:sizes[0]], cards[5:5 + sizes[1]]
    assert evaluate(a) >> 20 == reference(a)[0]
    assert cmp(evaluate(a), evaluate(b)) == cmp(reference(a), reference(b))


@st.composite
def hands(draw):
    """Two hands from one deck; often arranged so bottom >= middle (fouls still happen)."""
    cards = draw(st.permutations(range(52)))[:26]
    out = []
    for h in (cards[:13], cards[13:]):
        top, middle, bottom = list(h[:3]), list(h[3:8]), list(h[8:])
        if draw(st.booleans()) and evaluate(middle) > evaluate(bottom):
            middle, bottom = bottom, middle
        out.append((top, middle, bottom))
    return out


@SETTINGS
@given(hands())
def test_deal_is_zero_sum_and_swapping_players_negates_the_net(pair):
    a, b = pair
    r = CardDeal(a, b).result()
    s = CardDeal(b, a).result()
    assert s.net == -r.net
    assert s.rows == [-x for x in r.rows] and s.scoop == -r.scoop
    # A's gain is B's loss: the net is rows + scoop + royalty difference, nothing else
    assert r.net == sum(r.rows) + r.scoop + r.royalty(0) - r.royalty(1)


@SETTINGS
@given(hands())
def test_fouled_hand_never_beats_a_legal_one(pair):
    r = CardDeal(*pair).result()
    if r.fouls == [True, False]:
        assert r.net <= -6 and r.royalty(0) == 0
    elif r.fouls == [False, True]:
        assert r.net >= 6 and r.royalty(1) == 0
    elif r.fouls == [True, True]:
        assert r.net == 0


@SETTINGS
@given(hands(), st.permutations(range(52)))
def test_royalty_of_a_row_depends_on_that_row_alone(pair, deck):
    a, b = pair
    r = CardDeal(a, b).result()
    used = set(a[0] + a[1] + a[2])
    other = [c for c in deck if c not in used][:13]
    r2 = CardDeal(a, (other[:3], other[3:8], other[8:])).result()   # B changed, A the same
    for row in range(3):
        alone = royalty_points(row, royalty_code(row, evaluate(a[row])))
        assert r.royalties[0][row] == r2.royalties[0][row] == (0 if r.fouls[0] else alone)


@SETTINGS
@given(hands(), st.booleans(), st.booleans(), st.integers(0, 1), st.booleans())
def test_cards_and_taps_give_the_same_deal(pair, fl_a, fl_b, stay, progressive):
    deal = CardDeal(*pair)
    r = deal.result()
    taps = deal.taps()          # a real deal is never refused by the tap checks
    t = taps.result()
    assert t.net == r.net and t.rows == r.rows and t.scoop == r.scoop
    for seat, in_fl in ((0, fl_a), (1, fl_b)):
        assert t.fantasyland(seat, in_fl, stay, progressive) == r.fantasyland(seat, in_fl, stay, progressive)
    assert TapDeal.from_values(taps.to_values()) == taps
    assert CardDeal.from_values(deal.to_values()) == deal


# -- matches -------------------------------------------------------------------------------
@st.composite
def inputs(draw):
    kind = draw(st.sampled_from(["quick", "quick", "taps", "offer", "offer", "answer", "answer", "accept", "drop"]))
    if kind == "answer":        # the right player answers a pending offer, mostly accepting
        return draw(st.sampled_from(["accept", "accept", "accept", "drop"]))
    if kind == "quick":
        winner = draw(st.sampled_from([None, 0, 1]))
        net = 0 if winner is None else draw(st.integers(1, 40))
        return QuickDeal(winner, net, draw(st.sampled_from([0, 0, 14])), draw(st.sampled_from([0, 0, 14])))
    if kind == "taps":
        return CardDeal(*draw(hands())).taps()
    player = draw(st.integers(0, 1))
    if kind == "offer":
        return Offer(player, draw(st.integers(1, 12)), draw(st.integers(0, 5)))
    return Accept(player) if kind == "accept" else Drop(player)


@settings(max_examples=100, deadline=None)
@given(st.lists(inputs(), min_size=5, max_size=40), st.integers(10, 60), st.integers(0, 50), st.data())
def test_match_invariants_and_checkpoints(items, target, stake, data):
    session = Session()
    applied = [Settings(target=target, stake=stake)]
    session.apply(applied[0])
    checkpoints = [session.to_values()]
    for item in items:
        m = session.match
        if m.offerer is None and isinstance(item, Offer):
            player = item.player                                    # mostly well-timed offers,
            if player == 0 and m.cube_owner is not None:            # half of them by the owner
                player = m.cube_owner
            item = Offer(player, m.next_deal, item.street)
        elif item in ("accept", "drop"):
            if m.offerer is None:
                continue
            item = (Accept if item == "accept" else Drop)(1 - m.offerer)
        before = session.to_values()
        scores = list(m.scores)
        pending = m.offerer is not None
        over = m.winner is not None
        try:
            session.apply(item)
        except ValueError as exc:
            assert str(exc)
            assert session.to_values() == before            # a refusal changes nothing
            continue
        assert not over                                                  # nothing counts after the end
        assert not (pending and isinstance(item, (CardDeal, TapDeal, QuickDeal)))  # nor a deal during an offer
        applied.append(item)
        checkpoints.append(session.to_values())
        assert m.scores[0] >= scores[0] and m.scores[1] >= scores[1]     # scores only go up
        assert min(m.scores[0] - scores[0], m.scores[1] - scores[1]) == 0  # ... for one player
        assert m.cube_value & (m.cube_value - 1) == 0                    # a power of two
        if m.winner is not None and m.end == "score":
            assert m.scores[m.winner] >= target > m.scores[1 - m.winner]
    final = session.to_values()
    money = session.match.payout() if session.match.winner is not None else 0
    assert session.balance == (money if session.match.winner == 0 else -money)
    k = data.draw(st.integers(0, len(checkpoints) - 1))
    restored = Session.from_values(checkpoints[k])
    assert ofc_match.rebuild(applied[k + 1:], session=restored).to_values() == final
    for item in applied:
        assert ofc_match.from_tagged(ofc_match.tagged(item)) == item


def test_royalty_tables_points_exactly_as_the_spec():
    ROYALTIES = [royalty_table(row) for row in range(3)]
    top = dict((code, points) for code, points, _ in ROYALTIES[0])
    # pairs: 66 = 1 ... AA = 9, one more per rank
    assert [top[r + r] for r in "6789TJQKA"] == list(range(1, 10))
    # trips: 222 = 10 ... AAA = 22
    assert [top[r * 3] for r in "23456789TJQKA"] == list(range(10, 23))
    assert top["none"] == 0 and len(top) == 1 + 9 + 13
    assert [(c, p) for c, p, _ in ROYALTIES[1]] == [
        ("none", 0), ("trips", 2), ("straight", 4), ("flush", 8), ("full", 12), ("quads", 20),
        ("sflush", 30), ("royal", 50)]
    assert [(c, p) for c, p, _ in ROYALTIES[2]] == [
        ("none", 0), ("straight", 2), ("flush", 4), ("full", 6), ("quads", 10), ("sflush", 15), ("royal", 25)]
    for table in ROYALTIES:
        assert all(len(label) <= 11 for _, _, label in table)     # fits a 128-px line with its points
    assert [label for _, _, label in ROYALTIES[2]] == [
        "none", "straight", "flush", "full house", "quads", "str. flush", "royal flush"]
    assert ROYALTIES[0][7][2] == "pair QQ" and ROYALTIES[0][10][2] == "trips 222"


def test_royalty_codes_round_trip_and_unknown_codes_are_refused():
    from tablescore.rules.ofc_deal import royalty_index, royalty_category, royalty_count
    for row in range(3):
        for i in range(royalty_count(row)):
            assert royalty_index(row, royalty_category(row, i)) == i
    # pairs below 66 score nothing on top; codes are exact (the replay upper-cases JSON input)
    for code in ("55", "22", "AAAA", "A", "", "AK", "qq", "pair QQ", "trips", None, 7, ["QQ"]):
        with pytest.raises(ValueError, match="unknown top royalty"):
            royalty_index(0, code)
    for row, code in ((1, "Full"), (2, "trips"), (1, "QQ"), (2, None)):
        with pytest.raises(ValueError, match="unknown %s royalty" % ("middle" if row == 1 else "bottom")):
            royalty_index(row, code)
