"""Presses per entry, the worst case over every case of its kind (issue 13):
``python benchmarks/device_presses_worst.py``.

Each case's keys are worked out from the screens' own rules (the cheapest
way the design allows that case, found by a breadth-first search over the
picker's keys), pressed through the simulator (the firmware under
micropython) one after another on one flash, and counted from the board
until the board is back with the entry saved.  A held arrow is one press:
the OFC net's held arrow steps in fives about three a second (a player lets
go on the five wanted, a window of 330 ms), never one by one.  Printed: the
worst case of each kind, which case it is, and the target:

- a six made with one open whister (the answers offered: Boris declares,
  Vera whists): at most 6; the worst over declarer and whister besides;
- a raspasy, the worst of all 66 trick splits: at most 10;
- the OFC quick net, the worst of -18 ... +18: at most 6;
- an OFC detailed deal with two royalties, the worst royalty: each of the
  35 categories of the three rows as Anna's in a scoop of hers, with the
  other royalty (any of either player's that the rules accept with it,
  entered before or after it) that makes the deal cheapest: at most 12;
- a davi offer and its answer (taken: the answer a player gives by far the
  most), each player's, the cube in the middle and owned: at most 2;
- undo the last deal: at most 3.

``tests/test_presses.py`` presses the same cases and checks the targets and
what was saved.
"""
import ast
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from tablescore import fwlibs, sim  # noqa: E402
from tablescore.rules.ofc_deal import (BOTTOM, MIDDLE, NONE, TOP, TapDeal,  # noqa: E402
                                       royalty_category, royalty_count)

BLOCKS = 64
PULYA_3 = "ok,ok,ok,ok,ok,ok,ok,ok"          # 3 players, Anna Boris Vera, ends at 100, Anna deals
MATCH = "left,ok,ok,ok,ok"                   # New match, Anna and Boris, Start
MATCH_101 = "left,ok,ok,ok,right,ok,ok,left,ok"  # the same, played to 101 (a deal of royalties is up to 81)
SIX = "ok,ok,ok,ok,right,ok"                 # Boris 6, Vera open, ▶ made, OK
UNDO = "right,right,ok"                      # the game menu (on History), Undo, OK
OFC_UNDO = "back,right,ok,right,ok"          # the match menu (BACK), Undo, Yes (not counted)
RASPASY_FIRST = (0, 3)                       # ui.pref_entry: a raspasy's "?": ◀ 0, ▶ 3


def shortest(start, target, moves):
    """The fewest keys from ``start`` to ``target``: ``moves(state)`` gives
    [(key, next state)]; a breadth-first search."""
    paths = {start: []}
    todo = [start]
    while todo:
        state = todo.pop(0)
        if state == target:
            return paths[state]
        for key, nxt in moves(state):
            if nxt not in paths:
                paths[nxt] = paths[state] + [key]
                todo.append(nxt)
    raise ValueError("no way to %r" % (target,))


def raspasy_number(n, room):
    """The keys that set a raspasy row from "?" to ``n`` tricks (0..room)."""
    def moves(v):
        if v is None:
            return [("left", min(RASPASY_FIRST[0], room)), ("right", min(RASPASY_FIRST[1], room))]
        return [("left", (v - 1) % (room + 1)), ("right", (v + 1) % (room + 1))]
    return shortest(None, n, moves)


def raspasy_keys(split):
    """The cheapest keys for a raspasy of ``split`` (the tricks of the rows in
    screen order), from the board: which row is left to be worked out is
    chosen; the first key OK, ◀ (Raspasy is last of Who plays?), OK."""
    best = None
    for derived in range(3):
        keys = ["ok", "left", "ok"]
        room = 10
        rows = [r for r in range(3) if r != derived]
        for r in range(3):
            if r == derived:
                if r < 2:
                    keys.append("ok")       # left "?": worked out
                continue
            keys += raspasy_number(split[r], room)
            room -= split[r]
            keys.append("ok")               # the next row; with two in, the save
        if best is None or len(keys) < len(best):
            best = keys
        del rows
    return ",".join(best)


def all_splits():
    return [(a, b, 10 - a - b) for a in range(11) for b in range(11 - a)]


