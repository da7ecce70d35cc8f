"""The device's heap cap: a 300-deal pulya played through the buttons, with
the firmware compiled by mpy-cross as ``tablescore deploy`` compiles it and
loaded from those .mpy files, must run in ``-X heapsize=64wK`` (a 32-bit
board's 64 KB heap, scaled to this 64-bit build), corrections included: after
the 300 deals, rounds of an undo and a void of the last deal, each followed by
the deal again.  A MemoryError anywhere fails it (the driver checks that no
screen raised), and the heap must not grow with the deals.

The pulya is then ended: the final results, with the session's check code,
come up in the same heap.  A power cut after its corrections, the board
back and ten deals more of the same pulya play in that heap too.  Also held: the same pulya from a ROMFS image
(bytecode used in place, the image given on top of 64wK since the unix port
keeps it in the heap); issue 6's 40-deal OFC match after the pulya (New
match over it: the pulya's results' OK restarts the board into the match's
setup, a new process here), held to ``TEST_HEAP_MATCH``, a ratchet lowered
as the OFC modules are cut; the pulya's history with the check code after an
entry, held to ``TEST_HEAP_HISTORY``, a ratchet too; and a whole evening (the
pulya, its history opened, a void of a deal 200 back, a sync, the pulya
ended, an OFC match, a sync of both), held to its budget,
``TEST_HEAP_EVENING``, the device's heap (the harness's code out of it);
the pulya's end restarts the board (a new process here), so the match's
part holds only its own interned names; its first part (the pulya, the
void, the sync) is held to ``TEST_HEAP_SYNC``.

Pass/fail caps, not timings: the figures are printed by
``benchmarks/device_pulya.py``.
"""
import ast
import pathlib
import shutil
import subprocess
import sys

import pytest

from devsim import presses
from mp import micropython_exe, mpy_source_name

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import device_pulya  # noqa: E402

DEALS = 300
FIX_ROUNDS = 5
PULYA = "pulya:%d,fix:%d" % (DEALS, FIX_ROUNDS)
# ... and its end: the final results with the session's check code
PULYA_TO_THE_END = PULYA + ",end:1"


def driver_keys():
    """The key scripts the driver (benchmarks/device_pulya_mp.py, a micropython
    script that plays on import) sends, read from its source: ``{NAME: value}``."""
    tree = ast.parse((ROOT / "benchmarks" / "device_pulya_mp.py").read_text())
    keys = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            try:
                value = ast.literal_eval(node.value)
            except ValueError:
                continue
            names = [t.id for t in node.targets if isinstance(t, ast.Name)] or \
                [e.id for t in node.targets if isinstance(t, ast.Tuple) for e in t.elts]
            values = value if len(names) > 1 else (value,)
            keys.update(zip(names, values))
    return keys


KEYS = driver_keys()


def played(scripts, count):
    """Presses of ``count`` deals taking the key ``scripts`` in turn, as the driver plays them."""
    return sum(presses(scripts[d % len(scripts)]) for d in range(count))


@pytest.fixture(scope="module")
def device(tmp_path_factory):
    return device_pulya.Device(tmp_path_factory.mktemp("device"))


def check_pulya(figures, error, heap):
    assert figures is not None, "does not run in -X heapsize=%s: %s" % (heap, error)
    assert figures["pulya_deals"] == DEALS
    # every deal saved with the presses its keys send (a raspasy and a six made, alternating: 7 each)
    assert figures["pulya_presses"] == played(KEYS["PULYA_DEALS"], DEALS) == 7 * DEALS
    # flat once the first screens and modules are in: deal 300 holds what deal 10 held
    assert figures["pulya_heap_max"] - figures["pulya_heap_at_10"] <= 4096, figures
    # each round: an undo, the six, a void, the six (the driver checked after
    # each that the deal came off the table and went back on): 3 + 7 + 4 + 7
    assert figures["fix_rounds"] == FIX_ROUNDS
    round_keys = [KEYS["UNDO"], KEYS["PULYA_DEALS"][1], KEYS["VOID"], KEYS["PULYA_DEALS"][1]]
    assert figures["fix_presses"] == FIX_ROUNDS * played(round_keys, 4) == 21 * FIX_ROUNDS
    # a correction leaves nothing behind either: the void's Yes loads
    # ui.pref_menu again and lets it go (3.1K over deal 10 when it kept it):
    # no module more than at deal 10, and the heap as flat as the deals'
    # (the conservative collector may count ~2.5K of garbage a stale stack
    # word points at after a correction, or not, by layout: not a bound
    # tighter than that)
    assert figures["fix_modules_max"] <= figures["pulya_modules_at_10"], figures
    assert figures["fix_heap_max"] - figures["pulya_heap_at_10"] <= 4096, figures


