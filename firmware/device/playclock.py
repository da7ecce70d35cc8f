"""Playing time of the open pulya, for the end by time; it survives a reboot.

The board has no clock that runs while it is off, so the time is counted,
not read: the app calls ``tick(now_ms, journal)`` every poll, and while a
session is open the milliseconds since the last tick are added (a gap
longer than ``max_gap_ms`` - a stalled loop, a clock jump - counts as that
much).  Every ``save_ms`` of play the count is written to a small file
``"SID SECONDS"`` by rename, so a power cut loses at most that much; at
boot the count goes on only if the file names the session still open.
Time the board is switched off is not counted: the players agreed on
playing time, and a dead board is not playing.
"""
import os

FILE = "playclock.txt"


class PlayClock:
    max_gap_ms = 2000
    save_ms = 60000

    def __init__(self, path=FILE):
        self.path = path
        self.sid = 0
        self.ms = 0
        self.saved_ms = 0
        self._last = None

    def load(self):
        try:
            with open(self.path) as f:
                sid, seconds = f.read().split()
            self.sid, self.ms = int(sid), int(seconds) * 1000
        except (OSError, ValueError):
            self.sid, self.ms = 0, 0
        self.saved_ms = self.ms
        return self

    def minutes(self):
        return self.ms // 60000

    def tick(self, now, journal):
        """Count the time since the last tick; True when the minute shown changes."""
        import time
        last, self._last = self._last, now
        if journal is None or not journal.is_open():
            return False
        sid = journal.current.sid
        if sid != self.sid:             # another pulya: its own count from 0
            self.sid, self.ms, self.saved_ms = sid, 0, 0
            self.save()
            return True
        if last is None:
            return False
        before = self.ms // 60000
        self.ms += min(max(time.ticks_diff(now, last), 0), self.max_gap_ms)
        if self.ms - self.saved_ms >= self.save_ms:
            self.save()
        return self.ms // 60000 != before

    def save(self):
        tmp = self.path + ".new"
        try:
            with open(tmp, "w") as f:
                f.write("%d %d\n" % (self.sid, self.ms // 1000))
            try:
                os.remove(self.path)
            except OSError:
                pass
            os.rename(tmp, self.path)
            self.saved_ms = self.ms
        except OSError:
            pass            # a full flash: the count goes on in RAM
