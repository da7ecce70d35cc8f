"""The board's port (device.stdio_port.StdioPort: stdin/stdout with select.poll) under micropython.

Frames come on stdin; the link's answers go to stdout.  Polls until stdin is
at its end and nothing is left to send, never blocking on a read.
"""
import sys
import time

from device.link import Link
from device.stdio_port import StdioPort

port = StdioPort()
link = Link(port, None, None, b"\x0a\x0b")
slowest = 0
for _ in range(200):
    t0 = time.ticks_us()
    link.poll()
    slowest = max(slowest, time.ticks_diff(time.ticks_us(), t0))
    time.sleep_ms(2)
sys.stderr.write("slowest poll %d us\n" % slowest)
