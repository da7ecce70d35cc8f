# Press keys on the simulator (as simhost's script mode does) and print which
# of the modules named are loaded then, one a line:
#   micropython modules_after.py FLASH BLOCKS KEYS MODULE...   (used by test_systems_rules)
import sys

import machine
import simhost

simhost.mount(sys.argv[1], int(sys.argv[2]))
machine.UART.link = simhost.BufferLink()
sim = simhost.Sim()
sim.run_for(100)
for token in sys.argv[3].split(","):
    sim.do(token)
for name in sys.argv[4:]:
    if name in sys.modules:
        print(name)
