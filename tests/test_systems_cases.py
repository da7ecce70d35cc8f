"""The hand-checked cases of Sochi, Leningrad and Rostov (tests/systems/) checked
against themselves: well formed, enough of them, every kind the issue asks
for, and each case's numbers agreeing with the same case's other numbers
(the events' deltas add up to the final sheet; the final settlement agrees
with the digest's closed form, the pair-by-pair netting and the rounding
bounds).  The engine itself is fed the same cases by
tests/test_systems_engine.py."""
from fractions import Fraction

import pytest

from systems import leningrad, rostov, sochi

MODULES = {"sochi": sochi, "leningrad": leningrad, "rostov": rostov}
ALL = [c for m in MODULES.values() for c in m.DEALS + m.PULYAS]
MAPS = ("pulya", "gora", "vists", "consolation", "help")
# the pulya point in gora points at the end (§0.1: k)
K = {"sochi": 1, "leningrad": 2, "rostov": 1}


def cid(c):
    return "%s:%s" % (c["system"], c["id"])


def scored(c):
    """The case is a deal (or deals) the engine must score, not a refusal."""
    return all("refused" not in e for e in c["expect"])


def pairs(vists):
    for key, v in vists.items():
        writer, target = key.split(">")
        yield writer, target, v


def test_ids_are_unique_and_each_case_says_why():
    ids = [cid(c) for c in ALL]
    assert len(ids) == len(set(ids))
    for c in ALL:
        assert isinstance(c["why"], str) and len(c["why"]) >= 20, cid(c)


@pytest.mark.parametrize("system", sorted(MODULES))
def test_enough_deals_per_system_at_three_and_four(system):
    m = MODULES[system]
    deals = [c for c in m.DEALS if scored(c)]
    assert len(deals) >= 40, len(deals)
    assert {3, 4} <= {len(c["players"]) for c in deals}
    assert {3, 4} <= {len(c["players"]) for c in m.PULYAS}
    assert any(not scored(c) for c in m.DEALS), "refusals"
    assert all(c["system"] == system for c in m.DEALS + m.PULYAS)


@pytest.mark.parametrize("system", sorted(MODULES))
def test_every_kind_of_deal_is_covered(system):
    events = [ev for c in MODULES[system].DEALS if scored(c) for ev in c["events"]]
    games = [ev for ev in events if ev["event"] == "game"]
    contracts = {ev["contract"] for ev in games}
    assert {6, 7, 8, 9, 10, "misere"} <= contracts
    misere = [ev["tricks"] for ev in games if ev["contract"] == "misere"]
    assert 0 in misere and any(t > 0 for t in misere)
    defences = {ev.get("defence") for ev in games}
    assert {"open", "both", "pass", "half"} <= defences
    # System «M»'s invited closed whist is no rule of a classic system: refused
    refused = [c["events"][-1].get("defence") for c in MODULES[system].DEALS if not scored(c)]
    assert "closed" in refused
    played = [ev for ev in games if ev.get("defence") in ("open", "both")]
    assert any(ev["tricks"] < ev["contract"] for ev in played), "a failed contract"
    assert any(ev["tricks"] >= ev["contract"] for ev in played), "a made contract"
    assert sum(ev["event"] == "raspasy" for ev in events) >= 4


@pytest.mark.parametrize("system,source", [(s, "%s%d" % (s[0].upper(), i)) for s, n in
                                           (("sochi", 9), ("leningrad", 8), ("rostov", 8))
                                           for i in range(1, n + 1)])
def test_every_worked_example_of_the_digest_is_a_case(system, source):
    m = MODULES[system]
    assert any(c.get("source") == source for c in m.DEALS + m.PULYAS)


@pytest.mark.parametrize("case", ALL, ids=cid)
def test_case_is_well_formed(case):
    names = case["players"]
    assert len(names) in (3, 4) and case["dealer"] in names
    assert len(case["events"]) == len(case["expect"])
    refusals = [i for i, e in enumerate(case["expect"]) if "refused" in e]
    assert refusals in ([], [len(case["expect"]) - 1]), "a refusal only as the last event"
    for ev, exp in zip(case["events"], case["expect"]):
        if "refused" in exp:
            assert isinstance(exp["refused"], str)
            continue
        assert set(MAPS) <= set(exp)
        for m in ("pulya", "gora"):
            assert set(exp[m]) <= set(names) and all(type(v) is int for v in exp[m].values())
        for m in ("vists", "consolation", "help"):
            for w, t, v in pairs(exp[m]):
                assert w in names and t in names and w != t and type(v) is int and v > 0
        for m in ("consolation", "help"):     # parts of the vists written on that pair
            for key, v in exp[m].items():
                assert exp["vists"].get(key, 0) >= v, (m, key)
        if ev["event"] == "raspasy":
            assert sum(ev["tricks"].values()) == 10 and set(ev["tricks"]) <= set(names)
        else:
            assert ev["declarer"] in names
            assert ev["contract"] in (6, 7, 8, 9, 10, "misere")
            if "tricks" in ev:
                assert 0 <= ev["tricks"] <= 10
            if "whister_tricks" in ev:
                assert 0 <= ev["whister_tricks"] <= 10 - ev["tricks"]


