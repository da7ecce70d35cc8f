"""Issue 11 section 7: the display libraries' cache is safe for parallel runs.

Two simulators or test runs install into the same per-user folder at once;
before each run ``fwlibs.install`` copies the files again whenever the
installed copy's size or time differs from its source (two virtualenvs: two
times).  Whatever those installs do at the same moment, a reader (a third
run importing ``adafruit_ssd1306``) sees a whole file, old or new, never a
part of one.
"""
import os
import pathlib
import shutil
import threading
import time

from mp import run_micropython
from tablescore import fwlibs

WRITERS = 4
ROUNDS = 60


def two_installs(tmp_path):
    """The real library files as two virtualenvs hold them: the same bytes,
    each copy with a time of its own, so that every install replaces the
    files the other one made.  ``([files A], [files B], {rel: bytes})``."""
    real = fwlibs.sources()
    sets = []
    for k, name in enumerate(("venv-a", "venv-b")):
        files = []
        for src, rel in real:
            copy = tmp_path / name / rel
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, copy)
            os.utime(copy, (1_600_000_000 + 1000 * k, 1_600_000_000 + 1000 * k))
            files.append((copy, rel))
        sets.append(files)
    return sets[0], sets[1], {rel: src.read_bytes() for src, rel in real}


def test_concurrent_installs_never_show_a_partial_file(tmp_path):
    a, b, want = two_installs(tmp_path)
    dest = tmp_path / "cache"
    fwlibs.install(dest, a)
    stop = threading.Event()
    errors, seen = [], []

    def writer(files):
        try:
            for _ in range(ROUNDS):
                fwlibs.install(dest, files)
        except Exception as exc:            # noqa: BLE001 - reported below
            errors.append(repr(exc))

    def reader():
        reads = bad = 0
        while not stop.is_set():
            for rel, data in want.items():
                try:
                    got = (dest / rel).read_bytes()
                except FileNotFoundError:   # a plain copy's target is never missing either
                    got = b""
                reads += 1
                if got != data:
                    bad += 1
        seen.append((reads, bad))

    readers = [threading.Thread(target=reader) for _ in range(2)]
    writers = [threading.Thread(target=writer, args=(a if k % 2 else b,)) for k in range(WRITERS)]
    for t in readers + writers:
        t.start()
    for t in writers:
        t.join()
    stop.set()
    for t in readers:
        t.join()
    assert not errors, errors
    reads, bad = sum(r for r, _ in seen), sum(b for _, b in seen)
    print("%d installs racing, %d reads, %d partial" % (WRITERS * ROUNDS, reads, bad))
    assert reads > 100 and bad == 0, "%d of %d reads saw a partial file" % (bad, reads)
    # nothing left behind but the libraries themselves
    left = sorted(str(p.relative_to(dest)) for p in dest.rglob("*") if p.is_file())
    assert left == sorted(str(rel) for rel in want), left


def test_micropython_imports_the_driver_while_installs_race(tmp_path):
    """The failure seen: ``module 'adafruit_ssd1306' has no attribute
    'SSD1306_I2C'`` while another run was installing.  Imports under the
    real interpreter, each while two installers keep replacing the files."""
    a, b, _ = two_installs(tmp_path)
    dest = tmp_path / "cache"
    fwlibs.install(dest, a)
    stop = threading.Event()

    def writer(files):
        while not stop.is_set():
            fwlibs.install(dest, files)
            time.sleep(0)

    script = tmp_path / "imp.py"
    script.write_text("import adafruit_ssd1306\nprint(adafruit_ssd1306.SSD1306_I2C.__name__)\n")
    writers = [threading.Thread(target=writer, args=(files,)) for files in (a, b)]
    for t in writers:
        t.start()
    try:
        outs = [run_micropython(script, path=[dest], check=False) for _ in range(20)]
    finally:
        stop.set()
        for t in writers:
            t.join()
    failed = [(o.stdout + o.stderr).decode() for o in outs if o.returncode != 0 or o.stdout.strip() != b"SSD1306_I2C"]
    assert not failed, "%d of %d imports failed, e.g. %s" % (len(failed), len(outs), failed[0])


def test_install_skips_what_is_there_and_cleans_up(tmp_path):
    a, b, want = two_installs(tmp_path)
    dest = fwlibs.install(tmp_path / "cache", a)
    before = {rel: (dest / rel).stat().st_ino for rel in want}
    fwlibs.install(dest, a)             # same size and time: left alone
    assert {rel: (dest / rel).stat().st_ino for rel in want} == before
    fwlibs.install(dest, b)             # another time: replaced (a new file, renamed over)
    assert all((dest / rel).stat().st_ino != before[rel] for rel in want)
    assert {rel: (dest / rel).read_bytes() for rel in want} == want
    assert sorted(p.name for p in pathlib.Path(dest).rglob("*.tmp")) == []
