# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts in Russian: what only a pulya in Sochi, Leningrad or Rostov shows: its notes, the final calculation.

A tuple of strings of at most 256 bytes, each of lines ``KEY text``
(``ui.text`` finds ``\nKEY ``; a code's key is its letter and number):
pieces, so that loading a table needs no large free block in a heap the
deals have cut up.  texts/device.txt has each text beside its name, its
English or Russian and where it is drawn.
"""
TABLE = (
    "\nN21 распасы в вистах: у кого меньше взяток, пишет по %d за взятку"
    "\nN22 ни одной взятки: %d в пулю"
    "\nN23 ни одной взятки: %d с горы\n",

    "\nN24 сначала %d списано с горы"
    "\nN25 помощь: %d в открытую пулю, по 10 вистов"
    "\nN26 %d сверх пули: списано с горы"
    "\nN27 %d сверх пули: в горы остальных\n",

    "\nN28 все пули закрыты"
    "\nPRIKUP Прикуп"
    "\nFINAL_STEPS 1 пуля до %d: гора|2 амнистия %d: гора|3 гора x10/%d: висты|4 с вистами|5 итог"
    "\nRULES_OF Правила: %s"
    "\nR0 Консоляция|цена|10\n",

    "\nR1 Конс. мизера|нет|10"
    "\nR2 Сдающий конс.|нет|да"
    "\nR3 Ответств.|полная|половина"
    "\nR4 Джентл. вист|нет|ремиз|всегда"
    "\nR5 Делёж взяток|нет|да\n",

    "\nR6 Двое 6-7|сыграна|пара|всегда"
    "\nR7 Двое 8-10|по ½|без взятки|каждый|последний"
    "\nR8 Десятерная|как в М|вист|проверка"
    "\nR9 Без взятки|ничего|цена|+1|из горы\n",

    "\nR10 Выход"
    "\nR11 Конец серии|сыграна|любая|с вистом"
    "\nR12 Пас-пас конец|да|нет"
    "\nR13 Прикуп сдающ.|нет|да"
    "\nR14 Делёж горы|на всех|на других\n",

    "\nR15 Гора сначала|нет|да"
    "\nR16 Помощь|нет|да"
    "\nR17 Помощь играми|нет|да"
    "\nR18 Округление|остаток|ПК|каждый|трети"
    "\nR19 Округл. на\n",
)
