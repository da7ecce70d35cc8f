"""The start most device checks share, under micropython on the simulated
board: the flash image named by the script's argument, the board booted on
it (``booted``), a new pulya set up with the buttons (``set_up``).

    sim = new_pulya.booted()
    new_pulya.set_up(sim, sixes=2)      # the scoreboard, two deals on it
"""
import sys

import simboard

SET_UP = "ok,ok,ok,ok,ok,ok,ok,ok".split(",")     # New pulya: 3 players, the names offered, ends at 100, the first deals, Yes
SIX = "ok,ok,ok,ok,right,ok".split(",")           # a six whisted open, made, saved


def booted():
    """The board on the flash image the script was given, booted."""
    simboard.mount(sys.argv[1], 64)
    sim = simboard.Sim()
    sim.run_for(100)
    return sim


def set_up(sim, sixes=0):
    """A new pulya from the start menu, then ``sixes`` sixes saved."""
    for key in SET_UP + SIX * sixes:
        sim.do(key)
