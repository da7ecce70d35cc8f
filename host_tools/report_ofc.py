"""The report page of an OFC session: each match's race to its target with
the davi cube marked, its deals (rows, royalties, fouls, net, score, cube)
and the money across the matches.  Rendered by ``report_page.render``."""
from . import report_model, texts
from .report_money import amount, settlement
from .report_page import COLOURS, render
from .report_text import words
from .rules.ofc_deal import MIDDLE_CODES

RACE_W, RACE_H, RACE_PAD, RACE_RIGHT = 760, 240, 40, 110
SEATS = "AB"


def royalty_text(r, fouled, lang="en"):
    """``"QQ·flush 11"``: a player's royalties in a deal (``None`` when fouled);
    in Russian the rows' categories in the device's words (``"QQ·флеш 11"``).

    >>> royalty_text({"top": "QQ", "middle": "none", "bottom": "flush", "points": 11}, False, "ru")
    'QQ·флеш 11'
    """
    codes = [c for c in (r["top"], r["middle"], r["bottom"]) if c != "none"]
    if lang != "en":        # a top's code is its cards (QQ, 777); the others' are words
        codes = [texts.choice("ROY_LABELS", MIDDLE_CODES.index(c), lang) if c in MIDDLE_CODES else c
                 for c in codes]
    if fouled:
        return None
    return "%s %d" % ("·".join(codes), r["points"]) if codes else "0"


def race(match, points, davi, names, w):
    """The race chart of one match: two step lines to the target, the davi marks."""
    target = match["settings"]["target"]
    deals = max(1, points[-1][0])
    top = max(target, max(max(a, b) for _, a, b in points))
    inner_w, inner_h = RACE_W - RACE_PAD - RACE_RIGHT, RACE_H - 2 * RACE_PAD

    def x(deal):
        return round(RACE_PAD + inner_w * deal / deals, 2)

    def y(score):
        return round(RACE_PAD + inner_h * (top - score) / top, 2)

    lines = []
    for seat in (0, 1):
        pts, prev = [], None
        for deal, a, b in points:
            s = (a, b)[seat]
            if prev is not None:
                pts.append("%s,%s" % (x(deal), y(prev)))        # a step: the score changes at the deal
            pts.append("%s,%s" % (x(deal), y(s)))
            prev = s
        lines.append({"seat": SEATS[seat], "name": names[seat], "colour": COLOURS[seat], "points": " ".join(pts),
                      "last": (points[-1][1], points[-1][2])[seat], "end_y": y((points[-1][1], points[-1][2])[seat])})
    marks = []
    at, k = None, 0
    for d in davi:
        if d["kind"] == "offer" or at is None:      # an answer comes at its offer's moment
            street = d["street"] or 0
            new = x(min(deals, d["after"] + street / 6.0))
            k = k + 1 if at is not None and new - at < 90 else 0    # close marks stack downwards
            at = new
        else:
            k += 1
        who = names[SEATS.index(d["player"])]
        if d["kind"] == "offer":
            label = w["OFFERED"] % (who, d["cube_value"] * 2)
        elif d["kind"] == "accept":
            label = w["ACCEPTED"] % (who, d["cube_value"])
        else:
            label = w["DROPPED"] % who
        owner = d["cube_owner"]
        cube = (w["CUBE_AT"] % (d["cube_value"], names[SEATS.index(owner)]) if owner
                else w["CUBE_MIDDLE"] % d["cube_value"])
        marks.append({"x": at, "label": label, "cube": cube, "value": d["cube_value"], "owner": owner,
                      "kind": d["kind"], "kind_word": w["DAVI_KINDS"][d["kind"]], "y": RACE_PAD + 4 + 17 * k,
                      "short": names[SEATS.index(owner)] if owner else ""})
    return {"w": RACE_W, "h": RACE_H, "lines": lines, "target_y": y(target), "target": target, "marks": marks,
            "left": RACE_PAD, "right": RACE_W - RACE_RIGHT, "top": RACE_PAD, "bottom": RACE_H - RACE_PAD,
            "deals": deals, "x0": x(0)}


def _rows(match, names, w, lang):
    out = []
    for e in match["events"]:
        row = {"line": e["line"], "event": e["event"], "voided": e.get("voided", False)}
        if "net" in e:
            fouls = e.get("fouls") or [False, False]
            row.update({"deal": e["deal"], "net": e["net"], "scores": e["scores"],
                        "rows": " ".join({"A": names[0], "B": names[1], "tie": w["TIE"]}[r] for r in e["rows"])
                        if "rows" in e else "",
                        "fouls": [names[s] for s in (0, 1) if fouls[s]],
                        "royalties": [royalty_text(e["royalties"][s], fouls[s], lang) for s in (0, 1)]
                        if "royalties" in e else [None, None], "detailed": "royalties" in e})
        elif not row["voided"]:
            row.update({"player": names[SEATS.index(e["player"])], "cube_value": e["cube_value"],
                        "cube_owner": names[SEATS.index(e["cube_owner"])] if e["cube_owner"] else None})
        out.append(row)
    return out


def ofc_context(doc, lang):
    w = words(lang)
    names = doc["players"]
    currency = doc["money"]["currency"]         # the stakes' (minor units), "" for plain units

    def money(v, sign=False):
        return amount(v, currency, lang, sign)
    matches = []
    for number, (match, r) in enumerate(zip(doc["matches"], report_model.ofc_races(doc)), 1):
        s = match["settings"]
        matches.append({"number": number, "m": match, "s": s, "stake": money(s["stake"]),
                        "payout": w["PAYOUT_OF"] % (money(s["stake"]), match["cube_value"], money(match["payout"])),
                        "winner": names[SEATS.index(match["winner"])] if match["winner"] else None,
                        "race": race(match, r["points"], r["davi"], names, w), "rows": _rows(match, names, w, lang)})
    rows = [{"number": n, "winner": names[SEATS.index(win)] if win else None, "payout": money(pay),
             "balance": [money(bal, True), money(-bal, True)]} for n, win, pay, bal in report_model.ofc_money(doc)]
    return {"w": w, "lang": lang, "doc": doc, "names": names, "matches": matches, "money": rows,
            "balance": [money(doc["balance"][seat], True) for seat in SEATS], "wins": doc["wins"],
            "settlement": settlement(doc, lang)}


def ofc_page(doc, lang="ru", title=None):
    return render("report.html.j2", kind="ofc", title=title, **ofc_context(doc, lang))
