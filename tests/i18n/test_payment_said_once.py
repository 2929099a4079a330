"""A Yokohama move's payment is said once: "Take Ball, paying ¥2 (a new card is drawn)", not
"… paying ¥2 (pays ¥2; …)", in the log and in the chooser's preview, in every language.

Games are played through the page's session with a mix of the easy computer's moves and
random legal moves, until every kind of move that pays (a second order, a technology's fee,
the University, the church's offer, customs, Chinatown, the Labor Agency) has been played.
Each log line and each preview is recorded (message keys and fields), so the check can find
the mover's own payments in the parenthesis and look for their amounts in the move's words.
"""

from __future__ import annotations

import random
from functools import cache

from web.i18n import LANGUAGES, freeze, recording, thaw

# why the engine says a mover paid (``pay`` events): every kind whose move words name a price
PAYING_REASONS = {"second_order", "technology", "university", "church", "customs", "chinatown",
                  "labor_agency"}
OWN_PAYMENTS = {"ev_pay_self", "ev_pay_to_self"}


def _nodes(value):
    """Every recorded message of a frozen text, outermost first."""
    if isinstance(value, dict):
        if "t" in value:
            yield value
            for v in (value.get("f") or {}).values():
                yield from _nodes(v)
        for p in value.get("p") or []:
            yield from _nodes(p)


def _amounts(what) -> list:
    """The amounts of a payment ("¥2 and 1 import": each part)."""
    return list(what["p"]) if isinstance(what, dict) and "p" in what else [what]


def repeated_payments(move_words, effects) -> list[str]:
    """The mover's own payments in ``effects`` whose amount the move's words already say."""
    said = thaw(move_words)
    out = []
    for node in _nodes(effects):
        if node["t"] in OWN_PAYMENTS:
            out += [thaw(a) for a in _amounts(node["f"]["what"]) if thaw(a) in said]
    return out


@cache
def paying_moves() -> tuple:
    """(reason, log line, move words, preview) of every paying move in a few games."""
    import web.games  # noqa: F401  (the games' catalogues)
    from web.yokohama import GAME
    from yokohama.ai import choose_move

    found, reasons = [], set()
    for seed in range(1, 13):
        s = GAME.new_session(False)
        config = s.default_config()
        config.update(players=2 + seed % 3, seed=seed)
        s.new_game(config)
        rnd = random.Random(seed)
        for step in range(500):
            g = s.game
            if g.is_over:
                break
            legal = g.legal_moves()
            hire = [m for m in legal if m in ("hire shop", "hire house")]  # rare otherwise
            move = hire[0] if hire else rnd.choice(legal) if step % 3 == 0 else \
                choose_move(g, g.current_player, "easy", seed * 1000 + step)
            with recording():
                words, preview = freeze(s.describe(move)), freeze(s.preview(move))
            s._apply(move)
            paid = {ev.get("reason") for ev in g.events or [] if isinstance(ev, dict)
                    and ev.get("type") == "pay" and ev.get("to") is None}
            if paid:
                found.append((paid, s.ui.log[-1], words, preview))
                reasons |= paid
        if reasons >= PAYING_REASONS:
            break
    return tuple(found)


def test_every_kind_of_paying_move_was_played():
    reasons = set().union(*(paid for paid, *_ in paying_moves()))
    assert reasons >= PAYING_REASONS, PAYING_REASONS - reasons


def test_a_payment_is_said_once_in_the_log_and_the_chooser(lang):
    bad = []
    for code in LANGUAGES:
        lang.set_language(code)
        for _paid, line, words, preview in paying_moves():
            move = next(n for n in _nodes(line) if n["t"] == "log_line")["f"]["text"]
            if isinstance(move, dict) and move.get("t") == "log_move_events":
                bad += [(code, thaw(line), a)
                        for a in repeated_payments(move["f"]["text"], move["f"]["events"])]
            bad += [(code, thaw(words), thaw(preview), a)
                    for a in repeated_payments(words, preview)]
    assert not bad, bad[:10]


def test_the_check_sees_a_repeated_payment(lang):
    """The words of the defect this guards against are caught (and a fee to a seat is not)."""
    from web.yokohama.messages import t

    lang.set_language("en")
    with recording():
        words = freeze(t("m_take_yen", order="Ball"))
        paid = freeze(t("ev_pay_self", who="Aiko", what=t("r_yen", n=2)))
        fee = freeze(t("ev_pay_to_self", who="Aiko", what=t("r_yen", n=1), to="Ben"))
    assert repeated_payments(words, paid) == ["¥2"]
    assert repeated_payments(words, fee) == []


def test_a_payment_the_words_do_not_cover_stays_in_the_log():
    """Only what the words say is left out: a bigger payment is shown whole."""
    from web.yokohama.describe import Lookup
    from web.yokohama.session import events_text

    lk = Lookup({"names": ["Aiko", "Ben"]})
    pay = {"type": "pay", "seat": 0, "to": None, "yen": 4, "imports": 0}
    assert events_text([pay], lk, 0, {"yen": 2}) == "pays ¥4"
    assert events_text([pay], lk, 0, {"yen": 4}) == ""
    assert events_text([{**pay, "seat": 1}], lk, 0, {"yen": 4}) == "Ben pays ¥4"
