"""Every hand-checked System «M» case of tests/pref_cases.py, scored here.

Prints one line per case and a summary; any "MISMATCH" or "WRONG REASON"
line is a failure (tests/test_pref_cases.py looks for them).
"""
import sys

from rules.pref_deal import Deal, DealError, score

# The rules are imported first: compiling them needs the heap while it is
# still empty (on the board they are precompiled).
sys.path.append(sys.path[0].rsplit("/", 1)[0])  # tests/, for pref_cases
from pref_cases import CASES, INVALID  # noqa: E402

bad = 0
for name, players, dealer, series, values, results, pulya, gora in CASES:
    b = score(Deal.from_values(values), players, dealer, series)
    got = (b.results, b.pulya, b.gora)
    if got != (results, pulya, gora):
        bad += 1
        print("MISMATCH %s: %r" % (name, got))
    else:
        print("ok %s: %r" % (name, b.results))
for name, players, dealer, series, values, reason in INVALID:
    try:
        score(Deal.from_values(values), players, dealer, series)
        got = "accepted"
    except DealError as exc:
        got = str(exc)
    if got != reason:
        bad += 1
        print("WRONG REASON %s: %s" % (name, got))
    else:
        print("rejected %s: %s" % (name, got))
print("hand-checked %d, invalid %d, failures %d" % (len(CASES), len(INVALID), bad))
