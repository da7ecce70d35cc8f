"""Where a refused deal sends the players back: the deal entry's question
concerned by the refusal's code (``rules.pref_deal.DealError``).

Loaded only when the rules refuse a deal (``ui.pref_entry`` saves nothing
then and shows why): a deal entered as the rules allow never needs it.
"""


def refused_at(exc, trail, steps):
    """The step a refusal ``exc`` (a DealError) sends the players back to:
    one of ``trail``, the steps on the way taken (its last if none fits).

    ``steps`` are the deal entry's steps for the lines below, in their
    order: the contract, the tricks, the whister's tricks, the whist, the
    list that holds More... (the whist on a game, else the contract), the
    plan, the promise, the challenger, the offender, whom a penalty is
    against, who plays.  By the refusal's code (a DealError's first value:
    the W codes of texts/device.txt): the first of them on the way taken
    whose codes list it.  OUT_OF_RANGE (0) goes by the field it names
    ("whister")."""
    codes = (" 12 |"                         # UNDER_EXIT
             " 7 8 9 22 |"                   # NOT_IN_DEAL TRICKS_NEEDED TRICKS_0_10 NOT_PLAYED
             " 28 29 |"                      # WTRICKS_NEEDED WTRICKS_OVER
             " whister 23 25 26 27 |"      # HALF_ONLY_6_7 UNUSED_NO_WHISTER WHISTER_DECLARER WHISTER_DEALER
             " 3 14 15 16 21 31 32 33 34 35 |"   # the dealer's part, after half-whist, the plan asked for
             " 36 |"                         # PLAN_0_10
             " 37 |"                         # PROMISE_BEAT
             " challenger 38 |"            # CHALLENGER
             " offender 42 43 |"           # OFFENDER_DECLARER DEALER_CUTS
             " declarer |"                 # a penalty's declarer
             " declarer 10 ").split("|")   # DEALER_SITS_OUT
    code = exc.args[0] if exc.args and type(exc.args[0]) is int else -1
    key = " %s " % (code if code or len(exc.args) < 2 else exc.args[1])
    for i in range(len(codes)):
        if key in codes[i] and steps[i] in trail:
            return steps[i]
    return trail[-1]
