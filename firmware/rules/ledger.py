"""The ledger format: events as framed, checksummed, hash-chained records.

Pure: no file I/O.  The device (``device/journal.py``) and the host
(``tablescore.rules.ledger``) read and write the same bytes with this module.
Byte layout and the reasons for each field: ``docs/ledger-format.md``.

The format is defined here: codes, value encoding, framing, checkpoint.
Reading it back (``Reader``, ``decode``, ``read_header``,
``read_checkpoint``, the texts of the error codes) is ``ledger_read``, loaded when first asked for
(``ledger.Reader`` works: see ``__getattr__``).  A deal only writes, and on
the board imported code is heap.  What only the host needs (type names,
``verify`` of an export) is ``ledger_check``, which the board never imports.

Values are ints, short strs, bytes, None and lists of them, always in a fixed
order (never a dict dump: MicroPython dicts are unordered).

>>> blob = header(7) + record(1, SESSION_OPEN, ["pref", ["A", "B", "C"]], start_link(7))
>>> from .ledger_read import Reader
>>> [r[3:] for r in Reader(blob)]
[(1, ['pref', ['A', 'B', 'C']])]
"""
import binascii
import hashlib

from . import load

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

FORMAT_VERSION = const(1)
HEADER_SIZE = const(18)        # b"TSLG", version, 0, session u32, device u32, crc u32
REC_MAGIC = const(0xE7)        # first byte of every record: lets a reader resync after damage
LINK_SIZE = const(8)           # stored prefix of SHA-256(previous record); see docs
MAX_BODY = const(1000)         # seq + type + payload; keeps every record inside one read window
MIN_RECORD = const(16)         # magic, len, link 8, seq, type, crc 4
MAX_DEPTH = const(8)           # lists in lists: bounded, so a crafted record cannot exhaust the stack

# --- event types: the one table of codes ------------------------------------
# Payloads are the engines' own fixed-order value lists (``to_values()``).
SESSION_OPEN = const(1)    # [game "pref"|"ofc", [player names], [settings], started or None]
SESSION_CLOSE = const(2)   # [reason, ended or None]
SESSION_MONEY = const(3)   # the money values of the settings, anew: pref [price, currency, coin], OFC [currency, coin]
PREF_DEAL = const(10)      # pref_deal.Deal values: kind first ("game", "raspasy", "without3")
PREF_PENALTY = const(11)   # pref_session.Incident values: kind first (penalty, warning, misdeal, end)
OFC_MATCH = const(20)      # ofc_match.Settings values: a new match starts
OFC_DEAL = const(21)       # [input kind ("deal", "taps", "quick")] + that input's values
DAVI_OFFER = const(22)     # davi.Offer values [player, deal, street]
DAVI_ACCEPT = const(23)    # [player]
DAVI_DROP = const(24)      # [player]
UNDO = const(30)           # [seq of the last live entry]
VOID = const(31)           # [seq of any live entry]
HOST_ACK = const(40)       # [acknowledged up to seq, link of that record, host time or None]
DAMAGE = const(41)         # [kind, byte offset, length, last good seq before it]


# DAMAGE kinds
TORN_TAIL = const(1)
BAD_REGION = const(2)

# --- errors and findings: distinct codes, short English text ----------------
# Writing raises these two; the codes a reader finds (101-116) are
# ``ledger_read``'s (``ledger.E_SEQ`` works: see ``__getattr__``), each a
# global the board would otherwise keep through a deal.
E_ENCODING = const(105)
E_TOO_BIG = const(106)

def code_text(table, code):
    """The text of ``code`` in ``table``, a string of ``CODE text`` lines; None if absent.

    >>> code_text("\\n1 one\\n22 twenty-two\\n", 22)
    'twenty-two'
    """
    i = table.find("\n%d " % code)
    if i < 0:
        return None
    i = table.find(" ", i) + 1
    return table[i:table.find("\n", i)]


class LedgerError(ValueError):
    """A format problem, with where it is: byte ``offset``, record ``index``, ``seq``.
    Its text is ``describe``'s (``ledger_read``: a deal that raises none never loads it)."""

    def __init__(self, code, offset=-1, index=-1, seq=-1, detail=""):
        self.code = code
        self.offset = offset
        self.index = index
        self.seq = seq
        self.detail = detail
        super().__init__(load(".ledger_read", __name__).describe(code, offset, index, seq, detail))


# --- value-list encoding ----------------------------------------------------
# One tag byte per value.  Small ints (the common case: seats, tricks, cards)
# cost one byte; strs and lists up to a short length carry it in the tag.
T_NONE = const(0x80)
T_INT = const(0x81)        # zigzag varint follows
T_STR = const(0x82)        # varint byte length, UTF-8
T_BYTES = const(0x83)      # varint length
T_LIST = const(0x84)       # varint count
T_SHORT_STR = const(0x90)  # 0x90 + len, len < 32
T_SHORT_LIST = const(0xB0)  # 0xB0 + count, count < 16
# 0x00..0x7F: the int whose zigzag is the tag (-64..63)