def test_from_files_a_300_deal_pulya_with_corrections_plays_in_64wK(device):
    figures, error = device.run(device_pulya.HEAP, PULYA_TO_THE_END)
    check_pulya(figures, error, device_pulya.HEAP)
    assert "end_heap_max" in figures    # the final results came up with the check code (the driver checked)
    # the pulya closed, its engine, board and rules went before its results
    # came: the results hold less than the game did
    assert figures["end_heap_max"] < figures["fix_heap_max"], figures


# A power cut in that pulya, after its corrections: the board boots on its
# flash as the power left it (nothing closed, no RTC memory: ``cut`` in
# ``Device.run``), back on the pulya's board, and the players go on.  The
# boot reads the open session back (its checkpoint, the records since, the
# game's rules) before the screens and the app are loaded, the display and
# the texts' first table before it.  On main ad77118 (the screens and the
# app loaded first, the texts with the first picture) it needed 138K by a
# 1K scan: 137K-136K failed at the first picture, loading the texts' one
# 2.4K string into the heap the reading had cut up; 135K in the reading.
POWER_CUT = PULYA + ",cut:1,pulya:10"


def test_from_files_a_power_cut_in_the_pulya_then_ten_deals_more_play_in_64wK(device):
    figures, error = device.run(device_pulya.HEAP, POWER_CUT)
    check_pulya(figures, error, device_pulya.HEAP)
    assert figures["restarts"] == 1, figures        # the cut: a second process, on the same flash
    # the ten deals went on with the same pulya (no setup pressed: its board
    # was up after the boot): its entries then were 310; a new one's 10
    assert figures["restart1_pulya_deals"] == DEALS + 10, figures
    assert figures["restart1_pulya_presses"] == played(KEYS["PULYA_DEALS"], 10), figures


def test_from_romfs_the_same_pulya_plays_in_64wK(device):
    image, size = device.romfs()
    heap = device.rom_heap(size)            # 64wK + the image (in flash on a board)
    figures, error = device.run(heap, PULYA_TO_THE_END, image=image)
    check_pulya(figures, error, "%s (64wK + a %d-byte image)" % (heap, size))


# The history of that pulya, with an entry's breakdown open, does not open
# in 64wK yet: it keeps twelve bytes an entry, not a string a line (issue 13),
# and its peak is now its reading, when it is opened and again when a
# breakdown closes (benchmarks/README.md).  139K measured by a 1K scan since the breakdown
# covers the history (146K before, the breakdown worked out over the history's
# code and figures; 148K-150K before that), 2K for the noise.
# A ratchet, as TEST_HEAP_MATCH: lowered as the history is cut.
TEST_HEAP_HISTORY = "141K"


def test_from_files_the_history_of_the_pulya_opens_in_its_ratchet_heap(device):
    figures, error = device.run(TEST_HEAP_HISTORY, PULYA + ",history:1")
    check_pulya(figures, error, TEST_HEAP_HISTORY)
    # every entry listed (the deals, and the five rounds' two deals entered again);
    # OK on the newest and on the oldest showed the code after it (the driver checked)
    assert figures["history_lines"] == DEALS + 2 * FIX_ROUNDS


MATCH_DEALS = 40
# Issue 15: the match alone from boot, whose peak (a deal being entered) is
# the evening's: 162K before the cards' evaluation left the device and a
# deal was written after its entry closed, 149K measured since
# (benchmarks/README.md); 147K by a 1K scan on main e964082 (146K fails: in
# the session's opening at 143K, in the first deals' entry at 144K-146K);
# a ratchet towards 141K, 2K for the noise.
TEST_HEAP_MATCH_ALONE = "149K"


