"""The evening in columns: `export --format csv` (a row a deal, a column a
figure, no JSON in a cell), `show` of an OFC session with each deal's
royalties and fouls, and `standings` across the archive (table, CSV, HTML),
on archives built as a sync builds them (test_archive_cli's helpers)."""
import csv
import io
import json
import sqlite3

import pytest

from test_archive_cli import UNSAFE, honest_report, ledger_of, run, store
from ledger_evening import evening_records  # noqa: E402  (tests/ledger, on the path by test_archive_cli)
from tablescore.cli import main
from tablescore.rules import ledger as L


def with_a_void(records, kind, which):
    """``records`` to their last record of ``kind`` (a later davi offer would name a deal
    gone), then a VOID of record ``which`` of ``kind``."""
    last = max(r[0] for r in records if r[1] == kind)
    records = [r for r in records if r[0] <= last]
    target = [r[0] for r in records if r[1] == kind][which]
    return records + [(last + 1, L.VOID, [target])]


@pytest.fixture(scope="module")
def evening(tmp_path_factory):
    ev = evening_records()
    ev = {1: with_a_void(ev[1], L.PREF_DEAL, 2), 2: with_a_void(ev[2], L.OFC_DEAL, -1)}
    db = tmp_path_factory.mktemp("evening") / "a.sqlite"
    return store(db, {1: ledger_of(1, ev[1]), 2: ledger_of(2, ev[2])},
                 {1: honest_report(ev[1]), 2: honest_report(ev[2])}), ev


def replayed(capsys, db, sid, tmp_path):
    """The archived session's `replay --json`, through the exported session file."""
    path = tmp_path / ("s%d.jsonl" % sid)
    assert run(capsys, "export", str(sid), "--db", db, "-o", str(path))[0] == 0
    status, out, _ = run(capsys, "replay", "--json", str(path))
    assert status == 0
    return json.loads(out)


def exported(capsys, db, sid):
    status, out, err = run(capsys, "export", str(sid), "--db", db, "--format", "csv")
    assert status == 0 and err == ""
    return list(csv.DictReader(io.StringIO(out)))


def test_pulya_csv_has_a_column_per_figure(evening, capsys, tmp_path):
    db, _ = evening
    doc = replayed(capsys, db, 1, tmp_path)
    rows = exported(capsys, db, 1)
    names = doc["players"]
    assert len(rows) == len(doc["events"])
    for row, ev in zip(rows, doc["events"]):
        assert not any(cell.startswith(("{", "[")) for cell in row.values())          # no JSON in a cell
        assert int(row["number"]) == ev["number"]
        kind = ev["event"]["event"]
        assert row["kind"] == ("misere" if ev["event"].get("contract") == "misere" else kind)
        assert row["dealer"] == ev["dealer"] and row["declarer"] == ev["event"].get("declarer", "")
        assert row["voided by"] == str(ev["voided_by"] or ev["event"].get("number", ""))
        for p in names:
            assert int(row["%s balance" % p]) == ev["totals"][p]
            if "results" in ev:
                assert int(row["%s pulya" % p]) == ev["pulya"][p] and int(row["%s gora" % p]) == ev["gora"][p]
                assert int(row["%s result" % p]) == ev["results"][p]
                assert int(row["%s vists" % p]) == sum(e["vists"] for e in ev["entries"] if e["writer"] == p)
                for t in names:
                    if t != p:
                        assert int(row["%s on %s" % (p, t)]) == sum(
                            e["vists"] for e in ev["entries"] if (e["writer"], e["target"]) == (p, t))
            else:
                assert row["%s result" % p] == ""
        if kind == "raspasy" and "results" in ev:
            assert dict((p, int(row["%s raspasy tricks" % p])) for p in ev["event"]["tricks"]) == ev["event"]["tricks"]
        assert row["notes"] == "; ".join(ev.get("notes", []))
    assert any(r["kind"] == "misere" for r in rows) and any(r["kind"] == "raspasy" for r in rows)
    assert sum(1 for r in rows if r["voided by"]) == 2              # the voided deal and the void


