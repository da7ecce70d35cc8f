"""The rule documents (docs/rules-*.md) hold: every worked example scores as
the document says, and every function or constant a document names exists;
and no document (README, docs/) links outside the repository.

An example is a session file in a ```jsonl block; ``tablescore replay --json``
(the rule engine behind the host's reader) replays it, and the lines right
after the block (``Result:``, ``Totals:``, ``Next:``, ``Refused:``; the
documents explain them) must match what it gives.
"""
import importlib
import json
import pathlib
import re

import pytest

from tablescore.cli import main as cli_main

DOCS = pathlib.Path(__file__).resolve().parent.parent / "docs"
RULE_DOCS = ["rules-system-m.md", "rules-ofc.md"]

# a ```jsonl block (in a list item too: indented), then its expectation lines up to a blank line
BLOCK = re.compile(r"^(?P<indent> *)```jsonl\n(?P<body>.*?)^(?P=indent)```\n(?P<expect>(?:(?P=indent)\S[^\n]*\n)*)",
                   re.S | re.M)


def examples(name):
    text = (DOCS / name).read_text()
    found = []
    for m in BLOCK.finditer(text):
        indent = len(m.group("indent"))
        body = "".join(line[indent:] + "\n" for line in m.group("body").splitlines())
        expect = [line.strip() for line in m.group("expect").splitlines()]
        line = text.count("\n", 0, m.start()) + 1
        found.append(pytest.param(body, expect, id="%s:%d" % (name, line)))
    # every block is one of these: none left unchecked by a pattern that missed it
    assert len(found) == text.count("```jsonl"), name
    return found


ALL = [e for name in RULE_DOCS for e in examples(name)]


def number(text):
    return int(text.replace("\u2212", "-").replace("+", ""))


def replay(body, tmp_path, capsys):
    path = tmp_path / "example.jsonl"
    path.write_text(body)
    code = cli_main(["replay", str(path), "--json"])
    out = capsys.readouterr()
    return code, out.out, out.err


def by_player(text):
    """``A −64, B +32, C 0`` -> ``{"A": -64, "B": 32, "C": 0}``."""
    return {name: number(value) for name, value in (item.split() for item in text.rstrip(".").split(", "))}


def check_pref(out, key, text):
    if key == "Result":
        assert out["events"][-1]["results"] == by_player(text)
    elif key == "Totals":
        assert out["totals"] == by_player(text)
    else:  # Next: "A deals, price 2, minimum 7"
        dealer, price, minimum = text.rstrip(".").split(", ")
        assert (dealer, price, minimum) == ("%s deals" % out["next_dealer"], "price %d" % out["raspasy_price"],
                                            "minimum %d" % out["minimum_contract"])


def check_ofc(out, text):
    """``net +8, score 8:0, cube 2, owner A, winner B, payout 50, fantasyland A 14, button B``."""
    match = out["matches"][-1]
    last = match["events"][-1]
    got = {"net": lambda: "%+d" % last["net"] if last["net"] else "0",
           "score": lambda: "%d:%d" % tuple(match["scores"]),
           "cube": lambda: str(match["cube_value"]),
           "owner": lambda: match["cube_owner"] or "nobody",
           "winner": lambda: match["winner"],
           "payout": lambda: str(match["payout"]),
           "fantasyland": lambda: " ".join("%s %d" % (seat, cards) for seat, cards in zip("AB", last["fantasyland"])
                                           if cards) or "none",
           "button": lambda: last["button"]}
    for item in text.rstrip(".").split(", "):
        key, value = item.split(" ", 1)
        assert got[key]() == value.replace("\u2212", "-"), (item, last)


@pytest.mark.parametrize("body, expect", ALL)
def test_worked_example(body, expect, tmp_path, capsys):
    assert expect, "an example without the line that says what it gives"
    code, out, err = replay(body, tmp_path, capsys)
    game = json.loads(body.splitlines()[0])["game"]
    for line in expect:
        key, text = line.split(": ", 1)
        if key == "Refused":
            lines = len(body.splitlines())
            assert code == 2 and err == "tablescore: line %d: %s\n" % (lines, text), err
            continue
        assert code == 0, err
        if game == "preferans-m":
            assert key in ("Result", "Totals", "Next"), line
            check_pref(json.loads(out), key, text)
        else:
            assert key == "Result", line
            check_ofc(json.loads(out), text)


def test_the_documents_keep_their_examples():
    # a page that lost its examples (or a pattern that stopped finding them) fails here
    assert len(examples("rules-system-m.md")) >= 20 and len(examples("rules-ofc.md")) >= 10


# --- the code a document points at ------------------------------------------------
RULES = ["pref_deal", "pref_session", "pref_incident", "pref_plan", "pref_replay",
         "ofc_cards", "ofc_deal", "ofc_match", "davi", "table", "table_replay", "ledger"]
CODE = re.compile(r"`([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)`")


def names_in(name):
    """Backquoted names that look like code: dotted, with an underscore, or CamelCase."""
    return sorted({m.group(1) for m in CODE.finditer((DOCS / name).read_text())
                   if not m.group(1).endswith((".py", ".md"))
                   and ("." in m.group(1) or "_" in m.group(1) or re.match(r"[A-Z][a-z]+[A-Z]", m.group(1)))})


def resolves(dotted):
    """Is ``dotted`` a rule module's name, or reached from one (``pref_deal.score``,
    ``Breakdown.to_pulya``, ``fantasyland_cards``)?"""
    parts = dotted.split(".")
    if dotted in ("tablescore.rules",):
        return True
    starts = [importlib.import_module("tablescore.rules." + parts[0])] if parts[0] in RULES else \
        [importlib.import_module("tablescore.rules." + m) for m in RULES]
    for obj in starts:
        rest = parts[1:] if parts[0] in RULES else parts
        for part in rest:
            obj = getattr(obj, part, None)
        if obj is not None:
            return True
    return False


@pytest.mark.parametrize("name", RULE_DOCS)
def test_the_code_a_document_names_exists(name):
    named = names_in(name)
    assert len(named) >= 10, named
    assert [n for n in named if not resolves(n)] == []


# --- documents that travel with the code ---------------------------------------------
ROOT = DOCS.parent
LINK = re.compile(r"\]\(([^)\s]+)\)")


def documents():
    return [ROOT / "README.md"] + sorted(DOCS.glob("*.md")) + sorted(ROOT.glob("*/README.md"))


@pytest.mark.parametrize("doc", documents(), ids=lambda p: str(p.relative_to(ROOT)))
def test_a_document_points_only_into_the_clone(doc):
    """A clone has no ../shared (where the specs lay beside the first checkout),
    nor anyone's /work: every relative link names a file of the repository."""
    text = doc.read_text()
    assert "/work/" not in text and "../shared" not in text
    for target in LINK.findall(text):
        if target.startswith(("http://", "https://", "mailto:", "#")):
            continue
        path = (doc.parent / target.split("#")[0]).resolve()
        assert path.is_relative_to(ROOT) and path.exists(), (doc.name, target)
