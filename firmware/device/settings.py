"""Device settings kept on flash in a tiny text file, one ``name=number`` a line.

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
}


class Settings:
    def __init__(self, path=FILE):
        self.path = path
        self.values = {}
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
                    if name in FIELDS:
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
        try:
            os.remove(self.path)
        except OSError:
            pass
        os.rename(tmp, self.path)
