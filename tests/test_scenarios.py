"""Scenario scripts print what the rule modules compute; both interpreters must agree byte for byte.

A scenario is any ``tests/scenarios/*.py``: it imports firmware modules, runs a
story through them and prints results.  It must print something, and the real
``micropython`` must print exactly what CPython prints.  What a scenario
prints is checked against figures worked out by hand by its own test
(``test_scenario_figures.py``, ``test_pref_cases.py``, ``test_ledger_format.py``, ...):
agreeing with each other, two interpreters can still both be wrong.
"""
import pathlib

import pytest

from mp import run_cpython, run_micropython

SCENARIOS = sorted((pathlib.Path(__file__).parent / "scenarios").glob("*.py"))


@pytest.mark.parametrize("script", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_identical_under_both_interpreters(script):
    mp_out = run_micropython(script, heapsize="64wK").stdout
    cp_out = run_cpython(script).stdout
    assert cp_out.strip(), "scenario printed nothing"
    assert mp_out == cp_out
