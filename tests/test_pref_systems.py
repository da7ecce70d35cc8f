"""Sochi, Leningrad and Rostov beside System «M»: presets over one engine.

- every worked example of the digest holds under both interpreters
  (tests/scenarios/pref_systems_digest.py, run by test_scenarios.py under
  micropython and CPython alike; here its count and names);
- properties over generated deals: zero sum in every system, seat symmetry
  (the same deal one seat round gives the same results one seat round),
  System «M» as a preset (``preset("m", {...})``, a copy of SYSTEM_M) gives what
  SYSTEM_M itself gives;
- a small pulya per system, 3 and 4 players, closed and settled;
- the refusals of what a system does not have, each with its own code and
  text in both languages;
- the rules kept in the session's checkpoint and in the ledger (an old
  ledger reads as System «M»), and in the session file for ``replay``;
- no import cycle among the preferans rules.
"""
import ast
import json
import pathlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mp import run_cpython
from tablescore import texts
from tablescore.cli import main as cli_main
from tablescore.rules import pref_deal as pd
from tablescore.rules import pref_systems
from tablescore.rules.ledger import PREF_DEAL, SESSION_OPEN
from tablescore.rules.pref_deal import Deal, DealError, score
from tablescore.rules.pref_rules import SYSTEM_M
from tablescore.rules.pref_session import Session
from tablescore.rules.table import Table
from tablescore.rules.table_replay import derive

ROOT = pathlib.Path(__file__).resolve().parent.parent
SYSTEMS = pref_systems.SYSTEMS
SETTINGS = settings(max_examples=150, deadline=None)


def test_every_worked_example_of_the_digest_holds():
    out = run_cpython(ROOT / "tests" / "scenarios" / "pref_systems_digest.py").stdout.decode()
    names = out.split(": ", 2)[2].split()
    assert out.startswith("digest: 31 examples hold")
    for n in list("123456789"):
        assert "S" + n in out
    for n in "12345678":
        assert "L" + n in out and "R" + n in out


# --- generated deals ---------------------------------------------------------------
@st.composite
def deals(draw, rules):
    """A deal the rules allow (the exit minimum left out: series 0)."""
    players = draw(st.sampled_from((3, 4)))
    dealer = draw(st.integers(0, players - 1))
    seats = pd.seated(players, dealer)
    kind = draw(st.sampled_from(("raspasy", "misere", "game")))
    if kind == "raspasy":
        a = draw(st.integers(0, 10))
        b = draw(st.integers(0, 10 - a))
        tricks = [None] * 4
        for p, t in zip(seats, (a, b, 10 - a - b)):
            tricks[p] = t
        return players, dealer, Deal.raspasy(tricks[:players])
    declarer = draw(st.sampled_from(seats))
    if kind == "misere":
        return players, dealer, Deal.misere(declarer, draw(st.integers(0, 10)))
    whister = draw(st.sampled_from([p for p in seats if p != declarer]))
    defences = [pd.BOTH, pd.OPEN, pd.PASS] + ([pd.HALF] if pref_systems.value(rules, "half_whist") else [])
    defences += [pd.CLOSED] if pref_systems.value(rules, "closed_whist") else []
    defence = draw(st.sampled_from(defences))
    contract = draw(st.sampled_from((6, 7) if defence == pd.HALF else (6, 7, 8, 9, 10)))
    tricks = None if defence in (pd.PASS, pd.HALF) else draw(st.integers(0, 10))
    wt = draw(st.integers(0, 10 - tricks)) if defence == pd.BOTH else None
    return players, dealer, Deal.game(declarer, contract, tricks=tricks, defence=defence,
                                      whister=None if defence == pd.PASS else whister, whister_tricks=wt)


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_deal_sums_to_zero(system):
    rules = pref_systems.preset(system)

    @SETTINGS
    @given(deals(rules))
    def check(drawn):
        players, dealer, deal = drawn
        b = score(deal, players, dealer, 0, rules)
        assert sum(b.results) == 0
        assert sum(v for w, t, v, r in b.entries) == sum(r for r in b.results if r > 0) or b.entries
        if pref_systems.value(rules, "settle") == "end":       # the points are not vists until the end
            assert all(r in ("tricks", "tricks, gentleman split", "consolation", "half-whist", "raspasy")
                       for w, t, v, r in b.entries)
    check()


def _rotated(values, k, players):
    return [values[(p - k) % players] for p in range(players)]


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_deal_one_seat_round_scores_one_seat_round(system):
    rules = pref_systems.preset(system)

    @SETTINGS
    @given(deals(rules))
    def check(drawn):
        players, dealer, deal = drawn
        b = score(deal, players, dealer, 0, rules)
        values = deal.to_values()
        if deal.kind == pd.RASPASY:
            moved = [pd.RASPASY] + _rotated(values[1:players + 1], 1, players) + [None] * (4 - players)
        else:
            moved = list(values)
            for i, name in enumerate(pd.FIELDS[deal.kind]):
                if name in ("declarer", "whister") and moved[i] is not None:
                    moved[i] = (moved[i] + 1) % players
        r = score(Deal.from_values(moved), players, (dealer + 1) % players, 0, rules)
        assert r.results == _rotated(b.results, 1, players)
        assert r.pulya == _rotated(b.pulya, 1, players) and r.gora == _rotated(b.gora, 1, players)
    check()


