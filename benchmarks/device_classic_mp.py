# Runs under micropython (see device_pulya_mp.py): a pulya of a classic
# system (Sochi, Leningrad, Rostov; docs/rules-other-systems.md) played to
# its settlement, imported only when a scenario has one of its parts (the
# driver's own code is on the heap it measures).  Takes the driver's
# ``figure`` and ``live``.
#   "sochi:140"   a new pulya of that system, each player closing his at 50,
#                 and 140 deals of it (not yet closed); "leningrad:N", "rostov:N"
#   "fix:5"       the driver's corrections (undo, void) on it, as for «M»
#   "settle:1"    the deals go on until every player has closed: the final
#                 results come (the money, the final calculation step by
#                 step, the check code), each line scrolled to; OK, the start
#                 menu: the board restarts, as at an "end"
# The deals go in turn through ``DEALS[system]`` (keys as the driver's
# PULYA_DEALS: a raspasy, 4-3-3; the first seat's lowest contract allowed,
# whisted open, made: a six, a seven where the system's exit from raspasy
# asks it).  Help (Sochi, Rostov) passes a closed player's points on.
RASPASY, GAME = "ok,left,ok,right,right,ok,right,ok", "ok,ok,ok,ok,right,ok"
# The systems by their order on the start question (ui.setup.SYSTEMS): the
# presses from «M» (the default on a new board) to it there
WAY = {"sochi": "right,right", "leningrad": "left,left", "rostov": "left"}
# New pulya, 3 players (Anna Boris Vera), the system chosen on the last
# question, BACK twice to where it ends (each closes at 20 on a new board:
# ▶ x4 to 50), Anna deals, Yes.  ``%s``: the way to the system.
SETUP = "ok,ok,ok,ok,ok,ok,ok,%s,back,back,right,right,right,right,ok,ok,ok"
TARGET = 50
# Sochi and Rostov: a raspasy and a six in turn (the six allowed after one);
# Leningrad goes out of raspasy by a seven (its exit ladder 7,7,7): five
# raspasy in a row, a seven (the same keys), a six (the series ended by the
# whisted game).  Each ends on a six, so "fix" (an undo of it, the six again,
# a void of it, the six again) holds for all.  A turn of deals is not a
# multiple of 3: the first seat moves on, each player declares in turn
# (Leningrad has no help: each must close his own).
DEALS = {"sochi": (RASPASY, GAME), "rostov": (RASPASY, GAME),
         "leningrad": (RASPASY, RASPASY, RASPASY, RASPASY, RASPASY, GAME, GAME)}
MOST = 1000         # deals: a pulya not closed by then never will be
state = {}          # the system played, the deals so far


def start(play, system, count, figure, live):
    j = play.sim.app.journal
    play.keys(SETUP % WAY[system])
    rules = j.table.engine.rules        # (the engine not held: a correction makes another)
    assert rules[0] == ("m", "sochi", "leningrad", "rostov").index(system) and j.table.engine.end_points == TARGET, rules
    state["system"] = rules[0]
    state["deals"] = DEALS[system]
    state["played"] = 0
    first = j.table.entries
    live_max = 0
    for d in range(count):
        step(play)
        used = live()
        if used > live_max:
            live_max = used
        if d == 9:
            figure("classic_heap_at_10", used)
    assert j.table.entries == first + count and not j.table.engine.is_over(), (j.table.entries, first, count)
    figure("classic_deals", count)
    figure("classic_heap_max", live_max)
    figure("classic_presets_kept", presets_kept())


def presets_kept():
    """1 if the systems' presets (rules.pref_systems) are on the heap: made
    the pulya's rules, they need not stay."""
    import sys
    return 1 if "rules.pref_systems" in sys.modules else 0


def step(play):
    """The next deal, scoreboard to scoreboard (to the final results if it closed the pulya)."""
    deals = state["deals"]
    t = play.sim.app.journal.table
    entries = t.entries
    play.keys(deals[state["played"] % len(deals)])
    ui = play.sim.app.ui
    t = play.sim.app.journal.table
    assert ui.errors == 0 and t.entries == entries + 1, (type(ui.top).__name__, getattr(ui.top, "lines", None))
    state["played"] += 1


def sochi(play, count, figure, live):
    start(play, "sochi", count, figure, live)


def leningrad(play, count, figure, live):
    start(play, "leningrad", count, figure, live)


def rostov(play, count, figure, live):
    start(play, "rostov", count, figure, live)


def still_open(play):
    """The pulya's points before its next deal (it must be on): a copy, so
    that the driver does not hold its engine, which the close lets go
    before the results come."""
    s = play.sim.app.journal.table.engine
    assert s is not None and not s.is_over() and state["played"] < MOST, (type(play.sim.app.ui.top).__name__, s.pulya)
    return s.pulya[:]


def settle(play, count, figure, live):
    """The deals on until the pulya is over (its last deal's save brings
    the final results), every line of the results scrolled to (▶), the
    check code last; OK: the start menu, the board restarts."""
    from ui import text as T
    ui = play.sim.app.ui
    j = play.sim.app.journal
    figure("settle_presets_kept", presets_kept())     # after the corrections' reloads, if any
    live_max = 0
    while type(ui.top).__name__ != "Results":
        pulya = still_open(play)
        step(play)
        used = live()
        if used > live_max:
            live_max = used
    figure("settle_deals", state["played"])
    figure("settle_heap_max", live_max)
    # every player closed: the pulya before the last deal, the one still open short of it
    figure("settle_open_before", sum(1 for p in pulya if p < TARGET))
    results = ui.top
    lines = results.lines
    live_max = 0
    shown = 0
    while True:
        first = results.first
        play.keys("right")
        used = live()
        if used > live_max:
            live_max = used
        if results.first == first:
            break
        shown += 1
    assert ui.top is results and lines[-1].startswith(T.CODE % ""), lines
    figure("results_lines", len(lines))
    figure("results_scrolled", shown)
    figure("results_heap_max", live_max)
    # the final calculation's five steps, each heading in its place
    steps = T.FINAL_STEPS
    figure("results_steps", sum(1 for h in steps if [x for x in lines if x.startswith(h.split("%")[0])]))
    # the system and the pulya each closed first, as the scoreboard's title
    figure("results_named", 1 if lines[0] == T.PULYA_TO % (T.one("SYSTEM_SHORT", state["system"]), TARGET) else 0)
    play.part += 1          # the next process goes on with the part after this one
    play.keys("ok")
