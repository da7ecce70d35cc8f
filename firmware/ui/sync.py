"""The screen while the PC syncs the device: loaded by ``device.link`` when
the PC first speaks, let go with the link's protocol.

The game is not played over a sync: while the PC talks the device shows
the sync's message alone over the start menu, and the open game's screens
and texts are let go (``away``), so that the sync's heap is the link's on
top of the boot's, not on top of the game's screens.  The game's rules
stay: the journal's table keeps its engine (the hello and the acks read it).
When the PC is done (quiet: ``device.link``) or the players close the
message, the link lets its protocol go and the game's board is built again
from the table, as a restart's Resume (``back``): a deal half entered is
not kept, as at a restart.
"""
from ui import OFC, PREF, drop, load
from ui import text as T


def away(link):
    """The PC has begun to talk: the game's screens go, the sync's message comes."""
    link.ui.home()      # the start menu's enter drops the setup's screens (ui.SETUP)
    _let_go()
    show(link, T.SYNC_ON, T.SYNC_WAIT)


def _let_go():
    """Drop the game's screens and their texts; not its rules, which the
    journal's table holds (dropped, they would be loaded again beside
    themselves), nor the message's own module."""
    for name in (OFC + " " + PREF).split():
        if not name.startswith("rules.") and name != "ui.dialogs":
            drop(name)


def show(link, title, body):
    """The sync's message: ``title`` over ``body`` (a text to wrap, or its
    lines), changed in place while it is on top, else opened."""
    ui = link.ui
    top = link.screen
    if top is not None and top is ui.top:
        top.title = title
        top.lines = body
        ui.dirty = True
    else:
        link.screen = load("ui.dialogs").Message(title, body, lambda: back(link))
        ui.push(link.screen)
    _let_go()       # the texts' part looked up for it: the message keeps its own strings


def back(link):
    """The PC is done, or the players closed the message: the link lets its
    protocol go (unless it is in the middle of a job), the message closes,
    and an open game's board comes back from the table, as a restart's
    Resume (``ui.boot``)."""
    ui = link.ui
    link.let_go()
    if link.screen is ui.top:
        ui.pop()
    link.screen = None
    journal = link.journal
    if len(ui.stack) == 1 and journal is not None and journal.is_open():
        ui.top.pick(1)      # the start menu's Resume
