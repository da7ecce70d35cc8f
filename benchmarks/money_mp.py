# Runs under micropython (see money_bench.py): the heap the money of the final
# results takes on the board.  A 4-player pulya's table as the journal keeps it
# (rules.table with its engine, 40 deals in), then what the final-results
# screen adds: rules.table_money with rules.money, and one settling-up.
#   micropython money_mp.py        MICROPYPATH: the firmware (.mpy or source) first
# Prints "name value" lines; the last is "done 1".
import gc
import sys

from rules import ledger
from rules import table as tables


def live():
    gc.collect()
    return gc.mem_alloc()


def forget(name):
    del sys.modules[name]
    package, _, leaf = name.rpartition(".")
    if package in sys.modules and leaf in sys.modules[package].__dict__:
        delattr(sys.modules[package], leaf)


def figure(name, value):
    print("%s %d" % (name, value))


t = tables.Table()
t.apply(1, ledger.SESSION_OPEN, ["pref", ["Anna", "Boris", "Vera", "Gleb"], [4, 3, 0, 0, 50, "RUB", 100], None])
for seq in range(2, 42):
    # a raspasy of the three seated players, the tricks turning round
    a = seq % 7
    b = (seq * 3) % (11 - a)
    tricks = [None] * 4
    for p, n in zip(t.engine.seated(), (a, b, 10 - a - b)):
        tricks[p] = n
    t.apply(seq, ledger.PREF_DEAL, ["raspasy"] + tricks)
# as the journal leaves it through a game: the rare modules forgotten
for name in ("rules.table_replay", "rules.table_money", "rules.money"):
    if name in sys.modules:
        forget(name)

# the modules: first import (qstrs, any qstr pool chunk they start), then their objects alone
before = live()
__import__("rules.table_money")
figure("heap_first_import", live() - before)
forget("rules.table_money")
forget("rules.money")
before = live()
__import__("rules.table_money")
figure("heap_modules", live() - before)
table_money = sys.modules["rules.table_money"]
forget("rules.table_money")
before = live()
__import__("rules.table_money")     # rules.money in already
figure("heap_table_money", live() - before)
table_money = sys.modules["rules.table_money"]

# one settling-up: the bytes the call allocates (garbage included), and what its answer keeps
gc.collect()
before = gc.mem_alloc()
got = table_money.settling(t)
figure("settling_allocated", gc.mem_alloc() - before)
figure("settling_kept", live() - before)
figure("payments", len(got[1]))

from rules import money
b = [700, -300, 500, -900, 1100, -200, -400, -500]
gc.collect()
before = gc.mem_alloc()
money.payments(b)
figure("payments8_allocated", gc.mem_alloc() - before)
print("done 1")
