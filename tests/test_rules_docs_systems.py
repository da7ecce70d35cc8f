"""docs/rules-other-systems.md holds: each example replays (``tablescore
replay --json``) to what the lines after it say, as test_rules_docs.py does
for the System «M» page; and every function or parameter it names exists.

- ``Result:`` the last event's results in vists;
- ``Points:`` its pulya and gora points (``A pulya +4, C gora +2``; none: 0);
- ``Final:`` the final calculation's results (the pulya over);
- ``Refused:`` the replay's message for the last line.
"""
import json
import re

import pytest

from test_rules_docs import CODE, DOCS, by_player, examples, number, replay
from tablescore.rules import pref_systems

NAME = "rules-other-systems.md"


def points(text):
    out = {}
    for item in text.rstrip(".").split(", "):
        name, kind, value = item.split()
        out[(name, kind)] = number(value)
    return out


@pytest.mark.parametrize("body, expect", examples(NAME))
def test_worked_example(body, expect, tmp_path, capsys):
    assert expect
    code, out, err = replay(body, tmp_path, capsys)
    for line in expect:
        key, text = line.split(": ", 1)
        if key == "Refused":
            assert code == 2 and err == "tablescore: line %d: %s\n" % (len(body.splitlines()), text), err
            continue
        assert code == 0, err
        doc = json.loads(out)
        last = doc["events"][-1]
        if key == "Result":
            assert last["results"] == by_player(text)
        elif key == "Points":
            got = {(p, k): last[k][p] for k in ("pulya", "gora") for p in last[k] if last[k][p]}
            assert got == points(text)
        else:
            assert key == "Final", line
            assert doc["over"] and doc["final"]["results"] == by_player(text) == doc["totals"]


def test_the_page_keeps_its_examples():
    assert len(examples(NAME)) >= 10


def test_every_parameter_and_function_the_page_names_exists():
    text = (DOCS / NAME).read_text()
    names = set(CODE.findall(text))
    for name in sorted(names):
        if "." in name:
            module, attr = name.split(".", 1)
            mod = __import__("tablescore.rules." + module, fromlist=[attr])
            assert hasattr(mod, attr), name
    # the table names every parameter, each an index of the rules' layout
    from tablescore.rules import pref_rules
    from test_systems_layout import index_name
    for i, param in enumerate(pref_systems.NAMES):
        assert re.search(r"`%s`" % param, text), param
        assert getattr(pref_rules, index_name(param)) == 1 + i, param
