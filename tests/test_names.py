"""Player names in Cyrillic and Latin (issue 12): one rule (rules.names) for
the device's letter picker, its settings file, the sync's settings frame and
the host's ``sync --names``; typed on the device with the four buttons and
remembered there, the last used first; shown as written by the host."""
import pytest

from devsim import libs_dir
from mp import ROOT, run_cpython, run_micropython
from screens import board, names as presets, row
from tablescore import sim
from tablescore.cli import UsageError
from tablescore.rules import names as rule
from tablescore.sync_cli import parse_names

BLOCKS = 64

CASES = """
from rules import names as n
for name in ["Анна", "Ёжик Ё", "Bob-2", "Александра", "", "Ann,a", " Bo", "Bo ", "Bo\\x07b", "♠", 7]:
    print("[%s] %s" % (name, n.problem(name)))
for names in [["Анна", "Boris"], ["Анна"], ["Анна", "Анна"], ["A", "Бориска-Длинный"], "Анна,Boris"]:
    print(n.list_problem(names))
print(n.describe(1, n.LONG), "|", n.describe(-1, n.COUNT))
"""


def test_one_rule_the_same_under_both_interpreters(tmp_path):
    script = tmp_path / "names_cases.py"
    script.write_text(CASES, encoding="utf-8")
    mp = run_micropython(script).stdout.decode()
    assert mp == run_cpython(script).stdout.decode()
    lines = mp.splitlines()
    assert lines[:11] == ["[Анна] None", "[Ёжик Ё] None", "[Bob-2] None", "[Александра] 2", "[] 1", "[Ann,a] 3",
                          "[ Bo] 4", "[Bo ] 4", "[Bo\x07b] 3", "[♠] 3", "[7] 7"]
    assert lines[11:16] == ["None", "(-1, 6)", "(1, 5)", "(1, 2)", "(-1, 7)"]
    assert lines[16] == "name 2 is longer than 8 characters | names: 2 to 16 names, please"


def test_every_allowed_character_is_one_the_font_draws():
    font = {}
    exec((ROOT / "firmware" / "ui" / "font.py").read_text(encoding="utf-8"), font)
    drawn = set(chr(c) for c in range(0x20, 0x7F)) | set(font["OTHERS"][:-1])
    allowed = [chr(c) for c in range(0x20, 0x500) if rule.allowed(chr(c))]
    assert len(allowed) == 95 - 1 + 66       # printable ASCII but the comma, А-я, Ё ё
    assert set(allowed) <= drawn


def test_the_device_keeps_names_as_long_as_the_rule():
    # device.settings reads the remembered names without loading rules.names
    # (a boot would intern its names): its own check says 8, as the rule does
    src = (ROOT / "firmware" / "device" / "settings.py").read_text(encoding="utf-8")
    assert "0 < len(n) <= %d" % rule.MAX_LEN in src
    assert "new[:%d]" % rule.MAX_NAMES in (ROOT / "firmware" / "ui" / "pickers.py").read_text(encoding="utf-8")


def test_the_host_sends_cyrillic_and_names_the_name_it_refuses():
    assert parse_names("Анна, Борис ,Vera") == ["Анна", "Борис", "Vera"]
    with pytest.raises(UsageError, match='"Александра" is longer than 8 characters'):
        parse_names("Анна,Александра")
    with pytest.raises(UsageError, match='"Анна" is there twice'):
        parse_names("Анна,Борис,Анна")
    # a control character is shown escaped, never raw
    with pytest.raises(UsageError) as exc:
        parse_names("Анна,Бо\x1b[2Jрис")
    assert "\x1b" not in str(exc.value) and "\\x1b" in str(exc.value)
    with pytest.raises(UsageError, match="1 name given: 2 to 16 names"):
        parse_names("Анна")


SETTINGS = """
import os
from device.settings import Settings
s = Settings("s.txt")
s.names = ["Анна", "Ёжик", "Bob"]
s.save()
print(",".join(Settings("s.txt").load().names))
with open("s.txt", "w") as f:
    f.write("contrast=17\\nnames=Анна,,Очень-длинное-имя,Анна,Вова\\nlang=1\\n")
s = Settings("s.txt").load()
print(",".join(s.names), s.get("contrast"), s.get("lang"))
with open("s.txt", "wb") as f:
    f.write(b"contrast=34\\nnames=\\xff\\xfe\\nflip=1\\n")
s = Settings("s.txt").load()
print(s.names, s.get("contrast"))
"""


