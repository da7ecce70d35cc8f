"""Every string the device shows, in one table.

``text.NAME`` is looked up in ``_TABLE`` (one line per name: ``NAME text``)
when a screen draws; screens never copy a string at import.  ``use(table)``
switches the language at run time: a translation is a module with a
``TABLE`` string in the same form (``text_ru.py`` with its own font, say) or
with plain ``NAME = "..."`` attributes; a name it lacks keeps its English
text.  Lines are at most 16 characters (the screen is 16 columns of the 8x8
font); ``%`` fields are filled by the screen.  A text with ``|`` is a tuple
of choices (``SUITS``); with ``key=text`` choices, a dict (``DEFENCE_NAMES``).
The lines a pulya does not show (the setup's and settings', the OFC
screens') are a table of their own (``ui.text_more``), loaded when one of
them is first looked up: a pulya does not keep them.
The comments between the table's parts are the source's, not the string's
(adjacent literals are joined by the compiler): they cost no heap.

Why one string: the heap pays for its characters only.  Two hundred module
globals cost a dict entry, a str object and its data block each: 16 KB of a
64-bit heap (about 8 KB on the board) against 4.5 KB for this table.  A
lookup makes the one short string it returns (a tuple or dict of them for
choices).
"""

_TABLE = (
    # start menu
    """
APP tablescore
NEW_PULYA New pulya
RESUME Resume
HISTORY History
SETTINGS Settings
NOTHING_TO_RESUME Nothing to resume
NO_HISTORY No history yet
NEW_MATCH New match
"""
    # the ledger's notices at boot
    """
LEDGER Ledger
"""
    # scoreboard: a row is name(4) dealer mark(1) pulya(3) gora(3) vists(5)
    """
PULYA_OF Pulya %d/%d
PULYA_N Pulya %d
PULYA_OVER Pulya over
BOARD_HEAD       P  G     V
HINT_BOARD OK deal  <> more
HINT_OVER OK results
DEAL_N Deal %d
"""
    # deal entry: the question of each step in ui.pref_entry's step order, split
    # at "/" for the one step asked (not a tuple of all seventeen a question); the kinds
    # of entry (Misere names the contract too) and of penalty; the More... list
    # (suit, dealer, after half, plan, done)
    """
ASK What happened?/Declarer/Contract/Defence/%s took/%s took/%s took/%s took/More/Suit/The dealer.../Plan (tricks)/Promise/Who challenges?/Penalty/Who?/Whose game?
KINDS Game|Raspasy|Misere|Without 3|Misdeal|Penalty
PENALTIES Information|Warning|Refused to cut
MORE_LINES Suit: %s|Dealer: %s|After half: %s|Plan: %s|Done
SAVE_Q Save this deal?
NOT_SAVED Not saved
FLASH_LOW Flash filling up
FLASH_LOW_WHAT The flash is nearly full. Sync with the PC and free old sessions (sync --free).
MORE_DOTS More...
TRICKS_WORD tricks
NO_SUIT none
"""
    # as pref_deal.SUITS
    """
SUITS spades|clubs|diamonds|hearts|no trump
ROLE_NAMES No action|Takes over|Half w/ declr|Half w/ passer
ROLE_SHORT no|takes|half D|half P
"""
    # a name and his warnings so far
    """
WARNED %s (%d)
CANNOT Cannot be
HINT_SAVE OK save  BACK no
"""
    # price a trick, lowest contract
    """
SERIES Raspasy x%d min %d
TIME_OF %d:%02d/%dh
TIME_UP Time is up
"""
    # breakdown: points into the pulya / the gora; history: an entry taken back
    """
PTS_PULYA p%d
PTS_GORA g%d
TAKEN_BACK x
H_MISERE mis
"""
    # history: the incidents as pref_session names them (information warning cut misdeal end)
    """
H_INCIDENTS inform|warning|cut|misdeal|end
"""
    # the game menu
    """
MORE More
PENALTY Penalty
END_PULYA End pulya
END_Q End the pulya?
UNDO_Q Undo last entry?
VOID_Q Void entry %d?
NOTHING_TO_UNDO Nothing to undo
VOID_LAST Void last entry
UNDO_NOTES Entered wrong: gone, the dealer goes back too.|Dealt, but does not count: the deal passes on.
RESULTS Final results
"""
    # the check code after an entry, and the session's on the final results (rules.witness)
    """
CODE Code %s
"""
    # confirmations and messages
    """
YES Yes
NO No
OK OK
ERROR Error
UNDO Undo last entry
"""
    # the sync with the PC (device.link)
    """
SYNC Synced with PC
SYNCED_TO up to entry %d
SESSION_N Session %d
"""
    # hints on the bottom row
    """
HINT_NUMBER <> change  OK
"""
    # deal summaries in the history, 16 characters at most: seq, declarer,
    # contract/tricks taken of a game, passed, without three; a raspasy;
    # seq, kind, offender of an incident
    """
H_LINES %d %s %s/%d|%d %s %s pass|%d %s %s -3|%d raspasy|%d %s %s
"""
    # a defence and its whister (%s): open whist by the next player is offered first
    """
DEFENCE_NAMES both=Both whist|open=%s open|closed=%s closed|pass=Both pass|half=%s half|check=Ten checked
""")

_tables = [_TABLE]      # searched in order: a translation's table first


def __getattr__(name):
    """``text.NAME``: the line ``NAME text`` of the first table that has it;
    a name none of them has is looked up in the lines a pulya does not show
    (``ui.text_more``: loaded then, dropped with the setup and the OFC
    screens, ``ui.SETUP``, ``ui.OFC``)."""
    key = "\n%s " % name
    tables = _tables
    for _ in range(2):
        for table in tables:
            at = table.find(key)
            if at < 0:
                continue
            at += len(key)
            s = table[at:table.find("\n", at)]
            if "|" not in s:
                return s
            choices = s.split("|")
            if "=" not in choices[0]:
                return tuple(choices)
            by_key = {}             # key=text choices: looked up by key
            for c in choices:
                k, v = c.split("=", 1)
                by_key[k] = v
            return by_key
        from ui import load
        tables = [load("ui.text_more").TABLE]
    raise AttributeError(name)


def use(table):
    """Show the texts of module ``table`` instead of the English ones."""
    own = getattr(table, "TABLE", None)
    if own:
        _tables[:] = ["\n" + own.strip("\n") + "\n", _TABLE]
    g = globals()
    for name in dir(table):
        if not name.startswith("_") and name not in ("use", "TABLE"):
            g[name] = getattr(table, name)
