"""The device's texts (issue 12): one readable source, ``texts/device.txt``,
both languages, every text fitting where it is drawn.

- ``firmware/lang`` is what ``tablescore.textgen`` makes of the source
  (regenerated and compared, as the font is);
- every entry has its English and its Russian; every character is one the
  screen's font draws;
- every text of both tables fits the place its source says it is drawn in
  (a title's 21 columns, a menu line's 20, a wrapped message's lines), its %
  fields filled with their longest values;
- every name the screens look up (``T.NAME``, ``T.one("NAME", i)``) is in the
  table, and every refusal or note code the rules raise has its text under
  the same name and number;
- ``ui.text`` under micropython: Russian by default, English by ``use``,
  only the chosen language's tables on the heap.
"""
import re

import pytest

from mp import FIRMWARE, run_micropython
from screens import wrap        # the device's own word wrap
from tablescore import deploy, textgen, texts
from tablescore.cli import UsageError

ENTRIES = textgen.parse(textgen.SOURCE.read_text(encoding="utf-8"))
BY_NAME = textgen.by_name(ENTRIES)
FONT = {}
exec((FIRMWARE / "ui" / "font.py").read_text(encoding="utf-8"), FONT)
DRAWN = set(chr(c) for c in range(0x20, 0x7F)) | set(FONT["OTHERS"][:-1])   # all but the fallback




def test_the_lang_modules_are_the_generators():
    assert textgen.check() == [], "run python -m tablescore.textgen"


def test_a_stale_module_is_found_and_deploy_refuses_it(tmp_path, monkeypatch):
    for name, text in textgen.modules(ENTRIES).items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert textgen.check(tmp_path) == []
    (tmp_path / "ru.py").write_text((tmp_path / "ru.py").read_text(encoding="utf-8").replace("Пуля", "Пулька"),
                                    encoding="utf-8")
    assert textgen.check(tmp_path) == ["ru.py"]
    monkeypatch.setattr(textgen, "TARGET", tmp_path)
    with pytest.raises(UsageError, match="texts/device.txt"):
        deploy.build(tmp_path / "out")


def test_every_text_is_in_both_languages_in_characters_the_font_draws():
    assert len(ENTRIES) > 250
    for e in ENTRIES:
        for lang in textgen.LANGS:
            s = e.text[lang]
            assert s, (e.name, lang)
            assert set(s) <= DRAWN, (e.name, lang, sorted(set(s) - DRAWN))
            for i, c in enumerate(e.choices(lang)):     # "~" says what fills each field
                assert textgen.fields(c) <= len(e.fills(BY_NAME, lang, i)), (e.name, lang, c)
        # no more fields in the Russian than in the English: the values come in
        # the same order, a Russian text may leave out the last (a field's
        # English name, the same name twice)
        for en, ru in zip(e.choices("en"), e.choices("ru")):
            assert textgen.fields(ru) <= textgen.fields(en), e.name


# the players' own words (issue 12; docs/terms.md): the entries the device
# draws them in, as they write them on the sheet and the seed texts use them
PLAYERS_WORDS = {
    "PULYA_N": ["Пуля %d"], "KINDS": ["Игра", "Распасы", "Мизер", "Без трёх", "Пересдача", "Штраф"],
    "DEFENCE_NAMES": ["Оба вистуют", "%s в светлую", "%s в тёмную", "Оба паса", "%s полвиста", "Десятерная проверена"],
    "DEALER": ["Сдаёт %s", "сдаёт"], "RASPASY": ["распасы по %d за взятку: гора %d/%d/%d минус %d"],
    "MATCH_N": ["Матч %d"], "STAKE": ["Ставка"], "FL_NEXT": ["Фантазия: %s"], "SCOOPS": ["Скуп: %s"],
    "FOULS": ["Фол: %s"], "DAVI_TO": ["Дави ×%d"],
    # the PC's sheet (the host part): the columns and the entries' reasons
    "SHEET_PULYA": ["Пуля", "пуля", "гора", "висты на:", "итог"],
}


def test_the_russian_is_the_players_words():
    for name, want in PLAYERS_WORDS.items():
        assert list(BY_NAME[name].choices("ru")) == want, name
    said = " ".join(e.text["ru"] for e in ENTRIES).lower()
    for word in ("Вист", "Пас", "Полвиста", "Сдающий", "Консоляция"):
        assert re.search(r"(?<!\w)" + word.lower(), said), word
    # nothing English or transliterated left: the Latin in the Russian texts
    # is the keys' names, the game's, the tool's, the PC's command, the
    # setting's other language and the alphabet's label
    latin = set(w for e in ENTRIES for c in e.choices("ru")
                for w in re.findall(r"[A-Za-z]+", re.sub(r"%[-+ 0#]*\d*[sd]", " ", c)))
    assert latin <= {"OK", "BACK", "OFC", "tablescore", "sync", "free", "Language", "English", "AB", "x"}, latin


