"""Setting up prints only what a user needs (issue 15, "a quiet first run").

The package is built the way ``./dev`` installs it (pip, with setuptools in
an isolated build environment) from a copy of the files the build reads, so
the working tree gets no build folders.  setuptools' warnings reach pip as
``BuildBackendWarning``s, which pip prints for a project in a local folder;
none may come.  The simulator's stand-in hardware (``host_tools/sim/mp``)
and the report page's templates and font must still ship with the package,
and so must the device's texts (``texts/device.txt``, ``firmware/lang``).
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
MP_FILES = sorted(p.name for p in (ROOT / "host_tools" / "sim" / "mp").glob("*.py"))


def project_copy(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "host_tools", src / "host_tools", ignore=skip)
    shutil.copytree(ROOT / "firmware" / "rules", src / "firmware" / "rules", ignore=skip)
    shutil.copytree(ROOT / "firmware" / "lang", src / "firmware" / "lang", ignore=skip)
    shutil.copytree(ROOT / "texts", src / "texts", ignore=skip)
    return src


def pip(*args, env=None):
    """pip's output (both streams); fails the test if pip fails."""
    out = subprocess.run([sys.executable, "-m", "pip", *args], capture_output=True, text=True, env=env,
                         timeout=240)
    text = out.stdout + out.stderr
    assert out.returncode == 0, text
    return text


def backend_warnings(text):
    return [line for line in text.splitlines() if "BuildBackendWarning" in line or "SetuptoolsWarning" in line]


def test_the_wheel_builds_without_a_warning_and_ships_the_simulator_hardware(tmp_path):
    src = project_copy(tmp_path)
    text = pip("wheel", "--no-deps", "--quiet", "-w", str(tmp_path / "out"), str(src))
    assert "absent from the `packages` configuration" not in text, text
    assert not backend_warnings(text), text
    wheel, = (tmp_path / "out").glob("tablescore-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert MP_FILES and sorted(n.split("/")[-1] for n in names if n.startswith("tablescore/sim/mp/")) == MP_FILES
    # the report page's templates and font: data, shipped with the package
    for folder in ("templates", "fonts"):
        files = sorted(p.name for p in (ROOT / "host_tools" / folder).iterdir() if p.is_file())
        assert files and sorted(n.split("/")[-1] for n in names if n.startswith("tablescore/%s/" % folder)) == files
    # the device's texts (issue 12): their source, which the host's --lang ru
    # and the report page read, and the tables rules.why reads for str()
    assert "tablescore/textsrc/device.txt" in names
    assert "tablescore/lang/en_why.py" in names and "tablescore/lang/ru.py" in names
    # ... and an installed wheel, with no repository beside it, reads them
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    pip("--python", str(venv / "bin" / "python"), "install", "--no-deps", "--quiet", str(wheel))
    said = subprocess.run([str(venv / "bin" / "python"), "-c",
                           "from tablescore import texts, textgen; "
                           "print(texts.text('NEW_PULYA', 'ru'), textgen.SOURCE.parent.name)"],
                          capture_output=True, text=True, check=True, cwd=str(tmp_path)).stdout
    assert said.split() == ["Новая", "пуля", "textsrc"]


def test_the_editable_install_of_dev_prints_no_setuptools_notice(tmp_path):
    # the warning filter ./dev gives pip for its editable install
    quiet = re.search(r'^QUIET_BUILD="([^"]+)"$', (ROOT / "dev").read_text(), re.M).group(1)
    src = project_copy(tmp_path)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    env = dict(os.environ, PYTHONWARNINGS=quiet)
    text = pip("--python", str(venv / "bin" / "python"), "install", "--no-deps", "--quiet", "-e", str(src), env=env)
    assert not backend_warnings(text), text
    # the installed package is the copy's: its simulator finds the stand-in hardware there
    found = subprocess.run([str(venv / "bin" / "python"), "-c",
                            "import importlib.util, pathlib; "
                            "s = importlib.util.find_spec('tablescore.sim'); "
                            "print(sorted(p.name for p in (pathlib.Path(s.origin).parent / 'mp').glob('*.py')))"],
                           capture_output=True, text=True, check=True).stdout
    assert found.strip() == repr(MP_FILES)