@pytest.mark.parametrize("case", [c for c in ALL if scored(c)], ids=cid)
def test_consolation_is_the_same_from_every_opponent(case):
    """§0: on a failure every opponent writes the same consolation on the declarer."""
    for exp in case["expect"]:
        amounts = {v for w, t, v in pairs(exp["consolation"])}
        targets = {t for w, t, v in pairs(exp["consolation"])}
        assert len(amounts) <= 1 and len(targets) <= 1


@pytest.mark.parametrize("case", [c for c in ALL if scored(c)], ids=cid)
def test_pulyas_and_help_agree(case):
    """Sochi and Rostov: no pulya above T; help is 10 vists a point the helper
    gives.  Leningrad has no help."""
    t = case["pulya_to"]
    pulya = {p: 0 for p in case["players"]}
    for exp in case["expect"]:
        for p, v in exp["pulya"].items():
            pulya[p] += v
        if case["system"] == "leningrad":
            assert not exp["help"]
            continue
        assert max(pulya.values()) <= t
        for w, target, v in pairs(exp["help"]):
            assert v == 10 * exp["pulya"][target]


def totals(case):
    names = case["players"]
    pulya = {p: 0 for p in names}
    gora = {p: 0 for p in names}
    vists = {}
    balance = {p: 0 for p in names}
    for exp in case["expect"]:
        for p in names:
            pulya[p] += exp["pulya"].get(p, 0)
            gora[p] += exp["gora"].get(p, 0)
        for w, t, v in pairs(exp["vists"]):
            vists["%s>%s" % (w, t)] = vists.get("%s>%s" % (w, t), 0) + v
            balance[w] += v
            balance[t] -= v
    return pulya, gora, vists, balance


PULYAS = [c for m in MODULES.values() for c in m.PULYAS]


@pytest.mark.parametrize("case", PULYAS, ids=cid)
def test_the_deals_add_up_to_the_final_sheet(case):
    f = case["final"]
    pulya, gora, vists, balance = totals(case)
    assert (pulya, gora, vists, balance) == (f["pulya"], f["gora"], f["vists"], f["balance"])
    assert sum(balance.values()) == 0
    assert all(p >= case["pulya_to"] for p in pulya.values()), "every pulya closed"


@pytest.mark.parametrize("case", PULYAS, ids=cid)
def test_the_settlement_steps_agree(case):
    """§0.1 step by step: to T with k, amnesty, 10*g/n vists, netting, and the
    closed form n*result_i = 10*sum_j (D_i - D_j) + n*V_i, D = k*P - G."""
    f = case["final"]
    names = case["players"]
    n = len(names)
    k = K[case["system"]]
    div = n - 1 if case["settings"].get("divisor") == "n-1" else n
    t = case["pulya_to"]
    to_t = {p: k * (t - f["pulya"][p]) for p in names if f["pulya"][p] != t}
    assert to_t == f["to_T"]
    brought = {p: f["gora"][p] + to_t.get(p, 0) for p in names}
    assert f["amnesty"] == min(brought.values())
    assert f["reduced_gora"] == {p: brought[p] - f["amnesty"] for p in names}
    d = {p: k * f["pulya"][p] - f["gora"][p] for p in names}
    closed = {p: 10 * sum(d[p] - d[q] for q in names) + div * f["balance"][p] for p in names}
    assert f["results_n"] == closed and sum(closed.values()) == 0
    # each other player writes 10*g/div on a player with reduced gora g
    g = f["reduced_gora"]
    gora_part = {p: 10 * sum(g[q] for q in names if q != p) - 10 * (n - 1) * g[p] for p in names}
    assert {p: gora_part[p] + div * f["balance"][p] for p in names} == f["results_n"]
    # net pair by pair: what each pair owes in the end adds up to the results
    net = {p: 0 for p in names}
    for w, target, v in pairs(f["net_n"]):
        net[w] += v
        net[target] -= v
    assert net == f["results_n"]
    assert len(f["net_n"]) <= n * (n - 1) // 2
    # rounded to whole vists: floor or ceil of the exact, summing to zero
    for p in names:
        exact = Fraction(f["results_n"][p], div)
        assert abs(f["results"][p] - exact) < 1
    assert sum(f["results"].values()) == 0
    remainders = {r % div for r in f["results_n"].values()}
    assert len(remainders) == 1, "all results share one remainder (§0.1 Integers)"
