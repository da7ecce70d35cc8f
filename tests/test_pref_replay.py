"""`tablescore replay` on preferans session files (docs/session-json-preferans.md)."""
import io
import pathlib

import pytest

from tablescore import replay_pref
from tablescore.cli import main
from tablescore.replay import read_session
from tablescore.rules import pref_session as ps
from session_files import run_json, writer

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "pulya-3.jsonl"
EXAMPLES = [EXAMPLE, ROOT / "examples" / "pulya-4.jsonl"]
HEADER = {"format": "tablescore-session", "version": 1, "game": "preferans-m",
          "settings": {"players": ["Anna", "Boris", "Vera"], "first_dealer": "Vera"}}

write = writer(HEADER)


def test_example_replays_as_a_table(capsys):
    assert main(["replay", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "Boris writes 8 on Anna (tricks)" in out                 # deal 1: 4 tricks x 2
    assert "note: exit minimum 7 (reading: exit ladder)" in out
    assert "note: series kept at price 3 (reading: failed exit keeps price)" in out
    assert "note: plan 4, promise 5, actual 5 (reading: plan balance)" in out
    assert out.rstrip().endswith("The pulya is over.")


def test_example_json_agrees_with_the_engine(capsys):
    data = run_json(capsys, str(EXAMPLE))
    assert data["format"] == "tablescore-replay" and data["version"] == 1
    assert len(data["events"]) >= 15
    assert sum(data["totals"].values()) == 0
    for ev in data["events"]:
        if "results" in ev:
            assert sum(ev["results"].values()) == 0
    # The same events straight through the engine give the same totals.
    header, events = read_session(EXAMPLE.read_text(encoding="utf-8").splitlines())
    names, session = replay_pref.parse_settings(header["settings"])
    ps.replay(session, [replay_pref.parse_event(e, names) for e in events])
    assert data["totals"] == {names[p]: session.results[p] for p in range(3)}
    assert data["over"] is True and data["pulya_total"] == session.pulya_total()
    # Ex. 9.2 shape in the sample: deal 1 is A 6 made with greedy whist: +12 -2 -10.
    assert data["events"][0]["results"] == {"Anna": 12, "Boris": -2, "Vera": -10}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_named_form_round_trips(path):
    header, events = read_session(path.read_text(encoding="utf-8").splitlines())
    names = header["settings"]["players"]
    for obj in events:
        obj = {k: v for k, v in obj.items() if k != "_line"}
        ev = replay_pref.parse_event(obj, names)
        if isinstance(ev, tuple):
            continue   # a void
        assert replay_pref.event_to_json(ev, names) == obj


def test_four_player_example(capsys):
    data = run_json(capsys, str(EXAMPLES[1]))
    ev = data["events"]
    assert sum(data["totals"].values()) == 0 and data["over"] is True
    # #6: Boris 6 took 7; Gleb whists after half-whist, half with dealer Anna (Ex. 13 (2) shape):
    # Boris 20-6+10 = 24; Gleb's seat -10+6-20 = -24 split -12/-12; Vera -10+10 = 0.
    assert ev[5]["results"] == {"Anna": -12, "Boris": 24, "Vera": 0, "Gleb": -12}
    # #15 is voided by #17: no score, yet #16 is dealt by the next dealer, Anna.
    assert ev[14]["voided_by"] == 17 and ev[15]["dealer"] == "Anna"


def test_void_of_a_raspasy_in_a_series(tmp_path, capsys):
    events = [
        {"event": "raspasy", "tricks": {"Anna": 4, "Boris": 3, "Vera": 3}},
        {"event": "raspasy", "tricks": {"Anna": 5, "Boris": 3, "Vera": 2}},
        {"event": "raspasy", "tricks": {"Anna": 7, "Boris": 3, "Vera": 0}},
        {"event": "void", "number": 2},
    ]
    data = run_json(capsys, write(tmp_path, events))
    ev = data["events"]
    assert ev[1]["voided_by"] == 4 and "results" not in ev[1]
    # The third is the second raspasy that counts: price 2, gora 14/6/0:
    # Anna -70-70 +30 = -110; Boris -30-30 +70 = 10; Vera +70 +30 = 100.
    assert ev[2]["results"] == {"Anna": -110, "Boris": 10, "Vera": 100}
    assert data["raspasy_price"] == 3 and data["next_dealer"] == "Vera"


@pytest.mark.parametrize("settings,message", [
    ({"players": ["A", "B"]}, "settings.players must list 3 or 4 player names"),
    ({"players": ["A", "B", "A"]}, "player names must differ"),
    ({"players": ["A", "B", "C"], "first_dealer": "Z"}, "first_dealer 'Z' is not a player"),
    ({"players": ["A", "B", "C"], "end_points": -5}, "end_points must be a whole number >= 0"),
    ({"players": ["A", "B", "C"], "stake": 1}, "unknown setting 'stake'"),
])
def test_bad_settings(tmp_path, capsys, settings, message):
    header = dict(HEADER, settings=settings)
    assert main(["replay", write(tmp_path, [], header)]) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("event,message", [
    ({"event": "bid"}, "line 2: unknown event 'bid'"),
    ({"event": "game", "declarer": "Anna", "contract": 6, "tricks": 6, "defence": "open",
      "whister": "Boris", "colour": "red"}, "line 2: unknown field 'colour' for game"),
    ({"event": "game", "declarer": "Zoe", "contract": 6}, "line 2: declarer: 'Zoe' is not a player"),
    ({"event": "game", "declarer": "Anna", "contract": 8, "defence": "half", "whister": "Boris"},
     "line 2: half-whist only on 6 and 7"),
    ({"event": "raspasy", "tricks": {"Anna": 4, "Boris": 3, "Vera": 2}}, "line 2: tricks must sum to 10"),
    ({"event": "raspasy", "tricks": [4, 3, 3]}, "line 2: raspasy needs tricks: {player name: tricks}"),
    ({"event": "void", "number": 1}, "line 2: void must name an earlier event number"),
    ({"event": "void"}, "line 2: void needs exactly one field: number"),
])
def test_bad_events_name_the_line(tmp_path, capsys, event, message):
    assert main(["replay", write(tmp_path, [event])]) == 2
    assert message in capsys.readouterr().err


def test_nothing_after_the_end(tmp_path, capsys):
    events = [{"event": "end"}, {"event": "game", "declarer": "Anna", "contract": 6, "defence": "pass"}]
    assert main(["replay", write(tmp_path, events)]) == 2
    assert "line 3: the pulya is over" in capsys.readouterr().err


def test_table_writer_is_stable_for_four_players(tmp_path, capsys):
    header = dict(HEADER, settings={"players": ["A", "B", "C", "D"], "first_dealer": "D"})
    events = [{"event": "game", "declarer": "A", "contract": 6, "tricks": 6, "defence": "open",
               "whister": "B", "after_half": 1, "dealer_role": "half_whister"}]
    data = run_json(capsys, write(tmp_path, events, header))
    assert data["events"][0]["results"] == {"A": 12, "B": -1, "C": -10, "D": -1}   # Ex. 13 (1)
    out = io.StringIO()
    replay_pref.replay(header, [dict(events[0], _line=2)], out, False)
    assert "B writes 1 on D (half-and-half)" in out.getvalue()


def test_a_bad_event_is_refused_by_line_even_when_voided(tmp_path, capsys):
    # Regression: a voided event was checked outside the error handler, so a
    # bad one crashed the replay with a traceback instead of naming its line.
    events = [{"event": "game", "declarer": "Anna", "contract": 6, "tricks": 6, "defence": "open",
               "whister": "Anna"},
              {"event": "void", "number": 1}]
    assert main(["replay", write(tmp_path, events)]) == 2
    assert "line 2: whister is the declarer" in capsys.readouterr().err
