"""§8 of the spec: the worked examples of the original, exact, under both interpreters."""
import pathlib

import pytest

from mp import run_cpython, run_micropython
from tablescore import texts
from tablescore.rules.pref_deal import CLOSED, HALF_WHISTER, OPEN, Deal, score

A, B, C, D = 0, 1, 2, 3
SCRIPT = pathlib.Path(__file__).parent / "scenarios" / "pref_worked_examples.py"

# Results A B C (D), in vists, as the spec states them.
EXPECTED = (
    "ex9.1 -64 +32 +32 +0\n"    # A -40-4-4-16; B 20+4+8; C 20+4+8 (gentleman split of 16)
    "ex9.2 -64 +40 +24 +0\n"    # B 20+4+16; C 20+4
    "ex10 +24 -24 +0 +0\n"      # A 20+10-6; B -10-20+6; C -10+10
    "ex11 -50 +10 +40 +0\n"     # gora 10/6/4 reduced to 6/2/0
    "ex12 -165 +15 +150\n"      # gora 21/9/0
    "ex13.1 +12 -1 -10 -1\n"    # A 20-8; B and D (-10+8)/2; C -10
    "ex13.2 +24 -12 +0 -12\n"   # A 20-6+10; B and D (-10+6-20)/2; C -10+10
)


@pytest.mark.parametrize("run", [run_micropython, run_cpython], ids=["micropython", "cpython"])
def test_worked_examples_print_the_spec_numbers(run):
    kwargs = {"heapsize": "64wK"} if run is run_micropython else {}
    assert run(SCRIPT, **kwargs).stdout.decode() == EXPECTED


def test_example_9_entries_in_traditional_order():
    # Ex. 9 (1): gora 4 -> B and C write 20 each; consolation 4 each; 16 split 8/8.
    b = score(Deal.game(A, 7, tricks=6, defence=CLOSED, whister=B), 4, D)
    assert b.entries == [(B, A, 20, "gora"), (C, A, 20, "gora"), (B, A, 4, "consolation"),
                         (C, A, 4, "consolation"), (B, A, 8, "tricks"),
                         (C, A, 8, "tricks, gentleman split")]
    assert b.gora == [4, 0, 0, 0] and b.pulya == [0, 0, 0, 0]


def test_example_10_whister_gora():
    # A pulya 2 (10 on B, 10 on C); B writes 6 (3 tricks x 2); B gora 2 (A and C write 10 each).
    b = score(Deal.game(A, 6, tricks=7, defence=OPEN, whister=B), 4, D)
    assert b.pulya == [2, 0, 0, 0] and b.gora == [0, 2, 0, 0]
    assert sorted(b.entries) == sorted([(A, B, 10, "pulya"), (A, C, 10, "pulya"), (B, A, 6, "tricks"),
                                        (A, B, 10, "gora"), (C, B, 10, "gora")])


def test_example_11_records_the_reduced_gora():
    b = score(Deal.raspasy([5, 3, 2, None]), 4, D, series=1)
    assert b.gora == [6, 2, 0, 0]  # 10/6/4 less 4
    assert "raspasy at 2 a trick: gora 10/6/4 reduced by 4" in [texts.note(n) for n in b.notes]


def test_example_13_split_between_passer_and_dealer():
    # (2): seat B: -10 (pulya) + 6 (tricks) - 20 (gora 2) = -24; half of that loss goes to D:
    # B writes 12 on D, so B -24+12 = -12 and D -12.
    b = score(Deal.game(A, 6, tricks=7, defence=OPEN, whister=B, after_half=1, dealer_role=HALF_WHISTER), 4, D)
    assert (B, D, 12, "half-and-half") in b.entries
    assert b.gora == [0, 1, 0, 1]
