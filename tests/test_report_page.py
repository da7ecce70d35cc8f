"""`tablescore report` in a real browser: headless Chromium (Debian's
`chromium`, driven over the DevTools pipe by `tablescore.browser`) loads
every page made here.

- no console error, no request but the page's own file (fonts and styles inside);
- the numbers a reader sees (the deals table, the balances, the sheet's last
  entries, the OFC scores, cube and money) are `tablescore replay --json`'s,
  for the example sessions, a 300-deal pulya and an OFC session of four matches;
- Russian and English words; the print stylesheet's page breaks;
- a device's names are text on the page, never markup;
- the sheet's picture (`--png`) is the golden one, looked at:
  tests/golden/report/*.png.

Without Chromium (`./dev test` installs Debian's package where it runs as
root with apt) these tests are skipped, and the reason says so.
"""
import json
import pathlib
import shutil

import pytest

from long_sessions import ofc_events, pulya_events, write
from tablescore.browser import Browser, BrowserMissing
from tablescore.cli import main

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GOLDEN = ROOT / "tests" / "golden" / "report"
HOSTILE = ["<script>alert(1)</script>", "\"><img src=x onerror=alert(2)>", "Ann\x1b]0;pwned\x07"]


@pytest.fixture(scope="module")
def browser():
    try:
        b = Browser()
    except BrowserMissing as exc:
        pytest.skip("skipped: %s" % exc)
    yield b
    b.close()


