"""The host's printouts in Russian from the device's own texts, and the names
as written (issue 12): ``tablescore replay --lang ru``, ``show --lang ru``;
``show`` and ``export`` of a pulya played on the device in Russian carry the
players' names in Cyrillic as the ledger holds them (UTF-8)."""
import json

import pytest

from devsim import DEVICE_CHECKS, SIM_MP, libs_dir
from mp import ROOT, run_micropython
from tablescore import sim, texts
from tablescore.cli import main as cli_main
from witness_archive import archive_ledger

EXAMPLE = ROOT / "examples" / "pulya-3.jsonl"


def test_replay_prints_the_sheet_in_russian_from_the_device_texts(capsys):
    assert cli_main(["replay", str(EXAMPLE), "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(texts.text("SHEET_TITLE", "ru") % 3)
    # the notes are the device's: the same words the breakdown shows
    assert "примечание: " + texts.note((11,), "ru") in out            # жлобский вист
    assert "примечание: распасы по 1 за взятку: гора 5/3/2 минус 2" in out
    assert "Итог:" in out and "Пуля сыграна." in out and "(консоляция)" in out
    assert "Vera вистует в тёмную" in out
    # without --lang: English, as before
    assert cli_main(["replay", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "note: greedy whist" in out and "Totals:" in out and "The pulya is over." in out
    assert "Boris writes 8 on Anna (tricks)" in out


def test_replay_keeps_cyrillic_names_as_written(tmp_path, capsys):
    session = tmp_path / "s.jsonl"
    lines = [{"format": "tablescore-session", "version": 1, "game": "preferans-m",
              "settings": {"players": ["Анна", "Владимир", "Ёжик"], "first_dealer": "Ёжик", "end_points": 40}},
             {"event": "game", "declarer": "Анна", "contract": 6, "tricks": 6, "defence": "open",
              "whister": "Владимир"}]
    session.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in lines) + "\n", encoding="utf-8")
    assert cli_main(["replay", str(session), "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Анна 6 взяток 6, Владимир вистует в" in out and "\n       светлую\n" in out
    # Anna writes 10 on Vladimir: the arrow follows the money (Vladimir pays),
    # as the device's breakdown and both results' who pays whom read
    assert "Анна ←10— Владимир (пуля)" in out and "Владимир" in out.splitlines()[2]
    assert cli_main(["replay", str(session), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["players"] == ["Анна", "Владимир", "Ёжик"] and doc["events"][0]["notes"] == ["greedy whist"]


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def test_show_and_export_of_a_russian_pulya(flash, tmp_path, capsys):
    # a pulya on the device in Russian: Анна Борис Вера, a six made, ended
    sim.run_script("ok,ok,ok,ok,ok,ok,ok,ok," + "ok,ok,ok,ok,right,ok," + "left,ok,right,ok", flash, 64)
    out = run_micropython(DEVICE_CHECKS / "ledger_file_dump.py", flash, 64, path=[SIM_MP, libs_dir()])
    data = bytes.fromhex(out.stdout.decode().split()[1])
    db = tmp_path / "a.sqlite"
    archive_ledger(db, data)
    capsys.readouterr()
    assert cli_main(["show", "1", "--db", str(db), "--lang", "ru"]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith("Сессия ") and "закрыта" in shown.splitlines()[0]
    assert "Пуля" in shown and "висты на:" in shown and "Анна" in shown and "Борис" in shown
    assert "примечание: жлобский вист" in shown
    assert cli_main(["show", "1", "--db", str(db)]) == 0
    assert "Pulya sheet" in capsys.readouterr().out
    assert cli_main(["export", "1", "--db", str(db), "--format", "json"]) == 0
    header = json.loads(capsys.readouterr().out.splitlines()[0])
    assert header["settings"]["players"] == ["Анна", "Борис", "Вера"]


def test_the_report_page_says_the_notes_in_its_language(capsys):
    """The report page (``tablescore report``) takes a deal's notes by their
    codes (replay --json's note_codes) from the device's texts: a Russian page
    says what the board's breakdown says, and its words for kinds and defences
    are the board's."""
    from tablescore import report_page, replay
    doc = replay.replay_doc(*replay.read_file(str(EXAMPLE)))
    greedy = [e for e in doc["events"] if [11] in e.get("note_codes", [])]
    assert greedy and texts.note((11,), "en") in greedy[0]["notes"]
    ru = report_page.pref_page(doc, "ru")
    assert texts.note((11,), "ru") in ru and "greedy whist" not in ru       # жлобский вист
    assert texts.choice("DEFENCE_NAMES", 2, "ru") % "Vera" in ru                  # Vera в тёмную
    en = report_page.pref_page(doc, "en")
    assert "greedy whist" in en and texts.note((11,), "ru") not in en


@pytest.mark.parametrize("example", ["pulya-3.jsonl", "pulya-4.jsonl", "ofc-match.jsonl"])
def test_the_russian_report_page_has_no_english_left(example):
    """``tablescore report --lang ru`` (the default) is Russian throughout: the
    entries' reasons (a penalty's too), the notes, the OFC royalties' rows, the
    davi's offers.  What stays Latin is the players' names as written, the
    game's name, the cards (QQ) and the tool's own name."""
    import re
    from tablescore import report_cli
    doc, _ = report_cli.load(str(ROOT / "examples" / example), None)
    page = re.sub(r"<(script|style).*?</\1>", " ", report_cli.page(doc, "ru", None), flags=re.S)
    words = re.sub(r"<[^>]+>", " ", page)
    for name in doc["players"]:
        words = words.replace(name, " ")
    latin = set(re.findall(r"[A-Za-z]+", words)) - {"OFC", "Pineapple", "QQ", "tablescore"}
    assert not latin, sorted(latin)
    assert "штраф: подсказка" in page or doc["game"] != "preferans-m"
    assert "флеш" in page or doc["game"] == "preferans-m"


def test_doctests_of_the_host_texts():
    import doctest
    from tablescore import report_ofc, report_text, sync_cli, textgen
    for module in (texts, textgen, report_text, report_ofc, sync_cli):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module
