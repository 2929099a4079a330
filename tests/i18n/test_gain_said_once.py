"""A Yokohama move's gain is said once: "Deliver … for 4 VP", not "… for 4 VP (gains 4 VP)",
in the log and in the chooser's preview, in every language; a gain that differs from what the
words say (a bonus on top, as Gas Lamp's or the Ball's) is still said whole.

Games are played through the page's session, preferring each kind of move whose words state a
gain until it has been played, then the easy computer's moves mixed with random legal moves.
Each log line and each preview is recorded (message keys and fields), with the mover's own
gains as the engine's events give them, so the check can compare what the words state with
what the parenthesis says.
"""

from __future__ import annotations

import random
from functools import cache

from test_payment_said_once import _nodes

from web.i18n import LANGUAGES, freeze, recording, thaw

# the move messages whose words state a gain: the field that holds it (None: in the text)
STATING = {"m_deliver": "reward", "m_church": "reward", "m_customs": "reward",
           "m_bonus": "reward", "m_build_shop": "reward", "m_build_house": "reward",
           "m_university": None, "m_spinning": None}
# what the messages without a field say in their text ("take an assistant …", "take ¥2")
IN_TEXT = {"m_university": ("r_assistant_wh", 1), "m_spinning": ("r_yen", 2)}
MOVE_HEADS = ("deliver", "church", "customs", "bonus", "build", "university", "spinning")


def stated(words):
    """The gain the move's words state (a frozen text), or None."""
    from web.yokohama.messages import t

    key = words.get("t") if isinstance(words, dict) else None
    if key not in STATING:
        return None
    if STATING[key]:
        return words["f"][STATING[key]]
    msg, n = IN_TEXT[key]
    with recording():
        return freeze(t(msg, n=n))


def own_gains(effects) -> list[str]:
    """The mover's own gains said in ``effects`` (a log line's parenthesis or a preview)."""
    return [thaw(node["f"]["what"]) for node in _nodes(effects) if node["t"] == "ev_gain_self"]


def repeated_gains(words, effects) -> list[str]:
    """The mover's own gains in ``effects`` that the move's words already state exactly."""
    said = stated(words)
    return [g for g in own_gains(effects) if said is not None and g == thaw(said)]


def _split(line):
    """(move words, parenthesis) of a recorded log line."""
    text = next(n for n in _nodes(line) if n["t"] == "log_line")["f"]["text"]
    if isinstance(text, dict) and text.get("t") == "log_move_events":
        return text["f"]["text"], text["f"]["events"]
    return text, ""


def _total(events, seat) -> dict:
    total: dict = {}
    for ev in events:
        if isinstance(ev, dict) and ev.get("type") == "gain" and ev.get("seat") == seat:
            for key, n in ev["what"].items():
                total[key] = total.get(key, 0) + n
    return total


@cache
def gaining_moves() -> tuple:
    """(move key, log line, move words, preview, frozen whole gain) of every move whose words
    state a gain, in a few games."""
    import web.games  # noqa: F401  (the games' catalogues)
    from web.yokohama import GAME
    from web.yokohama.describe import reward_text
    from yokohama.ai import choose_move

    found, keys = [], set()
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
            with recording():
                words = {m: freeze(s.describe(m)) for m in legal if m.startswith(MOVE_HEADS)}
            new = [m for m, w in words.items() if w.get("t") in set(STATING) - keys]
            new += [m for m in legal if m == "hire house"]  # a house in hand, to build
            move = new[0] if new else rnd.choice(legal) if step % 3 == 0 else \
                choose_move(g, g.current_player, "easy", seed * 1000 + step)
            with recording():
                preview = freeze(s.preview(move))
            seat = g.current_player
            s._apply(move)
            key = words.get(move, {}).get("t")
            if key in STATING:
                with recording():
                    whole = freeze(reward_text(_total(g.events or [], seat)))
                found.append((key, s.ui.log[-1], words[move], preview, whole))
                keys.add(key)
        if keys >= set(STATING) and any(thaw(w) != thaw(stated(m)) for _, _, m, _, w in found):
            break
    return tuple(found)


def test_every_kind_of_move_stating_a_gain_was_played():
    keys = {key for key, *_ in gaining_moves()}
    assert keys >= set(STATING), set(STATING) - keys


def test_a_gain_is_said_once_in_the_log_and_the_chooser(lang):
    bad = []
    for code in LANGUAGES:
        lang.set_language(code)
        for _key, line, words, preview, _whole in gaining_moves():
            move, effects = _split(line)
            bad += [(code, thaw(line), g) for g in repeated_gains(move, effects)]
            bad += [(code, thaw(words), thaw(preview), g) for g in repeated_gains(words, preview)]
    assert not bad, bad[:10]


def test_a_gain_beyond_the_words_is_said_whole_in_the_log_and_the_chooser(lang):
    """Where the engine gave more than the words state (a bonus on top), the log line and the
    preview say the whole gain; such moves were played."""
    beyond, bad = 0, []
    for code in LANGUAGES:
        lang.set_language(code)
        for _key, line, words, preview, whole in gaining_moves():
            if thaw(whole) == thaw(stated(words)):
                continue
            beyond += 1
            if thaw(whole) not in own_gains(_split(line)[1]):
                bad.append((code, thaw(line), thaw(whole)))
            if thaw(whole) not in own_gains(preview):
                bad.append((code, thaw(words), thaw(preview), thaw(whole)))
    assert beyond, "no move gained more than its words state"
    assert not bad, bad[:10]


def test_the_check_sees_a_repeated_gain(lang):
    """The words of the defect this guards against are caught (and a bigger gain is not)."""
    from web.yokohama.messages import t

    lang.set_language("en")
    with recording():
        words = freeze(t("m_deliver", order="Ball", reward=t("r_vp", n=4)))
        again = freeze(t("ev_gain_self", who="Aiko", what=t("r_vp", n=4)))
        more = freeze(t("ev_gain_self", who="Aiko", what=t("r_vp", n=6)))
        other = freeze(t("ev_gain", who="Ben", what=t("r_vp", n=4)))
        university = freeze(t("m_university"))
        assistant = freeze(t("ev_gain_self", who="Aiko", what=t("r_assistant_wh", n=1)))
    assert repeated_gains(words, again) == ["4 VP"]
    assert repeated_gains(university, assistant) == ["1 assistant from the warehouse"]
    assert repeated_gains(words, more) == []
    assert repeated_gains(words, other) == []


def test_a_gain_the_words_do_not_state_exactly_stays_in_the_log():
    """Only a gain equal to what the words say is left out: more, or another kind, is whole."""
    from web.yokohama.describe import Lookup
    from web.yokohama.session import events_text

    lk = Lookup({"names": ["Aiko", "Ben"]})
    reward = {"type": "gain", "seat": 0, "what": {"vp": 4}, "reason": "order_01"}
    ball = {"type": "gain", "seat": 0, "what": {"vp": 2}, "reason": "ball"}
    assert events_text([reward], lk, 0, None, {"vp": 4}) == ""
    assert events_text([reward, ball], lk, 0, None, {"vp": 4}) == "gains 6 VP"
    assert events_text([reward], lk, 0, None, {"vp": 4, "yen": 1}) == "gains 4 VP"
    assert events_text([{**reward, "seat": 1}], lk, 0, None, {"vp": 4}) == "Ben gains 4 VP"
