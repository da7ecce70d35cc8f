# Runs under micropython: device_pulya_mp.py's "sync" scenario (the PC
# syncs the session in play), in a module of its own, imported only by a
# scenario that has it, so that its code is not on the heap of the others.
# figure() and live() are the driver's, given by it.


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
    """The PC syncs the session in play ``count`` times, as ``tablescore sync``
    asks on a clean line (frames of 512 bytes here): the hello, the whole
    ledger, the acknowledgement; the game's screens go on meanwhile.  The
    live heap after each and the most while the link streamed (collected)."""
    import machine
    from rules import wire
    pc = machine.UART.link = PcEnd()
    sid = play.sim.app.journal.current.sid
    most = {}                   # the live heap's most while the link answered each kind of request
    sent = 0
    req = 0

    def ask(mtype, values, until):
        """Send a request; poll the board until the frame ``until`` answers it; (that
        frame, the data bytes that came, the session frame if one came).  The DATA
        frames are counted, not kept: the harness holds as little as it can."""
        nonlocal req, sent
        req = (req + 1) % 64
        pc.incoming.extend(wire.frame(mtype, [req] + values))
        session = None
        for _ in range(20000):
            play.sim.run_for(20)
            last = None
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
                    session = msg[1]
                last = msg
            msg = None
            used = live()
            if used > most.get(mtype, 0):
                most[mtype] = used
            if last is not None and last[0] == until:
                return last[1], session
        raise AssertionError("the link does not answer %d" % mtype)

    for _ in range(count):
        _, session = ask(wire.HELLO_Q, [wire.PROTOCOL, None], wire.SESSION)
        assert session[1] == sid, session
        pos = 0
        while pos < session[4]:
            pos = ask(wire.GET, [sid, pos, 512, 30, 0], wire.END)[0][1]
        acked = ask(wire.ACK, [sid, session[2], session[3], None], wire.ACKED)[0]
        assert acked[1] >= session[2], acked
    machine.UART.link = None
    figure("sync_rounds", count)
    figure("sync_bytes", sent)
    figure("sync_heap_max", max(most.values()))
    for mtype, name in ((wire.HELLO_Q, "hello"), (wire.GET, "get"), (wire.ACK, "ack")):
        figure("sync_heap_max_" + name, most[mtype])
