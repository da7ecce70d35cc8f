"""`tablescore ofc score` and `tablescore replay` on OFC sessions (docs/session-json-ofc.md)."""
import json
import pathlib

import pytest

from tablescore.cli import main
from tablescore.replay_ofc import to_json
from tablescore.rules import ofc_match
from tablescore.rules.davi import Accept, Offer
from tablescore.rules.ofc_cards import CardDeal
from tablescore.rules.ofc_deal import QuickDeal, TapDeal
from tablescore.rules.ofc_match import Settings
from session_files import run_json, writer

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "ofc-match.jsonl"
HEADER = {"format": "tablescore-session", "version": 1, "game": "ofc-pineapple",
          "settings": {"players": ["Anna", "Boris"], "stake": 25}}
SCOOP = ("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h", "Ks 8c 3s / Jh Jd 9h 5d 2c / Qh Qc As 7c 4d")
BOTH_FOUL = ("Ah Ac 2d / Ks Kc Kd Qs Qc / 3h 3c 9d 7s 5c", "Jh Jd 4d / Ts Td Tc 8s 8c / 2h 2s 6d 4s 4c")

write = writer(HEADER)


# -- ofc score -----------------------------------------------------------------------------
def test_score_prints_rows_royalties_and_net(capsys):
    assert main(["ofc", "score"] + list(SCOOP)) == 0
    assert capsys.readouterr().out == (
        "A  top     Ac 9d 4s        high card, A high          -\n"
        "   middle  Kh Kd 8s 6c 2d  pair of K                  -\n"
        "   bottom  Ah Ad Qs Tc 3h  pair of A                  -\n"
        "   legal; royalties 0; Fantasyland next deal: no\n"
        "B  top     Ks 8c 3s        high card, K high          -\n"
        "   middle  Jh Jd 9h 5d 2c  pair of J                  -\n"
        "   bottom  Qh Qc As 7c 4d  pair of Q                  -\n"
        "   legal; royalties 0; Fantasyland next deal: no\n"
        "rows: top A, middle A, bottom A; scoop A +3\n"
        "net: A +6, B -6\n")                                  # 3 rows + scoop 3


def test_score_both_foul(capsys):
    assert main(["ofc", "score"] + list(BOTH_FOUL)) == 0
    out = capsys.readouterr().out
    assert out.count("FOUL (middle beats bottom); royalties 0") == 2
    assert "(AA) 0" in out and "(full) 0" in out            # royalties a fouled hand would have had
    assert out.endswith("net: 0\n")


