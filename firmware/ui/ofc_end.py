"""The end of an OFC match: who won and how, the payout, the session's money
and its check code; OK starts the next match, BACK the match screen.
Loaded when a match ends (``ui.ofc.match_over``, or OK on the screen of a
match that is over): between deals this code is not on the heap.
"""
from ui import keys, load
from ui import text as T
from ui.ofc import journal, money_line, names, session
from ui.screen import Screen


def code_line(ui):
    """``Code XXXXXX``: the check code of the session as it stands (after its
    last record; ``rules.witness``), "" without a session."""
    current = journal(ui).current
    if current is None or current.head is None:
        return ""
    from rules.witness import code
    return T.CODE % code(current.head)


class MatchEnd(Screen):
    """Who won, how, the payout and the session's money; OK starts the next match."""

    def key(self, key, kind):
        if key == keys.OK and kind == keys.PRESS:
            load("ui.ofc_setup").NewMatch(self.ui).next_match()
        elif key == keys.BACK and kind == keys.PRESS:
            self.ui.pop()
        else:
            Screen.key(self, key, kind)

    def draw(self, c):
        s = session(self.ui)
        c.title(T.MATCH_OVER)
        if s is None or s.match is None or s.match.winner is None:
            return
        m = s.match
        players = names(self.ui)
        c.text(T.WINS % players[m.winner], 0, 1)
        if m.end == "drop":
            c.text(T.BY_DROP % players[1 - m.winner], 0, 2)
        else:
            c.text(T.BY_SCORE % (m.scores[0], m.scores[1]), 0, 2)
        c.text(T.PAYOUT % m.payout(), 0, 3)
        c.text(money_line(s, players), 0, 4)
        c.text(T.MATCHES_WON % (s.wins[0], s.wins[1]), 0, 5)
        c.text(code_line(self.ui), 0, 6)
        c.line(7, T.HINT_NEXT)
