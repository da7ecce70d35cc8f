# Under micropython (and CPython, to compare): rules.money on cases read as
# JSON from stdin, one [balances, coin] a line; prints one JSON line each:
# [rounded, payments, texts of the rounded balances in RUB].
import json
import sys

from rules import money

for line in sys.stdin.read().split("\n"):
    if not line:
        continue
    balances, coin = json.loads(line)
    r, pays = money.settle(balances, coin)
    print(json.dumps([r, [list(p) for p in pays], [money.text(b, "RUB") for b in r]]))
