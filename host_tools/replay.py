"""``tablescore replay FILE``: score a recorded session and print it.

The file is in the session form documented in ``docs/session-json.md``: JSON
Lines, a header object first, then one event object per line.  The header's
``game`` picks the game module that does the scoring.  A line that is not
a JSON object of the form is refused as ``line N: reason`` (exit 2); the
names it holds reach the terminal with control characters escaped.
"""
import json

from .cli import UsageError
from .safe_text import Escaped, json_safe, shown_lines

FORMAT = "tablescore-session"
VERSION = 1

# game name in the header -> module (in this package) with
#   replay(header, events, out, as_json) -> exit status
GAMES = {
    "preferans-m": "replay_pref",
    "ofc-pineapple": "replay_ofc",
}


def add_parser(sub):
    p = sub.add_parser("replay", help="score a session file and print the breakdown",
                       description="Score a session file (docs/session-json.md) deal by deal.")
    p.add_argument("file", help="session file (JSON Lines); '-' reads standard input")
    p.add_argument("--json", action="store_true", help="print JSON for machines instead of a table")
    add_lang(p)
    p.set_defaults(func=run)


def add_lang(p):
    """``--lang``: the printed sheet in English (the default) or in Russian, in
    the device's words (texts/device.txt); JSON stays English."""
    p.add_argument("--lang", choices=("en", "ru"), default="en",
                   help="print the preferans sheet's headings and notes in English (default) or Russian")


# JSON a session file may not hold: NaN and Infinity (not JSON, though
# Python reads them), numbers longer than any field needs.  Brackets nested
# past the parser's stack (100,000 of them) are refused as it meets them.
MAX_DIGITS = 18


class _Refused(ValueError):
    pass


def _no_constant(name):
    raise _Refused("%s is not a number in JSON" % name)


def _int(text):
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Refused("a number of %d digits (at most %d)" % (len(text.lstrip("-")), MAX_DIGITS))
    return int(text)


def _float(text):
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _Refused("the number %s is out of range" % text[:20])
    return value


def parse_line(raw):
    """One line of a session file (bytes or str) -> the JSON object, or ValueError with the reason.

    >>> parse_line(b'{"event": "misdeal"}')
    {'event': 'misdeal'}
    >>> parse_line('{"tricks": NaN}')
    Traceback (most recent call last):
    ...
    ValueError: NaN is not a number in JSON
    """
    if isinstance(raw, (bytes, bytearray)):
        try:
            text = bytes(raw).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ValueError("not UTF-8 text (byte 0x%02x at column %d)" % (raw[exc.start], exc.start + 1))
    else:
        text = raw
    text = text.strip()
    if text.startswith("\ufeff"):
        raise ValueError("a byte order mark (U+FEFF) before the JSON: save the file as UTF-8 without one")
    try:
        obj = json.loads(text, parse_constant=_no_constant, parse_int=_int, parse_float=_float)
    except json.JSONDecodeError as exc:
        raise ValueError("not valid JSON at column %d: %s" % (exc.colno, exc.msg))
    except _Refused as exc:
        raise ValueError(str(exc))
    except RecursionError:
        raise ValueError("brackets nested too deep")
    if not isinstance(obj, dict):
        raise ValueError("expected a JSON object, got %s" % type(obj).__name__)
    return obj


def read_session(lines, name="<input>"):
    """Parse session lines (str or bytes); return ``(header, events)`` or raise
    UsageError ``line N: reason``.

    The header and each event come back with ``"_line"`` set to their line
    number, so the game modules can name it in their own messages.
    """
    header = None
    events = []
    number = 0
    for number, raw in enumerate(lines, 1):
        if not raw.strip() or raw.lstrip()[:1] in ("#", b"#"):
            continue
        try:
            obj = parse_line(raw)
        except ValueError as exc:
            raise UsageError("line %d: %s" % (number, exc))
        if header is None:
            if obj.get("format") != FORMAT:
                raise UsageError("line %d: not a tablescore session (the first object needs \"format\": \"%s\")"
                                 % (number, FORMAT))
            version = obj.get("version")
            if type(version) is not int or version != VERSION:
                raise UsageError("line %d: session format version %r is not supported (this tool reads version %d)"
                                 % (number, version, VERSION))
            game = obj.get("game")
            if not isinstance(game, str) or game not in GAMES:
                raise UsageError("line %d: unknown game %r (known: %s)" % (number, game, ", ".join(sorted(GAMES))))
            header = obj
            header["_line"] = number
        else:
            obj["_line"] = number
            events.append(obj)
    if header is None:
        raise UsageError("line %d: %s ends before the session header (the first object)" % (max(number, 1), name))
    return header, events


def read_file(path):
    """``(header, events)`` of a session file; ``-`` reads standard input."""
    import sys
    if path == "-":
        data = sys.stdin.buffer.read()
    else:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as exc:
            raise UsageError("cannot read %s: %s" % (path, exc.strerror or exc))
    return read_session(data.split(b"\n"), "<stdin>" if path == "-" else str(path))


def game_module(header):
    """The module that scores the header's game."""
    import importlib
    return importlib.import_module("tablescore." + GAMES[header["game"]])


def replay_doc(header, events):
    """The ``replay --json`` document of a parsed session: what ``show``, the
    report page and the CSV read their figures off (docs/session-json-*.md)."""
    import io
    out = io.StringIO()
    game_module(header).replay(header, [dict(e) for e in events], out, True)
    return json.loads(out.getvalue())


def run(args):
    import sys

    header, events = read_file(args.file)
    # names and every other string of the file reach the terminal escaped
    out = Escaped(sys.stdout, json_safe if args.json else shown_lines)
    if header["game"] == "preferans-m":
        return game_module(header).replay(header, events, out, args.json, getattr(args, "lang", "en"))
    return game_module(header).replay(header, events, out, args.json)
