"""Why the preferans engine refuses an input: the text of each refusal code.

A :class:`pref_deal.DealError` carries a code and its values, like an
OSError its errno; ``str(exc)`` looks the text up here.  This module is
imported only then: an input is refused now and again at the table, so the
fifty reasons stay off the device's heap until one is shown.

Line ``n`` of ``REASONS`` is code ``n``; the modules name the codes with
const() in this order (a reason used by several modules has one line).
"""

REASONS = """\
%s out of range
unknown %s kind
wrong number of values
half-and-half is not whole
scores do not sum to zero
players must be 3 or 4
unknown field %s
tricks for a player not in the deal
tricks needed
tricks must be 0 to 10
the dealer sits out
unknown contract
contract under the exit minimum %d
unknown suit
dealer action needs 4 players
unknown dealer action
dealer can only go half with the declarer here
tricks must sum to 10
no whist on a misere
%s not used on a misere
unknown defence
after half must be 0 or 1
no tricks: not played
half-whist only on 6 and 7
only a ten can be checked
%s not used without a whister
whister is the declarer
whister is the dealer
whister tricks needed
whister tricks over the defence's %d
%s not used unless both whist
after half needs one whister on 6 or 7
take-over needs one whister
half with the passer needs open whist after half-whist
no plan challenge with half-and-half
plan needs open whist by one defender
%s must be 0 to 10 tricks
promise must beat the plan
challenger must be the dealer or the passer
gentleman split is not whole
end must be a whole number
the pulya is over
offender is the declarer
the dealer does not cut
bad checkpoint
"""
