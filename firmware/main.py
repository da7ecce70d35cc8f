"""Boot into the scorer: wire the board's parts to the app and run it.

``build()`` makes the app from ``board``; the simulator calls it too, with
its stand-in ``machine`` underneath, so board and simulator run this file.
Data paths are relative: the board boots in its flash root, the simulator
in its flash image.

``board`` is asked for the parts once, at boot, and let go then, as the
first screens' module is (firmware/README.md, "Modules loaded when used"):
what a later moment needs of it (a restart after a game's close, the
REPL's hand-back) loads it again; the chip's id for the sync is kept.
"""
from device.journal import Journal
from device.settings import Settings
from rules import drop, load
from ui import text as T

LEDGER_DIR = "ledger"


def build(record=False):
    # The display and the texts' first table of the language first (their
    # buffer and string not looked for in a heap cut up), then the ledger:
    # reading the last session back (after a power cut in a game: its
    # checkpoint, the records since, the game's rules) has the heap before
    # the screens and the app are loaded, and its reading modules are let
    # go before they come (benchmarks/README.md, "A power cut").
    board = load("board")
    settings = Settings().load()
    T.use(T.LANGS[settings.get("lang")])
    display = board.display()
    journal = Journal(root=LEDGER_DIR)
    notices = journal.boot()
    from device.app import App
    from device.buttons import Keypad
    from ui.home import Home
    from ui.screen import UI
    keypad = Keypad(board.button_pins())
    ui = UI(Home())
    serial = board.serial()
    device_id = board.device_id()   # for the sync's hello: the board module is let go after boot

    def open_link():
        # the sync protocol is loaded when the PC first sends a byte, not at
        # boot, once the game has let go (ui.sync.away): into its room
        load("ui.sync").away(ui, journal)
        from device.link import Link
        link = Link(serial, journal, settings, device_id)
        link.ui = ui        # the sync status is shown on the screens
        return link

    def restart(line, open):
        load("board").restart(line, open)   # a game's close: the board starts again (does not return)

    app = App(display, keypad, ui, wdt=board.watchdog(), settings=settings, journal=journal,
              record=record, serial=serial, open_link=open_link, restart=restart)
    # the first screens: the running game, an end's results (unless the players
    # had left them: a game's close restarts the board, into the start menu or
    # the new game's setup), damage found (a module of its own, let go once they are up)
    load("ui.boot").first_screens(ui, journal, notices, board.restarted())
    drop("ui.boot board")
    return app


def run():
    import asyncio
    if load("board").back_held():
        # BACK held at boot: the port stays the REPL's (hardware/README.md)
        print("tablescore: BACK held at boot, the REPL keeps the port")
        return
    app = build()
    asyncio.run(app.main())
    # only a RELEASE from the PC ends main() (docs/sync-protocol.md): close
    # everything, answer, and end main.py so the REPL has the port
    asyncio.new_event_loop()
    app.release(load("board").release)


if __name__ == "__main__":
    run()
