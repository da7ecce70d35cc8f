"""Replay an OFC Pineapple session (``docs/session-json-ofc.md``).

The named JSON form of every input is driven by the rule modules' ``FIELDS``
tables (the same tables give the ledger's positional form), so the two forms
cannot drift apart.
"""
import json

from . import settling
from .cli import UsageError
from .rules import money
from .rules import ofc_match
from .rules.ofc_host import STREET_NAMES
from .rules.ofc_cards import CardDeal, card_name, parse_hand
from .rules.ofc_deal import SEATS, STAY_RULES, TapDeal, QuickDeal
from .rules.ofc_match import Session, Settings, input_class

# every input a session file may hold, by its event name: the match's, and
# the deal as both hands' cards (which the device's rules load when read)
INPUTS = (Settings, CardDeal) + ofc_match.INPUTS[1:]

# Settings the header may carry (match fields default to them), and their defaults.
SETTING_DEFAULTS = (("target", 31), ("stay_rule", 0), ("progressive", 0),
                    ("button_moves_on_fantasyland", 0), ("stake", 0), ("button", 0))
HEADER_SETTINGS = ("players",) + tuple(name for name, _ in SETTING_DEFAULTS) + ("currency", "coin")

# Optional event fields and their defaults; every other field is required.
OPTIONAL = {
    "taps": {"foul_a": 0, "foul_b": 0, "top_a": "none", "middle_a": "none", "bottom_a": "none",
             "top_b": "none", "middle_b": "none", "bottom_b": "none"},
    "quick": {"fantasyland_a": 0, "fantasyland_b": 0},
    "offer": {"street": 0},
}
VOID = "void"


class _Reader:
    """Converts named JSON values to rule values, knowing the players' names."""

    def __init__(self, players):
        self.players = players

    def seat(self, value, name):
        for seat in (0, 1):
            if value == SEATS[seat] or value == self.players[seat]:
                return seat
        raise ValueError("%s must be %s" % (name, self._who()))

    def _who(self):
        who = '"A" or "B"'
        if self.players != ["A", "B"]:
            who += ' (or "%s" / "%s")' % (self.players[0], self.players[1])
        return who

    def value(self, kind, name, value):
        if kind == "seat":
            return self.seat(value, name)
        if kind == "seat?":
            return None if value is None else self.seat(value, name)
        if kind == "row":
            if value == "tie":
                return 0
            try:
                return 1 if self.seat(value, name) == 0 else -1
            except ValueError:
                raise ValueError("%s must be %s or \"tie\"" % (name, self._who()))
        if kind == "bool":
            if not isinstance(value, bool):
                raise ValueError("%s must be true or false" % name)
            return int(value)
        if kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError("%s must be a whole number" % name)
            return value
        if kind == "stay":
            if value not in STAY_RULES:
                raise ValueError("%s must be one of %s" % (name, ", ".join('"%s"' % s for s in STAY_RULES)))
            return STAY_RULES.index(value)
        if kind in ("top", "middle", "bottom"):
            if not isinstance(value, str):
                raise ValueError("%s must be a royalty code string" % name)
            return value.upper() if kind == "top" and value.lower() != "none" else value.lower()
        if kind == "hand":
            if not isinstance(value, str):
                raise ValueError("%s must be a hand like \"Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h\"" % name)
            return parse_hand(value)
        raise AssertionError(kind)


def _named(kind, value):
    """Rule value -> named JSON value (the inverse of :meth:`_Reader.value`)."""
    if kind in ("seat", "seat?"):
        return None if value is None else SEATS[value]
    if kind == "row":
        return "A" if value == 1 else "B" if value == -1 else "tie"
    if kind == "bool":
        return bool(value)
    if kind == "stay":
        return STAY_RULES[value]
    if kind == "hand":
        return hand_text(value)
    return value


def hand_text(rows):
    """``"Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h"``."""
    return " / ".join(" ".join(card_name(c) for c in row) for row in rows)


def to_json(item):
    """A rule input as its named JSON event object."""
    out = {"event": item.KIND}
    for name, kind in item.FIELDS:
        out[name] = _named(kind, getattr(item, name))
    return out


