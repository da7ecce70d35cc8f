"""``tablescore report SESSION`` and ``tablescore standings``: the evening on paper.

``report`` writes one self-contained HTML page of a session (the pulya
sheet, the balance chart, the deals; or an OFC session's matches) or, with
``--png``, a picture of its sheet for a chat, taken by headless Chromium
(``tablescore.browser``).  SESSION is what ``show`` takes (an archive id or
DEVICE:SID) or a session file as ``replay`` reads it.

``standings`` adds up every archived session (or those synced in a date
range) per player, as a table, CSV or an HTML page (``standings``).
"""
import os
import sys

from .cli import UsageError
from .report_text import LANGS

FORMATS = ("html", "png")


def add_parser(sub):
    p = sub.add_parser("report", help="an HTML page (or PNG) of a session: the pulya sheet, charts, deals",
                       description="Write one self-contained HTML page of a session: the pulya sheet as drawn on "
                                   "paper, each player's balance deal by deal, the deals with their breakdown; "
                                   "for OFC each match's race with the davi cube, royalties and fouls, the money. "
                                   "See docs/report.md.")
    p.add_argument("session", help="archive id or DEVICE:SID (as `show` takes), or a session file (as `replay` reads)")
    p.add_argument("-o", "--output", help="file to write (default: the HTML to standard output)")
    p.add_argument("--lang", choices=LANGS, default="ru", help="the page's language (default ru, as the device)")
    p.add_argument("--format", choices=FORMATS, default="html", help="html (default) or png: the sheet as a picture")
    p.add_argument("--png", action="store_const", const="png", dest="format", help="the same as --format png")
    p.add_argument("--db", help="archive file (default: the one `tablescore sync` uses)")
    p.set_defaults(func=run_report)


def load(ident, db):
    """``(replay document, title)`` of a session file or an archived session
    (through its export: the header carries the money terms in force)."""
    from . import replay
    if os.path.isfile(ident):
        return replay.replay_doc(*replay.read_file(ident)), os.path.basename(ident)
    from .archive_cli import open_archive, session_records
    s, records = session_records(open_archive(db), ident)
    return archived_doc(ident, records), "%s:%d" % (s["device"][:8], s["sid"])


def archived_doc(ident, records):
    """``archive_export.session_doc``, or UsageError naming the session."""
    from .archive import ArchiveError
    from .archive_export import ExportError, session_doc
    try:
        return session_doc(records)
    except (ExportError, ArchiveError) as exc:
        raise UsageError("session %s: %s" % (ident, exc))


def page(doc, lang, title):
    """The HTML text of a replay document."""
    if doc["game"] == "preferans-m":
        from .report_page import pref_page
        return pref_page(doc, lang, title)
    from .report_ofc import ofc_page
    return ofc_page(doc, lang, title)


def write_bytes(path, data):
    try:
        with open(path, "wb") as f:
            f.write(data)
    except OSError as exc:
        raise UsageError("cannot write %s: %s" % (path, exc.strerror or exc))


def png_of(html, selector):
    """The picture of element ``selector`` of the page ``html``, taken by headless Chromium."""
    import tempfile
    from .browser import Browser, BrowserError, BrowserMissing
    with tempfile.TemporaryDirectory(prefix="tablescore-report-") as tmp:
        path = os.path.join(tmp, "page.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(html)
        try:
            with Browser() as browser:
                return browser.open(path).screenshot(selector)
        except BrowserMissing as exc:
            raise UsageError("--png needs Chromium: %s" % exc)
        except BrowserError as exc:
            raise UsageError("--png: %s" % exc)


def run_report(args):
    doc, title = load(args.session, args.db)
    html = page(doc, args.lang, title)
    if args.format == "png":
        if not args.output:
            raise UsageError("--png writes a picture: name the file with -o FILE.png")
        selector = "#sheet" if doc["game"] == "preferans-m" else "body"
        write_bytes(args.output, png_of(html, selector))
    elif args.output:
        write_bytes(args.output, html.encode("utf-8"))
    else:
        sys.stdout.write(html)
    return 0
