"""An archived ledger in the documented session form (``docs/session-json.md``).

The ledger is positional values with corrections as events; the session
form names every field.  ``session_lines(records)`` maps one to the other:

- ``session_open`` becomes the header (and, for OFC, the first ``match``);
- an entry taken back by ``undo`` is left out together with the undo: it was
  entered wrong and entered again, as if never made;
- ``void`` becomes a ``void`` naming the event (preferans: its number; OFC:
  its line), so ``tablescore replay`` of the export gives the ledger's totals;
- ``session_close``, ``host_ack`` and ``damage`` are bookkeeping: not events;
- the money terms (the settings' last values, or a ``session_money`` before
  the first entry) go into the header's settings: those in force, as they
  cannot change once an entry counts.  The JSON ends with ``#`` comment
  lines (readers skip them): each player's money and who pays whom; the
  CSV (``export_csv``) has them in columns.

Names come from the device: the JSON lines carry control characters as
``\\u`` escapes (the same strings read back), the CSV cells them escaped and
no cell a spreadsheet would read as a formula (``safe_text``).
"""
import json

from . import settling
from .replay_ofc import to_json as ofc_json
from .replay_pref import event_to_json as pref_json
from .safe_text import json_safe, shown
from .rules import ledger as L
from .rules import table_money
from .rules.ledger_check import TYPE_NAMES
from .rules import ofc_match
from .rules import pref_session as ps
from .rules import table as tables
from .rules import table_replay
from .rules.davi import Accept, Drop, Offer

FORMAT = "tablescore-session"
GAMES = {"pref": "preferans-m", "ofc": "ofc-pineapple"}
DAVI = {L.DAVI_OFFER: Offer, L.DAVI_ACCEPT: Accept, L.DAVI_DROP: Drop}
ENTRIES = {"pref": (L.PREF_DEAL, L.PREF_PENALTY),
           "ofc": (L.OFC_MATCH, L.OFC_DEAL, L.DAVI_OFFER, L.DAVI_ACCEPT, L.DAVI_DROP)}
# what the rules' from_values raise for values of the wrong kinds or counts
UNREADABLE = (ValueError, TypeError, IndexError, KeyError, AttributeError)


class ExportError(ValueError):
    pass


def _entry_json(game, names, rtype, values):
    if game == "pref":
        return pref_json(ps.event_from_values(values), names)
    if rtype == L.OFC_MATCH:
        return ofc_json(ofc_match.Settings.from_values(values))
    if rtype == L.OFC_DEAL:
        return ofc_json(ofc_match.input_from_values(values[0], values[1:]))
    return ofc_json(DAVI[rtype].from_values(values))


def _entry(game, names, seq, rtype, values):
    """``_entry_json``, or ExportError naming the record: a device may have written anything."""
    if rtype not in ENTRIES[game]:
        raise ExportError("seq %d: a %s record, in a session of game %r" % (seq, TYPE_NAMES.get(rtype, rtype), game))
    try:
        return _entry_json(game, names, rtype, values)
    except UNREADABLE as exc:
        raise ExportError("seq %d: %s values %r do not read (%s)" % (seq, TYPE_NAMES[rtype], values, exc))


def _opening(values):
    """``(game, names, settings)`` of a session_open record's values, or ExportError."""
    game = values[0] if values else None
    if not isinstance(game, str) or game not in GAMES:
        raise ExportError("unknown game %r" % (game,))
    if (len(values) < 3 or type(values[1]) is not list or type(values[2]) is not list
            or not all(isinstance(n, str) for n in values[1])):
        raise ExportError("session_open values %r are not [game, [names], [settings], ...]" % (values,))
    names, settings = list(values[1]), list(values[2])
    if game == "pref" and (len(settings) < 4 or type(settings[1]) is not int or not 0 <= settings[1] < len(names)):
        raise ExportError("preferans settings %r do not fit the players %r" % (settings, names))
    money_values = tables.split_settings(game, settings)[1]     # (a pulya's rules list after them)
    return game, names, _with_terms(game, settings, money_values, 1) if money_values else settings


def _with_terms(game, settings, values, seq):
    """``settings`` with the money ``values``, or ExportError naming the record."""
    try:
        return table_money.with_terms(game, settings, values, seq)
    except tables.TableError as exc:
        raise ExportError("seq %d: %s" % (seq, exc.detail))


def _header_settings(game, names, settings):
    """The header's named settings, the money terms in force among them, and
    a pulya's rule system (``system``, ``rules``: the changes from its
    preset, ``pulya_to``) when it is not System «M»."""
    settings, money_values, rules = tables.split_settings(game, settings)
    if game == "pref":
        out = {"players": names, "first_dealer": names[settings[1]], "end_points": settings[2],
               "end_minutes": settings[3]}
        if rules is not None:
            out.update(_rules_settings(rules))
            if out["system"] != "m":
                out["pulya_to"] = out.pop("end_points")     # the pulya each player closes
        keys = ("price", "currency", "coin")
    else:
        out = {"players": names}
        keys = ("currency", "coin")
    out.update(zip(keys, money_values))
    return out


