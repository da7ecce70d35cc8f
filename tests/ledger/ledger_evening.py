"""A scripted evening at the table: a preferans session and an OFC session,
more than 100 events, with penalties, davi, corrections and a host ack.

``play(journal, log, stop)`` drives ``device.journal.Journal`` and tells
``log`` what it tried and what the journal answered:

- ``log.begin(sid, seq, rtype, values)`` before an operation that writes one record,
- ``log.done(code, journal)`` after it (codes < 100 mean saved) which sets ``log.saved``,

and calls ``stop()`` after each step; when it returns True (the flash lost
power) the evening ends there.  The events are built from the engines' own
state (dealer, seats, cube), so the script is the same on every run.
"""
try:                                   # on the board / under micropython
    from rules import ledger as L
    from rules.pref_deal import Deal
    from rules.pref_session import Incident
    from rules.ofc_cards import CardDeal
    from rules.ofc_deal import TapDeal, QuickDeal
    from rules.davi import Offer, Accept, Drop
except ImportError:                    # the host package
    from tablescore.rules import ledger as L
    from tablescore.rules.pref_deal import Deal
    from tablescore.rules.pref_session import Incident
    from tablescore.rules.ofc_cards import CardDeal
    from tablescore.rules.ofc_deal import TapDeal, QuickDeal
    from tablescore.rules.davi import Offer, Accept, Drop

PREF_PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]
PREF_SETTINGS = [4, 3, 0, 0]          # 4 players, D deals first, no end by points or time
OFC_PLAYERS = ["Anna", "Boris"]
OFC_SETTINGS = [31, 0, 0, 0, 25, 0]   # to 31, stake 25, A on the button

SCOOP = CardDeal.parse("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h",
                       "Ks 8c 3s / Jh Jd 9h 5d 2c / Qh Qc As 7c 4d")      # A +6 (spec §4)
BOTH_FOUL = CardDeal.parse("Ah Ac 2d / Ks Kc Kd Qs Qc / 3h 3c 9d 7s 5c",
                           "Jh Jd 4d / Ts Td Tc 8s 8c / 2h 2s 6d 4s 4c")  # 0 (spec §4)
FLUSH_OVER_STRAIGHT = TapDeal(1, 1, 1, 0, 0, "none", "none", "flush", "none", "none", "straight")  # A +8


def pref_entry(i, engine):
    """The i-th preferans entry, fitted to the table as it stands."""
    seats = engine.seated()
    k = i % 8
    if k == 0:
        tricks = [None] * 4
        split = (5, 3, 2)
        for n in range(3):
            tricks[seats[n]] = split[(n + i) % 3]
        return L.PREF_DEAL, Deal.raspasy(tricks).to_values()
    if k == 1:   # 7 is above every exit minimum
        return L.PREF_DEAL, Deal.game(seats[0], 7, tricks=7, defence="open", whister=seats[1], suit="h").to_values()
    if k == 2:
        return L.PREF_DEAL, Deal.game(seats[1], 8, tricks=7, defence="both", whister=seats[2],
                                      whister_tricks=2).to_values()
    if k == 3:
        return L.PREF_PENALTY, Incident("warning", offender=seats[1], declarer=seats[0]).to_values()
    if k == 4:
        return L.PREF_DEAL, Deal.misere(seats[2], 1).to_values()
    if k == 5:
        return L.PREF_DEAL, Deal.game(seats[0], 7, defence="pass", suit="nt").to_values()
    if k == 6:
        return L.PREF_DEAL, Deal.without_three(seats[1], 7).to_values()
    return L.PREF_PENALTY, Incident("cut", offender=seats[0]).to_values()


