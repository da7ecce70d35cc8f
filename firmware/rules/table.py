"""The table: what the ledger's events add up to, for both games.

Scores are never stored, only derived: a :class:`Table` applies ledger
records ``(seq, type, values)`` one by one to the game engine
(``pref_session.Session`` or ``ofc_match.Session``).  Its ``to_values()`` is
the checkpoint, so that boot is "checkpoint + the records after it".
Replaying a whole session (``derive``, and ``correction`` which checks an
undo or void) and starting a session's engine (``engine_start``) are
``table_replay``: a deal only applies one record, and on the board imported
code is heap.

Corrections are events too; the entry they name stays in the ledger.
The end of a session (``SESSION_CLOSE``) is taken back by an ``UNDO`` of
it, only as the record right after it (nothing else entered, not even the
host's acknowledgement): the session is open again.

- ``UNDO [seq]`` takes back the last live entry as if it had never been
  made: it was entered wrong and will be entered again, so in preferans the
  dealer goes back too.
- ``VOID [seq]`` takes back any live entry, however old: the deal was dealt
  but does not count.  A voided preferans deal still passes the deal on (as
  the engine's ``replay`` does), so every later deal keeps its dealer.

Either way the table is what a replay of the session without the entry
gives (``table_replay.derive``).  The replay and the board's step back from
the entry just made (``device.journal``) both take the entry back through
``Table.apply`` with it in ``voided``: one rule, so a correction reaching
before the last checkpoint is as correct as one of the entry just made.

>>> from .ledger import SESSION_OPEN, PREF_DEAL
>>> t = Table()
>>> t.apply(1, SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 2, 0, 0], None])
>>> t.apply(2, PREF_DEAL, ["raspasy", 7, 3, 0, None])
>>> t.totals()   # gora 7/3/0 at price 1: A -35-35+15, B +35-15-15, C +35+15
[-55, 5, 50]
>>> from .ledger import SESSION_CLOSE, UNDO
>>> t.apply(3, SESSION_CLOSE, [0, None])
>>> t.apply(4, UNDO, [3])       # the end taken back: open again
>>> t.closed, t.totals()
(0, [-55, 5, 50])
"""
# one name for the ledger's codes, not a global per code (each is a dict entry on the board)
from . import ledger
from . import load

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

PREF = "pref"
OFC = "ofc"

# Entries: the events a player made at the table, which a correction may take back.
ENTRIES = {
    PREF: (ledger.PREF_DEAL, ledger.PREF_PENALTY),
    OFC: (ledger.OFC_MATCH, ledger.OFC_DEAL, ledger.DAVI_OFFER, ledger.DAVI_ACCEPT, ledger.DAVI_DROP),
}

T_NO_SESSION = const(201)
T_OPEN = const(202)
T_CLOSED = const(203)
T_GAME = const(204)
T_REFUSED = const(205)
T_TARGET = const(206)
T_NOT_LAST = const(207)
T_SEQ = const(208)
T_TYPE = const(209)
T_STATE = const(210)
T_SETTINGS = const(211)
T_MONEY = const(212)
del const       # the constants are defined: not a global kept on the board

# A session's settings (SESSION_OPEN) are the game's own values, then its
# money values, which SESSION_MONEY may replace before the first entry
# (``table_money``): this many of the game's own, the engine's settings.
OWN_SETTINGS = {PREF: 4, OFC: 6}    # pref_session.Session's arguments; ofc_match.Settings
# A preferans pulya in a system other than «M» ends its settings with the
# rules (a list: ``pref_systems.to_values``), after any money values.


def split_settings(game, settings):
    """``(own, money, rules)`` of a session's settings: the engine's own,
    the money values (maybe none), the rules' list (None: System «M»).

    >>> split_settings(PREF, [3, 0, 10, 0, 50, "RUB", 100, ["sochi"]])
    ([3, 0, 10, 0], [50, 'RUB', 100], ['sochi'])
    """
    own = OWN_SETTINGS[game]
    rules = None
    if len(settings) > own and type(settings[-1]) is list:
        rules = settings[-1]
        settings = settings[:-1]
    return list(settings[:own]), list(settings[own:]), rules