def test_from_files_a_match_alone_plays_in_its_ratchet_heap(device):
    figures, error = device.run(TEST_HEAP_MATCH_ALONE, "match:%d" % MATCH_DEALS)
    assert figures is not None, "does not run in -X heapsize=%s: %s" % (TEST_HEAP_MATCH_ALONE, error)
    assert figures["match_deals"] == MATCH_DEALS
    assert figures["match_presses"] == played(KEYS["MATCH_DEALS"], MATCH_DEALS) == 13 * 30 + 4, figures
    assert figures["match_heap_max"] - figures["match_heap_at_10"] <= 4096, figures


def test_from_files_a_pulya_then_a_match_play_in_their_ratchet_heap(device):
    # 150K (164K, then 180K when main's stray-press work brought a seventh
    # qstr pool, ~14K here, 170K after issue 15's cut of the match's peak):
    # the pulya ended for the match (New match over it) restarts the board
    # as an end left for the start menu does, and the restarted board opens
    # the match's setup, so the match holds none of the pulya's names
    # (148K measured, 179K before: benchmarks/device_pulya.py, benchmarks/README.md).
    heap = device_pulya.TEST_HEAP_MATCH
    figures, error = device.run(heap, "%s,match:%d" % (PULYA, MATCH_DEALS))
    check_pulya(figures, error, heap)
    # one restart, in the match's setup: its players picked and its deals played by the next process
    assert figures["restarts"] == 1 and "restart1_heap_boot" in figures, figures
    assert figures["match_deals"] == MATCH_DEALS
    # the three deals in turn take 4, 20 and 6 presses (a hold is one): 30 a
    # round of three, 13 whole rounds (39 deals) and a first deal more
    assert figures["match_presses"] == played(KEYS["MATCH_DEALS"], MATCH_DEALS) == 13 * 30 + 4, figures
    # flat: the preferans modules gave the heap back to the OFC ones
    assert figures["match_heap_max"] - figures["match_heap_at_10"] <= 4096, figures


# The whole evening in one session of the device: the 300-deal pulya, its
# history opened (the breakdowns of its newest and its oldest entry: where a
# player finds the deal to void), a void of a deal 200 back (what the
# history's Yes does: the ledger replayed), the PC's sync, the pulya ended
# (its results left for the start menu: the board restarts, ``board.restart``,
# and the driver goes on in a new micropython process with the same heap and
# flash), a 40-deal OFC match, the PC's sync again (both sessions listed, the
# pulya's close and the match taken).
EVENING = "pulya:%d,history:1,void:200,sync:1,end:1,match:%d,sync:1" % (DEALS, MATCH_DEALS)
# Its budget (issue 15): 144K on this 64-bit build, ~100 KB on the board.
# The budget is the device's heap: measured with the harness's code out of
# it (``harness_rom``: the stand-in board, C modules on a board, and the
# driver scripts, the players' fingers, from a ROMFS image of their own;
# their objects, the key scripts and the figures still count).  143K
# measured by a 1K scan on main ad77118, 2 December (142K fails: the second
# sync, the PC talking beside the live match); 142K since the game lets go
# before the link's modules load and the engine set aside keeps its table
# (141K fails: the match's deal entry, before the sync), 2 December.  With
# the harness's code on the heap as the other caps here, 150K, 149K since
# (193K before the restart between the games, 169K with it).
TEST_HEAP_EVENING = "144K"
# the same match and its sync on a new board: the first game of its flash
FRESH_MATCH = "match:%d,sync:1" % MATCH_DEALS


@pytest.fixture(scope="module")
def evening(device):
    figures, error = device.run(TEST_HEAP_EVENING, EVENING, harness_rom=True)
    assert figures is not None, "does not run in -X heapsize=%s: %s" % (TEST_HEAP_EVENING, error)
    return figures


