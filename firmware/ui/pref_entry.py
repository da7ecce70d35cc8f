"""Deal entry: one screen asks the questions of a deal, then the breakdown.

The quick path is OK, OK, OK...: a game by the first seat, the lowest
contract allowed, whisted open by the next player, made exactly.  The rare
options (suit, the dealer's actions at four, a whist after a half-whist,
the open-whist plan challenge) sit behind "More..." at the end of the
defence list; the incidents (misdeal, penalties) at the end of the kinds.

Answers are kept per step, so BACK goes back one step and the earlier
answer is offered again; only the steps on the way taken (``trail``) make
the deal.  Nothing is saved before the breakdown's OK.  A deal the engine
refuses (DealError) is explained on a message and the wizard returns to
the question concerned.
"""
from rules import pref_deal as D
from rules.ledger import PREF_DEAL, PREF_PENALTY
from rules.pref_session import CUT, INFORMATION, MISDEAL, WARNING, Incident
from ui import keys
from ui import text as T
from ui.screen import Screen
from ui.widgets import BODY, Message, wrap

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# steps
_KIND = const(0)
_DECLARER = const(1)
_CONTRACT = const(2)
_DEFENCE = const(3)
_TRICKS = const(4)
_WTRICKS = const(5)
_R0 = const(6)
_R1 = const(7)
_MORE = const(8)
_SUIT = const(9)
_ROLE = const(10)
_PLAN = const(11)
_PROMISE = const(12)
_CHALLENGER = const(13)
PKIND = const(14)
_OFFENDER = const(15)
_AGAINST = const(16)
_DONE = const(-1)

# kinds, in the order offered
_K_GAME = const(0)
_K_RASPASY = const(1)
_K_MISERE = const(2)
_K_WITHOUT3 = const(3)
_K_MISDEAL = const(4)
_K_PENALTY = const(5)

# the More... list: what each line does
_M_SUIT = const(0)
_M_ROLE = const(1)
_M_AFTER = const(2)
_M_PLAN = const(3)
_M_DONE = const(4)

ROLES = (None, D.TAKEOVER, D.HALF_DECLARER, D.HALF_WHISTER)
PENALTIES = (INFORMATION, WARNING, CUT)


def _journal(ui):
    return ui.ctx.journal


