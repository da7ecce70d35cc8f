"""The four push buttons: debounced by polling, with long press and auto-repeat.

In the manner of Peter Hinch's ``Pushbutton``: the timings are class
attributes (set ``Button.long_press_ms = 600`` before building, or on one
instance), and one asyncio task polls the pins - no interrupts, so contact
bounce never reaches the screens.

Events go to ``emit(key, kind)`` (codes in ``ui.keys``):

* an arrow (``repeat=True``) gives PRESS as soon as it is down, then after
  ``repeat_delay_ms`` a REPEAT every ``repeat_ms`` while held;
* OK and BACK give LONG once when held ``long_press_ms``, and otherwise PRESS
  when released - so a long press is never also a short one.
"""
import time

import asyncio

from ui import keys


class Button:
    debounce_ms = 20        # a new level must hold this long to count
    long_press_ms = 700
    repeat_delay_ms = 450
    repeat_ms = 110

    def __init__(self, pin, key, repeat=False, sense=0):
        self.pin = pin
        self.key = key
        self.repeat = repeat
        self.sense = sense          # the level that means pressed (0: to ground)
        self.pressed = False        # debounced state
        self._raw = False
        self._raw_at = time.ticks_ms()
        self._down_at = self._raw_at
        self._next = self._raw_at   # when the next REPEAT is due
        self._long_done = False

    def update(self, now, emit):
        """Read the pin once at time ``now`` (ms ticks) and emit what happened."""
        raw = self.pin.value() == self.sense
        if raw != self._raw:
            self._raw = raw
            self._raw_at = now
        elif raw != self.pressed and time.ticks_diff(now, self._raw_at) >= self.debounce_ms:
            self.pressed = raw
            if raw:
                self._down_at = self._raw_at
                self._long_done = False
                if self.repeat:
                    self._next = time.ticks_add(self._raw_at, self.repeat_delay_ms)
                    emit(self.key, keys.PRESS)
            elif not self.repeat and not self._long_done:
                emit(self.key, keys.PRESS)
        if self.pressed and raw:
            if self.repeat:
                if time.ticks_diff(now, self._next) >= 0:
                    # from now, not from the schedule: a late poll gives one repeat, not a burst
                    self._next = time.ticks_add(now, self.repeat_ms)
                    emit(self.key, keys.REPEAT)
            elif not self._long_done and time.ticks_diff(now, self._down_at) >= self.long_press_ms:
                self._long_done = True
                emit(self.key, keys.LONG)


class Keypad:
    """All the buttons, polled together by one task."""

    poll_ms = 5

    def __init__(self, pins, repeat_keys=(keys.LEFT, keys.RIGHT)):
        self.buttons = []   # a loop: a comprehension would be one more function on the heap
        for key in range(len(pins)):
            self.buttons.append(Button(pins[key], key, key in repeat_keys))

    def poll(self, now, emit):
        # by index: a for over the list needs an iterator slot in the frame,
        # and a frame that big is taken from the heap on every call (every 5 ms)
        for i in range(len(self.buttons)):
            self.buttons[i].update(now, emit)

    def any_down(self):
        for b in self.buttons:
            if b.pressed:
                return True
        return False

    async def run(self, emit):
        while True:
            self.poll(time.ticks_ms(), emit)
            await asyncio.sleep_ms(self.poll_ms)
