"""The money and the settling-up on the host: `replay` of session files with
a price (preferans) or a currency (OFC), and the archive's `sessions`,
`show` and `export` (JSON session form and CSV) of ledgers with money terms,
old ledgers without them, and names a terminal must not get raw.

The figures are worked out by hand in the comments; the JSON the host prints
is checked against the rules' own table (``table_money``) too."""
import csv
import io
import json
import pathlib

import pytest

from session_files import run_json, writer
from tablescore import safe_text
from tablescore.archive import derive
from tablescore.cli import main
from tablescore.rules import ledger as L
from tablescore.rules import table_money
from test_archive_cli import HOSTILE, ledger_of, run, safe, store

ROOT = pathlib.Path(__file__).resolve().parent.parent
NAMES = ["Anna", "Boris", "Vera"]
PREF_HEADER = {"format": "tablescore-session", "version": 1, "game": "preferans-m",
               "settings": {"players": NAMES, "first_dealer": "Vera", "price": 50, "currency": "RUB", "coin": 100}}
OFC_HEADER = {"format": "tablescore-session", "version": 1, "game": "ofc-pineapple",
              "settings": {"players": ["Anna", "Boris"], "stake": 2500, "currency": "RUB", "coin": 100}}
# Vera deals: raspasy 7/3/0 at price 1: Anna -55, Boris +5, Vera +50; Anna's misère made: +80, -40, -40.
# Vists +25 -35 +10; at 0.50 RUB: 12.50 -17.50 5.00; to whole roubles: down to 12 -18 5, remainders
# 0.50 0.50 0: one rouble short, the tie to Anna (seated first): +13 -18 +5.
# No two sum to zero: Boris pays Anna 13 and Vera 5.
PULYA = [{"event": "raspasy", "tricks": {"Anna": 7, "Boris": 3, "Vera": 0}},
         {"event": "game", "declarer": "Anna", "contract": "misere", "tricks": 0}]
PULYA_RECORDS = [(2, L.PREF_DEAL, ["raspasy", 7, 3, 0, None]),
                 (3, L.PREF_DEAL, ["game", 0, "misere", None, 0, None, None, None, 0, None, None, None, None])]
# OFC: match 1 at 25 RUB, B accepts A's double and wins it (A -50 RUB); match 2 at 12.50 RUB, A wins
# (+12.50): A -37.50, B +37.50; to whole roubles: remainders 0.50 and 0.50, the tie to A: A pays B 37.
MATCHES = [{"event": "match"}, {"event": "offer", "player": "A", "deal": 1}, {"event": "accept", "player": "B"},
           {"event": "quick", "winner": "B", "net": 31}, {"event": "match", "stake": 1250},
           {"event": "quick", "winner": "A", "net": 40}]
MATCH_RECORDS = [(2, L.DAVI_OFFER, [0, 1, 0]), (3, L.DAVI_ACCEPT, [1]), (4, L.OFC_DEAL, ["quick", 1, 31, 0, 0]),
                 (5, L.OFC_MATCH, [31, 0, 0, 0, 1250, 1]), (6, L.OFC_DEAL, ["quick", 0, 40, 0, 0])]


def write(tmp_path, header, events):
    return writer(header)(tmp_path, events)


# -- replay of session files -------------------------------------------------------------
def test_replay_of_a_pulya_with_a_price_says_who_pays_whom(tmp_path, capsys):
    path = write(tmp_path, PREF_HEADER, PULYA)
    assert main(["replay", path]) == 0
    out = capsys.readouterr().out
    assert out.endswith("Money at 0.50 RUB a vist, rounded to 1 RUB:\n"
                        "  Anna     +25 vists    +12.50 RUB    +13 RUB\n"
                        "  Boris    -35 vists    -17.50 RUB    -18 RUB\n"
                        "  Vera     +10 vists        +5 RUB     +5 RUB\n"
                        "Settling up, 2 payments:\n"
                        "  Boris pays Anna 13 RUB\n"
                        "  Boris pays Vera 5 RUB\n")
    money = run_json(capsys, path)["money"]
    assert money == {"price": 50, "currency": "RUB", "coin": 100,
                     "balances": {"Anna": 1250, "Boris": -1750, "Vera": 500},
                     "rounded": {"Anna": 1300, "Boris": -1800, "Vera": 500},
                     "payments": [{"payer": "Boris", "payee": "Anna", "amount": 1300},
                                  {"payer": "Boris", "payee": "Vera", "amount": 500}]}


