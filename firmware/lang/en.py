# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts in English: the screens of a pulya, and what every screen shares (looked up by ``ui.text``).

A tuple of one string of lines ``KEY text`` (``ui.text`` finds ``\nKEY ``;
a code's key is its letter and number): the first table, loaded with the
language, before the deals cut the heap up.
texts/device.txt has each text beside its name, its English or Russian
and where it is drawn.
"""
TABLE = (
    "\nAPP tablescore"
    "\nNEW_PULYA New pulya"
    "\nRESUME Resume"
    "\nHISTORY History"
    "\nSETTINGS Settings"
    "\nNEW_MATCH New match (OFC)"
    "\nPULYA_OF Pulya %d/%d"
    "\nPULYA_N Pulya %d"
    "\nPULYA_OVER Pulya over"
    "\nDEAL_NO #%d"
    "\nTIME_OF %d:%02d/%dh"
    "\nBOARD_HEAD pul|gor|vist"
    "\nDEALER %s deals|deals"
    "\nSERIES Raspasy x%d, from %d"
    "\nHINT_BOARD OK deal   ◀▶ menu|OK results"
    "\nASK Who plays?|Contract|Whist?|Tricks: %s|Tricks: %s|Raspasy: tricks|More|Suit|The dealer...|Plan: tricks|Promised|Who challenges?|Penalty|Who?|Whose game?"
    "\nKINDS Game|Raspasy|Misere|Without three|Misdeal|Penalty"
    "\nMORE_DOTS More..."
    "\nDEFENCE_NAMES Both whist|%s open|%s closed|Both pass|%s half|Ten checked"
    "\nTRICKS_WORD tricks"
    "\nPTS_PULYA p%d"
    "\nPTS_GORA g%d"
    "\nHINT_FIRST ◀ %d  or  ▶ %d|◀ 0  ▶ 3   OK next"
    "\nSAVE_LINE ▶ then OK: save|OK: save    ◀ not yet"
    "\nN0 exit minimum %d (reading: exit ladder)"
    "\nN1 series kept at price %d (reading: failed exit keeps price)"
    "\nN2 raspasy at %d a trick: gora %d/%d/%d reduced by %d"
    "\nN3 without three and without whists"
    "\nN4 half-whist void: passer whisted"
    "\nN5 the dealer takes over the defence"
    "\nN6 half-and-half: declarer with dealer"
    "\nN7 half-and-half: whister with dealer"
    "\nN8 whisters share the penalty"
    "\nN9 both passed"
    "\nN10 ten checked: no whist vists"
    "\nN11 greedy whist"
    "\nN12 gentleman: whister short, no split"
    "\nN13 gentleman split"
    "\nN14 failed contract: no whister gora (reading)"
    "\nSAVE_Q Save this deal?"
    "\nCANNOT Cannot be"
    "\nHINT_NUMBER ◀▶ change   OK take|◀▶ change   OK save"
    "\nYES Yes"
    "\nNO No"
    "\nOK OK"
    "\nERROR Error"
    "\nNOT_SAVED Not saved\n",
)
