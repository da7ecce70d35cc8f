"""``tablescore export SESSION --format csv``: a row a deal, a column a figure.

Columns a spreadsheet can sum and chart, no JSON in a cell (docs/report.md):

- preferans: ``number, seq, kind, dealer, declarer, contract, suit, tricks,
  defence, whister, voided by``, then for each player ``P pulya``, ``P gora``,
  ``P vists`` (written by him in the deal), ``P result``, ``P balance`` (the
  running total), ``P raspasy tricks``, then ``W on T`` for each writer and target (the vists W
  wrote on T in the deal), ``raspasy series`` and ``notes``;
- OFC: ``match, seq, kind, deal, top, middle, bottom`` (who won each row),
  for each player ``P royalties`` (points), ``P royalty rows`` (the codes; none on a foul),
  ``P foul`` (1/0), ``P net`` (his side of the deal), ``P score``; then
  ``cube, cube owner, payout`` and ``P money`` (the session's running balance).

Every figure is the replay's (``tablescore replay --json`` of the exported
session).  Text cells go through ``safe_text.csv_cell`` (control characters
escaped, never a formula); numbers stay numbers; a figure an event does not
have is an empty cell.
"""
import csv

from .safe_text import csv_cell

PREF_FIELDS = ("declarer", "contract", "suit", "tricks", "defence", "whister")


def _row(out, cells):
    out.writerow([csv_cell(c) for c in cells])


def pref_csv(doc, seqs, out):
    names = doc["players"]
    pairs = [(w, t) for w in names for t in names if w != t]
    w = csv.writer(out, lineterminator="\n")
    head = ["number", "seq", "kind", "dealer"] + list(PREF_FIELDS) + ["voided by"]
    for p in names:
        head += ["%s pulya" % p, "%s gora" % p, "%s vists" % p, "%s result" % p, "%s balance" % p,
                 "%s raspasy tricks" % p]
    head += ["%s on %s" % pair for pair in pairs] + ["raspasy series", "notes"]
    _row(w, head)
    for ev in doc["events"]:
        e = ev["event"]
        kind = e["event"]
        if kind == "game" and e.get("contract") == "misere":
            kind = "misere"
        cells = [ev["number"], seqs[ev["number"] - 1], kind, ev["dealer"]]
        cells += ["" if f == "tricks" and kind == "raspasy" else e.get(f, "") for f in PREF_FIELDS]
        cells.append(ev["voided_by"] or (e["number"] if kind == "void" else ""))
        scored = "results" in ev
        written = dict((pair, 0) for pair in pairs)
        for entry in ev.get("entries", ()):
            written[(entry["writer"], entry["target"])] += entry["vists"]
        for p in names:
            if scored:
                cells += [ev["pulya"][p], ev["gora"][p], sum(v for (wr, _), v in written.items() if wr == p),
                          ev["results"][p]]
            else:
                cells += ["", "", "", ""]
            cells += [ev["totals"][p], e["tricks"].get(p, "") if kind == "raspasy" else ""]
        cells += [written[pair] if scored else "" for pair in pairs]
        cells += [ev["raspasy_series"], "; ".join(ev.get("notes", ()))]
        _row(w, cells)


def ofc_csv(doc, seqs, out):
    names = doc["players"]
    w = csv.writer(out, lineterminator="\n")
    head = ["match", "seq", "kind", "deal", "top", "middle", "bottom"]
    for p in names:
        head += ["%s royalties" % p, "%s royalty rows" % p, "%s foul" % p, "%s net" % p, "%s score" % p]
    head += ["cube", "cube owner", "payout"] + ["%s money" % p for p in names]
    _row(w, head)
    seat_name = {"A": names[0], "B": names[1], "tie": "tie", None: ""}
    balance = 0
    line_seq = dict(zip(range(2, len(seqs) + 2), seqs))     # the session form's line -> ledger seq
    for number, m in enumerate(doc["matches"], 1):
        cube, owner = 1, None
        for e in m["events"]:
            cells = [number, line_seq.get(e["line"], ""), e["event"] + (" (voided)" if e.get("voided") else ""),
                     e.get("deal", "")]
            rows = e.get("rows")
            cells += [seat_name[r] for r in rows] if rows else ["", "", ""]
            if "cube_value" in e:
                cube, owner = e["cube_value"], e["cube_owner"]
            for seat in (0, 1):
                if "net" in e:
                    roy = e.get("royalties")
                    codes = " ".join(c for c in (roy[seat]["top"], roy[seat]["middle"], roy[seat]["bottom"])
                                     if c != "none") if roy and not e["fouls"][seat] else ""
                    cells += [roy[seat]["points"] if roy else "", codes,
                              int(e["fouls"][seat]) if "fouls" in e else "",
                              e["net"] if seat == 0 else -e["net"], e["scores"][seat]]
                else:
                    cells += ["", "", "", "", ""]
            payout = ""
            if e.get("winner"):
                payout = m["payout"]
                balance += payout if e["winner"] == "A" else -payout
            cells += [cube, seat_name[owner], payout, balance, -balance]
            _row(w, cells)


def write(doc, seqs, out):
    """The CSV of a ``replay --json`` document; ``seqs[i]`` is the ledger seq of event ``i + 1``."""
    (pref_csv if doc["game"] == "preferans-m" else ofc_csv)(doc, seqs, out)
