"""Deal entry: the questions of a deal, one after another, then the save.

The questions, in the order the answers take them (``after``):

    who plays?   a seat, or Misdeal, Penalty, Raspasy (◀ from the first: Raspasy)
    contract     the contracts the series allows, Misere (at four: More...)
    whist?       open, pass, both, closed, half, check, Without three, More...
    tricks       the declarer's; both whisting, then the whister's
    plan         with More... > Plan: the plan, the promise, who challenges

A raspasy (``ui.pref_raspasy``), a misdeal or a penalty (``ui.pref_penalty``)
is entered on its own screen, opened in place of this one, and More...'s
rare options (suit, the dealer's part at four, after a half-whist, the plan)
are ``ui.pref_more``'s, loaded when opened: a pulya's every deal does not
carry them.

Each question with options is a function of that name (``who``,
``contract``, ``defence``, ``challenger``), a number's are
``ask_number``'s; what the answers so far make of the deal is
worked out in one place (``work_out``).  Answers are kept per step, so
BACK goes back one question and the earlier answer is offered again; only
the steps on the way taken (``trail``) make the deal.

Saving takes an answer the arrows chose (issue 13: a run of one key saves
nothing).  The last question is the save: a number that ends the deal
opens on "?", ▶ gives the likeliest (made exactly), ◀ the next (one
short), the breakdown below follows the number and OK saves it; a deal
that ends on a choice (both pass, a half-whist, without three) ends on its
breakdown, where ▶ lights "save" and OK saves; a held OK (or there, OK
unlit) turns a long breakdown a line on.

A deal the engine refuses (DealError) is explained on a message and the
wizard returns to the question concerned (by the refusal's code:
``ui.pref_refused``, loaded on a refusal).  The breakdown's lines and the
save are ``ui.pref``'s, shared with the other entry screens.
"""
from micropython import const

from rules import pref_sheet as D
from rules.pref_rules import contracts_allowed
from rules.ledger import PREF_DEAL
from ui import drop, keys, load
from ui import text as T
from ui.widgets import Menu, wrap

# the rules' parameters read here (the layout: rules.pref_rules)
_CLOSED_WHIST = const(10)
_HALF_WHIST = const(13)
_TEN = const(14)
_TEN_WHIST = const(1)
_WITHOUT_THREE = const(15)
_DEALER_ROLES = const(16)

# steps, in the order of text.ASK's titles
_WHO = const(0)
_CONTRACT = const(1)
_DEFENCE = const(2)
_TRICKS = const(3)
_WTRICKS = const(4)
# 5: the raspasy's tricks (ui.pref_raspasy)
_MORE = const(6)
_SUIT = const(7)
_ROLE = const(8)
_PLAN = const(9)
_PROMISE = const(10)
_CHALLENGER = const(11)
_SAVE = const(15)       # the breakdown of a deal that ends on a choice
_DONE = const(-1)
# the More... list's yes/no lines, kept with the answers
_AFTER = const(16)      # the passer whisted after a half-whist
_PLANNED = const(17)    # an open-whist plan challenge

# who plays: a seat (0, 1, 2), then these (text.KINDS' lines 4, 5, 1), each
# entered on its own screen
_MISDEAL = const(3)
_PENALTY = const(4)
_RASPASY = const(5)
_ELSEWHERE = const(-2)
# what the answers make of it
_K_GAME = const(0)
_K_MISERE = const(1)
_K_WITHOUT3 = const(2)

ROLES = (None,) + D.DEALER_ROLES       # as text.ROLE_NAMES


def replace(ui, who):
    """A raspasy, a misdeal or a penalty (``who``: the line of "Who plays?"):
    its own screen in place of the deal entry (as each of them replaces
    itself with the deal entry on BACK), over the scoreboard the entry
    covered (``UI.cover``): made once this code has returned, and this
    module let go as the entry closes (``UI.pop``)."""
    ui.pop()
    if who == _RASPASY:
        ui.cover(("ui.pref_raspasy.Raspasy", ui.ctx.journal.table.engine))
    else:
        ui.cover(("ui.pref_penalty.Incident", who == _MISDEAL, who))


