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
PLAYERS = "Players"
PLAYER_N = "Player %d"
HOW_MANY = "How many play?"
N_PLAYERS = "%d players"
GORA = "Gora"
PICK_NAME = "Name of %d"
NAME_TAKEN = "Name taken"
START = "Start"
START_Q = "Start the pulya?"

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

# preset player names: short, so four fit on one scoreboard row
NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Igor",
         "Kira", "Lev", "Masha", "Nik", "Olga", "Pavel", "Rita", "Sasha")


def use(table):
    """Show the names of module ``table`` instead of the English ones."""
    g = globals()
    for name in dir(table):
        if not name.startswith("_") and name != "use":
            g[name] = getattr(table, name)
