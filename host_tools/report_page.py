"""The report page: one self-contained HTML file (styles, font and pictures
inside; nothing fetched) rendered by Jinja2 from ``templates/``.

``pref_page(doc, lang)``, ``ofc_page(doc, lang)`` and
``standings_page(rows, lang)`` return the HTML text of a session's
``replay --json`` document (``report_model``) or of the standings.  Every
name and note is autoescaped by the template engine (``autoescape=True``):
a device's text reaches the page as text, never as markup.
"""
import base64
import functools
import pathlib

import jinja2

from . import pulya_sheet, report_model, texts
from .report_money import settlement
from .report_text import words
from .rules.pref_deal import DEFENCES
from .safe_text import shown

HERE = pathlib.Path(__file__).resolve().parent
SUIT_SIGNS = {"s": "♠", "c": "♣", "d": "♦", "h": "♥", "nt": "БК"}
SUIT_SIGNS_EN = dict(SUIT_SIGNS, nt="NT")
# the players' colours in the chart and the race (print well in grey too)
COLOURS = ("#1f5fa8", "#c0392b", "#2e8540", "#8e44ad")
CHART_W, CHART_H, CHART_PAD = 760, 260, 40


def _shown(value):
    return shown(value) if isinstance(value, str) else value


def signed(v):
    return "%+d" % v if v else "0"


@functools.lru_cache(maxsize=1)
def environment():
    # every value passes safe_text.shown (a device's control characters as visible
    # escapes, as on the terminal), then the HTML autoescape
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(HERE / "templates")), autoescape=True,
                             trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined,
                             finalize=_shown)
    env.filters["signed"] = signed
    env.globals["font"] = fonts()
    return env


@functools.lru_cache(maxsize=1)
def fonts():
    """The page's font files as base64 (the page carries them: no network)."""
    return dict((name, base64.b64encode((HERE / "fonts" / name).read_bytes()).decode("ascii"))
                for name in ("DejaVuSans.woff", "DejaVuSans-Bold.woff"))


def render(template, **context):
    return environment().get_template(template).render(**context)


# -- preferans ---------------------------------------------------------------------
def describe(ev, names, w, lang):
    """One event of the session form, in words of ``lang``."""
    k = ev["event"]
    kinds, suits = w["KINDS"], SUIT_SIGNS if lang == "ru" else SUIT_SIGNS_EN
    if k == "void":
        return w["VOID_OF"] % ev["number"]
    if k == "raspasy":
        return "%s: %s" % (kinds[1], " · ".join("%s %d" % (p, t) for p, t in ev["tricks"].items()))
    if k in ("information", "warning", "cut"):
        penalty = w["PENALTIES"][("information", "warning", "cut").index(k)]
        return "%s: %s" % (penalty, ev["offender"])
    if k == "misdeal":
        return kinds[4]
    if k == "end":
        return w["H_INCIDENTS"][4]
    contract = kinds[2] if ev["contract"] == "misere" else "%s%s" % (ev["contract"], suits.get(ev.get("suit"), ""))
    if k == "without3":
        return "%s %s: %s" % (ev["declarer"], contract, kinds[3])
    parts = ["%s %s" % (ev["declarer"], contract)]
    if "tricks" in ev:
        parts.append(w["TOOK"] % ev["tricks"])
    defence = ev.get("defence")
    if defence:
        text = w["DEFENCE_NAMES"][DEFENCES.index(defence)]     # the device's list, in the rules' order
        parts.append(text % ev["whister"] if "%s" in text else text)
        if defence == "both" and "whister_tricks" in ev:
            parts.append(w["WHISTER_TOOK"] % (ev["whister"], ev["whister_tricks"]))
    if ev.get("after_half"):
        parts.append(w["AFTER_HALF"])
    if ev.get("dealer_role"):
        roles = ("takeover", "half_declarer", "half_whister")
        parts.append(w["ROLE_NAMES"][1 + roles.index(ev["dealer_role"])])
    if ev.get("challenger") is not None:
        parts.append(w["PLAN_OF"] % (ev["plan"], ev["challenger"], ev["promise"]))
    return ", ".join(parts)


def _notes(ev, lang):
    """A deal's notes in ``lang``: the device's words for each note's code."""
    if "note_codes" not in ev:
        return ev.get("notes", [])
    return [texts.note(n, lang) for n in ev["note_codes"]]


