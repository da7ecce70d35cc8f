"""The lines a pulya does not show, in ``ui.text``'s form (one line
``NAME text`` each): the new pulya's setup, the settings, the way back to
the REPL, and the OFC screens' (ui/ofc*.py).  Screens look them up as any
other (``T.NAME``): ``ui.text`` loads this table when it first meets a name
of its own, and the start menu and the OFC screens drop it with themselves
(``ui.SETUP``, ``ui.OFC``), so through a pulya these lines are not on the heap.
"""

TABLE = (
    # new pulya
    """
HOW_MANY How many play?
N_PLAYERS %d players
PICK_NAME Name of %d
END_AT Pulya ends at
NO_LIMIT No limit
FIRST_DEALER Who deals first
START_Q Start the pulya?
DEALS_FIRST %s deals first
ENDS_AT Ends at %d
OPEN_PULYA Pulya open
END_OPEN_Q End it and start a new one?
HOURS %d hours
ENDS_AFTER Ends after %d h
"""
    # preset player names: short, so four fit on one scoreboard row
    """
NAMES Anna|Boris|Vera|Gleb|Dina|Egor|Zoya|Igor|Kira|Lev|Masha|Nik|Olga|Pavel|Rita|Sasha
"""
    # settings
    """
CONTRAST Contrast
SCREEN_OFF Screen off
MINUTES %d min
NEVER Never
FLIP Flip screen
ABOUT About
VERSION Version %s
"""
    # the PC takes the port (App.release)
    """
TO_REPL Update from PC
TO_REPL_1 scorer stopped,
TO_REPL_2 ledger saved
"""
    # --- OFC Pineapple match with davi (ui/ofc*.py) ---
    """
MATCH_N Match %d
MATCH_RULES Match rules
START_MATCH Start match
TARGET_N Target %d
STAKE_N Stake %d
BUTTON_S Button %s
STAY_RULE Stay trips/full|Stay trips/quad
PROGRESSIVE Progress. no|Progress. yes
BTN_MOVES Btn moves FL no|Btn moves FL yes
STAKE Stake
OFC_OPEN Session open
END_MATCH_Q Match not over: end the session?
SCORE_OF %d:%d to %d
CUBE_MID Cube %d middle
CUBE_OWN Cube %d %s
DAVI_BANNER DAVI %s x%d ?
MONEY Money %s %+d
MONEY_EVEN Money even
HINT_MATCH OK deal  <> more
HINT_PENDING OK answer davi
HINT_OVER_MATCH OK result
DEAL_HOW Deal %d
QUICK Quick: net
SCOOPS %s scoops
ROW_BY_ROW Row by row
FOULS %s fouls
BOTH_FOUL Both foul
ROW_WON Top won by|Middle won by|Bottom won by
TIE Tie
NET_WIN %s +%d
NET_NONE Nobody 0
ROYALTIES Royalties
ADD_ROY + %s
DONE Done
ROW_SHORT top|mid|bot
SAVE_NET Save %s
FL_OF FL %s: %s
FL_NONE no
NET_LINE Net %s +%d
NET_ZERO Net 0
FL_NEXT FL next: %s
DAVI Davi
DAVI_TO Davi x%d
OFFER_BY Offer: %s
WHEN At %s
WHEN_Q When?
STREETS before deal|street 1|street 2|street 3|street 4|street 5
NO_OFFER No one may double now
DOUBLES %s doubles
ANSWER Answer: %s
ACCEPT Accept x%d
DROP Drop (pay %d)
LATER Later
HOLD_DROP hold OK: drop
PENDING_SAVE A davi offer is pending: answer it first
MATCH_OVER Match over
WINS %s wins
BY_SCORE %d:%d by score
BY_DROP %s dropped
PAYOUT Payout %d
HINT_NEXT OK new match
END_SESSION End session
END_SESSION_Q End the session?
SESSION_OVER Session over
MATCHES_WON Matches %d:%d
H_OFC_MATCH %d match %d
H_OFC_DEAL %d deal %s
H_OFC_OFFER %d %s doubles
H_OFC_ACCEPT %d %s accepts
H_OFC_DROP %d %s drops
""")
