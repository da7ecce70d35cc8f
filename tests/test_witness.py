"""The check code (``rules.witness``): the same six characters under CPython
and MicroPython, equal to a computation written out here from hashlib, and
read back from what a person types."""
import doctest
import hashlib

import pytest

from mp import FIRMWARE, run_micropython
from tablescore.rules import ledger as L
from tablescore.rules import witness as W

# worked out independently of rules.witness: these characters, six base-24 digits
DIGITS = "0123456789" + "ACEFJKMNPTVWXY"


def expected(raw):
    """The code after the record ``raw``: SHA-256 of its bytes, the first 8
    bytes as a number, its last six base-24 digits, most significant first."""
    n = int(hashlib.sha256(raw).hexdigest()[:16], 16) % 24 ** 6
    return "".join(DIGITS[n // 24 ** k % 24] for k in range(5, -1, -1))


def records(n=40):
    """A session's records, raw, as the board writes them."""
    prev = L.start_link(3)
    out = [L.record(1, L.SESSION_OPEN, ["pref", ["Anna", "Boris", "Vera"], [3, 0, 100, 0], None], prev)]
    for seq in range(2, n + 1):
        prev = L.link(out[-1])
        out.append(L.record(seq, L.PREF_DEAL, ["raspasy", seq % 5, 3, 10 - seq % 5 - 3], prev))
    return out


def test_doctests():
    result = doctest.testmod(W)
    assert result.attempted >= 6 and result.failed == 0


def test_codes_are_hashlib_s_and_the_same_under_micropython():
    raws = records()
    links = [L.link(raw) for raw in raws] + [bytes(8), b"\xff" * 8]
    want = [expected(raw) for raw in raws] + ["000000", expected_of_number((1 << 64) - 1)]
    assert [W.code(link) for link in links] == want
    assert len(set(want)) == len(want)
    out = run_micropython(FIRMWARE.parent / "tests" / "device" / "witness_codes.py",
                          *[link.hex() for link in links]).stdout.decode().split()
    assert out == want


def expected_of_number(n):
    n %= 24 ** 6
    return "".join(DIGITS[n // 24 ** k % 24] for k in range(5, -1, -1))


def test_the_alphabet_keeps_one_of_each_lookalike_group():
    assert W.ALPHABET == DIGITS and len(set(W.ALPHABET)) == 24 and W.LENGTH == 6
    for group in ("0ODQ", "1IL", "2Z", "5S", "6G", "8B", "VU"):
        assert [c for c in group if c in W.ALPHABET] == [group[0]], group
        for c in group:
            assert W.read(c * 6) == group[0] * 6
    # H (M or N?) and R (A or P?) cannot be read as one character: refused
    for c in "HR":
        assert c not in W.ALPHABET
        with pytest.raises(ValueError):
            W.read(c * 6)


@pytest.mark.parametrize("written, code", [
    ("4913EK", "4913EK"), ("4913ek", "4913EK"), ("491 3EK", "4913EK"), ("491-3ek", "4913EK"),
    (" 0o1i2z ", "001122"), ("5s6g8b", "556688"), ("uvwxyq", "VVWXY0"), ("dl0000", "010000"),
])
def test_read_takes_what_a_person_writes(written, code):
    assert W.read(written) == code


@pytest.mark.parametrize("written, reason", [
    ("", "0 characters; a check code has 6"),
    ("4913E", "5 characters; a check code has 6"),
    ("4913EKK", "7 characters; a check code has 6"),
    ("491!EK", "'!' is not a check-code character"),
    ("4913E\x1b", "'\\x1b' is not a check-code character"),
    ("4913ÉK", "'É' is not a check-code character"),
    ("4913HK", "'H' is not a check-code character"),
])
def test_read_says_why_a_code_is_not_one(written, reason):
    with pytest.raises(ValueError) as exc:
        W.read(written)
    assert str(exc.value) == reason
