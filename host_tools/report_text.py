"""The report page's words, in English and Russian: one table per language.

The form is the device's text table's (``texts/device.txt``, read by
``tablescore.texts``): one line ``NAME text`` a word, ``|`` between choices,
``key=text`` choices for a dict, ``%`` fields filled by the page.  Where
the device has a word for a thing its text is used (``words(lang)`` reads
the device's tables first): the page says "Final results" and "Итоги"
because the board's screen does, and names a deal's kind, defence and
penalty in the board's words (KINDS, DEFENCE_NAMES, PENALTIES, ROLE_NAMES,
the OFC match's MATCH_N, WINS, TIE...).  The lines below are the page's
own: the device never shows a chart or a table of deals.

>>> w = words("en")
>>> w["RESULTS"], w["KINDS"][1]
('Final results', 'Raspasy')
>>> words("ru")["GORA"], words("ru")["KINDS"][1]
('Гора', 'Распасы')
"""
LANGS = ("ru", "en")       # Russian is the device's default language

EN = """
REPORT Evening report
PREF_TITLE Preferans, System «M»: %d players
OFC_TITLE OFC Pineapple: %s vs %s
STANDINGS_TITLE Standings
GENERATED Made by tablescore from the archived ledger; every figure derived again from its events.
SHEET The pulya sheet
SHEET_NOTE Each field: gora by the centre, pulya below it, vists on each opponent at the edge; running sums, the last one counts.
PULYA Pulya
GORA Gora
VISTS Vists
VISTS_ON on %s
BALANCES Balances in vists
MONEY_AT Money at %s a vist
MONEY_TERMS Money at %s a vist, rounded to %s
ROUNDED_TO Rounded to %s
SETTLE Settling up
PAYS %s pays %s %s
NOBODY_PAYS Nobody pays anybody.
CHART Balance deal by deal
CHART_NOTE Each player's running balance in vists after every deal; shaded: raspasy series.
DEALS Deals
COL_N #
COL_DEALER Dealer
COL_DEAL Deal
COL_TOTALS After it
VOIDED void (entry %d)
VOID_OF void of entry %d
SERIES_MARK raspasy series %d
WRITES %s writes %d on %s
INTO_PULYA %s pulya +%d
INTO_GORA %s gora +%d
REASON pulya=for the pulya|gora=for the gora|tricks=tricks|tricks, gentleman split=tricks, split (gentleman)|consolation=consolation|half-whist=half-whist|half-and-half=half-and-half|plan=plan
TOTAL_PULYA Pulya together
PULYA_OVER The pulya is over.
NEXT_DEALER Next deal: %s deals.
MATCH_RACE Race to %d
CUBE_AT cube %d, %s
CUBE_MIDDLE cube %d in the middle
OFFERED %s offers x%d
ACCEPTED %s accepts: cube %d
DROPPED %s drops
COL_ROWS Rows
COL_ROYALTIES Royalties
COL_FOULS Fouls
COL_NET Net
COL_SCORE Score
COL_CUBE Cube
ENTRY_KINDS deal=cards|taps=taps|quick=quick|offer=davi|accept=accept|drop=drop
DAVI_KINDS offer=davi|accept=accepted|drop=dropped
COL_PAYOUT Payout
FOUL foul
NOT_FINISHED Not finished
PAYOUT_OF Payout %s x %d = %s
MONEY_ACROSS Money across the matches
COL_MATCH Match
COL_WINNER Winner
COL_RUNNING Running balance
ST_PLAYER Player
ST_SESSIONS Sessions
ST_DEALS Deals
ST_VISTS Vists
ST_MONEY Money
ST_PULYAS Pulyas closed
ST_MATCHES Matches won
ST_BEST_VISTS Biggest pulya win (vists)
ST_BEST_MONEY Biggest win (money)
ST_RANGE Sessions from %s to %s
ST_ALL All archived sessions
ST_NONE No sessions in that range.
TOOK took %d
WHISTER_TOOK %s took %d
AFTER_HALF whist after a half-whist
PLAN_OF plan %d, %s promises %d
STAKE_OF Stake %s
"""

