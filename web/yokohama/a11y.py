"""Accessible names of Yokohama's table elements (pure): an element that plays one move is
named by the move and its effect (the session's ``move_names``, the words the log uses); an
element that opens a chooser says what it is and how many moves it offers."""

from __future__ import annotations

from web.yokohama.describe import Lookup, describe_move, reward_text
from web.yokohama.messages import t
from web.yokohama.targets import Targets


def key_name(key: str, lk: Lookup) -> str:
    """What the table element of ``key`` (see :func:`web.yokohama.targets.classify`) is."""
    kind, _, rest = key.partition(":")
    if kind == "area":
        return lk.area(rest)
    if kind in ("port", "hand"):
        return lk.order(rest)
    if kind == "lab":
        return lk.tech(rest)
    if kind == "church":
        s = lk.church.get(rest, {})
        return t("church_space", faith=s.get("faith", "?"), reward=reward_text(s.get("reward")))
    if kind == "customs":
        s = lk.customs.get(rest, {})
        return t("customs_space", n=s.get("imports", "?"), reward=reward_text(s.get("reward")))
    if kind == "ach":
        return t("m_claim", text=lk.achievements.get(rest, {}).get("text", rest))
    if kind == "tech":
        return t("m_university" if rest == "university" else "m_spinning")
    if kind == "shop":
        return t("a11y_shop", n=rest.rsplit(":", 1)[-1])
    if kind == "house":
        return t("a11y_house")
    if kind == "token":
        return t("a11y_token")
    return key


def element_labels(tg: Targets, view: dict, names: dict[str, str]) -> dict[str, str]:
    """key -> accessible name of every clickable table element."""
    lk = Lookup(view)
    out = {}
    for key, moves in tg.by_key.items():
        if len(moves) == 1:
            out[key] = names.get(moves[0]) or describe_move(moves[0], view, lk)
        else:
            out[key] = t("a11y_choose", what=key_name(key, lk), n=len(moves))
    return out
