# Under micropython: screens drawn with ui.canvas, the pixels printed.
#   micropython font_draw.py < screens.json
# stdin: {"fill": BYTE, "screens": [[OP, ...], ...]}, an OP one of
#   ["text", s, col, row, inverse]   ["title", s, right]   ["line", row, s, inverse]
#   ["center", row, s, inverse]      ["right", row, s, inverse]   ["mark", col, row, up]
#   ["clear"]   ["alloc", s, times]  (bytes allocated drawing s on every row `times` times)
# Each screen starts from a framebuffer filled with BYTE (so a test sees what
# was left alone) on a fresh recording(Canvas).  Prints a JSON line a
# screen: the 1024 bytes in hex (MONO_VLSB), what each op returned, the
# recorded rows and highlighted text.
import gc
import json
import sys

import framebuf
from ui import font
from ui.canvas import Canvas
from ui.canvas_text import recording

FontText = recording(Canvas)


def alloc(canvas, s, times):
    canvas.text(s, 0, 0)            # a first draw interns the characters as qstrs
    gc.collect()
    before = gc.mem_alloc()
    for _ in range(times):
        for row in range(8):
            Canvas.text(canvas, s, 0, row, row & 1)
    return gc.mem_alloc() - before


def screen(ops, fill):
    buf = bytearray(bytes([fill]) * 1024)
    canvas = FontText(framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB))
    returns = []
    for op in ops:
        name, args = op[0], op[1:]
        if name == "alloc":
            returns.append(alloc(canvas, args[0], args[1]))
        else:
            returns.append(getattr(canvas, name)(*args))
    return {"image": "".join("%02x" % b for b in buf), "returns": returns,
            "rows": canvas.rows(), "highlighted": canvas.highlighted(), "font": font.__file__}


job = json.loads(sys.stdin.read())
for ops in job["screens"]:
    print(json.dumps(screen(ops, job.get("fill", 0))))
