"""``tablescore sessions``, ``show SESSION``, ``export SESSION``: read the archive
(``verify SESSION CODE`` and the check codes printed here: ``verify_cli``).

Every command re-reads the raw records and checks them (CRC, seq, hash
chain) before using them; ``show`` also derives the totals again and says
whether they agree with what the device reported.  Names and the game come
from the device: they reach the terminal escaped (``safe_text``).
"""
import io
import sys

from . import archive_damage, replay, texts, verify_cli
from .archive import Archive, ArchiveError, derive
from .archive_export import ExportError, session_lines, write_csv
from .cli import UsageError, write_out
from .rules import money, table_money
from .safe_text import Escaped


def _db_arg(p):
    p.add_argument("--db", help="archive file (default: the one `tablescore sync` uses)")


def add_parser(sub):
    p = sub.add_parser("sessions", help="list the archived sessions",
                       description="List the sessions in the archive, with the host's check of each.")
    _db_arg(p)
    p.set_defaults(func=run_sessions)
    p = sub.add_parser("show", help="print an archived session: the pulya sheet or the match log",
                       description="Print an archived session deal by deal (as `tablescore replay` does).")
    p.add_argument("session", help="archive id (from `tablescore sessions`) or DEVICE:SID")
    _db_arg(p)
    replay.add_lang(p)
    p.set_defaults(func=run_show)
    p = sub.add_parser("export", help="write an archived session as CSV or JSON",
                       description="Write an archived session: --format json is the session form "
                                   "(docs/session-json.md) that `tablescore replay` reads; csv has a row per event, "
                                   "a column per figure.")
    p.add_argument("session", help="archive id or DEVICE:SID")
    p.add_argument("--format", choices=("json", "csv"), default="json")
    p.add_argument("-o", "--output", help="file to write (default: standard output)")
    _db_arg(p)
    p.set_defaults(func=run_export)


def open_archive(db):
    """The archive at ``db`` (None: the default one), or UsageError if there is none."""
    if db:
        import os
        if not os.path.exists(db):
            raise UsageError("no archive at %s (run `tablescore sync --db %s` first)" % (db, db))
    return Archive(db)


def session_records(archive, ident):
    """``(session, records)`` of the session ``ident`` (an id or DEVICE:SID), or UsageError."""
    try:
        s = archive.find(ident)
        return s, archive.records(s["id"])
    except ArchiveError as exc:
        raise UsageError(str(exc))


def _check(s, records):
    """``ok``, ``MISMATCH ...`` or ``-`` (the device reported nothing yet)."""
    if s["device_seq"] is None:
        return "-"
    mine = derive(records, s["device_seq"]).totals()
    if mine != s["device_totals"]:
        return "MISMATCH device %s host %s" % (s["device_totals"], mine)
    return "ok"


def _damage(archive, s):
    """What the board's DAMAGE records in the session say (``archive_damage``)."""
    return [note for _, note in archive_damage.notes(archive.ledger_bytes(s["id"]))]


def run_sessions(args):
    archive = open_archive(args.db)
    rows = archive.sessions()
    out = Escaped(sys.stdout)
    if not rows:
        print("no sessions in %s" % archive.path, file=out)
        return 0
    print("%4s  %-16s %-5s %-28s %7s %-7s %-24s %-28s %-6s %s" % (
        "id", "device:sid", "game", "players", "records", "closed", "totals", "money", "code", "check"), file=out)
    status = 0
    for s in rows:
        paid = "-"
        try:
            records = archive.records(s["id"])
            table = derive(records)
            totals = table.totals()
            paid = money_said(table)
            check = _check(s, records)
            code = verify_cli.session_code(archive, s["id"])
            lost = _damage(archive, s)
            if lost:        # the archive is whole, the board's ledger was not: never plain "ok"
                check = "; ".join(([] if check in ("ok", "-") else [check]) + lost)
        except ArchiveError as exc:
            totals, code, check = [], "-", "DAMAGED %s" % exc
        if check != "ok" and check != "-":
            status = 1
        print("%4d  %-16s %-5s %-28s %7d %-7s %-24s %-28s %-6s %s" % (
            s["id"], "%s:%d" % (s["device"][:8], s["sid"]), s["game"] or "?", ", ".join(s["players"])[:28],
            s["records"], "yes" if s["closed"] else "open", " ".join("%+d" % v for v in totals)[:24], paid,
            code, check), file=out)
    return status