class DealWizard(Menu):
    """The questions of one deal on one screen; see the module doc.
    A question with options is the menu's list; one with a number draws its own."""

    def __init__(self, who=0, a=None, trail=None):
        super().__init__("", [], self.answer)
        # the steps taken; step -> answer (index or number): back from a
        # raspasy Raspasy offered, a deal not saved its answers (``save``)
        self.trail = trail or [_WHO]
        self.a = a or {_WHO: who}
        self.index = who
        # what the arrows chose on the last question: its number, or on a
        # breakdown 1 for "save" lit; None: "?", nothing chosen yet
        self.value = None
        self.entry = None       # the deal as answered, once the last question has one
        self.lines = None       # its breakdown (or why the rules refuse it)

    # -- what the answers so far make of the deal --------------------------------
    def work_out(self):
        """The deal as answered so far, for the session as it stands: its kind,
        the declarer, the contract, the dealer's role, the defence and the
        whister, who may challenge a plan."""
        s = self.ui.ctx.journal.table.engine
        rules = s.rules         # what the pulya's system allows is all that is offered
        a = self.a
        seats = s.seated()
        line = a.get(_WHO, 0)
        cs = contracts_allowed(s.series, rules)
        c = self.contract = cs[min(a.get(_CONTRACT, 0), len(cs) - 1)]
        declarer = self.declarer = seats[min(line, 2)]
        i = seats.index(declarer)
        x = seats[(i + 1) % 3]        # the defenders, the one after the declarer (clockwise) first
        y = seats[(i + 2) % 3]
        d = w = None
        kind = _K_MISERE if c == D.MISERE else _K_GAME
        if kind == _K_GAME:
            # (defence, whister), the likeliest first; then Without three, and More...
            ds = [(D.OPEN, x), (D.OPEN, y), (D.PASS, None), (D.BOTH, x)]  # type: list
            if rules[_CLOSED_WHIST]:
                ds += [(D.CLOSED, x), (D.CLOSED, y)]
            if c in (6, 7) and rules[_HALF_WHIST]:
                ds += [(D.HALF, x), (D.HALF, y)]
            if c == 10 and rules[_TEN] != _TEN_WHIST:
                ds.append((D.CHECK, None))
            if rules[_WITHOUT_THREE]:
                ds.append((D.WITHOUT_THREE, None))
            ds.append((None, None))
            self.defences = ds
            d, w = ds[min(a.get(_DEFENCE, 0), len(ds) - 2)]
            if d == D.WITHOUT_THREE:
                kind = _K_WITHOUT3
                d = None
        self.kind = kind
        self.d = d
        self.w = w
        # an open-whist plan challenge asked for (More...), on a deal played one-on-one
        self.plan = kind == _K_GAME and a.get(_PLANNED) and d not in (D.PASS, D.HALF, D.BOTH)
        r = a.get(_ROLE, 0)
        self.role = ROLES[r] if kind == _K_GAME else ROLES[2 * min(r, 1)]
        # who may promise more: the passer, and at four the (acting) dealer
        challengers = self.challengers = [x, y]
        if w in challengers:
            challengers.remove(w)
        if s.players == 4:
            challengers.append(w if self.role == D.TAKEOVER else s.dealer)

    def after(self, step):
        """The question after ``step`` on the way the answers take; _SAVE
        (the breakdown) or _DONE (the number asked last saves) at the end."""
        kind = self.kind
        d = self.d
        if step == _WHO:
            return _CONTRACT if self.a.get(_WHO, 0) < _MISDEAL else _ELSEWHERE
        if step == _CONTRACT:
            return _TRICKS if kind == _K_MISERE else _DEFENCE
        if step == _DEFENCE:
            return _TRICKS if kind == _K_GAME and d not in (D.PASS, D.HALF) else _SAVE
        if step == _TRICKS and kind == _K_GAME and d == D.BOTH:
            return _WTRICKS
        if step in (_TRICKS, _WTRICKS):
            return _PLAN if self.plan else _DONE
        if step == _PLAN or step == _PROMISE:
            return step + 1
        return _SAVE        # the challenger

    # -- the questions: a number's here, the others' options after the class --
    def ask_number(self, step):
        """A number question: (lowest, highest, offered, the arrows' first
        from "?"), and whose tricks it asks."""
        a = self.a
        if step == _TRICKS:
            n = 0 if self.kind == _K_MISERE else self.contract
            return 0, 10, n, (1 if n == 0 else n - 1, n), self.declarer      # ◀ one short, ▶ made
        if step == _WTRICKS:
            hi = 10 - a.get(_TRICKS, 0)
            return 0, hi, hi // 2, (max(hi // 2 - 1, 0), hi // 2), self.w
        if step == _PLAN:
            return 0, 9, 10 - a.get(_TRICKS, self.contract), None, None  # type: ignore[operator]
        lo = a.get(_PLAN, 0) + 1
        return lo, 10, lo, None, None       # the promise

    def options(self, step):
        """A question's options: the function of its name after the class;
        More... and what it opens, ``ui.pref_more``'s."""
        if _MORE <= step <= _ROLE:
            return load("ui.pref_more").options(self, step)
        if step == _CHALLENGER:
            return challenger(self)
        return (who, contract, defence)[step](self)

    # -- the screen --------------------------------------------------------------
    def show(self, keep=False):
        """Set up the current question: its options, or the numbers it takes,
        and the answer to offer (the earlier one, else the likeliest)."""
        self.work_out()
        step = self.trail[-1]
        self.title = T.SAVE_Q if step == _SAVE else T.one("ASK", step)
        self.value = None
        self.entry = self.lines = None
        if step == _SAVE:
            self.preview()
            self.items = None
        elif step in (_TRICKS, _WTRICKS, _PLAN, _PROMISE):
            self.lo, self.hi, n, _, whose = self.ask_number(step)
            if whose is not None:
                self.title = self.title % self.ui.ctx.journal.table.players[whose]     # "Tricks: Vera"
            self.items = None
            self.index = min(max(self.a.get(step, n), self.lo), self.hi)
        else:
            opts = self.options(step)
            self.items = opts
            if not keep:
                last = len(opts) - (2 if step == _DEFENCE else 1)   # not More... by itself
                self.index = 0 if step == _MORE else min(self.a.get(step, 0), last)
                self.first = 0
        self.ui.dirty = True

    def enter(self):
        """On top again (a message closed): the question as it stands."""
        if self.entry is None and self.lines is None:
            self.show(True)

    def key(self, key, kind):
        step = self.trail[-1]
        if key == keys.BACK:
            if kind == keys.LONG:
                self.ui.home()
            elif kind != keys.PRESS:
                return
            elif len(self.trail) > 1:       # back one question, or out
                self.trail.pop()
                self.show()
            else:
                self.ui.pop()
        elif kind == keys.LONG:
            if key == keys.OK and self.lines and (step == _SAVE or self.after(step) == _DONE):
                self.first = load("ui.pref").scrolled(self.first, self.lines)   # a held OK: a line on
        elif step == _SAVE:
            if key == keys.OK:
                if self.value or self.entry is None:
                    self.save()     # (a refused deal: why, and back to the question concerned)
                else:
                    self.first = load("ui.pref").scrolled(self.first, self.lines)
            else:
                self.value = 1 if key == keys.RIGHT and self.entry is not None else None
        elif self.items is not None:
            super().key(key, kind)
        elif self.after(step) == _DONE:
            # the number that ends the deal: from "?" the arrows offer made and
            # one short, then step; OK saves the number chosen
            if key == keys.OK:
                if self.value is not None:
                    self.save()
                return
            way = 1 if key == keys.RIGHT else -1
            if self.value is None:
                self.value = self.ask_number(step)[3][1 if way > 0 else 0]
            else:
                self.value = self.lo + (self.value - self.lo + way) % (self.hi - self.lo + 1)
            self.a[step] = self.value
            self.preview()
        elif key != keys.OK:        # numbers go round too: 10 is LEFT from 0
            self.index = self.lo + (self.index - self.lo + (1 if key == keys.RIGHT else -1)) % (
                self.hi - self.lo + 1)
        else:
            self.answer(self.index)

    def answer(self, value):
        """OK on an option or a number: the next question."""
        a = self.a
        trail = self.trail
        step = trail[-1]
        if _MORE <= step <= _ROLE:     # More... and what it opens, back to More...
            load("ui.pref_more").pick(self, step, value)
            return
        if self.items is not None and self.items[value] == T.MORE_DOTS and step in (_CONTRACT, _DEFENCE):
            trail.append(_MORE)     # More...: not an answer, the rare options
            self.show()
            return
        if step == _WHO and a.get(_WHO, value) != value:
            self.a = a = {}         # another kind of entry: the old answers do not apply
        a[step] = value
        self.work_out()             # the deal with this answer
        nxt = self.after(step)
        if nxt == _ELSEWHERE:       # a raspasy, a misdeal, a penalty: its own screen
            self.ui.then = (replace, self.ui, value)
            return
        trail.append(nxt)
        self.show()

    # -- the deal and its breakdown ----------------------------------------------
    def deal(self):
        """The deal (``rules.pref_deal.Deal``) from the answers on the way taken."""
        a = self.a
        kind = self.kind
        if kind == _K_MISERE:
            return D.Deal.misere(self.declarer, a.get(_TRICKS, 0), dealer_role=self.role)
        if kind == _K_WITHOUT3:
            return D.Deal.without_three(self.declarer, self.contract, dealer_role=self.role)
        d = self.d
        played = d not in (D.PASS, D.HALF)
        suit = a.get(_SUIT, 0)
        plan = self.plan
        cs = self.challengers
        return D.Deal.game(
            self.declarer, self.contract, tricks=a.get(_TRICKS, 0) if played else None, defence=d,
            whister=self.w, suit=D.SUITS[suit - 1] if suit else None,
            whister_tricks=a.get(_WTRICKS, 0) if d == D.BOTH else None,
            after_half=a.get(_AFTER, 0), dealer_role=self.role,
            plan=a.get(_PLAN, 0) if plan else None, promise=a.get(_PROMISE, 0) if plan else None,
            challenger=cs[min(a.get(_CHALLENGER, 0), len(cs) - 1)] if plan else None)

    def preview(self):
        """The deal as answered, scored for its breakdown (``lines``): a line per
        player "name(8) points(4) result(7)", then the notes; a deal the rules
        refuse has no ``entry`` and its lines say why."""
        self.first = 0
        self.ui.dirty = True
        t = self.ui.ctx.journal.table
        pref = load("ui.pref")
        try:
            entry = self.deal()
            self.lines = pref.breakdown(t, t.engine.score(entry))
        except ValueError as exc:
            self.entry = None
            self.refusal = exc
            self.lines = wrap(T.CANNOT + ": " + pref.why(exc), 20)
            return
        drop("lang.ru_pulya lang.en_pulya")     # the rare questions' texts: not kept through the save
        self.entry = entry

    def save(self):
        """OK on the chosen answer: write the entry; back to the scoreboard, or
        the results if the pulya is over.  A refused deal: why, and back to the
        question concerned."""
        ui = self.ui
        if self.entry is None:
            exc = self.refusal
            trail = self.trail
            step = load("ui.pref_refused").refused_at(exc, trail, (
                _CONTRACT, _TRICKS, _WTRICKS, _DEFENCE, _DEFENCE if _DEFENCE in trail else _CONTRACT, _PLAN,
                _PROMISE, _CHALLENGER, None, None, _WHO))
            while trail[-1] != step:
                trail.pop()
            self.show()
            from ui.dialogs import Message
            ui.push(Message(T.CANNOT, wrap(load("ui.pref").why(exc))))
            return
        load("ui.pref").save(ui, PREF_DEAL, self.entry, ("ui.pref_entry.DealWizard", 0, self.a, self.trail))

    def draw(self, c):
        step = self.trail[-1]
        if step == _SAVE or self.after(step) == _DONE:
            # the breakdown under the question: what the deal gives each
            # player and the notes, before anything is saved
            if step == _SAVE:
                c.title(T.SAVE_Q)
            else:
                c.title(self.title, "◀" + ("?" if self.value is None else "%d" % self.value) + "▶")
            load("ui.pref").draw_breakdown(c, self.lines, self.first, 1)
            if step == _SAVE:
                c.line(7, T.one("SAVE_LINE", 1 if self.value else 0), self.value is not None)
            elif self.value is None:
                c.line(7, T.one("HINT_FIRST", 0) % self.ask_number(step)[3])
            else:
                c.line(7, T.one("HINT_NUMBER", 1))
        elif self.items is not None:
            super().draw(c)
        else:
            c.title(self.title)
            c.center(3, "%d" % self.index)
            c.text("◀", 7, 3)
            c.text("▶", 13, 3)
            if step < _MORE:
                c.center(5, T.TRICKS_WORD)
            c.line(7, T.one("HINT_NUMBER", 0))


