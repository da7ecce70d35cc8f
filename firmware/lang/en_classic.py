# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts in English: what only a pulya in Sochi, Leningrad or Rostov shows: its notes, the final calculation.

A tuple of strings of at most 256 bytes, each of lines ``KEY text``
(``ui.text`` finds ``\nKEY ``; a code's key is its letter and number):
pieces, so that loading a table needs no large free block in a heap the
deals have cut up.  texts/device.txt has each text beside its name, its
English or Russian and where it is drawn.
"""
TABLE = (
    "\nN21 raspasy in vists: the fewest tricks write %d a trick"
    "\nN22 no trick: %d into the pulya"
    "\nN23 no trick: %d off the gora"
    "\nN24 %d off his own gora first"
    "\nN25 help: %d to an open pulya, 10 vists a point"
    "\nN26 %d over the pulya: off his own gora\n",

    "\nN27 %d over the pulya: into the others' gora"
    "\nN28 all pulyas closed"
    "\nPRIKUP Prikup"
    "\nFINAL_STEPS 1 pulya to %d: gora|2 amnesty %d: gora|3 gora x10/%d: vists|4 with the whists|5 result"
    "\nRULES_OF Rules: %s"
    "\nR0 Consolation|price|10"
    "\nR1 Misere consol.|no|10\n",

    "\nR2 Dealer consoles|no|yes"
    "\nR3 Liability|full|half"
    "\nR4 Gentleman|no|failed|always"
    "\nR5 Split by tricks|no|yes"
    "\nR6 Pair 6-7|made|short|always"
    "\nR7 Pair 8-10|each ½|no trick|each|last"
    "\nR8 Ten|as in M|whisted|checked"
    "\nR9 No trick|nothing|price|+1|off gora"
    "\nR10 Exit\n",

    "\nR11 Series ends|made|played|whisted"
    "\nR12 Both pass ends|yes|no"
    "\nR13 Dealer prikup|no|yes"
    "\nR14 Gora split|by all|by others"
    "\nR15 Gora first|no|yes"
    "\nR16 Help|no|yes"
    "\nR17 Help: games|no|yes"
    "\nR18 Rounding|largest|PC|each|thirds"
    "\nR19 Rounding on\n",
)