def money_said(table):
    """Each player's money rounded to the coin, as ``sessions`` lists it
    (``+13 -18 +5 RUB``); ``-`` when the session counts no money (a pulya
    without a price, a session not started)."""
    got = table_money.settling(table) if table.game is not None else None
    if got is None:
        return "-"
    currency = table_money.terms(table)[1]
    said = " ".join(("+" if v > 0 else "") + money.text(v, currency) for v in got[0])
    return said + " " + currency if currency else said


def run_show(args):
    archive = open_archive(args.db)
    s, records = session_records(archive, args.session)
    try:
        lines = session_lines(records)
    except ExportError as exc:
        raise UsageError("session %s: %s" % (args.session, exc))
    check = _check(s, records)
    try:
        rows = verify_cli.archived(archive, s["id"])
    except ArchiveError as exc:
        raise UsageError(str(exc))
    last = verify_cli.session_row(rows)
    lost = _damage(archive, s)
    out = Escaped(sys.stdout)
    lang = args.lang
    head = texts.choice_list("SHOW_HEAD", lang)
    print(head[0] % (s["device"][:8], s["sid"], s["id"], s["records"], head[1] if s["closed"] else head[2], check,
                     last[3] if last else "-"), file=out)
    for note in lost:
        print(head[3] % note, file=out)
    print(file=out)
    header, events = replay.read_session(lines, "session %s" % args.session)
    if header["game"] == "preferans-m":
        print_sheet(replay.replay_doc(header, events), out, lang)
        replay.game_module(header).replay(header, events, out, False, lang)
    else:
        replay.game_module(header).replay(header, events, out, False)
    verify_cli.print_codes(rows, out)
    return 0 if check in ("ok", "-") and not lost else 1


def print_sheet(doc, out, lang="en"):
    """The pulya sheet as the table writes it: each player's pulya and gora, the
    vists each wrote on each other (row on column), and the result; the names
    as written (a column as wide as the longest), the headings in ``lang``.

    >>> import sys
    >>> print_sheet({"players": ["A", "B", "C"], "pulya": {"A": 10, "B": 0, "C": 2},
    ...              "gora": {"A": 0, "B": 4, "C": 0}, "totals": {"A": 20, "B": -30, "C": 10},
    ...              "events": [{"entries": [{"writer": "A", "target": "B", "vists": 20},
    ...                                      {"writer": "C", "target": "B", "vists": 10}]}]}, sys.stdout)
    Pulya sheet      pulya  gora  vists on:     A     B     C   result
      A                 10     0                -    20     0      +20
      B                  0     4                0     -     0      -30
      C                  2     0                0    10     -      +10
    <BLANKLINE>
    """
    names = doc["players"]
    head = texts.choice_list("SHEET_PULYA", lang)     # the sheet, pulya, gora, vists on:, result
    on = dict((w, dict((t, 0) for t in names)) for w in names)
    for ev in doc["events"]:
        for e in ev.get("entries") or ():
            on[e["writer"]][e["target"]] += e["vists"]
    col = max([6] + [len(n) + 1 for n in names])
    left = max([14] + [len(n) for n in names])
    out.write("%-*s %5s %5s  %9s%s   %s\n" % (left + 2, head[0], head[1], head[2], head[3],
                                            "".join(n.rjust(col) for n in names), head[4]))
    for w in names:
        cells = "".join(("-" if t == w else str(on[w][t])).rjust(col) for t in names)
        out.write("  %-*s %5d %5d           %s %8s\n" % (left, w, doc["pulya"][w], doc["gora"][w], cells,
                                                     "%+d" % doc["totals"][w] if doc["totals"][w] else "0"))
    out.write("\n")


def run_export(args):
    archive = open_archive(args.db)
    s, records = session_records(archive, args.session)
    buf = io.StringIO()
    try:
        if args.format == "json":
            buf.write("\n".join(session_lines(records)) + "\n")
        else:
            write_csv(records, buf)
    except ExportError as exc:
        raise UsageError("session %s: %s" % (args.session, exc))
    write_out(buf.getvalue(), args.output)
    return 0
