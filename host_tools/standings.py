"""``tablescore standings``: every archived session added up per player.

A player is a name as the device wrote it.  Per player: the sessions he sat
in, the deals dealt in them (preferans deals scored, OFC deals), his vists
(the sum of his pulya results), his money (each session's money rounded to
its coin, ``replay --json``'s ``money``: a pulya with a vist price, every OFC
session), the pulyas closed (a pulya that reached its end), OFC matches won,
and his biggest win: the best pulya in vists and the best session in money.
Money is added up per currency (a session's amounts are in its currency's
minor units, or plain units without one): roubles are never added to
dollars.  ``--from``/``--to`` keep the sessions first synced in that range of
days (UTC).  A session the archive cannot read back whole is left out and
named on standard error.

>>> rows = add_up([("preferans-m", {"players": ["A", "B", "C"], "totals": {"A": 30, "B": -10, "C": -20},
...                                 "over": True, "events": [{"results": {}, "event": {"event": "game"}}],
...                                 "money": {"currency": "RUB", "rounded": {"A": 1500, "B": -500, "C": -1000}}})])
>>> rows[0]["player"], rows[0]["vists"], rows[0]["pulyas"], rows[0]["best_vists"], rows[0]["money"]
('A', 30, 1, 30, {'RUB': 1500})
>>> money_text(rows[0]["money"], "ru"), money_text({}, "en")
('+15 RUB', '-')
"""
import csv
import datetime
import io
import sys

from .cli import UsageError, write_out
from .report_money import amount
from .safe_text import Escaped, csv_cell

COLUMNS = (("player", "ST_PLAYER"), ("sessions", "ST_SESSIONS"), ("deals", "ST_DEALS"), ("vists", "ST_VISTS"),
           ("money", "ST_MONEY"), ("pulyas", "ST_PULYAS"), ("matches", "ST_MATCHES"),
           ("best_vists", "ST_BEST_VISTS"), ("best_money", "ST_BEST_MONEY"))
CSV_HEADER = {"player": "player", "sessions": "sessions", "deals": "deals", "vists": "vists", "money": "money",
              "pulyas": "pulyas closed", "matches": "matches won", "best_vists": "biggest pulya win (vists)",
              "best_money": "biggest win"}
MONEY = ("money", "best_money")     # {currency: amount}: a CSV column a currency
DEAL_KINDS = ("game", "raspasy", "without3")


def add_parser(sub):
    p = sub.add_parser("standings", help="per player across the archived sessions: vists, money, wins",
                       description="Add up every archived session (or those first synced from --from to --to) per "
                                   "player: sessions, deals, vists, money, pulyas closed, matches won, biggest win.")
    p.add_argument("--from", dest="since", metavar="YYYY-MM-DD", help="first day (UTC) of the sessions counted")
    p.add_argument("--to", dest="until", metavar="YYYY-MM-DD", help="last day (UTC) of the sessions counted")
    p.add_argument("--format", choices=("table", "csv", "html"), default="table")
    p.add_argument("--lang", choices=("ru", "en"), default="ru", help="the HTML page's language")
    p.add_argument("-o", "--output", help="file to write (default: standard output)")
    p.add_argument("--db", help="archive file (default: the one `tablescore sync` uses)")
    p.set_defaults(func=run)


def _day(text, name):
    if text is None:
        return None
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise UsageError("%s %r is not a day YYYY-MM-DD" % (name, text))


def _blank(name):
    return {"player": name, "sessions": 0, "deals": 0, "vists": 0, "money": {}, "pulyas": 0, "matches": 0,
            "best_vists": None, "best_money": {}}


def add_up(docs):
    """Rows per player (by vists then money, best first) of ``[(game, replay document)]``."""
    table = {}
    for game, doc in docs:
        money = doc.get("money")        # None: a pulya without a price
        keys = list(money["rounded"]) if money else []      # names, or seats A, B in OFC
        for seat, name in enumerate(doc["players"]):
            row = table.setdefault(name, _blank(name))
            row["sessions"] += 1
            if game == "preferans-m":
                row["deals"] += sum(1 for e in doc["events"] if "results" in e and e["event"]["event"] in DEAL_KINDS)
                result = doc["totals"][name]
                row["vists"] += result
                row["pulyas"] += 1 if doc["over"] else 0
                if result > 0 and (row["best_vists"] is None or result > row["best_vists"]):
                    row["best_vists"] = result
            else:
                for m in doc["matches"]:
                    row["deals"] += sum(1 for e in m["events"] if "net" in e)
                    row["matches"] += m["winner"] == "AB"[seat]
            if money:
                currency, won = money["currency"], money["rounded"][keys[seat]]
                row["money"][currency] = row["money"].get(currency, 0) + won
                if won > 0 and won > row["best_money"].get(currency, 0):
                    row["best_money"][currency] = won
    currencies = sorted(set(c for r in table.values() for c in r["money"]))
    return sorted(table.values(), key=lambda r: (-r["vists"], [-r["money"].get(c, 0) for c in currencies],
                                                 r["player"]))


