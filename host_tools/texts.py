"""The device's texts on the host: the same tables the board loads.

``tablescore.lang`` is ``firmware/lang``, the modules ``tablescore.textgen``
makes of ``texts/device.txt``; the host reads them, so a sheet printed with
``--lang ru`` says what the device says, in the same words.

    >>> text("SAVE_Q", "ru"), note((11,), "ru"), note((2, 2, 10, 6, 4, 4))
    ('Записать сдачу?', 'жлобский вист', 'raspasy at 2 a trick: gora 10/6/4 reduced by 4')
    >>> text("SUITS", "ru")[0]
    'пики'
"""
import importlib

from .textgen import LANGS, fill

_tables = {}


def table(lang):
    """``{key: text}`` of every text of ``lang`` ("ru" or "en")."""
    if lang not in LANGS:
        raise ValueError("no texts in %r (there are: %s)" % (lang, ", ".join(LANGS)))
    if lang not in _tables:
        texts = {}
        for part in ("", "_pulya", "_more", "_why"):
            module = importlib.import_module("tablescore.lang." + lang + part)
            for line in "".join(module.TABLE).split("\n"):
                if line:
                    key, _, value = line.partition(" ")
                    texts[key] = value
        _tables[lang] = texts
    return _tables[lang]


def text(name, lang="en"):
    """NAME's text in ``lang``; a ``|`` list as a tuple (as ``ui.text`` gives it)."""
    s = table(lang)[name]
    return tuple(s.split("|")) if "|" in s else s


def note(n, lang="en"):
    """The text of a breakdown's note ``(code, values...)`` (``rules.pref_deal.Breakdown.note``)."""
    return fill(table(lang)["N%d" % n[0]], list(n[1:]))


def code(key, args=(), lang="en"):
    """The text of a code ("W12", "E301") with its fields filled."""
    return fill(table(lang).get(key, "? " + key), list(args))
