"""``tablescore export SESSION --format csv``: a row a deal, a column a figure.

Columns a spreadsheet can sum and chart, no JSON in a cell (docs/report.md):

- preferans: ``number, seq, kind, dealer, declarer, contract, suit, tricks,
  defence, whister, voided by``, then for each player ``P pulya``, ``P gora``,
  ``P vists`` (written by him in the deal), ``P result``, ``P balance`` (the
  running total), ``P money`` (the running balance times the vist price: only
  with a price), ``P raspasy tricks``, then ``W on T`` for each writer and
  target (the vists W wrote on T in the deal), ``raspasy series`` and ``notes``;
- OFC: ``match, seq, kind, deal, top, middle, bottom`` (who won each row),
  for each player ``P royalties`` (points), ``P royalty rows`` (the codes; none on a foul),
  ``P foul`` (1/0), ``P net`` (his side of the deal), ``P score``; then
  ``cube, cube owner, payout`` and ``P money`` (the session's running balance).

A session that counts money (a pulya with a price, every OFC session) has
the terms and the settling-up in columns of their own at the end
(``price`` in preferans, ``coin, currency, payer, payee, amount``) and two
kinds of row after the deals: ``money``, each player's money rounded to the
coin in his ``P money`` and the terms, and a ``payment`` a payment, its payer,
payee, amount and currency.  Amounts are in the currency's minor units.

Every figure is the replay's (``tablescore replay --json`` of the exported
session), the money its ``money`` (``rules.money``'s rounding and payments).
Text cells go through ``safe_text.csv_cell`` (control characters
escaped, never a formula); numbers stay numbers; a figure an event does not
have is an empty cell.
"""
import csv

from . import report_model, settling
from .safe_text import csv_cell

PREF_FIELDS = ("declarer", "contract", "suit", "tricks", "defence", "whister")
SETTLING = ("coin", "currency", "payer", "payee", "amount")


def _row(out, cells):
    out.writerow([csv_cell(c) for c in cells])


def settling_rows(w, doc, width, money_at, terms):
    """After the deals: the ``money`` row (each player's money rounded to the
    coin, in his column ``money_at[p]``; the terms) and a ``payment`` row per
    payment.  ``width`` cells before the columns of ``terms`` and ``SETTLING``."""
    money = doc["money"]
    keys = list(money["rounded"])               # names (preferans) or seats A, B (OFC)
    name = dict(zip(keys, doc["players"]))
    cells = [""] * width
    cells[2] = "money"
    for at, key in zip(money_at, keys):
        cells[at] = money["rounded"][key]
    _row(w, cells + [money[t] for t in terms] + [money["coin"], money["currency"], "", "", ""])
    for pay in money["payments"]:
        cells = [""] * width
        cells[2] = "payment"
        _row(w, cells + [""] * len(terms) + ["", money["currency"], name[pay["payer"]], name[pay["payee"]],
                                             pay["amount"]])


def pref_csv(doc, seqs, out):
    names = doc["players"]
    money = doc["money"]            # None: the pulya has no price
    pairs = [(w, t) for w in names for t in names if w != t]
    w = csv.writer(out, lineterminator="\n")
    head = ["number", "seq", "kind", "dealer"] + list(PREF_FIELDS) + ["voided by"]
    money_at = []
    for p in names:
        head += ["%s pulya" % p, "%s gora" % p, "%s vists" % p, "%s result" % p, "%s balance" % p]
        if money:
            money_at.append(len(head))
            head.append("%s money" % p)
        head.append("%s raspasy tricks" % p)
    head += ["%s on %s" % pair for pair in pairs] + ["raspasy series", "notes"]
    width = len(head)
    if money:
        head += ["price"] + list(SETTLING)
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
        written.update(report_model.written(ev))
        for p in names:
            if scored:
                cells += [ev["pulya"][p], ev["gora"][p], sum(v for (wr, _), v in written.items() if wr == p),
                          ev["results"][p]]
            else:
                cells += ["", "", "", ""]
            cells.append(ev["totals"][p])
            if money:
                cells.append(settling.vists_money(ev["totals"][p], money["price"]))
            cells.append(e["tricks"].get(p, "") if kind == "raspasy" else "")
        cells += [written[pair] if scored else "" for pair in pairs]
        cells += [ev["raspasy_series"], "; ".join(ev.get("notes", ()))]
        _row(w, cells + ([""] * (1 + len(SETTLING)) if money else []))
    if money:
        settling_rows(w, doc, width, money_at, ("price",))


def ofc_csv(doc, seqs, out):
    names = doc["players"]
    w = csv.writer(out, lineterminator="\n")
    head = ["match", "seq", "kind", "deal", "top", "middle", "bottom"]
    for p in names:
        head += ["%s royalties" % p, "%s royalty rows" % p, "%s foul" % p, "%s net" % p, "%s score" % p]
    head += ["cube", "cube owner", "payout"] + ["%s money" % p for p in names]
    width = len(head)
    _row(w, head + list(SETTLING))
    seat_name = {"A": names[0], "B": names[1], "tie": "tie", None: ""}
    after = dict((number, balance) for number, _, _, balance in report_model.ofc_money(doc))
    line_seq = dict(zip(range(2, len(seqs) + 2), seqs))     # the session form's line -> ledger seq
    for number, m in enumerate(doc["matches"], 1):
        cube, owner = 1, None
        balance = after.get(number - 1, 0)         # A's money before the match
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
                payout, balance = m["payout"], after[number]
            cells += [cube, seat_name[owner], payout, balance, -balance]
            _row(w, cells + [""] * len(SETTLING))
    settling_rows(w, doc, width, [width - 2, width - 1], ())


def write(doc, seqs, out):
    """The CSV of a ``replay --json`` document; ``seqs[i]`` is the ledger seq of event ``i + 1``."""
    (pref_csv if doc["game"] == "preferans-m" else ofc_csv)(doc, seqs, out)
