# Under micropython: the check code of each link given as hex on the command
# line, one a line (test_witness compares them with its own computation).
import sys

from rules import witness

for arg in sys.argv[1:]:
    print(witness.code(bytes.fromhex(arg)))
