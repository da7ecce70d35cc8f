# Under micropython: device.buttons on the simulator's Pin, with a hand-driven clock.
import asyncio
import time

import machine
from device.buttons import Keypad
from ui import keys

PINS = (32, 33, 25, 26)     # LEFT, RIGHT, OK, BACK (as board.BUTTON_PINS)
PIN = 25                    # OK, no repeat
ARROW = 32                  # LEFT, repeats


def run(pad, script, until, step=5, pin=PIN):
    """Poll ``pad`` every ``step`` ms from 0 to ``until``; ``script`` maps
    time -> level of ``pin`` (0 pressed, None released) applied at that time.
    The events as (time, kind) for ``pin``'s key, (time, key, kind) for another."""
    got = []
    key = PINS.index(pin)
    t = 0
    while t <= until:
        if t in script:
            machine.Pin.drive(pin, script[t])
        pad.poll(t, lambda k, kind: got.append((t, kind) if k == key else (t, k, kind)))
        t += step
    machine.Pin.drive(pin, None)
    return got


def make():
    return Keypad([machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP) for n in PINS])


# Bounce on press and on release: contacts chatter every 5 ms for 15 ms.
bounce = {0: 0, 5: None, 10: 0, 15: None, 20: 0, 200: None, 205: 0, 210: None}
got = run(make(), bounce, 400)
# OK reports a short press on release: the level settles at 210, 20 ms of
# debounce later (230) the release counts.
assert got == [(230, keys.PRESS)], got
print("ok bounce gives one press")

# A 10 ms glitch is shorter than the 20 ms debounce: nothing.
got = run(make(), {100: 0, 110: None}, 300)
assert got == [], got
print("ok glitch ignored")

# Held 1000 ms: LONG once when held 700 ms (down at 0), no PRESS on release.
got = run(make(), {0: 0, 1000: None}, 1200)
assert got == [(700, keys.LONG)], got
print("ok long press, no short press after it")

# Tunables are class attributes, overridable per instance.
b = make()
b.long_press_ms = 300
got = run(b, {0: 0, 500: None}, 600)
assert got == [(300, keys.LONG)], got
assert Keypad.long_press_ms == 700 and make().long_press_ms == 700
print("ok long_press_ms per instance")

# An arrow held from 0 to 1000: PRESS once debounced (20), REPEAT from 450
# every 110 ms while held: 450, 560, 670, 780, 890; at 1000 it is let go.
got = run(make(), {0: 0, 1000: None}, 1200, pin=ARROW)
assert got == [(20, keys.PRESS), (450, keys.REPEAT), (560, keys.REPEAT), (670, keys.REPEAT),
               (780, keys.REPEAT), (890, keys.REPEAT)], got
print("ok press then auto-repeat")

# A late poll (the loop was busy 300 ms) gives one repeat, not a burst.
b = make()
got = []
for t in (0, 5, 20, 25, 460, 760, 770):
    machine.Pin.drive(ARROW, 0)
    b.poll(t, lambda k, kind: got.append((t, kind)))
machine.Pin.drive(ARROW, None)
assert got == [(20, keys.PRESS), (460, keys.REPEAT), (760, keys.REPEAT)], got
print("ok late poll does not burst")

# The keypad task on the real asyncio loop and clock: OK held 80 ms.
pad = make()
events = []


async def press():
    await asyncio.sleep_ms(50)
    machine.Pin.drive(25, 0)
    await asyncio.sleep_ms(80)
    machine.Pin.drive(25, None)
    await asyncio.sleep_ms(100)


async def main():
    task = asyncio.create_task(pad.run(lambda k, kind: events.append((k, kind))))
    await press()
    task.cancel()

asyncio.run(main())
assert events == [(keys.OK, keys.PRESS)], events
print("ok keypad task on asyncio")

# A pin without its pull-up floats low: the button looks held (caught here,
# not on the board).
pins = [machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP) for n in PINS[:3]]
floating = Keypad(pins + [machine.Pin(27, machine.Pin.IN)])
seen = []
for t in range(0, 1000, 5):
    floating.poll(t, lambda k, kind: seen.append((k, kind)))
assert seen == [(keys.BACK, keys.LONG)], seen
assert floating.any_down() and not make().any_down()
print("ok missing pull-up shows as a stuck button")
print("ALL OK")
