"""Yokohama's engine parameters in the words of the current language (pure): what fills the
"why not?" sentences (``why_<code>``) and the hint reasons (``hintr_<code>``). The engine
gives ids (areas, cards, goods, stages); this turns each into its catalogue name."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from web.yokohama.describe import (
    components,
    country_name,
    goods_text,
    has,
    reward_text,
)
from web.yokohama.messages import t

_AREA_FIELDS = ("area_kind", "pair_kind", "from_kind", "board", "area_name", "source")
_PLACE_FIELDS = ("area", "pair_area", "from_area", "station")
_REWARD_FIELDS = ("what",)
_GOODS_FIELDS = ("missing", "needs", "pay", "have")
_PIECES = {"assistant": "assistant", "shop": "shop", "house": "house",
           "trading house": "house"}


@cache
def _by_english() -> dict[str, str]:
    """English area and technology name -> its catalogue key (hint reasons carry names)."""
    from web.yokohama.messages import component_names

    return {text: key for key, text in component_names().items()
            if key.startswith(("area.", "tech."))}


def area_word(kind: str) -> str:
    return t("area." + kind) if has("area." + kind) else kind.replace("_", " ")


def card_word(card: str) -> str:
    """An order card (its country and needs) or a technology card (its name)."""
    data = components()
    techs = {c["card_id"]: c for c in data["technologies"]["cards"]}
    if card in techs:
        name = techs[card]["name_id"]
        return t("tech." + name) if has("tech." + name) else name
    orders = {c["id"]: c for c in data["orders"]["cards"]}
    if card in orders:
        o = orders[card]
        return t("order_short", country=country_name(o["country"]),
                 needs=goods_text(o.get("requires")))
    return card


def space_word(space: object) -> str:
    """``church_4`` / ``customs_2`` -> "church space 4" / "customs space 2"."""
    board, _, number = str(space).partition("_")
    if board in ("church", "customs") and number.isdigit():
        return t("why_space_" + board, n=int(number))
    return str(space)


def piece_word(piece: str, n: int | None = None) -> str:
    key = _PIECES.get(piece)
    if key is None:
        return piece
    return t("piece_" + key) if n is None else t("pieces_n_" + key, n=n)


def chinatown_word(line: str) -> str:
    data = components()["chinatown"]
    for entry in [*data["lines"], data["optional_line_sell_import"]]:
        if entry["id"] == line:
            return t("m_chinatown", pay=goods_text(entry["pay"]), gain=goods_text(entry["gain"]))
    return line


def payment_word(way: Sequence[object]) -> str:
    yen, imports = way
    return t("why_way", yen=yen, n=imports)


def words_for(game) -> Callable[[str, object], str | None]:
    """``word(name, value)`` for the parameters of ``game``'s refusals and hints: positions
    are named by the area standing there (never ``r0c4``)."""
    state = getattr(game, "state", None)
    kinds = dict(zip(getattr(state, "pos", []), getattr(state, "kind", []), strict=False))

    def word(name: str, value: object) -> str | None:
        if name in _PLACE_FIELDS and isinstance(value, str) and value in kinds:
            return area_word(kinds[value])
        if name in _AREA_FIELDS and isinstance(value, str):
            return area_word(value)
        if name in ("area_name", "source_name", "tech_name") and value in _by_english():
            return t(_by_english()[value])
        if name in _REWARD_FIELDS and isinstance(value, dict):
            return reward_text(value)
        if name in _GOODS_FIELDS and isinstance(value, dict):
            return goods_text(value)
        if name == "pending" and isinstance(value, str):
            return t("step_" + value) if has("step_" + value) else value
        if name in ("card", "order"):
            return card_word(str(value))
        if name == "drawn" and isinstance(value, list):
            return t("list_sep").join(card_word(str(c)) for c in value)
        if name == "tech":
            return t("tech." + str(value)) if has("tech." + str(value)) else None
        if name == "country":
            return country_name(str(value))
        if name in ("tier", "reach"):
            tiers = value if isinstance(value, list) else [value]
            return t("list_sep").join(t("tier_" + str(v)) for v in tiers) or t("nothing")
        if name in ("space", "space_id"):
            return space_word(value) if not isinstance(value, int) else str(value)
        if name in ("achievement", "condition"):
            return None
        if name == "piece":
            return piece_word(str(value))
        if name == "pieces" and isinstance(value, dict):
            return t("list_sep").join(piece_word(k, n) for k, n in value.items())
        if name == "item":
            return goods_text({str(value): 1}) if value != "yen" else t("r_yen", n=1)
        if name == "lines" and isinstance(value, list):
            return t("list_sep").join(chinatown_word(str(v)) for v in value)
        return None

    return word


def refusal_fields(game, params: dict) -> dict:
    """The refusal's parameters with the words only the whole set decides: the achievement
    and its condition by the catalogue, the technology fee, the payment ways."""
    out = dict(params)
    if "achievement" in params:
        aid = str(params["achievement"])
        text = t("ach." + aid) if has("ach." + aid) else aid
        out["achievement"] = text
        if "condition" in params:
            out["condition"] = text
    if "fee_text" in params:
        out["fee_text"] = t("why_fee_text") if params.get("fee") else ""
    if "payments" in params:
        out["ways"] = [payment_word(w) for w in out.pop("payments")]
    return out
