"""The classic systems' presets in the engine's numbers (rules.pref_presets):
each is the column of ``pref_systems.TABLE`` that ``pref_systems.preset``
makes, and a pulya whose table changed none of its rules reads them
without ``pref_systems`` (rules.pref_ruleset); a table's changes still go
through it."""
import pytest

import tablescore.rules
from tablescore.rules import pref_presets, pref_ruleset, pref_systems

CLASSIC = pref_systems.SYSTEMS[1:]


@pytest.mark.parametrize("name", CLASSIC)
def test_each_preset_is_the_systems_table_column(name):
    assert pref_presets.plain([name]) == pref_systems.preset(name)
    assert pref_presets.PRESETS[pref_presets.NAMES.index(name)][0] == pref_systems.SYSTEMS.index(name)


def test_only_a_classic_systems_name_alone_is_a_plain_preset():
    assert pref_presets.NAMES == CLASSIC
    for values in (["m"], [], ["sochi", "gentleman", 1], "sochi", ["Sochi"], [["sochi"]], None):
        assert pref_presets.plain(values) is None, values


@pytest.fixture
def without_presets_table(monkeypatch):
    """``pref_systems`` cannot be imported; the rules read last forgotten."""
    monkeypatch.setattr(pref_ruleset, "_read", None)
    monkeypatch.delattr(tablescore.rules, "pref_systems", raising=False)
    monkeypatch.setitem(__import__("sys").modules, "tablescore.rules.pref_systems", None)


@pytest.mark.parametrize("name", CLASSIC)
def test_a_plain_classic_pulyas_rules_are_read_without_the_presets_table(without_presets_table, name):
    rules = pref_ruleset.from_values([name])
    assert rules == pref_systems.preset(name)
    assert pref_ruleset.to_values(rules) == [name]
    # a checkpoint's reload reads them again the same
    assert pref_ruleset.from_values([name]) is rules


def test_a_tables_changes_need_the_presets_table(without_presets_table):
    with pytest.raises(ImportError):
        pref_ruleset.from_values(["rostov", "consolation", 0])
