"""Long session files made for the tests and benchmarks: a pulya of N deals
(every kind of deal, penalties, misdeals, voids) and an OFC session of
several matches with davi, the same on every run (a seeded generator).

Each event is tried on the rules' own engine before it is kept, so every
file replays: a contract under the exit minimum, say, is drawn again.
"""
import json
import random

from tablescore.rules import pref_deal as pd
from tablescore.rules import pref_session as ps
from tablescore.replay_pref import parse_event

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
HEADER = {"format": "tablescore-session", "version": 1}


def _game(rnd, s, names):
    seats = s.seated()
    declarer = names[seats[rnd.randrange(3)]]
    others = [names[p] for p in seats if names[p] != declarer]
    r = rnd.random()
    if r < 0.08:
        return {"event": "game", "declarer": declarer, "contract": "misere", "tricks": rnd.choice((0, 0, 0, 1, 2))}
    if r < 0.11:
        return {"event": "without3", "declarer": declarer, "contract": rnd.randint(s.minimum_contract(), 8)}
    contract = rnd.randint(s.minimum_contract(), rnd.choice((7, 8, 10)))
    ev = {"event": "game", "declarer": declarer, "contract": contract,
          "suit": rnd.choice(("s", "c", "d", "h", "nt"))}
    defence = rnd.choice(("open", "open", "both", "closed", "pass") + (("half",) if contract <= 7 else ())
                         + (("check",) if contract == 10 else ()))
    ev["defence"] = defence
    made = rnd.random() < 0.75
    tricks = rnd.randint(contract, 10) if made else rnd.randint(max(0, contract - 3), contract - 1)
    if defence in ("open", "closed", "both", "check"):
        ev["tricks"] = tricks
    if defence in ("open", "closed", "half", "both"):
        ev["whister"] = rnd.choice(others)
    if defence == "both":
        ev["whister_tricks"] = rnd.randint(0, 10 - tricks)
    return ev


def pulya_events(deals, players=3, seed=1):
    """``(header, events)`` of a pulya of ``deals`` deals (events of the session form)."""
    names = NAMES[:players]
    rnd = random.Random(seed)
    s = ps.Session(players, 0, 0, 0)
    events, kept = [], []
    while sum(1 for e in kept if e["event"] in ("game", "raspasy", "without3")) < deals:
        r = rnd.random()
        if r < 0.25:
            seats = s.seated()
            left = 10
            tricks = {}
            for k, p in enumerate(seats):
                t = left if k == 2 else rnd.randint(0, left)
                tricks[names[p]] = t
                left -= t
            ev = {"event": "raspasy", "tricks": tricks}
        elif r < 0.27:
            ev = {"event": "cut", "offender": rnd.choice(names)}
        elif r < 0.29:
            ev = {"event": "information", "offender": names[s.seated()[1]], "declarer": names[s.seated()[0]]}
        elif r < 0.30:
            ev = {"event": "misdeal"}
        else:
            ev = _game(rnd, s, names)
        try:
            s.apply(parse_event(ev, names))
        except pd.DealError:
            continue
        events.append(ev)
        kept.append(ev)
        if rnd.random() < 0.01 and len(events) > 3:        # now and then a deal voided a little later
            # replayed without the voided event: only voiding the last keeps this engine's state right
            number = len(events)
            if events[-1]["event"] in ("game", "raspasy", "without3"):
                events.append({"event": "void", "number": number})
                kept.pop()
                s = _replayed(kept_events(events), players, names)
    header = dict(HEADER, game="preferans-m", settings={"players": names, "first_dealer": names[0],
                                                        "end_points": 0, "end_minutes": 0})
    return header, events


def kept_events(events):
    voided = set(e["number"] for e in events if e["event"] == "void")
    return [(e, (i + 1) in voided) for i, e in enumerate(events) if e["event"] != "void"]


def _replayed(pairs, players, names):
    s = ps.Session(players, 0, 0, 0)
    for ev, void in pairs:
        parsed = parse_event(ev, names)
        if void:
            s.check(parsed)
            if isinstance(parsed, pd.Deal):
                s.pass_deal()
        else:
            s.apply(parsed)
    return s


def ofc_events(matches=3, seed=2):
    """``(header, events)`` of an OFC session: quick deals and davi to a target of 31."""
    rnd = random.Random(seed)
    header = dict(HEADER, game="ofc-pineapple", settings={"players": ["Anna", "Boris"], "target": 31,
                                                          "stake": 10})
    events = []
    for _ in range(matches):
        events.append({"event": "match"})
        scores, deal, cube_owner = [0, 0], 0, None
        while max(scores) < 31:
            if rnd.random() < 0.2:
                offerer = rnd.choice(("A", "B")) if cube_owner is None else cube_owner
                events.append({"event": "offer", "player": offerer, "deal": deal + 1, "street": rnd.randint(0, 5)})
                other = "B" if offerer == "A" else "A"
                if rnd.random() < 0.2:
                    events.append({"event": "drop", "player": other})
                    break
                events.append({"event": "accept", "player": other})
                cube_owner = other
            deal += 1
            winner = rnd.choice(("A", "B"))
            net = rnd.randint(1, 14)
            events.append({"event": "quick", "winner": winner, "net": net})
            scores["AB".index(winner)] += net
    return header, events


def write(path, header, events):
    path.write_text("\n".join(json.dumps(o, ensure_ascii=False) for o in [header] + events) + "\n",
                    encoding="utf-8")
    return str(path)