def test_ofc_csv_has_rows_royalties_net_cube_score_money(evening, capsys, tmp_path):
    db, _ = evening
    doc = replayed(capsys, db, 2, tmp_path)
    rows = exported(capsys, db, 2)
    a, b = doc["players"]
    events = [(n, e, m) for n, m in enumerate(doc["matches"], 1) for e in m["events"]]
    # after the deals, the money rounded to the coin and the settling-up (no currency: plain units)
    rows, (money, *pays) = rows[:len(events)], rows[len(events):]
    assert (money["kind"], int(money["%s money" % a]), int(money["%s money" % b])) == (
        "money", doc["money"]["rounded"]["A"], doc["money"]["rounded"]["B"])
    assert [(r["kind"], r["payer"], r["payee"], int(r["amount"])) for r in pays] == [
        ("payment", {"A": a, "B": b}[p["payer"]], {"A": a, "B": b}[p["payee"]], p["amount"])
        for p in doc["money"]["payments"]]
    assert pays and all(r["match"] == r["%s money" % a] == "" for r in pays)
    balance = 0
    for row, (number, e, m) in zip(rows, events):
        assert not any(cell.startswith(("{", "[")) for cell in row.values())
        assert int(row["match"]) == number and row["kind"].split(" ")[0] == e["event"]
        if "net" in e:
            assert int(row["deal"]) == e["deal"]
            assert (int(row["%s net" % a]), int(row["%s net" % b])) == (e["net"], -e["net"])
            assert [int(row["%s score" % p]) for p in (a, b)] == e["scores"]
            if "royalties" in e:
                assert [int(row["%s royalties" % p]) for p in (a, b)] == [r["points"] for r in e["royalties"]]
                assert [int(row["%s foul" % p]) for p in (a, b)] == [int(f) for f in e["fouls"]]
                assert [row[x] for x in ("top", "middle", "bottom")] == [
                    {"A": a, "B": b, "tie": "tie"}[r] for r in e["rows"]]
        if "cube_value" in e:
            assert int(row["cube"]) == e["cube_value"]
            assert row["cube owner"] == {"A": a, "B": b, None: ""}[e["cube_owner"]]
        if e.get("winner"):
            balance += m["payout"] if e["winner"] == "A" else -m["payout"]
            assert int(row["payout"]) == m["payout"]
        assert (int(row["%s money" % a]), int(row["%s money" % b])) == (balance, -balance)
    assert balance == doc["balance"]["A"]
    assert any(r["%s foul" % a] == "1" for r in rows) and any(r["%s royalty rows" % a] for r in rows)
    assert sum(1 for r in rows if r["kind"].endswith("(voided)")) == 1


def test_show_of_an_ofc_session_has_royalties_and_fouls(evening, capsys, tmp_path):
    db, _ = evening
    doc = replayed(capsys, db, 2, tmp_path)
    status, out, err = run(capsys, "show", "2", "--db", db)
    assert status == 0
    assert "royalties and fouls" in out
    lines = out.split("\n")
    detailed = [e for m in doc["matches"] for e in m["events"] if "royalties" in e and not e.get("voided")]
    assert detailed
    for e in detailed:
        line = [x for x in lines if x.startswith("%5d %5d " % (e["line"], e["deal"]))]
        assert len(line) == 1, e["line"]
        for seat in (0, 1):
            if e["fouls"][seat]:
                assert "%s foul" % "AB"[seat] in line[0]
            else:
                assert "%s %d" % ("AB"[seat], e["royalties"][seat]["points"]) in line[0]
                for row in ("top", "middle", "bottom"):
                    if e["royalties"][seat][row] != "none":
                        assert "%s %s" % (row, e["royalties"][seat][row]) in line[0]


