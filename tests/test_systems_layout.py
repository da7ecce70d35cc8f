"""The rules' layout (issue 16): a system's rules are a tuple read at const()
indexes (``rules[_PAIR_810]``), numbers on the board, no interned names.  A
const() name exists only in its own module, so each module that reads a
parameter declares the indexes and values it reads; here they are held to
``pref_rules``' layout, and the layout to ``pref_systems.TABLE``.
"""
import pathlib
import re

from tablescore.rules import pref_rules, pref_systems

FIRMWARE = pathlib.Path(__file__).resolve().parent.parent / "firmware"
CONST = re.compile(r"^(_[A-Z0-9_]+) = const\((-?\d+)\)", re.M)


def index_name(param):
    """The layout's index of a parameter: its name in capitals (dealer_whist's
    has _ALLOWED: _DEALER_WHIST is the name of its refusal's W code)."""
    return "_" + param.upper() + ("_ALLOWED" if param == "dealer_whist" else "")


def layout():
    src = (FIRMWARE / "rules" / "pref_rules.py").read_text()
    block = src[src.index("_SYSTEM = const(0)"):src.index("SYSTEM_M = (")]
    return {name: int(v) for name, v in CONST.findall(block)}


def test_the_layout_is_the_table_in_order():
    names = layout()
    assert sorted(names[index_name(param)] for param in pref_systems.NAMES) == list(range(1, len(pref_systems.NAMES) + 1))
    for i, param in enumerate(pref_systems.NAMES):
        assert names[index_name(param)] == 1 + i, param
    assert len(pref_rules.SYSTEM_M) == 1 + len(pref_systems.NAMES)


def test_system_m_is_its_column_of_the_table():
    assert pref_rules.SYSTEM_M[0] == pref_systems.SYSTEMS.index("m")
    for i, row in enumerate(pref_systems.TABLE):
        param, m = row[0], row[1]
        want = pref_systems.WORDS[param].index(m) if param in pref_systems.WORDS else m
        assert pref_rules.SYSTEM_M[1 + i] == want, param
    assert pref_systems.preset("m", {"rounding": "largest"}) == pref_rules.SYSTEM_M


def test_the_words_are_the_layouts_numbers():
    names = layout()
    prefix = {"pair_810": "_PAIR_", "ten": "_TEN_", "zero_bonus": "_BONUS_", "series_ends": "_ENDS_",
              "settle": "_SETTLE_", "rounding": "_ROUND_"}
    for param, words in pref_systems.WORDS.items():
        assert words == pref_systems.CHOICES[param][:len(words)]
        for i, word in enumerate(words):
            if param in prefix and word:
                assert names[prefix[param] + word.upper()] == i, (param, word)


def test_every_module_declares_the_layouts_indexes_as_it():
    names = layout()
    readers = 0
    for path in sorted(FIRMWARE.rglob("*.py")):
        src = path.read_text()
        if "rules[_" in src:
            readers += 1
        for name, v in CONST.findall(src):
            if name in names:
                assert int(v) == names[name], "%s: %s = %s, the layout's %d" % (path.name, name, v, names[name])
        # an index read is one declared (CPython would take any global of that name)
        for name in set(re.findall(r"rules\[(_[A-Z0-9_]+)\]", src)):
            assert name in names and re.search(r"^%s = const" % name, src, re.M), (path.name, name)
    assert readers >= 6
