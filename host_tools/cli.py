"""The ``tablescore`` command line.

Each subcommand lives in its own module with ``add_parser(subparsers)``; the
parser it adds carries ``func`` (called with the parsed args, returns the exit
status).  Bad input is reported on stderr as ``tablescore: ...`` with status 2,
on one line, control characters escaped (a message may quote a device's text).
"""
import argparse
import importlib
import sys

# Subcommand modules, in the order `tablescore --help` lists them.
COMMANDS = ("replay", "ofc_cli", "sim", "sync_cli", "archive_cli", "report_cli", "standings", "verify_cli", "deploy")


class UsageError(Exception):
    """Bad input from the user: printed as one clear line, exit status 2."""


def write_out(text, output=None):
    """``text`` to the file ``output`` (UTF-8), or to stdout when there is none;
    a file that cannot be written is a UsageError naming it."""
    if not output:
        sys.stdout.write(text)
        return
    try:
        with open(output, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as exc:
        raise UsageError("cannot write %s: %s" % (output, exc.strerror or exc))


def build_parser():
    parser = argparse.ArgumentParser(
        prog="tablescore",
        description="Host tools for the card-table scoring device.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMANDS:
        importlib.import_module("tablescore." + name).add_parser(sub)
    return parser


def main(argv=None):
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args) or 0
    except UsageError as exc:
        from .safe_text import shown
        print("tablescore: %s" % shown(str(exc)), file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
