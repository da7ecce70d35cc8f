"""Replay a preferans (System «M») session file: docs/session-json-preferans.md.

The rules are the firmware's own modules (``tablescore.rules.pref_*``); this
file only maps the named JSON form to their inputs and prints the result.
"""
import json

from . import settling
from . import texts
from .cli import UsageError
from .rules import money
from .rules import pref_deal as pd
from .rules import pref_session as ps

SETTINGS = ("players", "first_dealer", "end_points", "end_minutes", "price", "currency", "coin",
            "system", "rules", "pulya_to")
# Fields that name a player: written as the player's name in JSON.
PLAYER_VALUED = ("declarer", "whister", "challenger", "offender")
VOID = "void"
REPLAY_FORMAT = "tablescore-replay"


def parse_settings(settings):
    """``(names, Session)`` from the header's settings, or UsageError."""
    if not isinstance(settings, dict):
        raise UsageError("header: settings must be an object")
    for key in settings:
        if key not in SETTINGS:
            raise UsageError("header: unknown setting %r (known: %s)" % (key, ", ".join(SETTINGS)))
    names = settings.get("players")
    if (not isinstance(names, list) or len(names) not in (3, 4)
            or not all(isinstance(n, str) and n.strip() for n in names)):
        raise UsageError("header: settings.players must list 3 or 4 player names")
    if len(set(names)) != len(names):
        raise UsageError("header: player names must differ")
    first = settings.get("first_dealer", names[0])
    if first not in names:
        raise UsageError("header: first_dealer %r is not a player" % (first,))
    rules = parse_rules(settings)
    classic = _rule(rules, "settle") == "end"
    key = "pulya_to" if classic else "end_points"
    wrong = "end_points" if classic else "pulya_to"
    if wrong in settings:
        raise UsageError("header: %s is not a setting of system %s (it has %s)" % (wrong, _rule(rules, "name"), key))
    end_points = settings.get(key, 0)
    end_minutes = settings.get("end_minutes", 0)
    for key, v in ((key, end_points), ("end_minutes", end_minutes)):
        if type(v) is not int or v < 0:
            raise UsageError("header: %s must be a whole number >= 0" % key)
    return names, ps.Session(len(names), names.index(first), end_points, end_minutes, rules)


def parse_rules(settings):
    """The rules' parameters of the header's ``system`` (default ``"m"``,
    System «M») with its ``rules`` changes, or UsageError.

    >>> _rule(parse_rules({"system": "rostov", "rules": {"consolation": 0}}), "consolation")
    0
    >>> parse_rules({"system": "kiev"})
    Traceback (most recent call last):
    ...
    tablescore.cli.UsageError: header: unknown rule system kiev (known: m, sochi, leningrad, rostov)
    """
    from .rules import pref_systems
    name = settings.get("system", "m")
    changes = settings.get("rules", {})
    if name not in pref_systems.SYSTEMS:
        raise UsageError("header: unknown rule system %s (known: %s)" % (name, ", ".join(pref_systems.SYSTEMS)))
    if not isinstance(changes, dict):
        raise UsageError("header: rules must be an object {parameter: value}")
    for key in changes:
        if key not in pref_systems.CHOICES:
            raise UsageError("header: unknown rule parameter %r" % (key,))
        value = changes[key]
        if not any(value == list(c) if isinstance(c, tuple) else (value == c and type(value) is type(c))
                   for c in pref_systems.CHOICES[key]):
            raise UsageError("header: rule parameter %s may be %s" % (key, " or ".join(
                json.dumps(list(c) if isinstance(c, tuple) else c) for c in pref_systems.CHOICES[key])))
    return pref_systems.preset(name, changes)


def parse_money(settings):
    """``(price, currency, coin)`` from the header's settings (price 0: no
    money counted), or UsageError.  Amounts are in the currency's minor units.

    >>> parse_money({"price": 50, "currency": "RUB", "coin": 100}), parse_money({})
    ((50, 'RUB', 100), (0, '', 1))
    """
    terms = (settings.get("price", 0), settings.get("currency", ""), settings.get("coin", 1))
    try:
        money.check(terms[1], terms[2], terms[0])
    except ValueError as exc:
        raise UsageError("header: %s" % exc)
    return terms


