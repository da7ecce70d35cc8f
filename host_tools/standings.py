"""``tablescore standings``: every archived session added up per player.

A player is a name as the device wrote it.  Per player: the sessions he sat
in, the deals dealt in them (preferans deals scored, OFC deals), his vists
(the sum of his pulya results), his money (OFC payouts won less lost; a
pulya's money once a vist price exists, issue 13), the pulyas closed (a
pulya that reached its end), OFC matches won, and his biggest win: the best
pulya in vists and the best match in money.  ``--from``/``--to`` keep the
sessions first synced in that range of days (UTC).  A session the archive
cannot read back whole is left out and named on standard error.

>>> rows = add_up([("preferans-m", {"players": ["A", "B", "C"], "totals": {"A": 30, "B": -10, "C": -20},
...                                 "over": True, "events": [{"results": {}, "event": {"event": "game"}}]})])
>>> rows[0]["player"], rows[0]["vists"], rows[0]["pulyas"], rows[0]["best_vists"]
('A', 30, 1, 30)
"""
import csv
import datetime
import io
import sys

from .cli import UsageError
from .safe_text import Escaped, csv_cell

COLUMNS = (("player", "ST_PLAYER"), ("sessions", "ST_SESSIONS"), ("deals", "ST_DEALS"), ("vists", "ST_VISTS"),
           ("money", "ST_MONEY"), ("pulyas", "ST_PULYAS"), ("matches", "ST_MATCHES"),
           ("best_vists", "ST_BEST_VISTS"), ("best_money", "ST_BEST_MONEY"))
CSV_HEADER = ("player", "sessions", "deals", "vists", "money", "pulyas closed", "matches won",
              "biggest pulya win (vists)", "biggest match win (money)")
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
    return {"player": name, "sessions": 0, "deals": 0, "vists": 0, "money": 0, "pulyas": 0, "matches": 0,
            "best_vists": None, "best_money": None}


def add_up(docs):
    """Rows per player (by vists then money, best first) of ``[(game, replay document)]``."""
    table = {}
    for game, doc in docs:
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
                letter = "AB"[seat]
                row["money"] += doc["balance"][letter]
                for m in doc["matches"]:
                    row["deals"] += sum(1 for e in m["events"] if "net" in e)
                    if m["winner"] == letter:
                        row["matches"] += 1
                        if row["best_money"] is None or m["payout"] > row["best_money"]:
                            row["best_money"] = m["payout"]
    return sorted(table.values(), key=lambda r: (-r["vists"], -r["money"], r["player"]))


def archived_docs(db, since=None, until=None, err=None):
    """``[(game, replay document)]`` of the archived sessions first synced in the range."""
    from .report_cli import load
    from .archive_cli import _open

    class Args:
        pass
    args = Args()
    args.db = db
    archive = _open(args)
    out = []
    for s in archive.sessions():
        day = datetime.datetime.fromtimestamp(s["synced"], datetime.timezone.utc).date() if s["synced"] else None
        if (since and (day is None or day < since)) or (until and (day is None or day > until)):
            continue
        try:
            doc = load(str(s["id"]), db)[0]
        except UsageError as exc:
            print("tablescore: standings leave out session %d: %s" % (s["id"], exc), file=err or sys.stderr)
            continue
        out.append((doc["game"], doc))
    return out


def _cell(v):
    return "" if v is None else v


def write_csv(rows, out):
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_HEADER)
    for r in rows:
        w.writerow([csv_cell(r[key]) if key == "player" else _cell(r[key]) for key, _ in COLUMNS])


def write_table(rows, out, words):
    heads = [words[name] for _, name in COLUMNS]
    cells = [[r["player"]] + ["%+d" % r[k] if k in ("vists", "money") and r[k] else
                              ("-" if r[k] is None else str(r[k])) for k, _ in COLUMNS[1:]] for r in rows]
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
        buf.write(render("report.html.j2", kind="standings", title=None, w=words(args.lang), lang=args.lang,
                         rows=rows, columns=COLUMNS, span=span))
    else:
        write_table(rows, Escaped(buf), words("en"))
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as f:
                f.write(buf.getvalue())
        except OSError as exc:
            raise UsageError("cannot write %s: %s" % (args.output, exc.strerror or exc))
    else:
        sys.stdout.write(buf.getvalue())
    return 0
