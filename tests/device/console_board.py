"""The firmware as on the board, its port being this process's stdin/stdout.

    micropython -i console_board.py [back]

The stand-in hardware (``host_tools/sim/mp``) gives the display, buttons and
watchdog; the serial port is the REPL's own console, taken as the board takes
it (``board.console()``: ``StdioPort``, Ctrl-C off), because the test puts
stdin/stdout on a pseudo-terminal.  ``main.run()`` runs the real app until a
RELEASE frame; then the script ends and ``-i`` hands the same console to
MicroPython's REPL, as main.py ending does on the board.  The current folder
is the board's flash (the ledger goes to ``ledger/``).  ``back``: BACK is held
at boot.
"""
import sys

import machine

import board

machine.attach_oled()
board.serial = board.console       # what board.serial() does on the ESP32
if sys.argv[-1] == "back":
    machine.Pin.drive(board.PIN_BACK, 0)

import main  # noqa: E402

main.run()
