"""Device code under the real micropython: buttons, the display path, the screens.

Each check script in tests/device asserts as it goes and ends with ALL OK;
one interpreter run per script keeps this quick.
"""
import pytest

from devsim import run_device_check


@pytest.mark.parametrize("script", ["check_buttons.py", "check_oled.py", "check_ui.py"])
def test_device_check(script):
    out = run_device_check(script, heapsize="64wK").stdout.decode()
    lines = out.strip().splitlines()
    assert lines and lines[-1] == "ALL OK", out
    assert all(line.startswith("ok ") for line in lines[:-1]), out