def net_moves(v):
    """The OFC net picker's keys (ui.ofc_quick.NetPicker): a tap steps one, a
    held arrow ``k`` fives (its first press a step too); from "?" (None)."""
    out = []
    if v is not None and abs(v) > 110:
        return out          # past any net (103 at most)
    for way, key in ((1, "right"), (-1, "left")):
        tap = (v or 0) + way
        out.append((key, tap))
        x = tap
        for k in range(1, 6):
            x = (x // 5 + 1) * 5 if way > 0 else -((-x) // 5 + 1) * 5
            # the k-th five comes with the (3k-2)th repeat: 450 ms, then every 110
            out.append(("hold-%s-%d" % (key, 450 + 110 * (3 * k - 3) + 165), x))
    return out


def net_keys(net):
    """The cheapest keys for a quick net ``net`` (+ Anna), from the match screen."""
    return ",".join(["ok", "ok"] + shortest(None, net, net_moves) + ["ok"])


def hold_token(key, steps):
    """A held arrow that steps ``steps`` (2 or more) where a held arrow steps
    one on press and one more every third repeat (ui.ofc_entry.RoyaltyList,
    the net's fives alike): the k-th more with the (3k-2)th repeat, 450 ms
    then every 110; let go mid-way to the next."""
    return "hold-%s-%d" % (key, 450 + 110 * (3 * (steps - 1) - 3) + 165)


def royalty_lines():
    """The royalty list's lines, [(row, category)] as ui.ofc_entry.RoyaltyList
    makes them: by row, bottom, middle, then the top in its TOP_ORDER (read
    from the source)."""
    tree = ast.parse((ROOT / "firmware" / "ui" / "ofc_entry.py").read_text())
    top = next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
               and any(isinstance(t, ast.Name) and t.id == "TOP_ORDER" for t in n.targets))
    return ([(BOTTOM, royalty_category(BOTTOM, i)) for i in range(1, royalty_count(BOTTOM))]
            + [(MIDDLE, royalty_category(MIDDLE, i)) for i in range(1, royalty_count(MIDDLE))]
            + [(TOP, royalty_category(TOP, i)) for i in top])


def list_keys(n, target):
    """The fewest presses from line 0 to ``target`` of a round list of ``n``
    lines: a tap steps one, a hold (one press) two or more."""
    def moves(i):       # the shortest hold first, either way
        out = [("right", (i + 1) % n), ("left", (i - 1) % n)]
        for steps in range(2, n):
            for way, key in ((1, "right"), (-1, "left")):
                out.append((hold_token(key, steps), (i + way * steps) % n))
        return out
    if target not in _LIST_KEYS:
        _LIST_KEYS[target] = shortest(0, target, moves)
    return _LIST_KEYS[target]


_LIST_KEYS = {}


def deal_ok(codes):
    """True if the rules take Anna's scoop with these royalties ([A, B] by row)."""
    try:
        TapDeal(1, 1, 1, 0, 0, *(codes[0] + codes[1])).result()
        return True
    except ValueError:
        return False


def royalty_keys(royalties):
    """The keys of a scoop by Anna with ``royalties`` [(seat, row, code)], in
    that order, from the match screen to saved, as the screens take them:
    the royalties list (+ Anna, her lines, + Boris, his, Done) with its
    cursor on the + NAME of the player just given one while the deal as
    entered is refused, else past him after the deal's first royalty and on
    Done after a second."""
    lines = royalty_lines()
    codes = [[NONE] * 3, [NONE] * 3]
    keys = ["ok", "right", "ok"]            # a new deal, Anna scoops
    cursor = ("add", 0)

    def entries():
        out = []
        for seat in (0, 1):
            out.append(("add", seat))
            out += [("line", seat, row) for row in (BOTTOM, MIDDLE, TOP) if codes[seat][row] != NONE]
        return out + [("done",)]

    def go(target):
        e = entries()
        n = len(e)
        i, j = e.index(cursor), e.index(target)
        keys.extend(["right"] * ((j - i) % n) if (j - i) % n <= (i - j) % n else ["left"] * ((i - j) % n))

    for seat, row, code in royalties:
        go(("add", seat))
        keys.append("ok")
        keys += list_keys(len(lines), lines.index((row, code)))
        keys.append("ok")
        codes[seat][row] = code
        e = entries()
        if not deal_ok(codes):
            cursor = ("add", seat)
        elif sum(c != NONE for c in codes[0] + codes[1]) == 1:
            cursor = next(x for x in e if x[0] == "done" or x[0] == "add" and x[1] > seat)
        else:
            cursor = ("done",)
    go(("done",))
    return ",".join(keys + ["ok", "right", "ok"])   # Done, then Save? with No offered: ▶ Yes, OK


def royalty_cases():
    """[(case, keys, the royalties)]: each category of each row as Anna's, in
    the cheapest deal of two royalties the rules accept with it."""
    out = []
    rows = "top mid bot".split()
    for row, code in royalty_lines():
        best = None
        for seat in (0, 1):
            for crow, ccode in royalty_lines():
                if seat == 0 and crow == row:
                    continue
                codes = [[NONE] * 3, [NONE] * 3]
                codes[0][row] = code
                codes[seat][crow] = ccode
                if not deal_ok(codes):
                    continue
                for pair in ([(0, row, code), (seat, crow, ccode)], [(seat, crow, ccode), (0, row, code)]):
                    keys = royalty_keys(pair)
                    if best is None or presses(keys) < presses(best[1]):
                        best = ("A %s %s, %s %s %s" % (rows[row], code, "AB"[seat], rows[crow], ccode), keys, pair)
        if best is not None:
            out.append(best)
    return out


