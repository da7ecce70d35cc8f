"""One deal of preferans, System «M»: the input, its checks and its score.

Pure integers, no I/O; the same file runs under MicroPython (as ``rules``)
and CPython (as ``tablescore.rules``).  Players are indices ``0..n-1``
(n is 3 or 4).  A deal has three *seats*: the declarer and two defenders,
or the three raspasy players; with four players the dealer sits out.

Build a deal, then score it with the table context (players, dealer and
the raspasy series count ``series`` taken from the session):

>>> deal = Deal.game(declarer=0, contract=7, tricks=6, defence=OPEN, whister=1)
>>> b = score(deal, players=4, dealer=3)
>>> b.results
[-64, 40, 24, 0]

Writing ``n`` points into a player's pulya means he writes ``5*n`` vists on
each of the other two seats; ``n`` into his gora means each other seat
writes ``5*n`` on him (the *indivisible gora*).
"""
from .pref_sheet import Breakdown, DealError, Sheet

MISERE = "misere"
CONTRACTS = (6, 7, 8, 9, 10)
SUITS = ("s", "c", "d", "h", "nt")      # spades clubs diamonds hearts no-trump: history only

# Defence, as the two defenders chose it.
BOTH = "both"        # both whist
OPEN = "open"        # one whists open, the other passes: greedy whist
CLOSED = "closed"    # one whists and invites the passer to play closed: gentleman split
PASS = "pass"        # both pass: counts as made, not played
HALF = "half"        # pass - half-whist - pass (6 and 7): not played
CHECK = "check"      # a ten checked, not whisted
DEFENCES = (BOTH, OPEN, CLOSED, PASS, HALF, CHECK)

# What the dealer does with four players.
TAKEOVER = "takeover"            # takes a defender's cards and whists (§3.6)
HALF_DECLARER = "half_declarer"  # half-and-half with the declarer (§5.3)
HALF_WHISTER = "half_whister"    # half-and-half with the passer who whists (§5.4)
DEALER_ROLES = (TAKEOVER, HALF_DECLARER, HALF_WHISTER)

# Deal kinds.
GAME = "game"
RASPASY = "raspasy"
WITHOUT_THREE = "without3"
KINDS = (GAME, RASPASY, WITHOUT_THREE)

# One table per kind drives the ledger's positional values and the named JSON
# form, so the two never drift.  Values are ints, short strs or None.
FIELDS = {
    GAME: ("kind", "declarer", "contract", "suit", "tricks", "defence", "whister",
           "whister_tricks", "after_half", "dealer_role", "plan", "promise", "challenger"),
    RASPASY: ("kind", "tricks0", "tricks1", "tricks2", "tricks3"),
    WITHOUT_THREE: ("kind", "declarer", "contract", "dealer_role"),
}
_ATTRS = ("declarer", "contract", "suit", "tricks", "defence", "whister", "whister_tricks",
          "after_half", "dealer_role", "plan", "promise", "challenger",
          "tricks0", "tricks1", "tricks2", "tricks3")


# ---------------------------------------------------------------- the rules

def cost(contract):
    """Points a contract is worth: 2, 4, 6, 8, 10; misère 8 (§1.3).

    >>> [cost(c) for c in (6, 7, 8, 9, 10, MISERE)]
    [2, 4, 6, 8, 10, 8]
    """
    if contract == MISERE:
        return 8
    return 2 * (contract - 5)


def norm(contract):
    """Tricks the defence must take against a contract.

    >>> [norm(c) for c in CONTRACTS]
    [4, 2, 1, 1, 1]
    """
    return {6: 4, 7: 2}.get(contract, 1)


def half_whist_vists(contract):
    """Vists a half-whister writes on the declarer: half the norm at the cost.

    A six: 2 tricks x 2 = 4; a seven: 1 trick x 4 = 4.

    >>> half_whist_vists(6), half_whist_vists(7)
    (4, 4)
    """
    return norm(contract) // 2 * cost(contract)


