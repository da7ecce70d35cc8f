"""The hand-checked cases of tests/systems/ fed to the engine, as session files
through `tablescore replay --json` (read_session + replay_doc: the path a
session file takes), each event's pulya, gora and vists compared with the
hand-written numbers, each refusal refused, each closed pulya's settled
results compared.

Written before the engine of issue 16 landed: the three adapters below
(``session_lines``, ``RULES``/``rules_of`` and ``final_of``) are the only
places that know how the engine names things; they follow the parameter
names of firmware/rules/pref_systems.py (CHOICES) as read on branch sys16
while it was being written.  The lead wires them to the final names.  The
case data never changes for that: it names its settings in the digest's
words (tests/systems/README.md).
"""
import json

import pytest

from systems import leningrad, rostov, sochi
from tablescore.cli import UsageError
from tablescore.replay import read_session, replay_doc

ALL = [c for m in (sochi, leningrad, rostov) for c in m.DEALS + m.PULYAS]


def cid(c):
    return "%s:%s" % (c["system"], c["id"])


# ---------------------------------------------------------------- adapters (the engine's names)

# each case setting (the digest's words) -> the engine's rule parameters
RULES = {
    ("two_whisters", "individual"): {"pair_67": 2, "pair_810": "zero"},
    ("two_whisters", "pair"): {"pair_67": 1, "pair_810": "each"},
    ("pair_at_zero", "both"): {"pair_810": "each"},
    ("pair_at_zero", "last"): {"pair_810": "last"},
    ("responsibility", "full"): {"liability": 2},
    ("responsibility", "half"): {"liability": 1},
    ("ten", "whisted"): {"ten": "whist"},
    ("ten", "checked"): {"ten": "free"},
    ("dealer_consolation", True): {"dealer_consoles": 1},
    ("dealer_consolation", False): {"dealer_consoles": 0},
    ("exit", "simple"): {"exit_ladder": [6, 6, 6]},
    ("exit", "hard"): {"exit_ladder": [7, 7, 7]},
    ("exit", "strict"): {"exit_ladder": [7, 8, 8]},
    ("exit", "home"): {"exit_ladder": [7, 8], "series_ends": "played"},
    ("pass_resets_raspasy", False): {"pass_ends_series": 0},
    ("zero_trick", "flat"): {"zero_bonus": "one"},
    ("gentleman", True): {"gentleman": 1, "gentleman_tricks": 1},
    ("made_split", True): {"gentleman": 2},
    ("divisor", "n-1"): {"divisor": 1},
    ("consolation", "cost"): {"consolation": 0},
    ("misere_consolation", True): {"misere_consolation": 10},
    ("gora_first", False): {"gora_first": 0},
}


def rules_of(case):
    out = {}
    # pair_at_zero refines two_whisters' pair_810: applied after it
    for key, value in sorted(case["settings"].items(), key=lambda kv: (kv[0] == "pair_at_zero", kv[0])):
        out.update(RULES[(key, value)])
    return out


def session_lines(case):
    """The case as a session file: the header, then one event a line."""
    header = {"format": "tablescore-session", "version": 1, "game": "preferans-m",
              "settings": {"players": case["players"], "first_dealer": case["dealer"],
                           "system": case["system"], "rules": rules_of(case),
                           "pulya_to": case["pulya_to"]}}
    return [json.dumps(o) for o in [header] + case["events"]]


def final_of(doc):
    """The closed pulya's sheet and settled (rounded) results from the replay."""
    return {"pulya": doc["pulya"], "gora": doc["gora"], "results": doc["totals"]}


# ---------------------------------------------------------------- the comparison

def written(ev_doc, names):
    """One replayed event as the cases write it (zeros left out)."""
    vists, consolation, help_ = {}, {}, {}
    for e in ev_doc["entries"]:
        key = "%s>%s" % (e["writer"], e["target"])
        vists[key] = vists.get(key, 0) + e["vists"]
        if e["reason"] == "consolation":
            consolation[key] = consolation.get(key, 0) + e["vists"]
        if e["reason"].startswith("help"):
            help_[key] = help_.get(key, 0) + e["vists"]
    return {"pulya": {p: v for p, v in ev_doc["pulya"].items() if v},
            "gora": {p: v for p, v in ev_doc["gora"].items() if v},
            "vists": {k: v for k, v in vists.items() if v},
            "consolation": consolation, "help": help_}


def expected(exp):
    return {m: {k: v for k, v in exp[m].items() if v} for m in ("pulya", "gora", "vists", "consolation", "help")}


@pytest.mark.parametrize("case", [c for c in ALL if all("refused" not in e for e in c["expect"])], ids=cid)
def test_the_engine_scores_each_event_as_by_hand(case):
    header, events = read_session(session_lines(case))
    doc = replay_doc(header, events)
    scored = [e for e in doc["events"] if "entries" in e]
    assert len(scored) == len(case["expect"])
    for i, (ev_doc, exp) in enumerate(zip(scored, case["expect"])):
        assert written(ev_doc, case["players"]) == expected(exp), "event %d: %s" % (i + 1, case["why"])
    if "final" in case:
        f = final_of(doc)
        assert f["pulya"] == case["final"]["pulya"]
        assert f["results"] == case["final"]["results"], case["final"]["why"]


@pytest.mark.parametrize("case", [c for c in ALL if any("refused" in e for e in c["expect"])], ids=cid)
def test_the_engine_refuses_what_the_system_does_not_allow(case):
    lines = session_lines(case)
    header, events = read_session(lines)
    with pytest.raises(UsageError) as exc:
        replay_doc(header, events)
    exp = case["expect"][-1]
    message = str(exc.value)
    assert message.startswith("line %d:" % len(lines)), message     # the refused event's own line
    if "reason" in exp:
        assert exp["reason"] in message


def test_refusals_of_different_kinds_have_different_messages():
    seen = {}
    for case in ALL:
        exp = case["expect"][-1]
        if "refused" not in exp:
            continue
        header, events = read_session(session_lines(case))
        try:
            replay_doc(header, events)
        except UsageError as exc:
            text = str(exc).split(":", 1)[1].strip()
            seen.setdefault(text, set()).add(exp["refused"])
    assert all(len(kinds) == 1 for kinds in seen.values()), seen
