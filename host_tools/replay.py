"""``tablescore replay FILE``: score a recorded session and print it.

The file is in the session form documented in ``docs/session-json.md``: JSON
Lines, a header object first, then one event object per line.  The header's
``game`` picks the game module that does the scoring.  The names it holds
reach the terminal with control characters escaped.
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
    p.set_defaults(func=run)


def read_session(lines, name="<input>"):
    """Parse session lines; return ``(header, events)`` or raise UsageError naming the line.

    Each event comes back with ``"_line"`` set to its line number, so the game
    modules can name it in their own messages.
    """
    header = None
    events = []
    for number, text in enumerate(lines, 1):
        text = text.strip()
        if not text or text.startswith("#"):
            continue
        try:
            obj = json.loads(text)
        except ValueError as exc:
            raise UsageError("%s:%d: not valid JSON (%s)" % (name, number, exc))
        if not isinstance(obj, dict):
            raise UsageError("%s:%d: expected a JSON object, got %s" % (name, number, type(obj).__name__))
        if header is None:
            if obj.get("format") != FORMAT:
                raise UsageError("%s:%d: not a tablescore session (the first object needs \"format\": \"%s\")"
                                 % (name, number, FORMAT))
            if obj.get("version") != VERSION:
                raise UsageError("%s:%d: session format version %r is not supported (this tool reads version %d)"
                                 % (name, number, obj.get("version"), VERSION))
            if obj.get("game") not in GAMES:
                raise UsageError("%s:%d: unknown game %r (known: %s)"
                                 % (name, number, obj.get("game"), ", ".join(sorted(GAMES))))
            header = obj
        else:
            obj["_line"] = number
            events.append(obj)
    if header is None:
        raise UsageError("%s: empty file, no session header" % name)
    return header, events


def run(args):
    import importlib
    import sys

    if args.file == "-":
        header, events = read_session(sys.stdin, "<stdin>")
    else:
        try:
            with open(args.file, encoding="utf-8") as f:
                lines = f.readlines()
        except OSError as exc:
            raise UsageError("cannot read %s: %s" % (args.file, exc.strerror or exc))
        except UnicodeDecodeError:
            raise UsageError("%s is not UTF-8 text" % args.file)
        header, events = read_session(lines, args.file)
    module = importlib.import_module("tablescore." + GAMES[header["game"]])
    # names and every other string of the file reach the terminal escaped
    out = Escaped(sys.stdout, json_safe if args.json else shown_lines)
    return module.replay(header, events, out, args.json)
