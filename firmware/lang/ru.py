# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts in Russian: the screens of a pulya, and what every screen shares (looked up by ``ui.text``).

A tuple of one string of lines ``KEY text`` (``ui.text`` finds ``\nKEY ``;
a code's key is its letter and number): the first table, loaded with the
language, before the deals cut the heap up.
texts/device.txt has each text beside its name, its English or Russian
and where it is drawn.
"""
TABLE = (
    "\nAPP tablescore"
    "\nNEW_PULYA Новая пуля"
    "\nRESUME Продолжить"
    "\nHISTORY История"
    "\nSETTINGS Настройки"
    "\nNEW_MATCH Новый матч (OFC)"
    "\nPULYA_OF Пуля %d/%d"
    "\nPULYA_N Пуля %d"
    "\nPULYA_OVER Пуля сыграна"
    "\nDEAL_NO №%d"
    "\nTIME_OF %d:%02d/%dч"
    "\nBOARD_HEAD пул|гор|вист"
    "\nDEALER Сдаёт %s|сдаёт"
    "\nSERIES Распасы ×%d, от %d"
    "\nHINT_BOARD OK сдача   ◀▶ меню|OK итоги"
    "\nASK Кто играет?|Контракт|Вист?|Взятки: %s|Взятки: %s|Распасы: взятки|Ещё|Масть|Сдающий...|План: взяток|Обещано взяток|Кто спорит с планом?|Штраф|Кто нарушил?|Чья игра?"
    "\nKINDS Игра|Распасы|Мизер|Без трёх|Пересдача|Штраф"
    "\nMORE_DOTS Ещё..."
    "\nDEFENCE_NAMES Оба вистуют|%s в светлую|%s в тёмную|Оба паса|%s полвиста|Десятерная проверена"
    "\nTRICKS_WORD взяток"
    "\nPTS_PULYA п%d"
    "\nPTS_GORA г%d"
    "\nHINT_FIRST ◀ %d  или  ▶ %d|◀ 0  ▶ 3   OK дальше"
    "\nSAVE_LINE ▶ и OK: записать|OK: записать  ◀ нет"
    "\nN0 выход не ниже %d (толкование: лестница выхода)"
    "\nN1 распасы дальше по %d (толкование: подсад на выходе)"
    "\nN2 распасы по %d за взятку: гора %d/%d/%d минус %d"
    "\nN3 без трёх и без вистов"
    "\nN4 полвиста не в счёт: пасовавший вистовал"
    "\nN5 сдающий вистует вместо защитника"
    "\nN6 пополам: игрок со сдающим"
    "\nN7 пополам: вистующий со сдающим"
    "\nN8 вистующие делят штраф"
    "\nN9 оба паса"
    "\nN10 десятерная проверена: вистов нет"
    "\nN11 жлобский вист"
    "\nN12 джентльменский: недобор вистующего, без раздела"
    "\nN13 джентльменский вист: пополам"
    "\nN14 игра без: вистующим горы нет (толкование)"
    "\nSAVE_Q Записать сдачу?"
    "\nCANNOT Так нельзя"
    "\nHINT_NUMBER ◀▶ менять   OK взять|◀▶ менять OK записать"
    "\nYES Да"
    "\nNO Нет"
    "\nOK OK"
    "\nERROR Ошибка"
    "\nNOT_SAVED Не записано\n",
)
