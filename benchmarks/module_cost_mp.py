# Runs under micropython (see device_pulya_mp.py, "modules"): the heap each
# module leaves live once imported, through an ``__import__`` hook.  Its own
# module, so that the runs that do not print the table do not carry its code.
import sys


class ModuleCost:
    """Heap each module leaves live once imported, its own imports not counted."""

    def __init__(self, live):
        self.live = live
        import builtins
        self.real = builtins.__import__
        self.costs = []             # [names, bytes], in import order
        self.inner = 0              # bytes taken by nested imports so far
        self.claimed = set()        # modules already given a figure
        builtins.__import__ = self.hook

    def hook(self, name, globals=None, locals=None, fromlist=None, level=0):
        mod = sys.modules.get(name) if level == 0 else None
        if mod is not None and all(hasattr(mod, f) for f in fromlist or ()):
            return self.real(name, globals, locals, fromlist, level)
        outer = self.inner
        self.inner = 0
        start = set(sys.modules)
        before = self.live()
        entry = ["", 0]
        self.costs.append(entry)
        try:
            return self.real(name, globals, locals, fromlist, level)
        finally:
            total = self.live() - before
            new = [m for m in sys.modules if m not in start and m not in self.claimed]
            self.claimed.update(new)
            entry[0] = "+".join(sorted(new)) or "-"
            entry[1] = total - self.inner
            self.inner = outer + total
            if not new:
                self.costs.remove(entry)