def _filled(e, lang):
    return [textgen.fill(c, e.fills(BY_NAME, lang, i)) for i, c in enumerate(e.choices(lang))]


@pytest.mark.parametrize("lang", textgen.LANGS)
def test_every_text_fits_where_it_is_drawn(lang):
    too_long = []
    for e in ENTRIES:
        for s in _filled(e, lang):
            if e.place == "wrap":
                lines = wrap(s, e.width)
                words = [w for w in s.split(" ") if len(w) > e.width]
                if len(lines) > e.lines or words:
                    too_long.append((e.name, s, lines))
            elif len(s) > e.width:
                too_long.append((e.name, s, len(s), e.width))
    assert too_long == []


def test_the_fit_test_can_fail():
    e = BY_NAME["SAVE_Q"]
    assert len(_filled(e, "ru")[0]) <= e.width
    e2 = textgen.parse("=== core: x ===\n@ menu\nX  %s is far too long for a menu line\n  %s длинно\n  ~ s8\n")[0]
    assert len(_filled(e2, "en")[0]) > e2.width


def _names_used():
    """``T.NAME``, ``T.one("NAME", ...)`` and ``T.why("NAME", ..., (4,))`` in the firmware's screens."""
    used = set()
    for path in list((FIRMWARE / "ui").glob("*.py")) + list((FIRMWARE / "device").glob("*.py")) + [
            FIRMWARE / "main.py"]:
        src = path.read_text(encoding="utf-8")
        if "text as T" not in src:
            continue
        used |= set(re.findall(r"\bT\.([A-Z][A-Z0-9_]+)\b", src))
        used |= set(re.findall(r"\bT\.one\(\"([A-Z][A-Z0-9_]+)\"", src))
        used |= _classic_used(src)
    return used


def _classic_used(src):
    """The names looked up in the classic part alone (``T.why("NAME", args, (4,))``)."""
    return set(re.findall(r"\bT\.why\(\"([A-Z][A-Z0-9_]+)\", [^\n]*\(4,\)\)", src))


def test_every_name_the_screens_look_up_is_in_the_table():
    used = _names_used()
    assert len(used) > 150
    missing = sorted(n for n in used if n not in BY_NAME and n not in ("LANGS",))
    assert missing == []
    # and the table has no text no screen shows (a code's text is looked up by
    # its code; the host's part is the PC's printouts')
    unused = sorted(e.name for e in ENTRIES if e.key == e.name and e.name not in used and e.part != "host")
    assert unused == []
    # a text looked up in the classic part alone is there
    classic = set()
    for path in (FIRMWARE / "ui").glob("*.py"):
        classic |= _classic_used(path.read_text(encoding="utf-8"))
    assert classic and sorted(n for n in classic if BY_NAME[n].part != "classic") == []


def test_the_host_part_is_what_the_host_prints():
    host = sorted(e.name for e in ENTRIES if e.part == "host")
    src = "".join(p.read_text(encoding="utf-8") for p in (FIRMWARE.parent / "host_tools").glob("*.py"))
    assert host and [n for n in host if '"%s"' % n not in src] == []
    # and the device's tables do not carry it
    assert all(e.name not in "".join("".join(m.TABLE) for m in _modules()) for e in ENTRIES if e.part == "host")


def _modules():
    import importlib
    return [importlib.import_module("tablescore.lang." + n) for n in ("ru", "ru_pulya", "ru_more", "ru_why")]


def _consts(names):
    """``{NAME: n}`` of the rules' ``_NAME = const(n)`` / ``_NAME = n``."""
    out = {}
    for path in (FIRMWARE / "rules").glob("*.py"):
        for m in re.finditer(r"^_([A-Z][A-Z0-9_]*) = (?:const\()?(\d+)\)?$", path.read_text(), re.M):
            if m.group(1) in names:
                out.setdefault(m.group(1), set()).add(int(m.group(2)))
    return out


@pytest.mark.parametrize("letter, prefix", [("W", ""), ("N", "N_"), ("O", "")])
def test_the_rules_codes_have_their_texts_under_the_same_number(letter, prefix):
    coded = dict((e.name, int(e.key[1:])) for e in ENTRIES if e.key[0] == letter and e.key != e.name)
    consts = _consts(set(prefix + n for n in coded))
    # every code the rules define is the number its text has
    for name, numbers in consts.items():
        assert numbers == {coded[name[len(prefix):]]}, name
    if letter == "N":
        assert sorted(coded.values()) == list(range(len(coded)))       # every note is one the rules write
        assert len(consts) == len(coded)


