"""The journal's result and notice codes as short English texts: ``message``.

A module of its own, loaded for the call (``device.journal.message``): a
refusal or a full flash is shown while the deal entry is on the heap, and
the text must not need the journal's rare code (``device.journal_rare``)
loaded beside it.
"""
from rules import ledger

# One string looked up by code (``rules.ledger.code_text``), like the table's.
_MESSAGES = """
0 saved
1 saved; flash nearly full
2 saved; checkpoint failed
301 flash full: sync first
302 flash write failed
303 not synced yet
304 session still open
305 host copy differs
306 no such session
307 entry too big
308 ledger damaged: sync it
401 torn record cut off
402 damaged records skipped
403 checkpoint bad; replayed
404 ledger order broken
405 entries not counted
406 ledger unreadable
"""


def message(code):
    """Short text for a result or notice code, the table's refusals included.

    >>> message(301), message(203), message(999)
    ('flash full: sync first', 'session is closed', 'error 999')
    """
    text = ledger.code_text(_MESSAGES, code)
    if text is None:
        from rules.table_replay import MESSAGES     # the table's refusals
        text = ledger.code_text(MESSAGES, code)
    return text or "error %d" % code