def read_settings(header):
    """Header settings -> (players, dict of setting defaults in rule values)."""
    settings = header.get("settings", {})
    if not isinstance(settings, dict):
        raise UsageError("header: \"settings\" must be an object")
    for key in settings:
        if key not in HEADER_SETTINGS:
            raise UsageError("header: unknown OFC setting %r (known: %s)" % (key, ", ".join(HEADER_SETTINGS)))
    players = settings.get("players", ["A", "B"])
    if (not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, str) and p for p in players)
            or players[0] == players[1]):
        raise UsageError("header: \"players\" must be two different names, e.g. [\"Anna\", \"Boris\"]")
    for seat in (0, 1):
        if players[seat] == SEATS[1 - seat]:
            # "A" and "B" always name the seats, so a player called by the other seat's letter is ambiguous
            raise UsageError("header: player %s cannot be called \"%s\": that is seat %s" % (
                SEATS[seat], players[seat], SEATS[1 - seat]))
    reader = _Reader(list(players))
    kinds = dict(Settings.FIELDS)
    defaults = {}
    for name, default in SETTING_DEFAULTS:
        if name in settings:
            try:
                defaults[name] = reader.value(kinds[name], "setting %s" % name, settings[name])
            except ValueError as exc:
                raise UsageError("header: %s" % exc)
        else:
            defaults[name] = default
    try:
        Settings(**defaults)
        money.check(*read_money(header))
    except ValueError as exc:
        raise UsageError("header: %s" % exc)
    return list(players), defaults


def read_money(header):
    """``(currency, coin)`` of the header's settings: no currency and a coin
    of 1 (the stakes in plain units) unless given; ``read_settings`` checks them.
    With a currency every stake is in its minor units."""
    settings = header.get("settings", {})
    return settings.get("currency", ""), settings.get("coin", 1)


def read_event(obj, reader, defaults):
    """One event object -> rule input; raises ValueError with the reason."""
    kind = obj.get("event")
    try:
        if not isinstance(kind, str):
            raise ValueError(kind)
        cls = input_class(kind)
    except ValueError:
        raise ValueError("unknown event %r (known: %s, void)" % (kind, ", ".join(c.KIND for c in INPUTS)))
    optional = defaults if kind == "match" else OPTIONAL.get(kind, {})
    names = [name for name, _ in cls.FIELDS]
    for key in obj:
        if key not in names and key not in ("event", "_line"):
            raise ValueError("unknown field %r in a %s event (fields: %s)" % (key, kind, ", ".join(names)))
    args = []
    for name, ftype in cls.FIELDS:
        if name in obj:
            args.append(reader.value(ftype, name, obj[name]))
        elif name in optional:
            args.append(optional[name])
        else:
            raise ValueError("a %s event needs the field %r" % (kind, name))
    return cls(*args)


def _voided(events):
    """Lines voided by ``{"event": "void", "line": N}`` events."""
    lines = set(e["_line"] for e in events)
    voided = set()
    for e in events:
        if e.get("event") != VOID:
            continue
        extra = [k for k in e if k not in ("event", "line", "_line")]
        line = e.get("line")
        if extra:
            raise UsageError("line %d: unknown field %r in a void event (fields: line)" % (e["_line"], extra[0]))
        if not isinstance(line, int) or isinstance(line, bool) or line not in lines or line >= e["_line"]:
            raise UsageError("line %d: a void names the line of an earlier event, got %r" % (e["_line"], line))
        target = [t for t in events if t["_line"] == line][0]
        if target.get("event") in (VOID, "match"):
            raise UsageError("line %d: a %s event cannot be voided" % (e["_line"], target.get("event")))
        if line in voided:
            raise UsageError("line %d: line %d is already voided" % (e["_line"], line))
        voided.add(line)
    return voided


