"""The check code after an entry (``rules.witness``) for the history screens
(``ui.pref_history``, ``ui.ofc_menu``): the entry's record is read again
from the ledger file when the players ask for it (OK on its line), so a
history keeps nothing a line for the code.  Loaded then, dropped with the
history (``ui.SETUP``, the scoreboard)."""
from rules.witness import code
from ui import text as T


def after(journal, seq):
    """``Code XXXXXX`` after the record ``seq`` of the current session, "" if
    the file has no such record now."""
    records = journal.current.records()
    link = None
    for r in records:       # to the end: the file is closed then
        if r[0] == seq:
            link = records.reader.head      # what the next record stores
    return T.CODE % code(link) if link is not None else ""