def test_score_json_with_royalties_and_fantasyland(capsys):
    a = "Qh Qd 4c / Ks Kd 3h 3d 2c / As Ah Ac 5d 5h"
    b = "9s 8s 7d / Jc Jd 6c 6d 2d / Tc Td Ts Th 9d"
    assert main(["ofc", "score", a, b, "--json", "--progressive", "--in-fantasyland", "B"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["net"] == 4                                    # 1 + 1 - 1 + (7 + 6) - 10
    assert res["rows"] == ["A", "A", "B"] and res["scoop"] == 0
    assert [h["royalty"] for h in res["hands"]] == [13, 10]
    assert [h["fantasyland"] for h in res["hands"]] == [14, 14]  # QQ enters with 14; B stays on quads
    assert res["hands"][1]["rows"][2] == {"row": "bottom", "cards": "Tc Td Ts Th 9d", "hand": "quads of 10",
                                          "royalty": "quads", "points": 10}


def test_score_ten_as_10_and_lower_case(capsys):
    assert main(["ofc", "score", "ac 9d 4s / kh kd 8s 6c 2d / ah ad qs 10c 3h", SCOOP[1], "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["net"] == 6


@pytest.mark.parametrize("a, reason", [
    ("Qh Qd 7c / Qs Qc 6d 5h 4s / 2c 2d 2h 3s 3c", "top beats middle on the kickers"),         # spec: QQ7 over QQ654
    ("Jc 9d 2h / Ah Ad Kc 7d 5s / As Ac Qd 8h 4c", "middle beats bottom on the kickers"),      # AAK over AAQ
    ("5h 5d 5c / Kh Kd Qh Qd 2c / Ah Ad Ac 3s 3d", "top beats middle"),                        # trips over two pair
    ("Kh 9d 4c / Ac Kd Qh Js Th / Ah 2s 3d 4h 5c", "middle beats bottom"),                     # broadway over wheel
])
def test_score_names_why_a_hand_fouled(a, reason):
    from tablescore.ofc_cli import score
    out = score(a, "Ks 8s 3h / Jh Jd 9h 6h 4d / Tc Td Ts 7s 7h")
    assert out["hands"][0]["foul"] == reason and out["net"] < 0


@pytest.mark.parametrize("a, b, message", [
    ("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3x", SCOOP[1],
     "tablescore: hand A: not a card: '3x' (rank 2-9, T or 10, J, Q, K, A; then suit c, d, h or s)\n"),
    (SCOOP[0], "Ks 8c / Jh Jd 9h 5d 2c / Qh Qc As 7c 4d", "tablescore: hand B: the top row needs 3 cards, got 2\n"),
    (SCOOP[0], "Ks 8c 3s / Jh Jd 9h 5d 2c / Qh Qc Ac 7c 4d", "tablescore: hands A and B: Ac appears twice\n"),
])
def test_score_bad_input_exits_2_with_one_line(capsys, a, b, message):
    assert main(["ofc", "score", a, b]) == 2
    captured = capsys.readouterr()
    assert captured.err == message and captured.out == ""


# -- replay --------------------------------------------------------------------------------
def test_example_replays_as_a_table(capsys):
    assert main(["replay", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "    4     1  deal   AAA               A +8     8:0  B      -" in out        # 3 + 3 + 4 - 2
    assert "    5     2  deal   foul A           B +12    8:12  A      -" in out       # 6 + 6, A fouled
    assert "    8     3  taps   AAB               A +4   12:12  B      A14" in out     # 1 + 7 - 4; QQ enters
    assert "    9        quick  (voided)" in out
    assert "Winner Anna (A), 32:12 after 4 deals (reached 31); cube 2, payout 25 x 2 = 50" in out
    assert "Winner Boris (B), 18:29 after 4 deals (A dropped the double); cube 2, payout 25 x 2 = 50" in out
    assert "balance Anna (A) +0, Boris (B) +0\n" in out                            # +50 - 50
    assert out.rstrip().endswith("Settling up: nobody pays anybody.")


def test_example_replays_as_json(capsys):
    doc = run_json(capsys, str(EXAMPLE))
    m1, m2 = doc["matches"]
    assert (m1["winner"], m1["end"], m1["scores"], m1["cube_value"], m1["cube_owner"], m1["payout"]) == \
        ("A", "score", [32, 12], 2, "A", 50)
    assert (m2["winner"], m2["end"], m2["scores"], m2["cube_value"], m2["payout"]) == ("B", "drop", [18, 29], 2, 50)
    assert m2["settings"]["button"] == "B"
    assert doc["balance"] == {"A": 0, "B": 0} and doc["wins"] == {"A": 1, "B": 1}
    first = m1["events"][0]
    assert first["net"] == 8 and first["royalties"][0]["bottom"] == "flush" and first["rows"] == ["A", "A", "A"]
    offer = m1["events"][2]
    assert offer == {"line": 6, "event": "offer", "player": "B", "deal": 3, "street": 2,
                     "cube_value": 1, "cube_owner": None}


def test_money_balance_runs_over_matches(tmp_path, capsys):
    events = [{"event": "match"}, {"event": "quick", "winner": "Anna", "net": 31},          # A +25
              {"event": "match", "stake": 10}, {"event": "offer", "player": "B", "deal": 1},
              {"event": "accept", "player": "A"}, {"event": "quick", "winner": "B", "net": 40}]  # B +10 x 2
    doc = run_json(capsys, write(tmp_path, events))
    assert doc["balance"] == {"A": 5, "B": -5}                                                # 25 - 20


def test_unfinished_match_with_pending_offer(tmp_path, capsys):
    events = [{"event": "match"}, {"event": "quick", "winner": "A", "net": 3},
              {"event": "offer", "player": "A", "deal": 2, "street": 4}]
    m = run_json(capsys, write(tmp_path, events))["matches"][0]
    assert (m["winner"], m["end"], m["pending_offer"], m["payout"]) == (None, None, "A", 0)
    assert main(["replay", write(tmp_path, events)]) == 0
    assert "Not finished: 3:0 after 1 deals; cube 1, offer by A pending" in capsys.readouterr().out


@pytest.mark.parametrize("events, header, message", [
    ([{"event": "quick", "winner": "A", "net": 3}], HEADER,
     "line 2: no match started: start one with its settings first"),
    ([{"event": "match"}, {"event": "fold"}], HEADER,
     "line 3: unknown event 'fold' (known: match, deal, taps, quick, offer, accept, drop, void)"),
    ([{"event": "match"}, {"event": "quick", "winner": "A", "net": 3, "bonus": 1}], HEADER,
     "line 3: unknown field 'bonus' in a quick event (fields: winner, net, fantasyland_a, fantasyland_b)"),
    ([{"event": "match"}, {"event": "quick", "net": 3}], HEADER, "line 3: a quick event needs the field 'winner'"),
    ([{"event": "match"}, {"event": "quick", "winner": "C", "net": 3}], HEADER,
     "line 3: winner must be \"A\" or \"B\" (or \"Anna\" / \"Boris\")"),
    ([{"event": "match"}, {"event": "offer", "player": "A", "deal": 1}, {"event": "quick", "winner": "A", "net": 3}],
     HEADER, "line 4: a davi offer by A is pending: accept or drop it before recording a deal"),
    ([{"event": "match"}, {"event": "deal", "a": SCOOP[0], "b": SCOOP[0]}], HEADER, "line 3: Ac appears twice"),
    ([{"event": "match"}, {"event": "taps", "top": "A", "middle": "A", "bottom": "A", "top_a": "QQ",
                           "foul_a": True}], HEADER,
     "line 3: player A fouled: a fouled hand scores no royalties (top QQ)"),
    ([{"event": "match"}, {"event": "void", "line": 5}], HEADER,
     "line 3: a void names the line of an earlier event, got 5"),
    ([{"event": "match"}, {"event": "void", "line": 2}], HEADER, "line 3: a match event cannot be voided"),
    ([{"event": "match", "target": 0}], HEADER, "line 2: the match target must be a whole number 1..1000, got 0"),
    ([{"event": "match", "stay_rule": "trips"}], HEADER,
     "line 2: stay_rule must be one of \"trips-full-quads\", \"trips-quads\""),
    ([{"event": "match"}, {"event": "match"}], HEADER, "line 3: the match in progress (A 0 : B 0) is not over yet"),
    ([], dict(HEADER, settings={"players": ["Anna", "Boris"], "colour": "red"}),
     "line 1: header: unknown OFC setting 'colour' (known: players, target, stay_rule, progressive, "
     "button_moves_on_fantasyland, stake, button, currency, coin)"),
    ([], dict(HEADER, settings={"players": ["Anna"]}),
     "line 1: header: \"players\" must be two different names, e.g. [\"Anna\", \"Boris\"]"),
    ([], dict(HEADER, settings={"progressive": "yes"}), "line 1: header: setting progressive must be true or false"),
    # an event kind that is not a string was a TypeError traceback (unhashable list)
    ([{"event": "match"}, {"event": ["quick"]}], HEADER,
     "line 3: unknown event ['quick'] (known: match, deal, taps, quick, offer, accept, drop, void)"),
    ([{"event": "match"}, {"event": {"quick": 1}}], HEADER,
     "line 3: unknown event {'quick': 1} (known: match, deal, taps, quick, offer, accept, drop, void)"),
    # a player named by the other seat's letter: "A" would silently mean seat A
    ([], dict(HEADER, settings={"players": ["B", "A"]}), "line 1: header: player A cannot be called \"B\": that is seat B"),
    ([], dict(HEADER, settings={"players": ["Anna", "A"]}),
     "line 1: header: player B cannot be called \"A\": that is seat A"),
])
def test_bad_session_names_the_line(tmp_path, capsys, events, header, message):
    assert main(["replay", write(tmp_path, events, header)]) == 2
    assert capsys.readouterr().err == "tablescore: %s\n" % message


def test_void_rebuilds_without_the_event(tmp_path, capsys):
    events = [{"event": "match"}, {"event": "quick", "winner": "A", "net": 30},
              {"event": "offer", "player": "B", "deal": 2}, {"event": "void", "line": 4},
              {"event": "void", "line": 3}, {"event": "quick", "winner": "B", "net": 31}]
    m = run_json(capsys, write(tmp_path, events))["matches"][0]
    assert (m["winner"], m["scores"], m["deals"], m["payout"]) == ("B", [0, 31], 1, 25)


def test_json_form_is_driven_by_fields_and_round_trips(tmp_path, capsys):
    items = [Settings(target=21, stake=5, button=1), CardDeal.parse(*SCOOP),
             TapDeal(-1, 1, 0, 0, 0, "none", "flush", "full", "KK", "none", "full"),
             QuickDeal(None, 0), Offer(0, 4, 3), Accept(1), QuickDeal(0, 20, 14, 0)]
    events = [to_json(i) for i in items]
    assert events[2] == {"event": "taps", "top": "B", "middle": "A", "bottom": "tie", "foul_a": False,
                         "foul_b": False, "top_a": "none", "middle_a": "flush", "bottom_a": "full",
                         "top_b": "KK", "middle_b": "none", "bottom_b": "full"}
    doc = run_json(capsys, write(tmp_path, events))
    m = doc["matches"][0]
    expected = ofc_match.rebuild(items).match
    assert m["scores"] == expected.scores and m["cube_value"] == expected.cube_value == 2
    assert m["winner"] == "A" and m["payout"] == 10                       # 5 x 2
