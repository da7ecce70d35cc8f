"""The serial link to the PC (the sync, ``docs/sync-protocol.md``).

``Link`` is what the app polls.  Until the first byte comes from the PC it
only asks the port whether anything is there; then it loads the protocol
(``device.link_proto``), so a board nobody syncs spends no heap on it, and
once the PC has been quiet for a while with nothing left to send it lets the
protocol go again, and the app lets the link itself go (``ui.sync.back``): the
evening's games after a sync do not carry it.  While the protocol is loaded
the game's screens are not (``ui.sync``: the sync's message alone, the
game's board built again after).  Nothing the host sends is ever executed
(see ``link_proto``).
"""
from rules import drop, load

FIRMWARE = "0.1"


class Link:
    quiet_polls = 200       # polls (20 ms apart: 4 s) without a byte from the PC, then the protocol goes

    def __init__(self, port, journal=None, settings=None, uid=b""):
        self.port = port
        self.journal = journal
        self.settings = settings
        self.uid = bytes(uid)
        self.ui = None          # set by main.build: the sync's message is shown there (ui.sync)
        self.screen = None      # that message, while it is open
        self.proto = None       # device.link_proto.Protocol, once the PC spoke
        self.faults = 0         # exceptions caught in the protocol (a bug, never a crash)
        self.release = None     # req of a RELEASE from the PC: the app leaves, the REPL gets the port
        self.quiet = 0          # polls since the PC last sent a byte

    def poll(self):
        if self.proto is None:
            if not self.port.any():
                return
            try:
                if self.ui is not None:
                    load("ui.sync").begin(self)     # the game's screens gone first, the sync's message
                self.proto = load("device.link_proto").Protocol(self)
            except MemoryError:
                self.faults += 1
                return
        self.quiet = 0 if self.port.any() else self.quiet + 1
        self.proto.poll()
        if self.quiet >= self.quiet_polls:
            if self.ui is None:
                self.let_go()
            else:
                try:
                    load("ui.sync").back(self)      # let go, and the game's board again
                except Exception as exc:            # noqa: BLE001 - not the app's serial task's end
                    self.ui.fail(exc)               # shown as a key's would be

    def let_go(self):
        """The protocol goes, unless it is in the middle of a job or handing the
        port over; the PC's next byte loads it again."""
        if self.proto is not None and self.proto.job is None and self.release is None:
            self.proto = None
            # the protocol, its frames, the format's reading half the frames'
            # values need, and the sync's message
            drop("device.link_proto device.link_stream device.link_admin rules.wire rules.ledger_read ui.sync")
