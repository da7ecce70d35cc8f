"""Small builders for the hand-checked cases of tests/systems/*.py.

They only write plain dicts in the session file's shapes
(docs/session-json-preferans.md), so a case reads as the file that would be
replayed.  No rule is applied here: every expected number in the case
modules is written by hand, its arithmetic in the case's ``why``.

>>> game("A", 7, 6, "open", "B")
{'event': 'game', 'declarer': 'A', 'contract': 7, 'tricks': 6, 'defence': 'open', 'whister': 'B'}
>>> raspasy(A=4, B=3, C=3)
{'event': 'raspasy', 'tricks': {'A': 4, 'B': 3, 'C': 3}}
>>> E(pulya={"A": 2}, vists={"B>A": 8})["gora"]
{}
"""

THREE = ["A", "B", "C"]
FOUR = ["A", "B", "C", "D"]


def game(declarer, contract, tricks=None, defence=None, whister=None, whister_tricks=None, **more):
    """A ``game`` event: a contract 6-10 (or "misere") as the session file writes it.

    ``whister_tricks`` is the tricks of ``whister`` when both whist (the other
    whister has the rest of the defence's 10 - tricks).  ``more`` carries the
    rarer fields (after_half, dealer_role, ...) by their file names.
    """
    ev = {"event": "game", "declarer": declarer, "contract": contract}
    for name, value in (("tricks", tricks), ("defence", defence), ("whister", whister),
                        ("whister_tricks", whister_tricks)):
        if value is not None:
            ev[name] = value
    ev.update(more)
    return ev


def misere(declarer, tricks, **more):
    """A misère: no defence field (nobody whists a misère)."""
    ev = {"event": "game", "declarer": declarer, "contract": "misere", "tricks": tricks}
    ev.update(more)
    return ev


def passed(declarer, contract):
    """Both defenders pass: made, not played (no tricks)."""
    return {"event": "game", "declarer": declarer, "contract": contract, "defence": "pass"}


def half(declarer, contract, half_whister):
    """Pass - half-whist - pass on a 6 or 7: not played."""
    return {"event": "game", "declarer": declarer, "contract": contract, "defence": "half",
            "whister": half_whister}


def raspasy(**tricks):
    """All passed: each player in the deal and his tricks."""
    return {"event": "raspasy", "tricks": dict(tricks)}


def E(pulya=None, gora=None, vists=None, consolation=None, help=None, price=None, minimum_next=None):
    """What one event writes (deltas; a player or pair left out wrote 0).

    - ``pulya``, ``gora``: points written into each player's pulya/gora by this
      event (after the amnesty, the help and the write-off it makes).
    - ``vists``: ``"B>A": 12`` = B writes 12 vists on A, ALL of that event's
      vists on that pair (tricks, consolation, half-whist, raspasy, help).
    - ``consolation``, ``help``: the part of ``vists`` that is consolation /
      help (help: a closed player's pulya points written as vists).
    - ``price``: raspasy only, the price per trick (Sochi, Leningrad).
    - ``minimum_next``: the lowest contract the next deal may be (exit).
    """
    out = {"pulya": dict(pulya or {}), "gora": dict(gora or {}), "vists": dict(vists or {}),
           "consolation": dict(consolation or {}), "help": dict(help or {})}
    if price is not None:
        out["price"] = price
    if minimum_next is not None:
        out["minimum_next"] = minimum_next
    return out


def refused(code, reason=None):
    """The event must be refused, nothing written.  ``code``: the kind of
    fault (the same code = the same kind); ``reason``: System «M»'s message
    where the same fault already has one (tablescore.rules.pref_deal)."""
    out = {"refused": code}
    if reason is not None:
        out["reason"] = reason
    return out


def case(system, cid, why, events, expect, players=3, dealer=None, settings=None, pulya_to=10,
         final=None, source=None):
    """One hand-checked case: a short session (header + events) and what each
    event writes.  ``players`` 3 (A, B, C; dealer C) or 4 (A, B, C, D; dealer
    D); the deal passes clockwise each event.  ``settings``: only the
    system's settings that differ from its preset default.  ``pulya_to``:
    the pulya each player closes (T)."""
    names = THREE if players == 3 else FOUR
    assert len(events) == len(expect), cid
    out = {"id": cid, "system": system, "players": list(names), "dealer": dealer or names[-1],
           "settings": dict(settings or {}), "pulya_to": pulya_to,
           "events": events, "expect": expect, "why": why}
    if final is not None:
        out["final"] = final
    if source is not None:
        out["source"] = source
    return out
