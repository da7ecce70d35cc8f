"""A sample of the hand-checked cases of tests/systems/ (every third scored
case of each system, and each system's first whole pulya) scored by the
firmware's Session under the real MicroPython interpreter and compared with
the numbers written by hand: the classic systems' engine is firmware code,
CPython passing is not enough (tests/test_systems_engine.py has them all
under CPython)."""
import json

from mp import ROOT, run_micropython
from systems import leningrad, rostov, sochi
from tablescore import replay_pref
from tablescore.replay import read_session
from test_systems_engine import expected, session_lines

SCRIPT = ROOT / "tests" / "systems" / "engine_run.py"     # reads the cases from stdin: not a scenario


def sample():
    out = []
    for m in (sochi, leningrad, rostov):
        scored = [c for c in m.DEALS if all("refused" not in e for e in c["expect"])]
        out += scored[::3] + m.PULYAS[:1]
    return out


def as_input(case):
    """The case as the script reads it: the rules' and each deal's values."""
    from tablescore.rules import pref_systems
    header, events = read_session(session_lines(case))
    names, session = replay_pref.parse_settings(header["settings"])
    deals = [replay_pref.parse_event(e, names).to_values() for e in events]
    return [pref_systems.to_values(session.rules), len(names), session.first_dealer, session.end_points, deals]


def written(names, deal):
    pulya, gora, entries = deal
    vists, consolation, help_ = {}, {}, {}
    for w, t, v, reason in entries:
        key = "%s>%s" % (names[w], names[t])
        vists[key] = vists.get(key, 0) + v
        if reason == "consolation":
            consolation[key] = consolation.get(key, 0) + v
        if reason.startswith("help"):
            help_[key] = help_.get(key, 0) + v
    return {"pulya": {names[p]: v for p, v in enumerate(pulya) if v},
            "gora": {names[p]: v for p, v in enumerate(gora) if v},
            "vists": {k: v for k, v in vists.items() if v}, "consolation": consolation, "help": help_}


def test_a_sample_of_the_cases_under_micropython():
    cases = sample()
    assert len(cases) >= 30
    proc = run_micropython(SCRIPT, input=json.dumps([as_input(c) for c in cases]).encode())
    lines = proc.stdout.decode().splitlines()
    assert len(lines) == len(cases)
    for case, line in zip(cases, lines):
        got = json.loads(line)
        names = case["players"]
        assert len(got) == len(case["expect"]) + 1, case["id"]
        for i, exp in enumerate(case["expect"]):
            assert written(names, got[i]) == expected(exp), "%s event %d: %s" % (case["id"], i + 1, case["why"])
        if "final" in case:
            assert got[-1] == [case["final"]["results"][p] for p in names], case["id"]
