"""OFC Pineapple with davi on the device: whole matches driven by button presses in the simulator.

Expected figures are the spec's worked checks (ofc-match.md §4) and sums
written out by hand; the screens, the engine and the ledger on the simulated
flash (read back by the firmware's own journal under micropython) are
checked against them.  The matches with golden screens play in Russian (the
default) and in English, the texts from the device's tables.
"""
import json
import sys

import pytest

from devsim import DEVICE_CHECKS, SIM_MP, libs_dir, presses
from mp import ROOT, run_micropython
from screens import LANGS, T, choices, names, row
from tablescore import sim, texts
from test_sim import golden

sys.path.insert(0, str(ROOT / "benchmarks"))
import device_presses_worst as W  # noqa: E402  (the quick net's keys: one copy)

BLOCKS = 64


def run(keys, flash, lang="en", **kw):
    snaps = sim.run_script(keys, flash, BLOCKS, lang=lang, **kw)
    for s in snaps:
        assert s["clipped"] == [], s["clipped"]     # every text fits where it is drawn
    return snaps


def shot(name, lang):
    return name if lang == "en" else name + "." + lang

# Start menu: LEFT wraps to "New match"; Anna and Boris; rules menu: Start
# (target 31, stake 10, Anna on the button).
SETUP = "left,ok,ok,ok,ok"
# The same with stake 25: Stake (RIGHT x2), OK, 10 -> 20 -> 25 (RIGHT x2), OK, back to Start.
SETUP_25 = "left,ok,ok,ok,right,right,ok,right,right,ok,left,left,ok"

# davi: a long OK opens the offer and its answer on one list, on "When": ▶ is "A
# doubles, taken" (A may double: nobody owns the cube, or A does), ◀ "B doubles, taken"
DAVI_ACCEPTED = "long-ok,right,ok"
DAVI_B_ACCEPTED = "long-ok,left,ok"


def arrows(n, key="right"):
    """One press that moves the royalty list ``n`` lines: a tap, or a hold (the
    first step on press; auto-repeat 450 ms later, then every 110 ms, and the
    list steps on every third repeat: let go mid-way to the next step)."""
    if n == 1:
        return key
    return "hold-%s-%d" % (key, 450 + 110 * (3 * (n - 1) - 3) + 165)


def quick(net, seat):
    """A quick deal from the match screen: new deal, Quick, the net from "?" (taps,
    a held arrow in fives: benchmarks/device_presses_worst.py), OK saves."""
    return W.net_keys(net if seat == 0 else -net)


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def ledger(flash):
    """``(records, table)`` of the newest session, read by the firmware's journal."""
    proc = run_micropython(ROOT / "tests" / "device" / "ofc_ledger_dump.py", flash, BLOCKS,
                           path=[SIM_MP, libs_dir()])
    lines = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    return [tuple(r) for r in lines[:-1]], lines[-1]


def events(records):
    return [(r[1], r[2]) for r in records[1:]]


