"""Every hand-checked OFC case of tests/ofc_cases.py, under MicroPython and CPython.

Prints one line per case and a summary; a "MISMATCH" line is a failure
(tests/test_ofc_cases.py looks for them in the MicroPython output).
"""
import gc
import sys

from rules import ofc_cards, ofc_deal, ofc_match

# The rules are imported first: compiling them needs the heap while it is still empty.
sys.path.append(sys.path[0].rsplit("/", 1)[0])  # tests/, for ofc_cases and ofc_check
from ofc_check import check_deal, check_match, check_invalid  # noqa: E402
gc.collect()
from ofc_cases import DEALS, MATCHES, INVALID  # noqa: E402
gc.collect()

bad = 0
for case in DEALS:
    line, problems = check_deal(case, ofc_deal, ofc_cards)
    print(line)
    for p in problems:
        bad += 1
        print("MISMATCH %s: %s" % (case[0], p))
steps = 0
for case in MATCHES:
    lines, problems = check_match(case, ofc_match, ofc_cards)
    steps += len(lines)
    for line in lines:
        print(line)
    for p in problems:
        bad += 1
        print("MISMATCH %s: %s" % (case[0], p))
for case in INVALID:
    line, problems = check_invalid(case, ofc_match)
    print(line)
    for p in problems:
        bad += 1
        print("MISMATCH %s: %s" % (case[0], p))
print("ofc hand-checked: %d deals, %d match sequences (%d steps), %d refusals, %d failures"
      % (len(DEALS), len(MATCHES), steps, len(INVALID), bad))