def _written(ev, w, lang):
    """Who wrote what on whom in an event, and the pulya and gora it put down."""
    out = []
    for p, v in ev["pulya"].items():
        if v:
            out.append(w["INTO_PULYA"] % (p, v))
    for p, v in ev["gora"].items():
        if v:
            out.append(w["INTO_GORA"] % (p, v))
    reasons = w["REASON"]
    for e in ev["entries"]:
        why = e["reason"]
        # the page's words, else the sheet's (a penalty's: "штраф: подсказка")
        why = reasons[why] if why in reasons else texts.reason(why, lang)
        out.append("%s (%s)" % (w["WRITES"] % (e["writer"], e["vists"], e["target"]), why))
    return out


def chart(names, values, spans, count):
    """The balance chart: a polyline per player over events ``0..count``,
    ``values[p]`` the totals after each event (0 before the first)."""
    lo = min(0, *(min(v) for v in values.values())) if count else 0
    hi = max(0, *(max(v) for v in values.values())) if count else 0
    if hi == lo:
        hi, lo = lo + 10, lo - 10
    inner_w, inner_h = CHART_W - 2 * CHART_PAD, CHART_H - 2 * CHART_PAD

    def x(i):
        return round(CHART_PAD + inner_w * i / max(count, 1), 2)

    def y(v):
        return round(CHART_PAD + inner_h * (hi - v) / (hi - lo), 2)

    lines = []
    for n, p in enumerate(names):
        pts = " ".join("%s,%s" % (x(i), y(v)) for i, v in enumerate([0] + values[p]))
        lines.append({"player": p, "colour": COLOURS[n], "points": pts, "last": values[p][-1] if count else 0,
                      "end_y": y(values[p][-1] if count else 0)})
    shades = [{"x": x(a - 1), "w": max(1.0, x(b) - x(a - 1)), "from": a, "to": b} for a, b in spans]
    step = _nice_step((hi - lo) / 5)
    ticks = [{"y": y(v), "v": v} for v in range(int(lo // step) * step, hi + 1, step) if lo <= v <= hi]
    return {"w": CHART_W, "h": CHART_H, "lines": lines, "shades": shades, "zero": y(0), "ticks": ticks,
            "left": CHART_PAD, "right": CHART_W - CHART_PAD, "top": CHART_PAD, "bottom": CHART_H - CHART_PAD,
            "count": count}


def _nice_step(raw):
    step = 1
    while step * 10 <= raw:
        step *= 10
    for m in (1, 2, 5, 10):
        if step * m >= raw:
            return step * m
    return step * 10


def pref_context(doc, lang):
    w = words(lang)
    names = doc["players"]
    rows = []
    running = dict((p, []) for p in names)
    for ev in doc["events"]:
        scored = "results" in ev
        rows.append({
            "number": ev["number"], "dealer": ev["dealer"], "what": describe(ev["event"], names, w, lang),
            "voided_by": ev.get("voided_by"), "results": ev.get("results"), "totals": ev["totals"],
            "written": _written(ev, w, lang) if scored else [], "notes": _notes(ev, lang) if scored else [],
            "series": ev["raspasy_series"] if ev["event"]["event"] == "raspasy" and scored else 0,
        })
        for p in names:
            running[p].append(ev["totals"][p])
    spans = report_model.series_spans(doc)
    settled = settlement(doc, lang)
    # under the sheet: the terms, each player's money, then a line a payment (or "nobody pays")
    footer = 2 + max(1, len(settled["payments"])) if settled else 0
    sheet = pulya_sheet.layout(report_model.sheet(doc), footer)
    return {"w": w, "lang": lang, "doc": doc, "names": names, "rows": rows, "sheet": sheet,
            "chart": chart(names, running, spans, len(doc["events"])), "colours": COLOURS,
            "settlement": settled, "system": system_name(doc, lang)}


def system_name(doc, lang):
    """The pulya's rule system in ``lang`` ("Сочинка"), None for System «M»
    (a document without ``system``: every pulya before the classic systems)."""
    from .rules.pref_systems import SYSTEMS
    system = doc.get("system")
    if not system or system == "m":
        return None
    return texts.choice_list("SYSTEMS", lang)[SYSTEMS.index(system)]


def pref_page(doc, lang="ru", title=None):
    return render("report.html.j2", kind="pref", title=title, **pref_context(doc, lang))