def run_session(header, events):
    """Replay; return (players, list of match reports, session).  Raises UsageError."""
    try:
        players, defaults = read_settings(header)
    except UsageError as exc:
        raise UsageError("line %d: %s" % (header.get("_line", 1), exc))
    reader = _Reader(players)
    voided = _voided(events)
    session = Session()
    matches = []
    for obj in events:
        line = obj["_line"]
        kind = obj.get("event")
        if kind == VOID:
            continue
        try:
            item = read_event(obj, reader, defaults)
        except ValueError as exc:
            raise UsageError("line %d: %s" % (line, exc))
        if line in voided:
            if matches:
                matches[-1]["events"].append({"line": line, "event": kind, "voided": True})
            continue
        match_before = session.match
        in_fantasyland = list(match_before.fantasyland) if match_before else [0, 0]
        try:
            net = session.apply(item)
        except ValueError as exc:
            raise UsageError("line %d: %s" % (line, exc))
        m = session.match
        if kind == "match":
            matches.append({"settings": _settings_json(item), "events": []})
            continue
        rec = {"line": line, "event": kind}
        if isinstance(item, (CardDeal, TapDeal, QuickDeal)):
            rec["deal"] = m.deal_count
            if not isinstance(item, QuickDeal):
                r = item.result()
                rec["rows"] = [_named("row", x) for x in r.rows]
                rec["fouls"] = r.fouls
                rec["royalties"] = [{"top": r.codes[s][0], "middle": r.codes[s][1], "bottom": r.codes[s][2],
                                     "points": r.royalty(s)} for s in (0, 1)]
                if isinstance(item, CardDeal):
                    rec["hands"] = [hand_text(item.a), hand_text(item.b)]
            rec["in_fantasyland"] = in_fantasyland
            rec["net"] = net
            rec["scores"] = list(m.scores)
            rec["button"] = SEATS[m.button]
            rec["fantasyland"] = list(m.fantasyland)
        else:
            rec["player"] = SEATS[item.player]
            if kind == "offer":
                rec["deal"] = item.deal
                rec["street"] = item.street
            rec["cube_value"] = m.cube_value
            rec["cube_owner"] = None if m.cube_owner is None else SEATS[m.cube_owner]
        if m.winner is not None:
            rec["winner"] = SEATS[m.winner]
            matches[-1].update(_result_json(m))
        matches[-1]["events"].append(rec)
    if matches and "winner" not in matches[-1]:
        m = session.match
        matches[-1].update({"winner": None, "end": None, "scores": list(m.scores), "deals": m.deal_count,
                            "cube_value": m.cube_value,
                            "cube_owner": None if m.cube_owner is None else SEATS[m.cube_owner],
                            "pending_offer": None if m.offerer is None else SEATS[m.offerer],
                            "payout": 0})
    return players, matches, session


def _settings_json(settings):
    return dict((name, _named(kind, getattr(settings, name))) for name, kind in Settings.FIELDS)


def _result_json(m):
    return {"winner": SEATS[m.winner], "end": m.end, "scores": list(m.scores), "deals": m.deal_count,
            "cube_value": m.cube_value, "cube_owner": None if m.cube_owner is None else SEATS[m.cube_owner],
            "pending_offer": None, "payout": m.payout()}


def replay(header, events, out, as_json):
    players, matches, session = run_session(header, events)
    currency, coin = read_money(header)
    balances = [session.balance, -session.balance]
    if as_json:
        doc = {"game": "ofc-pineapple", "players": players, "matches": matches,
               "wins": {"A": session.wins[0], "B": session.wins[1]},
               "balance": {"A": session.balance, "B": -session.balance},
               "money": settling.summary(list(SEATS), balances, currency, coin)}
        out.write(json.dumps(doc, indent=1) + "\n")
        return 0
    _print_table(players, matches, session, out, currency)
    names = players if players == ["A", "B"] else ["%s (%s)" % (players[s], SEATS[s]) for s in (0, 1)]
    out.write("\n" + "\n".join(settling.lines(names, balances, currency, coin)) + "\n")
    return 0


def _fl(cards):
    return "%s%s" % ("A%d" % cards[0] if cards[0] else "", (" " if cards[0] and cards[1] else "")
                     + ("B%d" % cards[1] if cards[1] else "")) or "-"


