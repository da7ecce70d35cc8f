"""A closed classic pulya read back at boot without its engine (issue 16's
heap budgets): the close's checkpoint keeps its final calculation
(``rules.table_closed.Final``), so the restarted board's boot reads a
Sochi, Leningrad or Rostov pulya as it does a System «M» one, and its final
results are the same lines as when read whole, with its engine; a pulya
closed before the checkpoint kept it (an old ledger) still opens, whole.
The board's side: tests/ledger/closed_classic.py under micropython."""
import ast
import pathlib

import pytest

from mp import run_micropython
from tablescore.rules import ledger as L
from tablescore.rules import pref_close, pref_systems
from tablescore.rules.table_final import Final

LEDGER = pathlib.Path(__file__).parent / "ledger"
CASES = ("sochi3", "sochi4", "leningrad3", "leningrad4", "rostov3", "rostov4", "thirds3")


@pytest.fixture(scope="module")
def board():
    out = run_micropython(LEDGER / "closed_classic.py", path=[LEDGER], heapsize="16M").stdout.decode()
    facts = {}
    for line in out.strip().split("\n"):
        case, name, value = line.split(" ", 2)
        facts[case, name] = ast.literal_eval(value.replace("True", "1").replace("False", "0")) \
            if name not in ("boot_engine",) else value
    return facts


@pytest.mark.parametrize("case", CASES)
def test_the_boot_reads_a_closed_classic_pulya_without_its_engine_to_the_same_results(board, case):
    assert board[case, "codes"] == [0] * 6
    results = board[case, "closed"]     # as the close showed them
    # the system first, the money, the final calculation's five steps, the check code
    assert len(results) > 5 * 4 + 5, results
    # the restarted board's boot: no engine, none of its modules loaded
    assert board[case, "boot_engine"] == "False []"
    assert board[case, "boot"] == results
    # loaded whole (its engine, from the same checkpoint): the same lines
    assert board[case, "load"] == 1 and board[case, "whole_engine"] == 1
    assert board[case, "whole"] == results
    # the checkpoint kept totals and the final calculation; written as
    # before (the totals only), the boot reads it whole: the same lines
    assert board[case, "kept"] == 7
    assert board[case, "old_engine"] == 1
    assert board[case, "old"] == results


def test_the_final_calculation_through_a_checkpoint():
    rules = pref_systems.preset("leningrad", {"rounding": "pc", "rounding_seat": 2})
    f = pref_close.final([10, 8, 4], [3, 0, 7], [16, 4, -20], 10, 3, rules)
    link = b"\x01" * L.LINK_SIZE
    values = L.read_checkpoint(L.checkpoint(1, 18, 9, link, [0], f.results, f.to_values()))
    assert values[5] == f.results
    back = Final.from_values(values[6])
    for name in ("target", "share", "gora", "least", "reduced", "exact", "results"):
        assert getattr(back, name) == getattr(f, name), name
    assert back.rules[0] == 2 and back.rules[34] == rules[34] == 1
    # a checkpoint without it, as before: five or six values
    assert len(L.read_checkpoint(L.checkpoint(1, 18, 9, link, [0], f.results))) == 6
    assert len(L.read_checkpoint(L.checkpoint(1, 18, 9, link, [0], None))) == 5
