"""A closed classic pulya read back on the board, both ways (issue 16's heap
budgets): the journal under micropython plays a short pulya of Sochi,
Leningrad, Rostov (3 and 4 players, a price; Sochi also rounded in exact
thirds) to its end, closes it, and boots again: the boot reads it without its
engine (its final calculation from the close's checkpoint), then the session
is loaded whole (its engine, from the same checkpoint) and, last, as a
ledger written before the checkpoint kept the final calculation (the
checkpoint written again without it).  Prints ``name value`` lines a case
(``tests/test_closed_classic.py`` reads them): the final results' lines
each way (``ui.results.final_lines``), whether the engine's modules were
loaded."""
import sys

from flashsim import Flash, mount, unmount, blank_image
from device.journal import Journal
from rules import ledger as L

# the engine of a pulya (and the systems' presets): what the boot of a closed one need not load
ENGINE = ("rules.pref_session", "rules.pref_rules", "rules.pref_score", "rules.pref_sheet",
          "rules.pref_close", "rules.pref_systems", "rules.pref_ruleset")
NAMES = ["Anna", "Boris", "Vera", "Gleb"]
# (name, rules' list, players): each plays the same deals, the end agreed at 10
CASES = [("sochi3", ["sochi"], 3), ("sochi4", ["sochi"], 4), ("leningrad3", ["leningrad"], 3),
         ("leningrad4", ["leningrad"], 4), ("rostov3", ["rostov"], 3), ("rostov4", ["rostov"], 4),
         ("thirds3", ["sochi", "rounding", "thirds"], 3)]
# the deals: Anna deals first: a raspasy (the dealer's seat None at 4), a
# seven (what Leningrad's exit from raspasy asks: the same deal for all) by
# the dealer's next but one, whisted open by the next, made, a raspasy; the
# pulya then ended from the menu (an "end" incident)


def game(n):
    return ["game", n - 2, 7, None, 7, "open", n - 1, None, 0, None, None, None, None]


def raspasy(n, dealer):
    tricks = [5, 3, 2, 0][:n - 1] if n == 4 else [5, 4, 1]
    if n == 4:
        tricks.insert(dealer, None)
        return ["raspasy"] + tricks
    return ["raspasy"] + tricks + [None]


def engine_loaded():
    return sorted(m for m in ENGINE if m in sys.modules)


def forget_engine():
    for m in ENGINE:
        if m in sys.modules:
            del sys.modules[m]


def lines(j):
    from ui.results import final_lines
    return final_lines(j)


unmount()
mount(Flash(256, 4096, blank_image(256, 4096)))
for name, rules, n in CASES:
    root = "/flash/" + name
    j = Journal(root)
    j.boot()
    codes = [j.open_session("pref", NAMES[:n], [n, 0, 10, 0, 50, "RUB", 100, rules])]
    codes.append(j.commit(L.PREF_DEAL, raspasy(n, 0)))
    codes.append(j.commit(L.PREF_DEAL, game(n)))
    codes.append(j.commit(L.PREF_DEAL, raspasy(n, 2)))
    codes.append(j.commit(L.PREF_PENALTY, ["end"]))
    codes.append(j.close_session())
    print(name, "codes", codes)
    print(name, "closed", lines(j))
    j.close()
    del j
    forget_engine()
    # the restarted board's boot: the closed pulya without its engine
    j = Journal(root)
    j.boot()
    print(name, "boot_engine", j.table.engine is not None, engine_loaded())
    print(name, "boot", lines(j))
    # the same session loaded whole, with its engine, from the same checkpoint
    from device.journal_session import load
    print(name, "load", load(j.current))
    print(name, "whole_engine", j.table.engine is not None)
    print(name, "whole", lines(j))
    # a ledger closed before the checkpoint kept the final calculation: its
    # checkpoint as that firmware wrote it (the totals, no more)
    from rules import ledger_read
    path = j.path(j.current.sid, "ckp")
    with open(path, "rb") as f:
        values = ledger_read.read_checkpoint(f.read())
    print(name, "kept", len(values))
    with open(path, "wb") as f:
        f.write(L.checkpoint(*values[:6]))
    j.close()
    del j
    forget_engine()
    j = Journal(root)
    j.boot()
    print(name, "old_engine", j.table.engine is not None)
    print(name, "old", lines(j))
    j.close()
    del j
    forget_engine()
