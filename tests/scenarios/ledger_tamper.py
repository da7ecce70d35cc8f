"""Every way of tampering with an exported ledger is caught, at the right place.

A 30-record ledger; then every byte flipped (two ways), every record
deleted, every two records swapped, every record re-written with a valid
CRC, the file cut at every length.  The
reader (with the device's anchor: last seq and link) must report a problem
for each, and the first problem must name the record the change touched.
Prints the counts, and a few of the reports, the same under both interpreters;
``tests/test_ledger_format.py`` requires every case detected and placed.
"""
from rules import ledger as L
from rules.ledger_check import verify

SESSION = 42
events = [(L.SESSION_OPEN, ["pref", ["Anna", "Boris", "Vera"], [3, 0, 0, 0], None])]
for i in range(27):
    if i % 3 == 0:
        events.append((L.PREF_DEAL, ["raspasy", 5 - i % 5, 3, 2 + i % 5, None]))
    elif i % 3 == 1:
        events.append((L.PREF_DEAL, ["game", i % 3, 6 + i % 5, "s", 7, "open", (i + 1) % 3,
                                     None, 0, None, None, None, None]))
    else:
        events.append((L.PREF_PENALTY, ["warning", i % 3, (i + 1) % 3]))
events.append((L.UNDO, [28]))
events.append((L.SESSION_CLOSE, [0, None]))

data = bytearray(L.header(SESSION))
prev = L.start_link(SESSION)
starts = []
for seq in range(1, len(events) + 1):
    rec = L.record(seq, events[seq - 1][0], events[seq - 1][1], prev)
    starts.append(len(data))
    data += rec
    prev = L.link(rec)
data = bytes(data)
anchor = (len(events), prev)
ends = starts[1:] + [len(data)]

records, issues = verify(data, anchor)
print("ledger: %d bytes, %d records, clean: %s" % (len(data), len(records), not issues))


def record_at(offset):
    """Start of the record holding byte ``offset`` (0 for the header)."""
    at = 0
    for s in starts:
        if s <= offset:
            at = s
    return at


def first(issues):
    return issues[0] if issues else None


def report(name, cases, found, placed, sample):
    print("%s: %d cases, %d detected, %d named the right place" % (name, cases, found, placed))
    print("  e.g. " + L.describe(*sample[:4], detail=sample[4]))


# flip every byte, two ways
cases = found = placed = 0
sample = None
for i in range(len(data)):
    for mask in (0x01, 0xFF):
        bad = bytearray(data)
        bad[i] ^= mask
        got = first(verify(bytes(bad), anchor)[1])
        cases += 1
        if got:
            found += 1
            want = record_at(i) if i >= L.HEADER_SIZE else got[1]
            if got[1] == want:
                placed += 1
            if i == starts[9] + 12 and mask == 1:
                sample = got
report("flip", cases, found, placed, sample)

# delete each record
cases = found = placed = 0
for k in range(len(starts)):
    bad = data[:starts[k]] + data[ends[k]:]
    got = first(verify(bad, anchor)[1])
    cases += 1
    if got:
        found += 1
        if got[1] == starts[k] or (k == len(starts) - 1 and got[1] == len(bad)):
            placed += 1
        if k == 5:
            sample = got
report("delete", cases, found, placed, sample)

# swap every two records (the first moved one is where it shows)
cases = found = placed = 0
for k in range(len(starts) - 1):
    for m in range(k + 1, len(starts)):
        bad = (data[:starts[k]] + data[starts[m]:ends[m]] + data[ends[k]:starts[m]] + data[starts[k]:ends[k]]
               + data[ends[m]:])
        got = first(verify(bad, anchor)[1])
        cases += 1
        if got:
            found += 1
            if got[1] == starts[k]:
                placed += 1
            if k == 11 and m == 12:
                sample = got
report("swap", cases, found, placed, sample)

# forge: change a record's payload and recompute its CRC, as someone who knows
# the format would; the next record's link (or the anchor, for the last) betrays it
cases = found = placed = 0
for k in range(len(starts)):
    rtype, values = events[k]
    forged = L.record(k + 1, rtype, values + [0], L.link(data[starts[k - 1]:ends[k - 1]]) if k
                      else L.start_link(SESSION))
    bad = data[:starts[k]] + forged + data[ends[k]:]
    got = first(verify(bad, anchor)[1])
    cases += 1
    if got:
        found += 1
        if got[1] == (starts[k + 1] + len(forged) - (ends[k] - starts[k]) if k + 1 < len(starts) else len(bad)):
            placed += 1
        if k == 3:
            sample = got
report("forge", cases, found, placed, sample)

# cut at every length
cases = found = placed = 0
for n in range(len(data)):
    got = first(verify(data[:n], anchor)[1])
    cases += 1
    if got:
        found += 1
        if n < L.HEADER_SIZE or got[1] == (record_at(n) if n not in starts else n):
            placed += 1
        if n == starts[20] + 7:
            sample = got
report("truncate", cases, found, placed, sample)

# without the anchor, a cut inside a record is still seen
torn = verify(data[:starts[20] + 7])[1]
print("cut without anchor: " + L.describe(*torn[0][:4], detail=torn[0][4]))
try:
    L.read_header(data[:4] + bytes([2]) + data[5:])
except L.LedgerError as exc:
    print("newer file: %s" % exc)
