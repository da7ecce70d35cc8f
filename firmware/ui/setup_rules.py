"""The rules of a new pulya's system as the table changes them: the list a
held OK on the start question opens (``ui.setup.StartQ``), and the file
that remembers them.

A line of the list is a **[setting]** of the classic systems' digest
(docs/rules-other-systems.md): its name and its value in this pulya.  ◀▶
walk the lines; OK opens the line's values, one at a time, the system's
own first and the one in force offered: OK takes one, BACK keeps it.  BACK
on the list goes back to the start question, which marks a system whose
rules differ from its preset («Сочинка*»).  The pulya starts with them
(``start``: the ledger's rules, ``rules.pref_systems.to_values``) and they
are the system's rules for its next pulya: FILE keeps them, a line a
system as the ledger writes them (``["sochi", "gentleman", 1, ...]``, the
parameters in the table's order).  A line or a value that is not a change
the system allows now is ignored: the preset's value stands.

Loaded to read the file (``read``, for ``ui.setup.NewPulya``), when the list
is opened and for the start of a classic pulya, and let go again each time
by itself, with ``rules.pref_systems`` but at a classic pulya's start (its
engine uses it): a System «M» pulya never keeps them.  Not in ``ui.SETUP``:
one name more there is a block more of that string through every game.
System «M»'s own conventions are not offered (the digest's settings are
the classic systems').
"""
import json
import os

from rules.pref_sheet import DealError
from rules.pref_systems import CHOICES, SYSTEMS, preset, to_values, value
from ui import drop, keys
from ui import text as T
from ui.choice import Choice
from ui.widgets import COLS, Menu

FILE = "table_rules.txt"
_CODE = "ui.setup_rules rules.pref_systems"     # what a System «M» pulya never keeps (drop)
# what a table changes on the device: every [setting] of the digest, in the table's order; the
# texts of the one at i are code "R%d" % i (texts/device.txt: its name, then its values' words)
SETTINGS = ("consolation misere_consolation dealer_consoles liability gentleman gentleman_tricks pair_67"
            " pair_810 ten zero_bonus exit_ladder series_ends pass_ends_series dealer_prikup divisor"
            " gora_first help help_after rounding rounding_seat").split()


def _changed(system, name, v):
    """``v`` as parameter ``name`` of ``system`` (1-3) has it, if a table
    may set it here and it is not the preset's; else None.

    >>> _changed(1, "gentleman", 1), _changed(1, "gentleman", 0), _changed(1, "gentleman", 7)
    (1, None, None)
    >>> _changed(2, "exit_ladder", [7, 8]), _changed(2, "closed_whist", 1), _changed(3, ["ten"], 1)
    ((7, 8), None, None)
    """
    if type(name) is not str or name not in SETTINGS:
        return None
    try:
        v = value(preset(SYSTEMS[system], {name: v}), name)
    except (DealError, TypeError):
        return None
    return None if v == value(preset(SYSTEMS[system]), name) else v


def stored():
    """``{system (1-3): {parameter: value}}``: the changes FILE remembers
    that the systems allow now (a damaged or missing file: none)."""
    out = {}
    try:
        with open(FILE) as f:
            for line in f:
                try:
                    values = json.loads(line)
                except ValueError:
                    continue
                if type(values) is not list or not values or values[0] not in SYSTEMS[1:]:
                    continue
                system = SYSTEMS.index(values[0])
                changes = {}
                for i in range(1, len(values) - 1, 2):
                    v = _changed(system, values[i], values[i + 1])
                    if v is not None:
                        changes[values[i]] = v
                if changes:
                    out[system] = changes
    except (OSError, ValueError):      # unreadable, or not UTF-8
        pass
    return out


