"""The device's text tables, made from ``texts/device.txt``: ``python -m tablescore.textgen``.

``texts/device.txt`` is the one readable source of every text the device
shows: each NAME with its English and its Russian text side by side, under
a note of where it is drawn and how wide it may be (``texts/README.md``).
This module reads it (:func:`parse`) and writes what the board loads, a
module a language and part (``firmware/lang/ru.py``, ``ru_pulya.py``,
``ru_more.py``, ``ru_why.py``; the same for ``en``), each one string of ``KEY text`` lines
(``ui.text`` looks a key up in it; the host reads the same modules,
``tablescore.texts``).  ``--check`` only compares (``tablescore deploy`` and
a test run it): the modules are only ever made here, never by hand.

    >>> entries = parse(SOURCE.read_text(encoding="utf-8"))
    >>> e = by_name(entries)["NEW_PULYA"]
    >>> e.text["en"], e.text["ru"], e.part, e.width
    ('New pulya', 'Новая пуля', 'core', 20)
    >>> e = by_name(entries)["UNDER_EXIT"]
    >>> e.key, e.part, fill(e.text["en"], e.fills(by_name(entries)))
    ('W12', 'why', 'contract under the exit minimum 7')
"""
import argparse
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
# the source in the repository; an installed wheel has its copy as the
# package data of tablescore.textsrc (pyproject.toml)
SOURCE = next((p for p in (ROOT / "texts" / "device.txt", HERE / "textsrc" / "device.txt") if p.exists()),
              ROOT / "texts" / "device.txt")
TARGET = ROOT / "firmware" / "lang"

LANGS = ("ru", "en")            # the device's order: 0 Russian (the default), 1 English
PARTS = ("core", "pulya", "more", "why", "classic", "host")
COLS = 21                       # the screen: 21 columns of the 6x8 font
# where a text is drawn -> how many columns it may take
PLACES = {"title": COLS, "menu": COLS - 1, "line": COLS, "choice": COLS - 4, "host": 999}
MODULE_DOC = {
    "core": "the screens of a pulya, and what every screen shares (looked up by ``ui.text``)",
    "pulya": "what a pulya shows now and then: menu, history, results (``ui.text`` loads it)",
    "more": "the setup, the settings, the OFC screens (``ui.text`` loads it for one of its names)",
    "why": "the rules' refusals and the ledger's codes (loaded to show one)",
    "classic": "what only a pulya in Sochi, Leningrad or Rostov shows: its notes, the final calculation",
}
LANG_NAME = {"ru": "Russian", "en": "English"}


class SourceError(ValueError):
    """A line of ``texts/device.txt`` that does not read: ``path:line: why``."""


class Entry:
    """One text: ``name``, ``key`` (what the device looks up: the name, or a
    code's ``K12``), ``part``, where it is drawn (``place``, ``width``, and
    ``lines`` when wrapped), ``text`` by language, ``fill`` tokens, ``line``."""

    def __init__(self, name, key, part, place, width, lines, line):
        self.name = name
        self.key = key
        self.part = part
        self.place = place
        self.width = width
        self.lines = lines
        self.line = line
        self.text = {}
        self.fill = []

    def choices(self, lang):
        """The texts a screen may draw: each choice of a ``|`` list."""
        return self.text[lang].split("|")

    def fills(self, entries, lang="en", choice=0):
        """The longest values of the % fields of choice ``choice``, as the
        fit test fills them (a ``~`` line with ``|`` gives each choice its own)."""
        tokens = " ".join(self.fill).split("|")
        out = []
        for token in tokens[min(choice, len(tokens) - 1)].split():
            if token.startswith("@"):
                other = entries[token[1:]]
                out.append(max(other.choices(lang), key=len))
            elif token.startswith("s") and token[1:].isdigit():
                out.append("Ш" * int(token[1:]))
            else:
                out.append(int(token))
        return out


