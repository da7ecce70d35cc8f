# Parts of device_pulya_mp.py's scenarios imported only when played (its own
# code is on the heap it measures): "sync" (the PC syncs the device through
# the board's UART) and "void" (a void of an old deal).  Each takes the
# driver's ``figure`` and ``live``.
import sys

syncs = 0       # played so far: the second's figures are "sync2_..."


class PcEnd:
    """The PC's end of the board's UART (``machine.UART.link``) for ``sync``:
    what it sends waits in ``incoming``; what the board writes is parsed as it
    comes (frames of 512 bytes at most: a small buffer of the harness's)."""

    def __init__(self):
        from rules import wire
        self.incoming = bytearray()
        self.decoder = wire.Decoder(600)
        self.decoder.max_pending = 64

    def any(self):
        return len(self.incoming)

    def read(self, n=-1):
        n = len(self.incoming) if n < 0 else min(n, len(self.incoming))
        data = bytes(self.incoming[:n])
        self.incoming = self.incoming[n:]
        return data or None

    def write(self, buf):
        self.decoder.feed(buf)
        return len(buf)


def sync(play, count, figure, live):
    """The PC syncs the device ``count`` times, as ``tablescore sync`` asks on
    a clean line (frames of 512 bytes here): the hello, which lists every
    session on the flash with its head; then each session with records the
    PC has not acknowledged: its ledger, the acknowledgement.  The game's
    screens are let go meanwhile (``ui.sync``), the board built again after.  The live heap after each and the most while the
    link streamed (collected)."""
    global syncs
    syncs += 1
    part = "sync" if syncs == 1 else "sync%d" % syncs
    # the sync before: its protocol and the link let go since (the PC quiet), not carried through the game between
    figure(part + "_link_loaded", len([m for m in ("device.link", "device.link_proto") if m in sys.modules]))
    # what the game left loaded on its board between deals (a match: only
    # its screen, rules and texts; ui.ofc.MatchScreen.enter lets the rest go)
    figure(part + "_opened_screens", len([m for m in ("ui.ofc_setup", "ui.pickers", "ui.choice", "ui.dialogs",
                                                      "ui.ofc_entry", "ui.ofc_quick", "ui.ofc_end", "ui.ofc_menu") if m in sys.modules]))
    import machine
    from rules import wire
    pc = machine.UART.link = PcEnd()
    sid = play.sim.app.journal.current.sid
    most = {}                   # the live heap's most while the link answered each kind of request
    screens = []                # the game's screen modules found loaded while the link answered
    sent = 0
    req = 0

    def ask(mtype, values, until):
        """Send a request; poll the board until the frame ``until`` answers it; (that
        frame, the session frames that came).  The DATA frames are counted, not
        kept: the harness holds as little as it can."""
        nonlocal req, sent
        req = (req + 1) % 64
        pc.incoming.extend(wire.frame(mtype, [req] + values))
        sessions = []
        answer = None
        for _ in range(20000):
            play.sim.run_for(20)
            while True:
                try:
                    msg = pc.decoder.take()
                except wire.WireError:      # a frame the board cut short (it ran out of heap)
                    continue
                if msg is None:
                    break
                if msg[1][0] != req:
                    continue
                if msg[0] == wire.DATA:
                    sent += len(msg[1][2])
                elif msg[0] == wire.SESSION:
                    sessions.append(msg[1])
                elif msg[0] == until:
                    answer = msg[1]
            msg = None
            used = live()
            if used > most.get(mtype, 0):
                most[mtype] = used
            for name in sys.modules:
                if (name.startswith("ui.ofc") or name.startswith("ui.pref")) and name not in screens:
                    screens.append(name)
            # the hello is followed by a SESSION frame for each session it lists
            if answer is not None and (until != wire.HELLO or len(sessions) == len(answer[5])):
                return answer, sessions
        raise AssertionError("the link does not answer %d" % mtype)

    for _ in range(count):
        hello, sessions = ask(wire.HELLO_Q, [wire.PROTOCOL, None], wire.HELLO)
        assert sid in hello[5], hello
        for session in sessions:
            if session[5] >= session[2]:
                continue            # acknowledged to its head: nothing new
            pos = 0
            while pos < session[4]:
                pos = ask(wire.GET, [session[1], pos, 512, 30, 0], wire.END)[0][1]
            acked = ask(wire.ACK, [session[1], session[2], session[3], None], wire.ACKED)[0]
            assert acked[1] >= session[2], acked
        sessions = None
    figure(part + "_rounds", count)
    figure(part + "_bytes", sent)
    figure(part + "_heap_max", max(most.values()))
    figure(part + "_game_screens", len(screens))    # let go while the PC talks (ui.sync): 0
    for mtype, name in ((wire.HELLO_Q, "hello"), (wire.GET, "get"), (wire.ACK, "ack")):
        if mtype in most:
            figure(part + "_heap_max_" + name, most[mtype])
    # the PC's end is not on a board: let go before the game comes back
    machine.UART.link = pc = wire = None
    from ui import text as T
    if getattr(play.sim.app.ui.top, "title", None) == T.SYNC:
        play.keys("ok")             # the players close the sync's message: the game loaded again
    figure(part + "_heap_after", live())


def void(play, back, figure, live):
    """A void of the live deal ``back`` entries before the last, as the
    history's Yes makes it (``journal.void``, then what the screens say):
    the whole ledger replayed without it.  The live heap after it."""
    app = play.sim.app
    j = app.journal
    entries = j.table.entries
    seq = j.table.last_entry - back
    # a raspasy (PREF_DEAL): in this pulya of a raspasy and a six in turn, a
    # six taken back leaves later entries that no longer fit (refused: E205)
    while True:
        r = j.current.entry(seq)
        if r[1] == 10 and r[2][0] == "raspasy":
            break
        seq -= 1
    from ui import load
    code = j.void(seq)
    load("ui.widgets").saved(app.ui, code)
    assert j.table.entries == entries - 1, ("void", seq, code, j.detail, j.table.entries, entries)
    assert app.ui.errors == 0
    figure("void_seq", seq)
    figure("void_heap", live())
