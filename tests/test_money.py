"""The money arithmetic (``rules.money``): settlements worked out by hand,
properties over generated balances against a brute force written here, and
the same answers under the real micropython.

Sign convention: a balance is what the player won (the table owes him), so
each player receives minus pays exactly his rounded balance.
"""
import doctest
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mp import FIRMWARE, run_cpython, run_micropython
from tablescore.rules import money

DEVICE = FIRMWARE.parent / "tests" / "device" / "money_cases.py"

# (balances in minor units, coin) -> (rounded, payments (payer, payee, amount)); seats 0 A, 1 B, 2 C, 3 D.
HAND_CHECKED = [
    # 1. 0.50 a vist, vists +123 -40 -83: 6150 -2000 -4150; whole roubles: down to 6100 -2000 -4200,
    #    remainders 50 0 50, one coin short, A and C tie at 50: A (seated first) -> 6200 -2000 -4200.
    #    No two sum to zero: C pays A 4200 (the most owing to the most owed), then B pays A 2000.
    (([6150, -2000, -4150], 100), ([6200, -2000, -4200], [(1, 0, 2000), (2, 0, 4200)])),
    # 2. a zero balance takes no part: C pays A 600
    (([600, 0, -600], 1), ([600, 0, -600], [(2, 0, 600)])),
    # 3. nobody won: nothing to pay
    (([0, 0, 0], 100), ([0, 0, 0], [])),
    # 4. one winner, two equal losers: B and C pay A 100 each
    (([200, -100, -100], 1), ([200, -100, -100], [(1, 0, 100), (2, 0, 100)])),
    # 5. two winners, one loser: C pays A 150 and B 50
    (([150, 50, -200], 1), ([150, 50, -200], [(2, 0, 150), (2, 1, 50)])),
    # 6. the same to a coin of 100: down to 100 0 -200, remainders 50 50 0, one coin: the tie to A
    #    -> 200 0 -200, and B, rounded to nothing, takes no part: one payment
    (([150, 50, -200], 100), ([200, 0, -200], [(2, 0, 200)])),
    # 7. a loser's remainder: coin 100, -150 75 75: down to -200 0 0, remainders 50 75 75,
    #    two coins short: B and C (75 beats 50) -> -200 100 100
    (([-150, 75, 75], 100), ([-200, 100, 100], [(0, 1, 100), (0, 2, 100)])),
    # 8. two coins short among four equal remainders (coin 10): 15 15 15 -45 -> down to 10 10 10 -50,
    #    remainders 5 5 5 5, two coins: A and B -> 20 20 10 -50.  No part sums to zero: 3 payments,
    #    D pays A 20 (A and B tie as the most owed: A), B 20, C 10
    (([15, 15, 15, -45], 10), ([20, 20, 10, -50], [(3, 0, 20), (3, 1, 20), (3, 2, 10)])),
    # 9. a pair cancels (four players): A +30 and D -30, B +10 and C -10: 2 payments, not 3
    (([30, 10, -10, -30], 1), ([30, 10, -10, -30], [(2, 1, 10), (3, 0, 30)])),
    # 10. two ways to pair: {A, C} {B, D} or {A, D} {B, C}; A's group with the smaller mask: {A, C}
    (([20, 20, -20, -20], 1), ([20, 20, -20, -20], [(2, 0, 20), (3, 1, 20)])),
    # 11. no part of four sums to zero (70 10 -30 -50: pairs 40 20 -20 -40, triples 50 30 -10 -70):
    #     3 payments: D pays A 50 (A 20 left), C pays A 20, C pays B 10
    (([70, 10, -30, -50], 1), ([70, 10, -30, -50], [(2, 0, 20), (2, 1, 10), (3, 0, 50)])),
    # 12. four players, A at zero: B +45, C -15, D -30: D pays B 30, C pays B 15
    (([0, 45, -15, -30], 1), ([0, 45, -15, -30], [(2, 1, 15), (3, 1, 30)])),
    # 13. two separate pairs: B pays A 10, D pays C 5
    (([10, -10, 5, -5], 1), ([10, -10, 5, -5], [(1, 0, 10), (3, 2, 5)])),
    # 14. spec Ex. 13 (1) at a kopeck a vist: A +12 B -1 C -10 D -1: C pays A 10, B pays A 1 (B and D
    #     tie as the most owing: B first), then D pays A 1
    (([12, -1, -10, -1], 1), ([12, -1, -10, -1], [(1, 0, 1), (2, 0, 10), (3, 0, 1)])),
    # 15. 0.25 a vist, vists +118 -22 -54 -42: 2950 -550 -1350 -1050; whole roubles: down to
    #     2900 -600 -1400 -1100, remainders all 50, two coins short: A and B -> 3000 -500 -1400 -1100
    #     (sum 0); no part sums to zero: C pays A 1400, D pays A 1100, B pays A 500
    (([2950, -550, -1350, -1050], 100), ([3000, -500, -1400, -1100], [(1, 0, 500), (2, 0, 1400), (3, 0, 1100)])),
    # 16. heads-up (OFC), 0.25 RUB won, whole roubles: down to 0 -100, remainders 25 75: B's goes up -> 0 0
    (([25, -25], 100), ([0, 0], [])),
    # 17. heads-up, 50 each way: B pays A
    (([50, -50], 1), ([50, -50], [(1, 0, 50)])),
]


