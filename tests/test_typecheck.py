"""Device code type-checks against the ESP32 port's stubs (micropython-esp32-stubs).

mypy runs with MicroPython's standard library in place of CPython's (the
stubs' ``stdlib`` as a custom typeshed) and the ESP32 modules (``machine``,
``esp32``, ``framebuf``...) on MYPYPATH, so a call the board's MicroPython does
not have, or a wrong argument to ``machine.Pin``, fails here.  The stubs are
copied out of site-packages into a scratch folder because mypy will not read
top-level ``.pyi`` files from site-packages, and must not see Blinka's CPython
shims (``board.py``, ``micropython.py``) that live there too.
"""
import importlib.metadata
import pathlib
import shutil
import subprocess
import sys

from mp import FIRMWARE

# device code: the board, the main loop and what runs around the rules
CHECKED = ["board.py", "main.py", "device", "ui"]


def copy_dist_files(dist, dest, keep):
    for f in importlib.metadata.files(dist) or ():
        rel = pathlib.PurePosixPath(str(f))
        if keep(rel):
            src = pathlib.Path(f.locate())
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, target)


def stub_dirs(tmp):
    typeshed = tmp / "typeshed"
    esp32 = tmp / "esp32"
    # MicroPython's stdlib as the whole typeshed (plus the helpers its stubs import)
    copy_dist_files("micropython-stdlib-stubs", typeshed,
                    lambda p: p.parts[0] in ("stdlib", "stubs") and p.suffix in (".pyi", "") )
    copy_dist_files("micropython-stdlib-stubs", esp32,
                    lambda p: p.parts[0] == "_mpy_shed" and p.suffix == ".pyi")
    copy_dist_files("micropython-esp32-stubs", esp32,
                    lambda p: p.suffix == ".pyi" and not p.name.startswith("__builtins__"))
    return typeshed, esp32


def config(tmp, esp32):
    """mypy settings: the stubs' own quirks are not ours to fix, so their
    modules are not reported; bodies are checked without annotations (device
    code has none).  Off: ``misc``, because the guide's CPython fallback
    (``except ImportError: def const(x)``) is a conditional redefinition mypy
    always flags; ``union-attr``/``index``/``var-annotated``, the noise of
    unannotated attributes that start as None.  Wrong names, arguments and
    types of calls into the stubs are what this check is for."""
    modules = sorted({".".join(p.relative_to(esp32).with_suffix("").parts).replace(".__init__", "")
                      for p in esp32.rglob("*.pyi")})
    path = tmp / "mypy.ini"
    path.write_text("[mypy]\ndisable_error_code = misc, union-attr, index, var-annotated\ncheck_untyped_defs = True\n\n[mypy-%s]\nignore_errors = True\n"
                    % ",".join(modules))
    return path


def test_device_code_typechecks_against_esp32_stubs(tmp_path):
    typeshed, esp32 = stub_dirs(tmp_path)
    assert (esp32 / "machine.pyi").exists() and (typeshed / "stdlib" / "VERSIONS").exists()
    cmd = [sys.executable, "-m", "mypy", "--config-file", str(config(tmp_path, esp32)),
           "--custom-typeshed-dir", str(typeshed),
           "--no-incremental", "--cache-dir", str(tmp_path / "cache"),
           "--follow-imports", "silent", "--ignore-missing-imports",
           "--no-error-summary", "--show-error-codes"] + CHECKED
    env = {"MYPYPATH": str(esp32), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(cmd, cwd=FIRMWARE, capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_typecheck_catches_a_wrong_call(tmp_path):
    """The set-up does find errors: a Pin mode the ESP32 lacks, a str where an int goes."""
    typeshed, esp32 = stub_dirs(tmp_path)
    bad = tmp_path / "bad.py"
    bad.write_text("import machine\nimport time\n"
                   "machine.Pin(5, machine.Pin.ANALOG_IN)\n"
                   "time.sleep_ms('ten')\n")
    proc = subprocess.run([sys.executable, "-m", "mypy", "--custom-typeshed-dir", str(typeshed),
                           "--no-incremental", "--cache-dir", str(tmp_path / "cache"), str(bad)],
                          capture_output=True, text=True, env={"MYPYPATH": str(esp32), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert 'has no attribute "ANALOG_IN"' in proc.stdout
    assert "sleep_ms" in proc.stdout