def ofc_entry(i, session):
    """The i-th OFC entry: deals of all three kinds, davi offers and answers."""
    m = session.match
    if m.winner is not None:
        return L.OFC_MATCH, [31, 0, 0, 0, 25, i % 2]
    if m.offerer is not None:
        answer = Drop if i % 5 == 0 else Accept
        return (L.DAVI_DROP if answer is Drop else L.DAVI_ACCEPT), answer(1 - m.offerer).to_values()
    k = i % 7
    if k == 0:
        return L.OFC_DEAL, ["quick"] + QuickDeal(i % 2, 3).to_values()
    if k == 1:
        return L.OFC_DEAL, ["deal"] + SCOOP.to_values()
    if k == 2 and m.cube.offer_refusal(m.cube_owner or 0) is None:
        return L.DAVI_OFFER, Offer(m.cube_owner or 0, m.next_deal, i % 6).to_values()
    if k == 4:
        return L.OFC_DEAL, ["taps"] + FLUSH_OVER_STRAIGHT.to_values()
    if k == 6:
        return L.OFC_DEAL, ["deal"] + BOTH_FOUL.to_values()
    return L.OFC_DEAL, ["quick"] + QuickDeal(1, 4 + i % 3).to_values()


class Log:
    """A log that only notes whether the last step was saved."""
    saved = False

    def begin(self, sid, seq, rtype, values):
        pass

    def done(self, code, journal):
        self.saved = code < 100


def _commit(j, log, rtype, values):
    s = j.current
    log.begin(s.sid, s.last_seq + 1, rtype, values)
    log.done(j.commit(rtype, values), j)


def _correct(j, log, rtype, target):
    s = j.current
    log.begin(s.sid, s.last_seq + 1, rtype, [target])
    log.done(j.undo() if rtype == L.UNDO else j.void(target), j)


def _session(j, log, stop, game, players, settings, count, entry):
    sids = j.sessions()
    log.begin(sids[-1] + 1 if sids else 1, 1, L.SESSION_OPEN, [game, players, settings, None])
    log.done(j.open_session(game, players, settings), j)
    if stop():
        return True
    seqs = []
    for i in range(count):
        rtype, values = entry(i, j.table.engine)
        seqs.append(j.current.last_seq + 1)
        _commit(j, log, rtype, values)
        if stop():
            return True
        if i == count // 3:                      # the last entry was wrong: undo it
            _correct(j, log, L.UNDO, j.table.last_entry)
            if stop():
                return True
        if i == 2 * count // 3:
            # an old entry, long before the checkpoint; one whose removal
            # would break later entries (a deal after a match it ended) is refused
            for back in (4, 3, 2):
                _correct(j, log, L.VOID, seqs[i - back])
                if stop():
                    return True
                if log.saved:
                    break
    s = j.current
    log.begin(s.sid, s.last_seq + 1, L.SESSION_CLOSE, [0, None])
    log.done(j.close_session(), j)
    if stop():
        return True
    sid, (seq, link) = s.sid, j.head(s.sid)
    log.begin(sid, seq + 1, L.HOST_ACK, [seq, link, None])
    log.done(j.acknowledge(sid, seq, link), j)
    return stop()


def play(j, log, stop):
    """The evening: 58 preferans entries, 52 OFC entries, two undos, two voids."""
    if _session(j, log, stop, "pref", PREF_PLAYERS, PREF_SETTINGS, 58, pref_entry):
        return
    _session(j, log, stop, "ofc", OFC_PLAYERS, OFC_SETTINGS, 52, ofc_entry)


def next_entry(j):
    """One more entry for whatever session is open (to show the board goes on)."""
    if j.table.game == "pref":
        return pref_entry(3, j.table.engine)
    return ofc_entry(0, j.table.engine)


def evening_records():
    """The evening as ledger records without a journal (host side, pure):
    ``{sid: [(seq, type, values)]}``, entries only (no corrections), built
    with the engines through ``table``."""
    try:
        from rules import table as T
    except ImportError:
        from tablescore.rules import table as T
    out = {}
    sessions = ((1, "pref", PREF_PLAYERS, PREF_SETTINGS, 58, pref_entry),
                (2, "ofc", OFC_PLAYERS, OFC_SETTINGS, 52, ofc_entry))
    for sid, game, players, settings, count, entry in sessions:
        t = T.Table()
        recs = [(1, L.SESSION_OPEN, [game, players, settings, None])]
        t.apply(*recs[0])
        for i in range(count):
            rtype, values = entry(i, t.engine)
            rec = (len(recs) + 1, rtype, values)
            t.apply(*rec)
            recs.append(rec)
        recs.append((len(recs) + 1, L.SESSION_CLOSE, [0, None]))
        out[sid] = recs
    return out