class DealWizard(Screen):
    """The questions of one deal (or incident) on one screen; see the module doc."""

    def __init__(self, first=_KIND):
        super().__init__()
        self.trail = [first]
        self.a = {}             # step -> answer (index or number)
        if first == PKIND:
            self.a[_KIND] = _K_PENALTY
        self.index = 0          # highlighted option, or the number shown
        self.top = 0            # first option row shown
        self.after = 0          # More: the passer whisted after a half-whist
        self.plan = 0           # More: an open-whist plan challenge
        self.opts = None

    # -- the session as it stands
    def enter(self):
        j = _journal(self.ui)
        self.s = j.table.engine
        self.names = j.table.players
        self.seats = self.s.seated()
        self._show()

    def _name(self, p):
        return self.names[p][:6]

    @property
    def step(self):
        return self.trail[-1]

    def _got(self, step, default=0):
        v = self.a.get(step)
        return default if v is None else v

    # -- what each step asks: (title, options) or (title, None, lo, hi, default)
    def ask(self, step):
        s, kind = self.s, self._got(_KIND)
        if step == _KIND:
            return T.KIND, [T.K_GAME, T.K_RASPASY, T.K_MISERE, T.K_WITHOUT3, T.P_MISDEAL, T.PENALTY]
        if step == _DECLARER:
            opts = [self.names[p] for p in self.seats]
            if kind != _K_GAME and s.players == 4:
                opts.append(T.MORE_DOTS)        # half-and-half on a misere or a concession
            return T.DECLARER, opts
        if step == _CONTRACT:
            return T.CONTRACT, [T.MISERE_SHORT if c == D.MISERE else "%d" % c for c in self.contracts()]
        if step == _DEFENCE:
            return T.DEFENCE, [self._defence_label(d, w) for d, w in self.defences()]
        if step == _TRICKS:
            who = self._name(self.declarer())
            if kind == _K_MISERE:
                return T.TOOK % who, None, 0, 10, 0
            return T.TOOK % who, None, 0, 10, self.contract()
        if step == _WTRICKS:
            rest = 10 - self._got(_TRICKS)
            return T.TOOK % self._name(self.defence()[1]), None, 0, rest, rest // 2
        if step == _R0 or step == _R1:
            left = 10 - (self._got(_R0) if step == _R1 else 0)
            return T.TOOK % self._name(self.seats[step - _R0]), None, 0, left, min(3, left)
        if step == _MORE:
            return T.MORE, self._more_labels()
        if step == _SUIT:
            return T.SUIT, [T.NO_SUIT] + list(T.SUITS)
        if step == _ROLE:
            roles = ROLES if kind == _K_GAME else (ROLES[0], ROLES[2])  # micropython: no tuple[::2]
            return T.DEALER_DOES, [T.ROLE_NAMES[ROLES.index(r)] for r in roles]
        if step == _PLAN:
            return T.PLAN, None, 0, 9, 10 - self._got(_TRICKS, self.contract())
        if step == _PROMISE:
            plan = self._got(_PLAN)
            return T.PROMISE, None, plan + 1, 10, plan + 1
        if step == _CHALLENGER:
            return T.CHALLENGER, [self._name(p) for p in self.challengers()]
        if step == PKIND:
            return T.PENALTY, [T.P_INFORMATION, T.P_WARNING, T.P_CUT]
        if step == _OFFENDER:
            opts = list(self.names)
            if PENALTIES[self._got(PKIND)] == WARNING:
                opts = [T.WARNED % (self.names[p][:8], s.warnings[p]) for p in range(s.players)]
            return T.OFFENDER, opts
        # _AGAINST
        return T.AGAINST, [self.names[p] for p in self.others()]

    # -- the choices that depend on earlier answers
    def contracts(self):
        allowed = D.contracts_allowed(self.s.series)
        if self._got(_KIND) == _K_GAME:
            return [c for c in allowed if c != D.MISERE]
        return allowed

    def contract(self):
        if self._got(_KIND) == _K_MISERE:
            return D.MISERE
        cs = self.contracts()
        return cs[min(self._got(_CONTRACT), len(cs) - 1)]

    def declarer(self):
        return self.seats[min(self._got(_DECLARER), 2)]

    def defenders(self):
        """The two defenders, the one after the declarer (clockwise) first."""
        i = self.seats.index(self.declarer())
        return [self.seats[(i + 1) % 3], self.seats[(i + 2) % 3]]

    def defences(self):
        """(defence, whister) pairs, the likeliest first; (None, None) is More..."""
        c = self.contract()
        a, b = self.defenders()
        out = [(D.OPEN, a), (D.OPEN, b), (D.PASS, None), (D.BOTH, a), (D.CLOSED, a), (D.CLOSED, b)]  # type: list
        if c <= 7:
            out += [(D.HALF, a), (D.HALF, b)]
        if c == 10:
            out.append((D.CHECK, None))
        out.append((None, None))
        return out

    def defence(self):
        ds = self.defences()
        return ds[min(self._got(_DEFENCE), len(ds) - 2)]

    def _defence_label(self, d, w):
        if d is None:
            return T.MORE_DOTS
        label = T.DEFENCE_NAMES[d]
        return label % self.names[w][:6] if "%" in label else label

    def role(self):
        if self._got(_KIND) == _K_GAME:
            return ROLES[self._got(_ROLE)]
        return ROLES[2 * min(self._got(_ROLE), 1)]

    def _more_labels(self):
        kind = self._got(_KIND)
        role = T.ROLE_SHORT[ROLES.index(self.role())]
        if kind != _K_GAME:
            return [T.M_ROLE % role, T.M_DONE]
        labels = [T.M_SUIT % ((T.NO_SUIT,) + T.SUITS)[self._got(_SUIT)]]
        if self.s.players == 4:
            labels.append(T.M_ROLE % role)
        labels += [T.M_AFTER % (T.YES if self.after else T.NO),
                   T.M_PLAN % (T.YES if self.plan else T.NO), T.M_DONE]
        return labels

    def _more_action(self, index):
        if self._got(_KIND) != _K_GAME:
            return (_M_ROLE, _M_DONE)[index]
        actions = [_M_SUIT, _M_ROLE, _M_AFTER, _M_PLAN, _M_DONE] if self.s.players == 4 \
            else [_M_SUIT, _M_AFTER, _M_PLAN, _M_DONE]
        return actions[index]

    def challengers(self):
        """The passer, and at four the (acting) dealer: who may promise more."""
        d, w = self.defence()
        out = [p for p in self.defenders() if p != w]
        if self.s.players == 4:
            out.append(w if self.role() == D.TAKEOVER else self.s.dealer)
        return out

    def others(self):
        return [p for p in range(self.s.players) if p != self._got(_OFFENDER)]

    # -- where an answer leads
    def next_step(self, step, value):
        kind = self._got(_KIND)
        if step == _KIND:
            if value == _K_RASPASY:
                return _R0
            if value == _K_MISDEAL:
                return _DONE
            return PKIND if value == _K_PENALTY else _DECLARER
        if step == _DECLARER:
            if kind == _K_MISERE:
                return _TRICKS
            return _CONTRACT
        if step == _CONTRACT:
            return _DONE if kind == _K_WITHOUT3 else _DEFENCE
        if step == _DEFENCE:
            return _DONE if self.defences()[value][0] in (D.PASS, D.HALF) else _TRICKS
        if step == _TRICKS:
            if kind == _K_GAME and self.defence()[0] == D.BOTH:
                return _WTRICKS
            return _PLAN if kind == _K_GAME and self.plan else _DONE
        if step == _WTRICKS:
            return _PLAN if self.plan else _DONE
        if step == _R0:
            return _R1
        if step == _PLAN:
            return _PROMISE
        if step == _PROMISE:
            return _CHALLENGER
        if step == PKIND:
            return _OFFENDER
        if step == _OFFENDER:
            return _DONE if PENALTIES[self._got(PKIND)] == CUT else _AGAINST
        return _DONE

    # -- keys
    def key(self, key, kind):
        if key == keys.BACK:
            if kind == keys.LONG:
                self.ui.home()
            elif kind == keys.PRESS:
                self.back()
            return
        if kind == keys.LONG:
            return
        d = -1 if key == keys.LEFT else 1 if key == keys.RIGHT else 0
        if d:
            if self.opts is None:       # numbers go round too: 10 is LEFT from 0
                span = self.hi - self.lo + 1
                self.index = self.lo + (self.index - self.lo + d) % span
            else:
                self.index = (self.index + d) % len(self.opts)
        elif key == keys.OK and kind == keys.PRESS:
            self.answer(self.index)

    def back(self):
        if len(self.trail) > 1:
            self.trail.pop()
            self._show()
        else:
            self.ui.pop()

    def answer(self, value):
        step = self.step
        if step == _MORE:
            self._more(self._more_action(value))
            return
        if (step == _DECLARER and value == 3) or (step == _DEFENCE and self.defences()[value][0] is None):
            self.trail.append(_MORE)     # More...: not an answer, the rare options
            self._show()
            return
        if step == _KIND and self.a.get(_KIND, value) != value:
            self.a = {}                 # another kind: the old answers do not apply
            self.after = self.plan = 0
        self.a[step] = value
        if step == _SUIT or step == _ROLE:
            if step == _ROLE and self.role() == D.HALF_WHISTER:
                self.after = 1          # the passer whists after a half-whist: it is in the rule
            self.back()                 # back to the More... list
            return
        nxt = self.next_step(step, value)
        if nxt == _DONE:
            self.finish()
        else:
            self.trail.append(nxt)
            self._show()

    def _more(self, action):
        if action == _M_DONE:
            self.back()
        elif action == _M_AFTER:
            self.after ^= 1
            self._show(keep=True)
        elif action == _M_PLAN:
            self.plan ^= 1
            self._show(keep=True)
        else:
            self.trail.append(_SUIT if action == _M_SUIT else _ROLE)
            self._show()

    def _show(self, keep=False):
        """Set up the current step: its options and the answer to offer."""
        q = self.ask(self.step)
        self.title = q[0]
        self.opts = q[1]
        if self.opts is None:
            self.lo, self.hi = q[2], q[3]
            self.index = min(max(self.a.get(self.step, q[4]), self.lo), self.hi)
        elif not keep:
            last = len(self.opts) - (2 if self.step == _DEFENCE else 1)   # not More... by itself
            self.index = min(self.a.get(self.step, 0), last)
            if self.step == _MORE:
                self.index = 0
            self.top = 0
        self.ui.dirty = True

    def go_to(self, step):
        """Back to ``step`` if it is on the way taken (after an error)."""
        if step in self.trail:
            while self.step != step:
                self.trail.pop()
        self._show()

    # -- the deal, from the answers on the way taken
    def event(self):
        kind = self._got(_KIND)
        if kind == _K_MISDEAL:
            return PREF_PENALTY, Incident(MISDEAL)
        if kind == _K_PENALTY:
            pk = PENALTIES[self._got(PKIND)]
            offender = self._got(_OFFENDER)
            if pk == CUT:
                return PREF_PENALTY, Incident(CUT, offender=offender)
            others = self.others()
            return PREF_PENALTY, Incident(pk, offender=offender,
                                          declarer=others[min(self._got(_AGAINST), len(others) - 1)])
        if kind == _K_RASPASY:
            r0, r1 = self._got(_R0), self._got(_R1)
            tricks = [None] * self.s.players
            for i, t in enumerate((r0, r1, 10 - r0 - r1)):
                tricks[self.seats[i]] = t
            return PREF_DEAL, D.Deal.raspasy(tricks)
        declarer, role = self.declarer(), self.role()
        if kind == _K_MISERE:
            return PREF_DEAL, D.Deal.misere(declarer, self._got(_TRICKS), dealer_role=role)
        if kind == _K_WITHOUT3:
            return PREF_DEAL, D.Deal.without_three(declarer, self.contract(), dealer_role=role)
        d, w = self.defence()
        played = d not in (D.PASS, D.HALF)
        suit = self._got(_SUIT)
        plan = self.plan and played and d != D.BOTH
        return PREF_DEAL, D.Deal.game(
            declarer, self.contract(), tricks=self._got(_TRICKS) if played else None, defence=d,
            whister=w, suit=D.SUITS[suit - 1] if suit else None,
            whister_tricks=self._got(_WTRICKS) if d == D.BOTH else None, after_half=self.after,
            dealer_role=role, plan=self._got(_PLAN) if plan else None,
            promise=self._got(_PROMISE) if plan else None,
            challenger=self._challenger() if plan else None)

    def _challenger(self):
        cs = self.challengers()
        return cs[min(self._got(_CHALLENGER), len(cs) - 1)]

    def finish(self):
        rtype, event = self.event()
        try:
            b = self.s.score(event)
        except ValueError as exc:
            reason = str(exc)
            self.go_to(_step_for(reason, self))
            self.ui.push(Message(T.CANNOT, wrap(reason)))
            return
        self.ui.push(Breakdown(rtype, event, b, self.names))

    # -- drawing
    def draw(self, c):
        c.title(self.title)
        if self.opts is None:
            c.center(3, "%d" % self.index)
            c.text("<", 5, 3)
            c.text(">", 10, 3)
            if self.step == _TRICKS or self.step == _WTRICKS or self.step == _R0 or self.step == _R1:
                c.center(5, T.TRICKS_WORD)
            c.line(7, T.HINT_NUMBER)
            return
        n = len(self.opts)
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + BODY:
            self.top = self.index - BODY + 1
        for i in range(self.top, min(n, self.top + BODY)):
            c.line(1 + i - self.top, self.opts[i][:15], i == self.index)
        if self.top > 0:
            c.mark(15, 1, True)
        if self.top + BODY < n:
            c.mark(15, BODY, False)


