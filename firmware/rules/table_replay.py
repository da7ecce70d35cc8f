"""Replaying a session's records into a table: ``derive``, and ``correction``
which checks an undo or void before it is written.

A correction takes its entry back as if it had never been made (``UNDO``,
the dealer goes back too) or as dealt but not counting (``VOID``); either
way the table is recomputed from the start of the session without the entry
(``derive``).  The rules of one record, a taken-back one included, are
``table.Table.apply`` (the board's step back from the entry just made uses
it too).  On the board this module is loaded for a replay (boot without a
checkpoint, an older correction), a session's first record
(``engine_start``).

>>> from .ledger import SESSION_OPEN, PREF_DEAL, UNDO
>>> pulya = [(1, SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 2, 0, 0], None]),
...          (2, PREF_DEAL, ["raspasy", 7, 3, 0, None]),
...          (3, PREF_DEAL, ["raspasy", 4, 3, 3, None]),
...          (4, UNDO, [3])]
>>> t = derive(pulya)
>>> t.totals()   # gora 7/3/0 at price 1: A -35-35+15, B +35-15-15, C +35+15
[-55, 5, 50]

The end taken back (an UNDO of the close, the record right after it) leaves
the session open; with anything between the two (the host's
acknowledgement) the undo does not fit:

>>> from .ledger import SESSION_CLOSE, HOST_ACK
>>> derive(pulya + [(5, SESSION_CLOSE, [0, None]), (6, UNDO, [5])]).closed
0
>>> try:
...     derive(pulya + [(5, SESSION_CLOSE, [0, None]), (6, HOST_ACK, [5, b"12345678", None]), (7, UNDO, [5])])
... except TableError as exc:
...     print(exc)
E203 session is closed (seq 7)
"""
from .ledger import UNDO, VOID
from .table import Table, TableError, ENTRIES, OWN_SETTINGS, PREF, OFC, split_settings, T_TARGET, T_NOT_LAST, T_REFUSED, T_SETTINGS


def engine_start(game, players, settings):
    """The game's engine for SESSION_OPEN ``[game, players, settings]`` (``Table.apply``).

    The settings are the engine's own (``OWN_SETTINGS``), then the money
    values, if any (``table_money``: checked here, the engine never sees them)."""
    if not isinstance(game, str) or game not in OWN_SETTINGS:
        raise TableError(T_SETTINGS, "unknown game %r" % (game,))
    own, money, rules = split_settings(game, settings)
    if money:
        from .table_money import with_terms    # only a session with money loads it
        with_terms(game, settings, money)
    if game == PREF:
        from .pref_session import Session
        s = Session(*own)
        if rules is not None:       # a system other than «M»
            from .pref_ruleset import from_values     # the presets read, not kept (pref_systems)
            s.rules = from_values(rules)
        if len(players) != s.players:
            raise TableError(T_SETTINGS, "%d names for %d players" % (len(players), s.players))
        return s
    from .ofc_match import Session, Settings
    if len(players) != 2:
        raise TableError(T_SETTINGS, "OFC is heads-up")
    s = Session()
    s.apply(Settings.from_values(own))  # the first match starts with the session
    return s


def voids(records, target=-1):
    """``{seq taken back: UNDO or VOID}``; with ``target``, also that record's
    type (None if absent): ``(dict, type)``."""
    out = {}
    kind = None
    for r in records:
        if r[1] == UNDO or r[1] == VOID:
            if r[2] and type(r[2][0]) is int:
                out[r[2][0]] = r[1]
        elif r[0] == target:
            kind = r[1]
    return out if target < 0 else (out, kind)


def derive(records, voided=None, table=None, strict=True):
    """The table after ``records`` (an iterable of ``(seq, type, values)``, iterated
    twice when ``voided`` is None: once for the voids, once to apply).

    ``table`` continues an existing table (a checkpoint).  With ``strict`` a
    record that does not fit raises TableError; otherwise it is counted in
    ``skipped`` (what a device does with records after damage) and left out.
    """
    if voided is None:
        voided = voids(records)
    t = table if table is not None else Table()
    t.voided = voided
    for r in records:
        try:
            t.apply(r[0], r[1], r[2])
        except TableError:
            if strict:
                t.voided = ()
                raise
            t.skipped += 1
            if r[0] > t.seq:
                t.seq = r[0]
    t.voided = ()
    return t


def correction(records, rtype, target, seq, table=None, base=None):
    """Check a correction before it is written and return the table after it.

    ``records``: the session's records so far (iterated twice); ``rtype``:
    UNDO or VOID; ``target``: the seq taken back; ``seq``: the correction's
    own seq.  ``table``: the table now; ``base``: a checkpoint table that
    ``records`` continue (they must then hold the target and no correction).
    Raises TableError if the target is not a live entry, if UNDO
    does not name the last one, or if the entries after it no longer fit
    (e.g. a deal after a voided match start).
    """
    before, kind = voids(records, target)
    if target in before:
        raise TableError(T_TARGET, "already taken back", target)
    current = table
    if current is None:
        current = derive(records, before, Table.from_values(base.to_values()) if base else None, strict=False)
    if current.game is None or kind not in ENTRIES[current.game]:
        raise TableError(T_TARGET, "", target)
    if rtype == UNDO and target != current.last_entry:
        raise TableError(T_NOT_LAST, "last is %d" % current.last_entry, target)
    before[target] = rtype
    after = derive(records, before, base, strict=False)
    if after.skipped > current.skipped:
        raise TableError(T_REFUSED, "later entries would not fit", target)
    after.voided = before
    after.apply(seq, rtype, [target])
    after.voided = ()
    return after
