"""An archived ledger in the documented session form (``docs/session-json.md``).

The ledger is positional values with corrections as events; the session
form names every field.  ``session_lines(records)`` maps one to the other:

- ``session_open`` becomes the header (and, for OFC, the first ``match``);
- an entry taken back by ``undo`` is left out together with the undo: it was
  entered wrong and entered again, as if never made;
- ``void`` becomes a ``void`` naming the event (preferans: its number; OFC:
  its line), so ``tablescore replay`` of the export gives the ledger's totals;
- ``session_close``, ``host_ack`` and ``damage`` are bookkeeping: not events.

Names come from the device: the JSON lines carry control characters as
``\\u`` escapes (the same strings read back), the CSV cells them escaped and
no cell a spreadsheet would read as a formula (``safe_text``).
"""
import csv
import json

from .replay_ofc import to_json as ofc_json
from .replay_pref import event_to_json as pref_json
from .safe_text import csv_cell, json_safe
from .rules import ledger as L
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
    return game, names, settings


def session_events(records):
    """``(header, [(seq, event object)])`` for ``records`` [(seq, type, values)]."""
    if not records or records[0][1] != L.SESSION_OPEN:
        raise ExportError("the ledger does not start with session_open")
    game, names, settings = _opening(records[0][2])
    voided = table_replay.voids(records)
    kinds = dict((r[0], r[1]) for r in records)
    # an OFC match start cannot be voided in the session form: leave both out
    dropped = set(t for t, k in voided.items() if k == L.UNDO or kinds.get(t) == L.OFC_MATCH)
    if game == "pref":
        header_settings = {"players": names, "first_dealer": names[settings[1]],
                           "end_points": settings[2], "end_minutes": settings[3]}
        events = []
    else:
        header_settings = {"players": names}
        events = [(1, _entry(game, names, 1, L.OFC_MATCH, settings))]
    header = {"format": FORMAT, "version": 1, "game": GAMES[game], "settings": header_settings}
    number = {}         # seq -> event number (1 = first event line)
    for seq, rtype, values in records[1:]:
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
    return header, events


def session_lines(records):
    """The session file's lines (JSON Lines, header first)."""
    header, events = session_events(records)
    return [json_safe(json.dumps(obj, ensure_ascii=False)) for obj in [header] + [obj for _, obj in events]]


def running_totals(records):
    """``{seq: totals after that record}`` as the table derives them."""
    t = tables.Table()
    t.voided = table_replay.voids(records)
    out = {}
    for seq, rtype, values in records:
        try:
            t.apply(seq, rtype, values)
        except tables.TableError:
            continue
        out[seq] = t.totals()
    return out


def write_csv(records, out):
    """One row per event: number, seq, event, its fields (JSON), then each player's total after it."""
    header, events = session_events(records)
    names = header["settings"]["players"]
    totals = running_totals(records)
    w = csv.writer(out, lineterminator="\n")
    w.writerow([csv_cell(c) for c in ["number", "seq", "event", "fields"] + names])
    for number, (seq, obj) in enumerate(events, 1):
        fields = dict((k, v) for k, v in obj.items() if k != "event")
        row = [number, seq, obj["event"], json_safe(json.dumps(fields, ensure_ascii=False))]
        w.writerow([csv_cell(c) for c in row + list(totals.get(seq, [""] * len(names)))])
