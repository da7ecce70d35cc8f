"""Every text the device shows, in the chosen language: ``T.NAME``.

The texts are tables made from ``texts/device.txt`` (the one source, each
text beside its name in English and in Russian, and where it is drawn) by
``python -m tablescore.textgen``: a module a language and part,
``lang.ru`` (the pulya's screens and what all share), ``lang.ru_more`` (the
setup, the settings, the OFC screens) and ``lang.ru_why`` (refusals and the
ledger's codes), each one string of ``KEY text`` lines.  Only the chosen
language is on the heap: ``use(lang)`` switches at run time (the settings'
Language), ``core`` stays loaded, the other parts are loaded when one of
their texts is looked up and dropped with the screens that show them
(``ui.SETUP``, ``ui.OFC``, the scoreboard).

``T.NAME`` is the text of NAME (a str; a ``|`` list is a tuple of choices,
``key=text`` choices a dict); ``one(NAME, i)`` a choice without the tuple;
``note(code, args)`` and ``why(key, args)`` the text of a code, filled.
A lookup makes the short string it returns, nothing else stays.
"""
import sys

from ui import drop, load

LANGS = ("ru", "en")      # the settings' lang: 0 Russian (the default), 1 English
# the loaded part modules' names, for the language in use: core, more, why
_parts = ["lang.ru", "lang.ru_more", "lang.ru_why"]


def use(lang):
    """Show the texts of ``lang`` ("ru" or "en") from now on; the other
    language's tables leave the heap."""
    if lang not in LANGS:
        lang = LANGS[0]
    if _parts[0] != "lang." + lang:
        drop(" ".join(_parts))
        _parts[:] = ["lang." + lang, "lang.%s_more" % lang, "lang.%s_why" % lang]


def language():
    """The language in use: "ru" or "en"."""
    return _parts[0][5:]


def _find(key, part):
    """The text of ``key`` in the table of ``part`` (0 core, 1 more, 2 why),
    loading it if it is not in yet; None if it has none."""
    table = load(_parts[part]).TABLE
    at = table.find(key)
    if at < 0:
        return None
    at += len(key)
    return table[at:table.find("\n", at)]


def _text(name):
    key = "\n%s " % name
    s = _find(key, 0)
    if s is None:
        s = _find(key, 1)           # the setup's, the settings', the OFC screens'
        if s is None:
            raise AttributeError(name)
    return s


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
    """Choice ``i`` of NAME's ``|`` list, without making the others.

    A question of the deal entry is one of seventeen (``one("ASK", step)``)."""
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
    ``rules.pref_deal.Breakdown.note``."""
    return fill(_find("\nN%d " % n[0], 0), n[1:])


def why(key, args=()):
    """The text of a code: ``key`` is its letter and number ("W12": a
    refusal of the preferans rules, "O10" of the OFC rules, "E301" the
    ledger's); "?" and the key if the table has none."""
    s = _find("\n%s " % key, 2)
    if s is None:
        return "? " + key
    return fill(s, args)


def message(code):
    """The text of a ledger result or notice ``code`` (``device.journal``)."""
    return why("E%d" % code)


def drop_why():
    """Let the codes' texts go (a refusal or a notice has been read)."""
    drop(_parts[2])


def loaded():
    """The text modules on the heap now (the tests check what a screen loads)."""
    return [name for name in _parts if name in sys.modules]
