"""Device settings kept on flash in a tiny text file, one ``name=number`` a line
(and ``names=Анна,Boris,...``: the remembered player names, UTF-8).

Written to a temporary file and renamed, so a power cut leaves the old or the
new settings, never half of them.  A missing or damaged file gives defaults.
"""
import os

FILE = "settings.txt"

# One line a setting: name, default, lowest, highest; by name, the order the
# file is written in.  One string, not a dict of tuples: on the board every
# tuple, and every name of ten characters or more, would be an object.
#   screen_off        minutes without a key before the screen blanks; 0 never
#   flip              1 turns the picture 180 degrees
#   lang              the screens' language: 0 Russian, 1 English (ui.text.LANGS)
#   price, currency, coin  the new pulya's vist price (minor units; 0 no
#                     money), currency (an index into rules.money.CURRENCIES:
#                     1 RUB) and coin (ui.price: the last chosen)
#   end_points, ofc_* defaults for new sessions, set from the PC by the sync
#                     (device.link_admin.RULES): where a new pulya ends (0 no
#                     limit), the new match's target, stake (until the PC
#                     sends one) and rules
#   system            the last pulya's rule system: 0 «M», 1 Sochi, 2 Leningrad,
#                     3 Rostov (ui.setup.SYSTEMS), the next one's default
#   sochi_to, ...     where the last pulya of that system ended (each closes his pulya)
FIELDS = """
coin 100 1 1000000
contrast 255 0 255
currency 1 0 7
end_points 100 0 1000
flip 0 0 1
lang 0 0 1
leningrad_to 20 0 1000
ofc_button_moves 0 0 1
ofc_progressive 0 0 1
ofc_stake 10 0 100000
ofc_stay_rule 0 0 1
ofc_target 31 1 1000
price 0 0 1000000
rostov_to 20 0 1000
screen_off 10 0 60
sochi_to 20 0 1000
system 0 0 3
"""


def _at(name):
    """Where the line of setting ``name`` starts in FIELDS; KeyError if it is none.
    Allocates nothing: ``Settings.get`` runs at every poll of the keys."""
    i = FIELDS.find(name)
    while i > 0:
        if FIELDS.startswith("\n", i - 1) and FIELDS.startswith(" ", i + len(name)):
            return i
        i = FIELDS.find(name, i + 1)
    raise KeyError(name)


def field(name):
    """``[default, lowest, highest]`` of setting ``name``; KeyError if it is none.

    >>> field("flip"), field("ofc_stake")
    ([0, 0, 1], [10, 0, 100000])
    """
    i = _at(name)
    return [int(n) for n in FIELDS[i:FIELDS.find("\n", i)].split()[1:]]


class Settings:
    def __init__(self, path=FILE):
        self.path = path
        # the values in FIELDS' order (a list: a dict would be an entry a setting)
        self.values = [int(line.split()[1]) for line in FIELDS.split("\n") if line]
        # the remembered player names, the last used first (typed on the
        # device, or sent by the PC); None: none yet
        self.names = None

    def get(self, name):
        return self.values[FIELDS.count("\n", 0, _at(name)) - 1]

    def set(self, name, value):
        default, lo, hi = field(name)
        self.values[FIELDS.count("\n", 0, _at(name)) - 1] = min(max(int(value), lo), hi)

    def load(self):
        try:
            with open(self.path) as f:
                for line in f:
                    name, _, value = line.strip().partition("=")
                    if name == "names" and value:
                        # written by the device or checked by the sync (rules.names):
                        # a damaged line still gives no empty or overlong name
                        self.names = []
                        for n in value.split(","):
                            if 0 < len(n) <= 8 and n not in self.names:
                                self.names.append(n)
                    elif name != "names" and " " not in name:
                        try:
                            self.set(name, int(value))
                        except (KeyError, ValueError):
                            pass
        except (OSError, ValueError):      # unreadable, or not UTF-8 (UnicodeError): what was read stays
            pass
        return self

    def save(self):
        tmp = self.path + ".new"
        with open(tmp, "w") as f:
            lines = [line for line in FIELDS.split("\n") if line]
            for i in range(len(lines)):
                f.write("%s=%d\n" % (lines[i].split()[0], self.values[i]))
            if self.names:
                f.write("names=%s\n" % ",".join(self.names))
        try:
            os.remove(self.path)
        except OSError:
            pass
        os.rename(tmp, self.path)

