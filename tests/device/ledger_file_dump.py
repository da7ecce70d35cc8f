# Print each session's ledger file on a simulator flash image as "SID HEX"
# lines, the bytes as the board holds them:
#   micropython ledger_file_dump.py FLASH BLOCKS   (used by test_witness_device)
import sys

import simhost

simhost.mount(sys.argv[1], int(sys.argv[2]))
from device.journal import Journal  # noqa: E402

j = Journal(root="ledger")
for sid in j.sessions():
    with open(j.path(sid, "tsl"), "rb") as f:
        print(sid, f.read().hex())