# The codes' texts are the E codes of texts/device.txt: read only when an
# error is shown (the device in its language, str() in English: rules.why).

# Anything an engine raises for input it does not accept.  The engines raise
# ValueError subclasses; the others guard against a malformed value list.
_BAD_INPUT = (ValueError, TypeError, IndexError, KeyError, AttributeError)


class TableError(ValueError):
    """An event that does not fit the table now: ``code`` (its text the E
    code of texts/device.txt), ``detail``, ``seq`` (-1 if none).

    >>> str(TableError(T_TARGET, "ack", 4))
    'E206 no such entry (seq 4): ack'
    """

    def __init__(self, code, detail="", seq=-1):
        super().__init__(code, detail, seq)
        self.code = code
        self.detail = detail
        self.seq = seq

    def __str__(self):
        # the text is made when shown (the journal and the screens use code and detail)
        from .why import english
        text = "E%d %s" % (self.code, english("E%d" % self.code))
        if self.seq >= 0:
            text += " (seq %d)" % self.seq
        if self.detail:
            text += ": " + self.detail
        return text


# --- the two games behind one small interface -------------------------------
def _engine_load(game, values):
    if game == PREF:
        from .pref_session import Session
    else:
        from .ofc_match import Session
    return Session.from_values(values)


def _engine_input(game, rtype, values):
    if game == PREF:
        if rtype == ledger.PREF_DEAL:
            from .pref_sheet import Deal
            return Deal.from_values(values)
        from .pref_incident import Incident     # loaded with the first incident
        return Incident.from_values(values)
    from . import ofc_match
    from .davi import Offer, Accept, Drop
    if rtype == ledger.OFC_MATCH:
        return ofc_match.Settings.from_values(values)
    if rtype == ledger.OFC_DEAL:
        return ofc_match.input_from_values(values[0], values[1:])
    return (Offer, Accept, Drop)[rtype - ledger.DAVI_OFFER].from_values(values)


