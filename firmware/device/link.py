"""The serial link to the PC (the sync, ``docs/sync-protocol.md``).

``Link`` is what the app polls.  Until the first byte comes from the PC it
only asks the port whether anything is there; then it loads the protocol
(``device.link_proto``), so a board nobody syncs spends no heap on it.
Nothing the host sends is ever executed (see ``link_proto``).
"""
from rules import load
# the board's port: its own module, so board.serial() does not load this one
from device.stdio_port import StdioPort  # noqa: F401

FIRMWARE = "0.1"


class Link:
    def __init__(self, port, journal=None, settings=None, uid=b""):
        self.port = port
        self.journal = journal
        self.settings = settings
        self.uid = bytes(uid)
        self.ui = None          # set by main.build: the sync status is shown there
        self.proto = None       # device.link_proto.Protocol, once the PC spoke
        self.synced = None      # (session, seq) of the last acknowledgement
        self.status = ""        # what the screens say about it
        self.faults = 0         # exceptions caught in the protocol (a bug, never a crash)
        self.release = None     # req of a RELEASE from the PC: the app leaves, the REPL gets the port

    def poll(self):
        if self.proto is None:
            if not self.port.any():
                return
            try:
                self.proto = load("device.link_proto").Protocol(self)
            except MemoryError:
                self.faults += 1
                return
        self.proto.poll()