def test_the_rules_say_codes_not_words():
    """Notes and refusals are codes; their English comes from the same table (str())."""
    from tablescore.rules.pref_deal import DealError, Deal, score
    b = score(Deal.game(0, 7, tricks=6, defence="open", whister=1), 3, 2, series=2)
    assert b.notes == [(0, 7), (11,), (1, 3)]       # exit minimum 7, greedy whist, series kept at 3
    assert [texts.note(n, "ru") for n in b.notes] == ["выход не ниже 7 (толкование: лестница выхода)",
                                                     "жлобский вист",
                                                     "распасы дальше по 3 (толкование: подсад на выходе)"]
    with pytest.raises(DealError) as exc:
        score(Deal.game(0, 6, tricks=6, defence="open", whister=1), 3, 2, series=2)
    assert exc.value.args == (12, 7) and str(exc.value) == "contract under the exit minimum 7"
    assert texts.code("W12", (7,), "ru") == "контракт ниже выхода из распасов (7)"
    assert not (FIRMWARE / "rules" / "pref_why.py").exists()


UI_TEXT = r'''
import sys
from ui import text as T
print(T.language, T.NEW_PULYA, T.one("ASK", 1), T.SUITS[0], T.one("DEFENCE_NAMES", 1) % "Вера")
print(T.why("N11", (), (0, 1)), "|", T.why("W12", (7,)), "|", T.why("E301"))
print(sorted(n for n in sys.modules if n.startswith("lang.")))
T.use("en")
print(T.language, T.NEW_PULYA, T.why("N2", (2, 10, 6, 4, 4), (0, 1)), T.HOW_MANY)
print(sorted(n for n in sys.modules if n.startswith("lang.")))
print(T.UNDO_Q, sorted(n for n in sys.modules if n.startswith("lang.")))
T.use("xx")
print(T.language, T.NEW_PULYA, sorted(n for n in sys.modules if n.startswith("lang.")))
print(T.HOW_MANY, sorted(n for n in sys.modules if n.startswith("lang.")))
try:
    T.NO_SUCH_TEXT
except AttributeError:
    print("no such text")
'''


def test_ui_text_under_micropython(tmp_path):
    script = tmp_path / "ui_text.py"
    script.write_text(UI_TEXT, encoding="utf-8")
    out = run_micropython(script).stdout.decode().splitlines()
    assert out[0] == "ru Новая пуля Контракт пики Вера в светлую"
    assert out[1] == "жлобский вист | контракт ниже выхода из распасов (7) | память полна: сначала синхронизируйте"
    assert out[2] == "['lang.ru', 'lang.ru_pulya', 'lang.ru_why']"
    assert out[3] == "en New pulya raspasy at 2 a trick: gora 10/6/4 reduced by 4 How many play?"
    # the Russian tables left with the language: only the English on the heap;
    # "How many play?" was looked for in the pulya's part first (let go
    # again), then found in the setup's, which stays
    assert out[4] == "['lang.en', 'lang.en_more']"
    # a name of the pulya's part: the part on the heap (the setup's) first
    assert out[5] == "Undo last entry? ['lang.en', 'lang.en_more', 'lang.en_pulya']"
    assert out[6] == "ru Новая пуля ['lang.ru']"      # an unknown language: the default
    assert out[7] == "Сколько играют? ['lang.ru', 'lang.ru_more']"
    assert out[8] == "no such text"


CLASSIC_TEXT = r'''
import sys
from ui import text as T
T.use("ru")
print(T.why("FINAL_STEPS", (50, 3, 3), (4,)), T.why("PRIKUP", (), (4,)), sorted(n for n in sys.modules if n.startswith("lang.")))
T.forget()
print(T.FINAL_STEPS[4], sorted(n for n in sys.modules if n.startswith("lang.")))
'''


def test_a_classic_pulyas_texts_are_looked_up_in_their_part_alone(tmp_path):
    """The final calculation's headings (ui.pref_final), filled: found in
    the classic part without the setup's table loaded to look in first (at
    the final results, the heap's fullest moment of a classic pulya);
    ``T.NAME`` finds them too, last."""
    script = tmp_path / "classic_text.py"
    script.write_text(CLASSIC_TEXT, encoding="utf-8")
    out = run_micropython(script).stdout.decode().splitlines()
    assert out == ["1 пуля до 50: гора|2 амнистия 3: гора|3 гора x10/3: висты|4 с вистами|5 итог Прикуп"
                   " ['lang.ru', 'lang.ru_classic']", "5 итог ['lang.ru', 'lang.ru_classic']"]
