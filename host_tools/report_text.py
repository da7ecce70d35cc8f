"""The report page's words, in English and Russian: one table per language.

The form is the device's text table (``firmware/ui/text.py``): one line
``NAME text`` a word, ``|`` between choices, ``key=text`` choices for a
dict, ``%`` fields filled by the page.  Where the device already has a word
for a thing its line is used (``words(lang)`` reads the device's tables
first): the page says "Final results" because the board's screen does, and
when the device's Russian table lands (issue 12: ``tablescore.texts``, the
host's reader of the tables made of texts/device.txt) the page takes its
words from it too.  The
lines below are the page's own: the device never shows a chart or a table
of deals.  The device's names are in ``EN`` too, so a page is whole where the
firmware's source is not beside the host tools (an installed wheel).  Until the device has a Russian table, this module's ``RU`` carries
the device's names too, in the players' words (Пуля, Гора, Висты, Распасы).

>>> w = words("en")
>>> w["RESULTS"], w["KINDS"][1]
('Final results', 'Raspasy')
>>> words("ru")["GORA"], words("ru")["KINDS"][1]
('Гора', 'Распасы')
"""
import ast
import importlib
import pathlib

LANGS = ("ru", "en")       # Russian is the device's default language
DEVICE_UI = pathlib.Path(__file__).resolve().parent.parent / "firmware" / "ui"
# the device's table of each language: (file, name of the string in it)
DEVICE_TABLES = {"en": (("text.py", "_TABLE"), ("text_more.py", "TABLE")),
                 "ru": (("text_ru.py", "TABLE"), ("text_more_ru.py", "TABLE"))}

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
OVER The pulya is over.
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
RESULTS Final results
KINDS Game|Raspasy|Misere|Without 3|Misdeal|Penalty
PENALTIES Information|Warning|Refused to cut
DEFENCE_NAMES both=Both whist|open=%s open|closed=%s closed|pass=Both pass|half=%s half|check=Ten checked
ROLE_NAMES No action|Takes over|Half w/ declr|Half w/ passer
H_INCIDENTS inform|warning|cut|misdeal|end
MATCH_N Match %d
WINS %s wins
BY_DROP %s dropped
TIE Tie
TARGET_N Target %d
STAKE_OF Stake %s
MATCHES_WON Matches %d:%d
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
OVER Пуля закрыта.
NEXT_DEALER Следующим сдаёт %s.
MATCH_RACE Гонка до %d
CUBE_AT куб %d у %s
CUBE_MIDDLE куб %d в центре
OFFERED %s предлагает дави x%d
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
PAYOUT_OF Выплата %s x %d = %s
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
ROLE_NAMES Ничего|Вистует за|Пополам с разыгр.|Пополам с пасующим
RESULTS Итоги
KINDS Игра|Распасы|Мизер|Без трёх|Пересдача|Штраф
PENALTIES Информация|Предупреждение|Отказ снять
DEFENCE_NAMES both=Оба вистуют|open=%s в светлую|closed=%s в тёмную|pass=Оба пас|half=%s полвиста|check=Десятерная проверена
MATCH_N Матч %d
WINS Победил %s
BY_DROP %s сдался
TIE Ничья
MATCHES_WON Матчи %d:%d
TARGET_N До %d
STAKE_OF Ставка %s
H_INCIDENTS информация|предупреждение|не снял|пересдача|конец
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
    """The device's own lines of ``lang`` (``{}`` where the device has none yet).

    From ``tablescore.texts`` (issue 12's reader of the device's tables, made
    of texts/device.txt) once it is there; until then read from the
    firmware's source as a string constant (never imported: those modules
    are the board's)."""
    try:
        texts = importlib.import_module("tablescore.texts")
    except ImportError:
        texts = None
    if texts is not None:
        try:
            return dict((name, _value(text)) for name, text in texts.table(lang).items())
        except (ValueError, ImportError):
            return {}
    out = {}
    for filename, var in DEVICE_TABLES.get(lang, ()):
        path = DEVICE_UI / filename
        if not path.exists():
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == var for t in node.targets):
                out.update(parse(ast.literal_eval(node.value)))
    return out


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
