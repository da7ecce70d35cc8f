# Made by `python -m tablescore.textgen` from texts/device.txt: do not edit.
"""The device's texts in Russian: the setup, the settings, the OFC screens (``ui.text`` loads it for one of its names).

A tuple of strings of at most 256 bytes, each of lines ``KEY text``
(``ui.text`` finds ``\nKEY ``; a code's key is its letter and number):
pieces, so that loading a table needs no large free block in a heap the
deals have cut up.  texts/device.txt has each text beside its name, its
English or Russian and where it is drawn.
"""
TABLE = (
    "\nSYNC_ON Обмен с ПК"
    "\nSYNC Передано на ПК"
    "\nSYNC_WAIT Игра вернётся, когда ПК закончит."
    "\nSYNCED_TO до записи %d"
    "\nSESSION_N Сессия %d"
    "\nHOW_MANY Сколько играют?"
    "\nEND_AT Пуля до\n",

    "\nFIRST_DEALER Кто сдаёт первым?"
    "\nSTART_Q Начать пулю?"
    "\nOPEN_PULYA Пуля не закончена"
    "\nPICK_NAME Игрок %d"
    "\nN_PLAYERS %d игрока"
    "\nNO_LIMIT Без предела"
    "\nHOURS %d ч"
    "\nDEALS_FIRST Первым сдаёт %s\n",

    "\nENDS_AT Пуля до %d"
    "\nENDS_AFTER Конец через %d ч"
    "\nSYSTEM_NAMES Система М|Сочинка|Ленинградка|Ростовка"
    "\nEND_OPEN_Q Закончить её и начать новую?"
    "\nNEW_NAME Новое имя...\n",

    "\nNAME_OF Новое имя"
    "\nNAME_HINT_1 ◀▶ буква   OK взять"
    "\nNAME_HINT_2 BACK стереть"
    "\nNAME_HINT_3 держать OK: готово"
    "\nNAME_SETS АБ|AB|12"
    "\nNAMES_TITLE Имена игроков"
    "\nFORGET_Q Забыть %s?\n",

    "\nNAME_BAD Имя: от 1 до 8 букв, цифр, пробелов или - . ' и не как у других.\n",

    "\nNAMES Анна|Борис|Вера|Глеб|Дина|Егор|Зоя|Игорь|Кира|Лев|Маша|Ник|Ольга|Павел|Рита|Саша"
    "\nCONTRAST Яркость"
    "\nSCREEN_OFF Гасить экран через\n",

    "\nFLIP Перевернуть экран"
    "\nLANGUAGE Язык / Language"
    "\nNAMES_MENU Имена игроков"
    "\nABOUT О приборе"
    "\nMINUTES %d мин"
    "\nNEVER Никогда"
    "\nLANG_NAMES Русский|English"
    "\nVERSION Версия %s\n",

    "\nTO_REPL Обновление с ПК"
    "\nTO_REPL_1 счёт остановлен,"
    "\nTO_REPL_2 журнал сохранён"
    "\nMATCH_N Матч %d"
    "\nDEAL_N Сдача %d"
    "\nFL_SHORT Фант.%d"
    "\nSCORE_OF Счёт %d:%d до %d"
    "\nCUBE_MID Куб %d в центре\n",

    "\nCUBE_OWN Куб %d: %s"
    "\nDAVI_BANNER ДАВИ %s ×%d ?"
    "\nBUTTON_IS Батан: %s"
    "\nMONEY Деньги %s %+d"
    "\nMONEY_EVEN Деньги поровну\n",

    "\nHINT_MATCH OK сдача  ◀▶ дави|OK ответить на дави|OK итог|OK записать  BACK нет"
    "\nMATCH_RULES Правила матча"
    "\nSTAKE Ставка"
    "\nOFC_OPEN Сессия открыта"
    "\nSTART_MATCH Начать матч\n",

    "\nTARGET_N Играть до %d"
    "\nSTAKE_N Ставка %d"
    "\nBUTTON_S Батан: %s"
    "\nSTAY_RULE Остаться: сет/фулл|Остаться: сет/каре"
    "\nPROGRESSIVE Прогрессив: нет|Прогрессив: да\n",

    "\nBTN_MOVES Батан в фант.: стоит|Батан в фант.: идёт"
    "\nEND_MATCH_Q Матч не окончен: закончить сессию?"
    "\nDEAL_HOW Сдача %d"
    "\nQUICK Быстро: итог"
    "\nQUICK_FL Быстро + Фантазия\n",

    "\nROW_WON Верх: чей?|Середина: чья?|Низ: чей?"
    "\nROYALTIES Роялти %s"
    "\nSCOOPS Скуп: %s"
    "\nROW_BY_ROW По рядам"
    "\nFOULS Фол: %s"
    "\nBOTH_FOUL Оба фол"
    "\nTIE Ничья"
    "\nADD_ROY + %s"
    "\nDONE Готово\n",

    "\nROW_SHORT верх|сред|низ"
    "\nROY_LABELS нет|сет|стрит|флеш|фулл-хаус|каре|стрит-флеш|роял-флеш|пара %s|сет %s"
    "\nROY_LINE %s роялти %d"
    "\nSAVE_NET Записать %s"
    "\nFL_OF Фант. %s: %s\n",

    "\nFL_NONE нет"
    "\nHINT_NET_FIRST ◀▶ итог (держать: 5)"
    "\nNET_WIN %s +%d"
    "\nNET_NONE Ничья 0"
    "\nNET_LINE Итог %s +%d"
    "\nNET_ZERO Итог 0"
    "\nFL_NEXT Фантазия: %s"
    "\nDAVI Дави"
    "\nDAVI_TO Дави ×%d"
    "\nWHEN_Q Когда?"
    "\nDOUBLES %s: дави\n",

    "\nWHEN Когда: %s"
    "\nACCEPT Принять ×%d"
    "\nDROP Отказ (плата %d)"
    "\nLATER Позже"
    "\nDAVI_ANSWERED %s ×%d: принят|%s ×%d: сброс|%s ×%d: позже\n",

    "\nSTREETS до раздачи|улица 1|улица 2|улица 3|улица 4|улица 5"
    "\nANSWER Отвечает: %s"
    "\nNO_OFFER Сейчас удвоить нельзя."
    "\nPENDING_SAVE Ждёт ответа дави: сначала ответьте.\n",

    "\nMATCH_OVER Матч окончен"
    "\nEND_SESSION_Q Закончить сессию?"
    "\nWINS Победа: %s"
    "\nBY_SCORE по счёту %d:%d"
    "\nBY_DROP Отказ: %s"
    "\nPAYOUT Выплата %d"
    "\nMATCHES_WON Матчи %d:%d"
    "\nHINT_NEXT OK новый матч\n",

    "\nEND_SESSION Закончить сессию"
    "\nH_OFC_MATCH матч до %d"
    "\nH_OFC_DEAL сдача %s"
    "\nH_OFC_OFFER %s: дави"
    "\nH_OFC_ACCEPT %s: принято"
    "\nH_OFC_DROP %s: отказ\n",
)
