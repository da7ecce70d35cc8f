"""The plan challenge of System «M» (§3.7, §3.9): its checks and its score.

On an open whist the passer (or, with four players, the dealer) may
challenge the declarer's plan: the defence was promised ``promise`` tricks
where the declarer's plan gave it ``plan``.  **[reading] plan balance**:
the whister and the passer end with what the plan would have given them,
the declarer with the real result, and the challenger takes or pays the
balance (an example is in :func:`pref_score.score`).

:func:`pref_rules.check` and :func:`pref_score.score` load this module when a
deal has a plan challenge: at the table one is rare, so the device's heap
is spared its code the rest of the time.  It imports only the sheet,
never its callers.

>>> from .pref_sheet import Deal
>>> check(Deal.game(0, 6, tricks=5, whister=1, plan=4, promise=4, challenger=2), 3, 2)
Traceback (most recent call last):
...
DealError: promise must beat the plan
"""
from .pref_sheet import HALF_DECLARER, HALF_WHISTER, OPEN, TAKEOVER, DealError, check_player, seated

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

# Refusal codes: the W codes of texts/device.txt (a DealError carries one).
_PLAN_HALF = const(34)
_PLAN_OPEN = const(35)
_PLAN_0_10 = const(36)
_PROMISE_BEAT = const(37)
_CHALLENGER = const(38)
# Note: the N code of texts/device.txt, after pref_incident's.
_N_PLAN = const(20)


def check(deal, players, dealer):
    """Raise DealError unless the plan challenge of ``deal`` (its plan,
    promise and challenger) is allowed; the rest of the deal is checked."""
    role = deal.dealer_role
    if role == HALF_DECLARER or role == HALF_WHISTER:
        raise DealError(_PLAN_HALF)
    if deal.defence != OPEN:
        raise DealError(_PLAN_OPEN)
    for name in ("plan", "promise"):
        v = getattr(deal, name)
        if type(v) is not int or v < 0 or v > 10:
            raise DealError(_PLAN_0_10, name)
    if deal.promise <= deal.plan:
        raise DealError(_PROMISE_BEAT)
    check_player(deal.challenger, "challenger", players)
    # After a take-over the player whose cards the dealer took is the acting
    # dealer of this deal, with all the dealer's rights (§3.6), the plan
    # challenge of §3.7 included; the dealer, now the whister, is not.
    acting_dealer = deal.whister if role == TAKEOVER else dealer
    for passer in seated(players, dealer):
        if passer != deal.declarer and passer != deal.whister:
            break
    if deal.challenger != passer and not (players == 4 and deal.challenger == acting_dealer):
        raise DealError(_CHALLENGER)


def score(b, deal, planned):
    """Add the plan balance to breakdown ``b``, where the real play is
    written (its ``seats``); ``planned``: the breakdown of the play as the
    plan has it (seats 0, 1, 2).  The challenger settles each defender's
    difference with a "plan" entry; a challenging passer is the balance."""
    seats = b.seats
    real = (0, b.results[seats[1]], b.results[seats[2]])    # before any plan entry
    for seat in range(1, 3):
        if seat == 2 and deal.challenger == seats[2]:
            continue
        delta = planned.results[seat] - real[seat]
        if delta > 0:
            b.write(seats[seat], deal.challenger, delta, "plan")
        elif delta < 0:
            b.write(deal.challenger, seats[seat], -delta, "plan")
    b.note(_N_PLAN, deal.plan, deal.promise, 10 - deal.tricks)