RU = """
REPORT Отчёт о вечере
PREF_TITLE Преферанс, Система «М»: %d игрока
OFC_TITLE OFC Pineapple: %s против %s
STANDINGS_TITLE Итоги
GENERATED Сделано tablescore по архиву журнала; каждая цифра заново выведена из событий.
SHEET Пуля
SHEET_NOTE В каждом поле: гора у центра, под ней пуля, у края висты на каждого соперника; записи нарастающим итогом, в силе последняя.
PULYA Пуля
GORA Гора
VISTS Висты
VISTS_ON на %s
BALANCES Итоги в вистах
MONEY_AT Деньги по %s за вист
MONEY_TERMS Деньги по %s за вист, с округлением до %s
ROUNDED_TO С округлением до %s
SETTLE Расчёт
PAYS Платит %s, получает %s: %s
NOBODY_PAYS Никто никому не платит.
CHART Итог по сдачам
CHART_NOTE Итог каждого игрока в вистах после каждой сдачи; тенью — серии распасов.
DEALS Сдачи
COL_N №
COL_DEALER Сдающий
COL_DEAL Сдача
COL_TOTALS После неё
VOIDED отменена (запись %d)
VOID_OF отмена записи %d
SERIES_MARK распасы, серия %d
WRITES %s пишет %d на %s
INTO_PULYA %s в пулю +%d
INTO_GORA %s в гору +%d
REASON pulya=за пулю|gora=за гору|tricks=за взятки|tricks, gentleman split=за взятки, пополам (джентльменский)|consolation=консоляция|half-whist=полвиста|half-and-half=пополам|plan=план
TOTAL_PULYA Пуля всего
PULYA_OVER Пуля закрыта.
NEXT_DEALER Следующим сдаёт %s.
MATCH_RACE Гонка до %d
CUBE_AT куб %d у %s
CUBE_MIDDLE куб %d в центре
OFFERED %s предлагает дави ×%d
ACCEPTED %s принимает: куб %d
DROPPED %s сдаётся
COL_ROWS Линии
COL_ROYALTIES Роялти
COL_FOULS Фолы
COL_NET Очки
COL_SCORE Счёт
COL_CUBE Куб
ENTRY_KINDS deal=карты|taps=по линиям|quick=быстро|offer=дави|accept=принял|drop=сдался
DAVI_KINDS offer=дави|accept=принял|drop=сдался
COL_PAYOUT Выплата
FOUL фол
NOT_FINISHED Не доигран
PAYOUT_OF Выплата %s × %d = %s
MONEY_ACROSS Деньги по матчам
COL_MATCH Матч
COL_WINNER Победитель
COL_RUNNING Итог
ST_PLAYER Игрок
ST_SESSIONS Сессий
ST_DEALS Сдач
ST_VISTS Висты
ST_MONEY Деньги
ST_PULYAS Пуль закрыто
ST_MATCHES Матчей выиграно
ST_BEST_VISTS Крупнейший выигрыш в пуле (висты)
ST_BEST_MONEY Крупнейший выигрыш (деньги)
ST_RANGE Сессии с %s по %s
ST_ALL Все сессии архива
ST_NONE В этом промежутке сессий нет.
TOOK взял %d
WHISTER_TOOK %s взял %d
AFTER_HALF вист после полвиста
PLAN_OF план %d, %s обещает %d
STAKE_OF Ставка %s
"""


def parse(table):
    """``{NAME: text, tuple or dict}`` of a table in the device's form.

    >>> parse("A one\\nB x|y\\nC k=v|l=w\\n")
    {'A': 'one', 'B': ('x', 'y'), 'C': {'k': 'v', 'l': 'w'}}
    """
    out = {}
    for line in table.split("\n"):
        if not line or line.startswith("#") or " " not in line:
            continue
        name, text = line.split(" ", 1)
        if "|" in text:
            choices = text.split("|")
            text = dict(c.split("=", 1) for c in choices) if "=" in choices[0] else tuple(choices)
        out[name] = text
    return out


def _value(text):
    return parse("X " + text + "\n")["X"]


def device_table(lang):
    """The device's texts of ``lang`` (``tablescore.texts``: texts/device.txt)."""
    from . import texts
    return dict((name, _value(text)) for name, text in texts.table(lang).items())


_cache = {}


def words(lang):
    """Every word of the page in ``lang``: the device's table first, then the
    page's own; a name neither has in ``lang`` falls back to English."""
    if lang not in LANGS:
        raise ValueError("language %r (known: %s)" % (lang, ", ".join(LANGS)))
    if lang not in _cache:
        merged = parse(EN)
        merged.update(device_table("en"))
        if lang == "ru":
            merged.update(parse(RU))
            merged.update(device_table("ru"))
        _cache[lang] = merged
    return _cache[lang]
