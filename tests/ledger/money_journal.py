"""The money on the board: the journal under micropython opens a pulya with
a price, changes it before the first deal, refuses it after, and a reboot
(checkpoint + tail) gives the same settling-up.  Prints ``name value`` lines
(``tests/test_table_money.py`` reads them)."""
import sys

from flashsim import Flash, mount, unmount, blank_image
from device.journal import Journal
from rules import ledger as L

ROOT = "/flash/ledger"


def settling(j):
    from rules import table_money
    return table_money.settling(j.table)


unmount()
mount(Flash(48, 4096, blank_image(48, 4096)))
j = Journal(ROOT)
j.checkpoint_every = 2      # a checkpoint after the price and between the deals
j.boot()
print("open", j.open_session("pref", ["Anna", "Boris", "Vera"], [3, 2, 0, 0, 100, "RUB", 1]))
print("price", j.commit(L.SESSION_MONEY, [50, "RUB", 100]))
print("deal", max(j.commit(L.PREF_DEAL, ["raspasy", 7, 3, 0, None]),
                  j.commit(L.PREF_DEAL, ["game", 0, "misere", None, 0, None, None, None, 0, None, None, None, None])))
print("late", j.commit(L.SESSION_MONEY, [10, "RUB", 1]))
print("forgotten", "rules.money" not in sys.modules and "rules.table_money" not in sys.modules)
from rules import table_money
print("terms", table_money.terms(j.table))
print("totals", j.table.totals())
print("settling", settling(j))
j.close()
j = Journal(ROOT)
j.boot()
print("rebooted", settling(j))
print("close", j.close_session())
print("ofc_open", j.open_session("ofc", ["Anna", "Boris"], [31, 0, 0, 0, 2500, 0, "RUB", 100]))
print("ofc_deal", j.commit(L.OFC_DEAL, ["quick", 1, 31, 0, 0]))
print("ofc", settling(j))
