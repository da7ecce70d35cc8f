"""The journal on littlefs under the real micropython: behaviours, and power
loss at every flash operation of a scripted two-game evening."""
import pathlib
import re

import pytest

from mp import run_micropython

LEDGER = pathlib.Path(__file__).parent / "ledger"


def test_journal_cases_all_pass():
    out = run_micropython(LEDGER / "journal_cases.py", path=[LEDGER], heapsize="16M").stdout.decode()
    print(out)
    lines = [l for l in out.splitlines() if l.startswith(("ok ", "FAIL "))]
    assert not [l for l in lines if l.startswith("FAIL")], out
    names = {l.split()[1].rstrip(":") for l in lines}
    assert names == {"boot_equals_full_replay", "saved_means_on_flash", "undo_and_void", "torn_tail_cut_off",
                     "damage_in_the_middle", "full_flash_reported_first", "removal_needs_ack",
                     "unknown_version_is_reported", "bad_entries_write_nothing", "bad_checkpoints_replay",
                     "header_damage", "unreadable_record_reported", "ledger_folder_missing",
                     "write_error_at_every_step_of_a_checkpointing_commit",
                     "other_game_lets_the_closed_engine_go", "a_closed_pulya_lets_its_engine_go",
                     "correcting_the_last_entry_equals_the_replay",
                     "no_memory_in_a_commit_loses_nothing", "other_files_fill_the_flash",
                     "power_lost_while_the_checkpoint_is_written"}, out


# the sweep takes 2-4 minutes: 134 s alone, 237 s and over 300 s beside the rest of
# the suite on a busy two-core machine; its own limit is run_micropython's 600 s
@pytest.mark.timeout(660)
def test_power_loss_at_every_flash_operation():
    out = run_micropython(LEDGER / "power_loss.py", path=[LEDGER], heapsize="16M", timeout=600).stdout.decode()
    print(out)
    evening = re.search(r"evening: (\d+) events saved, (\d+) flash operations, (\d+) bytes programmed without", out)
    assert evening, out
    events, total = int(evening.group(1)), int(evening.group(2))
    assert events >= 100 and evening.group(3) == "0"
    # every N from 1 to the last operation of the evening was tried, none failed
    assert "tried %d failures 0" % total in out, out
    assert "op " not in out, out
