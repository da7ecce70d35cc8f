# Print the records of the newest session on a simulator flash image as JSON
# lines: micropython ofc_ledger_dump.py FLASH BLOCKS   (used by test_ofc_device)
import json
import sys

import simhost

simhost.mount(sys.argv[1], int(sys.argv[2]))
from device.journal import Journal  # noqa: E402

j = Journal(root="ledger")
j.boot()
for seq, rtype, values in j.current.records():
    print(json.dumps([seq, rtype, values]))
t = j.table
print(json.dumps(["table", t.game, t.engine.to_values(), t.closed]))