# -- standings -----------------------------------------------------------------------
def test_standings_add_up_every_session(evening, capsys, tmp_path):
    db, _ = evening
    pref, ofc = replayed(capsys, db, 1, tmp_path), replayed(capsys, db, 2, tmp_path)
    status, out, err = run(capsys, "standings", "--db", db, "--format", "csv")
    assert status == 0 and err == ""
    rows = dict((r["player"], r) for r in csv.DictReader(io.StringIO(out)))
    assert sorted(rows) == sorted(set(pref["players"]) | set(ofc["players"]))
    deals = sum(1 for e in pref["events"] if "results" in e and e["event"]["event"] in ("game", "raspasy", "without3"))
    ofc_deals = sum(1 for m in ofc["matches"] for e in m["events"] if "net" in e)
    for name, r in rows.items():
        in_pref, in_ofc = name in pref["players"], name in ofc["players"]
        assert int(r["sessions"]) == in_pref + in_ofc
        assert int(r["deals"]) == deals * in_pref + ofc_deals * in_ofc
        assert int(r["vists"]) == (pref["totals"][name] if in_pref else 0)
        seat = "AB"[ofc["players"].index(name)] if in_ofc else None
        # the pulya has no price: the OFC session's money only (no currency: plain units)
        won = ofc["money"]["rounded"][seat] if in_ofc else None
        assert r["money"] == ("" if won is None else str(won))
        assert int(r["matches won"]) == (ofc["wins"][seat] if in_ofc else 0)
        assert r["biggest win"] == (str(won) if won is not None and won > 0 else "")
        best = pref["totals"][name] if in_pref and pref["totals"][name] > 0 else None
        assert r["biggest pulya win (vists)"] == ("" if best is None else str(best))
        assert int(r["pulyas closed"]) == (1 if in_pref and pref["over"] else 0)
    status, table, _ = run(capsys, "standings", "--db", db)
    assert status == 0 and table.split("\n")[0].split()[:3] == ["Player", "Sessions", "Deals"]
    first = max(rows.values(), key=lambda r: int(r["vists"]))
    assert table.split("\n")[1].split()[:4] == [first["player"], first["sessions"], first["deals"],
                                                 "%+d" % int(first["vists"])]


def test_standings_add_up_money_per_currency(tmp_path, capsys):
    """Two pulyas in roubles and an OFC session in dollars: each player's money is the sum of his
    sessions' money rounded to their coins, a column a currency, roubles never added to dollars."""
    pulya = [(2, L.PREF_DEAL, ["raspasy", 7, 3, 0, None])]          # Vera deals: A -55, B +5, C +50
    sessions = {1: [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 2, 0, 0, 50, "RUB", 100], None])] + pulya,
                2: [(1, L.SESSION_OPEN, ["pref", ["C", "B", "A"], [3, 2, 0, 0, 10, "RUB", 1], None])] + pulya,
                3: [(1, L.SESSION_OPEN, ["ofc", ["A", "D"], [31, 0, 0, 0, 2500, 0, "USD", 1], None]),
                    (2, L.OFC_DEAL, ["quick", 1, 31, 0, 0])]}               # D wins the match: 25 USD
    db = store(tmp_path / "m.sqlite", dict((sid, ledger_of(sid, r)) for sid, r in sessions.items()))
    status, out, err = run(capsys, "standings", "--db", db, "--format", "csv")
    assert status == 0 and err == ""
    rows = dict((r["player"], r) for r in csv.DictReader(io.StringIO(out)))
    # session 1 at 0.50 RUB: -27.50 +2.50 +25 -> -2700 +200 +2500 (the tie to A, seated first);
    # session 2 at 0.10 RUB: C -5.50, B +0.50, A +5
    assert dict((p, (r["money RUB"], r["money USD"], r["biggest win RUB"], r["biggest win USD"]))
                for p, r in rows.items()) == {"A": ("-2200", "-2500", "500", ""), "B": ("250", "", "200", ""),
                                              "C": ("1950", "", "2500", ""), "D": ("", "2500", "", "2500")}
    assert "money" not in rows["A"]
    status, table, err = run(capsys, "standings", "--db", db)
    lines = dict((line.split()[0], line) for line in table.splitlines()[1:])
    assert "-22 RUB, -25 USD" in lines["A"] and "+25 RUB" in lines["C"] and "+25 USD" in lines["D"]
    path = tmp_path / "s.html"
    assert main(["standings", "--db", db, "--format", "html", "--lang", "ru", "-o", str(path)]) == 0
    assert '<td class="n" data-kind="money">+19,50 RUB</td>' in path.read_text(encoding="utf-8")


