"""The firmware as on the board, its port being this process's stdin/stdout.

    micropython -i console_board.py [back|seed]

The stand-in hardware (``host_tools/sim/mp``) gives the display, buttons and
watchdog; the serial port is the REPL's own console, taken as the board takes
it (``board.console()``: ``StdioPort``, Ctrl-C off), because the test puts
stdin/stdout on a pseudo-terminal.  ``main.run()`` runs the real app until a
RELEASE frame; then the script ends and ``-i`` hands the same console to
MicroPython's REPL, as main.py ending does on the board.  The current folder
is the board's flash (the ledger goes to ``ledger/``).  ``back``: BACK is held
at boot.  ``seed``: an OFC session of five entries (``ledger_evening``) is
left open in the ledger first, so the app boots into a match.
"""
import sys

import machine

import board

machine.attach_oled()
board.serial = board.console       # what board.serial() does on the ESP32
if sys.argv[-1] == "back":
    machine.Pin.drive(board.PIN_BACK, 0)
if sys.argv[-1] == "seed":
    import ledger_evening as ev
    from device.journal import Journal
    j = Journal(root="ledger")
    j.boot()
    j.open_session("ofc", ev.OFC_PLAYERS, ev.OFC_SETTINGS)
    for k in range(5):
        rtype, values = ev.ofc_entry(k, j.table.engine)
        j.commit(rtype, values)
    j.close()
    del j

import main  # noqa: E402

main.run()