def presses(script):
    count = 0
    for token in script.split(","):
        if token.split("-")[0] in ("left", "right", "ok", "back", "long", "hold"):
            count += 1
    return count


def chain(tmp, name, setup, cases, after=""):
    """Press ``setup``, then each case's keys (``after`` between them, not
    counted): [(case, presses counted, snapshot after it)]."""
    keys = [setup]
    for _, script in cases:
        keys += ["snap", script, "snap"] + ([after] if after else [])
    snaps = sim.run_script(",".join(keys), tmp / name, BLOCKS)
    out = []
    for i, (case, _) in enumerate(cases):
        before, last = snaps[2 * i], snaps[2 * i + 1]
        out.append((case, last["presses"] - before["presses"], before, last))
    return out


def measure(tmp):
    """{kind: [(case, keys, presses, before, after)]} for every case of each kind."""
    fig = {}
    six = [("Boris 6, Vera open", SIX)]
    for decl, dkeys in (("Boris", ""), ("Vera", "right"), ("Anna", "right,right")):
        for wi, wkeys in ((0, ""), (1, "right")):
            if decl != "Boris" or wi:
                script = ",".join(k for k in ("ok", dkeys, "ok", "ok", wkeys, "ok", "right", "ok") if k)
                six.append(("%s 6, the %s defender open" % (decl, ("first", "second")[wi]), script))
    # each six on a fresh pulya's first deal: the same seats every time (undone between)
    fig["six"] = [(c, k) + r[1:] for (c, k), r in zip(six, chain(tmp, "six.img", PULYA_3, six, UNDO))]
    ras = [("%d/%d/%d" % s, raspasy_keys(s)) for s in all_splits()]
    fig["raspasy"] = [(c, k) + r[1:] for (c, k), r in zip(ras, chain(tmp, "ras.img", PULYA_3, ras))]
    nets = [("%+d" % n, net_keys(n)) for n in range(-18, 19)]
    fig["net"] = [(c, k) + r[1:] for (c, k), r in zip(nets, chain(tmp, "net.img", MATCH, nets, OFC_UNDO))]
    undo = [("the last deal", UNDO)]
    fig["undo"] = [(c, k) + r[1:] for (c, k), r in zip(undo, chain(tmp, "undo.img", PULYA_3 + "," + SIX, undo))]
    roy = royalty_cases()
    fig["royalty"] = [(c, k) + r[1:] for (c, k, _), r in zip(roy, chain(tmp, "roy.img", MATCH_101,
                                                                          [(c, k) for c, k, _ in roy], OFC_UNDO))]
    # the match screen's davi lines: ▶ the first player's offer taken, ◀ the
    # second's (only the owner's lines once the cube is owned), then OK
    davi = [("Anna doubles, Boris takes", "right,ok"), ("Boris redoubles, Anna takes", "left,ok"),
            ("Anna redoubles, Boris takes", "right,ok")]
    fig["davi"] = [(c, k) + r[1:] for (c, k), r in zip(davi, chain(tmp, "davi.img", MATCH, davi))]
    return fig


KINDS = (("six", "a six made, one open whister (offered)", 6),
         ("raspasy", "raspasy, all 66 splits", 10),
         ("net", "OFC quick net, -18..+18", 6),
         ("royalty", "OFC detailed, two royalties, worst", 12),
         ("davi", "davi offer and answer", 2),
         ("undo", "undo the last deal", 3))


def report(fig):
    print("presses per entry, the worst over every case of its kind (board to board, saved):")
    for kind, what, target in KINDS:
        cases = fig[kind]
        if kind == "six":
            print("  %-40s %2d  target <= %d: %s" % (what, cases[0][2], target,
                                                    "met" if cases[0][2] <= target else "MISSED"))
            worst = max(cases, key=lambda c: c[2])
            print("  %-40s %2d  (%s)" % ("  the worst declarer and whister", worst[2], worst[0]))
            continue
        worst = max(cases, key=lambda c: c[2])
        print("  %-40s %2d  target <= %d: %s   worst: %s (%s)" % (
            what, worst[2], target, "met" if worst[2] <= target else "MISSED", worst[0], worst[1]))


def main():
    import tempfile
    fwlibs.install(ROOT / "build" / "fwlibs")
    with tempfile.TemporaryDirectory() as d:
        report(measure(pathlib.Path(d)))


if __name__ == "__main__":
    main()
