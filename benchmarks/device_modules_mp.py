# Runs under micropython (see device_pulya.py): heap each firmware module
# takes when imported, in the order the device loads them.
import gc
import sys

MODULES = sys.stdin.read().strip().split(",")   # on stdin: a long argv kills micropython
total = 0
for name in MODULES:
    gc.collect()
    before = gc.mem_alloc()
    __import__(name)
    gc.collect()
    used = gc.mem_alloc() - before
    total += used
    print("%s %d" % (name, used))
print("total %d" % total)