def test_standings_by_the_day_a_session_was_synced(evening, capsys, tmp_path):
    db, _ = evening
    copy = tmp_path / "dated.sqlite"
    con = sqlite3.connect(db)
    con.execute("VACUUM INTO ?", (str(copy),))
    con.close()
    con = sqlite3.connect(copy)
    # session 2 (OFC) synced on 1 March 2026, session 1 (the pulya) on 2 March
    con.execute("UPDATE imports SET started=?", (1772323200,))     # 2026-03-01 00:00 UTC
    imp = con.execute("INSERT INTO imports (device, started, status) VALUES (1, ?, 'ok')",
                      (1772409600 + 3600,)).lastrowid                # 2026-03-02 01:00 UTC
    con.execute("UPDATE records SET import=? WHERE session=1", (imp,))
    con.commit()
    con.close()
    for since, until, players in (("2026-03-01", "2026-03-01", {"Anna", "Boris"}),
                                  ("2026-03-02", None, {"Anna", "Boris", "Vera", "Gleb"}),
                                  (None, "2026-02-28", set())):
        argv = ["standings", "--db", str(copy), "--format", "csv"]
        argv += ["--from", since] if since else []
        argv += ["--to", until] if until else []
        status, out, _ = run(capsys, *argv)
        assert status == 0
        rows = list(csv.DictReader(io.StringIO(out)))
        assert set(r["player"] for r in rows) == players
        if since == "2026-03-02":
            assert all(int(r["matches won"]) == 0 for r in rows)            # the OFC session is left out
    status, _, err = run(capsys, "standings", "--db", str(copy), "--from", "1 March")
    assert status == 2 and "--from '1 March' is not a day YYYY-MM-DD" in err


def test_standings_csv_cells_are_never_formulas(tmp_path, capsys):
    ev = evening_records()
    names = ['=HYPERLINK("x")', "\x1b]0;pwned\x07", "-12", "@SUM(A1)"]
    records = [(1, ev[1][0][1], ["pref", names, ev[1][0][2][2], None])] + ev[1][1:]
    db = store(tmp_path / "h.sqlite", {1: ledger_of(1, records)})
    status, out, err = run(capsys, "standings", "--db", db, "--format", "csv")
    assert status == 0 and not UNSAFE.search(out + err)
    cells = [r[0] for r in csv.reader(io.StringIO(out))][1:]
    assert sorted(cells) == sorted(["'=HYPERLINK(\"x\")", "\\x1b]0;pwned\\x07", "'-12", "'@SUM(A1)"])
    status, out, err = run(capsys, "standings", "--db", db)
    assert status == 0 and not UNSAFE.search(out + err)


def test_standings_page_in_both_languages(evening, capsys, tmp_path):
    db, _ = evening
    for lang, word in (("ru", "Итоги"), ("en", "Standings")):
        path = tmp_path / ("standings-%s.html" % lang)
        assert main(["standings", "--db", db, "--format", "html", "--lang", lang, "-o", str(path)]) == 0
        html = path.read_text(encoding="utf-8")
        assert word in html and html.count('<tr data-player="') == 4


def test_doctests():
    import doctest
    from tablescore import pulya_sheet, replay_ofc, report_model, report_money, report_text, standings
    for module in (pulya_sheet, replay_ofc, report_model, report_money, report_text, standings):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module
