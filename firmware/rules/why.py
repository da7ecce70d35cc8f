"""The English text of a code the rules raise or note: what ``str()`` of a
refusal says (the host's messages, a traceback) and the host's English
sheet.  The texts are the device's (``texts/device.txt``, made into
``lang.en_why`` and ``lang.en``): the device itself shows a code in its own
language (``ui.text``) and never needs this module, but it works there too.
A deal's notes are in ``lang.en``, an incident's in ``lang.en_pulya``, the
rest in ``lang.en_why``.

>>> english("W12", (7,)), english("N11")
('contract under the exit minimum 7', 'greedy whist')
"""


def _tables(key):
    """The English tables that may hold ``key``, in the order to look."""
    # the texts' package beside the rules': tablescore.lang on the host
    # (tablescore.rules.why), lang on the board (rules.why)
    base = __name__[:__name__.rfind("rules.why")]
    for name in ("en", "en_pulya") if key[0] == "N" else ("en_why",):
        for piece in __import__(base + "lang." + name, None, None, ["TABLE"]).TABLE:
            yield piece


def english(key, args=()):
    """The English text of ``key`` (a code's letter and number: "W12"), its
    fields filled with ``args``; "? KEY" if there is none."""
    for table in _tables(key):
        at = table.find("\n%s " % key)
        if at >= 0:
            at = table.index(" ", at) + 1
            text = table[at:table.index("\n", at)]
            return text % tuple(args[:text.count("%")]) if "%" in text else text
    return "? %s" % key
