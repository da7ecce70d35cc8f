# Under CPython (the ui modules are pure): their docstring examples hold.
import doctest
import sys

import ui.pref_lines
import ui.pref_menu
import ui.results
import ui.setup_rules
import ui.widgets

failed = 0
for mod in (ui.pref_lines, ui.pref_menu, ui.results, ui.setup_rules, ui.widgets):
    result = doctest.testmod(mod)
    failed += result.failed
    print("%s: %d examples, %d failed" % (mod.__name__, result.attempted, result.failed))
sys.exit(1 if failed else 0)
