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


def test_ui_doctests():
    from mp import run_cpython
    from devsim import DEVICE_CHECKS
    out = run_cpython(DEVICE_CHECKS / "doctests.py").stdout.decode()
    assert "ui.pref_menu: 1 examples, 0 failed" in out and "ui.widgets: 2 examples, 0 failed" in out, out
    assert "ui.results: 1 examples, 0 failed" in out and "ui.pref_lines: 2 examples, 0 failed" in out, out
    assert "ui.setup_rules: 2 examples, 0 failed" in out, out


def test_sim_doctests():
    import doctest
    from tablescore.sim import live
    assert doctest.testmod(live).failed == 0