def raspasy_price(series):
    """Gora points per trick at the ``series``-th consecutive raspasy (0 first).

    >>> [raspasy_price(k) for k in range(8)]
    [1, 2, 3, 2, 1, 2, 3, 2]
    """
    return (1, 2, 3, 2)[series % 4]


def exit_ladder_minimum(series):
    """**[reading] exit ladder**: the lowest contract allowed after ``series`` raspasy.

    6 after the first raspasy, 7 after the second to fourth, then again.

    >>> [exit_ladder_minimum(k) for k in range(10)]
    [6, 6, 7, 7, 7, 6, 7, 7, 7, 6]
    """
    if series <= 0:
        return 6
    return (6, 7, 7, 7)[(series - 1) % 4]


def contract_rank(contract):
    """Bidding order: misère sits between eight and nine.

    >>> sorted([9, MISERE, 8], key=contract_rank)
    [8, 'misere', 9]
    """
    if contract == MISERE:
        return 85
    return contract * 10


def seated(players, dealer):
    """The three players in the deal, clockwise from the dealer's left.

    >>> seated(4, 1), seated(3, 1)
    ([2, 3, 0], [2, 0, 1])
    """
    if players == 4:
        return [(dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4]
    return [(dealer + 1) % 3, (dealer + 2) % 3, dealer]


def contracts_allowed(series):
    """Contracts a declarer may play in the next deal (for a wizard's choices).

    >>> contracts_allowed(0)
    [6, 7, 8, 9, 10, 'misere']
    >>> contracts_allowed(2)
    [7, 8, 9, 10, 'misere']
    """
    low = contract_rank(exit_ladder_minimum(series)) if series > 0 else 0
    return [c for c in CONTRACTS + (MISERE,) if contract_rank(c) >= low]


def defences_allowed(contract):
    """The defence choices a contract allows (none on a misère).

    >>> defences_allowed(7), defences_allowed(10), defences_allowed(MISERE)
    (['both', 'open', 'closed', 'pass', 'half'], ['both', 'open', 'closed', 'pass', 'check'], [])
    """
    if contract == MISERE:
        return []
    return [d for d in DEFENCES if not (d == HALF and contract > 7) and not (d == CHECK and contract != 10)]


# ---------------------------------------------------------------- the input

class Deal:
    """What happened in one deal, as the players tap it in.

    Use the constructors :meth:`game`, :meth:`misere`, :meth:`raspasy` and
    :meth:`without_three`.  Unused fields stay ``None``.

    >>> Deal.game(0, 7, tricks=6, defence=CLOSED, whister=1).to_values()
    ['game', 0, 7, None, 6, 'closed', 1, None, 0, None, None, None, None]
    """

    def __init__(self, kind, **fields):
        self.kind = kind
        for name in _ATTRS:
            setattr(self, name, None)
        for name in fields:
            if name not in _ATTRS:
                raise DealError("unknown field %s" % name)
            setattr(self, name, fields[name])

    @classmethod
    def game(cls, declarer, contract, tricks=None, defence=OPEN, whister=None, suit=None,
             whister_tricks=None, after_half=0, dealer_role=None, plan=None, promise=None,
             challenger=None):
        """A contract 6-10 (or ``MISERE`` with ``defence=None``)."""
        return cls(GAME, declarer=declarer, contract=contract, suit=suit, tricks=tricks,
                   defence=defence, whister=whister, whister_tricks=whister_tricks,
                   after_half=after_half, dealer_role=dealer_role, plan=plan,
                   promise=promise, challenger=challenger)

    @classmethod
    def misere(cls, declarer, tricks, dealer_role=None):
        """A misère: ``tricks`` the declarer took (0 makes it)."""
        return cls(GAME, declarer=declarer, contract=MISERE, tricks=tricks, after_half=0,
                   dealer_role=dealer_role)

    @classmethod
    def raspasy(cls, tricks):
        """All passed; ``tricks`` per player, ``None`` for the dealer at four."""
        if len(tricks) > 4:
            raise DealError("tricks for a player not in the deal")
        t = list(tricks) + [None] * (4 - len(tricks))
        return cls(RASPASY, tricks0=t[0], tricks1=t[1], tricks2=t[2], tricks3=t[3])

    @classmethod
    def without_three(cls, declarer, contract, dealer_role=None):
        """The declarer concedes "without three and without whists"."""
        return cls(WITHOUT_THREE, declarer=declarer, contract=contract, dealer_role=dealer_role)

    def fields(self):
        """Names of this kind's fields, ``kind`` first."""
        return FIELDS[self.kind]

    def to_values(self):
        """Fixed-order flat list for the ledger (see ``FIELDS``)."""
        return [getattr(self, name) if name != "kind" else self.kind for name in FIELDS[self.kind]]

    @classmethod
    def from_values(cls, values):
        """Inverse of :meth:`to_values`; raises DealError on a bad list."""
        if not values or values[0] not in FIELDS:
            raise DealError("unknown deal kind")
        names = FIELDS[values[0]]
        if len(values) != len(names):
            raise DealError("wrong number of values")
        deal = cls(values[0])
        for i in range(1, len(names)):
            setattr(deal, names[i], values[i])
        return deal

    def raspasy_tricks(self):
        return [self.tricks0, self.tricks1, self.tricks2, self.tricks3]

    def __eq__(self, other):
        return isinstance(other, Deal) and self.to_values() == other.to_values()

    def __repr__(self):
        return "Deal%r" % (tuple(self.to_values()),)


# ---------------------------------------------------------------- checks

def _is_int(x):
    return type(x) is int


def _player(value, what, players):
    if not _is_int(value) or value < 0 or value >= players:
        raise DealError("%s out of range" % what)


def _tricks(value):
    # A missing number and a wrong one are different mistakes at the table.
    if value is None:
        raise DealError("tricks needed")
    if not _is_int(value) or value < 0 or value > 10:
        raise DealError("tricks must be 0 to 10")


def _unused(deal, names, why):
    for name in names:
        v = getattr(deal, name)
        if v is not None and not (name == "after_half" and v == 0):
            raise DealError("%s not used %s" % (name.replace("_", " "), why))


def check(deal, players, dealer, series=0):
    """Raise DealError with a short reason unless the deal is allowed.

    ``series`` is the raspasy count before this deal (0 outside a series).

    >>> check(Deal.game(0, 6, defence=HALF, whister=1), 3, 2, series=1)
    >>> check(Deal.game(0, 8, defence=HALF, whister=1), 3, 2)
    Traceback (most recent call last):
    ...
    DealError: half-whist only on 6 and 7
    """
    if players not in (3, 4):
        raise DealError("players must be 3 or 4")
    _player(dealer, "dealer", players)
    if not isinstance(deal, Deal) or deal.kind not in FIELDS:
        raise DealError("unknown deal kind")
    if deal.kind == RASPASY:
        _check_raspasy(deal, players, dealer)
        return
    _player(deal.declarer, "declarer", players)
    if players == 4 and deal.declarer == dealer:
        raise DealError("the dealer sits out")
    contract = deal.contract
    if contract != MISERE and (not _is_int(contract) or contract not in CONTRACTS):
        raise DealError("unknown contract")
    if contract_rank(contract) < contract_rank(exit_ladder_minimum(series)) and series > 0:
        raise DealError("contract under the exit minimum %d" % exit_ladder_minimum(series))
    if deal.suit is not None and deal.suit not in SUITS:
        raise DealError("unknown suit")
    if deal.dealer_role is not None:
        if players != 4:
            raise DealError("dealer action needs 4 players")
        if deal.dealer_role not in DEALER_ROLES:
            raise DealError("unknown dealer action")
    if deal.kind == WITHOUT_THREE:
        if deal.dealer_role not in (None, HALF_DECLARER):
            raise DealError("dealer can only go half with the declarer here")
        return
    if contract == MISERE:
        _check_misere(deal)
    else:
        _check_contract(deal, players, dealer)


def _check_raspasy(deal, players, dealer):
    tricks = deal.raspasy_tricks()
    total = 0
    for p in range(4):
        t = tricks[p]
        if p >= players or (players == 4 and p == dealer):
            if t is not None:
                raise DealError("tricks for a player not in the deal")
            continue
        _tricks(t)
        total += t
    if total != 10:
        raise DealError("tricks must sum to 10")


def _check_misere(deal):
    if deal.defence is not None or deal.whister is not None or deal.whister_tricks is not None:
        raise DealError("no whist on a misere")
    _unused(deal, ("after_half", "plan", "promise", "challenger"), "on a misere")
    if deal.dealer_role not in (None, HALF_DECLARER):
        raise DealError("dealer can only go half with the declarer here")
    _tricks(deal.tricks)


def _check_contract(deal, players, dealer):
    contract, defence = deal.contract, deal.defence
    if defence not in DEFENCES:
        raise DealError("unknown defence")
    if not _is_int(deal.after_half) or deal.after_half not in (0, 1):
        raise DealError("after half must be 0 or 1")
    if defence in (PASS, HALF):
        if deal.tricks is not None:
            raise DealError("no tricks: not played")
    else:
        _tricks(deal.tricks)
    if defence == HALF and contract > 7:
        raise DealError("half-whist only on 6 and 7")
    if defence == CHECK and contract != 10:
        raise DealError("only a ten can be checked")
    if defence in (PASS, CHECK):
        _unused(deal, ("whister",), "without a whister")
    else:
        _player(deal.whister, "whister", players)
        if deal.whister == deal.declarer:
            raise DealError("whister is the declarer")
        if players == 4 and deal.whister == dealer:
            raise DealError("whister is the dealer")
    if defence == BOTH:
        if not _is_int(deal.whister_tricks) or deal.whister_tricks < 0:
            raise DealError("whister tricks needed")
        if deal.whister_tricks > 10 - deal.tricks:
            raise DealError("whister tricks over the defence's %d" % (10 - deal.tricks))
    else:
        _unused(deal, ("whister_tricks",), "unless both whist")
    if deal.after_half and (contract > 7 or defence not in (OPEN, CLOSED)):
        raise DealError("after half needs one whister on 6 or 7")
    _check_dealer_role(deal)
    _check_plan(deal, players, dealer)


def _check_dealer_role(deal):
    role, defence = deal.dealer_role, deal.defence
    if role == TAKEOVER and defence not in (OPEN, CLOSED):
        raise DealError("take-over needs one whister")
    if role == HALF_WHISTER:
        if deal.contract > 7 or defence != OPEN or not deal.after_half:
            raise DealError("half with the passer needs open whist after half-whist")


def _check_plan(deal, players, dealer):
    if deal.plan is None and deal.promise is None and deal.challenger is None:
        return
    if deal.dealer_role in (HALF_DECLARER, HALF_WHISTER):
        raise DealError("no plan challenge with half-and-half")
    if deal.defence != OPEN:
        raise DealError("plan needs open whist by one defender")
    for name in ("plan", "promise"):
        v = getattr(deal, name)
        if not _is_int(v) or v < 0 or v > 10:
            raise DealError("%s must be 0 to 10 tricks" % name)
    if deal.promise <= deal.plan:
        raise DealError("promise must beat the plan")
    _player(deal.challenger, "challenger", players)
    # After a take-over the player whose cards the dealer took is the acting
    # dealer of this deal, with all the dealer's rights (§3.6), the plan
    # challenge of §3.7 included; the dealer, now the whister, is not.
    acting_dealer = deal.whister if deal.dealer_role == TAKEOVER else dealer
    if deal.challenger != _passer(deal, players, dealer) and not (players == 4 and deal.challenger == acting_dealer):
        raise DealError("challenger must be the dealer or the passer")


def _passer(deal, players, dealer):
    for p in seated(players, dealer):
        if p != deal.declarer and p != deal.whister:
            return p


# ---------------------------------------------------------------- scoring

def score(deal, players, dealer, series=0):
    """Check and score one deal; return a :class:`Breakdown`.

    >>> score(Deal.raspasy([7, 3, 0]), 3, 2, series=2).results
    [-165, 15, 150]
    """
    check(deal, players, dealer, series)
    b = Breakdown(players)
    if series > 0 and deal.kind != RASPASY:
        b.note("exit minimum %d (reading: exit ladder)" % exit_ladder_minimum(series))
    if deal.kind == RASPASY:
        _score_raspasy(b, deal, players, dealer, series)
    else:
        _score_declared(b, deal, players, dealer)
        if series > 0 and b.outcome != "made":
            b.note("series kept at price %d (reading: failed exit keeps price)" % raspasy_price(series))
    b.check_zero_sum()
    return b


def _score_raspasy(b, deal, players, dealer, series):
    seats = seated(players, dealer)
    tricks = deal.raspasy_tricks()
    price = raspasy_price(series)
    seats.sort()
    gora = [price * tricks[p] for p in seats]
    least = min(gora)
    sheet = Sheet()
    for i in range(3):
        sheet.to_gora(i, gora[i] - least)
    b.outcome = "raspasy"
    # Shown in player order, as the sheet is read.
    b.note("raspasy at %d a trick: gora %d/%d/%d reduced by %d" % (price, gora[0], gora[1], gora[2], least))
    b.add_sheet(sheet, seats)


def _score_declared(b, deal, players, dealer):
    defenders = [p for p in seated(players, dealer) if p != deal.declarer]
    if deal.whister is not None and deal.whister != defenders[0]:
        defenders.reverse()
    seats = [deal.declarer, defenders[0], defenders[1]]
    sheet = Sheet()
    if deal.kind == WITHOUT_THREE:
        sheet.to_gora(0, 3 * cost(deal.contract))
        b.outcome = "conceded"
        b.note("without three and without whists")
    elif deal.contract == MISERE:
        if deal.tricks == 0:
            sheet.to_pulya(0, 8)
        else:
            sheet.to_gora(0, 8 * deal.tricks)
        b.outcome = "made" if deal.tricks == 0 else "failed"
    else:
        b.outcome = play(sheet, deal.contract, deal.tricks, deal.defence, deal.whister_tricks, b.notes)
        if deal.after_half:
            b.note("half-whist void: passer whisted")
    role = deal.dealer_role
    if role == TAKEOVER:
        b.note("dealer takes over the defence")
        b.sit_out = deal.whister
        seats[1] = dealer
    if deal.challenger is not None:
        _score_plan(b, deal, sheet, seats, dealer)
        return
    shared = {}
    if role == HALF_DECLARER:
        shared[0] = dealer
        b.note("half-and-half: declarer with dealer")
    elif role == HALF_WHISTER:
        shared[1] = dealer
        b.note("half-and-half: whister with dealer")
    b.add_sheet(sheet, seats, shared)


def play(sheet, contract, tricks, defence, whister_tricks=None, notes=None):
    """Write one played (or passed) contract 6-10 on a seat sheet.

    Seat 0 is the declarer, seat 1 the whister (or half-whister, or the
    named whister of two), seat 2 the other defender.  Returns the outcome:
    ``"made"`` or ``"failed"``.

    >>> s = Sheet(); play(s, 6, 7, OPEN)
    'made'
    >>> s.results()
    [24, -24, 0]
    """
    if notes is None:
        notes = []
    c = cost(contract)
    if defence == PASS:
        sheet.to_pulya(0, c)
        notes.append("both passed")
        return "made"
    if defence == HALF:
        sheet.to_pulya(0, c)
        sheet.write(1, 0, half_whist_vists(contract), "half-whist")
        return "made"
    d = 10 - tricks
    under = contract - tricks if tricks < contract else 0
    if under:
        sheet.to_gora(0, c * under)
    else:
        sheet.to_pulya(0, c)
    if defence == CHECK:
        notes.append("ten checked: no whist vists")
        return "failed" if under else "made"
    if under:
        sheet.write(1, 0, c * under, "consolation")
        sheet.write(2, 0, c * under, "consolation")
    if defence == BOTH:
        _two_whisters(sheet, contract, d, whister_tricks, under, notes)
    elif defence == OPEN:
        sheet.write(1, 0, c * d, "tricks")
        notes.append("greedy whist")
        short = norm(contract) - d
        if not under and short > 0:
            sheet.to_gora(1, c * short)
    else:  # CLOSED
        short = norm(contract) - d
        if not under and short > 0:
            sheet.write(1, 0, c * d, "tricks")
            sheet.to_gora(1, c * short)
            notes.append("gentleman: whister short, no split")
        else:
            if (c * d) % 2:
                raise DealError("gentleman split is not whole")
            sheet.write(1, 0, c * d // 2, "tricks")
            sheet.write(2, 0, c * d // 2, "tricks, gentleman split")
            notes.append("gentleman split")
    return "failed" if under else "made"


# [reading] a whister answers for his norm only when the contract is made
# (§4.2 в); a failed declarer never puts a whister in the gora.
WHISTER_ANSWERS_ONLY_IF_MADE = True
NO_WHISTER_GORA_NOTE = "failed contract: no whister gora (reading)"


def _two_whisters(sheet, contract, d, first_tricks, under, notes):
    c = cost(contract)
    own = (first_tricks, d - first_tricks)
    for i in (0, 1):
        sheet.write(1 + i, 0, c * own[i], "tricks")
    if contract <= 7:
        half = norm(contract) // 2
        for i in (0, 1):
            short = half - own[i]
            if short > 0:
                if under and WHISTER_ANSWERS_ONLY_IF_MADE:
                    if NO_WHISTER_GORA_NOTE not in notes:
                        notes.append(NO_WHISTER_GORA_NOTE)
                else:
                    sheet.to_gora(1 + i, c * short)
    elif d == 0:
        for i in (0, 1):
            sheet.to_gora(1 + i, c // 2)
        notes.append("whisters share the penalty")


# **[reading] plan balance** (§3.7, §3.9): whister and passer end with what
# their plan would have given, the declarer with the real result, and the
# challenger takes or pays the balance.
def plan_balance(real, planned, challenger_is_passer):
    """Seat results after a plan challenge (seats: declarer, whister, passer).

    Returns ``(declarer, whister, passer, challenger)``; when the passer is the
    challenger his share is the balance and ``passer`` is None.

    >>> plan_balance([-34, 22, 12], [12, -2, -10], False)
    (-34, -2, -10, 46)
    >>> plan_balance([-34, 22, 12], [12, -2, -10], True)
    (-34, -2, None, 36)
    """
    if challenger_is_passer:
        return real[0], planned[1], None, -(real[0] + planned[1])
    return real[0], planned[1], planned[2], -(real[0] + planned[1] + planned[2])


def _score_plan(b, deal, sheet, seats, dealer):
    planned = Sheet()
    play(planned, deal.contract, 10 - deal.plan, OPEN)
    real = sheet.results()
    final = plan_balance(real, planned.results(), deal.challenger == seats[2])
    b.add_sheet(sheet, seats)
    # The challenger settles each defender's difference with a "plan" entry.
    for seat in (1, 2):
        if final[seat] is None:
            continue
        delta = final[seat] - real[seat]
        if delta > 0:
            b.write(seats[seat], deal.challenger, delta, "plan")
        elif delta < 0:
            b.write(deal.challenger, seats[seat], -delta, "plan")
    b.note("plan %d, promise %d, actual %d (reading: plan balance)"
           % (deal.plan, deal.promise, 10 - deal.tricks))
