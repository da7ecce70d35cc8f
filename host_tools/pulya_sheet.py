"""The pulya sheet drawn as the table draws it on paper: geometry for the SVG.

The sheet is a square.  Its centre holds the pulya of the whole game; lines
from the centre divide it into the players' fields: for four players the
diagonals (four triangles), for three a line up to the top edge's middle
and two down to the bottom corners (the bottom triangle and two fields that
take the sides and half the top each).  Each field faces its player, whose
side of the sheet is its outer edge; parallel to that edge it is divided
into the gora (nearest the centre), the pulya, and at the edge the vists,
one section on each opponent, the left neighbour's on the left.  A player
writes running sums there, deal by deal, each new one after the last; the
earlier ones are crossed out and the last one counts.

Coordinates: a field is drawn in its own frame (``Field``): ``x`` along its
outer edge from its player's left, ``depth`` from that edge towards the
centre; the SVG group's transform turns it into place (text faces the
player, as on paper).  ``lo(depth)`` and ``hi(depth)`` bound the field at a
depth.  Text is fitted: the largest size from ``FONT_MAX`` down to
``FONT_MIN`` at which a section's entries fit; when even the smallest does
not, the oldest (crossed-out) entries are left out behind an ellipsis, and
the section's tooltip (SVG ``title``) and the deals table keep them all.

>>> g = layout({"players": ["A", "B", "C"], "pulya": {"A": [2, 6], "B": [], "C": [4]},
...             "gora": {"A": [], "B": [3], "C": []},
...             "vists": {"A": {"B": [10, 30], "C": [10]}, "B": {"A": [8], "C": []}, "C": {"A": [], "B": [15]}},
...             "totals": {"A": 20, "B": -35, "C": 15}, "pulya_total": 10, "end_points": 40})
>>> [f["player"] for f in g["fields"]], g["fields"][0]["transform"]
(['A', 'B', 'C'], 'translate(36,756) rotate(0)')
>>> [(t["text"], t["old"]) for t in g["fields"][0]["sections"][0]["tokens"]]      # A's pulya
[('2.', True), ('6', False)]
"""
SIZE = 720              # the square's side, in SVG units
MARGIN = 36             # around it: the players' names
FOOT_PAD = 14           # below the margin: the money and the settling-up, when counted
FOOT_LINE = 24
CENTRE_R = 46           # the circle with the pulya of the game
# depths of the strips from the outer edge: vists, pulya, gora
VISTS_TO = 150
PULYA_TO = 236
GORA_TO = 312
PAD = 5
FONT_MAX = 15.0
FONT_MIN = 9.0          # ~6 pt on A4 (the sheet printed 190 mm wide)
LINE = 1.25             # line height, in font sizes
# advance widths, in font sizes, of DejaVu Sans (the page's font)
WIDTH = {".": 0.32, "-": 0.36, "+": 0.84, "…": 1.0, " ": 0.32}
DIGIT = 0.64
SEP = "."               # between two entries: the paper's dot


def text_width(text, size):
    return sum(WIDTH.get(c, DIGIT) for c in text) * size


class Field:
    """A player's field in its own frame; ``transform`` puts it on the sheet."""

    def __init__(self, kind, side):
        self.kind = kind    # "triangle", "left" (the 3-player left field), "right"
        self.side = side    # "bottom", "left", "top", "right": the player's edge

    def lo(self, depth):
        return 0 if self.kind == "left" else depth

    def hi(self, depth):
        return SIZE if self.kind == "right" else SIZE - depth

    @property
    def transform(self):
        x0, y0 = MARGIN, MARGIN
        place = {"bottom": (x0, y0 + SIZE, 0), "left": (x0, y0, 90),
                 "top": (x0 + SIZE, y0, 180), "right": (x0 + SIZE, y0 + SIZE, -90)}
        x, y, angle = place[self.side]
        return "translate(%d,%d) rotate(%d)" % (x, y, angle)


def fields(n):
    """The fields of ``n`` players, in seating order (clockwise from the bottom)."""
    if n == 4:
        return [Field("triangle", side) for side in ("bottom", "left", "top", "right")]
    return [Field("triangle", "bottom"), Field("left", "left"), Field("right", "right")]


def dividers(n):
    """The lines from the centre to the edge, in sheet coordinates."""
    c = MARGIN + SIZE / 2
    a, b = MARGIN, MARGIN + SIZE
    ends = [(a, a), (b, a), (b, b), (a, b)] if n == 4 else [(c, a), (b, b), (a, b)]
    return [{"x1": c, "y1": c, "x2": x, "y2": y} for x, y in ends]


def _rows(field, x_from, x_to, d_near, d_far, size):
    """The rows of text a section holds at ``size``: ``[(x0, width, baseline depth)]``,
    the first the farthest from the edge (the top of the player's view)."""
    rows = []
    step = size * LINE
    top = d_far - PAD
    while top - step >= d_near + PAD / 2:
        lo = max(field.lo(top), x_from) + PAD
        hi = min(field.hi(top), x_to) - PAD
        if hi - lo > size * 2:
            rows.append((lo, hi - lo, top - step + size * 0.3))
        top -= step
    return rows