@pytest.mark.parametrize("case, want", HAND_CHECKED)
def test_hand_checked_settlements(case, want):
    balances, coin = case
    assert money.settle(balances, coin) == want
    rounded, pays = want
    assert sum(rounded) == 0 and paid_back(pays, len(rounded)) == rounded


def paid_back(pays, n):
    """What each player receives minus what he pays."""
    net = [0] * n
    for payer, payee, amount in pays:
        net[payer] -= amount
        net[payee] += amount
    return net


def test_the_cases_cover_three_and_four_players_rounding_and_fewer_payments():
    sizes = [len(c[0][0]) for c in HAND_CHECKED]
    assert sizes.count(3) >= 6 and sizes.count(4) >= 6
    assert sum(1 for c, w in HAND_CHECKED if c[0] != w[0]) >= 5          # rounding moved something
    # a pair cancels: fewer payments than players with a balance, less one
    assert any(len(w[1]) < sum(1 for b in w[0] if b) - 1 for _, w in HAND_CHECKED)


# -- a brute force, written apart from rules.money ----------------------------------------
def partitions(items):
    """Every split of ``items`` into non-empty blocks."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for split in partitions(rest):
        yield [[first]] + split
        for i in range(len(split)):
            yield split[:i] + [[first] + split[i]] + split[i + 1:]


def fewest_payments(balances):
    """The least number of transfers that settle ``balances``: the transfers
    join players into groups that each sum to zero, and a group of k players
    needs k - 1 of them (k - 1 transfers always do: settle one player at a
    time); so the most zero-sum blocks of any split decides it."""
    owed = [b for b in balances if b]
    if not owed:
        return 0
    return len(owed) - max(len(split) for split in partitions(owed) if all(sum(block) == 0 for block in split))


@st.composite
def table(draw, low=2, high=8):
    n = draw(st.integers(low, high))
    balances = draw(st.lists(st.integers(-5000, 5000), min_size=n - 1, max_size=n - 1))
    balances.append(-sum(balances))
    # pairs that cancel and zeros, often: what the search is for
    if n >= 4 and draw(st.booleans()):
        balances[1] = -balances[0]
        balances[-1] = -sum(balances[:-1])
    if draw(st.booleans()):
        balances[draw(st.integers(0, n - 2))] = 0
        balances[-1] = 0
        balances[-1] = -sum(balances)
    coin = draw(st.sampled_from([1, 1, 5, 10, 50, 100, 1000]))
    return balances, coin


@settings(max_examples=400, deadline=None)
@given(table(3, 4))
def test_payments_settle_the_rounded_balances_in_the_fewest_steps_3_or_4_players(case):
    check_settlement(*case)


@settings(max_examples=150, deadline=None)
@given(table(2, 8))
def test_payments_settle_the_rounded_balances_in_the_fewest_steps_up_to_8(case):
    check_settlement(*case)


def check_settlement(balances, coin):
    rounded, pays = money.settle(balances, coin)
    assert sum(rounded) == 0
    for b, r in zip(balances, rounded):
        assert r % coin == 0 and abs(r - b) < coin
        if b % coin == 0:
            assert r == b
    assert paid_back(pays, len(balances)) == rounded
    assert len(pays) == fewest_payments(rounded)
    assert len(set((p, q) for p, q, _ in pays)) == len(pays)
    for payer, payee, amount in pays:
        assert payer != payee and amount > 0 and amount % coin == 0
        assert rounded[payer] < 0 < rounded[payee]        # only losers pay, only winners are paid
    assert pays == sorted(pays)


@settings(max_examples=200, deadline=None)
@given(table(2, 8))
def test_rounding_goes_to_the_largest_remainders(case):
    balances, coin = case
    rounded = money.rounded(balances, coin)
    up = [p for p in range(len(balances)) if rounded[p] > balances[p]]
    down = [p for p in range(len(balances)) if rounded[p] < balances[p]]
    rem = [b % coin for b in balances]
    for p in up:
        for q in down:      # every remainder rounded up is at least every one rounded down; equal: seat order
            assert rem[p] > rem[q] or (rem[p] == rem[q] and p < q)


def test_refusals():
    with pytest.raises(ValueError, match="sum to zero"):
        money.payments([1, 0, 0])
    with pytest.raises(ValueError, match="sum to zero"):
        money.rounded([5, -4], 10)
    with pytest.raises(ValueError, match="at most 8 players"):
        money.payments([0] * 9)
    for terms in (("XYZ", 1, 0), ("RUB", 0, 0), ("RUB", 1, -1), ("RUB", 1.0, 0), ("RUB", True, 0),
                  (None, 1, 0), ("RUB", 1, money.MAX_AMOUNT + 1), ("rub", 1, 0)):
        with pytest.raises(ValueError):
            money.check(*terms)
    money.check("", 1)
    money.check("RUB", money.MAX_AMOUNT, money.MAX_AMOUNT)


@pytest.mark.parametrize("amount, currency, text", [
    (6150, "RUB", "61.50"), (6200, "RUB", "62"), (-1, "RUB", "-0.01"), (-10, "USD", "-0.10"), (0, "EUR", "0"),
    (123456789, "RUB", "1234567.89"), (25, "", "25"), (-7, "", "-7")])
def test_amounts_as_written(amount, currency, text):
    assert money.text(amount, currency) == text


def test_doctests():
    result = doctest.testmod(money)
    assert result.attempted >= 15 and result.failed == 0


# -- the same under micropython -------------------------------------------------------------
def test_the_same_answers_under_micropython():
    rnd = random.Random(13)
    cases = [list(c) for c, _ in HAND_CHECKED]
    for _ in range(300):
        n = rnd.randint(2, 8)
        b = [rnd.randint(-3000, 3000) for _ in range(n - 1)]
        if n >= 4 and rnd.random() < 0.5:
            b[1] = -b[0]
        cases.append([b + [-sum(b)], rnd.choice([1, 10, 100])])
    cases.append([[2 ** 40, -2 ** 39, -2 ** 39 + 1, -1], 100])       # past a small int on the board
    stdin = "\n".join(json.dumps(c) for c in cases).encode()
    mp = run_micropython(DEVICE, input=stdin).stdout.decode().split("\n")
    cp = run_cpython(DEVICE, input=stdin).stdout.decode().split("\n")
    assert mp == cp and len(mp) == len(cases) + 1
    got = [json.loads(line) for line in mp[:len(HAND_CHECKED)]]
    assert [(r, [tuple(p) for p in pays]) for r, pays, _ in got] == [w for _, w in HAND_CHECKED]
    assert got[0][2] == ["62", "-20", "-42"]
    for line, (balances, coin) in zip(mp, cases):
        rounded, pays, _ = json.loads(line)
        assert paid_back(pays, len(balances)) == rounded


# -- on the board's heap -----------------------------------------------------------------------
# What the final-results screen adds to a pulya's table (benchmarks/money_bench.py prints it, from
# the .mpy files too): a ratchet, 64-bit heap bytes.
TEST_HEAP_MONEY = 4608


def test_the_money_of_a_4_player_pulya_on_the_board_s_heap():
    out = run_micropython(FIRMWARE.parent / "benchmarks" / "money_mp.py").stdout.decode()
    figures = dict((k, int(v)) for k, v in (line.split() for line in out.split("\n") if line))
    assert figures["done"] == 1 and figures["payments"] >= 1
    assert figures["heap_modules"] <= TEST_HEAP_MONEY, figures
    assert figures["settling_kept"] <= 512 and figures["settling_allocated"] <= 4096, figures