@pytest.mark.parametrize("lang", LANGS)
def test_match_won_by_score_with_the_cube_at_4(flash, tmp_path, lang):
    Tl = T(lang)
    anna, boris = names(lang)[:2]
    # The spec's davi example, stake 25: A 12:0, A doubles, B accepts (50, B owns);
    # B 29 -> 12:29; A 6 -> 18:29; B redoubles, A accepts (100, A owns); A 13 -> 31:29.
    script = ",".join([SETUP_25, quick(12, 0), DAVI_ACCEPTED, "snap", quick(29, 1), quick(6, 0),
                       "long-ok,snap,left,snap,ok,snap", quick(13, 0), "snap"])
    snaps = run(script, flash, lang)
    after_first, offer, answer, after_redouble, end = snaps[0], snaps[1], snaps[2], snaps[3], snaps[4]
    assert after_first["text"][3] == row(Tl["SCORE_OF"] % (12, 0, 31))
    assert after_first["text"][4] == row(Tl["CUBE_OWN"] % (2, boris))
    # only the owner may redouble: Boris's lines alone, the list on "When" (nothing
    # written by an OK there), ◀ "Boris x4: taken"
    answers = choices(lang, "DAVI_ANSWERED")
    assert offer["text"][0] == row(Tl["DAVI_TO"] % 4)
    assert offer["text"][1:5] == [row(answers[2] % (boris, 4)), row(answers[1] % (boris, 4)),
                                  row(answers[0] % (boris, 4)), row(Tl["WHEN"] % choices(lang, "STREETS")[0])]
    assert offer["selected"] == [Tl["WHEN"] % choices(lang, "STREETS")[0]]
    assert answer["selected"] == [answers[0] % (boris, 4)]
    golden(shot("ofc_davi_answer", lang), answer["image"], tmp_path)
    assert after_redouble["text"][3] == row(Tl["SCORE_OF"] % (18, 29, 31))
    assert after_redouble["text"][4] == row(Tl["CUBE_OWN"] % (4, anna))
    # the end: 18 + 13 = 31 reaches the target; payout 25 x 4 = 100
    assert end["text"][0] == row(Tl["MATCH_OVER"])
    assert end["text"][1:6] == [row(Tl["WINS"] % anna), row(Tl["BY_SCORE"] % (31, 29)), row(Tl["PAYOUT"] % 100),
                                row(Tl["MONEY"] % (anna, 100)), row(Tl["MATCHES_WON"] % (1, 0))]
    golden(shot("ofc_match_end_score", lang), end["image"], tmp_path)
    assert end["table"]["totals"] == [31, 29] and end["errors"] == 0
    records, table = ledger(flash)
    assert [r[1] for r in records] == [1, 21, 22, 23, 21, 21, 22, 23, 21]
    assert events(records)[:3] == [(21, ["quick", 0, 12, 0, 0]), (22, [0, 2, 0]), (23, [1])]
    assert events(records)[5:] == [(22, [1, 4, 0]), (23, [0]), (21, ["quick", 0, 13, 0, 0])]
    balance, wins_a, wins_b = table[2][:3]
    assert (balance, wins_a, wins_b) == (100, 1, 0)


@pytest.mark.parametrize("lang", LANGS)
def test_match_ended_by_a_drop_and_the_session_balance(flash, tmp_path, lang):
    Tl = T(lang)
    anna, boris = names(lang)[:2]
    # stake 10; B +5; A offers, "Later" leaves it pending (the lit banner),
    # OK on the match screen answers: B drops and pays 10 x 1.
    script = ",".join([SETUP, quick(5, 1), "long-ok,right,right,right,ok,snap", "ok,snap,left,ok,snap",
                       # next match (Boris on the button): A offers, B accepts, B +31: B wins 10 x 2
                       "ok,ok,snap", DAVI_ACCEPTED, quick(31, 1), "snap",
                       # End session: the match screen, BACK: its menu, LEFT wraps to "End session", Yes
                       "back,back,left,ok,right,ok,snap"])
    snaps = run(script, flash, lang)
    pending, answer, dropped, match2, end2, over = snaps[:6]
    banner = Tl["DAVI_BANNER"] % (anna, 2)
    assert pending["text"][5] == row(banner)
    assert banner in pending["selected"]      # drawn lit: unmistakable
    assert pending["text"][7] == row(choices(lang, "HINT_MATCH")[1])
    golden(shot("ofc_match_pending", lang), pending["image"], tmp_path)
    # the answer opens on Later (an OK leaves it pending); ◀ Drop, ▶ Accept
    assert answer["text"][0] == row(Tl["DOUBLES"] % anna) and answer["selected"] == [Tl["LATER"]]
    assert answer["text"][1:4] == [row(Tl["DROP"] % 10), row(Tl["LATER"]), row(Tl["ACCEPT"] % 2)]
    assert answer["text"][5] == row(Tl["ANSWER"] % boris)
    assert dropped["text"][1:5] == [row(Tl["WINS"] % anna), row(Tl["BY_DROP"] % boris), row(Tl["PAYOUT"] % 10),
                                    row(Tl["MONEY"] % (anna, 10))]
    golden(shot("ofc_match_end_drop", lang), dropped["image"], tmp_path)
    assert match2["text"][0].startswith(Tl["MATCH_N"] % 2)
    # the other player starts on the button: his name lit, and row 5 says so
    assert boris in match2["selected"] and match2["text"][5] == row(Tl["BUTTON_IS"] % boris)
    assert match2["text"][6] == row(Tl["MONEY"] % (anna, 10))
    # B won 10 x 2 = 20: the session's money is Boris +10 (+10 - 20)
    assert end2["text"][1:5] == [row(Tl["WINS"] % boris), row(Tl["BY_SCORE"] % (0, 31)), row(Tl["PAYOUT"] % 20),
                                 row(Tl["MONEY"] % (boris, 10))]
    # the session's final results: the matches, each player's money, who pays whom (no currency: plain units)
    assert over["text"][0] == row(Tl["RESULTS"])
    won, head = Tl["MATCHES_WON"] % (1, 1), Tl["RESULTS_HEAD"].split("|")[1]
    assert over["text"][1:6] == [row(won + head.rjust(20 - len(won))),
                                 row(anna + " " * (8 - len(anna)) + "-10".rjust(12)),
                                 row(boris + " " * (8 - len(boris)) + "+10".rjust(12)), row(Tl["WHO_PAYS_PLAIN"]),
                                 row(anna + " " * (6 - len(anna)) + "→" + boris + " " * (6 - len(boris)) + "10".rjust(7))]
    records, table = ledger(flash)
    types = [r[1] for r in records]
    assert types == [1, 21, 22, 24, 20, 22, 23, 21, 2]
    assert records[3][2] == [1]                       # B drops
    assert records[4][2] == [31, 0, 0, 0, 10, 1]       # match 2: B on the button
    assert table[2][:3] == [-10, 1, 1] and table[3] > 0


