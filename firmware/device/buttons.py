"""The four push buttons: debounced by polling, with long press and auto-repeat.

In the manner of Peter Hinch's ``Pushbutton``: the timings are class
attributes (set ``Keypad.long_press_ms = 600`` before building, or on one
instance), and one asyncio task polls the pins - no interrupts, so contact
bounce never reaches the screens.

Events go to ``emit(key, kind)`` (codes in ``ui.keys``; a key is its pin's
index in ``pins``):

* an arrow (in ``repeat_keys``) gives PRESS as soon as it is down, then
  after ``repeat_delay_ms`` a REPEAT every ``repeat_ms`` while held;
* OK and BACK give LONG once when held ``long_press_ms``, and otherwise PRESS
  when released - so a long press is never also a short one.

Heap: the buttons' state is a few lists of four, kept by the keypad (no
object per button: each would be an instance with its own dict).
"""
import time

import asyncio

from ui import keys


class Keypad:
    """All the buttons, polled together by one task."""

    poll_ms = 5
    debounce_ms = 20        # a new level must hold this long to count
    long_press_ms = 700
    repeat_delay_ms = 450
    repeat_ms = 110

    def __init__(self, pins, repeat_keys=(keys.LEFT, keys.RIGHT), sense=0):
        self.pins = pins
        self.repeat_keys = repeat_keys
        self.sense = sense              # the level that means pressed (0: to ground)
        n = len(pins)
        now = time.ticks_ms()
        self.pressed = [False] * n      # debounced state
        self.raw = [False] * n          # the level read last
        self.raw_at = [now] * n         # when it changed
        # per key, while pressed: an arrow's next REPEAT, or when OK/BACK give
        # LONG (None once given: no PRESS on release then)
        self.due = [now] * n  # type: list

    def poll(self, now, emit):
        """Read every pin once at time ``now`` (ms ticks) and emit what happened."""
        # by index (no iterator slot): a bigger frame would be taken from the
        # heap on every call, every 5 ms
        for key in range(len(self.pins)):
            raw = self.pins[key].value() == self.sense
            if raw != self.raw[key]:
                self.raw[key] = raw
                self.raw_at[key] = now
            elif raw != self.pressed[key] and time.ticks_diff(now, self.raw_at[key]) >= self.debounce_ms:
                self.pressed[key] = raw
                if key in self.repeat_keys:
                    if raw:
                        self.due[key] = time.ticks_add(self.raw_at[key], self.repeat_delay_ms)
                        emit(key, keys.PRESS)
                elif raw:
                    self.due[key] = time.ticks_add(self.raw_at[key], self.long_press_ms)
                elif self.due[key] is not None:
                    emit(key, keys.PRESS)
            if raw and self.pressed[key]:
                due = self.due[key]
                if due is not None and time.ticks_diff(now, due) >= 0:
                    if key in self.repeat_keys:
                        # from now, not from the schedule: a late poll gives one repeat, not a burst
                        self.due[key] = time.ticks_add(now, self.repeat_ms)
                        emit(key, keys.REPEAT)
                    else:
                        self.due[key] = None
                        emit(key, keys.LONG)

    def any_down(self):
        return True in self.pressed

    async def run(self, emit):
        while True:
            self.poll(time.ticks_ms(), emit)
            await asyncio.sleep_ms(self.poll_ms)
