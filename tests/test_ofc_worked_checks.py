"""Section 4 of the OFC spec, exactly, under MicroPython (CPython: tests/test_scenarios.py)."""
import pathlib

from mp import run_micropython

SCENARIO = pathlib.Path(__file__).parent / "scenarios" / "ofc_worked_checks.py"


def test_worked_checks_under_micropython():
    out = run_micropython(SCENARIO, heapsize="64wK").stdout.decode()
    assert out.splitlines() == [
        "deal 1: 8:0 cube 1 payout 25 winner - balance 0",                       # 3 + 3 + 4 - 2
        "deal 2: 8:12 cube 1 payout 25 winner - balance 0",                      # B: 3 + 3 + 6
        "A doubles at 12:0, B accepts: 12:0 cube 2 payout 50 winner - balance 0",   # 25 x 2
        "B redoubles at 18:29, A accepts: 18:29 cube 4 payout 100 winner - balance 0",  # 25 x 4
        "A doubles at 12:0, B accepts: 12:0 cube 2 payout 50 winner - balance 0",
        "B redoubles at 18:29, A drops: 18:29 cube 2 payout 50 winner B balance -50",  # A pays 25 x 2
        "scoop, no royalties: A +6",                                             # 3 rows + scoop 3
        "both foul: 0",
    ]
