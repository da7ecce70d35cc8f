"""`tablescore replay` on bad session files: never a traceback, always one
line ``tablescore: line N: reason`` and exit 2 (docs/session-json.md).

A table of the files met so far (each was a traceback or a message without
its line once), then hypothesis making more of them: event objects of both
games with fields of every JSON kind, headers with wrong settings, raw bytes.
"""
import contextlib
import io
import json
import re
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tablescore.cli import main
from tablescore import replay_ofc
from tablescore.rules import pref_deal as pd
from tablescore.rules import pref_session as ps

PREF = {"format": "tablescore-session", "version": 1, "game": "preferans-m",
        "settings": {"players": ["Anna", "Boris", "Vera"]}}
OFC = {"format": "tablescore-session", "version": 1, "game": "ofc-pineapple",
       "settings": {"players": ["Anna", "Boris"]}}
UNSAFE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
MESSAGE = re.compile(r"tablescore: line (\d+): [^\n]+\n")


def lines(*items):
    """A file: each item a JSON object (dumped) or bytes (as they are), one a line."""
    return b"".join((x if isinstance(x, bytes) else json.dumps(x, ensure_ascii=False).encode()) + b"\n"
                    for x in items)


def game(**fields):
    return dict({"event": "game", "declarer": "Anna", "contract": 6, "tricks": 6, "defence": "open",
                 "whister": "Boris"}, **fields)


H = json.dumps(PREF).encode()
BAD = [
    # what the issue found
    ("tricks as text", lines(PREF, game(tricks="7")), 2, "tricks must be 0 to 10"),
    ("NaN", lines(PREF, b'{"event": "game", "declarer": "Anna", "contract": 6, "tricks": NaN}'), 2,
     "NaN is not a number in JSON"),
    ("Infinity", lines(PREF, game(), b'{"event": "misdeal", "x": Infinity}'), 3, "Infinity is not a number"),
    ("-Infinity", lines(PREF, b'{"event": "misdeal", "x": -Infinity}'), 2, "-Infinity is not a number"),
    ("a number past a float", lines(PREF, b'{"event": "game", "tricks": 1e400}'), 2, "1e400 is out of range"),
    ("100,000 brackets", lines(PREF, b"[" * 100000), 2, "brackets nested too deep"),
    ("100,000 objects", lines(PREF, b'{"a":' * 100000), 2, "brackets nested too deep"),
    ("a byte order mark", b"\xef\xbb\xbf" + lines(PREF), 1, "a byte order mark (U+FEFF)"),
    ("invalid UTF-8", lines(PREF, game(), b'{"event": "game", "declarer": "Ann\xff"}'), 3,
     "not UTF-8 text (byte 0xff at column 35)"),
    ("a huge integer", lines(PREF, b'{"event": "game", "tricks": 1' + b"0" * 5000 + b"}"), 2,
     "a number of 5001 digits (at most 18)"),
    ("a long integer", lines(PREF, game(contract=10 ** 30)), 2, "a number of 31 digits"),
    # the header
    ("a game as a list", lines(dict(PREF, game=[])), 1, "unknown game []"),
    ("a version as text", lines(dict(PREF, version="1")), 1, "session format version '1' is not supported"),
    ("a version as true", lines(dict(PREF, version=True)), 1, "session format version True is not supported"),
    ("no header", b"", 1, "ends before the session header"),
    ("comments only", b"# a comment\n\n", 3, "ends before the session header"),
    ("a header after a comment", b"# made by hand\n" + lines(dict(PREF, settings={"players": ["A", 7, "C"]})), 2,
     "header: settings.players must list 3 or 4 player names"),
    ("OFC players", lines(dict(OFC, settings={"players": "Anna"})), 1, 'header: "players" must be two different'),
    ("OFC target", lines(dict(OFC, settings={"target": "31"})), 1, "header: setting target must be a whole number"),
    ("not an object", lines(PREF, [1, 2]), 2, "expected a JSON object, got list"),
    ("not JSON", lines(PREF, b'{"event": "game",}'), 2, "not valid JSON at column 18"),
    ("a raw control character", lines(PREF, b'{"event": "g\x1bame"}'), 2,
     "not valid JSON at column 13: Invalid control"),
    # found by hypothesis: the deal described before the rules checked it
    ("a game without a declarer", lines(PREF, {"event": "game"}), 2, "declarer out of range"),
    ("a warning without an offender", lines(PREF, {"event": "warning"}), 2, "offender out of range"),
    ("a cut without an offender", lines(PREF, {"event": "cut"}), 2, "offender out of range"),
    # OFC events
    ("OFC net as text", lines(OFC, {"event": "match"}, {"event": "quick", "winner": "A", "net": "7"}), 3,
     "net must be a whole number"),
    ("OFC NaN", lines(OFC, {"event": "match"}, b'{"event": "quick", "winner": "A", "net": NaN}'), 3, "NaN"),
]


