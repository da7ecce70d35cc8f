# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts in English: the rules' refusals and the ledger's codes (loaded to show one).

A tuple of strings of at most 256 bytes, each of lines ``KEY text``
(``ui.text`` finds ``\nKEY ``; a code's key is its letter and number):
pieces, so that loading a table needs no large free block in a heap the
deals have cut up.  texts/device.txt has each text beside its name, its
English or Russian and where it is drawn.
"""
TABLE = (
    "\nW0 %s out of range"
    "\nW1 unknown %s kind"
    "\nW2 wrong number of values"
    "\nW3 half-and-half is not whole"
    "\nW4 scores do not sum to zero"
    "\nW5 players must be 3 or 4"
    "\nW6 unknown field %s"
    "\nW7 tricks for a player not in the deal"
    "\nW8 tricks needed"
    "\nW9 tricks must be 0 to 10\n",

    "\nW10 the dealer sits out"
    "\nW11 unknown contract"
    "\nW12 contract under the exit minimum %d"
    "\nW13 unknown suit"
    "\nW14 dealer action needs 4 players"
    "\nW15 unknown dealer action"
    "\nW16 dealer can only go half with the declarer here"
    "\nW17 tricks must sum to 10\n",

    "\nW18 no whist on a misere"
    "\nW19 %s not used on a misere"
    "\nW20 unknown defence"
    "\nW21 after half must be 0 or 1"
    "\nW22 no tricks: not played"
    "\nW23 half-whist only on 6 and 7"
    "\nW24 only a ten can be checked"
    "\nW25 %s not used without a whister"
    "\nW26 whister is the declarer\n",

    "\nW27 whister is the dealer"
    "\nW28 whister tricks needed"
    "\nW29 whister tricks over the defence's %d"
    "\nW30 %s not used unless both whist"
    "\nW31 after half needs one whister on 6 or 7"
    "\nW32 take-over needs one whister\n",

    "\nW33 half with the passer needs open whist after half-whist"
    "\nW34 no plan challenge with half-and-half"
    "\nW35 plan needs open whist by one defender"
    "\nW36 %s must be 0 to 10 tricks"
    "\nW37 promise must beat the plan"
    "\nW38 challenger must be the dealer or the passer\n",

    "\nW39 gentleman split is not whole"
    "\nW40 end must be a whole number"
    "\nW41 the pulya is over"
    "\nW42 offender is the declarer"
    "\nW43 the dealer does not cut"
    "\nW44 bad checkpoint"
    "\nW45 no invited closed whist in this system: one whister\n",

    "\nW46 a ten is whisted in this system, not checked"
    "\nW47 no \"without three\" in this system"
    "\nW48 the dealer takes no part here in this system"
    "\nW49 no plan challenge in this system"
    "\nW50 no half-whist at this table"
    "\nW51 the dealer takes 0 to 2 prikup tricks\n",

    "\nW52 unknown rule system %s"
    "\nW53 bad rule setting %s"
    "\nW54 the dealer whists alone, after pass - half-whist - pass"
    "\nO0 %s: these royalties are a foul; tap the foul instead"
    "\nO1 a davi offer by %s is pending: accept or drop it first\n",

    "\nO2 %s owns the davi cube: only %s may double"
    "\nO10 the royalties say who won the %s row"
    "\nO11 the %s row is a tie: both have the same"
    "\nO20 the two top rows need five cards of a rank: not possible"
    "\nO21 the match is not over yet"
    "\nO22 the match is over\n",

    "\nO23 the cube is at its highest: no more doubles"
    "\nO30 not possible here"
    "\nE0 saved"
    "\nE1 saved; flash nearly full"
    "\nE2 saved; checkpoint failed"
    "\nE201 no session open"
    "\nE202 session already open"
    "\nE203 session is closed"
    "\nE204 not in this game"
    "\nE205 not allowed\n",

    "\nE206 no such entry"
    "\nE207 not the last entry"
    "\nE208 sequence goes back"
    "\nE209 unknown event"
    "\nE210 bad checkpoint"
    "\nE211 bad session settings"
    "\nE212 too late to change the price"
    "\nE301 flash full: sync first"
    "\nE302 flash write failed"
    "\nE303 not synced yet\n",

    "\nE304 session still open"
    "\nE305 host copy differs"
    "\nE306 no such session"
    "\nE307 entry too big"
    "\nE308 ledger damaged: sync it"
    "\nE401 torn record cut off"
    "\nE402 damaged records skipped"
    "\nE403 checkpoint bad; replayed"
    "\nE404 ledger order broken"
    "\nE405 entries not counted\n",

    "\nE406 ledger unreadable\n",
)
