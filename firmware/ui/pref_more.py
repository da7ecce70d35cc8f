"""The deal entry's rare options, behind "More...": loaded when it is opened.

    More...      (the whist list's last line; at four, the contract list's)
      Suit       the trump, for the history only
      Dealer     at four, what the dealer did: whists himself (takes over a
                 defence), half-and-half with the declarer or the passer
      After half-whist   yes/no: the passer whisted after a half-whist
      Plan       yes/no: an open-whist plan challenge (then the plan, the
                 promise and who challenges are asked after the tricks)
      Done       back to the question before

The answers go into the deal entry's (``DealWizard.a``), so the deal is
made in one place (``DealWizard.deal``); a list taken (a suit, the
dealer's part) goes back to More....
"""
from micropython import const

from rules import pref_deal as D
from ui import keys
from ui import text as T
from ui.pref_entry import ROLES

# the deal entry's steps, answers and kind of a game (ui.pref_entry)
_DEFENCE = const(2)
_MORE = const(6)
_SUIT = const(7)
_ROLE = const(8)
_AFTER = const(16)
_PLANNED = const(17)
_DONE = const(-1)
_K_GAME = const(0)


def options(w, step):
    """The options of More... (its lines' steps in ``w.more``) or of what it
    opens, the suit or the dealer's part, for the deal entry ``w``."""
    if step == _SUIT:
        return [T.NO_SUIT] + list(T.SUITS)
    if step == _ROLE:
        opts = list(T.ROLE_NAMES)
        return opts if w.kind == _K_GAME else [opts[0], opts[2]]    # no take-over, no half with the passer
    a = w.a
    yes_no = (T.NO, T.YES)
    lines = T.MORE_LINES        # suit, dealer, after half-whist, plan, done
    dealer = lines[1] % T.ROLE_SHORT[ROLES.index(w.role)]
    if _DEFENCE not in w.trail:      # from the contracts: the dealer's part
        w.more = [_ROLE, _DONE]
        return [dealer, lines[4]]
    w.more = [_SUIT, _AFTER, _PLANNED, _DONE]
    opts = [lines[0] % ((T.NO_SUIT,) + T.SUITS)[a.get(_SUIT, 0)],
            lines[2] % yes_no[a.get(_AFTER, 0)], lines[3] % yes_no[a.get(_PLANNED, 0)], lines[4]]
    if w.ui.ctx.journal.table.engine.players == 4:
        w.more.insert(1, _ROLE)
        opts.insert(1, dealer)
    return opts


def pick(w, step, value):
    """OK on line ``value`` of More... (``step`` _MORE): a yes/no line changes,
    Suit or Dealer asks it, Done goes back; or a suit or the dealer's part
    answered: back to More...."""
    if step != _MORE:
        w.a[step] = value
        w.work_out()
        if step == _ROLE and w.role == D.HALF_WHISTER:
            w.a[_AFTER] = 1       # the passer whists after a half-whist: it is in the rule
        w.key(keys.BACK, keys.PRESS)
        return
    step = w.more[value]
    if step == _DONE:
        w.key(keys.BACK, keys.PRESS)     # as BACK: the question before
    elif step == _AFTER or step == _PLANNED:
        w.a[step] = w.a.get(step, 0) ^ 1
        w.show(True)
    else:
        w.trail.append(step)
        w.show()