def royalties_text(e):
    """A deal's royalties and fouls for the table: ``"A 7 (top QQ)  B 4 (bottom flush)"``,
    ``"A foul  B 6 (bottom full)"``; empty for a quick entry (only the net is known).

    >>> royalties_text({"fouls": [False, True], "royalties": [
    ...     {"top": "QQ", "middle": "none", "bottom": "flush", "points": 11},
    ...     {"top": "AA", "middle": "full", "bottom": "none", "points": 0}]})
    'A 11 (top QQ, bottom flush)  B foul'
    """
    if "royalties" not in e:
        return ""
    parts = []
    for seat in (0, 1):
        r = e["royalties"][seat]
        if e["fouls"][seat]:
            parts.append("%s foul" % SEATS[seat])
            continue
        rows = ["%s %s" % (row, r[row]) for row in ("top", "middle", "bottom") if r[row] != "none"]
        parts.append("%s %d%s" % (SEATS[seat], r["points"], " (%s)" % ", ".join(rows) if rows else ""))
    return "  ".join(parts)


def _print_table(players, matches, session, out, currency=""):
    def name(seat_letter):
        if players == ["A", "B"]:
            return seat_letter
        return "%s (%s)" % (players[SEATS.index(seat_letter)], seat_letter)

    w = out.write
    w("OFC Pineapple: %s vs %s\n" % (name("A"), name("B")))
    for number, match in enumerate(matches, 1):
        s = match["settings"]
        w("\nMatch %d: to %d, stake %s, Fantasyland stay %s, progressive %s, button %s on Fantasyland deals, "
          "first button %s\n" % (number, s["target"], settling.amount(s["stake"], currency), s["stay_rule"],
                                 "on" if s["progressive"] else "off",
                                 "moves" if s["button_moves_on_fantasyland"] else "stays", s["button"]))
        w("%5s %5s  %-6s %-12s %9s %7s  %-6s %-8s %s\n" % ("line", "deal", "entry", "rows", "net", "score",
                                                           "button", "FL next", "royalties and fouls"))
        for e in match["events"]:
            if e.get("voided"):
                w("%5d        %-6s (voided)\n" % (e["line"], e["event"]))
            elif "net" in e:
                rows = "".join({"A": "A", "B": "B", "tie": "="}[x] for x in e["rows"]) if "rows" in e else ""
                if "fouls" in e:
                    fouled = [SEATS[i] for i in (0, 1) if e["fouls"][i]]
                    if fouled:
                        rows = "foul " + "+".join(fouled)
                net = e["net"]
                who = "A +%d" % net if net > 0 else "B +%d" % -net if net < 0 else "0"
                w(("%5d %5d  %-6s %-12s %9s %7s  %-6s %-8s %s" % (
                    e["line"], e["deal"], e["event"], rows, who, "%d:%d" % tuple(e["scores"]),
                    e["button"], _fl(e["fantasyland"]), royalties_text(e))).rstrip() + "\n")
            elif e["event"] == "offer":
                w("%5d        davi   %s offers to double (deal %d, %s)\n"
                  % (e["line"], e["player"], e["deal"], STREET_NAMES[e["street"]]))
            elif e["event"] == "accept":
                w("%5d        davi   %s accepts: cube %d, owned by %s\n"
                  % (e["line"], e["player"], e["cube_value"], e["cube_owner"]))
            else:
                w("%5d        davi   %s drops\n" % (e["line"], e["player"]))
        if match["winner"]:
            how = "reached %d" % s["target"] if match["end"] == "score" else "%s dropped the double" % (
                "B" if match["winner"] == "A" else "A")
            w("Winner %s, %d:%d after %d deals (%s); cube %d, payout %s x %d = %s\n" % (
                name(match["winner"]), match["scores"][0], match["scores"][1], match["deals"], how,
                match["cube_value"], settling.amount(s["stake"], currency), match["cube_value"],
                settling.amount(match["payout"], currency)))
        else:
            w("Not finished: %d:%d after %d deals; cube %d%s%s\n" % (
                match["scores"][0], match["scores"][1], match["deals"], match["cube_value"],
                ", owned by %s" % match["cube_owner"] if match["cube_owner"] else "",
                ", offer by %s pending" % match["pending_offer"] if match["pending_offer"] else ""))
    w("\nSession: %d match%s won by %s, %d by %s; balance %s %s, %s %s\n" % (
        session.wins[0], "" if session.wins[0] == 1 else "es", name("A"), session.wins[1], name("B"),
        name("A"), settling.amount(session.balance, currency, True) if session.balance else "+0",
        name("B"), settling.amount(-session.balance, currency, True) if session.balance else "+0"))
