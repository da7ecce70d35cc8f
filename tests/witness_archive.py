"""A ledger put into a host archive without a device, through the archive's
own calls (as ``tablescore sync`` stores what it fetched): for the tests of
``tablescore verify`` and the check codes ``sessions`` and ``show`` print."""
from tablescore.archive import Archive
from tablescore.rules import ledger as L
from tablescore.rules.ledger_read import Reader, fields


def archive_ledger(db, data, uid=b"\x24\x0a\xc4\x00\x51\x0e"):
    """Archive the whole ledger ``data`` (header and records) as one session
    of the board ``uid``; returns the session's archive id."""
    a = Archive(db)
    try:
        device = a.device(uid, 0, "test")
        sid, _ = L.read_header(data)
        session = a.add_session(device, sid, data[:L.HEADER_SIZE])
        records = []
        for pos, size, seq, rtype, values in Reader(data):
            prev = fields(data, pos, size)[0]
            records.append((data[pos:pos + size], seq, rtype, prev, values))
        imp = a.begin_import(device)
        a.append(session, 0, L.link(data[:L.HEADER_SIZE]), records, imp)
        a.end_import(imp, "ok")
        return session
    finally:
        a.close()