@pytest.fixture(scope="module")
def sessions(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("sessions")
    files = {name: str(EXAMPLES / name) for name in ("pulya-3.jsonl", "pulya-4.jsonl", "ofc-match.jsonl")}
    files["pulya-300.jsonl"] = write(tmp / "pulya-300.jsonl", *pulya_events(300, 3, seed=3))
    files["pulya-300-4.jsonl"] = write(tmp / "pulya-300-4.jsonl", *pulya_events(300, 4, seed=4))
    files["ofc-4.jsonl"] = write(tmp / "ofc-4.jsonl", *ofc_events(4, seed=5))
    header = {"format": "tablescore-session", "version": 1, "game": "preferans-m",
              "settings": {"players": HOSTILE}}
    deal = {"event": "game", "declarer": HOSTILE[0], "contract": 6, "tricks": 6, "defence": "open",
            "whister": HOSTILE[1]}
    files["hostile.jsonl"] = write(tmp / "hostile.jsonl", header, [deal])
    files["pulya-3-rub.jsonl"] = with_terms(tmp, files["pulya-3.jsonl"], price=50, currency="RUB", coin=100)
    return files


def replay_json(capsys, path):
    capsys.readouterr()
    assert main(["replay", "--json", path]) == 0
    return json.loads(capsys.readouterr().out)


def report(capsys, tmp_path, path, *args):
    out = tmp_path / (pathlib.Path(path).stem + "-".join(args).replace("-", "") + ".html")
    capsys.readouterr()
    assert main(["report", path, "-o", str(out), *args]) == 0
    return out


def load(browser, path, media=None):
    page = browser.open(path, media)
    assert page.errors == [], page.errors
    assert page.requests == [pathlib.Path(path).resolve().as_uri()]      # nothing but itself
    return page


def signed(v):
    return "%+d" % v if v else "0"


# -- preferans ----------------------------------------------------------------------
READ_PREF = """(() => {
  const cells = (row, kind) => Array.from(row.querySelectorAll('td[data-kind="' + kind + '"]'))
      .map(td => [td.dataset.player, td.textContent.trim()]);
  const rows = Array.from(document.querySelectorAll('#deals tbody tr')).map(tr => ({
      number: tr.dataset.number, result: cells(tr, 'result'), running: cells(tr, 'running'),
      series: tr.classList.contains('series'), voided: tr.classList.contains('voided')}));
  const sheet = Array.from(document.querySelectorAll('#sheet g.section')).map(g => ({
      kind: g.dataset.kind, player: g.dataset.player, target: g.dataset.target || null,
      now: (g.querySelector('text.now') || {textContent: null}).textContent,
      title: g.querySelector('title').textContent}));
  const balances = {};
  for (const kind of ['total', 'pulya', 'gora'])
    balances[kind] = cells(document.querySelector('#balances'), kind);
  const names = Array.from(document.querySelectorAll('#sheet tspan.total')).map(t => [t.dataset.player, t.textContent]);
  return {rows, sheet, balances, names, centre: document.querySelector('#pulya-total').textContent,
          chart: Array.from(document.querySelectorAll('#chart polyline')).map(p => p.points.numberOfItems)};
})()"""


@pytest.mark.parametrize("name", ["pulya-3.jsonl", "pulya-4.jsonl", "pulya-300.jsonl", "pulya-300-4.jsonl"])
def test_the_numbers_on_a_pulya_page_are_the_replays(browser, sessions, capsys, tmp_path, name):
    path = sessions[name]
    doc = replay_json(capsys, path)
    page = load(browser, report(capsys, tmp_path, path, "--lang", "en"))
    seen = page.eval(READ_PREF)
    names = doc["players"]
    assert [int(r["number"]) for r in seen["rows"]] == [e["number"] for e in doc["events"]]
    for row, ev in zip(seen["rows"], doc["events"]):
        assert dict(row["running"]) == dict((p, signed(ev["totals"][p])) for p in names)
        want = dict((p, signed(ev["results"][p])) for p in names) if "results" in ev else dict((p, "") for p in names)
        assert dict(row["result"]) == want
        assert row["voided"] == bool(ev["voided_by"])
        assert row["series"] == (ev["event"]["event"] == "raspasy" and "results" in ev)
    assert dict(seen["balances"]["total"]) == dict((p, signed(doc["totals"][p])) for p in names)
    assert dict(seen["balances"]["pulya"]) == dict((p, str(doc["pulya"][p])) for p in names)
    assert dict(seen["balances"]["gora"]) == dict((p, str(doc["gora"][p])) for p in names)
    assert dict(seen["names"]) == dict((p, signed(doc["totals"][p])) for p in names)
    assert seen["centre"] == str(doc["pulya_total"])
    # the sheet: the last entry of every section is what the replay adds up to
    written = dict(((w, t), 0) for w in names for t in names if w != t)
    for ev in doc["events"]:
        for e in ev.get("entries", ()):
            written[(e["writer"], e["target"])] += e["vists"]
    for s in seen["sheet"]:
        want = doc[s["kind"]][s["player"]] if s["kind"] != "vists" else written[(s["player"], s["target"])]
        assert s["now"] == (str(want) if want else None), s
        # who writes on whom in words, as the sheet's label under it (no
        # arrow: the results' arrows go from the payer to the payee)
        if s["kind"] == "vists":
            assert s["title"].startswith("Vists %s on %s: " % (s["player"], s["target"])), s
    assert len(seen["sheet"]) == len(names) * (2 + len(names) - 1)
    assert seen["chart"] == [len(doc["events"]) + 1] * len(names)      # a point a deal, and the start


def test_every_event_is_in_words_with_its_breakdown(browser, sessions, capsys, tmp_path):
    doc = replay_json(capsys, sessions["pulya-3.jsonl"])
    page = load(browser, report(capsys, tmp_path, sessions["pulya-3.jsonl"], "--lang", "en"))
    texts = page.eval("Array.from(document.querySelectorAll('#deals td.what')).map(td => td.innerText)")
    for text, ev in zip(texts, doc["events"]):
        for e in ev.get("entries", ()):
            assert "%s writes %d on %s" % (e["writer"], e["vists"], e["target"]) in text
        for note in ev.get("notes", ()):
            assert note in text
    assert "Vera misere" not in texts[5] and "Vera Misere, took 0" in texts[5]     # the kind's word, the tricks
    assert "raspasy series 1" in texts[1] and "void" not in texts[1]


def test_russian_and_english(browser, sessions, capsys, tmp_path):
    ru = load(browser, report(capsys, tmp_path, sessions["pulya-3.jsonl"]))          # Russian by default
    en = load(browser, report(capsys, tmp_path, sessions["pulya-3.jsonl"], "--lang", "en"))
    head = "[document.documentElement.lang, document.querySelector('#balances').innerText, document.body.innerText]"
    lang, table, body = ru.eval(head)
    assert lang == "ru" and "Пуля" in table and "Гора" in table and "Распасы" in body and "Мизер" in body
    assert "на Boris" in ru.eval("document.querySelector('#sheet').textContent")
    lang, table, body = en.eval(head)
    assert lang == "en" and "Pulya" in table and "Gora" in table and "Пуля" not in body
    ofc = load(browser, report(capsys, tmp_path, sessions["ofc-match.jsonl"]))
    assert "Матч 1" in ofc.eval("document.body.innerText")


def test_a_devices_names_are_text_never_markup(browser, sessions, capsys, tmp_path):
    page = load(browser, report(capsys, tmp_path, sessions["hostile.jsonl"], "--lang", "en"))
    assert page.eval("document.querySelectorAll('script, img').length") == 0
    text = page.eval("document.querySelector('#balances').innerText")
    assert HOSTILE[0] in text and HOSTILE[1] in text
    assert "Ann\\x1b]0;pwned\\x07" in text and "\x1b" not in text        # escaped as on the terminal


# -- OFC -------------------------------------------------------------------------------
READ_OFC = """Array.from(document.querySelectorAll('section.match')).map(s => ({
  deals: Array.from(s.querySelectorAll('tr[data-deal]')).map(tr => ({
      deal: tr.dataset.deal, net: tr.querySelector('[data-kind=net]').textContent,
      score: tr.querySelector('[data-kind=score]').textContent,
      royalties: Array.from(tr.querySelectorAll('[data-kind=royalty]')).map(td => td.textContent.trim()),
      fouls: tr.querySelector('[data-kind=fouls]').textContent})),
  davi: Array.from(s.querySelectorAll('g.davi')).map(g => [g.dataset.kind, g.dataset.cube, g.dataset.owner]),
  final: s.querySelector('[data-kind=final]').textContent}))"""


@pytest.mark.parametrize("name", ["ofc-match.jsonl", "ofc-4.jsonl"])
def test_the_numbers_on_an_ofc_page_are_the_replays(browser, sessions, capsys, tmp_path, name):
    doc = replay_json(capsys, sessions[name])
    page = load(browser, report(capsys, tmp_path, sessions[name], "--lang", "en"))
    seen = page.eval(READ_OFC)
    names = doc["players"]
    assert len(seen) == len(doc["matches"])
    for got, match in zip(seen, doc["matches"]):
        deals = [e for e in match["events"] if "net" in e]
        assert [int(d["deal"]) for d in got["deals"]] == [e["deal"] for e in deals]
        for d, e in zip(got["deals"], deals):
            assert d["net"] == signed(e["net"]) and d["score"] == "%d:%d" % tuple(e["scores"])
            if "royalties" in e:
                for seat in (0, 1):
                    if e["fouls"][seat]:
                        assert d["royalties"][seat] == "foul"
                    else:
                        assert d["royalties"][seat].split(" ")[-1] == str(e["royalties"][seat]["points"])
                assert d["fouls"] == ", ".join(names[s] for s in (0, 1) if e["fouls"][s])
        davi = [e for e in match["events"] if e["event"] in ("offer", "accept", "drop") and not e.get("voided")]
        assert got["davi"] == [[e["event"], str(e["cube_value"]), e["cube_owner"] or ""] for e in davi]
        assert got["final"] == "%d:%d" % tuple(match["scores"])
    money = page.eval("Array.from(document.querySelectorAll('#money tfoot [data-kind=balance]')).map(td => td.textContent)")
    assert money == [signed(doc["balance"]["A"]), signed(doc["balance"]["B"])]


def test_the_print_stylesheet_breaks_pages_between_matches(browser, sessions, capsys, tmp_path):
    path = report(capsys, tmp_path, sessions["ofc-4.jsonl"])
    page = load(browser, path, media="print")
    breaks = page.eval("Array.from(document.querySelectorAll('section.match, section.money'))"
                       ".map(s => getComputedStyle(s).breakBefore)")
    assert breaks == ["auto", "page", "page", "page", "page"]
    pdf = page.pdf()
    assert pdf.startswith(b"%PDF") and _pages(pdf) >= 5       # a page each match, one for the money
    sheet = load(browser, report(capsys, tmp_path, sessions["pulya-3.jsonl"]), media="print")
    assert sheet.eval("getComputedStyle(document.querySelector('section.sheet-page')).breakAfter") == "page"
    assert sheet.eval("getComputedStyle(document.querySelector('.made')).display") == "none"


def _pages(pdf):
    import re
    return len(re.findall(rb"/Type\s*/Page(?!s)", pdf))


# -- the sheet's picture -----------------------------------------------------------------
DIFF = """(async () => {
  const img = src => new Promise((ok, no) => { const i = new Image(); i.onload = () => ok(i); i.onerror = no; i.src = src; });
  const [a, b] = [await img('data:image/png;base64,%s'), await img('data:image/png;base64,%s')];
  if (a.width !== b.width || a.height !== b.height) return [a.width, a.height, b.width, b.height, -1];
  const px = i => { const c = document.createElement('canvas'); c.width = i.width; c.height = i.height;
      const g = c.getContext('2d'); g.drawImage(i, 0, 0); return g.getImageData(0, 0, i.width, i.height).data; };
  const [p, q] = [px(a), px(b)];
  let differ = 0;
  for (let k = 0; k < p.length; k += 4)
    if (Math.abs(p[k] - q[k]) + Math.abs(p[k + 1] - q[k + 1]) + Math.abs(p[k + 2] - q[k + 2]) > 96) differ++;
  return [a.width, a.height, b.width, b.height, differ];
})()"""


def differing_pixels(browser, tmp_path, png_a, png_b):
    """``(size a, size b, pixels that differ clearly)``, compared in the browser's canvas."""
    import base64
    blank = tmp_path / "blank.html"
    blank.write_text("<!DOCTYPE html><title>diff</title>", encoding="utf-8")
    page = browser.open(blank)
    got = page.eval(DIFF % (base64.b64encode(png_a).decode(), base64.b64encode(png_b).decode()))
    page.close()
    return (got[0], got[1]), (got[2], got[3]), got[4]


@pytest.mark.parametrize("name, lang", [("pulya-3", "ru"), ("pulya-4", "en"), ("pulya-3-rub", "ru")])
def test_the_sheets_picture_is_the_golden_one(browser, sessions, capsys, tmp_path, name, lang):
    png = tmp_path / ("%s.png" % name)
    capsys.readouterr()
    assert main(["report", sessions[name + ".jsonl"], "--png", "-o", str(png), "--lang", lang]) == 0
    shot = png.read_bytes()
    assert shot.startswith(b"\x89PNG\r\n\x1a\n")
    golden = GOLDEN / ("%s-sheet-%s.png" % (name, lang))
    if not golden.exists():                 # a new golden is looked at before it is kept
        shutil.copy(png, tmp_path / golden.name)
        pytest.fail("no golden %s: look at %s and copy it there" % (golden, tmp_path / golden.name))
    size_a, size_b, differ = differing_pixels(browser, tmp_path, shot, golden.read_bytes())
    assert size_a == size_b, (size_a, size_b)
    # the same drawing; a browser's new release may move an antialiased edge, never the figures
    assert differ <= size_a[0] * size_a[1] // 500, differ


def test_png_needs_a_file(capsys, sessions):
    assert main(["report", sessions["pulya-3.jsonl"], "--png"]) == 2
    assert "-o FILE.png" in capsys.readouterr().err


# -- from the archive ------------------------------------------------------------------
@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    from test_archive_cli import honest_report, ledger_of, store
    from ledger_evening import evening_records
    ev = evening_records()
    db = tmp_path_factory.mktemp("archive") / "a.sqlite"
    return store(db, {1: ledger_of(1, ev[1]), 2: ledger_of(2, ev[2])},
                 {1: honest_report(ev[1]), 2: honest_report(ev[2])})


def test_an_archived_session_is_reported_as_show_takes_it(browser, archive, capsys, tmp_path):
    for sid, selector in (("1", "#balances [data-kind=total]"), ("2", "#money tfoot [data-kind=balance]")):
        out = tmp_path / ("s%s.html" % sid)
        assert main(["report", sid, "--db", archive, "-o", str(out)]) == 0
        exported = tmp_path / ("s%s.jsonl" % sid)
        assert main(["export", sid, "--db", archive, "-o", str(exported)]) == 0
        doc = replay_json(capsys, str(exported))
        page = load(browser, out)
        seen = page.eval("Array.from(document.querySelectorAll('%s')).map(td => td.textContent)" % selector)
        if sid == "1":
            assert seen == [signed(doc["totals"][p]) for p in doc["players"]]
        else:
            assert seen == [signed(doc["balance"]["A"]), signed(doc["balance"]["B"])]
    assert main(["report", "9", "--db", archive]) == 2
    assert "no session 9" in capsys.readouterr().err


def test_the_standings_page(browser, archive, capsys, tmp_path):
    import csv
    import io
    capsys.readouterr()
    assert main(["standings", "--db", archive, "--format", "csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    out = tmp_path / "standings.html"
    assert main(["standings", "--db", archive, "--format", "html", "-o", str(out), "--lang", "en"]) == 0
    page = load(browser, out)
    seen = page.eval("Array.from(document.querySelectorAll('#standings tbody tr')).map(tr => [tr.dataset.player,"
                     " tr.querySelector('[data-kind=vists]').textContent, tr.querySelector('[data-kind=money]')"
                     ".textContent, tr.querySelector('[data-kind=matches]').textContent])")
    # the money in plain units (the OFC session has no currency; the pulya no price: none)
    assert seen == [[r["player"], signed(int(r["vists"])), signed(int(r["money"])) if r["money"] else "-",
                     r["matches won"]] for r in rows]


# -- the money (issue 13): the replay's, from the rules ------------------------------------
def with_terms(tmp_path, path, **terms):
    """The session file ``path`` with money terms in its header's settings."""
    lines = pathlib.Path(path).read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["settings"].update(terms)
    return write(pathlib.Path(tmp_path) / ("%s-money.jsonl" % pathlib.Path(path).stem), header,
                 [json.loads(x) for x in lines[1:]])


READ_MONEY = """(() => ({
  table: Array.from(document.querySelectorAll('#balances [data-kind=money], #balances [data-kind=rounded]'))
      .map(td => [td.dataset.kind, td.dataset.player, td.textContent]),
  sheet: Array.from(document.querySelectorAll('#sheet-money text')).map(t => t.textContent),
  heads: Array.from(document.querySelectorAll('#balances tbody th')).map(th => th.textContent)}))()"""


@pytest.mark.parametrize("name, terms", [("pulya-3.jsonl", {"price": 50, "currency": "RUB", "coin": 100}),
                                         ("pulya-4.jsonl", {"price": 25, "currency": "EUR", "coin": 50}),
                                         ("pulya-300-4.jsonl", {"price": 10, "currency": "", "coin": 1})])
def test_a_pulya_with_a_price_ends_in_money_and_who_pays_whom(browser, sessions, capsys, tmp_path, name, terms):
    path = with_terms(tmp_path, sessions[name], **terms)
    money = replay_json(capsys, path)["money"]
    cur = (" " + terms["currency"]) if terms["currency"] else ""
    for lang, dot, pays in (("en", ".", "%s pays %s %s"), ("ru", ",", "Платит %s, получает %s: %s")):
        page = load(browser, report(capsys, tmp_path, path, "--lang", lang))
        seen = page.eval(READ_MONEY)

        def amount(v, sign=False):          # minor units as the page writes them
            text = ("%d" % abs(v) if not cur else "%d" % (abs(v) // 100) + (
                "%s%02d" % (dot, abs(v) % 100) if abs(v) % 100 else "")) + cur
            return ("-" if v < 0 else "+" if sign and v > 0 else "") + text
        want = [["money", p, amount(v, True)] for p, v in money["balances"].items()]
        if terms["coin"] > 1:
            want += [["rounded", p, amount(v, True)] for p, v in money["rounded"].items()]
        assert seen["table"] == want
        # under the sheet: the terms, each player's money rounded to the coin, then who pays whom
        assert seen["sheet"][1] == "".join("%s %s" % (p, amount(v, True)) for p, v in money["rounded"].items())
        assert seen["sheet"][2:] == [pays % (x["payer"], x["payee"], amount(x["amount"])) for x in money["payments"]]
        assert len(money["payments"]) >= 2
    assert seen["sheet"][0] == ("Деньги по %s за вист, с округлением до %s:" % (amount(terms["price"]),
                                                                                amount(terms["coin"]))
                                if terms["coin"] > 1 else "Деньги по %s за вист:" % amount(terms["price"]))


def test_no_price_no_money(browser, sessions, capsys, tmp_path):
    page = load(browser, report(capsys, tmp_path, sessions["pulya-3.jsonl"], "--lang", "en"))
    assert page.eval(READ_MONEY) == {"table": [], "sheet": [], "heads": ["Balances in vists", "Pulya", "Gora"]}


def test_an_archived_pulya_settles_up_as_the_rules_say(browser, capsys, tmp_path):
    """A price given at the start and changed before the first deal (a session_money): the page's
    payments are ``rules.table_money``'s of the ledger."""
    from test_archive_cli import ledger_of, store
    from tablescore.rules import ledger as L
    from tablescore.rules import table_money, table_replay
    records = [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 2, 0, 0, 100, "RUB", 1], None]),
               (2, L.SESSION_MONEY, [50, "RUB", 100]),
               (3, L.PREF_DEAL, ["raspasy", 7, 3, 0, None])]
    db = store(tmp_path / "m.sqlite", {1: ledger_of(1, records)})
    out = tmp_path / "m.html"
    assert main(["report", "1", "--db", db, "-o", str(out), "--lang", "en"]) == 0
    seen = load(browser, out).eval(READ_MONEY)
    rounded, payments = table_money.settling(table_replay.derive(records))
    assert rounded == [-2700, 200, 2500] and payments == [(0, 1, 200), (0, 2, 2500)]
    assert seen["sheet"] == ["Money at 0.50 RUB a vist, rounded to 1 RUB:", "A -27 RUBB +2 RUBC +25 RUB",
                             "A pays B 2 RUB", "A pays C 25 RUB"]


