"""Every text the device shows, in the chosen language: ``T.NAME``.

The texts are tables made from ``texts/device.txt`` (the one source, each
text beside its name in English and in Russian, and where it is drawn) by
``python -m tablescore.textgen``: a module a language and part, each lines
of ``KEY text`` in a few strings.  Only the chosen language is on the heap, and
of it only what the screens on show need:

- ``lang.ru``: the start menu, the scoreboard, the deal entry and its
  breakdown (a deal's notes too), and what all share; loaded as the
  language is chosen (``use``), at boot before the ledger is read: its
  one string is there already, not looked for in a heap the reading of a
  long session or the deals cut up (the deal entry is a pulya's peak);
- ``lang.ru_pulya`` (what a pulya shows now and then: the menu, history,
  results, the entry's rare questions, messages) and ``lang.ru_more``
  (setup, settings, OFC): a name not in the first table is looked for in
  these, those on the heap first, else each loaded in turn until one has
  it (the others let go again); they are dropped with the screens that
  show them (``ui.SETUP``, ``ui.OFC``, the scoreboard);
- ``lang.ru_why``: the refusals and the ledger's codes, loaded to show one;
- ``lang.ru_classic``: what only a pulya in Sochi, Leningrad or Rostov
  shows (its notes, the final calculation): looked in last, so a System
  «M» pulya never loads it; such a pulya's screens look in it alone
  (``why(NAME, args, (4,))``: not after the setup's table).

``use(lang)`` switches at run time (the settings' Language); ``language``
is the one in use.  ``T.NAME`` is the text of NAME (a str; a ``|`` list a
tuple of choices); ``one(NAME, i)`` one choice without the tuple; ``why``
the text of a code, filled.  A lookup makes the short string it
returns, nothing else stays.
"""
import sys

from ui import drop, load

LANGS = ("ru", "en")      # the settings' lang: 0 Russian (the default), 1 English
language = "ru"           # the language in use
# the part modules of the language in use: core, pulya, more, why, classic
_parts = ["lang.ru", "lang.ru_pulya", "lang.ru_more", "lang.ru_why", "lang.ru_classic"]


def use(lang):
    """Show the texts of ``lang`` ("ru" or "en"; another: the default) from
    now on; the other language's tables leave the heap, its first table is
    loaded (at boot before the ledger is read: ``main.build``)."""
    global language
    if lang not in LANGS:
        lang = LANGS[0]
    if lang != language:
        drop(" ".join(_parts))
        _parts[:] = ["lang." + lang] + ["lang.%s_%s" % (lang, part) for part in ("pulya", "more", "why", "classic")]
        language = lang
    load(_parts[0])


def forget():
    """Let the tables but the first go (each is loaded again for a text
    looked up): what a screen on top again does with those of the screens
    closed over it."""
    drop(" ".join(_parts[1:]))


def _where(name, parts=(0, 1, 2, 4)):
    """``(piece, start, end)``: where NAME's text is in the tables of
    ``parts`` (0 core, 1 pulya, 2 more, 3 why, 4 classic), those on the heap looked in
    first, then each of the others, loaded (and let go again if it does not
    have it; the first table stays).  A table is a tuple of pieces of a few
    hundred bytes (no large block to find when one is loaded); positions,
    not the text: a choice is cut out without its list (``one``)."""
    key = "\n%s " % name
    for loaded in (True, False):
        for part in parts:
            if (_parts[part] in sys.modules) == loaded:
                for piece in load(_parts[part]).TABLE:
                    at = piece.find(key)
                    if at >= 0:
                        at += len(key)
                        return piece, at, piece.find("\n", at)
                if not loaded and part:
                    drop(_parts[part])      # not this one: let it go again
    raise AttributeError(name)


def __getattr__(name):
    """``T.NAME``: NAME's text in the language in use (a ``|`` list: a tuple)."""
    piece, start, end = _where(name)
    s = piece[start:end]
    return tuple(s.split("|")) if "|" in s else s


def one(name, i):
    """Choice ``i`` of NAME's ``|`` list, cut out of the table alone (a
    question of the deal entry is one of seventeen: ``one("ASK", step)``)."""
    piece, at, end = _where(name)
    for _ in range(i):
        at = piece.index("|", at, end) + 1
    stop = piece.find("|", at, end)
    return piece[at:end if stop < 0 else stop]


def why(key, args=(), parts=(3,)):
    """The text of a code, its fields filled with the first of ``args`` (a
    text with fewer fields ignores the rest: a Russian refusal may leave out
    what the English names).  ``key`` is the code's letter and number: "W12" a refusal of the
    preferans rules, "O10" of the OFC rules, "E301" the ledger's (their part,
    3), "N11" a breakdown's note (``parts`` (0, 1, 4): a deal's in the first
    table, an incident's in the ``pulya`` part, a classic system's in the
    ``classic`` part)."""
    piece, start, end = _where(key, parts)
    s = piece[start:end]
    return s % tuple(args[:s.count("%")]) if "%" in s else s
