"""One deal of preferans: its input, its checks and its score, in any rule
system, under one name.

Pure integers, no I/O; the same files run under MicroPython (as ``rules``)
and CPython (as ``tablescore.rules``).  Players are indices ``0..n-1``
(n is 3 or 4).  A deal has three *seats*: the declarer and two defenders,
or the three raspasy players; with four players the dealer sits out.

Build a deal, then score it with the table context (players, dealer, the
raspasy series count ``series`` taken from the session, and the rules'
parameters, System «M» unless given):

>>> deal = Deal.game(declarer=0, contract=7, tricks=6, defence=OPEN, whister=1)
>>> b = score(deal, players=4, dealer=3)
>>> b.results
[-64, 40, 24, 0]

In System «M» writing ``n`` points into a player's pulya means he writes
``5*n`` vists on each of the other two seats; ``n`` into his gora means each
other seat writes ``5*n`` on him (the *indivisible gora*).  The classic
systems only write the points down and settle them at the end:

>>> from .pref_systems import preset
>>> b = score(deal, players=4, dealer=3, rules=preset("sochi"))
>>> b.gora, b.entries          # the digest's S6: the dealer consoles too
([4, 0, 0, 0], [(1, 0, 4, 'consolation'), (2, 0, 4, 'consolation'), (3, 0, 4, 'consolation'), (1, 0, 16, 'tricks')])

The modules by concern, each importing only those below it:

- ``pref_sheet``: the refusals (:class:`DealError`), the deals and
  incidents as tapped in (their kinds and choices), a deal's sheet
  (:class:`Breakdown`);
- ``pref_rules``: the rules' parameters (System «M» the class's values),
  costs, raspasy prices, the exit ladder, and whether a deal is allowed;
  ``pref_systems`` the presets;
- ``pref_score``: what a contract or a raspasy writes, a deal checked and
  scored;
- ``pref_classic``, ``pref_plan``, ``pref_close``: what only the classic
  systems check and write, the plan challenge of System «M», the classic
  pulya's closing and final calculation, loaded when used.

(Three modules, not seven: each module a System «M» pulya loads costs the
device its own heap, ~400 bytes and its imported names.)

This module gathers their names for the host and the tests; the device
imports the modules themselves and never this one.  A refusal and a note
are codes, not words: the device shows them in its language, the host in
English (``texts/device.txt``: the W and N codes).
"""
from .pref_sheet import (DealError, Event, Breakdown, check_player, MISERE, CONTRACTS,  # noqa: F401
                         SUITS, BOTH, OPEN, CLOSED, PASS, HALF, CHECK, DEFENCES, TAKEOVER, HALF_DECLARER, HALF_WHISTER, DEALER_ROLES, GAME, RASPASY,
                         WITHOUT_THREE, FIELDS, Deal)
from .pref_rules import (SYSTEM_M, cost, raspasy_price, exit_ladder_minimum, seated,  # noqa: F401
                         contracts_allowed, series_after, check)
from .pref_score import play, raspasy, score  # noqa: F401
