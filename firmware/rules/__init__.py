"""The pure rules (no I/O, integers only), and the one way the firmware loads
a module when it is used: ``load`` and ``drop`` (firmware/README.md,
"Modules loaded when used").

They are here, the lowest package, so that the rules, the journal and the
screens share them; on the PC this package is ``tablescore.rules``.
"""
import gc
import sys


def load(name, package=None):
    """The module ``name`` ("ui.pref"), imported into a collected heap if it
    is not loaded yet; or ".table_replay" with ``package`` the caller's
    ``__name__``: a module of the caller's package, imported without a
    collection (a rule loads it in the middle of a call that the journal or a
    screen began with one).  Its caller never imports it: the module loaded
    may import its caller's module, not the other way round."""
    if name[0] == ".":
        name = package.rpartition(".")[0] + name
    module = sys.modules.get(name)
    if module is None:
        if package is None:
            gc.collect()    # its code lands in a heap without garbage cut through it
        __import__(name)
        module = sys.modules[name]
    return module


def drop(names):
    """Forget the modules ``names`` (separated by spaces): their heap is free
    once nothing of theirs is left in use (their names stay interned)."""
    for name in names.split():
        if sys.modules.pop(name, None) is not None:
            package, _, attr = name.rpartition(".")
            parent = sys.modules.get(package)
            if parent is not None and attr in parent.__dict__:
                delattr(parent, attr)
