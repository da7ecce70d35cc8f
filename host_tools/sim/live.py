"""The interactive simulator: the OLED in the terminal, keys as buttons, a pty as the serial port."""
import os
import pty
import select
import shutil
import subprocess
import sys
import termios
import tty

from . import command, png

# terminal input -> (command, key) for the firmware
KEYMAP = {
    b"\x1b[D": ("p", "left"), b"a": ("p", "left"),
    b"\x1b[C": ("p", "right"), b"d": ("p", "right"),
    b"\r": ("p", "ok"), b"\n": ("p", "ok"), b" ": ("p", "ok"),
    b"\x7f": ("p", "back"), b"\x08": ("p", "back"), b"b": ("p", "back"), b"\x1b": ("p", "back"),
    b"O": ("l", "ok"), b"B": ("l", "back"),
}
QUIT = (b"q", b"\x03")


def split_keys(data):
    """Terminal bytes -> known key sequences, escape sequences kept whole.

    >>> split_keys(b"a\\x1b[Cq")
    [b'a', b'\\x1b[C', b'q']
    """
    out = []
    i = 0
    while i < len(data):
        if data[i:i + 2] == b"\x1b[" and i + 2 < len(data):
            out.append(data[i:i + 3])
            i += 3
        else:
            out.append(data[i:i + 1])
            i += 1
    return out


def frame_text(image, columns=None):
    """The glass framed for the terminal: one pixel a column when it is wide enough, else 2x2."""
    if columns is None:
        columns = shutil.get_terminal_size().columns
    lines = png.to_blocks(image) if columns >= 130 else png.to_quadrants(image)
    border = "+" + "-" * len(lines[0]) + "+"
    return "\n".join([border] + ["|" + line + "|" for line in lines] + [border])


def run_live(flash, blocks, lang=None):
    master, slave = pty.openpty()
    tty.setraw(slave)
    serial_path = os.ttyname(slave)
    cmd, env = command(flash, blocks, "live", *(["lang=" + lang] if lang else []))
    proc = subprocess.Popen(cmd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
    interactive_out = os.isatty(sys.stdout.fileno())
    if interactive_out:
        sys.stdout.write("\x1b[2J\x1b[H")
    print("tablescore sim: serial port on %s; flash image %s" % (serial_path, os.path.abspath(flash)))
    print("keys: <-/a left  ->/d right  Enter/space OK  Backspace/b BACK  O/B long  q quit")
    sys.stdout.flush()
    stdin = sys.stdin.fileno()
    interactive = os.isatty(stdin)
    saved = termios.tcgetattr(stdin) if interactive else None
    if interactive:
        tty.setcbreak(stdin)
    buf = b""
    try:
        while proc.poll() is None:
            ready, _, _ = select.select([stdin, proc.stdout, master], [], [], 0.5)
            if master in ready:
                # the PC's program wrote to the serial port: pass it to the firmware
                try:
                    data = os.read(master, 4096)
                except OSError:
                    data = b""
                if data:
                    proc.stdin.write(b"s " + data.hex().encode() + b"\n")
            if proc.stdout in ready:
                chunk = os.read(proc.stdout.fileno(), 65536)
                if not chunk:
                    break
                buf += chunk
                while b"\n" in buf:
                    line, buf = buf.split(b"\n", 1)
                    if line.startswith(b"F "):
                        image = bytes.fromhex(line[2:].decode())
                        sys.stdout.write("\x1b[4;1H" + frame_text(image) + "\n")
                        sys.stdout.flush()
                    elif line.startswith(b"S "):
                        os.write(master, bytes.fromhex(line[2:].decode()))
                    elif line.strip():
                        sys.stdout.write("\x1b[40;1H\x1b[K" + line.decode(errors="replace") + "\n")
            if stdin in ready:
                data = os.read(stdin, 64)
                if not data:
                    break
                for k in split_keys(data):
                    if k in QUIT:
                        proc.stdin.write(b"q\n")
                        raise KeyboardInterrupt
                    if k in KEYMAP:
                        cmd_, key = KEYMAP[k]
                        proc.stdin.write(("%s %s\n" % (cmd_, key)).encode())
    except (KeyboardInterrupt, BrokenPipeError):
        pass
    finally:
        if saved is not None:
            termios.tcsetattr(stdin, termios.TCSADRAIN, saved)
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=3)
            except subprocess.TimeoutExpired:
                proc.kill()
        os.close(master)
        os.close(slave)
    err = proc.stderr.read() if proc.stderr else b""
    if proc.returncode not in (0, None, -15) and err:
        sys.stderr.write(err.decode(errors="replace"))
    return 0