def test_a_pulya_without_a_price_shows_no_money(tmp_path, capsys):
    example = ROOT / "examples" / "pulya-3.jsonl"
    assert main(["replay", str(example)]) == 0
    assert "Money" not in capsys.readouterr().out
    assert run_json(capsys, str(example))["money"] is None
    header = dict(PREF_HEADER, settings=dict(PREF_HEADER["settings"], price=0))
    assert run_json(capsys, write(tmp_path, header, PULYA))["money"] is None


def test_replay_of_ofc_matches_in_roubles(tmp_path, capsys):
    path = write(tmp_path, OFC_HEADER, MATCHES)
    assert main(["replay", path]) == 0
    out = capsys.readouterr().out
    assert "Match 2: to 31, stake 12.50 RUB," in out
    assert "cube 2, payout 25 RUB x 2 = 50 RUB" in out
    assert out.endswith("balance Anna (A) -37.50 RUB, Boris (B) +37.50 RUB\n\n"
                        "Money in RUB, rounded to 1 RUB:\n"
                        "  Anna (A)     -37.50 RUB    -37 RUB\n"
                        "  Boris (B)    +37.50 RUB    +37 RUB\n"
                        "Settling up, 1 payment:\n"
                        "  Anna (A) pays Boris (B) 37 RUB\n")
    doc = run_json(capsys, path)
    assert doc["balance"] == {"A": -3750, "B": 3750}
    assert doc["money"] == {"currency": "RUB", "coin": 100, "balances": {"A": -3750, "B": 3750},
                            "rounded": {"A": -3700, "B": 3700},
                            "payments": [{"payer": "A", "payee": "B", "amount": 3700}]}


def test_an_old_ofc_file_settles_its_stakes_in_plain_units(capsys):
    doc = run_json(capsys, str(ROOT / "examples" / "ofc-match.jsonl"))
    assert doc["money"] == {"currency": "", "coin": 1, "balances": {"A": 0, "B": 0}, "rounded": {"A": 0, "B": 0},
                            "payments": []}


@pytest.mark.parametrize("header, settings, message", [
    (PREF_HEADER, {"currency": "XYZ"}, "unknown currency 'XYZ'"),
    (PREF_HEADER, {"coin": 0}, "the coin must be a whole number 1..1000000, got 0"),
    (PREF_HEADER, {"price": -1}, "the price must be a whole number 0..1000000, got -1"),
    (PREF_HEADER, {"price": "50"}, "the price must be a whole number 0..1000000, got '50'"),
    (PREF_HEADER, {"price": 0.5}, "the price must be a whole number 0..1000000, got 0.5"),
    (OFC_HEADER, {"currency": "rub"}, "unknown currency 'rub'"),
    (OFC_HEADER, {"coin": True}, "the coin must be a whole number 1..1000000, got True"),
    (OFC_HEADER, {"price": 50}, None),
])
def test_bad_money_settings_name_the_header(tmp_path, capsys, header, settings, message):
    bad = dict(header, settings=dict(header["settings"], **settings))
    assert main(["replay", write(tmp_path, bad, [])]) == 2
    err = capsys.readouterr().err
    if message is None:         # OFC has no vist price
        assert err.startswith("tablescore: line 1: header: unknown OFC setting 'price'")
    else:
        assert err == "tablescore: line 1: header: %s\n" % message


