"""Device settings kept on flash in a tiny text file, one ``name=number`` a line
(and ``names=Anna,Boris,...``: the player names the PC sent).

Written to a temporary file and renamed, so a power cut leaves the old or the
new settings, never half of them.  A missing or damaged file gives defaults.
"""
import os

FILE = "settings.txt"

# name -> (default, lowest, highest)
FIELDS = {
    "contrast": (255, 0, 255),
    "screen_off": (10, 0, 60),      # minutes without a key before the screen blanks; 0 never
    "flip": (0, 0, 1),              # 1 turns the picture 180 degrees
    # defaults for new sessions, set from the PC by the sync (device.link_proto.RULES)
    "end_points": (100, 0, 1000),   # preferans: where a new pulya ends (0 no limit)
    "ofc_target": (31, 1, 1000),
    "ofc_stake": (10, 0, 100000),   # the new-match screen's stake until the PC sends one
    "ofc_stay_rule": (0, 0, 1),
    "ofc_progressive": (0, 0, 1),
    "ofc_button_moves": (0, 0, 1),
}


class Settings:
    def __init__(self, path=FILE):
        self.path = path
        self.values = {}
        self.names = None           # player names sent by the PC; None: the preset list
        for name in FIELDS:
            self.values[name] = FIELDS[name][0]

    def get(self, name):
        return self.values[name]

    def set(self, name, value):
        default, lo, hi = FIELDS[name]
        self.values[name] = min(max(int(value), lo), hi)

    def load(self):
        try:
            with open(self.path) as f:
                for line in f:
                    name, _, value = line.strip().partition("=")
                    if name == "names" and value:
                        self.names = value.split(",")
                    elif name in FIELDS:
                        try:
                            self.set(name, int(value))
                        except ValueError:
                            pass
        except OSError:
            pass
        return self

    def save(self):
        tmp = self.path + ".new"
        with open(tmp, "w") as f:
            for name in sorted(FIELDS):
                f.write("%s=%d\n" % (name, self.values[name]))
            if self.names:
                f.write("names=%s\n" % ",".join(self.names))
        try:
            os.remove(self.path)
        except OSError:
            pass
        os.rename(tmp, self.path)