def fields(text):
    """How many % fields ``text`` has (``%%`` is none).

    >>> fields("%d:%02d/%dh"), fields("100%% sure")
    (3, 0)
    """
    return len(re.findall(r"%[-+ 0#]*\d*[sd]", text.replace("%%", "")))


def fill(text, values):
    """``text`` with its fields filled by the first of ``values`` it needs; a
    text without fields ignores them (as ``ui.text.fill``: a Russian refusal
    may leave out an English field name).

    >>> fill("Deal %d", [7, 8]), fill("no whist", ["dealer"])
    ('Deal 7', 'no whist')
    """
    n = fields(text)
    return text % tuple(values[:n]) if n else text


def parse(source, path="texts/device.txt"):
    """The entries of the source text, in order; SourceError if a line does not read."""
    entries = []
    part = place = None
    width = lines = None
    codes = None            # [letter, next number] under "@ codes"
    current = None
    for number, raw in enumerate(source.split("\n"), 1):
        where = "%s:%d: " % (path, number)
        line = raw.rstrip()
        if not line or line.startswith("#"):
            current = None if not line else current
            continue
        if line.startswith("==="):
            m = re.match(r"^=== (\w+): .* ===$", line)
            if not m or m.group(1) not in PARTS:
                raise SourceError(where + "a part is '=== NAME: what ===', NAME one of %s" % ", ".join(PARTS))
            part = m.group(1)
            place = width = lines = codes = current = None
            continue
        if line.startswith("@"):
            words = line[1:].split()
            if words and words[0] == "codes" and len(words) == 3 and words[2].isdigit():
                codes = [words[1], int(words[2])]
            elif words and words[0] in PLACES and len(words) == 1:
                place, width, lines, codes = words[0], PLACES[words[0]], None, None
            elif words and words[0] == "cols" and len(words) == 2 and words[1].isdigit():
                place, width, lines, codes = "cols", int(words[1]), None, None
            elif words and words[0] == "wrap" and len(words) == 3 and words[1].isdigit() and words[2].isdigit():
                place, width, lines, codes = "wrap", int(words[1]), int(words[2]), None
            else:
                raise SourceError(where + "not a place: %r" % line)
            current = None
            continue
        if not line[0].isspace():
            m = re.match(r"^([A-Z][A-Z0-9_]*) +(\S.*)$", line)
            if not m:
                raise SourceError(where + "an entry is 'NAME  English text'")
            if part is None or place is None:
                raise SourceError(where + "an entry before its part and place")
            key = m.group(1)
            if codes is not None:
                key = "%s%d" % (codes[0], codes[1])
                codes[1] += 1
            current = Entry(m.group(1), key, part, place, width, lines, number)
            current.text["en"] = m.group(2)
            entries.append(current)
            continue
        body = line.strip()
        if current is None:
            raise SourceError(where + "an indented line belongs under an entry")
        if "ru" not in current.text:
            current.text["ru"] = body if body != "~" else ""
        elif body.startswith("~") and not current.fill:
            current.fill = body[1:].split()
        else:
            raise SourceError(where + "an entry has its English, its Russian and one '~' line")
    _check(entries, path)
    return entries


def _check(entries, path):
    seen = {}
    for e in entries:
        where = "%s:%d: " % (path, e.line)
        if "ru" not in e.text:
            raise SourceError(where + "%s has no Russian text" % e.name)
        for key in (e.name, e.key):
            if key in seen and seen[key] is not e:
                raise SourceError(where + "%s is also at line %d" % (key, seen[key].line))
            seen[key] = e
        for lang in LANGS:
            if "\n" in e.text[lang] or "\\" in e.text[lang]:
                raise SourceError(where + "%s: a text is one line, without backslashes" % e.name)
    names = by_name(entries)
    for e in entries:
        for token in e.fill:
            if token.startswith("@") and token[1:] not in names:
                raise SourceError("%s:%d: %s fills with %s, which is no entry" % (path, e.line, e.name, token))


