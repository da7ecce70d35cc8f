# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts in English: the setup, the settings, the OFC screens (``ui.text`` loads it for one of its names).

A tuple of strings of at most 256 bytes, each of lines ``KEY text``
(``ui.text`` finds ``\nKEY ``; a code's key is its letter and number):
pieces, so that loading a table needs no large free block in a heap the
deals have cut up.  texts/device.txt has each text beside its name, its
English or Russian and where it is drawn.
"""
TABLE = (
    "\nSYNC_ON Sync with PC"
    "\nSYNC Synced with PC"
    "\nSYNC_WAIT The game comes back when the PC is done."
    "\nSYNCED_TO up to entry %d"
    "\nSESSION_N Session %d"
    "\nHOW_MANY How many play?"
    "\nEND_AT Pulya ends at"
    "\nFIRST_DEALER Who deals first?"
    "\nSTART_Q Start the pulya?\n",

    "\nOPEN_PULYA A pulya is open"
    "\nPICK_NAME Player %d"
    "\nN_PLAYERS %d players"
    "\nNO_LIMIT No limit"
    "\nHOURS %d hours"
    "\nDEALS_FIRST %s deals first"
    "\nENDS_AT Ends at %d"
    "\nENDS_AFTER Ends after %d h"
    "\nSYSTEM_NAMES System M|Sochi|Leningrad|Rostov\n",

    "\nEND_OPEN_Q End it and start a new one?"
    "\nNEW_NAME New name..."
    "\nNAME_OF New name"
    "\nNAME_HINT_1 ◀▶ letter   OK take"
    "\nNAME_HINT_2 BACK erase"
    "\nNAME_HINT_3 hold OK: done"
    "\nNAME_SETS АБ|AB|12"
    "\nNAMES_TITLE Player names"
    "\nFORGET_Q Forget %s?\n",

    "\nNAME_BAD A name is 1 to 8 letters, digits, spaces or - . ' and differs from the others."
    "\nNAMES Anna|Boris|Vera|Gleb|Dina|Egor|Zoya|Igor|Kira|Lev|Masha|Nik|Olga|Pavel|Rita|Sasha"
    "\nCONTRAST Brightness"
    "\nSCREEN_OFF Screen off after"
    "\nFLIP Turn the picture\n",

    "\nLANGUAGE Язык / Language"
    "\nNAMES_MENU Player names"
    "\nABOUT About"
    "\nMINUTES %d min"
    "\nNEVER Never"
    "\nLANG_NAMES Русский|English"
    "\nVERSION Version %s"
    "\nTO_REPL Update from PC"
    "\nTO_REPL_1 scorer stopped,"
    "\nTO_REPL_2 ledger saved"
    "\nMATCH_N Match %d"
    "\nDEAL_N Deal %d\n",

    "\nFL_SHORT FL%d"
    "\nSCORE_OF Score %d:%d to %d"
    "\nCUBE_MID Cube %d, middle"
    "\nCUBE_OWN Cube %d: %s"
    "\nDAVI_BANNER DAVI %s x%d ?"
    "\nBUTTON_IS Button: %s"
    "\nMONEY Money %s %+d"
    "\nMONEY_EVEN Money even\n",

    "\nHINT_MATCH OK deal  ◀▶ davi|OK answer the davi|OK result|OK save  BACK cancel"
    "\nMATCH_RULES Match rules"
    "\nSTAKE Stake"
    "\nOFC_OPEN A session is open"
    "\nSTART_MATCH Start the match"
    "\nTARGET_N Play to %d"
    "\nSTAKE_N Stake %d"
    "\nBUTTON_S Button: %s\n",

    "\nSTAY_RULE Stay: trips/full|Stay: trips/quads"
    "\nPROGRESSIVE Progressive: no|Progressive: yes"
    "\nBTN_MOVES Button in FL: stays|Button in FL: moves"
    "\nEND_MATCH_Q The match is not over: end the session?"
    "\nDEAL_HOW Deal %d"
    "\nQUICK Quick: the net\n",

    "\nQUICK_FL Quick + Fantasyland"
    "\nROW_WON Top: who won?|Middle: who won?|Bottom: who won?"
    "\nROYALTIES Royalties %s"
    "\nSCOOPS Scoop: %s"
    "\nROW_BY_ROW Row by row"
    "\nFOULS Foul: %s"
    "\nBOTH_FOUL Both foul"
    "\nTIE Tie"
    "\nADD_ROY + %s"
    "\nDONE Done"
    "\nROW_SHORT top|mid|bot\n",

    "\nROY_LABELS none|trips|straight|flush|full house|quads|str. flush|royal flush|pair %s|trips %s"
    "\nROY_LINE %s royalty %d"
    "\nSAVE_NET Save %s"
    "\nFL_OF FL %s: %s"
    "\nFL_NONE no"
    "\nHINT_NET_FIRST ◀▶ the net (held: 5s)"
    "\nNET_WIN %s +%d"
    "\nNET_NONE Nobody 0"
    "\nNET_LINE Net %s +%d\n",

    "\nNET_ZERO Net 0"
    "\nFL_NEXT FL next: %s"
    "\nDAVI Davi"
    "\nDAVI_TO Davi x%d"
    "\nWHEN_Q When?"
    "\nDOUBLES %s doubles"
    "\nWHEN At %s"
    "\nACCEPT Accept x%d"
    "\nDROP Drop (pay %d)"
    "\nLATER Later"
    "\nDAVI_ANSWERED %s x%d: taken|%s x%d: drop|%s x%d: later\n",

    "\nSTREETS before the deal|street 1|street 2|street 3|street 4|street 5"
    "\nANSWER Answers: %s"
    "\nNO_OFFER No one may double now."
    "\nPENDING_SAVE A davi offer is pending: answer it first."
    "\nMATCH_OVER Match over"
    "\nEND_SESSION_Q End the session?"
    "\nWINS Winner: %s\n",

    "\nBY_SCORE %d:%d by score"
    "\nBY_DROP Dropped: %s"
    "\nPAYOUT Payout %d"
    "\nMATCHES_WON Matches %d:%d"
    "\nHINT_NEXT OK new match"
    "\nEND_SESSION End the session"
    "\nH_OFC_MATCH match to %d"
    "\nH_OFC_DEAL deal %s"
    "\nH_OFC_OFFER %s doubles"
    "\nH_OFC_ACCEPT %s accepts"
    "\nH_OFC_DROP %s drops\n",
)
