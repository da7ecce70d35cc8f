"""The board's serial port for the sync: the REPL's stdin/stdout.

Apart from ``device.link`` so that ``board.console()`` does not load the
link: the link is made when the PC first sends a byte (``main.build``).
"""


class StdioPort:
    """The REPL's serial port (UART0 over USB on the board) as ``any/readinto/write``.

    While the app runs nobody else reads stdin; ``board.console()`` turns off
    Ctrl-C first, so no byte from the host can stop the app and reach the REPL.
    Only a RELEASE frame gives the port back (``App.release``, ``board.release``).
    """

    def __init__(self):
        import select
        import sys
        self.inp = sys.stdin.buffer
        self.out = sys.stdout.buffer
        self.poller = select.poll()
        self.poller.register(sys.stdin, select.POLLIN)

    def any(self):
        return 1 if self.poller.poll(0) else 0

    def readinto(self, buf):
        n = 0
        while n < len(buf) and self.poller.poll(0):
            b = self.inp.read(1)
            if not b:
                break
            buf[n] = b[0]
            n += 1
        return n

    def write(self, buf):
        return self.out.write(buf)
