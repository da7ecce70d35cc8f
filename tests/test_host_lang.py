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
    assert "Анна —10→ Владимир (пуля)" in out and "Владимир" in out.splitlines()[2]
    assert cli_main(["replay", str(session), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["players"] == ["Анна", "Владимир", "Ёжик"] and doc["events"][0]["notes"] == ["greedy whist"]


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def test_show_and_export_of_a_russian_pulya(flash, tmp_path, capsys):
    # a pulya on the device in Russian: Анна Борис Вера, a six made, ended
    sim.run_script("ok,ok,ok,ok,ok,ok,ok,ok," + "ok,ok,ok,ok,ok,ok,ok," + "left,ok,right,ok", flash, 64)
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
