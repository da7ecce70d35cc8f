# Runs under micropython (see device_pulya_mp.py), imported only when a game's
# close restarted the board (board.restart: machine.soft_reset): the process
# ends as the board's program does.  What the chip keeps over a soft reset,
# its flash and its RTC memory, the next process finds: the flash image, and
# FLASH.rtc beside it (the RTC memory in hex: the start menu's line the boot
# reads), which simboard.mount gives the stand-in RTC back.
import sys

import machine


def restarted(out, play):
    """Print this process's figures, its names interned and "restart 1"; end it."""
    assert play.sim.app.ui.errors == 0, "a screen raised"       # (say, out of memory): as main() checks
    f = open(sys.argv[1] + ".rtc", "w")
    f.write(machine.RTC.kept.hex())
    f.close()
    out.append("keypress_us_mean %d" % (play.total // max(1, play.n)))
    out.append("keypress_us_max %d" % play.max)
    for line in out:
        print(line)
    import micropython
    micropython.qstr_info()
    print("restart 1")
    raise SystemExit
