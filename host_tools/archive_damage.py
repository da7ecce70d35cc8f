"""What the board's DAMAGE records in an archived ledger say, in words.

The journal writes ``[kind, byte offset, length, last good seq]`` when it
finds bytes in its ledger file that are not a record (``docs/ledger-format.md``,
Damage); the bytes stay where they are and the chain goes on past them, so
the archive holds every good record and the DAMAGE record among them.

- kind 1, a torn tail: power was cut while a record was being written.  That
  record is lost.  It followed record ``last good seq``; what it was (a deal,
  a correction, the close) its bytes no longer say, and the host never sees
  them (the archive keeps whole records).  So the note names what came before:
  "power cut after deal 56 (seq 111): what was being saved then is lost".
- kind 2, a bad region: unreadable bytes with good records after them (a
  flash fault, or a torn record the board could not mark at once).  The
  archived chain is unbroken, so no record with a seq was lost there; the
  place is found from the byte offset (``last good seq`` is the file's last
  record when the board noticed, not the place).

Deals are counted as the table has them: in ledger order, an entry taken
back by an undo not counted (it was entered again); OFC deals per match.

>>> from .rules import ledger as L
>>> recs = [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None]),
...         (2, L.PREF_DEAL, ["game", 0, 6, None, 6, "pass", None, None, 0, None, None, None, None]),
...         (3, L.DAMAGE, [L.TORN_TAIL, 60, 9, 2])]
>>> notes_of(recs, {})
[(3, 'power cut after deal 1 (seq 2): what was being saved then is lost (9 torn bytes at byte 60)')]
"""
from .rules import ledger as L
from .rules.ledger_check import TYPE_NAMES
from .rules.table_replay import voids

DEALS = (L.PREF_DEAL, L.OFC_DEAL)


def notes(data):
    """``[(seq of the DAMAGE record, note)]`` for the ledger bytes ``data`` (header + records)."""
    spans = {}
    records = []
    for offset, size, seq, rtype, values in L.Reader(data):
        spans[seq] = size
        records.append((seq, rtype, values))
    return notes_of(records, spans)


def notes_of(records, sizes):
    """``notes`` from ``records`` [(seq, type, values)] and ``{seq: record size}``."""
    damage = [(seq, values) for seq, rtype, values in records if rtype == L.DAMAGE]
    if not damage:
        return []
    names = _names(records)
    out = []
    for seq, values in damage:
        if (len(values) != 4 or any(type(v) is not int or v < 0 for v in values)
                or values[0] not in (L.TORN_TAIL, L.BAD_REGION)):
            out.append((seq, "a damage record (seq %d) the host cannot read: %r" % (seq, values)))
            continue
        kind, offset, length, last_good = values
        span = "%d %s byte%s at byte %d" % (length, "torn" if kind == L.TORN_TAIL else "unreadable",
                                            "" if length == 1 else "s", offset)
        if kind == L.TORN_TAIL:
            out.append((seq, "power cut after %s: what was being saved then is lost (%s)"
                        % (names.get(last_good, "seq %d" % last_good), span)))
            continue
        before = _before(records, sizes, damage, offset)
        if before is None:      # no good record after it: not what the board writes
            out.append((seq, "a damage record (seq %d) naming bytes past the ledger's records: %s" % (seq, span)))
        else:
            place = "after " + names[before] if before else "before the first record"
            out.append((seq, "damaged flash %s: %s; the records after them follow on unbroken" % (place, span)))
    return out


def _names(records):
    """``{seq: "deal 56 (seq 111)" or "a void (seq 58), after deal 56"}``."""
    undone = set(t for t, how in voids(records).items() if how == L.UNDO)
    names = {}
    deal = match = 0
    last_deal = None
    for seq, rtype, values in records:
        if seq in undone and rtype in DEALS + (L.OFC_MATCH,):
            pass
        elif rtype in DEALS:
            deal += 1
            last_deal = ("match %d, deal %d" % (match, deal)) if match else "deal %d" % deal
            names[seq] = "%s (seq %d)" % (last_deal, seq)
            continue
        elif rtype == L.OFC_MATCH or rtype == L.SESSION_OPEN and values and values[0] == "ofc":
            match += 1
            deal = 0
        if rtype == L.SESSION_OPEN:
            names[seq] = "the start of the session (seq %d)" % seq
        else:
            what = "the %s (seq %d)" % (TYPE_NAMES.get(rtype, "record of type %d" % rtype).replace("_", " "), seq)
            names[seq] = what + (", after " + last_deal if last_deal else "")
    return names


def _before(records, sizes, damage, offset):
    """The seq of the last record that ends at or before byte ``offset`` of the
    board's file (0 if none does), or None if no record starts after it.  The
    board's file also holds the damaged bytes each DAMAGE record names: they
    are put back between the records to find where each record stood."""
    gaps = dict((v[1], v[2]) for _, v in damage if len(v) == 4 and type(v[1]) is int and type(v[2]) is int)
    pos = L.HEADER_SIZE
    before = 0
    for seq, rtype, values in records:
        while pos in gaps and gaps[pos] > 0:
            pos += gaps.pop(pos)
        if pos + sizes.get(seq, 0) > offset:
            return before
        pos += sizes.get(seq, 0)
        before = seq
    return None