def put_varint(out, n):
    """Append unsigned ``n`` to bytearray ``out``, 7 bits a byte, low first."""
    while n > 0x7F:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def put_value(out, v, depth=0):
    """Append one value to bytearray ``out``.

    >>> o = bytearray(); put_value(o, [-1, None, "hi", 300]); bytes(o)
    b'\\xb4\\x01\\x80\\x92hi\\x81\\xd8\\x04'
    """
    if v is None:
        out.append(T_NONE)
    elif v is True or v is False:  # MicroPython's bool is not an int subclass
        out.append(2 if v else 0)
    elif isinstance(v, int):
        z = v << 1 if v >= 0 else ((-v) << 1) - 1
        if z < 0x80:
            out.append(z)
        else:
            out.append(T_INT)
            put_varint(out, z)
    elif isinstance(v, str):
        b = v.encode("utf-8")
        if len(b) < 32:
            out.append(T_SHORT_STR + len(b))
        else:
            out.append(T_STR)
            put_varint(out, len(b))
        out.extend(b)
    elif isinstance(v, (bytes, bytearray, memoryview)):
        out.append(T_BYTES)
        put_varint(out, len(v))
        out.extend(v)
    elif isinstance(v, (list, tuple)):
        if depth >= MAX_DEPTH:
            raise LedgerError(E_ENCODING, detail="lists nested too deep")
        if len(v) < 16:
            out.append(T_SHORT_LIST + len(v))
        else:
            out.append(T_LIST)
            put_varint(out, len(v))
        for item in v:
            put_value(out, item, depth + 1)
    else:
        raise LedgerError(E_ENCODING, detail="cannot store %s" % type(v).__name__)


# ``encode`` (a whole value list) is ``ledger_read``'s, next to ``decode``:
# the board writes with ``put_value``, only the host encodes lists alone.


# --- framing ----------------------------------------------------------------
def crc(buf):
    """CRC32 of ``buf``, as every header, record and checkpoint ends with."""
    return binascii.crc32(buf) & 0xFFFFFFFF


def link(raw):
    """The link a record stores for its predecessor ``raw``: SHA-256 prefix."""
    return hashlib.sha256(raw).digest()[:LINK_SIZE]


def header(session, device=0):
    """File header: magic, format version, session and device ids, CRC32."""
    out = bytearray(b"TSLG")
    out.append(FORMAT_VERSION)
    out.append(0)
    for n in (session, device):
        out.extend((n & 0xFFFFFFFF).to_bytes(4, "little"))
    out.extend(crc(out).to_bytes(4, "little"))
    return bytes(out)


def start_link(session, device=0):
    """Link stored in the first record: the header is its predecessor."""
    return link(header(session, device))


def record(seq, rtype, values, prev):
    """One framed record: magic, body length, link to ``prev``, seq, type, payload, CRC32."""
    body = bytearray()
    put_varint(body, seq)
    body.append(rtype)
    for v in values:
        put_value(body, v)
    if len(body) > MAX_BODY:
        raise LedgerError(E_TOO_BIG, detail="%d bytes" % len(body))
    out = bytearray()
    out.append(REC_MAGIC)
    put_varint(out, len(body))
    out.extend(prev)
    out.extend(body)
    out.extend(crc(out).to_bytes(4, "little"))
    return bytes(out)


# --- checkpoint file ----------------------------------------------------------
def checkpoint(session, offset, seq, head, state, totals, final=None):
    """Checkpoint bytes: b"TSCK", version, values ``[session, offset, seq, head, state]``,
    then ``totals`` unless None, then ``final`` unless None, CRC32.

    ``offset`` is where the records after the checkpoint start in the ledger,
    ``seq``/``head`` the seq and link of the last record it covers.  A closed
    session's checkpoint keeps its ``totals`` too: what the sync says of it
    without loading its game's rules (``device.journal_host``); a classic
    pulya's its ``final`` calculation's values as well
    (``table_closed.Final.to_values``): what its final results read at boot
    without its engine.
    """
    out = bytearray(b"TSCK")
    out.append(FORMAT_VERSION)
    for v in (session, offset, seq, head, state):
        put_value(out, v)
    if totals is not None:
        put_value(out, totals)
        if final is not None:
            put_value(out, final)
    out.extend(crc(out).to_bytes(4, "little"))
    return out


del const    # the constants are defined: not a global kept on the board


def __getattr__(name):
    """The reading side (``ledger_read``), imported when one of its names is first asked for."""
    return getattr(load(".ledger_read", __name__), name)