# -- the questions with options: each gives the options of the deal entry ``w`` --
def who(w):
    """Who plays?: the players in the deal, then Misdeal, Penalty..., Raspasy."""
    names = w.ui.ctx.journal.table.players
    seats = w.ui.ctx.journal.table.engine.seated()
    return [names[p] for p in seats] + [T.one("KINDS", 4), T.one("KINDS", 5), T.one("KINDS", 1)]


def contract(w):
    """The contracts the raspasy series allows, Misere last (at four: More...)."""
    opts = []
    s = w.ui.ctx.journal.table.engine
    for c in contracts_allowed(s.series, s.rules):
        opts.append(T.one("KINDS", 2) if c == D.MISERE else "%d" % c)
    if s.players == 4 and s.rules[_DEALER_ROLES]:
        opts.append(T.MORE_DOTS)        # the dealer's part: half-and-half on a misere
    return opts


def defence(w):
    """Whist?: the defences with their whister (``w.defences``), the likeliest
    first, then Without three and More...."""
    names = w.ui.ctx.journal.table.players
    opts = []
    for d, whister in w.defences:
        if d is None:
            opts.append(T.MORE_DOTS)
        elif d == D.WITHOUT_THREE:
            opts.append(T.one("KINDS", 3))
        else:
            label = T.one("DEFENCE_NAMES", D.DEFENCES.index(d))
            opts.append(label % names[whister] if "%" in label else label)
    return opts


def challenger(w):
    """Who challenges the plan: the passer, at four the (acting) dealer too."""
    names = w.ui.ctx.journal.table.players
    return [names[p] for p in w.challengers]

