"""Cards: parsing, row evaluation and comparison (tablescore.rules.ofc_cards)."""
import doctest

import pytest

from tablescore.rules import davi, ofc_cards, ofc_deal, ofc_host, ofc_match
from tablescore.rules.ofc_cards import (OfcError, parse_card, parse_cards, parse_hand, check_rows, card_name, evaluate,
                                        category, is_foul, compare, HIGH_CARD, PAIR, TWO_PAIR, TRIPS,
                                        STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH)
from tablescore.rules.ofc_host import hand_name


@pytest.mark.parametrize("module", [ofc_cards, ofc_deal, davi, ofc_match, ofc_host], ids=lambda m: m.__name__)
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("text, card", [
    ("2c", 0), ("2d", 1), ("2h", 2), ("2s", 3),      # rank 0: suits c d h s
    ("As", 51), ("as", 51), ("AS", 51),              # 12 * 4 + 3
    ("Td", 33), ("td", 33), ("10d", 33), ("10D", 33),  # 8 * 4 + 1
    ("Kh", 46), ("Qc", 40), ("Js", 39),              # 11*4+2, 10*4+0, 9*4+3
])
def test_parse_card(text, card):
    assert parse_card(text) == card
    assert parse_card(card_name(card)) == card


@pytest.mark.parametrize("text", ["", "A", "1d", "11d", "Ax", "Zs", "As ", "10", "100d", "1Od", "♠A", "AsK", "0d",
                                  "1s", "11h", "Xx", "A♠", "A s", "Aſ"])
def test_parse_card_rejects(text):
    with pytest.raises(OfcError, match="not a card"):
        parse_card(text)


def test_every_card_round_trips():
    assert [parse_card(card_name(c)) for c in range(52)] == list(range(52))


def test_parse_hand_rows_and_errors():
    top, middle, bottom = parse_hand("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h")
    assert [card_name(c) for c in top] == ["Ac", "9d", "4s"]
    assert len(middle) == 5 and len(bottom) == 5
    assert parse_hand("Ac 9d 4s Kh Kd 8s 6c 2d Ah Ad Qs Tc 3h") == (top, middle, bottom)
    cases = [
        ("Ac 9d / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h", "the top row needs 3 cards, got 2"),
        ("Ac 9d 4s / Kh Kd 8s 6c 2d 5c / Ah Ad Qs Tc 3h", "the middle row needs 5 cards, got 6"),
        ("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc", "the bottom row needs 5 cards, got 4"),
        ("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 9D", "9d appears twice"),
        ("Ac 9d 4s / Kh Kd 8s 6c 2d", "a hand is three rows separated by '/' (top / middle / bottom), got 2"),
        ("Ac 9d 4s Kh", "a hand is 13 cards (top 3 / middle 5 / bottom 5), got 4"),
        ("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3x", "not a card: '3x' (rank 2-9, T or 10, J, Q, K, A; then suit c, d, h or s)"),
    ]
    for text, reason in cases:
        with pytest.raises(OfcError) as exc:
            parse_hand(text)
        assert str(exc.value) == reason


def test_non_text_cards_and_rows_are_refused_not_crashed():
    # these were TypeError / AttributeError tracebacks: the device passes whatever a screen built
    cases = [
        (lambda: parse_card(None), "not a card: None (a card is text like As, Td or 10d)"),
        (lambda: parse_card(51), "not a card: 51 (a card is text like As, Td or 10d)"),
        (lambda: parse_cards(5), "not cards: 5 (cards are text like \"Ah Kd 10c\")"),
        (lambda: parse_hand(None), "not a hand: None (a hand is text like \"Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h\")"),
        (lambda: ofc_cards.CardDeal.parse("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h", b"x"),
         "not a hand: b'x' (a hand is text like \"Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h\")"),
        (lambda: check_rows(5), "a hand is three rows (top / middle / bottom), got 5"),
        (lambda: check_rows([[0, 1, 2], 7, [8, 9, 10, 11, 12]]), "the middle row is a list of cards, got 7"),
        (lambda: ofc_cards.CardDeal((1, 2, 3), ([0, 1, 2], [3, 4, 5, 6, 7], [8, 9, 10, 11, 12])),
         "the top row is a list of cards, got 1"),
    ]
    for call, reason in cases:
        with pytest.raises(OfcError) as exc:
            call()
        assert str(exc.value) == reason


def test_card_deal_rejects_a_card_in_both_hands():
    with pytest.raises(OfcError, match="^Ks appears twice$"):
        ofc_cards.CardDeal.parse("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h", "Ks 8c 3s / Jh Jd 9h 5d 2c / Qh Ks As 7c 4d")