def replay(data, tmp_path, *flags):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["replay"] + list(flags) + [str(path)])
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("name,data,line,reason", BAD, ids=[c[0] for c in BAD])
def test_a_bad_file_names_its_line(tmp_path, name, data, line, reason):
    for flags in ([], ["--json"]):
        status, out, err = replay(data, tmp_path, *flags)
        assert (status, out) == (2, "")
        assert MESSAGE.fullmatch(err) and err.startswith("tablescore: line %d: " % line), err
        assert reason in err, err


def test_standard_input_with_invalid_utf8(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(lines(PREF, b'{"event": "\xc3("}'))))
    assert main(["replay", "-"]) == 2
    assert capsys.readouterr().err == "tablescore: line 2: not UTF-8 text (byte 0xc3 at column 12)\n"


# -- hypothesis ----------------------------------------------------------------------
PREF_FIELDS = sorted(set(f for kind in pd.FIELDS.values() for f in kind)
                     | set(f for kind in ps.INCIDENT_FIELDS.values() for f in kind) | {"number", "tricks"})
OFC_FIELDS = sorted(set(name for cls in replay_ofc.INPUTS for name, _ in cls.FIELDS) | {"line"})
WORDS = ["game", "raspasy", "without3", "misere", "open", "closed", "both", "pass", "half", "check", "nt", "s",
         "takeover", "half_declarer", "half_whister", "information", "warning", "cut", "misdeal", "end", "void",
         "deal", "taps", "quick", "match", "offer", "accept", "drop", "tie", "none", "QQ", "flush", "A", "B",
         "Anna", "Boris", "Vera", "Zoe", "", "\x1b[2J", "\ud800", "Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h"]
scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.integers(), st.floats(allow_nan=True),
                    st.sampled_from(WORDS), st.text(max_size=4))
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(st.sampled_from(WORDS), inner, max_size=4)),
                      max_leaves=8)


def events(fields, kinds):
    return st.builds(lambda kind, rest: dict(rest, event=kind), st.one_of(st.sampled_from(kinds), values),
                     st.dictionaries(st.sampled_from(fields), values, max_size=6))


def header(base, keys):
    return st.builds(lambda top, s: dict(base, settings=s, **top),
                     st.one_of(st.just({}), st.dictionaries(st.sampled_from(["format", "version", "game"]), values,
                                                            max_size=1)),
                     st.one_of(st.just(base["settings"]), st.dictionaries(st.sampled_from(keys), values, max_size=4)))


files = st.one_of(
    st.tuples(header(PREF, ["players", "first_dealer", "end_points", "end_minutes", "x"]),
              st.lists(events(PREF_FIELDS, list(pd.FIELDS) + list(ps.INCIDENT_FIELDS) + ["void"]), max_size=6)),
    st.tuples(header(OFC, ["players", "target", "stake", "stay_rule", "progressive", "button"]),
              st.lists(events(OFC_FIELDS, [c.KIND for c in replay_ofc.INPUTS] + ["void"]), max_size=6)),
).map(lambda f: lines(*[json.dumps(o, allow_nan=True).encode() for o in [f[0]] + f[1]]))


def check_any(data, tmp_path):
    for flags in ([], ["--json"]):
        status, out, err = replay(data, tmp_path, *flags)
        assert not UNSAFE.search(out + err)
        if status != 0:
            assert status == 2 and out == "" and MESSAGE.fullmatch(err), err


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=files)
def test_any_session_file_replays_or_names_its_line(tmp_path, data):
    check_any(data, tmp_path)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(head=st.sampled_from([H + b"\n", b""]), data=st.binary(max_size=200))
def test_any_bytes_replay_or_name_their_line(tmp_path, head, data):
    check_any(head + data, tmp_path)
