"""The board: an ESP32 DevKitC (WROOM-32) with an SSD1306 OLED and four buttons.

This is the only file that names pins.  Everything else asks it for ready
objects (``display()``, ``button_pins()``, ``watchdog()``), so moving a wire means
editing one constant here and the table in ``hardware/README.md`` (a test checks
that ``hardware/diagram.json`` agrees with these numbers).

Why these pins: the buttons sit on RTC GPIOs (they can wake the chip from
sleep) that have internal pull-ups (34-39 have none), are not strapping pins
(0, 2, 12, 15) nor flash pins (6-11), and lie side by side on the left header.
I2C uses the ESP32's usual SDA 21 / SCL 22 on the right header.
"""
try:
    from micropython import const
except ImportError:  # CPython (type checks, host tools)
    def const(x):
        return x

# Pins are public (the tests and the simulator read them); the rest are
# private consts, inlined, no global each.
# I2C bus and the OLED on it
_I2C_ID = const(0)
PIN_SDA = const(21)
PIN_SCL = const(22)
_I2C_FREQ = const(400000)
OLED_ADDR = const(0x3C)
_OLED_WIDTH = const(128)
_OLED_HEIGHT = const(64)

# Buttons, each to ground; pressed reads 0
PIN_LEFT = const(32)
PIN_RIGHT = const(33)
PIN_OK = const(25)
PIN_BACK = const(26)
# In the order of ui.keys: LEFT, RIGHT, OK, BACK
BUTTON_PINS = (PIN_LEFT, PIN_RIGHT, PIN_OK, PIN_BACK)
# The classic ESP32 wakes from deep sleep on one pin going low (ext0);
# ext1 can only wake when *all* its pins are low, so OK is the wake button:
# esp32.wake_on_ext0(Pin(PIN_OK, Pin.IN, Pin.PULL_UP), esp32.WAKEUP_ALL_LOW),
# then machine.deepsleep() (nothing sleeps yet: no code for it on the heap).

_WDT_TIMEOUT_MS = const(8000)
# After a RELEASE the REPL has the port and nobody feeds the watchdog (the
# ESP32's cannot be stopped): a minute for the PC to take over (deploy feeds it
# while copying), else the board resets into the scorer by itself.
_RELEASE_WDT_MS = const(60000)

# The serial port to the PC: UART0 is wired to the DevKitC's USB bridge
# (GPIO 1 TX, GPIO 3 RX) and is also the REPL's; see serial().
_SERIAL_UART = const(0)
_SERIAL_BAUD = const(115200)


def button_pins():
    """The four button pins as inputs with pull-ups, in ui.keys order."""
    import machine
    pins = []          # a loop, not a comprehension: that would be one more function on the heap
    for n in BUTTON_PINS:
        pins.append(machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP))
    return pins


def display():
    """The OLED through the Adafruit driver (a framebuf you draw on, then
    ``show()``), on the hardware I2C bus."""
    import machine
    from device.display import open_display
    i2c = machine.I2C(_I2C_ID, scl=machine.Pin(PIN_SCL), sda=machine.Pin(PIN_SDA), freq=_I2C_FREQ)
    return open_display(i2c, _OLED_WIDTH, _OLED_HEIGHT, OLED_ADDR)


def serial():
    """The serial port to the PC (``any``/``readinto``/``write``).

    On the board UART0 is the REPL's, and the app takes it over (``console()``).
    Elsewhere (the simulator) ``machine.UART`` is the port.
    """
    import sys
    if sys.platform == "esp32":
        return console()
    import machine
    return machine.UART(_SERIAL_UART, _SERIAL_BAUD)


def console():
    """Claim the REPL's own port (stdin/stdout) for the app, until ``release()``.

    While main.py runs the REPL reads nothing, so the firmware reads
    ``sys.stdin`` itself (``select.poll``, never blocking) and writes
    ``sys.stdout`` (``device.stdio_port.StdioPort``); re-opening ``machine.UART(0)``
    would fight the REPL's own driver.  Ctrl-C is turned off first
    (``micropython.kbd_intr(-1)``): a 0x03 in a frame must not stop the app
    and drop the host into the REPL, so the host's bytes are only ever data.
    The way back to the REPL is the sync's RELEASE frame (``tablescore deploy``
    sends it), or holding BACK while the board resets (``back_held()``).
    """
    import micropython
    from device.stdio_port import StdioPort
    micropython.kbd_intr(-1)
    return StdioPort()


def release():
    """Give the port back to the REPL after a RELEASE: Ctrl-C on, the watchdog long.

    The app has stopped feeding the watchdog; it gets _RELEASE_WDT_MS so that the
    REPL lives long enough for ``tablescore deploy`` (which feeds it), and a
    board nobody takes over boots the scorer again by itself.
    """
    import micropython
    import machine
    micropython.kbd_intr(3)
    machine.WDT(timeout=_RELEASE_WDT_MS)


def restart(line=0, open=False):
    """Start the interpreter again, into the start menu at ``line``: ``machine.soft_reset()``.

    When a game closes (its final results left for the start menu, or for
    a new game's setup) its modules are let go, but every name they
    brought stays interned (a qstr) until the interpreter starts again: so
    the next game starts from a clean heap, and an evening's peak is its
    bigger game's, not the sum.  Flash (the journal, the settings), the RTC
    and the OLED's picture stay; main.py runs again and ``restarted()``
    gives its boot the start menu's line and ``open`` (the players had
    picked that line, New pulya or New match, over the game that closed:
    the boot opens it), kept in the RTC's memory (the chip keeps it over a
    soft reset, not a power cut).
    """
    import machine
    machine.RTC().memory(bytes((line, 1 if open else 0)))
    machine.soft_reset()        # does not return: boot.py and main.py run again


def restarted():
    """At the boot right after ``restart()`` the start menu's line it kept
    and whether to open it, ``(line, open)`` (the players had left the final
    results: the start menu, or the new game's setup, not the results
    again); after a power-on or a reset None.  Read once: cleared."""
    import machine
    rtc = machine.RTC()
    kept = rtc.memory()
    rtc.memory(b"")
    return (kept[0], kept[1:] == b"\x01") if kept else None


def back_held():
    """True when BACK is held down at boot: main.py then leaves the port to the REPL."""
    import machine
    return machine.Pin(PIN_BACK, machine.Pin.IN, machine.Pin.PULL_UP).value() == 0


def device_id():
    """The chip's unique id (its MAC): names the board in the host's archive."""
    import machine
    return machine.unique_id()


def watchdog():
    """Started watchdog: the chip resets unless fed within _WDT_TIMEOUT_MS."""
    import machine
    return machine.WDT(timeout=_WDT_TIMEOUT_MS)

