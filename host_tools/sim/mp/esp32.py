"""A stand-in for MicroPython's ``esp32`` module on the simulator."""
WAKEUP_ALL_LOW = False
WAKEUP_ANY_HIGH = True

wake_ext0 = None


def wake_on_ext0(pin, level):
    global wake_ext0
    wake_ext0 = (pin.id, level)


def wake_on_ext1(pins, level):
    pass