@pytest.mark.parametrize("lang", LANGS)
def test_double_offered_during_a_deal_entry(flash, tmp_path, lang):
    Tl = T(lang)
    anna, boris = names(lang)[:2]
    bot = choices(lang, "ROW_SHORT")[2]
    labels = choices(lang, "ROY_LABELS")
    # New deal, Anna scoops, + Anna: bot flush (RIGHT), then in the middle of the
    # entry A offers (street 5: the cards are out) and chooses Later; Done is refused
    # while the offer is pending; a long OK answers it (Accept); the entry goes on
    # with nothing lost: + Boris bot straight, Done, Yes.  Net 6 + 4 - 2 = 8.
    script = ",".join([SETUP, "ok,right,ok,ok,right,ok", "long-ok,snap,right,right,right,ok",
                       "right,ok,snap,ok", "long-ok,right,ok,snap", "left,ok,ok,snap,ok,snap,right,ok"])
    snaps = run(script, flash, lang)
    offer, refused, back_in, royalties, confirm, saved = snaps[:6]
    assert offer["text"][0] == row(Tl["DAVI_TO"] % 2)
    assert offer["text"][4] == row(Tl["WHEN"] % choices(lang, "STREETS")[5])
    assert offer["selected"] == [Tl["WHEN"] % choices(lang, "STREETS")[5]]
    golden(shot("ofc_davi_offer", lang), offer["image"], tmp_path)
    assert refused["text"][0] == row(Tl["NOT_SAVED"])
    assert Tl["PENDING_SAVE"] == " ".join(r.strip() for r in refused["text"][1:7] if r.strip())
    assert back_in["text"][0] == row(Tl["ROYALTIES"] % (anna[:5] + "+10"))
    assert back_in["text"][2] == row(" %s %s" % (bot, labels[3])), "the royalty entered before the offer is kept"
    assert royalties["text"][0] == row(Tl["ROYALTIES"] % (anna[:5] + "+8"))
    assert confirm["text"][0] == row(Tl["SAVE_Q"])
    assert confirm["text"][1:4] == [row(Tl["NET_LINE"] % (anna, 8)), row(Tl["ROY_LINE"] % (anna, 4)),
                                    row(Tl["ROY_LINE"] % (boris, 2))]
    golden(shot("ofc_deal_confirm", lang), confirm["image"], tmp_path)
    assert saved["text"][3] == row(Tl["SCORE_OF"] % (8, 0, 31)) and saved["text"][4] == row(Tl["CUBE_OWN"] % (2, boris))
    records, _ = ledger(flash)
    assert events(records) == [(22, [0, 1, 5]), (23, [1]),
                               (21, ["taps", 1, 1, 1, 0, 0, "none", "none", "flush", "none", "none", "straight"])]


