# Print the settings file on a simulator flash image as the board holds it,
# and the rules a table changed (ui.setup_rules; nothing for a file there is none of):
#   micropython settings_dump.py FLASH BLOCKS   (used by test_stray_presses)
import sys

import simhost

simhost.mount(sys.argv[1], int(sys.argv[2]))
from device.settings import FILE  # noqa: E402

for name in (FILE, "table_rules.txt"):
    try:
        with open(name) as f:
            print(name, f.read())
    except OSError:
        pass