def test_from_files_an_evening_plays_in_its_budget(evening):
    figures = evening
    assert figures["pulya_deals"] == DEALS and figures["match_deals"] == MATCH_DEALS
    # the history listed every entry (the driver opened the newest's and the oldest's breakdown)
    assert figures["history_lines"] == DEALS, figures
    # the void took a deal off the pulya (the driver checked), 200 entries back or a little more
    assert figures["void_seq"] <= DEALS - 200 + 1, figures
    # both syncs sent ledger bytes: the pulya's whole file the first time, the
    # match's and the pulya's close the second (the driver checked each ack)
    assert figures["sync_bytes"] > 0 and figures["sync2_bytes"] > 0, figures
    # the match did not carry the sync before it: the PC quiet, the protocol
    # and the link went (the app makes the link again when the PC speaks)
    assert figures["sync_link_loaded"] == 0 and figures["sync2_link_loaded"] == 0, figures
    # nor the syncs the game's screens: let go while the PC talks (ui.sync),
    # the board built again after from the table
    assert figures["sync_game_screens"] == 0 and figures["sync2_game_screens"] == 0, figures
    # between deals the match keeps only what its screen needs (what the
    # second sync found loaded as it began): the setup's screens, the deal
    # wizard, the menu and their dialogs let go
    assert figures["sync2_opened_screens"] == 0, figures
    assert figures["match_heap_max"] - figures["match_heap_at_10"] <= 4096, figures


def test_after_the_pulyas_close_the_evening_holds_the_matchs_names_only(device, evening):
    # the pulya's end left for the start menu restarted the board: the match
    # and its sync were played by a second process, its names (qstrs)
    # interned anew
    assert evening["restarts"] == 1, evening
    fresh, error = device.run(TEST_HEAP_EVENING, FRESH_MATCH, harness_rom=True)
    assert fresh is not None, error
    assert fresh["restarts"] == 0 and fresh["match_deals"] == MATCH_DEALS
    # at the evening's end the names interned are a fresh match's and its
    # sync's, and only those its boot added reading the closed pulya from the
    # flash (without the restart: every name the pulya, its void and its sync
    # interned too, ~300 more)
    booted = evening["qstr_boot"] - fresh["qstr_boot"]
    assert evening["qstr_count"] <= fresh["qstr_count"] + booted, (evening["qstr_count"], fresh["qstr_count"], booted)


# The interpreter keeps its interned names (qstrs) in pools, each twice the
# size of the last, taken from the heap whole: on this build the sixth
# begins at the 621st name (~7K), the seventh at the 1261st (~14K).  Every
# game passes the sixth (the boot alone interns 658, 700 after the restart
# with the closed pulya); the evening's first part (the pulya, its history,
# void, sync and end) interned 1247 on main 95b1512, 2 December, 1254 that
# afternoon (the classic systems' and the new game's restart): 7 names
# short of the seventh (~14K more), which would take the evening over
# TEST_HEAP_EVENING.  Said here by name, not as a bare MemoryError.
QSTR_SEVENTH_POOL = 1261


def test_the_evenings_first_part_interns_fewer_names_than_a_seventh_qstr_pool(evening):
    assert evening["qstr_count_first"] < QSTR_SEVENTH_POOL, (
        "the pulya's part of the evening interned %d names: a seventh qstr pool (~14K)"
        % evening["qstr_count_first"])


# After a match's first deal (a pulya before it would end for it: the board
# restarts, a new process): each module loaded, its __file__
LOADED = "import device_pulya_mp,sys\nfor m in sorted(sys.modules):\n print('file',m,getattr(sys.modules[m],'__file__','-'))"


def test_a_module_is_named_by_its_path_on_the_board_as_it_is_compiled(device):
    """The harness loads the firmware as a board does: from the flash's root,
    found through sys.path's '', so a module's ``__file__`` is its path there
    (``ui/pref.mpy``), and deploy compiled the module with that same name:
    one name (a qstr kept all evening) a module, none of this PC's folders."""
    flash = device.tmp / "flash-files.img"
    shutil.copyfile(device.flash, flash)
    proc = subprocess.run([micropython_exe(), "-X", "heapsize=1M", "-c", LOADED, str(flash), "match:1"],
                          capture_output=True, text=True, cwd=str(device.tmp),
                          env={"MICROPYPATH": ":".join(device.path)}, check=True)
    files = dict(line.split(" ")[1:] for line in proc.stdout.splitlines() if line.startswith("file "))
    for module in ("ui.ofc", "rules.ofc_deal", "lang.ru", "ui.font", "device.journal", "main", "device.app"):
        assert module in files, module
    # every module a board has: on its flash, or asyncio frozen into the interpreter (as an ESP32's)
    board = {m: f for m, f in files.items() if not f.startswith("/") and (device.board / f).is_file()}
    assert {m for m, f in files.items() if f != "-" and not f.startswith("/")} - set(board) <= {"asyncio", "asyncio.core"}
    assert files["ui.ofc"] == "ui/ofc.mpy" and files["main"] == "main.py" and files["ui"] == "ui/__init__.mpy"
    assert files["adafruit_ssd1306"] == "adafruit_ssd1306.mpy"     # the driver beside the firmware, as deployed
    # the stand-in board and the driver script are not on a board's flash: a path entry of their own
    assert files["simboard"].startswith(str(device.stand_ins)) and files["machine"].startswith("/")
    for module, path in board.items():
        assert path == module.replace(".", "/") + ("/__init__" if path.endswith("__init__.mpy") else "") + (
            ".py" if module == "main" else ".mpy"), (module, path)
        if path.endswith(".mpy"):
            assert mpy_source_name(device.board / path) == path, path
    assert len(board) > 25, board


