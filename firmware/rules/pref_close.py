"""Closing the pulya as the classic systems do, and the final calculation.

In Sochi, Leningrad and Rostov (settled at the end) the pulya and the
gora are written down during the play and settled at the end; each player
closes his pulya at the agreed ``target``.  :func:`after_deal` adds to a
deal's breakdown what the session makes of its pulya points: a made game
writing off its declarer's own gora first (Rostov), and a closed player's
points going on as *help* to the others (Sochi, Rostov).  :func:`final` is
the calculation at the end, step by step as players do it on paper:

1. every pulya brought to the target: gora += k x (target - pulya), k the
   gora a pulya point is worth (Leningrad 2);
2. the amnesty: the smallest gora taken off all;
3. each other player writes 10 x gora / n vists on a player (n - 1 as a
   setting);
4. the vists netted: with the whist vists of the play, each player's result,
   rounded to whole vists as the table agreed (``rounding``: the largest
   remainder; the PC's fix, a chosen player taking the rounding; each
   player rounding what he writes at step 3; exact thirds, the money
   counting them: ``table_money``).

The digest's S9, at the end: pulya 10/10/10, gora 0/3/3, whist vists
A 52 - 16, B 38 - 44, C 34 - 64:

>>> f = final([10, 10, 10], [0, 3, 3], [16, 4, -20], 10, 3)
>>> f.gora, f.reduced, f.exact, f.results
([0, 3, 3], [0, 3, 3], [108, -18, -90], [36, -6, -30])

Loaded by :mod:`pref_session` when a pulya of such a system needs it (its
``after_deal`` with each deal, ``final`` at the end); it imports only the
sheet and the parameters, never the session.
"""
from .pref_rules import SYSTEM_M

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

# the rules' parameters read here (the layout: pref_rules)
_PULYA_GORA = const(29)
_DIVISOR = const(30)
_GORA_FIRST = const(31)
_HELP = const(32)
_HELP_AFTER = const(33)
_ROUNDING = const(34)
_ROUND_PC = const(1)
_ROUND_PER_PLAYER = const(2)
_ROUNDING_SEAT = const(35)

# Notes: the N codes of texts/device.txt.
_N_GORA_FIRST = const(24)
_N_HELP = const(25)
_N_OVER_OWN_GORA = const(26)
_N_OVER_OTHERS_GORA = const(27)
_N_ALL_CLOSED = const(28)


def after_deal(b, pulya, gora, target, declarer=None, rules=SYSTEM_M):
    """Add to breakdown ``b`` of a deal what its pulya points make of the
    pulya as it stands (``pulya``, ``gora``: the totals before the deal):
    a made game's points off its declarer's own gora first (``gora_first``),
    then the points over ``target`` as help to the players still open, the
    one with the largest pulya first (ties: the first clockwise); with
    nobody open, off one's own gora, then into the others'.

    Sochi's S9, deal 7: A, closed, plays a six both pass; C is the one open:

    >>> from .pref_sheet import Breakdown
    >>> from .pref_systems import preset
    >>> b = Breakdown(3, each=0); b.to_pulya(0, 2)
    >>> after_deal(b, [10, 10, 0], [0, 3, 5], 10, 0, preset("sochi"))
    >>> b.pulya, b.entries
    ([0, 0, 2], [(0, 2, 20, 'help')])
    """
    n = b.players
    if declarer is not None and rules[_GORA_FIRST] and b.pulya[declarer] > 0 and b.outcome == "made":
        off = min(b.pulya[declarer], gora[declarer] + b.gora[declarer])
        if off > 0:
            b.pulya[declarer] -= off
            b.gora[declarer] -= off
            b.note(_N_GORA_FIRST, off)
    if not target or not (rules[_HELP] or rules[_HELP_AFTER]):
        return
    for p in range(n):
        now = pulya[p]
        points = b.pulya[p]
        if points <= 0:
            continue
        if rules[_HELP_AFTER]:        # only what is scored after closing, whole
            over = points if now >= target else 0
        else:                       # what goes over the target
            over = now + points - target
        if over <= 0:
            continue
        b.pulya[p] -= over
        while over:
            # the open player with the largest pulya, the first clockwise on a tie
            best = -1
            for k in range(1, n):
                q = (p + k) % n
                has = pulya[q] + b.pulya[q]
                if has < target and (best < 0 or has > pulya[best] + b.pulya[best]):
                    best = q
            if best < 0:
                break
            give = min(over, target - pulya[best] - b.pulya[best])
            b.pulya[best] += give
            b.write(p, best, 10 * rules[_PULYA_GORA] * give, "help")
            b.note(_N_HELP, give)
            over -= give
        if over:
            off = min(over, gora[p] + b.gora[p])
            if off > 0:
                b.gora[p] -= off
                over -= off
                b.note(_N_OVER_OWN_GORA, off)
        if over:
            for q in range(n):
                if q != p:
                    b.gora[q] += over
            b.note(_N_OVER_OTHERS_GORA, over)