@SETTINGS
@given(deals(SYSTEM_M), st.integers(0, 6))
def test_system_m_as_a_preset_gives_what_the_engine_gave(drawn, series):
    players, dealer, deal = drawn
    instance = pref_systems.preset("m", {"rounding": "largest"})    # a copy, no change
    assert instance is not SYSTEM_M and pref_systems.changes(instance) == {}
    try:
        want = score(deal, players, dealer, series)
    except DealError as exc:
        with pytest.raises(DealError) as got:
            score(deal, players, dealer, series, instance)
        assert got.value.args == exc.args
        return
    b = score(deal, players, dealer, series, instance)
    assert (b.results, b.pulya, b.gora, b.entries, b.notes) == (want.results, want.pulya, want.gora,
                                                                want.entries, want.notes)


# --- a small pulya per system ----------------------------------------------------
def play_pulya(system, players, target=6):
    """A pulya where the declarer cycles round the table making sixes and
    sevens, with a raspasy and a failed game between, until all close."""
    s = Session(players, players - 1, target, 0, pref_systems.preset(system))
    step = 0
    while not s.is_over():
        seats = s.seated()
        kind = step % 5
        if kind == 3:
            tricks = [None] * players
            for p, t in zip(seats, (5, 3, 2)):
                tricks[p] = t
            s.apply(Deal.raspasy(tricks))
        else:
            declarer = seats[step % 3]
            whister = seats[(step + 1) % 3]
            contract = 7 if kind == 1 else 6
            taken = contract - 1 if kind == 4 else contract
            contract = max(contract, s.minimum_contract())
            taken = max(taken, contract - 1) if kind == 4 else contract
            s.apply(Deal.game(declarer, contract, tricks=taken, defence=pd.OPEN, whister=whister))
        step += 1
        assert step < 200, (system, s.pulya)
    return s


@pytest.mark.parametrize("players", (3, 4))
@pytest.mark.parametrize("system", ("sochi", "leningrad", "rostov"))
def test_a_small_pulya_closes_and_settles(system, players):
    s = play_pulya(system, players)
    assert min(s.pulya) >= 6
    f = s.final()
    assert sum(f.exact) == 0 and sum(s.totals()) == 0
    assert s.totals() == f.results
    # whole vists within one of the exact share
    for p in range(players):
        assert abs(f.share * f.results[p] - f.exact[p]) < f.share
    # the same pulya through the ledger: the system recorded, the same totals
    rules = pref_systems.to_values(s.rules)
    records = [(1, SESSION_OPEN, ["pref", list("ABCD"[:players]), [players, players - 1, 6, 0, rules], None])]
    replayed = Session(players, players - 1, 6, 0, pref_systems.preset(system))
    t = Table()
    t.apply(*records[0])
    assert pref_systems.SYSTEMS[t.engine.rules[0]] == system
    # and the checkpoint keeps the rules
    back = Session.from_values(s.to_values())
    assert pref_systems.SYSTEMS[back.rules[0]] == system and back.totals() == s.totals()
    assert pref_systems.SYSTEMS[replayed.rules[0]] == system


def test_an_old_ledger_reads_as_system_m():
    t = derive([(1, SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 2, 0, 0, 50, "RUB", 100], None]),
                (2, PREF_DEAL, ["raspasy", 7, 3, 0, None])])
    assert t.engine.rules is SYSTEM_M and t.totals() == [-55, 5, 50]
    assert t.engine.to_values()[-1] != ["m"]
    # a pulya in Sochi, money and all: the rules' list last
    t = derive([(1, SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 2, 10, 0, 50, "RUB", 100, ["sochi"]], None]),
                (2, PREF_DEAL, ["raspasy", 7, 3, 0, None])])
    assert pref_systems.SYSTEMS[t.engine.rules[0]] == "sochi" and t.totals() == [0, 0, 0]
    assert (t.engine.gora, t.engine.pulya) == ([7, 3, 0], [0, 0, 1])     # no trick: a trick at 1 to the pulya
    from tablescore.rules.table_money import terms
    assert terms(t) == [50, "RUB", 100]