def test_the_settings_file_keeps_cyrillic_names(tmp_path):
    script = tmp_path / "settings_names.py"
    script.write_text(SETTINGS, encoding="utf-8")
    out = run_micropython(script, cwd=tmp_path).stdout.decode().splitlines()
    assert out[0] == "Анна,Ёжик,Bob"
    assert out[1] == "Анна,Вова 17 1"                 # a damaged list loses only its bad names
    assert out[2].endswith(" 34")                     # not UTF-8: what was read stays, nothing raises


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


# Вова in the Russian letter picker: В (RIGHT x2), о (RIGHT x13 from в: small
# letters after the first), в (LEFT x13), а (LEFT x2), a held OK finishes
VOVA = ",".join(["right,right,ok"] + ["right"] * 13 + ["ok"] + ["left"] * 13 + ["ok", "left,left,ok"])


def test_a_name_typed_with_the_buttons_is_played_and_remembered(flash, tmp_path):
    anna, boris = presets("ru")[:2]
    # New pulya, 3 players, seat 1: LEFT wraps to "New name..."; the picker
    snaps = sim.run_script("ok,ok,left,snap,ok,snap," + VOVA + ",snap,back,snap,ok,snap,long-ok,snap,"
                           "ok,ok,ok,ok,ok,snap", flash, BLOCKS)
    new_name, picker, typed, erased, again, seat2, pulya = [s for s in snaps if s["key"] == "snap"]
    assert new_name["selected"] == ["Новое имя..."]
    assert picker["text"][0].startswith("Новое имя") and picker["text"][0].endswith("0/8")
    assert "А" in picker["selected"]      # the ring starts on the device's language
    golden_shot = typed["image"]
    assert typed["text"][2] == row("  Вова_") and typed["text"][0].endswith("4/8")
    assert erased["text"][2] == row("  Вов_")       # BACK erases the last letter
    assert again["text"][2] == row("  Вова_")
    # the held OK took it for seat 1: seat 2 is asked, the typed name listed first
    assert seat2["text"][0].startswith("Игрок 2") and seat2["text"][7] == row("Вова")
    assert list(board(pulya)) == ["Вова", anna, boris]
    assert pulya["table"]["players"] == ["Вова", anna, boris]     # stored as written (UTF-8) in the ledger
    from test_sim import golden
    golden("letter-picker.ru", golden_shot, tmp_path)

    # the next evening (the restart opens on the pulya: BACK; still open:
    # ended first, Yes, its results, OK): the names remembered come first,
    # in the seats they had
    snap = sim.run_script("back,ok,right,ok,ok,ok", flash, BLOCKS)[-1]
    assert snap["text"][0].startswith("Игрок 1")
    assert snap["text"][1:4] == [row("Вова"), row(anna), row(boris)]


def test_the_letter_picker_refuses_a_name_already_taken_and_goes_on(flash):
    anna = presets("ru")[0]
    # seat 1: Анна from the list; seat 2: type "Анна" (А, then н at 14, н, а)
    anna_keys = ",".join(["ok"] + ["right"] * 14 + ["ok", "ok"] + ["left"] * 14 + ["ok"])
    snaps = sim.run_script("ok,ok,ok,left,ok," + anna_keys + ",long-ok,snap,ok,snap", flash, BLOCKS)
    refused, back = [s for s in snaps if s["key"] == "snap"]
    assert refused["text"][0].startswith("Новое имя")
    assert "не как у других" in " ".join(r.strip() for r in refused["text"])
    assert back["text"][2] == row("  %s_" % anna)     # nothing lost: the name is still being typed


def test_settings_names_forget_and_add(flash):
    # Settings (RIGHT x3), Player names (the fifth line): the presets are not
    # remembered names, so only "New name..." is there; type Ян (Я: LEFT x5
    # from А past 123, ABC, -, space; н: LEFT x18 from я), held OK: remembered;
    # OK on it, Yes: forgotten
    ya = ",".join(["left"] * 5 + ["ok"] + ["left"] * 18 + ["ok"])
    snaps = sim.run_script("right,right,right,ok,right,right,right,right,ok,snap,ok," + ya + ",long-ok,snap,"
                           "ok,right,ok,snap", flash, BLOCKS, lang="ru")
    empty, added, forgotten = [s for s in snaps if s["key"] == "snap"]
    assert empty["text"][0].startswith("Имена игроков") and empty["text"][1] == row("Новое имя...")
    assert added["text"][1:3] == [row("Ян"), row("Новое имя...")]
    assert forgotten["text"][1] == row("Новое имя...")
