"""``tablescore sync --port PORT``: the command (the sync itself is ``sync``).

Everything it prints may quote the device (its firmware, its error texts):
each line passes ``safe_text.shown`` first, so a control character from the
device reaches the terminal as a visible escape.
"""
import sys
import time

from .archive import Archive
from .cli import UsageError
from .safe_text import shown
from .sync import Progress, Sync
from .sync_peer import Peer, SyncError
from .sync_port import SerialTransport


def add_parser(sub):
    p = sub.add_parser("sync", help="copy the device's ledgers into the archive over USB serial",
                       description="Sync the device's ledgers into the SQLite archive (docs/sync-protocol.md).")
    p.add_argument("--port", required=True, help="serial port of the device, e.g. /dev/ttyUSB0 or COM3")
    p.add_argument("--db", help="archive file (default: %s)" % _default_db())
    p.add_argument("--baud", type=int, default=115200)
    p.add_argument("--names", help="send this comma separated player name list to the device")
    p.add_argument("--rule", action="append", default=[], metavar="NAME=N",
                   help="send a default rule setting (end_points, ofc_target, ofc_stake, ofc_stay_rule, "
                        "ofc_progressive, ofc_button_moves); may repeat")
    p.add_argument("--free", action="store_true",
                   help="remove closed sessions from the device once archived and acknowledged")
    p.add_argument("--timeout", type=float, default=Peer.timeout,
                   help="seconds the device may take to start an answer (default %(default)s)")
    p.add_argument("--quiet", action="store_true", help="no progress bar (it is drawn only on a terminal)")
    p.set_defaults(func=run)


def _default_db():
    from .archive import default_path
    return default_path()


def parse_rules(items):
    rules = []
    for item in items:
        name, _, value = item.partition("=")
        try:
            rules.append([name.strip(), int(value)])
        except ValueError:
            raise UsageError("--rule %s: give NAME=NUMBER" % item)
    return rules


def parse_names(text):
    """The name list of ``--names`` (comma separated, Cyrillic as well as
    Latin), checked by the device's own rule (``rules.names``) before it is
    sent; UsageError naming the name refused (its control characters
    escaped, never printed raw).

    >>> parse_names("Анна, Boris ,Вера")
    ['Анна', 'Boris', 'Вера']
    >>> parse_names("Анна,Александра")
    Traceback (most recent call last):
    ...
    tablescore.cli.UsageError: --names: "Александра" is longer than 8 characters
    """
    from .rules import names as rule
    names = [n.strip() for n in text.split(",") if n.strip()]
    why = rule.list_problem(names)
    if why is None:
        return names
    index, problem = why
    said = rule.describe(index, problem)
    if index >= 0:
        said = '"%s" %s' % (shown(names[index]), said.split(" ", 2)[2])
    else:
        said = "%d name%s given%s" % (len(names), "" if len(names) == 1 else "s", said[5:])
    raise UsageError("--names: " + said)


def run(args):
    names = None
    if args.names is not None:
        names = parse_names(args.names)
    rules = parse_rules(args.rule)
    if not args.timeout > 0:
        raise UsageError("--timeout: give a number of seconds above 0")
    archive = Archive(args.db, create=False)      # made only when there is something to write
    t0 = time.monotonic()
    s = None
    try:
        transport = SerialTransport(args.port, args.baud)
        try:
            s = Sync(Peer(transport, args.timeout), archive,
                     progress=Progress(quiet=args.quiet or not sys.stderr.isatty()))
            status = s.run(names, rules, args.free)
        finally:
            transport.close()
    except SyncError as exc:
        if s is not None:
            s.progress.end()
        raise UsageError(str(exc))
    except KeyboardInterrupt:
        if s is not None:
            s.progress.end()
        print("interrupted: %d of %d records archived%s; run sync again to resume"
              % (s.added if s else 0, s.total if s else 0,
                 " (%d more received and checked, kept for it)" % s.kept if s and s.kept else ""), file=sys.stderr)
        return 130
    finally:
        archive.close()
    p = s.peer
    # every line may quote the device (its firmware, its error texts): control characters escaped
    print(shown("synced %d session%s from device %s (firmware %s): %d new record%s, %d wire bytes, %d round trips, "
                "%.2f s; archive %s" % (len(s.infos), "" if len(s.infos) == 1 else "s", bytes(s.uid).hex(),
                                        s.firmware, s.added, "" if s.added == 1 else "s",
                                        p.sent_bytes + p.got_bytes, p.round_trips, time.monotonic() - t0,
                                        archive.path)))
    for line in s.summary:
        print(shown(line))
    for line in s.problems:
        print("tablescore: " + shown(line), file=sys.stderr)
    return status
