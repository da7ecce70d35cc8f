"""Screens, widgets and the on-screen text.  Pure with respect to hardware:
a screen gets key events and draws onto a framebuf-like target.

Screen modules are loaded when first opened and dropped when their game or
setup is over (``load`` and ``drop``, the firmware's one way: firmware/README.md,
"Modules loaded when used"); below, the groups dropped together.
"""
from rules import drop, load  # noqa: F401  (ui.load, ui.drop: what the screens call)

# module groups for drop(), one string each (a tuple of names would be a
# string object per name on the heap)
PREF = ("ui.pref ui.pref_board ui.pref_entry ui.pref_more ui.pref_raspasy ui.pref_penalty ui.pref_refused ui.pref_menu"
        " ui.pref_final ui.pref_history ui.pref_history_entry ui.pref_lines rules.pref_session rules.pref_score"
        " rules.pref_rules rules.pref_sheet rules.pref_plan rules.pref_close rules.pref_systems rules.pref_ruleset rules.pref_classic rules.why"
        " rules.pref_incident lang.ru_classic lang.en_classic")
# (and ui.text's parts but the first, in either language: loaded when looked up)
OFC = ("ui.ofc ui.ofc_entry ui.ofc_quick ui.ofc_end ui.ofc_menu ui.ofc_davi ui.choice ui.dialogs ui.results rules.ofc_match rules.ofc_deal"
       " rules.ofc_cards rules.davi lang.ru_pulya lang.en_pulya lang.ru_more lang.en_more lang.ru_why lang.en_why")
# what the start menu lets go when it is on top again (ui.home): the setup
# screens and their lines, and what a game's board opens over itself (it
# drops them too)
SETUP = ("ui.setup ui.settings_menu ui.ofc_setup ui.pickers ui.names ui.choice ui.dialogs ui.pref_history"
         " ui.pref_history_entry ui.pref_entry ui.pref_more ui.pref_raspasy ui.pref_penalty ui.pref_refused ui.results ui.price ui.pref_lines"
         " ui.pref_menu ui.pref_final ui.check_code rules.witness rules.names lang.ru_pulya lang.en_pulya"
         " lang.ru_more lang.en_more lang.ru_why lang.en_why lang.ru_classic lang.en_classic")
