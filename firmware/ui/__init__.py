"""Screens, widgets and the on-screen text.  Pure with respect to hardware:
a screen gets key events and draws onto a framebuf-like target.

Screen modules are loaded when first opened and dropped when their game or
setup is over: on the board the imported code is most of the heap
(benchmarks/README.md).  ``load`` collects first, so a module's code lands
in a heap without the last keypresses' garbage cut through it.
"""
import gc
import sys

# module groups for drop(), one string each (a tuple of names would be a
# string object per name on the heap)
PREF = ("ui.pref ui.pref_entry ui.pref_more ui.pref_raspasy ui.pref_penalty ui.pref_refused ui.pref_menu ui.pref_history ui.pref_lines rules.pref_session rules.pref_deal"
        " rules.pref_plan rules.why rules.pref_incident")
# (and ui.text's parts but the first, in either language: loaded when looked up)
OFC = ("ui.ofc ui.ofc_entry ui.ofc_menu ui.ofc_davi ui.choice ui.dialogs ui.results rules.ofc_match rules.ofc_deal"
       " rules.ofc_cards rules.davi lang.ru_pulya lang.en_pulya lang.ru_more lang.en_more lang.ru_why lang.en_why")
# what the start menu lets go when it is on top again (ui.home): the setup
# screens and their lines, and what a game's board opens over itself (it
# drops them too)
SETUP = ("ui.setup ui.settings_menu ui.ofc_setup ui.pickers ui.names ui.choice ui.dialogs ui.pref_history ui.pref_entry ui.pref_more ui.pref_raspasy ui.pref_penalty ui.pref_refused"
         " ui.results ui.price ui.pref_lines"
         " ui.pref_menu ui.check_code rules.witness rules.names lang.ru_pulya lang.en_pulya lang.ru_more"
         " lang.en_more lang.ru_why lang.en_why")


def load(name):
    """The module ``name`` ("ui.pref"), imported into a collected heap if not in yet."""
    module = sys.modules.get(name)
    if module is None:
        gc.collect()
        __import__(name)
        module = sys.modules[name]
    return module


def drop(names):
    """Forget the modules ``names`` (separated by spaces): their heap is free once
    nothing of theirs is left (no screen on the stack, no engine in the ledger's table)."""
    for name in names.split():
        if sys.modules.pop(name, None) is not None:
            package, _, attr = name.rpartition(".")
            parent = sys.modules.get(package)
            if parent is not None and attr in parent.__dict__:
                delattr(parent, attr)
