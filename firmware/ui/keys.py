"""Key and event codes shared by the buttons and the screens.

The four buttons, left to right on the case: LEFT (◀), RIGHT (▶), OK, BACK.
A key event is the pair ``(key, kind)``: PRESS for a short press, LONG once
when OK or BACK is held, REPEAT while an arrow is held.
"""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

LEFT = const(0)
RIGHT = const(1)
OK = const(2)
BACK = const(3)

PRESS = const(0)
LONG = const(1)
REPEAT = const(2)
