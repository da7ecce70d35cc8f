# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts in Russian: what a pulya shows now and then: menu, history, results (``ui.text`` loads it).

A tuple of strings of at most 256 bytes, each of lines ``KEY text``
(``ui.text`` finds ``\nKEY ``; a code's key is its letter and number):
pieces, so that loading a table needs no large free block in a heap the
deals have cut up.  texts/device.txt has each text beside its name, its
English or Russian and where it is drawn.
"""
TABLE = (
    "\nNOTHING_TO_RESUME Продолжать нечего: открытой игры нет."
    "\nLEDGER Журнал"
    "\nPENALTIES Подсказка|Предупреждение|Не сдвинул колоду\n",

    "\nMORE_LINES Масть: %s|Сдающий: %s|После полвиста: %s|План: %s|Готово"
    "\nNO_SUIT нет"
    "\nSUITS пики|трефы|бубны|черви|без козыря\n",

    "\nROLE_NAMES Ничего|Вистует сам|Пополам с игроком|Пополам с пасующим"
    "\nROLE_SHORT нет|вистует|пополам И|пополам П"
    "\nWARNED %s (%d)\n",

    "\nN15 после третьего предупреждения (толкование: каждое следующее стоит 50)"
    "\nN16 предупреждение %d из %d"
    "\nN17 вторая пересдача подряд: сдача переходит\n",

    "\nN18 пересдача без штрафа"
    "\nN19 конец пули"
    "\nN20 план %d, обещано %d, взято %d (толкование: расчёт по плану)"
    "\nTIME_UP Время вышло"
    "\nMORE Меню"
    "\nUNDO Отменить запись\n",

    "\nVOID_LAST Аннулировать запись"
    "\nPENALTY Штраф"
    "\nEND_PULYA Закончить пулю"
    "\nEND_Q Закончить пулю?"
    "\nUNDO_Q Отменить запись?"
    "\nVOID_Q Аннулировать запись?"
    "\nRESULTS Итоги\n",

    "\nUNDO_END_Q Отменить конец игры?"
    "\nUNDO_END_WHAT Игра снова открыта, как до её конца."
    "\nHINT_RESULTS OK далее  BACK отмена"
    "\nRESULTS_HEAD висты|деньги"
    "\nALL_SQUARE Все в расчёте\n",

    "\nWHO_PAYS Кто кому платит, %s"
    "\nWHO_PAYS_PLAIN Кто кому платит"
    "\nVIST_PRICE Вист %s %s"
    "\nCOIN_IS Монета %s %s"
    "\nPRICE Цена"
    "\nPRICE_Q Цена виста"
    "\nCURRENCY_Q Валюта"
    "\nCOIN_Q Округлять до\n",

    "\nNO_MONEY Без денег"
    "\nNO_CURRENCY без валюты"
    "\nNOTHING_TO_UNDO Отменять нечего.\n",

    "\nUNDO_NOTES Введено неверно: запись уходит, сдача возвращается.|Сдано, но не в счёт: сдача переходит дальше."
    "\nH_WHAT %s %s/%d|%s %s пас|%s %s -3|распасы %s|%s %s\n",

    "\nH_MISERE миз"
    "\nH_INCIDENTS подск|предупр|сдвиг|пересд|конец"
    "\nH_TAKEN отм|анн"
    "\nH_DEAL Сдача %d"
    "\nH_TAKEN_WHY Отменено|Аннулировано"
    "\nHINT_VOID OK аннулировать"
    "\nCODE Код %s\n",

    "\nNO_HISTORY Записей пока нет."
    "\nFLASH_LOW Память кончается"
    "\nFLASH_LOW_WHAT Память почти заполнена. Синхронизируйте с ПК и освободите старые сессии (sync --free).\n",
)
