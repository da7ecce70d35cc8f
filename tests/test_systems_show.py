"""A pulya in a classic system archived from a board's ledger: ``tablescore
show`` names its system and prints its final calculation (English and
Russian), and ``export --format json`` writes a session file that says the
system (``system``, ``rules``, ``pulya_to``) and replays to the same final."""
import json

from test_archive_cli import ledger_of, run, store
from tablescore.replay import read_session, replay_doc
from tablescore.rules import ledger as L
from tablescore.rules.pref_sheet import Deal

# Sochi to 4, first dealer C, with a table's change (the gentleman's split by tricks):
# A 6 fails by one (B alone, defence B3 + C2); then B, C, A each close with a seven both pass.
RULES = ["sochi", "gentleman", 1, "gentleman_tricks", 1]
RECORDS = [(1, L.SESSION_OPEN, ["pref", ["Ann", "Bob", "Cid"], [3, 2, 4, 0, 5, "RUB", 100, RULES], None])]
for values in (Deal.game(0, 6, tricks=5, defence="open", whister=1).to_values(),
               Deal.game(1, 7, defence="pass").to_values(), Deal.game(2, 7, defence="pass").to_values(),
               Deal.game(0, 7, defence="pass").to_values()):
    RECORDS.append((len(RECORDS) + 1, L.PREF_DEAL, values))


def archived(tmp_path):
    return store(tmp_path / "s.sqlite", {1: ledger_of(1, RECORDS)})


def test_show_names_the_system_and_the_final_calculation(tmp_path, capsys):
    db = archived(tmp_path)
    status, out, err = run(capsys, "show", "1", "--db", db)
    assert err == "" and "Sochi" in out and "each pulya to 4" in out
    assert "The final calculation" in out
    status, out, err = run(capsys, "show", "1", "--db", db, "--lang", "ru")
    assert err == "" and "Сочинка" in out and "пуля до 4" in out and "Расчёт" in out


def test_export_says_the_system_and_replays_to_the_same_final(tmp_path, capsys):
    db = archived(tmp_path)
    status, out, err = run(capsys, "export", "1", "--db", db, "--format", "json")
    assert status == 0, err
    lines = out.splitlines()
    settings = json.loads(lines[0])["settings"]
    assert (settings["system"], settings["rules"], settings["pulya_to"]) == ("sochi", {"gentleman": 1, "gentleman_tricks": 1}, 4)
    assert "end_points" not in settings and settings["price"] == 5
    doc = replay_doc(*read_session(lines))
    # A: gora 2; the gentleman splits the 5 defence tricks' 10 vists 6/4 by tricks (the odd one to the
    # whister), and each writes his consolation 2: Bob 8, Cid 6 on Ann.  All closed at 4, D = P - G =
    # 2/4/4: n x result = 10 x sum_j (D_i - D_j) + n x V = -40 - 42, 20 + 24, 20 + 18
    assert doc["system"] == "sochi" and doc["over"]
    assert doc["gora"] == {"Ann": 2, "Bob": 0, "Cid": 0}
    assert doc["vists"] == {"Ann": -14, "Bob": 8, "Cid": 6}
    assert doc["final"]["exact"] == {"Ann": -82, "Bob": 44, "Cid": 38}


def test_the_report_page_names_the_system(tmp_path, capsys):
    from tablescore.report_page import pref_page
    db = archived(tmp_path)
    lines = run(capsys, "export", "1", "--db", db, "--format", "json")[1].splitlines()
    doc = replay_doc(*read_session(lines))
    assert '<span id="system">Сочинка</span>' in pref_page(doc, "ru")
    assert '<span id="system">Sochi</span>' in pref_page(doc, "en")
    header = json.loads(lines[0])
    for key in ("system", "rules"):
        del header["settings"][key]
    header["settings"]["end_points"] = header["settings"].pop("pulya_to")
    old = replay_doc(*read_session([json.dumps(header)] + lines[1:2]))      # System «M»: no system named
    assert 'id="system"' not in pref_page(old, "ru")