# -- the archive ------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    """1: a pulya opened at 1 RUB a vist, the price changed to 0.50 (whole roubles) before the first
    deal; 2: the OFC matches in roubles; 3: an old pulya (no price); 4: the same pulya, hostile names."""
    pulya = [(1, L.SESSION_OPEN, ["pref", NAMES, [3, 2, 0, 0, 100, "RUB", 1], None])] + [
        (2, L.SESSION_MONEY, [50, "RUB", 100])] + [(s + 1, t, v) for s, t, v in PULYA_RECORDS]
    ofc = [(1, L.SESSION_OPEN, ["ofc", ["Anna", "Boris"], [31, 0, 0, 0, 2500, 0, "RUB", 100], None])] + MATCH_RECORDS
    old = [(1, L.SESSION_OPEN, ["pref", NAMES, [3, 2, 0, 0], None])] + PULYA_RECORDS
    hostile = [(1, L.SESSION_OPEN, ["pref", HOSTILE[:3], [3, 2, 0, 0, 50, "RUB", 100], None])] + PULYA_RECORDS
    sessions = {1: pulya, 2: ofc, 3: old, 4: hostile}
    db = tmp_path_factory.mktemp("money") / "a.sqlite"
    return store(db, dict((sid, ledger_of(sid, recs)) for sid, recs in sessions.items()),
                 dict((sid, (recs[-1][0], derive(recs).totals())) for sid, recs in sessions.items())), sessions


def test_sessions_lists_each_player_s_money(archive, capsys):
    db, _ = archive
    status, out, err = run(capsys, "sessions", "--db", db)
    assert status == 0 and safe(out)
    header, *rows = out.rstrip("\n").split("\n")
    assert " totals " in header and " money " in header
    assert "+25 -35 +10" in rows[0] and "+13 -18 +5 RUB" in rows[0]
    assert "-37 +37 RUB" in rows[1]                  # OFC: money, where totals are the match's points
    assert "+25 -35 +10" in rows[2] and " RUB" not in rows[2]          # no price: no money
    assert "+13 -18 +5 RUB" in rows[3]


def test_show_ends_the_pulya_with_the_settling_up(archive, capsys):
    db, _ = archive
    status, out, err = run(capsys, "show", "1", "--db", db)
    assert status == 0
    assert ("Settling up, 2 payments:\n  Boris pays Anna 13 RUB\n  Boris pays Vera 5 RUB\n") in out
    assert "the money terms (the price)" in out          # the record among the check codes
    status, out, err = run(capsys, "show", "2", "--db", db)
    assert status == 0 and "  Anna (A) pays Boris (B) 37 RUB\n" in out
    assert "Money" not in run(capsys, "show", "3", "--db", db)[1]


def test_show_escapes_names_in_the_payments(archive, capsys):
    db, _ = archive
    status, out, err = run(capsys, "show", "4", "--db", db)
    assert status == 0 and safe(out + err)
    assert "%s pays %s 13 RUB" % (safe_text.shown(HOSTILE[1]), safe_text.shown(HOSTILE[0])) in out


def test_the_exported_session_carries_the_terms_and_replays_to_the_same_money(archive, capsys, tmp_path):
    db, sessions = archive
    for sid in (1, 2, 3, 4):
        path = tmp_path / ("s%d.jsonl" % sid)
        assert run(capsys, "export", str(sid), "--db", db, "-o", str(path))[0] == 0
        text = path.read_text(encoding="utf-8")
        assert safe(text)
        doc = run_json(capsys, str(path))
        table = derive(sessions[sid])
        got = table_money.settling(table)
        if got is None:
            assert doc["money"] is None and "#" not in text
            continue
        rounded, pays = got
        assert list(doc["money"]["rounded"].values()) == rounded
        assert [(p["payer"], p["payee"], p["amount"]) for p in doc["money"]["payments"]] == [
            (list(doc["money"]["rounded"])[p], list(doc["money"]["rounded"])[q], a) for p, q, a in pays]
    lines = (tmp_path / "s1.jsonl").read_text(encoding="utf-8").split("\n")
    header = json.loads(lines[0])
    # the price in force (the session_money's), not the session_open's
    assert header["settings"] == {"players": NAMES, "first_dealer": "Vera", "end_points": 0, "end_minutes": 0,
                                  "price": 50, "currency": "RUB", "coin": 100}
    assert lines[-3:] == ["# money at 0.50 RUB a vist, rounded to 1 RUB: Anna +13 RUB, Boris -18 RUB, Vera +5 RUB",
                          "# settling up: Boris pays Anna 13 RUB; Boris pays Vera 5 RUB", ""]
    header = json.loads((tmp_path / "s2.jsonl").read_text(encoding="utf-8").split("\n")[0])
    assert header["settings"] == {"players": ["Anna", "Boris"], "currency": "RUB", "coin": 100}
    header = json.loads((tmp_path / "s3.jsonl").read_text(encoding="utf-8").split("\n")[0])
    assert header["settings"] == {"players": NAMES, "first_dealer": "Vera", "end_points": 0, "end_minutes": 0}


def test_the_csv_ends_with_the_money_and_the_payments(archive, capsys):
    db, _ = archive
    status, out, err = run(capsys, "export", "1", "--db", db, "--format", "csv")
    assert status == 0
    rows = list(csv.reader(io.StringIO(out)))
    money, *pays = [row for row in rows if row[2] in ("money", "payment")]
    assert money[:3] == ["", "", "money"] and [int(x) for x in money[4:]] == [1300, -1800, 500]
    assert json.loads(money[3]) == {"price": 50, "currency": "RUB", "coin": 100,
                                    "balances": {"Anna": 1250, "Boris": -1750, "Vera": 500}}
    assert [json.loads(row[3]) for row in pays] == [{"payer": "Boris", "payee": "Anna", "amount": 1300},
                                                    {"payer": "Boris", "payee": "Vera", "amount": 500}]
    # the payment rows add up to the money row
    assert [sum(int(row[4 + p]) for row in pays) for p in range(3)] == [1300, -1800, 500]
    status, out, err = run(capsys, "export", "3", "--db", db, "--format", "csv")
    assert "money" not in out
    status, out, err = run(capsys, "export", "4", "--db", db, "--format", "csv")
    assert status == 0 and safe(out)
    for row in csv.reader(io.StringIO(out)):
        if row[2] == "payment":
            assert json.loads(row[3])["payer"] == safe_text.shown(HOSTILE[1])


@pytest.mark.parametrize("records, why", [
    # the price changed after the first deal: no board writes it
    ([(1, L.SESSION_OPEN, ["pref", NAMES, [3, 2, 0, 0], None])] + PULYA_RECORDS[:1]
     + [(3, L.SESSION_MONEY, [50, "RUB", 100])], "seq 3: a session_money after the first entry"),
    ([(1, L.SESSION_OPEN, ["pref", NAMES, [3, 2, 0, 0, 50, "XYZ", 100], None])], "seq 1: unknown currency 'XYZ'"),
    ([(1, L.SESSION_OPEN, ["pref", NAMES, [3, 2, 0, 0, 50], None])],
     "seq 1: preferans money values are [price, currency, coin]"),
    ([(1, L.SESSION_OPEN, ["ofc", ["A", "B"], [31, 0, 0, 0, 25, 0, "RUB"], None])],
     "seq 1: OFC money values are [currency, coin]"),
    ([(1, L.SESSION_OPEN, ["pref", NAMES, [3, 2, 0, 0], None]), (2, L.SESSION_MONEY, [])],
     "seq 2: preferans money values are [price, currency, coin]"),
    ([(1, L.SESSION_OPEN, ["pref", NAMES, [3, 2, 0, 0], None]), (2, L.SESSION_MONEY, [50, "RUB", 0])],
     "seq 2: the coin must be a whole number 1..1000000, got 0"),
])
def test_money_records_no_board_writes_are_refused_by_name(tmp_path, capsys, records, why):
    db = store(tmp_path / "x.sqlite", {1: ledger_of(1, records)})
    status, out, err = run(capsys, "sessions", "--db", db)
    assert status in (0, 1) and err == ""
    for argv in (["show", "1"], ["export", "1"], ["export", "1", "--format", "csv"]):
        status, out, err = run(capsys, *argv, "--db", db)
        assert (status, out, err) == (2, "", "tablescore: session 1: %s\n" % why)


def test_doctests():
    import doctest
    from tablescore import replay_pref, settling
    for module in (settling, replay_pref):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module