class Table:
    """Derived state of one session.

    ``game`` (``"pref"``/``"ofc"``), ``players`` (names), ``settings`` (values
    in force: SESSION_OPEN's, its money values replaced by a SESSION_MONEY;
    what they come to is ``table_money``'s),
    ``engine`` (the game's session object), ``seq`` (last record applied),
    ``last_entry`` (seq of the last live entry, 0 if none; what UNDO takes
    back), ``entries`` (live entries), ``closed`` (seq of SESSION_CLOSE, 0 while
    open), ``acked`` (seq the host
    acknowledged), ``skipped`` (records that could not be applied, only
    after damage), ``voided`` (``{seq: UNDO or VOID}`` to skip: set during a replay
    only, ``table_replay.derive``).
    """

    def __init__(self):
        self.game = None
        self.players = []
        self.settings = []
        self.engine = None
        self.seq = 0
        self.last_entry = 0
        self.entries = 0
        self.closed = 0
        self.acked = 0
        self.skipped = 0
        self.voided = ()

    kept = []   # type: list  # the totals without the engine: set for each table that has none

    def totals(self):
        """Per player: preferans vists; OFC the current match's points.  A
        table without its engine (a closed pulya's, ``rules.table_closed``;
        one set aside while the PC syncs, ``ui.sync``) has them ``kept``."""
        if self.engine is None:
            return self.kept
        if self.game == PREF:
            return self.engine.totals()
        return list(self.engine.match.scores)

    def apply(self, seq, rtype, values):
        """Apply one ledger record.  Raises TableError and changes nothing if it does not fit."""
        if seq <= self.seq:
            raise TableError(T_SEQ, "after %d" % self.seq, seq)
        if rtype == ledger.HOST_ACK or rtype == ledger.DAMAGE:
            if rtype == ledger.HOST_ACK:
                if not values or type(values[0]) is not int or not 0 < values[0] < seq:
                    raise TableError(T_TARGET, "ack", seq)
                self.acked = values[0]
            self.seq = seq
            return
        if rtype == ledger.SESSION_OPEN:
            if self.game is not None:
                raise TableError(T_OPEN, "", seq)
            try:
                game, players, settings = values[0], list(values[1]), list(values[2])
                # once a session: not on the heap through a deal
                engine = load(".table_replay", __name__).engine_start(game, players, settings)
            except TableError:
                raise
            except _BAD_INPUT as exc:
                raise TableError(T_SETTINGS, str(exc), seq)
            self.game, self.players, self.settings, self.engine = game, players, settings, engine
            self.seq = seq
            return
        if self.game is None:
            raise TableError(T_NO_SESSION, "", seq)
        if self.closed:
            # the end taken back: an UNDO of the close, the record right after
            # it, opens the session again (a replay skips the close, taken
            # back, as -seq until then)
            if rtype == ledger.UNDO and values and values[0] == self.seq == abs(self.closed):
                self.closed = 0
                self.seq = seq
                return
            raise TableError(T_CLOSED, "", seq)
        if rtype == ledger.SESSION_CLOSE:
            self.closed = -seq if seq in self.voided else seq
        elif rtype == ledger.SESSION_MONEY:
            # the price is agreed before the play: once an entry counts it stays
            if self.entries:
                raise TableError(T_MONEY, "", seq)
            # rare: loaded for this record
            self.settings = load(".table_money", __name__).with_terms(self.game, self.settings, values, seq)
        elif rtype == ledger.UNDO or rtype == ledger.VOID:
            # Interpreted by the replay that skips the target (see derive);
            # here only its place in the ledger is checked.
            if not values or type(values[0]) is not int or not 0 < values[0] < seq:
                raise TableError(T_TARGET, "", seq)
            if values[0] not in self.voided:
                raise TableError(T_TARGET, "not replayed as void", seq)
        elif rtype in ENTRIES[self.game]:
            if seq in self.voided:
                if self.voided[seq] == ledger.VOID and rtype == ledger.PREF_DEAL:
                    self.engine.pass_deal()  # the cards were dealt: the deal still passes
            else:
                try:
                    self.engine.apply(_engine_input(self.game, rtype, values))
                except _BAD_INPUT as exc:
                    raise TableError(T_REFUSED, str(exc), seq)
                self.last_entry = seq
                self.entries += 1
        elif rtype in ENTRIES[PREF] or rtype in ENTRIES[OFC]:
            raise TableError(T_GAME, "", seq)
        else:
            raise TableError(T_TYPE, "type %d" % rtype, seq)
        self.seq = seq

    # -- checkpoint -----------------------------------------------------------
    def to_values(self):
        """``[game, players, settings, seq, last_entry, entries, closed, acked, skipped, engine values]``."""
        return [self.game, self.players, self.settings, self.seq, self.last_entry, self.entries,
                self.closed, self.acked, self.skipped,
                self.engine.to_values() if self.engine is not None else None]

    @classmethod
    def from_values(cls, values, engine=True):
        """The table of ``to_values()``; with ``engine`` False without its
        game's engine (``engine`` None, its rules not loaded): a closed
        table's counts are all a sync asks of it, and an ack or a damage
        note all that may still be applied to it."""
        t = cls()
        try:
            (t.game, t.players, t.settings, t.seq, t.last_entry, t.entries,
             t.closed, t.acked, t.skipped, state) = values
            if t.game is not None:
                if t.game not in ENTRIES:
                    raise TableError(T_STATE, "game")
                t.players = list(t.players)
                t.settings = list(t.settings)
                if engine:
                    t.engine = _engine_load(t.game, state)
        except TableError:
            raise
        except _BAD_INPUT as exc:
            raise TableError(T_STATE, str(exc))
        return t