def parse_event(obj, names):
    """A Deal, an Incident or ``("void", number)`` from one named event object.

    Raises ValueError with a reason (the caller adds the line number).
    """
    kind = obj.get("event")
    given = [k for k in obj if k not in ("event", "_line")]
    if kind == VOID:
        if given != ["number"] or type(obj["number"]) is not int:
            raise ValueError("void needs exactly one field: number")
        return (VOID, obj["number"])
    if kind == pd.RASPASY:
        for k in given:
            if k != "tricks":
                raise ValueError("unknown field %r for raspasy" % k)
        tricks = obj.get("tricks")
        if not isinstance(tricks, dict):
            raise ValueError("raspasy needs tricks: {player name: tricks}")
        values = [None] * 4
        for name in tricks:
            values[_player(name, names, "tricks")] = tricks[name]
        return pd.Deal.raspasy(values)
    try:
        fields = ps.event_fields(kind)
    except pd.DealError:
        raise ValueError("unknown event %r" % (kind,))
    for k in given:
        if k not in fields or k == "kind":
            raise ValueError("unknown field %r for %s (known: %s)" % (k, kind, ", ".join(fields[1:])))
    values = [kind]
    for name in fields[1:]:
        v = obj.get(name)
        if name in PLAYER_VALUED and v is not None:
            v = _player(v, names, name)
        if name == "after_half":
            if v is None:
                v = 0
            elif isinstance(v, bool):
                v = int(v)
        values.append(v)
    return ps.event_from_values(values)


def _player(name, names, field):
    if name not in names:
        raise ValueError("%s: %r is not a player" % (field, name))
    return names.index(name)


def event_to_json(event, names):
    """The named JSON object for an input (inverse of :func:`parse_event`)."""
    if isinstance(event, pd.Deal) and event.kind == pd.RASPASY:
        t = event.raspasy_tricks()
        return {"event": pd.RASPASY, "tricks": {names[p]: t[p] for p in range(len(names)) if t[p] is not None}}
    obj = {"event": event.kind}
    values = event.to_values()
    fields = ps.event_fields(event.kind)
    for i in range(1, len(fields)):
        v = values[i]
        if v is None or (fields[i] == "after_half" and v == 0):
            continue
        obj[fields[i]] = names[v] if fields[i] in PLAYER_VALUED else v
    return obj


def describe(event, names, lang="en"):
    """A short line saying what the event was (``lang``: the words of
    texts/device.txt's host part)."""
    words = texts.choice_list("SHEET_EVENTS", lang)     # void, raspasy, penalty, cut, misdeal, end, misere, ...
    defence = texts.choice_list("SHEET_DEFENCE", lang)
    dealer = texts.choice_list("SHEET_DEALER", lang)
    if isinstance(event, tuple):
        return words[0] % event[1]
    k = event.kind
    if k == pd.RASPASY:
        t = event.raspasy_tricks()
        return words[1] + " " + " ".join("%s %d" % (names[p], t[p]) for p in range(len(names)) if t[p] is not None)
    if k in (ps.INFORMATION, ps.WARNING):
        kind = dealer[5 + (k == ps.WARNING)]
        return words[2] % (kind, names[event.offender], names[event.declarer])
    if k == ps.CUT:
        return words[3] % names[event.offender]
    if k in (ps.MISDEAL, ps.END):
        return words[4 if k == ps.MISDEAL else 5]
    contract = words[6] if event.contract == pd.MISERE else str(event.contract)
    if event.suit and event.contract != pd.MISERE:
        contract += event.suit
    text = "%s %s" % (names[event.declarer], contract)
    if k == pd.WITHOUT_THREE:
        text += words[7]
    else:
        if event.tricks is not None:
            text += words[8] % event.tricks
        if event.defence == pd.BOTH:
            text += defence[0] % (names[event.whister], event.whister_tricks)
        elif event.defence in (pd.OPEN, pd.CLOSED):
            text += defence[1] % (names[event.whister], defence[2 if event.defence == pd.OPEN else 3])
        elif event.defence == pd.HALF:
            text += defence[4] % names[event.whister]
        elif event.defence is not None:
            text += defence[5 if event.defence == pd.PASS else 6]
    if event.dealer_role:
        text += dealer[0] % dealer[1 + pd.DEALER_ROLES.index(event.dealer_role)]
    if event.challenger is not None:
        text += dealer[4] % (event.plan, names[event.challenger], event.promise)
    return text