def by_name(entries):
    return dict((e.name, e) for e in entries)


CHUNK = 256         # UTF-8 bytes a piece of a table holds at most


def chunks(entries, lang, part):
    """The ``KEY text`` lines of ``lang``'s texts of ``part`` in pieces of at
    most CHUNK bytes, each ``"\\nKEY text\\nKEY text\\n"`` (so a lookup finds
    ``\\nKEY `` and the text's end in one piece)."""
    out = [[]]
    size = 1
    for e in entries:
        if e.part != part:
            continue
        line = "\n%s %s" % (e.key, e.text[lang])
        n = len(line.encode("utf-8"))
        if out[-1] and size + n > CHUNK and part != "core":
            out.append([])
            size = 1
        out[-1].append(line)
        size += n
    return out


def module_text(entries, lang, part):
    """The generated module of ``lang``'s texts of ``part``."""
    out = ["# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.",
           '"""The device\'s texts in %s: %s.' % (LANG_NAME[lang], MODULE_DOC[part]),
           "",
           ("A tuple of one string of lines ``KEY text`` (``ui.text`` finds ``\\nKEY ``;"
            if part == "core" else
            "A tuple of strings of at most %d bytes, each of lines ``KEY text``" % CHUNK),
           ("a code's key is its letter and number): the first table, loaded with the"
            if part == "core" else
            "(``ui.text`` finds ``\\nKEY ``; a code's key is its letter and number):"),
           ("language, before the deals cut the heap up." if part == "core" else
            "pieces, so that loading a table needs no large free block in a heap the"),
           ("texts/device.txt has each text beside its name, its English or Russian"
            if part == "core" else
            "deals have cut up.  texts/device.txt has each text beside its name, its"),
           "and where it is drawn." if part == "core" else "English or Russian and where it is drawn.",
           '"""',
           "TABLE = ("]
    for piece in chunks(entries, lang, part):
        for i, line in enumerate(piece):
            out.append("    %s%s" % (_literal(line + ("\n" if i == len(piece) - 1 else "")),
                                      "," if i == len(piece) - 1 else ""))
        out.append("")
    out[-1] = ")"
    return "\n".join(out) + "\n"


def _literal(s):
    # a double-quoted literal, the characters as they are (the file is UTF-8)
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def modules(entries):
    """``{file name: text}`` of every generated module."""
    out = {"__init__.py": INIT}
    for lang in LANGS:
        for part in PARTS[:-1]:         # the host's part is read from the source (tablescore.texts)
            name = lang + ("" if part == "core" else "_" + part) + ".py"
            out[name] = module_text(entries, lang, part)
    return out


INIT = '''# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts, a module a language and part (``ui.text`` loads the
chosen language's; the host reads them as ``tablescore.lang``)."""
'''


def check(target=TARGET, source=SOURCE):
    """The generated files that differ from what the source makes (names), [] if none."""
    made = modules(parse(source.read_text(encoding="utf-8"), str(source)))
    stale = []
    for name, text in sorted(made.items()):
        path = target / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            stale.append(name)
    return stale


def write(target=TARGET, source=SOURCE):
    made = modules(parse(source.read_text(encoding="utf-8"), str(source)))
    target.mkdir(exist_ok=True)
    for name, text in sorted(made.items()):
        (target / name).write_text(text, encoding="utf-8")
    return sorted(made)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m tablescore.textgen",
                                description="Make firmware/lang/*.py from texts/device.txt.")
    p.add_argument("--check", action="store_true", help="only say whether the modules are up to date")
    args = p.parse_args(argv)
    try:
        if args.check:
            stale = check()
            if stale:
                print("firmware/lang differs from texts/device.txt: %s (run python -m tablescore.textgen)"
                      % ", ".join(stale), file=sys.stderr)
                return 1
            return 0
        for name in write():
            print("firmware/lang/%s" % name)
    except SourceError as exc:
        print(exc, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