def _rules_settings(values):
    """``{"system": name, "rules": {parameter: value}}`` of a ledger's rules
    list (``pref_systems.to_values``), or ExportError."""
    from .rules import pref_systems
    try:
        pref_systems.from_values(values)
    except (ValueError, TypeError) as exc:
        raise ExportError("the pulya's rules %r: %s" % (values, exc))
    return {"system": values[0], "rules": dict(zip(values[1::2], values[2::2]))}


def session_events(records):
    """``(header, [(seq, event object)])`` for ``records`` [(seq, type, values)]."""
    if not records or records[0][1] != L.SESSION_OPEN:
        raise ExportError("the ledger does not start with session_open")
    game, names, settings = _opening(records[0][2])
    voided = table_replay.voids(records)
    kinds = dict((r[0], r[1]) for r in records)
    # an OFC match start cannot be voided in the session form: leave both out
    dropped = set(t for t, k in voided.items() if k == L.UNDO or kinds.get(t) == L.OFC_MATCH)
    events = [] if game == "pref" else [(1, _entry(game, names, 1, L.OFC_MATCH,
                                                   settings[:tables.OWN_SETTINGS[game]]))]
    number = {}         # seq -> event number (1 = first event line)
    counted = 0         # entries that count so far: the money terms are given before the first
    for seq, rtype, values in records[1:]:
        if rtype in ENTRIES[game] and seq not in voided:
            counted += 1
        if rtype == L.SESSION_MONEY:
            if counted:
                raise ExportError("seq %d: a session_money after the first entry" % seq)
            settings = _with_terms(game, settings, values, seq)
            continue
        if rtype in (L.SESSION_CLOSE, L.HOST_ACK, L.DAMAGE, L.UNDO) or seq in dropped:
            continue
        if rtype == L.VOID:
            target = values[0] if values else None
            if type(target) is not int:
                raise ExportError("seq %d: a void of %r" % (seq, target))
            if target in dropped:
                continue
            if target not in number:
                raise ExportError("void of seq %d, which is not an exported event" % target)
            obj = ({"event": "void", "number": number[target]} if game == "pref"
                   else {"event": "void", "line": number[target] + 1})
        else:
            obj = _entry(game, names, seq, rtype, values)
        events.append((seq, obj))
        number[seq] = len(events)
    header = {"format": FORMAT, "version": 1, "game": GAMES[game],
              "settings": _header_settings(game, names, settings)}
    return header, events


def session_lines(records):
    """The session file's lines (JSON Lines, header first), then ``#``
    comments: the money and the settling-up, when the session counts money."""
    header, events = session_events(records)
    lines = [json_safe(json.dumps(obj, ensure_ascii=False)) for obj in [header] + [obj for _, obj in events]]
    got = money_of(records)
    if got is not None:
        names, terms, balances, rounded = got
        price, currency, coin = terms
        head = "money at %s a vist" % settling.amount(price, currency) if price is not None else "money"
        if coin > 1:
            head += ", rounded to %s" % settling.amount(coin, currency)
        lines.append(shown("# %s: %s" % (head, ", ".join("%s %s" % (names[p], settling.amount(
            rounded[p], currency, True)) for p in range(len(names))))))
        said = settling.payments_said(names, rounded, currency)
        lines.append(shown("# settling up: %s" % ("; ".join(said) or "nobody pays anybody")))
    return lines


def money_of(records):
    """``(names, [price, currency, coin], balances, rounded)`` of the table the
    records give (players by seat letter and name in OFC), None when it
    counts no money."""
    t = table_replay.derive(records, strict=False)
    if t.game is None:
        return None
    got = table_money.settling(t)
    if got is None:
        return None
    names = list(t.players)
    if t.game == "ofc":
        names = ["%s (%s)" % (names[s], "AB"[s]) for s in (0, 1)]
    return names, table_money.terms(t), table_money.balances(t), got[0]


def session_doc(records):
    """The ``replay --json`` document of an archived session: its export
    replayed (the money terms in force in the header), so ``show``, the
    report page and the CSV read the same figures as ``replay`` of the file."""
    from . import replay
    return replay.replay_doc(*replay.read_session(session_lines(records), "the session"))


def write_csv(records, out):
    """One row per event, its figures in columns (``export_csv``): the session's
    replay, each event with its ledger seq."""
    from . import export_csv
    _, events = session_events(records)
    export_csv.write(session_doc(records), [seq for seq, _ in events], out)
