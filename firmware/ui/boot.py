"""The first screens after a (re)start, picked once by ``main.build`` from
the ledger; the module is let go then (nothing of it stays through a game).

- a game open (a reset or a power cut in the middle of it): its board,
  through the start menu's Resume; BACK goes to the start menu;
- right after an end (the close the session's last record: nothing entered
  nor synced since): its final results, where BACK can still take the end
  back (``ui.results``); once the PC has acknowledged it, the start menu;
  the start menu, on the line they left it, when the players left the
  results (``restarted``: a game's close starts the board again,
  ``board.restart``); that line opened when they had ended the game for a
  new one (New pulya, New match over it): the new game's setup, as the
  start menu's OK opens it (no game open: its first question);
- damage found at boot: said once (in the device's language), over them;
  the table is already recovered.

After a sync the open game comes back the same way (``resume``): loaded
again through ``UI.then`` once the sync's modules have gone, then let go.
"""
from ui import drop, load
from ui import text as T


def first_screens(ui, journal, notices, restarted=None):
    t = journal.table
    if journal.is_open():
        ui.top.pick(1)
    elif restarted is not None:
        line, open = restarted
        ui.top.index = line             # the start menu as the players left it
        if open:
            ui.top.pick(line)           # ... and the new game's setup they had picked
    elif t.game is not None and 0 < t.closed == t.seq:
        ui.push(load("ui.results").Results(journal))
    if notices:
        from ui.dialogs import Message
        from ui.widgets import wrap
        lines = []      # a loop: a comprehension would be one more function on the heap
        for code, detail in notices:
            lines.extend(wrap(T.why("E%d" % code)))
        ui.push(Message(T.LEDGER, lines))


def resume(ui, journal):
    """After a sync (``ui.sync``): an open game's session loaded again and its
    board back, as after a restart; the module let go again."""
    if journal is not None and journal.is_open() and journal.table.engine is None:
        # set aside while the PC talked: read again as boot reads it (the
        # journal's own reload, not the host's ``session``: no journal_host)
        journal.stale = True
        journal.reload()
    if len(ui.stack) == 1 and journal is not None and journal.is_open():
        ui.top.pick(1)      # the start menu's Resume
    drop("ui.boot")
