# Write a file onto a simulator flash image, as a board whose file an older
# firmware left or a fault damaged:
#   micropython file_put.py FLASH BLOCKS NAME HEX...   (used by test_systems_rules)
# its bytes in hex, in pieces (one long argument fails the interpreter's start)
import sys

import simhost

simhost.mount(sys.argv[1], int(sys.argv[2]))
with open(sys.argv[3], "wb") as f:
    for piece in sys.argv[4:]:
        f.write(bytes.fromhex(piece))
