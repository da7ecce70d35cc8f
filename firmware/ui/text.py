"""Every text the device shows, in the chosen language: ``T.NAME``.

The texts are tables made from ``texts/device.txt`` (the one source, each
text beside its name in English and in Russian, and where it is drawn) by
``python -m tablescore.textgen``: a module a language and part, each one
string of ``KEY text`` lines.  Only the chosen language is on the heap, and
of it only what the screens on show need:

- ``lang.ru``: the pulya's scoreboard and deal entry, and what all share;
  loaded while the language is chosen;
- ``lang.ru_pulya`` (what a pulya shows now and then: the menu, history,
  results, the breakdown's notes) and ``lang.ru_more`` (setup, settings,
  OFC): a name not in the first table is looked for in these, those on the
  heap first, else each loaded in turn until one has it (the others let go
  again); they are dropped with the screens that show them (``ui.SETUP``,
  ``ui.OFC``, the scoreboard);
- ``lang.ru_why``: the refusals and the ledger's codes, loaded to show one.

``use(lang)`` switches at run time (the settings' Language).  ``T.NAME`` is
the text of NAME (a str; a ``|`` list a tuple of choices, ``key=text``
choices a dict); ``one(NAME, i)`` one choice without the tuple; ``note`` and
``why`` the text of a code, filled.  A lookup makes the short string it
returns, nothing else stays.
"""
import sys

from ui import drop, load

LANGS = ("ru", "en")      # the settings' lang: 0 Russian (the default), 1 English
# the part modules of the language in use: core, pulya, more, why
_parts = ["lang.ru", "lang.ru_pulya", "lang.ru_more", "lang.ru_why"]


def use(lang):
    """Show the texts of ``lang`` ("ru" or "en"; another: the default) from
    now on; the other language's tables leave the heap."""
    if lang not in LANGS:
        lang = LANGS[0]
    if _parts[0] != "lang." + lang:
        drop(" ".join(_parts))
        _parts[:] = ["lang." + lang, "lang.%s_pulya" % lang, "lang.%s_more" % lang, "lang.%s_why" % lang]


def language():
    """The language in use: "ru" or "en"."""
    return _parts[0][5:]


def _find(key, part):
    """The text of ``key`` ("\\nNAME ") in the table of ``part`` (0 core, 1
    pulya, 2 more, 3 why), loading it if it is not in yet; None if it has none."""
    table = load(_parts[part]).TABLE
    at = table.find(key)
    if at < 0:
        return None
    at += len(key)
    return table[at:table.find("\n", at)]


def _text(name):
    key = "\n%s " % name
    s = _find(key, 0)
    if s is not None:
        return s
    for loaded in (True, False):    # the parts on the heap first, then the others
        for part in (1, 2):
            if (_parts[part] in sys.modules) == loaded:
                s = _find(key, part)
                if s is not None:
                    return s
                if not loaded:
                    drop(_parts[part])      # not this one: let it go again
    raise AttributeError(name)


def __getattr__(name):
    """``T.NAME``: NAME's text in the language in use."""
    s = _text(name)
    if "|" not in s:
        return s
    choices = s.split("|")
    if "=" not in choices[0]:
        return tuple(choices)
    by_key = {}             # key=text choices: looked up by key
    for c in choices:
        k, v = c.split("=", 1)
        by_key[k] = v
    return by_key


def one(name, i):
    """Choice ``i`` of NAME's ``|`` list, without making the others (a
    question of the deal entry is one of seventeen: ``one("ASK", step)``)."""
    s = _text(name)
    at = 0
    for _ in range(i):
        at = s.index("|", at) + 1
    end = s.find("|", at)
    return s[at:] if end < 0 else s[at:end]


def fill(s, args):
    """``s % args``; a text without % fields ignores them (a Russian refusal
    may leave out what the English names)."""
    return s % tuple(args) if "%" in s else s


def note(n):
    """The text of a breakdown's note ``n``: ``(code, values...)`` of
    ``rules.pref_deal.Breakdown.note`` (in the ``pulya`` part)."""
    return fill(_find("\nN%d " % n[0], 1), n[1:])


def why(key, args=()):
    """The text of a code: ``key`` is its letter and number ("W12": a
    refusal of the preferans rules, "O10" of the OFC rules, "E301" the
    ledger's); "? " and the key if the table has none."""
    s = _find("\n%s " % key, 3)
    return "? " + key if s is None else fill(s, args)


def message(code):
    """The text of a ledger result or notice ``code`` (``device.journal``)."""
    return why("E%d" % code)
