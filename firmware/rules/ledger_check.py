"""What the host does with a ledger besides reading it: check a whole export
against the device's anchor, and name the event types.

The format itself is ``ledger`` (one definition, used by both); this module
only builds on it.  The device never imports it: its tables would be heap on
the board for nothing (the board reads its own file with ``ledger_read.Reader``).

>>> from .ledger import header, record, start_link, link
>>> first = record(1, SESSION_OPEN, ["pref", ["A", "B", "C"]], start_link(7))
>>> verify(header(7) + first, (1, link(first)))
([(1, 1, ['pref', ['A', 'B', 'C']])], [])
>>> TYPE_NAMES[SESSION_OPEN]
'session_open'
"""
from .ledger_read import Reader
from .ledger import (LedgerError, E_SHORT, E_ANCHOR, SESSION_OPEN, SESSION_CLOSE, SESSION_MONEY, PREF_DEAL,
                     PREF_PENALTY, OFC_MATCH, OFC_DEAL, DAVI_OFFER, DAVI_ACCEPT, DAVI_DROP, UNDO, VOID,
                     HOST_ACK, DAMAGE)

TYPE_NAMES = {
    SESSION_OPEN: "session_open", SESSION_CLOSE: "session_close", SESSION_MONEY: "session_money",
    PREF_DEAL: "pref_deal", PREF_PENALTY: "pref_penalty",
    OFC_MATCH: "ofc_match", OFC_DEAL: "ofc_deal",
    DAVI_OFFER: "davi_offer", DAVI_ACCEPT: "davi_accept", DAVI_DROP: "davi_drop",
    UNDO: "undo", VOID: "void", HOST_ACK: "host_ack", DAMAGE: "damage",
}


def verify(data, anchor=None):
    """Check a whole exported ledger.  Returns ``(records, issues)``.

    ``anchor`` = ``(last seq, link of last record)`` as the device reported it
    at export; with it, a ledger cut at a record boundary is caught too.
    """
    try:
        reader = Reader(data)
    except LedgerError as exc:
        return [], [(exc.code, exc.offset, -1, -1, exc.detail)]
    records = [(r[2], r[3], r[4]) for r in reader]
    issues = reader.issues
    if anchor is not None:
        seq, head = anchor
        if reader.last_seq < seq:
            issues.append((E_SHORT, len(data), reader.index, reader.last_seq, "ends at seq %d, device had %d"
                           % (reader.last_seq, seq)))
        elif reader.last_seq == seq and reader.head != head:
            issues.append((E_ANCHOR, len(data), reader.index, seq, ""))
    return records, issues
