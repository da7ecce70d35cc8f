"""The simulator's flash image path: what cannot hold the flash is said in one
line, ``tablescore: cannot use the flash image PATH: why``, exit status 2, in
the scripted and the interactive simulator alike; and nothing that is there
is formatted over.

Read-only places are real: a folder mounted read-only in a mount namespace of
the test's own (``unshare``), so the kernel refuses the writes even to root,
as it does on a read-only file system (``OSError: 30`` before).
"""
import hashlib
import subprocess
import sys

import pytest

from devsim import libs_dir
from tablescore.cli import main as cli_main

BLOCKS = 64
PULYA = "ok,ok,ok,ok,ok,ok,ok,ok"       # a new pulya opened with every offered answer


@pytest.fixture(autouse=True)
def _libs():
    libs_dir()


def sim(*argv):
    return ["sim", "--blocks", str(BLOCKS), *argv]


def refused(capsys, path):
    """Run ``tablescore ARGV`` (scripted, then interactive) and return the reason each gave."""
    why = []
    for mode in (["--script", "ok"], []):
        assert cli_main(sim("--flash", str(path), *mode)) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1, err
        head = "tablescore: cannot use the flash image %s: " % path
        assert err.startswith(head), err
        why.append(err[len(head):].strip())
    assert why[0] == why[1]
    return why[0]


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_missing_folder(tmp_path, capsys):
    assert refused(capsys, tmp_path / "nowhere" / "x.img") == "no folder %s" % (tmp_path / "nowhere")
    assert not (tmp_path / "nowhere").exists()


def test_a_file_where_the_folder_should_be(tmp_path, capsys):
    (tmp_path / "notes").write_text("x")
    assert refused(capsys, tmp_path / "notes" / "x.img") == "%s is not a folder" % (tmp_path / "notes")


def test_a_folder(tmp_path, capsys):
    assert refused(capsys, tmp_path) == "it is a folder"


def test_a_file_too_small_for_an_image_is_left_as_it_is(tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n" * 10)
    before = digest(notes)
    why = refused(capsys, notes)
    assert why == "90 bytes: not a flash image (whole 4 KB blocks, at least 16)"
    assert digest(notes) == before


def test_a_file_of_an_image_size_that_holds_no_littlefs_is_not_formatted(tmp_path, capsys):
    # before: micropython found no littlefs and formatted the file
    other = tmp_path / "other.bin"
    other.write_bytes(bytes(range(256)) * 256)
    before = digest(other)
    assert refused(capsys, other).startswith("it holds no littlefs")
    assert digest(other) == before


def test_a_damaged_image_is_not_formatted(tmp_path, capsys):
    # littlefs's name is there, its superblocks' commits are broken: littlefs
    # does not mount it, and the image keeps what it holds
    image = tmp_path / "pulya.img"
    assert cli_main(sim("--flash", str(image), "--script", PULYA)) == 0
    data = bytearray(image.read_bytes())
    for block in (0, 1):
        data[block * 4096 + 20:block * 4096 + 40] = bytes(20)
    image.write_bytes(bytes(data))
    capsys.readouterr()
    assert refused(capsys, image).startswith("littlefs on it does not mount")
    assert image.read_bytes() == bytes(data)


def test_an_image_keeps_its_size_and_what_it_holds_whatever_blocks_says(tmp_path, capsys):
    # before: --blocks other than the image's made littlefs refuse it, and the
    # simulator formatted it: the pulya was gone
    image = tmp_path / "pulya.img"
    assert cli_main(sim("--flash", str(image), "--script", PULYA)) == 0
    size = image.stat().st_size
    assert cli_main(["sim", "--flash", str(image), "--blocks", str(2 * BLOCKS), "--script", "right,ok"]) == 0
    out = capsys.readouterr().out
    assert "|Пуля 0/100" in out, out            # Resume opened the pulya (Russian, the default)
    assert image.stat().st_size == size


def test_a_new_image_is_made_erased_and_formatted(tmp_path):
    image = tmp_path / "new.img"
    assert cli_main(sim("--flash", str(image), "--script", "right")) == 0
    assert image.stat().st_size == BLOCKS * 4096
    assert image.read_bytes()[8:16] == b"littlefs"


def read_only(folder, *argv):
    """``tablescore ARGV`` with ``folder`` mounted read-only for it."""
    remount = 'mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" "$1" && shift && exec "$@"'
    proc = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", remount, "sh",
                           str(folder), sys.executable, "-m", "tablescore", *argv],
                          capture_output=True, text=True, timeout=120)
    return proc


@pytest.mark.parametrize("interactive", [False, True])
def test_a_read_only_image_and_a_read_only_folder(tmp_path, interactive):
    image = tmp_path / "pulya.img"
    assert cli_main(sim("--flash", str(image), "--script", PULYA)) == 0
    before = digest(image)
    mode = [] if interactive else ["--script", "ok"]
    for path in (image, tmp_path / "new.img"):
        proc = read_only(tmp_path, *sim("--flash", str(path), *mode))
        assert proc.returncode == 2, proc
        assert proc.stderr == "tablescore: cannot use the flash image %s: Read-only file system\n" % path
        assert "Traceback" not in proc.stdout + proc.stderr
    assert digest(image) == before and not (tmp_path / "new.img").exists()
