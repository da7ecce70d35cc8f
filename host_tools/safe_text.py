"""Text from a device or a file, made safe to reach a terminal or a spreadsheet.

Player names, the game name and every other string in a ledger or a session
file come from outside: a board, a cable, whoever wrote the file.  Printed
raw, an ESC or BEL sequence in a name retitles or clears the terminal; a
bidi override makes a line read backwards; a CSV cell starting with ``=``
is a formula to a spreadsheet.  So:

- ``shown(text)``: control characters (C0 with newline and tab, DEL, C1),
  bidi controls, line/paragraph separators and lone surrogates become
  visible escapes (``\\x1b``, ``\\u202e``); every other character, Cyrillic
  included, stays as written;
- ``json_safe(text)``: the same for JSON text, as JSON's own ``\\u`` escapes,
  so the document still reads back to exactly the same strings;
- ``csv_cell(value)``: a text cell shown, and prefixed with ``'`` when a
  spreadsheet would read it as a formula (the OWASP rule); numbers stay numbers;
- ``Escaped(stream, escape)``: a stream whose lines pass through ``escape``.

>>> shown("Ann\\x1b[2J")
'Ann\\\\x1b[2J'
>>> shown("Александр \\u202eevil")
'Александр \\\\u202eevil'
>>> json_safe('{"name": "A\\x9bB"}')
'{"name": "A\\\\u009bB"}'
>>> csv_cell("=HYPERLINK(1)"), csv_cell(-12), csv_cell("-12")
("'=HYPERLINK(1)", -12, "'-12")
"""
import re

# C0 controls, DEL, C1 controls; ALM, LRM, RLM; LRE..RLO; LS, PS; LRI..PDI;
# lone surrogates (a str from JSON "\ud800" or a lax decode: no terminal can print one)
UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069"
                    "\ud800-\udfff]")
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _visible(match):
    code = ord(match.group())
    return "\\x%02x" % code if code < 0x100 else "\\u%04x" % code


def _json_escape(match):
    return "\\u%04x" % ord(match.group())


def shown(text):
    """``text`` with every unsafe character as a visible escape (one line: newlines too)."""
    return UNSAFE.sub(_visible, text)


def json_safe(text):
    """JSON text with every unsafe character as a ``\\u`` escape, newlines kept.

    Outside strings JSON has only ASCII punctuation and whitespace, so only
    characters inside strings change, to escapes of the same characters."""
    return "\n".join(UNSAFE.sub(_json_escape, line) for line in text.split("\n"))


def csv_cell(value):
    """A CSV cell: text shown and kept from being read as a formula; any other value as is."""
    if not isinstance(value, str):
        return value
    value = shown(value)
    return "'" + value if value.startswith(FORMULA_START) else value


def shown_lines(text):
    """``shown`` line by line: newlines kept (for text written to a terminal)."""
    return "\n".join(shown(line) for line in text.split("\n"))


class Escaped:
    """Wraps a text stream: everything written passes through ``escape``
    (``shown_lines`` for text, ``json_safe`` for JSON) first.  Both escape
    character by character, so a text may be written in any pieces."""

    def __init__(self, stream, escape=shown_lines):
        self.stream = stream
        self.escape = escape

    def write(self, text):
        return self.stream.write(self.escape(text))

    def flush(self):
        self.stream.flush()
