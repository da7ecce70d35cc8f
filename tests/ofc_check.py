"""Checks of the hand-checked OFC cases (tests/ofc_cases.py), shared by the
MicroPython scenario and the CPython tests: each function takes the rule
module(s) to check, so the same code runs against ``rules`` and ``tablescore.rules``.
Runs under MicroPython: no f-strings, no dict ordering, plain data.
"""
ROW_RESULT = {"A": 1, "B": -1, "=": 0}


def parse_taps(text, ofc_deal):
    """``"AAB -- | QQ . full | . . flush"`` -> TapDeal."""
    head, a, b = text.split("|")
    rows, fouls = head.split()
    values = [ROW_RESULT[c] for c in rows]
    values.append(1 if fouls[0] == "A" else 0)
    values.append(1 if fouls[1] == "B" else 0)
    for part in (a, b):
        values.extend(["none" if c == "." else c for c in part.split()])
    return ofc_deal.TapDeal.from_values(values)


def _fl(result, in_fl, stay, progressive):
    return (result.fantasyland(0, in_fl[0] == "A", stay, progressive),
            result.fantasyland(1, in_fl[1] == "B", stay, progressive))


def check_deal(case, ofc_deal, ofc_cards):
    """Return (summary line, list of problems) for one DEALS case."""
    name, text_a, text_b, in_fl, stay, progressive, net, fouls, royalties, fantasyland, taps = case
    problems = []
    deal = ofc_cards.CardDeal.parse(text_a, text_b)
    r = deal.result()
    got = (r.net, ("A" if r.fouls[0] else "-") + ("B" if r.fouls[1] else "-"),
           (r.royalty(0), r.royalty(1)), _fl(r, in_fl, stay, progressive))
    if got != (net, fouls, royalties, fantasyland):
        problems.append("from cards %r, expected %r" % (got, (net, fouls, royalties, fantasyland)))
    t = parse_taps(taps, ofc_deal).result()
    got_taps = (t.net, (t.royalty(0), t.royalty(1)), _fl(t, in_fl, stay, progressive))
    if got_taps != (net, royalties, fantasyland):
        problems.append("from taps %r" % (got_taps,))
    auto = deal.taps().result()
    if (auto.net, _fl(auto, in_fl, stay, progressive)) != (net, fantasyland):
        problems.append("cards->taps %r" % ((auto.net, _fl(auto, in_fl, stay, progressive)),))
    swapped = ofc_cards.CardDeal.parse(text_b, text_a).result()
    if swapped.net != -net:
        problems.append("swapped net %d" % swapped.net)
    if ofc_cards.CardDeal.from_values(deal.to_values()) != deal:
        problems.append("card values do not round-trip")
    line = "%s: net %d fouls %s royalties %d/%d fantasyland %d/%d" % (
        name, got[0], got[1], got[2][0], got[2][1], got[3][0], got[3][1])
    return line, problems


def state(match):
    """One-line state of a match, as written in MATCHES."""
    def seat(s):
        return "-" if s is None else "AB"[s]
    return "%d:%d deal=%d button=%s fl=%d/%d cube=%d owner=%s offer=%s winner=%s payout=%d" % (
        match.scores[0], match.scores[1], match.deal_count, "AB"[match.button],
        match.fantasyland[0], match.fantasyland[1], match.cube_value, seat(match.cube_owner),
        seat(match.offerer), seat(match.winner), match.payout())


def make_input(values, ofc_match, ofc_cards):
    if values[0] == "deal" and isinstance(values[1], str):
        return ofc_cards.CardDeal.parse(values[1], values[2])
    return ofc_match.from_tagged(values)


def check_match(case, ofc_match, ofc_cards):
    """Return (lines, problems) for one MATCHES case; also checks that a refused
    input changes nothing and that every checkpoint, restored, replays the rest
    to the same end."""
    name, settings, steps = case
    problems = []
    lines = []
    session = ofc_match.Session()
    session.apply(ofc_match.from_tagged(settings))
    inputs = [ofc_match.from_tagged(settings)]
    checkpoints = [session.to_values()]
    for i in range(len(steps)):
        values, expected = steps[i]
        before = session.to_values()
        try:
            item = make_input(values, ofc_match, ofc_cards)
            session.check(item)
            session.apply(item)
            got = state(session.match)
            inputs.append(item)
            checkpoints.append(session.to_values())
        except ValueError as exc:
            got = "! " + str(exc)
            if session.to_values() != before:
                problems.append("step %d: refused input changed the state" % (i + 1))
        if got != expected:
            problems.append("step %d: got %r, expected %r" % (i + 1, got, expected))
        lines.append("%s %d: %s" % (name, i + 1, got))
    final = session.to_values()
    if ofc_match.rebuild(inputs).to_values() != final:
        problems.append("rebuild differs")
    for k in range(len(checkpoints)):
        restored = ofc_match.Session.from_values(checkpoints[k])
        if ofc_match.rebuild(inputs[k + 1:], session=restored).to_values() != final:
            problems.append("checkpoint %d replays differently" % k)
    return lines, problems


def check_invalid(case, ofc_match):
    kind, values, reason = case
    try:
        ofc_match.input_from_values(kind, values)
        got = "accepted"
    except ValueError as exc:
        got = str(exc)
    return "%s rejected: %s" % (kind, got), ([] if got == reason else ["got %r, expected %r" % (got, reason)])
