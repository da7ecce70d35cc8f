"""``tablescore verify SESSION CODE``: does the archive still lead to a check
code someone wrote down at the table?  And the codes ``sessions`` and
``show`` print.

The board shows a check code (``rules.witness``) on the final results and
after each entry in its history: six characters of the link of a record,
which depends on every record before it.  The archive leads to a code when
one of the session's records, read back and checked, has it: then every
record up to that one is as the board had it when the code was shown.
What that proves and what it cannot: docs/ledger-format.md.
"""
import sys

from .archive import Archive, ArchiveError
from .cli import UsageError
from .rules import ledger as L
from .rules import table_replay
from .rules import witness
from .rules.ledger_read import Reader

# what an incident's kind is called here (the device's own strings are not printed)
INCIDENTS = {"information": "penalty: information", "warning": "penalty: warning", "cut": "penalty: refused cut",
             "misdeal": "misdeal", "end": "the end of the pulya"}
DAVI = {L.DAVI_OFFER: "davi offer", L.DAVI_ACCEPT: "davi accepted", L.DAVI_DROP: "davi dropped"}


def add_parser(sub):
    p = sub.add_parser("verify", help="check a code written down at the table against the archive",
                       description="Say whether the archived session still leads to a check code shown by the "
                                   "board (on the final results, or after an entry in its history). Exit 0: it "
                                   "does (the record named and all before it are as the board had them); 1: no "
                                   "record of the session has it; 2: not a code, or no such session.")
    p.add_argument("session", help="archive id (from `tablescore sessions`) or DEVICE:SID")
    p.add_argument("code", help="the check code, six characters (case and dashes do not matter)")
    p.add_argument("--db", help="archive file (default: the one `tablescore sync` uses)")
    p.set_defaults(func=run_verify)


def chain(data):
    """``(rows, issues)`` of a whole ledger: a row ``(seq, type, values, code)``
    per record, ``code`` the check code after it (of its link: what the next
    record stores), as the board computes it in its history."""
    try:
        reader = Reader(data)
    except L.LedgerError as exc:      # not a ledger of this format
        return [], [(exc.code, exc.offset, -1, -1, exc.detail)]
    rows = []
    for r in reader:
        rows.append((r[2], r[3], r[4], witness.code(reader.head)))
    return rows, reader.issues


def labels(rows):
    """``{seq: what the record is}`` in words: ``deal 57`` (the 57th deal of the
    session; a deal undone, entered wrong and again, gives its number to the
    next), ``the session's close``, ...

    >>> named = labels([(1, L.SESSION_OPEN, [], ""), (2, L.PREF_DEAL, [], ""), (3, L.UNDO, [2], ""),
    ...                 (4, L.PREF_DEAL, [], ""), (5, L.VOID, [4], ""), (6, L.PREF_DEAL, [], "")])
    >>> [named[seq] for seq in range(2, 7)]
    ['deal 1 (undone)', 'undo of seq 2', 'deal 1 (voided)', 'void of seq 4', 'deal 2']
    """
    taken_back = table_replay.voids([r[:3] for r in rows])
    out = {}
    deals = 0
    matches = 1             # an OFC session's first match starts with it
    for seq, rtype, values, _ in rows:
        first = values[0] if values else None
        if rtype in (L.PREF_DEAL, L.OFC_DEAL):
            how = taken_back.get(seq)
            text = "deal %d" % (deals + 1)
            if how == L.UNDO:
                text += " (undone)"
            else:
                deals += 1
                if how == L.VOID:
                    text += " (voided)"
        elif rtype == L.SESSION_OPEN:
            text = "the session's start"
        elif rtype == L.SESSION_CLOSE:
            text = "the session's close"
        elif rtype == L.SESSION_MONEY:
            text = "the money terms (the price)"
        elif rtype == L.PREF_PENALTY:
            text = INCIDENTS.get(first, "penalty") if isinstance(first, str) else "penalty"
        elif rtype == L.OFC_MATCH:
            matches += 1
            text = "match %d starts" % matches
        elif rtype in DAVI:
            text = DAVI[rtype]
        elif rtype in (L.UNDO, L.VOID):
            text = "%s of seq %s" % ("undo" if rtype == L.UNDO else "void", _number(first))
        elif rtype == L.HOST_ACK:
            text = "the host's acknowledgement of seq %s" % _number(first)
        elif rtype == L.DAMAGE:
            text = "a note of damage on the board"
        else:
            text = "type %d" % rtype
        out[seq] = text
    return out


def _number(v):
    return "%d" % v if type(v) is int else "?"


def session_row(rows):
    """The row whose code is the session's: its last record other than the
    host's acknowledgements (written by a sync, after the players saw the
    board's code); None if there is none."""
    for row in reversed(rows):
        if row[1] != L.HOST_ACK:
            return row
    return None


def archived(archive, session):
    """``rows`` of archived session ``session`` (its archive id), checked; ArchiveError if damaged."""
    rows, issues = chain(archive.ledger_bytes(session))
    if issues:
        raise ArchiveError("session %d: %s" % (session, L.describe(*issues[0][:5])))
    return rows


def session_code(archive, session):
    """The session's check code, "-" if it has no record; ArchiveError if damaged."""
    row = session_row(archived(archive, session))
    return row[3] if row else "-"


def print_codes(rows, out):
    """The code after every record, as the board's history shows it after each entry."""
    names = labels(rows)
    last = session_row(rows)
    out.write("\nCheck codes: the code after each record (the board's history shows it after each entry, "
              "its final results the session's)\n")
    out.write("%6s  %-44s %s\n" % ("seq", "record", "code"))
    for seq, _, _, code in rows:
        out.write("%6d  %-44s %s%s\n" % (seq, names[seq], code, "  the session's code" if last and seq == last[0]
                                         else ""))


def run_verify(args):
    try:
        wanted = witness.read(args.code)
    except ValueError as exc:
        raise UsageError("code %r: %s (the characters are 0-9 and %s)" % (
            args.code, exc, " ".join(witness.ALPHABET[10:])))
    if args.db:
        import os
        if not os.path.exists(args.db):
            raise UsageError("no archive at %s (run `tablescore sync --db %s` first)" % (args.db, args.db))
    archive = Archive(args.db)
    try:
        try:
            s = archive.find(args.session)
        except ArchiveError as exc:
            raise UsageError(str(exc))
        name = "session %s:%d" % (s["device"][:8], s["sid"])
        try:
            rows = archived(archive, s["id"])
        except ArchiveError as exc:
            print("code %s: %s is damaged in the archive (%s): it leads to no code" % (
                wanted, name, str(exc).split(": ", 1)[1]))
            return 1
    finally:
        archive.close()
    names = labels(rows)
    found = [r for r in rows if r[3] == wanted]
    for seq, _, _, _ in found:
        print("code %s: after %s (seq %d) - the archive of %s leads to it: %s as the board had %s when it "
              "showed the code" % (wanted, names[seq], seq, name, "seq 1-%d are" % seq if seq > 1 else "seq 1 is",
                                   "them" if seq > 1 else "it"))
    if found:
        return 0
    last = session_row(rows)
    print("code %s: no record of %s has it - the archive does not lead to it: changed after the code was "
          "shown, or the code is another session's, or misread (%s)" % (
              wanted, name, "the session's code is %s, after %s, seq %d" % (last[3], names[last[0]], last[0])
              if last else "it has no records"))
    return 1