def money_text(by_currency, lang):
    """``{currency: amount}`` as the table and the page write it: ``+15 RUB, -2 USD``; ``-`` for none."""
    return ", ".join(amount(v, c, lang, True) for c, v in sorted(by_currency.items())) or "-"


def archived_docs(db, since=None, until=None, err=None):
    """``[(game, replay document)]`` of the archived sessions first synced in the range."""
    from .archive_cli import open_archive, session_records
    from .report_cli import archived_doc
    archive = open_archive(db)
    out = []
    for s in archive.sessions():
        day = datetime.datetime.fromtimestamp(s["synced"], datetime.timezone.utc).date() if s["synced"] else None
        if (since and (day is None or day < since)) or (until and (day is None or day > until)):
            continue
        try:
            doc = archived_doc(s["id"], session_records(archive, str(s["id"]))[1])
        except UsageError as exc:
            print("tablescore: standings leave out session %d: %s" % (s["id"], exc), file=err or sys.stderr)
            continue
        out.append((doc["game"], doc))
    return out


def _cell(v):
    return "" if v is None else v


def write_csv(rows, out):
    """A column a figure; money a column a currency (``money``, ``money RUB``:
    minor units), empty where a player has none in it."""
    currencies = sorted(set(c for r in rows for key in MONEY for c in r[key])) or [""]
    head = []
    for key, _ in COLUMNS:
        head += [CSV_HEADER[key] + (" " + c if c else "") for c in currencies] if key in MONEY else [CSV_HEADER[key]]
    w = csv.writer(out, lineterminator="\n")
    w.writerow(head)
    for r in rows:
        cells = []
        for key, _ in COLUMNS:
            if key in MONEY:
                cells += [_cell(r[key].get(c)) for c in currencies]
            else:
                cells.append(csv_cell(r[key]) if key == "player" else _cell(r[key]))
        w.writerow(cells)


def texts(row, lang):
    """A row's cells as the table and the page write them."""
    out = {}
    for key, _ in COLUMNS:
        v = row[key]
        if key in MONEY:
            out[key] = money_text(v, lang)
        elif key == "vists":
            out[key] = "%+d" % v if v else "0"
        else:
            out[key] = "-" if v is None else str(v)
    return out


def write_table(rows, out, words):
    heads = [words[name] for _, name in COLUMNS]
    cells = [[t[key] for key, _ in COLUMNS] for t in (texts(r, "en") for r in rows)]
    widths = [max(len(h), *(len(c[i]) for c in cells)) if cells else len(h) for i, h in enumerate(heads)]
    out.write("  ".join(h.ljust(widths[0]) if i == 0 else h.rjust(widths[i]) for i, h in enumerate(heads)) + "\n")
    for c in cells:
        out.write("  ".join(v.ljust(widths[0]) if i == 0 else v.rjust(widths[i]) for i, v in enumerate(c)) + "\n")


def run(args):
    from .report_text import words
    since, until = _day(args.since, "--from"), _day(args.until, "--to")
    rows = add_up(archived_docs(args.db, since, until))
    buf = io.StringIO()
    if args.format == "csv":
        write_csv(rows, buf)
    elif args.format == "html":
        from .report_page import render
        span = (words(args.lang)["ST_RANGE"] % (since or "…", until or "…")) if since or until else None
        shown = [dict(texts(r, args.lang), sign=(r["vists"] > 0) - (r["vists"] < 0)) for r in rows]
        buf.write(render("report.html.j2", kind="standings", title=None, w=words(args.lang), lang=args.lang,
                         rows=shown, columns=COLUMNS, span=span))
    else:
        write_table(rows, Escaped(buf), words("en"))
    write_out(buf.getvalue(), args.output)
    return 0
