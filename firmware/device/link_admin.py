"""The PC's requests that are not the sync itself (``docs/sync-protocol.md``):
its settings (player names, rule settings, the clock), the removal of a
session it holds (FREE) and the port handed to the REPL (RELEASE).

Loaded by ``device.link_proto`` when one comes (firmware/README.md, "Modules
loaded when used") and let go with it: a sync of the ledger does not carry
them.  ``handle`` takes the request as ``Protocol.handle`` does, every field
checked before use.
"""
from rules import wire
from rules.wire import SETTINGS, FREE, DONE, RELEASE_WORD, E_PAYLOAD, E_STATE

from device.settings import field

# rule settings the host may send, kept by device.settings (its field() gives the ranges)
RULES = ("end_points", "ofc_target", "ofc_stake", "ofc_stay_rule", "ofc_progressive", "ofc_button_moves")


def handle(proto, mtype, req, v):
    """A SETTINGS, FREE or RELEASE request ``v`` (its values, ``req`` first) for ``proto``."""
    if mtype == SETTINGS:
        if len(v) != 4:
            return proto.error(req, E_PAYLOAD, "settings")
        settings(proto, req, v[1], v[2], v[3])
    elif mtype == FREE:
        j = proto.journal
        if len(v) != 2 or type(v[1]) is not int or j is None:
            return proto.error(req, E_PAYLOAD, "free")
        proto._stop()
        sids = j.sessions()
        if sids and v[1] == sids[-1]:
            # new sessions are numbered after the newest file: removing it
            # would give the next session a number the archive already holds
            return proto.send(DONE, [req, E_STATE, "the newest session stays"])
        code = proto._journal("remove_session", v[1])
        proto.send(DONE, [req, code, proto._detail(code)])
    else:
        # RELEASE: only this checked frame gives the port back to the REPL (a 0x03 never
        # does): the job stops here, the app closes the ledger and answers with released()
        if len(v) != 2 or v[1] != RELEASE_WORD:
            return proto.error(req, E_PAYLOAD, "release")
        proto._stop()
        proto.link.release = req


def settings(proto, req, names, rules, clock):
    """Player names, rule settings and the clock from the PC, each checked, then kept."""
    s = proto.settings
    if names is not None:
        from rules.names import describe, list_problem     # the one rule for names
        why = list_problem(names)
        if why is not None:
            return proto.send(DONE, [req, E_PAYLOAD, "names: " + describe(*why)])
    if rules is not None:
        if type(rules) is not list:
            return proto.send(DONE, [req, E_PAYLOAD, "rules"])
        for item in rules:
            if (type(item) is not list or len(item) != 2 or item[0] not in RULES
                    or type(item[1]) is not int or not field(item[0])[1] <= item[1] <= field(item[0])[2]):
                return proto.send(DONE, [req, E_PAYLOAD, "rule %r" % (item,)])
    if clock is not None and not wire.check_clock(clock):
        return proto.send(DONE, [req, E_PAYLOAD, "clock"])
    if s is not None and (names is not None or rules):
        if names is not None:
            s.names = list(names)
        for name, value in rules or ():
            s.set(name, value)
        try:
            s.save()
        except OSError as exc:
            return proto.send(DONE, [req, E_STATE, "%s" % exc])
    proto._set_clock(clock)
    proto.send(DONE, [req, 0, ""])
