# Runs under micropython (see device_pulya_mp.py), imported only when a game's
# close restarted the board (board.restart: machine.soft_reset): the process
# ends as the board's program does, saying which part of the scenario the
# next goes on with (``Play.part``).  What the chip keeps over a soft reset,
# its flash and its RTC memory, the next process finds: the flash image, and
# FLASH.rtc beside it (the RTC memory in hex: the start menu's line the boot
# reads), which simboard.mount gives the stand-in RTC back.  Imported too
# for a power cut (``cut``): the process ends the same way, keeping nothing
# but the flash.
import sys

import machine


power_cut = False


def cut(play, count, figure, live):
    """A power cut (a scenario's "cut" part): the process ends where it is,
    as at a restart, but nothing is closed and the RTC memory is lost (the
    next process boots on the flash as it was written)."""
    global power_cut
    power_cut = True
    play.part += 1
    play.restarted()


def restarted(out, play):
    """Print this process's figures, its names interned, "part N" (the
    scenario's part the next process begins with) and "restart 1" (or
    "cut 1"); end it."""
    assert play.sim.app.ui.errors == 0, "a screen raised"       # (say, out of memory): as main() checks
    if not power_cut:
        f = open(sys.argv[1] + ".rtc", "w")
        f.write(machine.RTC.kept.hex())
        f.close()
    out.append("keypress_us_mean %d" % (play.total // max(1, play.n)))
    out.append("keypress_us_max %d" % play.max)
    for line in out:
        print(line)
    import micropython
    micropython.qstr_info()
    print("part %d" % play.part)
    print("cut 1" if power_cut else "restart 1")
    raise SystemExit