def _fit(widths, rows, size):
    """Place tokens of ``widths`` (at size 1, each with its separator) in ``rows``:
    ``[(x, depth, index)]``, or None if they do not fit."""
    placed = []
    i, n = 0, len(widths)
    for x0, width, depth in rows:
        x, right = x0, x0 + width + 0.01
        while i < n:
            w = widths[i] * size
            if x + w > right:
                if x == x0:
                    return None          # not even one entry fits a row
                break
            placed.append((x, depth, i))
            x += w
            i += 1
        if i == n:
            return placed
    return None if n else placed


def _widths(tokens):
    return [text_width(t + (SEP if i < len(tokens) - 1 else ""), 1) for i, t in enumerate(tokens)]


def fit_section(values, field, x_from, x_to, d_near, d_far):
    """Lay out one section's running values: ``{"size", "tokens": [{x, y, text, old}], "left_out"}``.

    The largest size at which all fit; else the smallest, with as few of the
    oldest left out (behind "…") as it takes: a binary search, fitting is monotone."""
    tokens = [str(v) for v in values]
    widths = _widths(tokens)
    size = FONT_MAX
    while True:
        rows = _rows(field, x_from, x_to, d_near, d_far, size)
        placed = _fit(widths, rows, size)
        if placed is not None or size <= FONT_MIN:
            break
        size = max(FONT_MIN, size - 0.5)
    left_out = 0
    if placed is None:
        lo, hi = 1, len(tokens)             # hi: leaving every entry out (nothing shown)
        best = (hi, [])
        ellipsis = text_width("…" + SEP, 1)
        while lo < hi:
            mid = (lo + hi) // 2
            got = _fit([ellipsis] + widths[mid:], rows, size)
            if got is None:
                lo = mid + 1
            else:
                best, hi = (mid, got), mid
        left_out, placed = best
    shown = (["…"] if left_out else []) + tokens[left_out:]
    out = []
    for x, depth, i in placed:
        last = i == len(shown) - 1
        text = shown[i] + ("" if last else SEP)
        out.append({"x": round(x, 1), "y": round(-depth, 1), "text": text, "old": not last and shown[i] != "…",
                    "value": None if shown[i] == "…" else shown[i]})
    return {"size": size, "tokens": out, "left_out": left_out, "all": " ".join(tokens)}


def layout(sheet, footer=0):
    """The drawing of ``report_model.sheet(doc)``: fields with their strips,
    sections and fitted entries, the dividers and the centre; ``footer``
    lines of text below it (their baselines ``foot``)."""
    names = sheet["players"]
    n = len(names)
    out_fields = []
    for seat, field in enumerate(fields(n)):
        me = names[seat]
        opponents = [names[(seat + k) % n] for k in range(1, n)]     # left neighbour first
        strips = []
        for depth in (VISTS_TO, PULYA_TO, GORA_TO):
            strips.append({"x1": field.lo(depth), "x2": field.hi(depth), "y": -depth})
        inner_lo, inner_hi = field.lo(VISTS_TO), field.hi(VISTS_TO)
        cut = [inner_lo + (inner_hi - inner_lo) * k / len(opponents) for k in range(len(opponents) + 1)]
        sections = [
            dict(kind="pulya", target=None, **fit_section(sheet["pulya"][me], field, -1e9, 1e9, VISTS_TO, PULYA_TO)),
            dict(kind="gora", target=None, **fit_section(sheet["gora"][me], field, -1e9, 1e9, PULYA_TO, GORA_TO)),
        ]
        ticks = []
        label_d = VISTS_TO - 4
        for k, t in enumerate(opponents):
            x_from = -1e9 if k == 0 else cut[k]
            x_to = 1e9 if k == len(opponents) - 1 else cut[k + 1]
            sec = fit_section(sheet["vists"][me][t], field, x_from, x_to, 0, VISTS_TO - 14)
            sections.append(dict(kind="vists", target=t, label_x=(cut[k] + cut[k + 1]) / 2, label_y=-label_d, **sec))
            if k:
                ticks.append({"x": cut[k], "y1": 0, "y2": -VISTS_TO})
        out_fields.append({
            "player": me, "transform": field.transform, "strips": strips, "ticks": ticks, "sections": sections,
            "total": sheet["totals"][me], "name_x": SIZE / 2, "name_y": MARGIN * 0.62,
        })
    c = MARGIN + SIZE / 2
    below = SIZE + 2 * MARGIN
    foot = [below + FOOT_PAD + FOOT_LINE * (k + 0.7) for k in range(footer)]
    return {"width": SIZE + 2 * MARGIN, "height": below + (FOOT_PAD + FOOT_LINE * footer + 8 if footer else 0),
            "size": SIZE, "margin": MARGIN, "foot": foot, "fields": out_fields, "dividers": dividers(n), "cx": c, "cy": c, "r": CENTRE_R,
            "pulya_total": sheet["pulya_total"], "end_points": sheet["end_points"]}
