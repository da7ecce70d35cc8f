"""The serial link to the PC: short text commands, one a line, answered at once.

Only ``hello`` is known so far (the device says what it is); the sync
protocol adds its commands to ``Link.handle``.  Reading never blocks: ``poll``
takes what the port has, and a line longer than ``max_line`` is dropped with
an error rather than filling the heap.
"""
VERSION = "0.1"


class Link:
    max_line = 200

    def __init__(self, port):
        self.port = port
        self.buf = bytearray()
        self.overflow = False

    def poll(self):
        n = self.port.any()
        if not n:
            return
        data = self.port.read(n)
        if not data:
            return
        for b in data:
            if b == 10:                          # "\n" ends a command
                if self.overflow:
                    self.port.write(b"error line too long\n")
                else:
                    self.handle(bytes(self.buf).strip())
                self.buf = bytearray()
                self.overflow = False
            elif len(self.buf) < self.max_line:
                self.buf.append(b)
            else:
                self.overflow = True

    def handle(self, line):
        if not line:
            return
        if line == b"hello":
            self.port.write(b"tablescore " + VERSION.encode() + b"\n")
        else:
            self.port.write(b"error unknown command\n")
