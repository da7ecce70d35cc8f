"""What the report page shows, as plain data: the session's replay and the
sheet's running entries.

The page's numbers are ``tablescore replay --json``'s: a session (a file, or
an archived ledger through ``archive_export.session_lines``) is replayed by
the game's own replay module into that document, and everything here is
read off it.  Nothing is scored twice.

>>> import pathlib
>>> from tablescore import replay
>>> example = pathlib.Path(replay.__file__).parent.parent / "examples" / "pulya-3.jsonl"
>>> doc = replay.replay_doc(*replay.read_file(example))
>>> s = sheet(doc)
>>> s["pulya"]["Anna"][:3], s["vists"]["Anna"]["Boris"][:3]
([2, 8, 10], [10, 15, 25])
"""


def sheet(doc):
    """The pulya sheet's running entries: each player's pulya and gora after
    every deal that wrote into them, and the vists each wrote on each other,
    as the sums a player writes one after another (the last one counts).

    ``{"players", "pulya": {p: [sums]}, "gora": {p: [sums]},
    "vists": {writer: {target: [sums]}}, "totals", "pulya_total", "end_points"}``
    """
    names = doc["players"]
    pulya = dict((p, []) for p in names)
    gora = dict((p, []) for p in names)
    vists = dict((w, dict((t, []) for t in names if t != w)) for w in names)
    for ev in doc["events"]:
        if "results" not in ev:         # a void, or voided: nothing written
            continue
        for p in names:
            for col, field in ((pulya, "pulya"), (gora, "gora")):
                if ev[field][p]:
                    col[p].append((col[p][-1] if col[p] else 0) + ev[field][p])
        for (w, t), v in written(ev).items():
            row = vists[w][t]
            row.append((row[-1] if row else 0) + v)
    return {"players": names, "pulya": pulya, "gora": gora, "vists": vists, "totals": doc["totals"],
            "pulya_total": doc["pulya_total"], "end_points": doc["end_points"]}


def written(ev):
    """``{(writer, target): vists}`` an event wrote (its breakdown's entries added up).

    >>> written({"entries": [{"writer": "A", "target": "B", "vists": 4}, {"writer": "A", "target": "B", "vists": 2}]})
    {('A', 'B'): 6}
    """
    out = {}
    for e in ev.get("entries", ()):
        key = (e["writer"], e["target"])
        out[key] = out.get(key, 0) + e["vists"]
    return out


def series_spans(doc):
    """``[(first, last)]`` event numbers of each raspasy series (consecutive
    raspasy, the deals that did not end it between them)."""
    spans = []
    start = None
    for ev in doc["events"]:
        if ev["raspasy_series"]:
            if start is None:
                start = ev["number"]
            end = ev["number"]
        elif start is not None:
            spans.append((start, end))
            start = None
    if start is not None:
        spans.append((start, end))
    return spans


def ofc_races(doc):
    """Each match's race: ``[(deal, score A, score B)]`` from 0:0, and its davi
    events ``[(after deal, street, kind, player, cube value, cube owner)]``."""
    races = []
    for match in doc["matches"]:
        points = [(0, 0, 0)]
        davi = []
        for e in match["events"]:
            if e.get("voided"):
                continue
            if "scores" in e and "deal" in e and "net" in e:
                points.append((e["deal"], e["scores"][0], e["scores"][1]))
            elif e["event"] in ("offer", "accept", "drop"):
                davi.append({"after": points[-1][0], "street": e.get("street"), "kind": e["event"],
                             "player": e["player"], "cube_value": e["cube_value"], "cube_owner": e["cube_owner"]})
        races.append({"points": points, "davi": davi})
    return races


def ofc_money(doc):
    """``[(match number, winner seat or None, payout, A's running balance after it)]``:
    the money across an OFC session's matches (B's is the opposite)."""
    out, balance = [], 0
    for number, m in enumerate(doc["matches"], 1):
        if m["winner"] == "A":
            balance += m["payout"]
        elif m["winner"] == "B":
            balance -= m["payout"]
        out.append((number, m["winner"], m["payout"], balance))
    return out