def remember(system, changes):
    """Keep ``changes`` as ``system``'s rules for its next pulya (the other
    systems' as they were); written to a new file renamed over the old one,
    as the settings are, and only when they differ from what it keeps."""
    kept = stored()
    if kept.get(system, {}) == changes:
        return
    kept[system] = changes
    tmp = FILE + ".new"
    with open(tmp, "w") as f:
        for s in sorted(kept):
            if kept[s]:
                f.write(json.dumps(to_values(preset(SYSTEMS[s], kept[s]))) + "\n")
    try:
        os.remove(FILE)
    except OSError:
        pass
    os.rename(tmp, FILE)


def read():
    """``stored()``, the code let go again (``ui.setup.NewPulya``: the list
    and the start load it when they need it)."""
    out = stored()
    drop(_CODE)
    return out


def start(setup):
    """The ledger's rules of the pulya ``setup`` starts (a classic system,
    with the table's changes), those changes remembered for the next."""
    changes = setup.rules.get(setup.system, {})
    try:
        remember(setup.system, changes)
    except OSError:     # a full flash: the pulya starts all the same, not remembered
        pass
    drop("ui.setup_rules")      # (the start menu, on top already, dropped the setup before this ran)
    return to_values(preset(SYSTEMS[setup.system], changes))


def show(start_q):
    """Open the rules of the system the start question ``start_q`` shows."""
    start_q.ui.push(RulesList(start_q))


class _Values(Choice):
    """A line's values; a held BACK goes home past the list: the code let go."""

    def key(self, key, kind):
        if key == keys.BACK and kind == keys.LONG:
            drop(_CODE)
        Choice.key(self, key, kind)


class RulesList(Menu):
    """The [settings] of the system on the start question, a line each."""

    def __init__(self, start_q):
        setup = start_q.setup
        self.start_q = start_q
        self.setup = setup
        self.system = setup.system
        self.base = preset(SYSTEMS[setup.system])
        Menu.__init__(self, T.RULES_OF % T.one("SYSTEM_NAMES", setup.system), [], self.pick)
        self.lines()

    def key(self, key, kind):
        if key == keys.BACK:    # back to the start question (or home): the code let go
            drop(_CODE)
        Menu.key(self, key, kind)

    def now(self, name):
        """Parameter ``name`` in this pulya."""
        return self.setup.rules.get(self.system, {}).get(name, value(self.base, name))

    def options(self, name):
        """The values of ``name`` offered: the system's own first."""
        own = value(self.base, name)
        values = [own]
        for v in range(self.setup.players) if name == "rounding_seat" else CHOICES[name]:
            if v != own:
                values.append(v)
        return values

    def label(self, name, v):
        """How the list writes value ``v`` of ``name``: a word of its text, a
        player (the seat that takes the PC's rounding), the exit's steps."""
        if name == "rounding_seat":
            names = self.setup.names
            return names[v] if v < len(names) else names[0]
        if name == "exit_ladder":
            return "-".join(str(n) for n in v)
        return T.one("R%d" % SETTINGS.index(name), 1 + CHOICES[name].index(v))

    def lines(self):
        items = []
        for name in SETTINGS:
            title = T.one("R%d" % SETTINGS.index(name), 0)
            v = self.label(name, self.now(name))
            items.append(title + " " * max(1, COLS - 1 - len(title) - len(v)) + v)
        self.items = items

    def pick(self, index):
        name = SETTINGS[index]
        options = self.options(name)
        now = self.now(name)
        labels = []
        for v in options:
            labels.append(self.label(name, v))
        self.ui.push(_Values(T.one("R%d" % index, 0), labels, options.index(now) if now in options else 0,
                            lambda i: self.take(name, options[i])))

    def take(self, name, v):
        """``name`` set to ``v`` in this pulya (the preset's: no change)."""
        rules = self.setup.rules
        changes = rules.get(self.system, {})
        if v == value(self.base, name):
            changes.pop(name, None)
        else:
            changes[name] = v
        rules[self.system] = changes    # kept when empty: the pulya's start forgets what the board kept
        self.lines()
        self.start_q.show()
