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
the question concerned (by the refusal's code: ``refused_at``).

Heap: the deal so far is worked out and the current question set up in
one method (``show``), not a method per question or per derived value: on
the board each function costs its own heap.
"""
from micropython import const

from rules import pref_sheet as D
from rules.pref_rules import contracts_allowed
from rules.ledger import PREF_DEAL, PREF_PENALTY
from rules import pref_session as S
from ui import drop, keys, load
from ui import text as T
from ui.widgets import BODY, Menu, wrap

# steps: the questions follow in this order unless the deal so far says otherwise
# (text.ASK has their titles in this order)
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
# the More... list's yes/no lines, kept with the answers (another kind clears them)
_AFTER = const(17)      # the passer whisted after a half-whist
_PLANNED = const(18)    # an open-whist plan challenge

# kinds, in the order offered
_K_GAME = const(0)
_K_RASPASY = const(1)
_K_MISERE = const(2)
_K_WITHOUT3 = const(3)
_K_MISDEAL = const(4)
_K_PENALTY = const(5)

ROLES = (None,) + D.DEALER_ROLES       # as text.ROLE_NAMES
PENALTIES = (S.INFORMATION, S.WARNING, S.CUT)

def refused_at(exc, trail):
    """The step a refusal ``exc`` (a DealError) sends the players back to:
    one of ``trail``, the steps on the way taken (its last if none fits).

    By the refusal's code (a DealError's first value: the W codes of
    texts/device.txt): the first step below on the way taken whose codes
    list it.  OUT_OF_RANGE (0) goes by the field it names ("whister").
    _MORE is the list that holds More... (the defence on a game, else the
    declarer)."""
    steps = (_CONTRACT, _TRICKS, _R0, _WTRICKS, _DEFENCE, _MORE, _PLAN, _PROMISE, _CHALLENGER, _OFFENDER,
             _AGAINST, _DECLARER)
    codes = (" 12 |"                         # UNDER_EXIT
             " 7 8 9 22 |"                   # NOT_IN_DEAL TRICKS_NEEDED TRICKS_0_10 NOT_PLAYED
             " 7 9 17 51 |"                  # ... SUM_10 PRIKUP_0_2: a raspasy's tricks, from the first
             " 28 29 |"                      # WTRICKS_NEEDED WTRICKS_OVER
             " whister 23 25 26 27 45 46 50 |"   # ... WHISTER_DEALER; what the system has not: NO_CLOSED NO_CHECK NO_HALF
             " 3 14 15 16 21 31 32 33 34 35 48 49 |"   # the dealer's part, after half-whist, the plan asked for
             " 36 |"                         # PLAN_0_10
             " 37 |"                         # PROMISE_BEAT
             " challenger 38 |"              # CHALLENGER
             " offender 42 43 |"             # OFFENDER_DECLARER DEALER_CUTS
             " declarer |"                   # a penalty's declarer
             " declarer 10 ").split("|")     # DEALER_SITS_OUT
    code = exc.args[0] if exc.args and type(exc.args[0]) is int else -1
    key = " %s " % (code if code or len(exc.args) < 2 else exc.args[1])
    for i in range(len(codes)):
        step = steps[i]
        if step == _MORE:
            step = _DEFENCE if _DEFENCE in trail else _DECLARER
        if key in codes[i] and step in trail:
            return step
    return trail[-1]


class DealWizard(Menu):
    """The questions of one deal (or incident) on one screen; see the module doc.
    A question with options is the menu's list; one with a number draws its own."""

    def __init__(self, first=_KIND):
        super().__init__("", [], self.answer)
        self.trail = [first]
        self.a = {_KIND: _K_PENALTY} if first == PKIND else {}     # step -> answer (index or number)
        self.lines = None       # the breakdown's lines while it shows

    def show(self, keep=False):
        """Work out what the answers so far make of the deal, for the session
        as it stands; then set up the current question: its options, or the
        numbers it takes, and the answer to offer (the earlier one, else the
        likeliest)."""
        if self.lines:
            return      # the breakdown shows (a message over it closed): it stays
        j = self.ui.ctx.journal
        s = j.table.engine
        rules = s.rules         # what the pulya's system allows is all that is offered
        names = j.table.players
        seats = s.seated()
        a = self.a
        kind = a.get(_KIND, 0)
        kinds = self.kinds = [_K_GAME, _K_RASPASY, _K_MISERE, _K_WITHOUT3, _K_MISDEAL, _K_PENALTY]
        if not rules.without_three:
            kinds.remove(_K_WITHOUT3)
        cs = contracts_allowed(s.series, s.rules)
        if kind == _K_GAME and D.MISERE in cs:
            cs.remove(D.MISERE)
        c = self.contract = D.MISERE if kind == _K_MISERE else cs[min(a.get(_CONTRACT, 0), len(cs) - 1)]
        declarer = self.declarer = seats[min(a.get(_DECLARER, 0), 2)]
        r = a.get(_ROLE, 0)
        role = self.role = ROLES[r] if kind == _K_GAME else ROLES[2 * min(r, 1)]
        i = seats.index(declarer)
        x = seats[(i + 1) % 3]        # the defenders, the one after the declarer (clockwise) first
        y = seats[(i + 2) % 3]
        d = w = None
        if kind == _K_GAME:
            # (defence, whister), the likeliest first; (None, None) is More...
            ds = [(D.OPEN, x), (D.OPEN, y), (D.PASS, None), (D.BOTH, x)]  # type: list
            if rules.closed_whist:
                ds += [(D.CLOSED, x), (D.CLOSED, y)]
            if c in (6, 7) and rules.half_whist:
                ds += [(D.HALF, x), (D.HALF, y)]
            if c == 10 and rules.ten != "whist":
                ds.append((D.CHECK, None))
            ds.append((None, None))
            self.defences = ds
            d, w = ds[min(a.get(_DEFENCE, 0), len(ds) - 2)]
        self.d = d
        self.w = w
        # who may promise more: the passer, and at four the (acting) dealer
        challengers = self.challengers = [x, y]
        if w in challengers:
            challengers.remove(w)
        if s.players == 4:
            challengers.append(w if role == D.TAKEOVER else s.dealer)
        others = self.others = list(range(s.players))     # a penalty: who it is against
        others.remove(a.get(_OFFENDER, 0))
        step = self.trail[-1]
        title = T.one("ASK", step)      # this step's question only
        opts = []  # type: list | None
        lo = 0
        hi = 10
        if step == _KIND:
            for k in kinds:
                opts.append(T.one("KINDS", k))
        elif step == _DECLARER:
            for p in seats:
                opts.append(names[p])
            if kind != _K_GAME and s.players == 4 and rules.dealer_roles:
                opts.append(T.MORE_DOTS)        # half-and-half on a misere or a concession
        elif step == _CONTRACT:
            misere = T.KINDS[_K_MISERE]
            for contract in cs:
                opts.append(misere if contract == D.MISERE else "%d" % contract)
        elif step == _DEFENCE:
            for defence, whister in self.defences:
                label = T.MORE_DOTS if defence is None else T.one("DEFENCE_NAMES", D.DEFENCES.index(defence))
                opts.append(label % names[whister] if "%" in label else label)
        elif step == _MORE:
            yes_no = (T.NO, T.YES)
            lines = T.MORE_LINES        # suit, dealer, after half-whist, plan, done
            dealer = lines[1] % T.ROLE_SHORT[ROLES.index(role)]
            if kind == _K_GAME:
                self.more = [_SUIT, _AFTER, _PLANNED, _DONE]
                opts = [lines[0] % ((T.NO_SUIT,) + T.SUITS)[a.get(_SUIT, 0)],
                        lines[2] % yes_no[a.get(_AFTER, 0)], lines[3] % yes_no[a.get(_PLANNED, 0)], lines[4]]
                if not rules.dealer_roles:      # no plan challenge
                    del self.more[2], opts[2]
                if not rules.half_whist:        # no whist after a half-whist
                    del self.more[1], opts[1]
                if s.players == 4 and rules.dealer_roles:
                    self.more.insert(1, _ROLE)
                    opts.insert(1, dealer)
            else:
                self.more = [_ROLE, _DONE]
                opts = [dealer, lines[4]]
        elif step == _SUIT:
            opts = [T.NO_SUIT] + list(T.SUITS)
        elif step == _ROLE:
            opts = list(T.ROLE_NAMES)
            if kind != _K_GAME:
                opts = [opts[0], opts[2]]       # no take-over, no half with the passer
        elif step == _CHALLENGER:
            for p in challengers:
                opts.append(names[p])
        elif step == PKIND:
            opts = list(T.PENALTIES)
        elif step == _OFFENDER:
            opts = list(names)
            if PENALTIES[a.get(PKIND, 0)] == S.WARNING:
                for p in range(s.players):
                    opts[p] = T.WARNED % (names[p], s.warnings[p])
        elif step == _AGAINST:
            for p in others:
                opts.append(names[p])
        else:                       # a number: tricks taken, the plan, the promise
            opts = None
            if step == _TRICKS:
                who = self.declarer
                n = 0 if kind == _K_MISERE else c
            elif step == _WTRICKS:
                who = w
                hi = 10 - a.get(_TRICKS, 0)
                n = hi // 2
            elif step == _R0 or step == _R1:
                who = seats[step - _R0]
                hi = 10 - (a.get(_R0, 0) if step == _R1 else 0)
                n = min(3, hi)
            elif step == _PLAN:
                hi = 9
                n = 10 - a.get(_TRICKS, c)  # type: ignore[operator]  # a game: a number
            else:
                lo = n = a.get(_PLAN, 0) + 1
            if step < _MORE:
                title = title % names[who]      # "Tricks: Vera"
        self.title = title
        self.items = opts
        if opts is None:
            self.lo = lo
            self.hi = hi
            self.index = min(max(a.get(step, n), lo), hi)
        elif not keep:
            last = len(opts) - (2 if step == _DEFENCE else 1)   # not More... by itself
            self.index = 0 if step == _MORE else kinds.index(kind) if step == _KIND else min(a.get(step, 0), last)
            self.first = 0
        self.ui.dirty = True

    enter = show        # on top again: the question as it stands

    def key(self, key, kind):
        lines = self.lines
        if key == keys.BACK:
            if kind == keys.LONG:
                self.ui.home()
            elif kind == keys.PRESS:       # back one question, or out
                if lines:                   # the breakdown: its last question again
                    self.lines = None
                    self.show()
                elif len(self.trail) > 1:
                    self.trail.pop()
                    self.show()
                else:
                    self.ui.pop()
        elif lines:                         # the breakdown: OK saves, the arrows scroll
            if kind != keys.LONG:
                if key == keys.OK:
                    self.save()
                else:
                    self.first = min(max(self.first + (1 if key == keys.RIGHT else -1), 0),
                                     max(0, len(lines) - (BODY - 1)))
        elif self.items is not None:
            super().key(key, kind)
        elif kind != keys.LONG:
            if key != keys.OK:      # numbers go round too: 10 is LEFT from 0
                self.index = self.lo + (self.index - self.lo + (1 if key == keys.RIGHT else -1)) % (
                    self.hi - self.lo + 1)
            elif kind == keys.PRESS:
                self.answer(self.index)

    def answer(self, value):
        """OK on an option or a number: the next question, or the deal once it is whole."""
        a = self.a
        trail = self.trail
        step = trail[-1]
        if step == _MORE:
            step = self.more[value]
            if step == _DONE:
                self.key(keys.BACK, keys.PRESS)     # as BACK: the question before
            elif step == _AFTER or step == _PLANNED:
                a[step] = a.get(step, 0) ^ 1
                self.show(True)
            else:
                trail.append(step)
                self.show()
            return
        if (step == _DECLARER and value == 3) or (step == _DEFENCE and self.defences[value][0] is None):
            trail.append(_MORE)     # More...: not an answer, the rare options
            self.show()
            return
        if step == _KIND:
            value = self.kinds[value]       # the kinds the system offers, in their order
            if a.get(_KIND, value) != value:
                self.a = a = {}     # another kind: the old answers do not apply
        a[step] = value
        self.show()                 # the deal with this answer
        if step == _SUIT or step == _ROLE:
            if step == _ROLE and self.role == D.HALF_WHISTER:
                a[_AFTER] = 1       # the passer whists after a half-whist: it is in the rule
            self.key(keys.BACK, keys.PRESS)     # as BACK: the More... list again
            return
        kind = a.get(_KIND, 0)
        d = self.d
        nxt = step + 1
        if step == _KIND:
            nxt = (_DECLARER, _R0, _DECLARER, _DECLARER, _DONE, PKIND)[kind]
        elif step == _DECLARER and kind == _K_MISERE:
            nxt = _TRICKS
        elif step == _TRICKS or step == _WTRICKS:
            nxt = _DONE
            if kind == _K_GAME:
                if step == _TRICKS and d == D.BOTH:
                    nxt = _WTRICKS
                elif a.get(_PLANNED):
                    nxt = _PLAN
        elif (step == _CONTRACT and kind == _K_WITHOUT3) or (step == _DEFENCE and d in (D.PASS, D.HALF)) \
                or (step == _OFFENDER and PENALTIES[a[PKIND]] == S.CUT) or step in (_R1, _CHALLENGER, _AGAINST):
            nxt = _DONE
        if nxt != _DONE:
            trail.append(nxt)
            self.show()
            return
        # the deal is whole: the entry from the answers on the way taken, scored for the breakdown
        # (the session and the names read again, not kept: fewer attributes, a smaller dict)
        t = self.ui.ctx.journal.table
        s = t.engine
        rtype = PREF_PENALTY
        if kind == _K_MISDEAL:
            event = S.Incident(S.MISDEAL)
        elif kind == _K_PENALTY:
            pk = PENALTIES[a.get(PKIND, 0)]
            others = self.others
            event = S.Incident(pk, offender=a.get(_OFFENDER, 0),
                               declarer=None if pk == S.CUT else others[min(a.get(_AGAINST, 0), len(others) - 1)])
        else:
            rtype = PREF_DEAL
            if kind == _K_RASPASY:
                r0 = a.get(_R0, 0)
                r1 = a.get(_R1, 0)
                tricks = [None] * s.players  # type: list
                seats = s.seated()
                tricks[seats[0]] = r0
                tricks[seats[1]] = r1
                tricks[seats[2]] = 10 - r0 - r1
                event = D.Deal.raspasy(tricks)
            elif kind == _K_MISERE:
                event = D.Deal.misere(self.declarer, a.get(_TRICKS, 0), dealer_role=self.role)
            elif kind == _K_WITHOUT3:
                event = D.Deal.without_three(self.declarer, self.contract, dealer_role=self.role)
            else:
                d = self.d
                played = d not in (D.PASS, D.HALF)
                suit = a.get(_SUIT, 0)
                plan = a.get(_PLANNED) and played and d != D.BOTH
                cs = self.challengers
                event = D.Deal.game(
                    self.declarer, self.contract, tricks=a.get(_TRICKS, 0) if played else None, defence=d,
                    whister=self.w, suit=D.SUITS[suit - 1] if suit else None,
                    whister_tricks=a.get(_WTRICKS, 0) if d == D.BOTH else None,
                    after_half=a.get(_AFTER, 0), dealer_role=self.role,
                    plan=a.get(_PLAN, 0) if plan else None, promise=a.get(_PROMISE, 0) if plan else None,
                    challenger=cs[min(a.get(_CHALLENGER, 0), len(cs) - 1)] if plan else None)
        try:
            b = s.score(event)
        except ValueError as exc:
            # refused: back to the question concerned if it is on the way
            # taken, and say why (its code's text, in the device's language)
            trail = self.trail
            step = refused_at(exc, trail)
            while trail[-1] != step:
                trail.pop()
            self.show()
            code = exc.args[0] if exc.args and type(exc.args[0]) is int else -1
            from ui.dialogs import Message
            self.ui.push(Message(T.CANNOT, wrap(T.why("W%d" % code, exc.args[1:]))))
            return
        names = t.players
        lines = []
        for p in range(len(names)):     # name(8) points(4) result(7): 20 columns
            pts = T.PTS_PULYA % b.pulya[p] if b.pulya[p] else T.PTS_GORA % b.gora[p] if b.gora[p] else ""
            # padded by hand: MicroPython pads "%-8s" to a width in bytes, a Russian letter is two
            lines.append("%s%s %s%s%+7d" % (names[p], " " * (8 - len(names[p])), pts, " " * (4 - len(pts)),
                                              b.results[p]))
        for note in b.notes:
            lines.extend(wrap(T.why("N%d" % note[0], note[1:], (0, 1, 4)), 20))     # column 21 holds the scroll mark
        drop("lang.ru_pulya lang.en_pulya lang.ru_classic lang.en_classic")     # an incident's notes, the rare questions: not kept through the save
        self.entry = (rtype, event)
        self.lines = lines          # the breakdown, on this screen: BACK is its last question again
        self.first = 0

    def save(self):
        """The breakdown's OK: write the entry; back to the scoreboard, or the
        results if the pulya is over."""
        from ui.pref import saved, time_up
        ui = self.ui
        j = ui.ctx.journal
        rtype, event = self.entry
        # the questions' lists give their room to the commit (the peak of a
        # deal): a BACK from the breakdown works them out again (show)
        self.items = self.defences = self.challengers = self.others = self.title = None  # type: ignore[assignment]
        if saved(ui, j.commit(rtype, event.to_values())):
            ui.pop()
            s = j.table.engine
            if s is not None and s.is_over() or time_up(ui):     # the points reached, or the time is up
                load("ui.pref_menu").close_pulya(ui, True)

    def draw(self, c):
        lines = self.lines
        if lines:
            # the breakdown: what the deal gives each player, and the notes,
            # before anything is saved; marks where it scrolls
            c.title(T.SAVE_Q)
            first = self.first
            for i in range(BODY - 1):
                if first + i < len(lines):
                    c.text(lines[first + i], 0, 1 + i)
            if first > 0:
                c.mark(20, 1, True)
            if first + BODY - 1 < len(lines):
                c.mark(20, BODY - 1, False)
            c.line(7, T.HINT_SAVE)
        elif self.items is not None:
            super().draw(c)
        else:
            c.title(self.title)
            c.center(3, "%d" % self.index)
            c.text("◀", 7, 3)
            c.text("▶", 13, 3)
            if self.trail[-1] < _MORE:
                c.center(5, T.TRICKS_WORD)
            c.line(7, T.HINT_NUMBER)