@pytest.mark.parametrize("row, cat, name", [
    ("Ah Kd 9c", HIGH_CARD, "high card, A high"),
    ("5h 5d Ac", PAIR, "pair of 5"),
    ("Qh Qd Qc", TRIPS, "trips of Q"),
    ("Ah Kd 9c 7s 2h", HIGH_CARD, "high card, A high"),
    ("Qh Qd 7c 5s 2h", PAIR, "pair of Q"),
    ("Qh Qd 7c 7s 2h", TWO_PAIR, "two pair, Q and 7"),
    ("Qh Qd Qc 7s 2h", TRIPS, "trips of Q"),
    ("Ah 2d 3c 4s 5h", STRAIGHT, "straight, 5 high"),          # the wheel
    ("Th Jd Qc Ks Ah", STRAIGHT, "straight, A high"),
    ("2h 7h 9h Jh Kh", FLUSH, "flush, K high"),
    ("Qh Qd Qc 7s 7h", FULL_HOUSE, "full house, Q over 7"),
    ("Qh Qd Qc Qs 7h", QUADS, "quads of Q"),
    ("As 2s 3s 4s 5s", STRAIGHT_FLUSH, "straight flush, 5 high"),  # steel wheel
    ("9d Td Jd Qd Kd", STRAIGHT_FLUSH, "straight flush, K high"),
    ("Tc Jc Qc Kc Ac", STRAIGHT_FLUSH, "royal flush"),
    ("Ah Kh Qh Jh 9h", FLUSH, "flush, A high"),                # not a straight
    ("Ah Kd 2c 3s 4h", HIGH_CARD, "high card, A high"),        # A-K-2-3-4 does not wrap
])
def test_evaluate_categories(row, cat, name):
    v = evaluate(parse_cards(row))
    assert category(v) == cat
    assert hand_name(v) == name


def _v(text):
    return evaluate(parse_cards(text))


@pytest.mark.parametrize("stronger, weaker", [
    ("2h 3d 4c 5s 6h", "Ah 2d 3c 4s 5h"),        # 6-high straight beats the wheel
    ("Ah 2d 3c 4s 5h", "Ah Ad Ac Ks Qh"),        # the wheel is still a straight
    ("2s 3s 4s 5s 6s", "As 2h 3h 4h 5h"),         # straight flush 6 over steel wheel 5
    ("Ac Ah Ad Ks Kh", "As 2h 3h 4h 5h"),        # full house beats a straight
    ("Qh Qd Kc 3s 2h", "Qs Qc Jd 9h 8c"),        # pair: first kicker
    ("Qh Qd Kc 4s 2h", "Qs Qc Kd 3h 2c"),        # pair: second kicker
    ("Kh Kd 3c 3s 2h", "Qs Qc Jd Jh Ac"),        # two pair: top pair first
    ("Kh Kd 4c 4s 2h", "Ks Kc 3d 3h Ac"),        # two pair: second pair before kicker
    ("3h 3d 3c 2s 2h", "Ah Ad Kc Ks Qh"),        # full house beats two pair
    ("Ah 7h 6h 4h 3h", "Kd Qd Jd 9d 8d"),        # flush: highest card
    ("Qh Qd 7c", "Qs Qc 6d 5h 4s"),              # top QQ7 over middle QQ654 (a foul)
    ("Qs Qc 9d 8h 2s", "Qh Qd 7c"),              # middle QQ98 over top QQ7 (legal)
    ("Qs Qc 7d 5h 3s", "Qh Qd 7c"),              # QQ7 + kickers beats QQ7 alone
    ("As Kc 8d 7h 5s", "Ah Kd 7c"),              # AK8 over AK7
    ("Ah Kd 9c", "As Kc 8d 7h 5s"),              # top AK9 over middle AK8 (a foul)
    ("2h 2d 3c", "Ah Kd Qc Js 9h"),              # any pair beats high card
    ("2h 2d 2c", "Ah Ad Kc Ks Qh"),              # top trips beat two pair
])
def test_row_order(stronger, weaker):
    assert _v(stronger) > _v(weaker)
    assert compare(parse_cards(stronger), parse_cards(weaker)) == 1
    assert compare(parse_cards(weaker), parse_cards(stronger)) == -1


@pytest.mark.parametrize("a, b", [
    ("5c 6d 7h 8s 9c", "5d 6h 7s 8c 9d"),      # equal straights
    ("Ts Js Qs Ks As", "Th Jh Qh Kh Ah"),      # two royals
    ("Ah Ad Kc 7d 5s", "As Ac Kd 7h 5c"),      # same pair, same kickers
    ("Kh Qh 2h", "Kd Qd 2d"),
])
def test_equal_rows(a, b):
    assert _v(a) == _v(b)
    assert compare(parse_cards(a), parse_cards(b)) == 0


def test_is_foul_boundaries():
    f = lambda t, m, b: is_foul(parse_cards(t), parse_cards(m), parse_cards(b))
    bottom = "2c 2d 2h 3s 3c"
    assert f("Qh Qd 7c", "Qs Qc 6d 5h 4s", bottom)           # QQ7 over QQ654
    assert not f("Qh Qd 7c", "Qs Qc 9d 8h 2s", bottom)       # QQ7 under QQ982
    assert not f("Jc 9d 2h", "Ah Ad Kc 7d 5s", "As Ac Kd 7h 5c")   # middle = bottom is legal
    assert f("Jc 9d 2h", "Ah Ad Kc 7d 5s", "As Ac Qd 8h 4c")       # AAK over AAQ
    assert f("Kh 9d 4c", "Ac Kd Qh Js Th", "Ah 2s 3d 4h 5c")       # broadway over the wheel
    assert not f("Kh 9d 4c", "Ah 2s 3d 4h 5c", "2h 3h 4d 5s 6c")   # wheel under 6-high