def replay(header, events, out, as_json, lang="en"):
    """Score every event; print a table (or JSON, always English), in
    ``lang``. Returns the exit status."""
    try:
        names, session = parse_settings(header.get("settings"))
        terms = parse_money(header["settings"])
    except UsageError as exc:
        raise UsageError("line %d: %s" % (header.get("_line", 1), exc))
    parsed = []
    for number, obj in enumerate(events, 1):
        try:
            parsed.append(parse_event(obj, names))
        except (ValueError, TypeError) as exc:
            raise UsageError("line %s: %s" % (obj.get("_line", "?"), exc))
    voided = {}
    for number, ev in enumerate(parsed, 1):
        if isinstance(ev, tuple):
            target = ev[1]
            if not 1 <= target < number or isinstance(parsed[target - 1], tuple):
                raise UsageError("line %s: void must name an earlier event number" % events[number - 1]["_line"])
            if target in voided:
                raise UsageError("line %s: event #%d is already void" % (events[number - 1]["_line"], target))
            voided[target] = number
    rows = []
    for number, ev in enumerate(parsed, 1):
        row = {"number": number, "line": events[number - 1].get("_line"), "dealer": names[session.dealer]}
        if isinstance(ev, tuple):
            row["event"] = {"event": VOID, "number": ev[1]}
            row["breakdown"] = None
        else:
            row["event"] = event_to_json(ev, names)
            try:
                if number in voided:
                    # Replayed as dealt but void: the deal passes, nothing counts.
                    session.check(ev)
                    if isinstance(ev, pd.Deal):
                        session.pass_deal()
                    row["breakdown"] = None
                    row["voided_by"] = voided[number]
                else:
                    row["breakdown"] = session.apply(ev)
            except pd.DealError as exc:
                raise UsageError("line %s: %s" % (row["line"], exc))
        # once the rules took it: every field is of its kind
        row["what"] = describe(ev, names, "en" if as_json else lang)
        row["totals"] = list(session.results)
        row["series"] = session.series
        rows.append(row)
    if as_json:
        doc = _as_json(names, session, rows)
        doc["money"] = money_json(names, session, terms)
        json.dump(doc, out, ensure_ascii=False, indent=1)
        out.write("\n")
    else:
        _print_table(names, session, rows, out, lang)
        price, currency, coin = terms
        if price:
            totals = session.totals()
            balances = [settling.vists_money(v, price) for v in totals]
            out.write("\n" + "\n".join(settling.lines(names, balances, currency, coin, price, totals))
                      + "\n")
    return 0


def money_json(names, session, terms):
    """The ``money`` of ``replay --json``: None without a price."""
    price, currency, coin = terms
    if not price:
        return None
    balances = [settling.vists_money(v, price) for v in session.totals()]
    return settling.summary(names, balances, currency, coin, price)


def _by_name(names, values):
    return {names[p]: values[p] for p in range(len(names))}


def _as_json(names, session, rows):
    events = []
    for row in rows:
        b = row["breakdown"]
        item = {"number": row["number"], "line": row["line"], "dealer": row["dealer"],
                "event": row["event"], "voided_by": row.get("voided_by")}
        if b is not None:
            item.update({
                "results": _by_name(names, b.results),
                "pulya": _by_name(names, b.pulya),
                "gora": _by_name(names, b.gora),
                "entries": [{"writer": names[w], "target": names[t], "vists": v, "reason": r}
                            for w, t, v, r in b.entries],
                "notes": [texts.note(n) for n in b.notes],
                # each note as the rules give it, (code, values...): its text
                # in another language is tablescore.texts.note(code, lang)
                "note_codes": [list(n) for n in b.notes],
            })
        item["totals"] = _by_name(names, row["totals"])
        item["raspasy_series"] = row["series"]
        events.append(item)
    doc = {"format": REPLAY_FORMAT, "version": 1, "game": "preferans-m", "players": names,
            "events": events, "totals": _by_name(names, session.totals()),
            "pulya": _by_name(names, session.pulya), "gora": _by_name(names, session.gora),
            "pulya_total": session.pulya_total(), "end_points": session.end_points,
            "next_dealer": names[session.dealer], "raspasy_price": session.raspasy_price(),
            "minimum_contract": session.minimum_contract(), "over": session.is_over()}
    rules = session.rules
    if _rule(rules, "name") != "m" or _rule(rules, "settle") != "deal":
        from .rules import pref_systems
        doc["system"] = _rule(rules, "name")
        doc["rules"] = {k: list(v) if isinstance(v, tuple) else v for k, v in pref_systems.changes(rules).items()}
        doc["vists"] = _by_name(names, session.results)
        if _rule(rules, "settle") == "end":
            doc["final"] = final_json(names, session)
    return doc


def final_json(names, session):
    """The final calculation of a classic pulya, step by step (as it stands
    if the pulya is not over): ``gora`` each pulya brought to the target,
    ``amnesty`` the smallest gora, ``reduced``, ``share`` the divisor,
    ``exact`` each result times the divisor, ``results`` in whole vists."""
    f = session.final()
    return {"pulya_to": f.target, "gora_per_pulya_point": _rule(session.rules, "pulya_gora"),
            "gora": _by_name(names, f.gora), "amnesty": f.least, "reduced": _by_name(names, f.reduced),
            "share": f.share, "exact": _by_name(names, f.exact), "results": _by_name(names, f.results)}


def _signed(v):
    return "%+d" % v if v else "0"


def _wrap(text, width):
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = "  " + word
        else:
            line = line + " " + word if line else word
    return lines + [line]


DESCRIBE_WIDTH = 40


