"""The screen while the PC syncs the device: loaded by the app's
``open_link`` (``main.build``) when the PC first speaks, before the link's
modules, and let go with the link's protocol.

The game is not played over a sync: while the PC talks the device shows
the sync's message alone over the start menu, the open game's screens and
texts are let go, and its engine is set aside, so that its rules leave the
heap too (``away``): the sync's heap is the link's on top of the boot's,
not on top of the game's.  When the PC is done (quiet: ``device.link``) or
the players close the message (``back``, ``closed``), the link lets its
protocol go and the app the link, the journal loads the session again and
the game's board is built from its table, as at a restart
(``ui.boot.resume``, once this module has gone): a deal half entered is not
kept, as at a restart.
"""
from ui import OFC, PREF, drop, load
from ui import text as T


def away(ui, journal):
    """The PC has begun to talk: the game's screens go and its engine is set
    aside.  Called by ``main.build``'s ``open_link`` before the link's
    modules are imported, so that they load into the room the game leaves,
    not beside it."""
    ui.home()       # the start menu's enter drops the setup's screens (ui.SETUP)
    _let_go(_set_aside(journal, ui.ctx))


def begin(link):
    """The link loads its protocol: the game away (already, unless the link
    outlived a sync), the sync's message comes."""
    away(link.ui, link.journal)
    show(link, T.SYNC_ON, T.SYNC_WAIT)


def _set_aside(journal, app):
    """The open game's engine set aside while the PC talks: the session's
    table keeps its counts and its totals (``Table.kept``: what the hello's
    frame asks of it; the acks need no engine), its rules free to go;
    ``back`` has the journal load the session again.  The same table, no
    module loaded beside the game for it: if that load fails (no memory)
    the table stays as the sync left it, and the link still answers.  True
    if it was."""
    if journal is None or not journal.is_open() or journal.table.engine is None:
        return False        # no game, or set aside already
    clock = getattr(app, "clock", None)
    if clock is not None and clock.sid:
        clock.save()        # the play clock stops without an engine: what it counted is kept
    s = journal.current
    s.before = None         # an undo after the sync reads the ledger, as after a restart
    t = s.table
    t.kept = t.totals()
    t.engine = None
    return True


def _let_go(rules=False):
    """Drop the game's screens and their texts, and with ``rules`` its rules
    (only once the journal's table does not hold them: dropped while it
    does, they would be loaded again beside themselves); not the message's
    own module."""
    for group in (OFC, PREF):       # (not one string of both: ~1K made beside the game)
        for name in group.split():
            if (rules or not name.startswith("rules.")) and name != "ui.dialogs":
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
        link.screen = load("ui.dialogs").Message(title, body, lambda: closed(link))
        ui.push(link.screen)
    T.forget()      # the texts' part looked up for it: the message keeps its own strings


def closed(link):
    """The players closed the message: the link goes as in ``back``, and the
    game comes back once their key is done with (``UI.then``), so that
    neither the message, the link nor this module is held while its
    session is loaded (``ui.boot.resume``)."""
    _let_link_go(link)
    link.ui.then = ("ui.boot.resume", link.ui, link.journal)


def back(link):
    """The PC is done: the link lets its protocol go (unless it is in the
    middle of a job) and the app the link, the message closes, and an open
    game comes back (``ui.boot.resume``)."""
    _let_link_go(link)
    load("ui.boot").resume(link.ui, link.journal)


def _let_link_go(link):
    """The protocol, the link (once the protocol is gone) and the message go."""
    ui = link.ui
    link.let_go()
    app = ui.ctx
    if link.proto is None and getattr(app, "open_link", None) is not None and app.link is link:
        # the link too: the app's open_link makes it again when the PC next speaks
        app.link = None
        drop("device.link")
    if link.screen is ui.top:
        ui.pop()
    link.screen = None
    drop("ui.dialogs")      # the message's: the board loads it again if it opens one

