"""A session's opening, as the host takes it from a device.

Record 1 of every session is its ``session_open`` ``[game, [names],
[settings], started]`` (``docs/ledger-format.md``), and everything the host
shows of the session comes from it: the game, the players' names, how the
scores are worked out.  The board writes it only after its rules accepted
it (``device.journal_session``), so one that does not have that shape is not a
board's: the sync checks it as it reads the record, before anything of the
session is staged, and refuses the session with one line naming the field
(``sync_chain``); nothing of it is archived.

What is checked, in this order: record 1 is the opening and no later record
opens the session again; four fields; the game a text this tool knows; the
names a list of 2 to ``MAX_NAMES``, each a text of 1 to ``MAX_LEN``
characters without a control character (``safe_text.UNSAFE``), no two the
same; the settings a list of the game's own (``OWN_SETTINGS``) and at most
``MAX_SETTINGS`` in all, numbers (|x| < 2^31) and short texts (a currency);
then the rules' own check of the settings against the game and the names
(``rules.table.Table.apply``, the very check the board made).  ``started``
is not read by the host.

The names' limits are the rules' own (``rules.names``: the letter picker's,
the sync's settings frame's, ``sync --names``'): a list of 2 to
``MAX_NAMES``, a name of 1 to ``MAX_LEN`` characters.  Which characters a
name may have beyond the control characters is left to the board (a board
of an older build may have drawn others), and the host shows whatever comes
escaped (``safe_text``).

>>> from .rules.ledger import SESSION_OPEN, PREF_DEAL
>>> problem(1, SESSION_OPEN, ["pref", ["Ann", "Bob", "Cy"], [3, 0, 0, 0], None]) is None
True
>>> problem(1, SESSION_OPEN, ["pref", 5, [3, 0, 0, 0], None])
'the device sent players as a number, not a list of names'
>>> problem(1, SESSION_OPEN, ["\\x1b]0;pref\\x07", ["Ann", "Bob", "Cy"], [3, 0, 0, 0], None])
"the device sent the game '\\x1b]0;pref\\x07', which this tool does not know (pref, ofc)"
>>> problem(1, SESSION_OPEN, ["pref", ["Ann", "Bo\\x07b", "Cy"], [3, 0, 0, 0], None])
"the device sent player 2 'Bo\\x07b' with a control character in the name"
>>> problem(1, SESSION_OPEN, ["pref", ["Ann", "Bob"], [3, 0, 0, 0], None])
'the device sent settings the rules refuse: 2 names for 3 players'
>>> problem(1, SESSION_OPEN, ["pref", ["Ann", "Bob", "Cy"], [3], None])
'the device sent 1 setting for a session of pref, not 4 or more (at most 16)'
>>> problem(1, PREF_DEAL, ["raspasy", 7, 3, 0, None])
"record 1 is a pref_deal record, not the session's opening"
"""
from .rules import ledger
from .rules.ledger_check import TYPE_NAMES
from .rules.names import MAX_LEN as MAX_NAME, MAX_NAMES
from .rules.table import OWN_SETTINGS, Table, TableError
from .safe_text import UNSAFE

MAX_SETTINGS = 16       # values of the settings (the game's own and the money values: at most 9)
MAX_WORD = 8            # characters of a text among the settings (a currency code)
U31 = 1 << 31
QUOTE = 24              # characters of a device's text quoted in a message at most

_KINDS = {int: "a number", str: "text", bytes: "bytes", list: "a list", bool: "true or false",
          type(None): "nothing"}


def kind(value):
    """What ``value`` is, in words.

    >>> kind(5), kind("x"), kind(None), kind([1])
    ('a number', 'text', 'nothing', 'a list')
    """
    return _KINDS.get(type(value), type(value).__name__)


def quoted(text):
    """``text`` in quotes, cut after QUOTE characters (control characters are
    escaped where the line is printed: ``safe_text.shown``)."""
    return "'%s'" % text if len(text) <= QUOTE else "'%s...' (%d characters)" % (text[:QUOTE], len(text))


def problem(seq, rtype, values):
    """None if record ``seq`` of type ``rtype`` with ``values`` may stand where
    it is as far as the session's opening goes, else what is wrong (one line)."""
    if rtype != ledger.SESSION_OPEN:
        if seq == 1:
            return "record 1 is a %s record, not the session's opening" % TYPE_NAMES.get(rtype, "type %d" % rtype)
        return None
    if seq != 1:
        return "record %d opens the session a second time" % seq
    if len(values) != 4:
        return "the device sent an opening of %d fields, not 4 (game, players, settings, start)" % len(values)
    game, names, settings, _ = values
    why = _game(game) or _names(names) or _settings(game, settings)
    if why:
        return why
    try:
        Table().apply(seq, rtype, values)
    except TableError as exc:
        return "the device sent settings the rules refuse: %s" % (exc.detail or exc)
    return None


def _game(game):
    if type(game) is not str:
        return "the device sent the game as %s, not its name" % kind(game)
    if game not in OWN_SETTINGS:
        return "the device sent the game %s, which this tool does not know (%s)" % (
            quoted(game), ", ".join(sorted(OWN_SETTINGS, reverse=True)))
    return None


def _names(names):
    if type(names) is not list:
        return "the device sent players as %s, not a list of names" % kind(names)
    if not 2 <= len(names) <= MAX_NAMES:
        return "the device sent %d players, not 2 to %d" % (len(names), MAX_NAMES)
    for i, name in enumerate(names):
        player = "player %d" % (i + 1)
        if type(name) is not str:
            return "the device sent %s as %s, not a name" % (player, kind(name))
        if not 1 <= len(name) <= MAX_NAME:
            return "the device sent %s %s, not a name of 1 to %d characters" % (player, quoted(name), MAX_NAME)
        if UNSAFE.search(name):
            return "the device sent %s %s with a control character in the name" % (player, quoted(name))
        if name in names[:i]:
            return "the device sent %s %s twice" % (player, quoted(name))
    return None


def _settings(game, settings):
    if type(settings) is not list:
        return "the device sent settings as %s, not a list of numbers" % kind(settings)
    if not OWN_SETTINGS[game] <= len(settings) <= MAX_SETTINGS:
        # the game's own come first, then the money values if any (the rules check those)
        return "the device sent %d setting%s for a session of %s, not %d or more (at most %d)" % (
            len(settings), "" if len(settings) == 1 else "s", game, OWN_SETTINGS[game], MAX_SETTINGS)
    for i, v in enumerate(settings):
        if not (type(v) is int and -U31 < v < U31 or type(v) is str and len(v) <= MAX_WORD):
            return "the device sent setting %d as %s, not a number or a currency" % (
                i + 1, "a number past 2^31" if type(v) is int else "a text of %d characters" % len(v)
                if type(v) is str else kind(v))
    return None