def _print_table(names, session, rows, out, lang="en"):
    """The sheet, the names as written (a column as wide as the longest)."""
    heads = texts.choice_list("SHEET_HEADS", lang)       # deal, dealer, void, note
    points = texts.choice_list("SHEET_POINTS", lang)
    totals = texts.choice_list("SHEET_TOTALS", lang)
    width = max(6, max(len(n) for n in names) + 1)
    cols = "".join(n.rjust(width) for n in names)
    rules = session.rules
    if _rule(rules, "settle") == "end":
        system = texts.choice_list("SYSTEMS", lang)[_system_index(rules)]
        out.write(texts.text("SHEET_TITLE_OF", lang) % (system, len(names), session.end_points) + "\n\n")
    else:
        out.write(texts.text("SHEET_TITLE", lang) % len(names) + "\n\n")
    out.write("  #  %-*s %-7s%s  |%s\n" % (DESCRIBE_WIDTH, heads[0], heads[1], cols, cols))
    for row in rows:
        b = row["breakdown"]
        if b is None:
            res = (heads[2] if row.get("voided_by") else "").rjust(width * len(names))
        else:
            res = "".join(_signed(v).rjust(width) for v in b.results)
        tot = "".join(_signed(v).rjust(width) for v in row["totals"])
        what = _wrap(row["what"], DESCRIBE_WIDTH)
        out.write("%3d  %-*s %-7s%s  |%s\n" % (row["number"], DESCRIBE_WIDTH, what[0], row["dealer"][:7], res, tot))
        for more in what[1:]:
            out.write("     %s\n" % more)
        if b is None:
            continue
        pts = []
        for p in range(len(names)):
            if b.pulya[p]:
                pts.append(points[0] % (names[p], b.pulya[p]))
            if b.gora[p]:
                pts.append(points[1] % (names[p], b.gora[p]))
        if pts:
            out.write("       %s\n" % ", ".join(pts))
        for w, t, v, r in b.entries:
            out.write("       %s\n" % (texts.text("SHEET_WRITES", lang) % (names[w], v, names[t], texts.reason(r, lang))))
        for n in b.notes:
            out.write("       %s\n" % (heads[3] % texts.note(n, lang)))
    final = session.totals()
    out.write("\n%-9s%s\n" % (totals[0], "  ".join("%s %s" % (names[p], _signed(final[p]))
                                                  for p in range(len(names)))))
    out.write("%-9s%s%s\n" % (totals[1], "  ".join("%s %d" % (names[p], session.pulya[p]) for p in range(len(names))),
                              totals[3] % (session.pulya_total(), totals[4] % session.end_points
                                           if session.end_points else "")))
    out.write("%-9s%s\n" % (totals[2], "  ".join("%s %d" % (names[p], session.gora[p]) for p in range(len(names)))))
    if _rule(rules, "settle") == "end":
        _print_final(names, session, out, lang, width)
    if session.is_over():
        out.write(totals[5] + "\n")
    else:
        out.write(texts.text("SHEET_NEXT", lang) % (names[session.dealer], session.raspasy_price(),
                                                    session.minimum_contract()) + "\n")


def _system_index(rules):
    return rules[0]


def _rule(rules, name):
    """Parameter ``name`` of ``rules`` as the ledger writes it; "name": the system's."""
    from .rules import pref_systems
    return pref_systems.SYSTEMS[rules[0]] if name == "name" else pref_systems.value(rules, name)


def _fraction(exact, share):
    """``exact / share`` as a whole number and a fraction: ``-205 1/3``."""
    whole, part = divmod(abs(exact), share)
    sign = "-" if exact < 0 else "+" if exact > 0 else ""
    return "%s%d%s" % (sign, whole, " %d/%d" % (part, share) if part else "")


def _print_final(names, session, out, lang, width):
    """The final calculation, step by step as on paper."""
    f = session.final()
    words = texts.choice_list("SHEET_FINAL", lang)
    k = _rule(session.rules, "pulya_gora")
    out.write("\n%s\n" % words[0])
    rows = [(words[1] % (f.target, k, f.target), f.gora), (words[2] % f.least, f.reduced)]
    gora_vists = [f.exact[p] - f.share * session.results[p] for p in range(len(names))]
    for head, values in rows:
        out.write("  %s\n     %s\n" % (head, "  ".join("%s %d" % (names[p], values[p]) for p in range(len(names)))))
    out.write("  %s\n     %s\n" % (words[3] % f.share, "  ".join(
        "%s %s" % (names[p], _fraction(gora_vists[p], f.share)) for p in range(len(names)))))
    out.write("  %s\n     %s\n" % (words[4], "  ".join(
        "%s %s" % (names[p], _fraction(f.exact[p], f.share)) for p in range(len(names)))))
    out.write("  %s\n     %s\n" % (words[5], "  ".join("%s %s" % (names[p], _signed(f.results[p]))
                                                      for p in range(len(names)))))
