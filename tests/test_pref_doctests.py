"""The examples in the preferans modules' docstrings hold (CPython)."""
import doctest

import pytest

from tablescore.rules import pref_deal, pref_host, pref_incident, pref_plan, pref_replay, pref_session


@pytest.mark.parametrize("module", [pref_deal, pref_session, pref_incident, pref_plan, pref_replay, pref_host], ids=lambda m: m.__name__)
def test_docstring_examples(module):
    result = doctest.testmod(module, optionflags=doctest.IGNORE_EXCEPTION_DETAIL)
    assert result.attempted > 0 and result.failed == 0
