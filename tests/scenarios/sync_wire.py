"""The sync frames (rules/wire.py): COBS at every length around its 254-byte
blocks, frames through garbage, cuts, flipped bytes and oversize, printed so
that micropython and CPython must agree byte for byte."""
from rules import wire

# COBS: every zero is gone, and decoding gives the bytes back, at the block edges
seed = 12345


def rand():
    global seed
    seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
    return seed >> 16


for n in (0, 1, 2, 253, 254, 255, 256, 508, 509, 700):
    for zeros in (0, 1, 4):       # none, a quarter, every byte zero
        src = bytearray(n)
        for i in range(n):
            src[i] = 0 if zeros == 4 or (zeros and rand() % 4 == 0) else 1 + rand() % 255
        out = bytearray()
        wire.cobs_encode(src, n, out)
        assert out.find(b"\x00") < 0
        back = bytearray(out)
        m = wire.cobs_decode(back, len(back))
        assert bytes(back[:m]) == bytes(src), (n, zeros)
        print("cobs", n, zeros, len(out))

# a frame: type, values, CRC; the same bytes in both interpreters
f = wire.frame(wire.SESSION, [7, 1, 305, b"\x01" * 8, 10790, 0, 305, [530, -605]])
print("frame", len(f), bytes(f).hex())

# a DATA frame written while it is made (the device's, wire.FrameOut) is byte for byte
# frame()'s, whatever the pieces and wherever the COBS blocks and its buffer's flushes fall
for n in (0, 1, 253, 254, 255, 600, 2048):
    for zeros in (0, 1, 4):
        src = bytearray(n)
        for i in range(n):
            src[i] = 0 if zeros == 4 or (zeros and rand() % 4 == 0) else 1 + rand() % 255
        out = bytearray()
        w = wire.FrameOut(out.extend)
        w.begin(wire.DATA)
        w.value(63)
        w.value(29)
        w.bytes_head(n)
        i = 0
        while i < n:
            k = min(n - i, 1 + rand() % 300)
            w.data(src[i:i + k])
            i += k
        w.end()
        w.flush()
        assert bytes(out) == bytes(wire.frame(wire.DATA, [63, 29, bytes(src)])), (n, zeros)
        print("frame out", n, zeros, len(out))


def feed(d, data):
    d.feed(data)
    out = []
    while True:
        try:
            got = d.take()
        except wire.WireError as exc:
            out.append("error %d %s" % (exc.code, exc.detail))
            continue
        if got is None:
            return out
        out.append("frame %d %r" % got)


hello = wire.frame(wire.HELLO_Q, [1, wire.PROTOCOL, None])
d = wire.Decoder(64)
# the REPL's banner and prompt, then a hello
print(feed(d, b"MicroPython v1.24.0 on 2024-10-25; ESP32 module with ESP32\r\n>>> \x00" + hello))
# a frame cut short and the next one whole: the cut one is refused, the next taken
print(feed(d, hello[:5] + b"\x00" + hello))
# every single flipped bit in a frame is caught (CRC-32 finds all 1- and 2-bit errors)
caught = 0
for i in range(len(hello) - 1):
    for bit in range(8):
        bad = bytearray(hello)
        bad[i] ^= 1 << bit
        d = wire.Decoder(64)
        d.feed(bad)
        d.feed(b"\x00")
        if d.frames == 0:
            caught += 1
print("flipped bits caught", caught, "of", (len(hello) - 1) * 8)
# longer than the receiver takes: dropped up to its end, the next frame still read
big = wire.frame(wire.DATA, [1, 1, bytes(range(1, 200))])
d = wire.Decoder(64)
print(feed(d, big + hello))
# an unknown message type decodes (the device answers it with E_TYPE)
print(feed(d, wire.frame(99, [1])))
# a good CRC over a payload that is not the value encoding
body = bytearray([wire.GET, 0xFF])
c = wire.crc32(body, 2)
body.extend(bytes([c & 0xFF, (c >> 8) & 0xFF, (c >> 16) & 0xFF, c >> 24]))
enc = bytearray()
wire.cobs_encode(body, len(body), enc)
print(feed(d, enc + b"\x00"))
# clocks
print(wire.check_clock([2026, 11, 30, 12, 0, 0]), wire.check_clock([2026, 13, 1, 0, 0, 0]),
      wire.check_clock("now"), wire.check_clock([2026, 1, 1, 0, 0]))
out = bytearray()
w = wire.FrameOut(out.extend)
w.begin(wire.DATA)
w.value(1)
w.value(0)
w.bytes_head(600)
w.data(bytes(range(1, 201)) * 3)
w.cancel()                  # half written: ended with a zero there, the receiver refuses it
d = wire.Decoder(4096)
print(feed(d, out + wire.frame(wire.HELLO_Q, [1, 2, None])) if out else "nothing written", out[-1:])
