# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts in English: what a pulya shows now and then: menu, history, results (``ui.text`` loads it).

A tuple of strings of at most 256 bytes, each of lines ``KEY text``
(``ui.text`` finds ``\nKEY ``; a code's key is its letter and number):
pieces, so that loading a table needs no large free block in a heap the
deals have cut up.  texts/device.txt has each text beside its name, its
English or Russian and where it is drawn.
"""
TABLE = (
    "\nNOTHING_TO_RESUME Nothing to resume: no game is open."
    "\nLEDGER Ledger"
    "\nPENALTIES Information|Warning|Refused to cut"
    "\nMORE_LINES Suit: %s|Dealer: %s|After half-whist: %s|Plan: %s|Done"
    "\nNO_SUIT none"
    "\nSUITS spades|clubs|diamonds|hearts|no trump\n",

    "\nROLE_NAMES No action|Whists himself|Half with declarer|Half with passer"
    "\nROLE_SHORT none|whists|half D|half P"
    "\nWARNED %s (%d)"
    "\nN15 past the third warning (reading: each later warning costs 50)"
    "\nN16 warning %d of %d\n",

    "\nN17 second misdeal in a row: the deal passes"
    "\nN18 misdeal: free redeal"
    "\nN19 end of the pulya"
    "\nN20 plan %d, promise %d, actual %d (reading: plan balance)"
    "\nTIME_UP Time is up"
    "\nMORE Menu"
    "\nUNDO Undo last entry"
    "\nVOID_LAST Void last entry"
    "\nPENALTY Penalty\n",

    "\nEND_PULYA End the pulya"
    "\nEND_Q End the pulya?"
    "\nUNDO_Q Undo last entry?"
    "\nVOID_Q Void this entry?"
    "\nRESULTS Final results"
    "\nUNDO_END_Q Undo the end?"
    "\nUNDO_END_WHAT The game is open again, as before its end."
    "\nHINT_RESULTS OK done   BACK undo"
    "\nRESULTS_HEAD vists|money\n",

    "\nALL_SQUARE All square"
    "\nWHO_PAYS Who pays whom, %s"
    "\nWHO_PAYS_PLAIN Who pays whom"
    "\nVIST_PRICE Vist %s %s"
    "\nCOIN_IS Coin %s %s"
    "\nPRICE Price"
    "\nPRICE_Q Vist price"
    "\nCURRENCY_Q Currency"
    "\nCOIN_Q Round to"
    "\nNO_MONEY No money"
    "\nNO_CURRENCY none (points)\n",

    "\nNOTHING_TO_UNDO Nothing to undo."
    "\nUNDO_NOTES Entered wrong: the entry goes, the dealer goes back too.|Dealt, but does not count: the deal passes on."
    "\nH_WHAT %s %s/%d|%s %s pass|%s %s -3|raspasy %s|%s %s"
    "\nH_MISERE mis\n",

    "\nH_INCIDENTS inform|warning|cut|misdeal|end"
    "\nH_TAKEN und|vd"
    "\nH_DEAL Deal %d"
    "\nH_TAKEN_WHY Undone|Voided"
    "\nHINT_VOID OK void   BACK back"
    "\nCODE Code %s"
    "\nNO_HISTORY No entries yet."
    "\nFLASH_LOW Flash filling up\n",

    "\nFLASH_LOW_WHAT The flash is nearly full. Sync with the PC and free old sessions (sync --free).\n",
)
