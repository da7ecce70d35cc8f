"""The device's texts on the host, and the host's own printouts' words.

Both come from ``texts/device.txt``, the one source the device's tables are
made of (``tablescore.textgen``): a sheet printed with ``--lang ru`` says
what the device says, in the same words (its notes, its refusals), and its
headings are the source's ``host`` part, beside their English.

    >>> text("SAVE_Q", "ru"), note((11,), "ru"), note((2, 2, 10, 6, 4, 4))
    ('Записать сдачу?', 'жлобский вист', 'raspasy at 2 a trick: gora 10/6/4 reduced by 4')
    >>> text("SUITS", "ru")[0], choice("SHEET_TOTALS", 0, "ru")
    ('пики', 'Итог:')
"""
from .textgen import LANGS, SOURCE, fill, parse

_tables = {}


def table(lang):
    """``{key: text}`` of every text of ``lang`` ("ru" or "en"): by NAME, a
    code's also by its key ("W12")."""
    if lang not in LANGS:
        raise ValueError("no texts in %r (there are: %s)" % (lang, ", ".join(LANGS)))
    if lang not in _tables:
        texts = {}
        for e in parse(SOURCE.read_text(encoding="utf-8"), str(SOURCE)):
            texts[e.name] = texts[e.key] = e.text[lang]
        _tables[lang] = texts
    return _tables[lang]


def text(name, lang="en"):
    """NAME's text in ``lang``; a ``|`` list as a tuple (as ``ui.text`` gives it)."""
    s = table(lang)[name]
    return tuple(s.split("|")) if "|" in s else s


def choice(name, i, lang="en"):
    """Choice ``i`` of NAME's ``|`` list."""
    return table(lang)[name].split("|")[i]


def note(n, lang="en"):
    """The text of a breakdown's note ``(code, values...)`` (``rules.pref_deal.Breakdown.note``)."""
    return fill(table(lang)["N%d" % n[0]], list(n[1:]))


def code(key, args=(), lang="en"):
    """The text of a code ("W12", "E301") with its fields filled."""
    return fill(table(lang).get(key, "? " + key), list(args))


def reason(word, lang="en"):
    """An entry's reason ("consolation", "penalty: warning 4": the export's
    words, ``rules.pref_deal``) in ``lang``."""
    if lang == "en":
        return word
    for name in ("SHEET_REASONS", "SHEET_PENALTY"):
        for en, said in zip(choice_list(name, "en"), choice_list(name, lang)):
            if en == word:
                return said
            if "%d" in en and word.startswith(en.split("%d")[0]):
                return fill(said, [int(word[len(en.split("%d")[0]):])])
    return word


def choice_list(name, lang="en"):
    return table(lang)[name].split("|")
