"""The examples in the preferans modules' docstrings hold (CPython)."""
import doctest
import importlib

import pytest

MODULES = ("pref_sheet", "pref_rules", "pref_score", "pref_session", "pref_classic", "pref_close", "pref_systems",
           "pref_ruleset", "pref_presets", "pref_deal", "pref_incident", "pref_plan", "pref_replay", "pref_host")


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module("tablescore.rules." + name)
    result = doctest.testmod(module, optionflags=doctest.IGNORE_EXCEPTION_DETAIL)
    assert result.attempted > 0 and result.failed == 0