# The evening's first part: the pulya, its void and the PC's sync, whose peak
# is the sync's (the session loaded again as the players close its message).
# A ratchet too; 141K measured by a 1K scan, 2 December (144K on main
# e964082 the same day; 146K, then 153K before the sync kept nothing: the
# link let go, the rare requests and journal_host not loaded); now the
# reload has none of the sync's modules, nor table_replay, journal_read at
# the ack.  139K by a 1K scan, 2 December, since the game lets go before the
# link's modules load and the engine set aside keeps its table (138K fails:
# the sync's start).  2K for the noise.
SYNC_PART = "pulya:%d,void:200,sync:1" % DEALS
TEST_HEAP_SYNC = "141K"


def test_from_files_a_pulya_its_void_and_a_sync_play_in_their_ratchet_heap(device):
    figures, error = device.run(TEST_HEAP_SYNC, SYNC_PART)
    assert figures is not None, "does not run in -X heapsize=%s: %s" % (TEST_HEAP_SYNC, error)
    assert figures["pulya_deals"] == DEALS and figures["sync_bytes"] > 0, figures
    # the board back after the sync holds no more than the pulya after its void and
    # ~3K (the sync's names, interned for good; 5.6K while the link stayed)
    assert figures["sync_heap_after"] - figures["void_heap"] <= 4096, figures


# ... and the same with the harness's code out of the measured heap
# (``Device.run(harness_rom=True)``): the driver scripts imported too
LOADED_ALL = "import device_sync_mp,device_history_mp,device_restart_mp\n" + LOADED


def test_with_the_harness_in_romfs_only_the_harness_comes_from_the_image(device):
    """``harness_rom``: the stand-in board and the driver scripts from a ROMFS
    image mounted at /rom, the firmware from the flash's .mpy files exactly
    as in the default mode (found through '', named by its path there)."""
    flash = device.tmp / "flash-harness.img"
    shutil.copyfile(device.flash, flash)
    proc = device.launch("1M", [str(flash), "match:1"], main=LOADED_ALL, harness_rom=True)
    assert proc.returncode == 0, proc.stderr
    files = dict(line.split(" ")[1:] for line in proc.stdout.splitlines() if line.startswith("file "))
    # the harness: every module compiled from host_tools/sim/mp or the driver scripts
    harness = {p.stem for tree in (device.stand_ins, device.bench) for p in tree.glob("*.mpy")} & set(files)
    assert {"simboard", "machine", "device_pulya_mp", "device_sync_mp", "device_history_mp",
            "device_restart_mp"} <= harness, files
    for module in harness:
        assert files[module] == "/rom/%s.mpy" % module, (module, files[module])
    # (asyncio is frozen into the interpreter, as an ESP32's)
    firmware = {m: f for m, f in files.items() if m not in harness and f != "-" and m.split(".")[0] != "asyncio"}
    for module in ("ui.ofc", "rules.ofc_deal", "lang.ru", "ui.font", "device.journal", "main", "device.app",
                   "adafruit_ssd1306"):
        assert module in firmware, module
    for module, path in firmware.items():
        # on the flash, as the default mode loads it: not from the image, nor a folder of this PC
        assert not path.startswith("/"), (module, path)
        assert (device.board / path).is_file() and path.endswith(".mpy") or module == "main", (module, path)
    assert files["main"] == "main.py"
    # the heap the process gets is the firmware's plus the image and its mount (measured)
    image, size = device.harness_romfs()
    assert 0 < device.harness_mount() < 4096 and device.harness_held >= size