@pytest.mark.parametrize("lang", LANGS)
def test_fantasyland_entered_and_kept(flash, tmp_path, lang):
    Tl = T(lang)
    anna, boris = names(lang)[:2]
    # Deal 1: Anna scoops with QQ on top (the last of her royalty list, ◀ from
    # where it opens) -> 6 + 7 = 13, Fantasyland next deal.
    # Deal 2 (Anna in Fantasyland): she scoops with quads at the bottom (4th
    # entry) -> 6 + 10 = 16, quads+ at the bottom keep her there.  The button
    # moves after deal 1 (to Boris) but not after the Fantasyland deal.
    script = ",".join([SETUP, "ok,right,ok,ok,left,ok,snap,right,ok,snap,right,ok",
                       "snap", "ok,right,ok,ok,right,right,right,ok,right,ok,right,ok,snap"])
    snaps = run(script, flash, lang)
    roy1, confirm1, deal1, deal2 = snaps[:4]
    assert roy1["text"][2] == row(" %s %s" % (choices(lang, "ROW_SHORT")[0], choices(lang, "ROY_LABELS")[8] % "QQ"))
    assert confirm1["text"][1] == row(Tl["NET_LINE"] % (anna, 13))
    assert confirm1["text"][3] == row(Tl["FL_NEXT"] % anna[:5])
    fl14 = Tl["FL_SHORT"] % 14
    assert deal1["text"][1] == row("%-8s%4d %s" % (anna, 13, fl14))
    assert deal1["text"][2] == row("%-8s%4d " % (boris, 0)) and boris in deal1["selected"]   # on the button
    assert deal2["text"][1] == row("%-8s%4d %s" % (anna, 29, fl14)), "quads at the bottom keep Fantasyland"
    assert boris in deal2["selected"], "the button stays after a Fantasyland deal"
    golden(shot("ofc_match_fantasyland", lang), deal2["image"], tmp_path)
    records, table = ledger(flash)
    assert events(records) == [
        (21, ["taps", 1, 1, 1, 0, 0, "QQ", "none", "none", "none", "none", "none"]),
        (21, ["taps", 1, 1, 1, 0, 0, "none", "none", "quads", "none", "none", "none"])]
    match = table[2][3:]
    assert match[6:12] == [29, 0, 2, 1, 14, 0]     # scores, deals, button B, Fantasyland A 14


@pytest.mark.parametrize("lang", LANGS)
def test_impossible_taps_are_refused_and_nothing_is_lost(flash, lang):
    Tl = T(lang)
    # Row by row: top A, middle A, bottom B; Anna's bottom flush against no royalty
    # for Boris: the engine refuses (a flush cannot lose the bottom to nothing):
    # its code (O10) said with the row's name, in the device's language (the
    # cursor stays on + Anna, the deal refused as it stands: ◀ Done).
    script = ",".join([SETUP, "ok,right,right,right,ok,ok,ok,right,ok", "ok,right,ok",
                       "left,ok,snap,ok,snap"])
    snaps = run(script, flash, lang)
    refused, back = snaps[0], snaps[1]
    assert refused["text"][0] == row(Tl["NOT_SAVED"])
    said = " ".join(r.strip() for r in refused["text"][1:7] if r.strip())
    assert said == texts.code("O10", (choices(lang, "ROW_SHORT")[2],), lang)
    assert back["text"][0].startswith(Tl["ROYALTIES"] % "")
    assert back["text"][2] == row(" %s %s" % (choices(lang, "ROW_SHORT")[2], choices(lang, "ROY_LABELS")[3]))
    assert back["table"]["entries"] == 0 and back["errors"] == 0


