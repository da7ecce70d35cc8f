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

The score sheet of a deal is a :class:`Breakdown`: pulya, gora and vist
entries per player, with each player's result.  The rules write a deal by
its three seats (0, 1, 2), which the breakdown's ``seats`` map onto the
players.  An entry ``(writer, target, vists, reason)`` means *writer
writes vists on target*: the writer gains them, the target loses them.

>>> s = Breakdown(3); s.to_pulya(0, 2); s.entries
[(0, 1, 10, 'pulya'), (0, 2, 10, 'pulya')]
>>> s.results
[20, -10, -10]

Also here, for the other preferans modules: :class:`DealError`,
:class:`Event` (what a deal and an incident share) and :func:`check_player`.

A refusal and a note are codes, not words: the device shows them in its
language, the host in English (``texts/device.txt``: the W and N codes).
"""
try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int


# ---------------------------------------------------------------- refusals, events, the sheet
# (with the deal: a module of their own cost the device ~500 bytes of heap)

class DealError(ValueError):
    """An input the rules do not allow: a reason code and the values its
    text needs, like an OSError with its errno.  The code is what the device
    shows (``ui.text.why``: "W" and the code, in its language); ``str(exc)``
    is the English text (:mod:`why`, the host's messages).  A plain text
    works too.

    >>> str(DealError(_OUT_OF_RANGE, "dealer")), str(DealError("no such deal"))
    ('dealer out of range', 'no such deal')
    >>> str(DealError(_HALF_NOT_WHOLE)), str(DealError(_WRONG_NUMBER))
    ('half-and-half is not whole', 'wrong number of values')
    """

    def __str__(self):
        code = self.args[0] if self.args else ""
        if type(code) is not int:
            return str(code)
        from .why import english
        return english("W%d" % code, self.args[1:])


# Refusal codes of the sheet and events: the W codes of texts/device.txt.
_OUT_OF_RANGE = const(0)
_UNKNOWN_KIND = const(1)
_WRONG_NUMBER = const(2)
_HALF_NOT_WHOLE = const(3)


def check_player(value, what, players):
    """Raise DealError unless ``value`` is a player ``0..players-1``.

    >>> check_player(3, "dealer", 3)
    Traceback (most recent call last):
    ...
    DealError: dealer out of range
    """
    if type(value) is not int or not 0 <= value < players:
        raise DealError(_OUT_OF_RANGE, what)


class Event:
    """A deal or an incident: its ledger values, a flat list ``[kind, ...]``
    in the order the class's ``FIELDS`` names for the kind.  A field reads
    as an attribute (``deal.tricks``); a field of another kind of the class
    reads as ``None``.

    An event keeps that list, not an attribute a field: a deal has 17 fields
    over its kinds, and a dict of them took the device 384 bytes a deal,
    the list 96 more than the values themselves.  The same class under both
    interpreters: the host compares and prints events with plain functions
    (:func:`pref_host.event_equal`, :func:`pref_host.event_repr`), which
    the device never loads."""

    def __getattr__(self, name):
        # called only for what is not a plain attribute (kind and values are)
        for kind in self.FIELDS:
            if name != "kind" and name in self.FIELDS[kind]:
                break
        else:
            raise AttributeError(name)
        names = self.FIELDS.get(self.kind, ())
        return self.values[names.index(name)] if name in names else None

    def to_values(self):
        """Fixed-order flat list for the ledger (see ``FIELDS``): a copy."""
        return list(self.values)

    @classmethod
    def from_values(cls, values):
        """Inverse of :meth:`to_values`; raises DealError on a bad list.

        The event keeps ``values`` itself, not a copy: change neither after."""
        if not values or values[0] not in cls.FIELDS:
            raise DealError(_UNKNOWN_KIND, cls.__name__.lower())
        if len(values) != len(cls.FIELDS[values[0]]):
            raise DealError(_WRONG_NUMBER)
        event = object.__new__(cls)     # not through __init__: nothing to build
        event.kind = values[0]
        event.values = values
        return event


class Breakdown:
    """One deal (or penalty) per player: results, pulya, gora, entries, notes.

    ``outcome`` tells the session what happened: ``"made"``, ``"failed"``,
    ``"conceded"``, ``"raspasy"``, ``"penalty"``, ``"misdeal"``, ``"none"``.
    ``seats`` are the players in seats 0, 1, 2, which :meth:`to_pulya` and
    :meth:`to_gora` take (one breakdown a deal, no seat sheet to copy).
    """

    def __init__(self, players, seats=(0, 1, 2)):
        self.players = players
        self.seats = seats
        # each [0] * n would make a [0] first as well
        self.results = [0] * players
        self.pulya = list(self.results)
        self.gora = list(self.results)
        self.entries = []
        self.notes = []
        self.outcome = "none"

    def note(self, code, *values):
        """Add note ``code`` (an N code of texts/device.txt) with the values
        its text needs, once: ``(code, *values)``, shown in the device's
        language (``ui.text.note``), in English by the host."""
        n = (code,) + values
        if n not in self.notes:
            self.notes.append(n)

    def write(self, writer, target, vists, reason):
        """Player ``writer`` writes ``vists`` on player ``target`` (nothing if zero).

        The only place results change, an entry at a time: they sum to
        zero and match the entries by construction."""
        if vists:
            self.entries.append((writer, target, vists, reason))
            self.results[writer] += vists
            self.results[target] -= vists

    def to_pulya(self, seat, points):
        """Points into a seat's pulya: it writes 5 vists a point on each other seat."""
        player = self.seats[seat]
        self.pulya[player] += points
        for other in self.seats:
            if other != player:
                self.write(player, other, 5 * points, "pulya")

    def to_gora(self, seat, points):
        """Points into a seat's gora: each other seat writes 5 vists a point on it."""
        player = self.seats[seat]
        self.gora[player] += points
        for other in self.seats:
            if other != player:
                self.write(other, player, 5 * points, "gora")


# ---------------------------------------------------------------- the game

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

# One table per kind drives the ledger's positional values and the named JSON
# form, so the two never drift.  Values are ints, short strs or None.
FIELDS = {
    GAME: ("kind", "declarer", "contract", "suit", "tricks", "defence", "whister",
           "whister_tricks", "after_half", "dealer_role", "plan", "promise", "challenger"),
    RASPASY: ("kind", "tricks0", "tricks1", "tricks2", "tricks3"),
    WITHOUT_THREE: ("kind", "declarer", "contract", "dealer_role"),
}

# Refusal codes: the W codes of texts/device.txt (a DealError carries one).
_PLAYERS = const(5)
_NOT_IN_DEAL = const(7)
_TRICKS_NEEDED = const(8)
_TRICKS_0_10 = const(9)
_DEALER_SITS_OUT = const(10)
_UNKNOWN_CONTRACT = const(11)
_UNDER_EXIT = const(12)
_UNKNOWN_SUIT = const(13)
_ROLE_NEEDS_4 = const(14)
_UNKNOWN_ROLE = const(15)
_ROLE_ONLY_HALF = const(16)
_SUM_10 = const(17)
_WHIST_ON_MISERE = const(18)
_UNUSED_MISERE = const(19)
_UNKNOWN_DEFENCE = const(20)
_AFTER_HALF_0_1 = const(21)
_NOT_PLAYED = const(22)
_HALF_ONLY_6_7 = const(23)
_CHECK_ONLY_10 = const(24)
_UNUSED_NO_WHISTER = const(25)
_WHISTER_DECLARER = const(26)
_WHISTER_DEALER = const(27)
_WTRICKS_NEEDED = const(28)
_WTRICKS_OVER = const(29)
_UNUSED_NOT_BOTH = const(30)
_AFTER_HALF_ONE = const(31)
_TAKEOVER_ONE = const(32)
_HALF_PASSER = const(33)
_SPLIT_NOT_WHOLE = const(39)

# Notes: the N codes of texts/device.txt (pref_incident and pref_plan have
# the later ones).
_N_EXIT = const(0)
_N_SERIES_KEPT = const(1)
_N_RASPASY = const(2)
_N_WITHOUT_THREE = const(3)
_N_HALF_VOID = const(4)
_N_TAKEOVER = const(5)
_N_HALF_DECLARER = const(6)
_N_HALF_WHISTER = const(7)
_N_SHARE = const(8)
_N_PASSED = const(9)
_N_CHECKED = const(10)
_N_GREEDY = const(11)
_N_SHORT = const(12)
_N_SPLIT = const(13)
_N_NO_WHISTER_GORA = const(14)
# const() is folded when the device compiles the module: the name is not
# needed past the constants, and one global fewer keeps this module's dict
# in 37 slots (a 38th grows it to 47: 160 bytes of heap)
del const


# ---------------------------------------------------------------- the rules

def cost(contract):
    """Points a contract is worth: 2, 4, 6, 8, 10; misère 8 (§1.3).

    >>> [cost(c) for c in (6, 7, 8, 9, 10, MISERE)]
    [2, 4, 6, 8, 10, 8]
    """
    if contract == MISERE:
        return 8
    return 2 * (contract - 5)


def raspasy_price(series):
    """Gora points per trick at the ``series``-th consecutive raspasy (0 first).

    >>> [raspasy_price(k) for k in range(8)]
    [1, 2, 3, 2, 1, 2, 3, 2]
    """
    return 3 - abs(series % 4 - 2)      # 1, 2, 3, 2 over and over


def exit_ladder_minimum(series):
    """**[reading] exit ladder**: the lowest contract allowed after ``series`` raspasy.

    6 after the first raspasy, 7 after the second to fourth, then again.

    >>> [exit_ladder_minimum(k) for k in range(10)]
    [6, 6, 7, 7, 7, 6, 7, 7, 7, 6]
    """
    if series <= 0 or series % 4 == 1:
        return 6
    return 7


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

    In the bidding misère sits between eight and nine: the exit minimum
    (6 or 7) never rules it out.

    >>> contracts_allowed(0)
    [6, 7, 8, 9, 10, 'misere']
    >>> contracts_allowed(2)
    [7, 8, 9, 10, 'misere']
    """
    # CONTRACTS runs 6, 7, ...: the allowed ones start at the exit minimum
    return list(CONTRACTS[exit_ladder_minimum(series) - 6:]) + [MISERE]


# ---------------------------------------------------------------- the input

class Deal(Event):
    """What happened in one deal, as the players tap it in.

    Use the constructors :meth:`game`, :meth:`misere`, :meth:`raspasy` and
    :meth:`without_three`.  Unused fields stay ``None``.

    >>> Deal.game(0, 7, tricks=6, defence=CLOSED, whister=1).to_values()
    ['game', 0, 7, None, 6, 'closed', 1, None, 0, None, None, None, None]
    >>> Deal.from_values(['without3', 1, 8, None]).contract
    8
    """
    FIELDS = FIELDS   # the kinds' fields, for Event's to_values and from_values

    @classmethod
    def game(cls, declarer, contract, tricks=None, defence=OPEN, whister=None, suit=None,
             whister_tricks=None, after_half=0, dealer_role=None, plan=None, promise=None,
             challenger=None):
        """A contract 6-10 (or ``MISERE`` with ``defence=None``)."""
        return cls.from_values([GAME, declarer, contract, suit, tricks, defence, whister,
                                whister_tricks, after_half, dealer_role, plan, promise, challenger])

    @classmethod
    def misere(cls, declarer, tricks, dealer_role=None):
        """A misère: ``tricks`` the declarer took (0 makes it)."""
        return cls.game(declarer, MISERE, tricks, None, dealer_role=dealer_role)

    @classmethod
    def raspasy(cls, tricks):
        """All passed; ``tricks`` per player, ``None`` for the dealer at four."""
        if len(tricks) > 4:
            raise DealError(_NOT_IN_DEAL)
        return cls.from_values([RASPASY] + list(tricks) + [None] * (4 - len(tricks)))

    @classmethod
    def without_three(cls, declarer, contract, dealer_role=None):
        """The declarer concedes "without three and without whists"."""
        return cls.from_values([WITHOUT_THREE, declarer, contract, dealer_role])

    def raspasy_tricks(self):
        return [self.tricks0, self.tricks1, self.tricks2, self.tricks3]


# ---------------------------------------------------------------- checks

def _tricks(value):
    # A missing number and a wrong one are different mistakes at the table.
    if value is None:
        raise DealError(_TRICKS_NEEDED)
    if type(value) is not int or value < 0 or value > 10:
        raise DealError(_TRICKS_0_10)


def _unused(deal, code, *names):
    # code: the refusal, "%s not used ..."; names: the fields (a tuple: a
    # string split made a list and a copy of each name at every deal)
    for name in names:
        v = getattr(deal, name)
        if v is not None and not (name == "after_half" and v == 0):
            raise DealError(code, name.replace("_", " "))


def check(deal, players, dealer, series=0):
    """Raise DealError with a short reason unless the deal is allowed.

    ``series`` is the raspasy count before this deal (0 outside a series).

    >>> check(Deal.game(0, 6, defence=HALF, whister=1), 3, 2, series=1)
    >>> check(Deal.game(0, 8, defence=HALF, whister=1), 3, 2)
    Traceback (most recent call last):
    ...
    DealError: half-whist only on 6 and 7

    A refusal is a code (a W code of ``texts/device.txt``), shown as its text:

    >>> str(DealError(_UNDER_EXIT, 7)), str(DealError(_SPLIT_NOT_WHOLE))
    ('contract under the exit minimum 7', 'gentleman split is not whole')
    """
    if players != 3 and players != 4:
        raise DealError(_PLAYERS)
    check_player(dealer, "dealer", players)
    if not isinstance(deal, Deal) or deal.kind not in FIELDS:
        raise DealError(_UNKNOWN_KIND, "deal")
    if deal.kind == RASPASY:
        tricks = deal.raspasy_tricks()
        total = 0
        for p in range(4):
            t = tricks[p]
            if p >= players or (players == 4 and p == dealer):
                if t is not None:
                    raise DealError(_NOT_IN_DEAL)
                continue
            _tricks(t)
            total += t
        if total != 10:
            raise DealError(_SUM_10)
        return
    check_player(deal.declarer, "declarer", players)
    if players == 4 and deal.declarer == dealer:
        raise DealError(_DEALER_SITS_OUT)
    contract, defence, role = deal.contract, deal.defence, deal.dealer_role
    if contract != MISERE and (type(contract) is not int or contract not in CONTRACTS):
        raise DealError(_UNKNOWN_CONTRACT)
    # misère sits between eight and nine in the bidding: above any exit minimum
    if contract != MISERE and contract < exit_ladder_minimum(series):
        raise DealError(_UNDER_EXIT, exit_ladder_minimum(series))
    if deal.suit is not None and deal.suit not in SUITS:
        raise DealError(_UNKNOWN_SUIT)
    if role is not None:
        if players != 4:
            raise DealError(_ROLE_NEEDS_4)
        if role not in DEALER_ROLES:
            raise DealError(_UNKNOWN_ROLE)
    if deal.kind == WITHOUT_THREE or contract == MISERE:
        if deal.kind != WITHOUT_THREE:   # a misère
            if defence is not None or deal.whister is not None or deal.whister_tricks is not None:
                raise DealError(_WHIST_ON_MISERE)
            _unused(deal, _UNUSED_MISERE, "after_half", "plan", "promise", "challenger")
        if role not in (None, HALF_DECLARER):
            raise DealError(_ROLE_ONLY_HALF)
        if deal.kind != WITHOUT_THREE:
            _tricks(deal.tricks)
        return

    # a contract 6-10: the defence
    if defence not in DEFENCES:
        raise DealError(_UNKNOWN_DEFENCE)
    if type(deal.after_half) is not int or not 0 <= deal.after_half <= 1:
        raise DealError(_AFTER_HALF_0_1)
    if defence in (PASS, HALF):
        if deal.tricks is not None:
            raise DealError(_NOT_PLAYED)
    else:
        _tricks(deal.tricks)
    if defence == HALF and contract > 7:
        raise DealError(_HALF_ONLY_6_7)
    if defence == CHECK and contract != 10:
        raise DealError(_CHECK_ONLY_10)
    if defence in (PASS, CHECK):
        _unused(deal, _UNUSED_NO_WHISTER, "whister")
    else:
        check_player(deal.whister, "whister", players)
        if deal.whister == deal.declarer:
            raise DealError(_WHISTER_DECLARER)
        if players == 4 and deal.whister == dealer:
            raise DealError(_WHISTER_DEALER)
    if defence == BOTH:
        if type(deal.whister_tricks) is not int or deal.whister_tricks < 0:
            raise DealError(_WTRICKS_NEEDED)
        if deal.whister_tricks > 10 - deal.tricks:
            raise DealError(_WTRICKS_OVER, 10 - deal.tricks)
    else:
        _unused(deal, _UNUSED_NOT_BOTH, "whister_tricks")
    if deal.after_half and (contract > 7 or defence not in (OPEN, CLOSED)):
        raise DealError(_AFTER_HALF_ONE)

    # the dealer's part
    if role == TAKEOVER and defence not in (OPEN, CLOSED):
        raise DealError(_TAKEOVER_ONE)
    if role == HALF_WHISTER and (contract > 7 or defence != OPEN or not deal.after_half):
        raise DealError(_HALF_PASSER)

    # the plan challenge (§3.7): rare at the table, its rules load when one comes
    if deal.plan is not None or deal.promise is not None or deal.challenger is not None:
        from . import pref_plan
        pref_plan.check(deal, players, dealer)


# ---------------------------------------------------------------- scoring

def score(deal, players, dealer, series=0):
    """Check and score one deal; return a :class:`Breakdown`.

    >>> score(Deal.raspasy([7, 3, 0]), 3, 2, series=2).results
    [-165, 15, 150]

    **[reading] plan balance** (§3.7, §3.9): after a plan challenge the
    whister and the passer end with what the plan would have given them, the
    declarer with the real result, and the challenger takes or pays the
    balance.  Here the dealer D challenges: A, down one, gets his real -34;
    B and C get -2 and -10 as if A had made his six (the plan: 4 tricks to
    the defence, the promise 5); D takes the rest:

    >>> score(Deal.game(0, 6, tricks=5, whister=1, plan=4, promise=5, challenger=3), 4, 3).results
    [-34, -2, -10, 46]
    """
    check(deal, players, dealer, series)
    if deal.kind == RASPASY:
        seats = seated(players, dealer)
        seats.sort()              # shown in player order, as the sheet is read
        b = Breakdown(players, seats)
        tricks = deal.raspasy_tricks()
        price = raspasy_price(series)
        gora = [price * tricks[seats[0]], price * tricks[seats[1]], price * tricks[seats[2]]]
        least = min(gora)
        for i in range(3):
            b.to_gora(i, gora[i] - least)
        b.outcome = "raspasy"
        b.note(_N_RASPASY, price, gora[0], gora[1], gora[2], least)
        return b

    defenders = seated(players, dealer)
    defenders.remove(deal.declarer)
    if deal.whister is not None and deal.whister != defenders[0]:
        defenders.reverse()
    role = deal.dealer_role
    # the dealer who takes over plays from the whister's seat (§3.6)
    b = Breakdown(players, [deal.declarer, dealer if role == TAKEOVER else defenders[0], defenders[1]])
    if series > 0:
        b.note(_N_EXIT, exit_ladder_minimum(series))
    if deal.kind == WITHOUT_THREE:
        b.to_gora(0, 3 * cost(deal.contract))
        b.outcome = "conceded"
        b.note(_N_WITHOUT_THREE)
    elif deal.contract == MISERE:
        if deal.tricks == 0:
            b.to_pulya(0, 8)
        else:
            b.to_gora(0, 8 * deal.tricks)
        b.outcome = "made" if deal.tricks == 0 else "failed"
    else:
        b.outcome = play(b, deal.contract, deal.tricks, deal.defence, deal.whister_tricks)
        if deal.after_half:
            b.note(_N_HALF_VOID)
    if role == TAKEOVER:
        b.note(_N_TAKEOVER)
    if deal.challenger is not None:
        from . import pref_plan
        pref_plan.score(b, deal)
    elif role == HALF_DECLARER or role == HALF_WHISTER:
        # half-and-half: the dealer takes half the seat's result, and half
        # its pulya and gora points.  [reading] all of them are even (every
        # cost is even), so pulya totals stay whole.
        if role == HALF_DECLARER:
            b.note(_N_HALF_DECLARER)
            player = b.seats[0]
        else:
            b.note(_N_HALF_WHISTER)
            player = b.seats[1]
        half = b.results[player]
        if half % 2 or b.pulya[player] % 2 or b.gora[player] % 2:
            raise DealError(_HALF_NOT_WHOLE)
        half //= 2
        if half > 0:
            b.write(dealer, player, half, "half-and-half")
        elif half < 0:
            b.write(player, dealer, -half, "half-and-half")
        for points in (b.pulya, b.gora):
            points[player] //= 2
            points[dealer] += points[player]
    if series > 0 and b.outcome != "made":
        b.note(_N_SERIES_KEPT, raspasy_price(series))
    return b


def play(b, contract, tricks, defence, whister_tricks=None):
    """Write one played (or passed) contract 6-10 on breakdown ``b``.

    Seat 0 (of ``b.seats``) is the declarer, seat 1 the whister (or
    half-whister, or the named whister of two), seat 2 the other defender.
    Returns the outcome: ``"made"`` or ``"failed"``.

    >>> s = Breakdown(3); play(s, 6, 7, OPEN)
    'made'
    >>> s.results
    [24, -24, 0]
    """
    declarer, whister, other = b.seats
    c = cost(contract)
    # the norm: tricks the defence must take, 4 against a six, 2 a seven, 1 above
    norm = 4 if contract == 6 else 2 if contract == 7 else 1
    if defence == PASS:
        b.to_pulya(0, c)
        b.note(_N_PASSED)
        return "made"
    if defence == HALF:
        # the half-whister writes half the norm at the cost on the declarer:
        # a six 2 tricks x 2, a seven 1 trick x 4
        b.to_pulya(0, c)
        b.write(whister, declarer, norm // 2 * c, "half-whist")
        return "made"
    d = 10 - tricks
    under = contract - tricks if tricks < contract else 0
    if under:
        b.to_gora(0, c * under)
    else:
        b.to_pulya(0, c)
    if defence == CHECK:
        b.note(_N_CHECKED)
        return "failed" if under else "made"
    if under:
        b.write(whister, declarer, c * under, "consolation")
        b.write(other, declarer, c * under, "consolation")
    short = norm - d     # tricks the defence is short of its norm
    if defence == BOTH:  # each whister answers for his own tricks
        own = (whister_tricks, d - whister_tricks)
        for i in range(2):
            b.write(b.seats[1 + i], declarer, c * own[i], "tricks")
        if contract <= 7:
            for i in range(2):
                short = norm // 2 - own[i]
                if short <= 0:
                    continue
                # [reading] a whister answers for his half of the norm only
                # when the contract is made (§4.2 в); a failed declarer never
                # puts a whister in the gora.
                if not under:
                    b.to_gora(1 + i, c * short)
                else:
                    b.note(_N_NO_WHISTER_GORA)
        elif d == 0:
            for i in range(2):
                b.to_gora(1 + i, c // 2)
            b.note(_N_SHARE)
    elif defence == OPEN:
        b.write(whister, declarer, c * d, "tricks")
        b.note(_N_GREEDY)
        if not under and short > 0:
            b.to_gora(1, c * short)
    else:  # CLOSED
        if not under and short > 0:
            b.write(whister, declarer, c * d, "tricks")
            b.to_gora(1, c * short)
            b.note(_N_SHORT)
        else:
            if (c * d) % 2:
                raise DealError(_SPLIT_NOT_WHOLE)
            b.write(whister, declarer, c * d // 2, "tricks")
            b.write(other, declarer, c * d // 2, "tricks, gentleman split")
            b.note(_N_SPLIT)
    return "failed" if under else "made"