# a refusal's reason -> the question to go back to
# (_MORE: the list that holds More..., the defence on a game, else the declarer)
_REASONS = (("challenger", _CHALLENGER), ("promise", _PROMISE), ("cut", _OFFENDER),
            ("offender", _OFFENDER), ("plan", _MORE), ("half", _MORE), ("take-over", _MORE),
            ("dealer", _MORE), ("after", _MORE), ("whister tricks", _WTRICKS),
            ("exit minimum", _CONTRACT), ("tricks", _TRICKS), ("whister", _DEFENCE),
            ("declarer", _AGAINST))


def _step_for(reason, wizard):
    for word, step in _REASONS:
        if step == _MORE:
            step = _DEFENCE if _DEFENCE in wizard.trail else _DECLARER
        if word in reason and step in wizard.trail:
            return step
    return wizard.step


class Breakdown(Screen):
    """What the deal gives each player, and the notes, before anything is saved.

    OK saves; BACK goes back to the last question; the arrows scroll.
    """

    def __init__(self, rtype, event, b, names):
        super().__init__()
        self.rtype = rtype
        self.event = event
        self.lines = []
        for p in range(len(names)):
            pts = T.PTS_PULYA % b.pulya[p] if b.pulya[p] else T.PTS_GORA % b.gora[p] if b.gora[p] else ""
            self.lines.append("%-6s%-4s%+6d" % (names[p][:6], pts, b.results[p]))
        for note in b.notes:
            self.lines.extend(wrap(note, 15))     # column 16 holds the scroll mark
        self.first = 0

    def key(self, key, kind):
        if key == keys.BACK and kind == keys.PRESS:
            self.ui.pop()
        elif key == keys.BACK:
            super().key(key, kind)
        elif kind == keys.LONG:
            return
        elif key == keys.OK:
            save(self.ui, self.rtype, self.event)
        else:
            top = max(0, len(self.lines) - (BODY - 1))
            self.first = min(max(self.first + (1 if key == keys.RIGHT else -1), 0), top)

    def draw(self, c):
        c.title(T.SAVE_Q)
        for i in range(BODY - 1):
            if self.first + i < len(self.lines):
                c.text(self.lines[self.first + i], 0, 1 + i)
        if self.first > 0:
            c.mark(15, 1, True)
        if self.first + BODY - 1 < len(self.lines):
            c.mark(15, BODY - 1, False)
        c.line(7, T.HINT_SAVE)


def save(ui, rtype, event):
    """Write the entry; back to the scoreboard, or the results if the pulya is over."""
    from ui.pref import saved, after_save
    j = _journal(ui)
    if saved(ui, j.commit(rtype, event.to_values())):
        ui.pop()        # the breakdown
        ui.pop()        # the questions
        after_save(ui)