@pytest.mark.parametrize("lang", LANGS)
def test_royalties_that_make_a_foul_are_refused_naming_the_player(flash, lang):
    anna = names(lang)[0]
    # Anna scoops; + Anna: top trips 222 (the 14th of her list: 6 bottom, 7
    # middle, then the top's trips), no middle royalty: trips over less is a
    # foul (O0); the cursor stays on + Anna (her rows are refused), ◀ Done
    script = ",".join([SETUP, "ok,right,ok,ok,%s,ok,left,ok,snap,ok,snap" % arrows(14)])
    refused, back = run(script, flash, lang)[:2]
    assert refused["text"][0] == row(T(lang)["NOT_SAVED"])
    said = " ".join(r.strip() for r in refused["text"][1:7] if r.strip())
    assert said == texts.code("O0", (anna,), lang) and said.startswith(anna)
    assert back["text"][0].startswith(T(lang)["ROYALTIES"] % "") and back["table"]["entries"] == 0


def test_resume_and_undo_an_ofc_match(flash):
    run(SETUP + "," + quick(8, 0), flash)
    # a new run opens on the match, from the flash
    snap = run("snap", flash)[-1]
    assert snap["text"][0].startswith("Match 1") and snap["text"][3] == row("Score 8:0 to 31")
    # BACK: the menu > Undo last deal > Yes
    snap = run("back,right,ok,right,ok", flash)[-1]
    assert snap["text"][3] == row("Score 0:0 to 31") and snap["table"]["entries"] == 0


def test_davi_from_the_undo_confirm(flash):
    # Anna +8; the menu (BACK) > Undo last entry: the Yes/No is on top.  A held OK there
    # opens davi (nobody owns the cube), ▶ Anna doubles, taken, OK: 3 presses,
    # and the Yes/No is back.  Yes then undoes nothing: the last entry is the
    # accept now, not the deal the question named, so the question comes again
    # naming the accept (seq 4); No leaves it.
    script = ",".join([SETUP, quick(8, 0), "back,right,ok,snap", "long-ok,snap,right,ok,snap",
                       "right,ok,snap,ok,snap"])
    snaps = run(script, flash)
    confirm, offer, back, refused, match_screen = snaps[:5]
    assert confirm["text"][0].startswith("Undo last entry?")
    assert offer["text"][0].startswith("Davi x2") and offer["text"][5].startswith("Anna x2: taken")
    assert offer["presses"] - confirm["presses"] == 1
    assert back["text"][0].startswith("Undo last entry?"), "the Yes/No stays where it was"
    assert back["presses"] - confirm["presses"] == 3
    assert refused["text"][0].startswith("Undo last entry?") and refused["text"][1] == row("Boris accepts")
    assert "Boris" in refused["text"][1] and refused["table"]["entries"] == 3
    assert match_screen["text"][3] == row("Score 8:0 to 31")
    assert match_screen["text"][4] == row("Cube 2: Boris")
    records, _ = ledger(flash)
    assert events(records) == [(21, ["quick", 0, 8, 0, 0]), (22, [0, 2, 0]), (23, [1])]


def test_davi_from_a_message_and_the_end_session_confirm(flash):
    # the menu (BACK) > Undo with nothing to undo: the message is on top; a held
    # OK offers davi there too (BACK leaves the offer, OK the message).  Then the
    # menu > End session (LEFT from History): a held OK, OK, OK: offered and accepted,
    # the Yes/No back; Yes ends the session.
    script = ",".join([SETUP, "back,right,ok,snap", "long-ok,snap,back,ok,snap",
                       "back,left,ok,snap", "long-ok,right,ok,snap", "right,ok,snap"])
    snaps = run(script, flash)
    message, offer, match_screen, confirm, back, over = snaps[:6]
    assert message["text"][0].startswith("Undo") and "Nothing to undo" in message["text"][1]
    assert offer["text"][0].startswith("Davi x2") and offer["text"][4].startswith("At before the deal")
    assert match_screen["text"][0].startswith("Match 1") and match_screen["table"]["entries"] == 0
    assert confirm["text"][0].startswith("End the session?")
    assert back["text"][0].startswith("End the session?")
    assert back["presses"] - confirm["presses"] == 3
    assert over["text"][0].startswith("Final results")
    records, _ = ledger(flash)
    assert events(records)[:2] == [(22, [0, 1, 0]), (23, [1])]