def all_closed(pulya, target):
    """Has every player closed his pulya?"""
    return target > 0 and min(pulya) >= target


def final(pulya, gora, vists, target, players, rules=SYSTEM_M):
    """The final calculation from the totals (``vists``: each player's whist
    vists, written less received); a ``table_final.Final`` (a closed
    pulya's table reads it back without this module)."""
    from .table_final import Final
    f = Final()
    n = players
    k = rules[_PULYA_GORA]
    f.target = target
    f.rules = rules
    f.share = share = n - 1 if rules[_DIVISOR] else n
    f.gora = [gora[i] + k * (target - pulya[i]) for i in range(n)]
    f.least = least = min(f.gora)
    f.reduced = g = [x - least for x in f.gora]
    total = sum(g)
    # share x result: 10 x (the others' gora - n x his own) + share x his vists
    f.exact = exact = [10 * (total - n * g[i]) + share * vists[i] for i in range(n)]
    f.results = _rounded(exact, share, g, vists, rules)
    return f


def _rounded(exact, share, gora, vists, rules):
    """Whole vists summing to zero (``exact``: each result x ``share``), as
    ``rules`` round them:

    - ``largest``: each rounded down, then one more to as many players as
      that lost, those with the largest remainder first, then the smaller
      gora, then the seat (``thirds`` shows these; its money is exact);
    - ``pc``: every player but the chosen seat to the nearest whole vist (a
      half down), the chosen one the rest: the PC's fix of one gora by 1;
    - ``per_player``: at step 3 each player writes on each other one the
      whole vists nearest 10 x gora / share (a half up), then all netted.

    The reduced gora 18/0/32 with whist vists 14/38/-52 (a result 2/3,
    204 2/3, -205 1/3):

    >>> from .pref_systems import preset
    >>> _rounded([2, 614, -616], 3, [18, 0, 32], [14, 38, -52], SYSTEM_M)
    [1, 205, -206]
    >>> _rounded([2, 614, -616], 3, [18, 0, 32], [14, 38, -52], preset("sochi", {"rounding": "pc"}))
    [0, 205, -205]
    >>> _rounded([2, 614, -616], 3, [18, 0, 32], [14, 38, -52], preset("sochi", {"rounding": "per_player"}))
    [1, 205, -206]
    """
    n = len(exact)
    if rules[_ROUNDING] == _ROUND_PC:
        chosen = rules[_ROUNDING_SEAT] if rules[_ROUNDING_SEAT] < n else 0
        results = [0] * n
        for i in range(n):
            if i != chosen:
                q, r = divmod(exact[i], share)      # (r >= 0)
                results[i] = q + 1 if 2 * r > share else q
        results[chosen] = -sum(results)
        return results
    if rules[_ROUNDING] == _ROUND_PER_PLAYER:
        # written[i]: what each other player writes on player i, whole
        written = [(20 * x + share) // (2 * share) for x in gora]
        total = sum(written)
        return [vists[i] + total - n * written[i] for i in range(n)]
    results = [x // share for x in exact]
    up = -sum(results)
    order = sorted(range(n), key=lambda i: (-(exact[i] - share * results[i]), gora[i], i))
    for i in order[:up]:
        results[i] += 1
    return results

