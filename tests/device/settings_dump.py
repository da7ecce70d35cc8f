# Print the settings file on a simulator flash image as the board holds it
# (nothing when there is none):
#   micropython settings_dump.py FLASH BLOCKS   (used by test_stray_presses)
import sys

import simhost

simhost.mount(sys.argv[1], int(sys.argv[2]))
from device.settings import FILE  # noqa: E402

try:
    with open(FILE) as f:
        print(f.read())
except OSError:
    pass
