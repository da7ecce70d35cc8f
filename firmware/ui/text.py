"""Every string the device shows, in one table.

Screens read ``text.NAME`` when they draw, never copy a string at import, so
``use(table)`` can switch the language at run time: a translation is a module
with the same names (``text_ru.py`` with its own font, say).  A name the table
lacks keeps its English text.  Lines are at most 16 characters (the screen is
16 columns of the 8x8 font); ``%`` fields are filled by the screen.
"""

# start menu
APP = "tablescore"
NEW_PULYA = "New pulya"
RESUME = "Resume"
HISTORY = "History"
SETTINGS = "Settings"
NOTHING_TO_RESUME = "Nothing to resume"
NO_HISTORY = "No history yet"

# new pulya
HOW_MANY = "How many play?"
N_PLAYERS = "%d players"
PICK_NAME = "Name of %d"
END_AT = "Pulya ends at"
NO_LIMIT = "No limit"
FIRST_DEALER = "Who deals first"
START_Q = "Start the pulya?"
DEALS_FIRST = "%s deals first"
ENDS_AT = "Ends at %d"
OPEN_PULYA = "Pulya open"
END_OPEN_Q = "End it and start a new one?"
LEDGER = "Ledger"

# scoreboard: a row is name(4) dealer mark(1) pulya(3) gora(3) vists(5)
PULYA_OF = "Pulya %d/%d"
PULYA_N = "Pulya %d"
PULYA_OVER = "Pulya over"
BOARD_HEAD = "      P  G     V"
HINT_BOARD = "OK deal  <> more"
HINT_OVER = "OK results"
DEAL_N = "Deal %d"

# deal entry
KIND = "What happened?"
K_GAME = "Game"
K_MISERE = "Misere"
K_RASPASY = "Raspasy"
K_WITHOUT3 = "Without 3"
DECLARER = "Declarer"
CONTRACT = "Contract"
DEFENCE = "Defence"
WHISTER = "Who whists?"
FIRST_WHISTER = "First whister"
TRICKS_OF = "Tricks: %s"
DEFENCE_NAMES = {"both": "Both whist", "open": "Whist open", "closed": "Whist closed",
                 "pass": "Both pass", "half": "Half-whist", "check": "Ten checked"}
SAVE_Q = "Save this deal?"
NOT_SAVED = "Not saved"

# the game menu
MORE = "More"
PENALTY = "Penalty"
END_PULYA = "End pulya"
END_Q = "End the pulya?"
UNDO_Q = "Undo last entry?"
VOID_Q = "Void entry %d?"
NOTHING_TO_UNDO = "Nothing to undo"
P_INFORMATION = "Information"
P_WARNING = "Warning"
P_CUT = "Refused to cut"
P_MISDEAL = "Misdeal"
OFFENDER = "Who?"
AGAINST = "Whose game?"
RESULTS = "Final results"
VOIDED = "voided"

# confirmations and messages
YES = "Yes"
NO = "No"
OK = "OK"
CANCEL = "Cancel"
SAVED = "Saved"
SAVING = "Saving..."
ERROR = "Error"
SURE = "Are you sure?"
UNDO = "Undo last deal"
VOID = "Void a deal"
BACK = "Back"

# settings
CONTRAST = "Contrast"
SCREEN_OFF = "Screen off"
MINUTES = "%d min"
NEVER = "Never"
FLIP = "Flip screen"
LANGUAGE = "Language"
ENGLISH = "English"
ABOUT = "About"
VERSION = "Version %s"

# hints on the bottom row
HINT_MENU = "<> move  OK pick"
HINT_NUMBER = "<> change  OK"
HINT_CONFIRM = "<> choose  OK"

# deal summaries in the history, 16 characters at most
H_GAME = "%d %s %s/%d"         # seq, declarer, contract/tricks taken
H_PASSED = "%d %s %s pass"
H_RASPASY = "%d raspasy"
H_WITHOUT3 = "%d %s %s -3"
H_PENALTY = "%d %s %s"         # seq, kind, offender

# preset player names: short, so four fit on one scoreboard row
NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Igor",
         "Kira", "Lev", "Masha", "Nik", "Olga", "Pavel", "Rita", "Sasha")


def use(table):
    """Show the names of module ``table`` instead of the English ones."""
    g = globals()
    for name in dir(table):
        if not name.startswith("_") and name != "use":
            g[name] = getattr(table, name)