# --- refusals --------------------------------------------------------------------
REFUSED = [
    ("sochi", Deal.game(0, 6, tricks=6, defence=pd.CLOSED, whister=1), 45),
    ("leningrad", Deal.game(0, 10, tricks=10, defence=pd.CHECK), 46),
    ("rostov", Deal.without_three(0, 8), 47),
    ("sochi", Deal.game(0, 8, tricks=8, defence=pd.OPEN, whister=1, dealer_role=pd.TAKEOVER), 48),
    ("leningrad", Deal.game(0, 6, tricks=5, defence=pd.OPEN, whister=1, plan=4, promise=5, challenger=2), 49),
]


@pytest.mark.parametrize("system, deal, code", REFUSED, ids=lambda v: str(v) if isinstance(v, (str, int)) else "")
def test_what_a_system_does_not_have_is_refused_with_its_own_code(system, deal, code):
    players = 4 if deal.dealer_role else 3
    with pytest.raises(DealError) as exc:
        score(deal, players, players - 1, 0, pref_systems.preset(system))
    assert exc.value.args[0] == code
    # System «M» takes the same deal
    score(deal, players, players - 1, 0)
    for lang in ("en", "ru"):
        assert not texts.code("W%d" % code, (), lang).startswith("?")


def test_a_table_without_half_whist_and_the_prikup_refusals():
    no_half = pref_systems.preset("sochi", {"half_whist": 0})
    with pytest.raises(DealError) as exc:
        score(Deal.game(0, 6, defence=pd.HALF, whister=1), 3, 2, 0, no_half)
    assert exc.value.args[0] == 50
    lenin = pref_systems.preset("leningrad")
    b = score(Deal.raspasy([4, 2, 2, 2]), 4, 3, 0, lenin)      # the dealer played the prikup: 2 tricks
    assert b.gora == [8, 4, 4, 4]
    with pytest.raises(DealError) as exc:
        score(Deal.raspasy([4, 2, 1, 3]), 4, 3, 0, lenin)
    assert exc.value.args[0] == 51
    with pytest.raises(DealError) as exc:
        score(Deal.raspasy([4, 2, 2, 2]), 4, 3, 0, pref_systems.preset("sochi"))
    assert exc.value.args[0] == 7
    for bad, code in ((("kiev", None), 52), (("sochi", {"divisor": 2}), 53), (("sochi", {"colour": 1}), 53)):
        with pytest.raises(DealError) as exc:
            pref_systems.preset(*bad)
        assert exc.value.args[0] == code


# --- the session file ------------------------------------------------------------
def replay_json(tmp_path, capsys, settings, events):
    path = tmp_path / "s.jsonl"
    header = {"format": "tablescore-session", "version": 1, "game": "preferans-m", "settings": settings}
    path.write_text("\n".join(json.dumps(o) for o in [header] + events) + "\n")
    code = cli_main(["replay", str(path), "--json"])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_replay_reads_the_system_and_its_changes(tmp_path, capsys):
    names = {"players": ["A", "B", "C"], "first_dealer": "C"}
    deal = {"event": "game", "declarer": "A", "contract": 6, "tricks": 5, "defence": "open", "whister": "B"}
    code, out, err = replay_json(tmp_path, capsys, dict(names, system="rostov", pulya_to=10), [deal])
    doc = json.loads(out)
    assert code == 0 and doc["system"] == "rostov" and doc["events"][0]["entries"][-1]["vists"] == 5
    assert doc["final"]["pulya_to"] == 10 and doc["vists"] == {"A": -30, "B": 15, "C": 15}
    code, out, err = replay_json(tmp_path, capsys, dict(names, system="rostov", pulya_to=10,
                                                        rules={"consolation": 0}), [deal])
    assert json.loads(out)["vists"] == {"A": -14, "B": 7, "C": 7}
    for bad, why in (({"system": "kiev"}, "unknown rule system kiev"),
                     ({"system": "sochi", "end_points": 10}, "end_points is not a setting of system sochi"),
                     ({"system": "sochi", "rules": {"divisor": 2}}, "rule parameter divisor may be 0 or 1")):
        code, out, err = replay_json(tmp_path, capsys, dict(names, **bad), [deal])
        assert code == 2 and why in err, err


# --- no import cycle among the preferans rules -----------------------------------------
def imports(path):
    """The rules modules ``path`` imports, at the top or in a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module)
            else:
                found.update(a.name for a in node.names)
    return found


def test_no_import_cycle_among_the_preferans_rules():
    rules = ROOT / "firmware" / "rules"
    graph = {p.stem: {m for m in imports(p) if m.startswith("pref_")} for p in rules.glob("pref_*.py")}
    # pref_deal gathers the names for the host: nothing of the engine imports it (pref_host is the host's)
    assert [name for name, deps in graph.items() if "pref_deal" in deps] == ["pref_host"]

    def reach(start, seen):
        for m in graph.get(start, ()):
            if m not in seen:
                seen.add(m)
                reach(m, seen)
        return seen
    cycles = sorted(m for m in graph if m in reach(m, set()))
    assert cycles == []
