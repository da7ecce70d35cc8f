"""Replay hand-checked cases of tests/systems/ (given by tests/test_systems_micropython.py) with the firmware's own Session,
under MicroPython (tests/test_systems_micropython.py) or CPython.

Reads JSON from stdin: a list of ``[rules values, players, first dealer,
pulya_to, [deal values, ...]]``; prints one JSON line a case:
``[[pulya, gora, entries] a deal..., final results]`` (entries as
``[writer, target, vists, reason]``).
"""
import json
import sys

from rules.pref_sheet import Deal
from rules.pref_session import Session
from rules.pref_systems import from_values

for rules, players, dealer, pulya_to, deals in json.loads(sys.stdin.read()):
    s = Session(players, dealer, pulya_to, 0, from_values(rules))
    out = []
    for values in deals:
        b = s.apply(Deal.from_values(values))
        out.append([b.pulya, b.gora, [list(e) for e in b.entries]])
    out.append(s.final().results if s.is_over() else None)
    print(json.dumps(out))