def test_an_ofc_session_in_a_currency(browser, capsys, tmp_path):
    header = {"format": "tablescore-session", "version": 1, "game": "ofc-pineapple",
              "settings": {"players": ["Anna", "Boris"], "stake": 2500, "currency": "RUB", "coin": 100}}
    path = write(tmp_path / "ofc-rub.jsonl", header, [
        {"event": "match"}, {"event": "offer", "player": "A", "deal": 1}, {"event": "accept", "player": "B"},
        {"event": "quick", "winner": "B", "net": 31}, {"event": "match", "stake": 1250},
        {"event": "quick", "winner": "A", "net": 40}])
    money = replay_json(capsys, path)["money"]
    assert money["rounded"] == {"A": -3700, "B": 3700}
    for lang, want in (("en", [["Stake 25 RUB", "Payout 25 RUB x 2 = 50 RUB"],
                               ["Stake 12.50 RUB", "Payout 12.50 RUB x 1 = 12.50 RUB"],
                               ["-37.50 RUB", "+37.50 RUB", "-37 RUB", "+37 RUB"], ["Anna pays Boris 37 RUB"]]),
                       ("ru", [["Ставка 25 RUB", "Выплата 25 RUB × 2 = 50 RUB"],
                               ["Ставка 12,50 RUB", "Выплата 12,50 RUB × 1 = 12,50 RUB"],
                               ["-37,50 RUB", "+37,50 RUB", "-37 RUB", "+37 RUB"],
                               ["Платит Anna, получает Boris: 37 RUB"]])):
        page = load(browser, report(capsys, tmp_path, path, "--lang", lang))
        seen = page.eval("""[...Array.from(document.querySelectorAll('section.match')).map(s =>
            [s.querySelector('.note').textContent.split(' · ')[1].trim(),
             s.querySelector('[data-kind=payout]').textContent]),
          Array.from(document.querySelectorAll('#money tfoot td')).map(td => td.textContent),
          Array.from(document.querySelectorAll('#settle li')).map(li => li.textContent)]""")
        assert seen == want
