"""The check code: six characters the players can write down as a witness of the ledger.

Every record's link (the first 8 bytes of its SHA-256, which the next record
stores: ``ledger.link``) depends on everything before it.  ``code(link)``
makes it short enough to copy by hand: the link read as a big-endian number,
its last ``LENGTH`` digits in base 24 with the digits of ``ALPHABET``.  The
code *after* a record is the code of that record's link; a session's code is
that of its last record (the board shows it on the final results, and in the
history after each entry).  What a written code proves, and what it cannot:
``docs/ledger-format.md``.

``ALPHABET`` keeps one character of each group that looks alike on a
small screen font (the 8x8 one, or a 5-pixel one) or in handwriting:
0 (not O, Q, D), 1 (not I, L), 2 (not Z), 5 (not S), 6 (not G), 8 (not B),
V (not U); and neither H (M, N) nor R (A, P).  ``read`` takes a code as a
person types it: any case, spaces and dashes ignored, and the characters of
those groups read as the one kept.

>>> code(bytes(8))
'000000'
>>> code(bytes([0, 0, 0, 0, 0, 0, 0, 25]))
'000011'
>>> read(" k7m-2sx ")
'K7M25X'
"""

ALPHABET = "0123456789ACEFJKMNPTVWXY"
LENGTH = 6
# what a person may write for a character of ALPHABET (read, not shown)
LOOKALIKES = "O0 Q0 D0 I1 L1 Z2 S5 G6 B8 UV"


def code(link):
    """The check code of ``link`` (bytes): ``LENGTH`` characters of ``ALPHABET``.

    >>> code(bytes.fromhex("0123456789abcdef"))
    '4913EK'
    """
    n = int.from_bytes(link, "big")
    out = ""
    for _ in range(LENGTH):
        n, digit = divmod(n, len(ALPHABET))
        out = ALPHABET[digit] + out
    return out


def read(text):
    """The code ``text`` names, as ``code`` writes it; ValueError saying why
    if it cannot be one.

    >>> read("4913ek") == read("49I-3EK") == "4913EK"
    True
    >>> read("4913E")
    Traceback (most recent call last):
    ...
    ValueError: 5 characters; a check code has 6
    >>> read("491!EK")
    Traceback (most recent call last):
    ...
    ValueError: '!' is not a check-code character
    """
    out = ""
    for ch in text.upper():
        if ch in " -":
            continue
        i = LOOKALIKES.find(ch)
        if i >= 0 and i % 3 == 0:
            ch = LOOKALIKES[i + 1]
        if ch not in ALPHABET:
            raise ValueError("%r is not a check-code character" % ch)
        out += ch
    if len(out) != LENGTH:
        raise ValueError("%d characters; a check code has %d" % (len(out), LENGTH))
    return out