@pytest.mark.parametrize("seed, lang", [(3, "ru"), (11, "en")])
def test_fuzz_on_the_ofc_screens(flash, seed, lang):
    """Random presses of random length from a running match (long OKs open davi):
    no screen raises, the screen never goes blank, no text is cut at its
    edge, the ledger reads back whole."""
    snaps = run(SETUP + ",fuzz-4000-%d" % seed, flash, lang, timeout=300)
    last = snaps[-1]
    assert last["problem"] is None and last["errors"] == 0
    assert last["presses"] == presses(SETUP) + 4000


def test_press_counts_meet_the_issue_targets(tmp_path):
    """benchmarks/device_presses_ofc.py: every entry saved, the targets met
    (quick deal <= 6, detailed scoop with two royalties <= 12, davi offer + answer <= 2)."""
    import sys
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import device_presses_ofc
    libs_dir()
    figures = device_presses_ofc.measure(tmp_path)
    for what, n, target, ok in figures:
        assert ok, what
        assert not target or n <= target, (what, n, target)
    # each entry took exactly the presses its keys send (a held arrow is one)
    sent = {what: presses(keys) for what, _, keys, _, _ in device_presses_ofc.SET}
    assert {what: n for what, n, _, _ in figures} == sent


def test_new_match_takes_the_rule_defaults_the_pc_sent(tmp_path):
    """Under micropython, the firmware's settings file and journal: what the sync
    stored (ofc_target, ofc_stake, ... and the names) is what the rules menu
    offers and what the match starts with; nothing sent gives 31 / stake 10."""
    libs_dir()
    proc = run_micropython(ROOT / "tests" / "device" / "check_ofc_defaults.py", path=[SIM_MP, libs_dir()],
                           cwd=tmp_path)
    out = dict(line.split(": ", 1) for line in proc.stdout.decode().splitlines())
    assert out["defaults"] == repr(["Start the match", "Play to 31", "Stake 10", "Button: Anna", "Stay: trips/full",
                                    "Progressive: no", "Button in FL: stays"])
    assert out["picker"] == repr(["Ann", "Bob", "Anna"]), "the PC's names first, then the presets"
    assert out["sent"] == repr(["Start the match", "Play to 51", "Stake 25", "Button: Ann", "Stay: trips/quads",
                                "Progressive: yes", "Button in FL: moves"])
    # Settings values: target, stay rule, progressive, button moves, stake, button (A)
    assert out["started"] == repr("Match 1        Deal 1") + " " + repr([51, 1, 1, 1, 25, 0])
    assert out["odd"] == repr(["Play to 45", "Stake 30"]), "a value the lists lack is kept as sent"
    assert out["target again"] == repr("Play to 31")


def test_a_deal_is_written_without_its_entry_and_kept_when_not_saved(tmp_path):
    # (issue 15: the match's peak) a deal is written once its entry has
    # closed (``ui.ofc.commit`` through ``UI.then``): the entry's code and
    # screens are not on the heap under the commit, the net's nor the
    # confirmed deal's.  Then a commit that runs out of memory: the error is
    # shown, its OK leaves the deal's confirmation with its answers (Yes
    # saves it), not the match screen with the deal lost
    libs_dir()
    proc = run_micropython(DEVICE_CHECKS / "check_ofc_entry_memory.py", tmp_path / "flash.img",
                           path=[SIM_MP, libs_dir()], cwd=tmp_path)
    text = proc.stdout.decode()
    assert text.endswith("ALL OK\n"), text + proc.stderr.decode()
    out = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)
    assert out["quick"] == "ui.ofc" and out["confirmed"] == "ui.ofc", out
    assert out["entries first"] == "2"
    assert out["confirm"] == row(T("ru")["SAVE_Q"]).rstrip(), out
    assert out["error"] == row(T("ru")["ERROR"]).rstrip(), out
    assert out["after"] == out["confirm"], out
    assert out["entries"] == "2"
    assert out["entries again"] == "3"
    assert out["errors"] == "1", "the MemoryError alone"

