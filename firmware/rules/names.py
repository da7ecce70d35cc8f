"""Player names: what a name may be, wherever it comes from.

One rule for the device's letter picker, its settings file, the sync's
settings frame (``device.link_admin``) and the host before it sends
``--names``: a name is 1 to ``MAX_LEN`` characters, each one the screen's
font draws as itself (printable ASCII, the Russian alphabet with Ё ё) and
not a comma (the name list is written comma separated), with no space at
either end; a list has 2 to ``MAX_NAMES`` names, no two the same.  Lengths
are characters, not bytes: a name is stored UTF-8.

>>> problem("Анна"), problem("Александра"), problem("Ann,a"), problem(" Bo")
(None, 2, 3, 4)
>>> list_problem(["Анна", "Boris"]), list_problem(["Анна", "Анна"])
(None, (1, 5))
"""
try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

MAX_LEN = 8         # what the scoreboard shows: its name column (ui.pref)
MAX_NAMES = 16      # names the device remembers (device.settings), and a list from the PC

# why a name or a list is refused
EMPTY = const(1)
LONG = const(2)
CHARACTER = const(3)    # a character the screen does not draw, or a comma
SPACE = const(4)        # a space at either end
SAME = const(5)         # the same name twice in a list
COUNT = const(6)        # not 2 to MAX_NAMES names
NOT_TEXT = const(7)


# what each problem is, in English: the sync's answer to the PC and the host's messages
_WHY = ("|is empty|is longer than %d characters|has a character the screen cannot show, or a comma"
        "|starts or ends with a space|is there twice|: 2 to %d names, please|is not text" % (MAX_LEN, MAX_NAMES))


def describe(index, why):
    """The English of ``list_problem``'s answer ``(index, why)``.

    >>> describe(2, LONG), describe(-1, COUNT)
    ('name 3 is longer than 8 characters', 'names: 2 to 16 names, please')
    """
    what = _WHY.split("|")[why]
    return ("names" if index < 0 else "name %d " % (index + 1)) + what


def allowed(ch):
    """True for a character a name may have.

    >>> allowed("Ё"), allowed("z"), allowed(","), allowed("\\t"), allowed("♠")
    (True, True, False, False, False)
    """
    code = ord(ch)
    if 0x20 <= code < 0x7F:
        return ch != ","
    return 0x410 <= code <= 0x44F or code == 0x401 or code == 0x451     # А-я, Ё, ё


def problem(name):
    """None if ``name`` is a good name, else why not (EMPTY, LONG,
    CHARACTER, SPACE, NOT_TEXT)."""
    if type(name) is not str:
        return NOT_TEXT
    if not name:
        return EMPTY
    if len(name) > MAX_LEN:
        return LONG
    for ch in name:
        if not allowed(ch):
            return CHARACTER
    if name[0] == " " or name[-1] == " ":
        return SPACE
    return None


def list_problem(names):
    """None if ``names`` is a good list of names, else ``(index, why)``: the
    first name refused (-1 for the list itself: COUNT, NOT_TEXT) and why."""
    if type(names) is not list:
        return (-1, NOT_TEXT)
    if not 2 <= len(names) <= MAX_NAMES:
        return (-1, COUNT)
    for i in range(len(names)):
        why = problem(names[i])
        if why is None and names[i] in names[:i]:
            why = SAME
        if why is not None:
            return (i, why)
    return None

