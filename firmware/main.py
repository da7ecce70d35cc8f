"""Boot into the scorer: wire the board's parts to the app and run it.

``build()`` makes the app from ``board``; the simulator calls it too, with
its stand-in ``machine`` underneath, so board and simulator run this file.
"""
import board
from device.app import App
from device.buttons import Keypad
from device.settings import Settings
from ui.screen import UI


def build(record=False):
    from ui.home import Home
    settings = Settings().load()
    display = board.display()
    keypad = Keypad(board.button_pins())
    ui = UI(Home())
    return App(display, keypad, ui, wdt=board.watchdog(), settings=settings, record=record)


def run():
    import asyncio
    asyncio.run(build().main())


if __name__ == "__main__":
    run()
