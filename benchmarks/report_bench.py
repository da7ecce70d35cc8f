"""Print how long `tablescore report` takes: ``python benchmarks/report_bench.py [DEALS ...]``.

For a pulya of DEALS deals (default 300 and 1,000; made by
tests/long_sessions.py, four players, every kind of deal) and an OFC session
of 20 matches: the session file read and replayed (the rules score every event: `replay --json`'s
document), the page (sheet layout, chart, deals table, the template
rendered), the page's size, and the CSV export's writing.  Each figure is the
least of 5 runs (this machine is shared: the least is the machine's own cost),
after one run that loads the template and the font.
"""
import io
import json
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from long_sessions import ofc_events, pulya_events  # noqa: E402
from tablescore import export_csv, replay  # noqa: E402
from tablescore.report_ofc import ofc_page  # noqa: E402
from tablescore.report_page import pref_page  # noqa: E402

RUNS = 5


def least(fn):
    fn()
    best = None
    for _ in range(RUNS):
        t = time.perf_counter()
        out = fn()
        took = time.perf_counter() - t
        best = took if best is None or took < best else best
    return best, out


def measure(name, header, events, page):
    lines = [json.dumps(o) for o in [header] + events]
    replay_s, doc = least(lambda: replay.replay_doc(*replay.read_session(lines)))
    page_s, html = least(lambda: page(doc, "ru", name))
    seqs = list(range(2, len(events) + 2))
    csv_s, _ = least(lambda: export_csv.write(doc, seqs, io.StringIO()))
    print("%-28s %7d %10.0f %10.0f %10.0f %10.0f %9.0f" % (
        name, len(events), replay_s * 1000, page_s * 1000, (replay_s + page_s) * 1000, csv_s * 1000,
        len(html.encode("utf-8")) / 1024))


def main(argv):
    sizes = [int(a) for a in argv] or [300, 1000]
    print("%-28s %7s %10s %10s %10s %10s %9s" % ("session", "events", "replay ms", "page ms", "total ms",
                                                 "csv ms", "page KB"))
    for deals in sizes:
        header, events = pulya_events(deals, 4, seed=deals)
        measure("pulya of %d deals (4)" % deals, header, events, pref_page)
    header, events = ofc_events(20, seed=20)
    measure("OFC session of 20 matches", header, events, ofc_page)


if __name__ == "__main__":
    main(sys.argv[1:])
