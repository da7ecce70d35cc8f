"""The final calculation of a pulya in Sochi, Leningrad or Rostov, as the
final results show it after the players' results and money (``ui.results.final_lines``).

Loaded only for such a pulya's final results, dropped with the game menu
(``ui.PREF``, ``Scoreboard.enter``): a System «M» pulya never loads it.
"""
from ui import text as T


def heading(f):
    """The system and the pulya each player closed, as the scoreboard's title
    says them (``ui.pref_board.system_pulya``): "Сочи до 20"."""
    return T.PULYA_TO % (T.one("SYSTEM_SHORT", f.rules[0]), f.target)


def lines(f, names):
    """The final calculation ``f`` (``rules.table_final.Final``) of a classic
    pulya of the players ``names`` as on paper: each step's heading, then a
    line a player."""
    # the headings filled, looked up in the classic texts alone (not after the setup's)
    heads = T.why("FINAL_STEPS", (f.target, f.least, f.share), (4,)).split("|")
    n = len(names)
    total = sum(f.reduced)      # step 3, x the divisor: 10 x (the others' gora - n x his own)
    columns = (f.gora, f.reduced, [10 * (total - n * f.reduced[p]) for p in range(n)], f.exact, f.results)
    lines = []
    for i in range(5):
        lines.append(heads[i])
        for p in range(n):
            v = columns[i][p]
            if 2 <= i <= 3:         # vists in shares of the divisor: "-13 1/3"
                whole, part = divmod(abs(v), f.share)
                text = "%s%d" % ("-" if v < 0 else "+" if v else "", whole)
                if part:
                    text += " %d/%d" % (part, f.share)
            else:
                text = "%+d" % v if i == 4 else "%d" % v
            name = names[p]
            lines.append(" %s%s%11s" % (name, " " * (8 - len(name)), text))
    return lines
