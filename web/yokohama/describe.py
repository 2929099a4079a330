"""Words for moves, rewards, cards and events (pure; every phrase from web.yokohama.messages)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from web.i18n import join, seat_name
from web.yokohama.messages import t
from yokohama.moves import (
    Agent,
    Bonus,
    BuildHouse,
    BuildShop,
    Church,
    Claim,
    Customs,
    Deliver,
    Done,
    Exchange,
    Hire,
    Keep,
    Leave,
    Move,
    MoveTo,
    Pair,
    Place,
    PutStation,
    Recall,
    SpinningMill,
    StationTo,
    Take,
    Tech,
    TramTo,
    University,
    parse,
)

GOODS = ("copper", "silk", "tea", "fish")


@cache
def components() -> dict:
    """The engine's component data (read once; the file ships inside the yokohama package)."""
    path = Path(__file__).resolve().parents[2] / "yokohama" / "data" / "components.json"
    return json.loads(path.read_text(encoding="utf-8"))


@cache
def kinds() -> dict[str, dict]:
    return {k["id"]: k for k in components()["areas"]["kinds"]}


@cache
def tech_names() -> dict[str, dict]:
    return {n["id"]: n for n in components()["technologies"]["names"]}


def reward_text(reward: dict | None) -> str:
    if not reward:
        return t("nothing")
    parts = []
    for key, n in reward.items():
        if not n:
            continue
        if key == "vp":
            parts.append(t("r_vp", n=n))
        elif key == "yen":
            parts.append(t("r_yen", n=n))
        elif key in GOODS or key == "import":
            parts.append(t("goods_n_" + key, n=n))
        elif key == "assistant_from_warehouse":
            parts.append(t("r_assistant_wh", n=n))
        elif key == "shop_from_warehouse":
            parts.append(t("r_shop_wh", n=n))
        else:
            parts.append(f"{n} {key}")
    return join(t("list_sep"), parts) if parts else t("nothing")


def goods_text(goods: dict | None) -> str:
    if not goods:
        return t("nothing")
    return join(t("list_sep"), (
        t("r_yen", n=n) if k == "yen" else t("goods_n_" + k, n=n)
        for k, n in goods.items() if n
    ))


def country_name(code: str) -> str:
    return t("country_" + code) if has("country_" + code) else code


def area_name(area: dict | None, fallback: str = "?") -> str:
    """The name of an area of the view (``kind`` -> ``area.<kind>``) in the current language."""
    if not area:
        return fallback
    kind = area.get("kind")
    return t("area." + kind) if kind and has("area." + kind) else area.get("name", fallback)


def tech_name(card: dict) -> str:
    name_id = card.get("name_id")
    return t("tech." + name_id) if name_id and has("tech." + name_id) else card.get("name", "?")


def achievement_text(ach: dict) -> str:
    aid = ach.get("id")
    return t("ach." + aid) if aid and has("ach." + aid) else ach.get("text", aid or "?")


def localized(view: dict) -> dict:
    """A copy of ``view`` whose names (areas, technology cards, achievements) are in the
    current language, for the renderer (the engine's view names things in English)."""
    if not isinstance(view, dict):
        return view
    out = dict(view)

    def tech(card):
        if not isinstance(card, dict):
            return card
        name_id = card.get("name_id")
        text = t("tech_text." + name_id) if name_id and has("tech_text." + name_id) else \
            card.get("text", "")
        return {**card, "name": tech_name(card), "text": text}

    if "areas" in view:
        out["areas"] = [{**a, "name": area_name(a, a.get("pos", "?"))} for a in view["areas"]]
    if "labs" in view:
        out["labs"] = {k: [tech(c) for c in cards] for k, cards in view["labs"].items()}
    if "achievements" in view:
        out["achievements"] = [{**a, "text": achievement_text(a)} for a in view["achievements"]]
    if "players_info" in view:
        out["players_info"] = [{**p, "techs": [tech(c) for c in p.get("techs") or []]}
                               if isinstance(p, dict) else p for p in view["players_info"]]
    return out


def has(key: str) -> bool:
    from web.shell.messages import has as _has

    return _has(key)


def order_text(order: dict | None) -> str:
    if not order:
        return t("empty_slot")
    return t("order_desc", country=country_name(order.get("country", "?")),
             needs=goods_text(order.get("requires")), reward=reward_text(order.get("reward")))


def tech_text(tech: dict | None) -> str:
    if not tech:
        return t("empty_slot")
    name_id = tech.get("name_id")
    text = t("tech_text." + name_id) if name_id and has("tech_text." + name_id) else \
        tech.get("text", "")
    return t("tech_desc", name=tech_name(tech), industry=tech.get("industry", "?"),
             country=country_name(tech.get("country", "?")), text=text)


class Lookup:
    """Finds names of areas, cards, spaces and players in one view."""

    def __init__(self, view: dict):
        self.view = view
        self.areas = {a["pos"]: a for a in view.get("areas", [])}
        self.orders: dict[str, dict] = {}
        self.techs: dict[str, dict] = {}
        for cards in view.get("ports", {}).values():
            for c in cards:
                if c:
                    self.orders[c["id"]] = c
        for cards in view.get("labs", {}).values():
            for c in cards:
                if c:
                    self.techs[c["id"]] = c
        for p in view.get("players_info", []):
            cards = (p.get("orders") or []) + (p.get("keep_choice") or [])
            for c in cards + (p.get("delivered") or []):
                if c:
                    self.orders[c["id"]] = c
            for c in p.get("techs", []):
                self.techs[c["id"]] = c
        self.church = {s["id"]: s for s in view.get("church", [])}
        self.customs = {s["id"]: s for s in view.get("customs", [])}
        self.achievements = {a["id"]: a for a in view.get("achievements", [])}

    def area(self, pos: str) -> str:
        return area_name(self.areas.get(pos), pos)

    def name(self, seat) -> str:
        names = self.view.get("names") or []
        if isinstance(seat, int) and 0 <= seat < len(names):
            return seat_name(names[seat], seat)
        return t("dummy") if seat == "dummy" else t("supply")

    def order(self, oid: str) -> str:
        c = self.orders.get(oid)
        if not c:
            return t("an_order")
        return t("order_short", country=country_name(c.get("country", "?")),
                 needs=goods_text(c.get("requires")))

    def tech(self, tid: str) -> str:
        c = self.techs.get(tid)
        return tech_name(c) if c else tid


DONE_KEYS = {
    "keep": "done_generic", "A": "done_A", "spread": "done_spread", "telegraph": "done_telegraph",
    "move": "done_generic", "recall": "done_recall", "port": "done_port", "lab": "done_lab",
    "station": "done_generic", "labor": "done_labor", "chinatown": "done_chinatown",
    "church": "done_church", "customs": "done_customs", "bonus": "done_bonus",
    "build": "done_build", "recovery": "done_recovery", "C": "done_C",
}


def done_label(pending_kind: str | None) -> str:
    return t(DONE_KEYS.get(pending_kind or "", "done_generic"))


def describe_move(move: str, view: dict, lookup: Lookup | None = None) -> str:
    """Readable text for one canonical move, e.g. 'Move to Chinatown via Tea Plantation'."""
    lk = lookup or Lookup(view)
    try:
        return _describe(parse(move), view, lk)
    except (KeyError, ValueError):  # an InvalidMoveError is a ValueError
        return move


def _describe(m: Move, view: dict, lk: Lookup) -> str:
    match m:
        case Done():
            return done_label((view.get("pending") or {}).get("kind"))
        case Keep(order):
            c = lk.orders.get(order)
            return t("m_keep", order=lk.order(order),
                     reward=reward_text(c.get("reward") if c else {}))
        case Agent(area):
            return t("m_agent", area=lk.area(area))
        case Claim(ach):
            a = lk.achievements.get(ach, {})
            return t("m_claim", text=achievement_text(a) if a else ach)
        case Deliver(order):
            return t("m_deliver", order=lk.order(order),
                     reward=reward_text(_order_reward(order, lk)))
        case University():
            return t("m_university")
        case SpinningMill():
            return t("m_spinning")
        case Place(area):
            return t("m_place", area=lk.area(area))
        case Pair(area):
            return t("m_pair", area=lk.area(area))
        case MoveTo(area, via) if via:
            return t("m_move_via", area=lk.area(area),
                     via=join(t("list_sep"), (lk.area(p) for p in via)))
        case MoveTo(area):
            return t("m_move", area=lk.area(area))
        case TramTo(area):
            return t("m_tram", area=lk.area(area))
        case StationTo(area):
            return t("m_station", area=lk.area(area))
        case Recall(area):
            return t("m_recall_area", area=lk.area(area)) if area else t("m_recall")
        case Take(order, pay):
            key = {"yen": "m_take_yen", "import": "m_take_import"}.get(pay or "", "m_take")
            return t(key, order=lk.order(order))
        case Tech(card):
            pay = _payment(_payment_amounts(m))
            name = lk.tech(card)
            return t("m_tech_pay", tech=name, pay=pay) if pay else t("m_tech", tech=name)
        case PutStation(area):
            return t("m_put_station", area=lk.area(area))
        case Hire(piece):
            return t("m_hire_" + piece)
        case Exchange(line):
            return _chinatown(line)
        case Church(space, offer, from_hand):
            s = lk.church.get(space, {})
            offered = t("m_church_offer", items=join(
                t("list_sep"), [_offer_item(i, view) for i in offer])) if offer else ""
            return t("m_church", faith=s.get("faith", "?"), reward=reward_text(s.get("reward")),
                     offer=offered, hand=t("m_from_hand") if from_hand else "")
        case Customs(space, from_hand):
            s = lk.customs.get(space, {})
            return t("m_customs", n=s.get("imports", "?"), reward=reward_text(s.get("reward")),
                     hand=t("m_from_hand") if from_hand else "")
        case Bonus():
            return t("m_bonus", reward=reward_text(_token_reward(view, lk)))
        case BuildHouse():
            return t("m_build_house", reward=reward_text(_build_reward(m, view, lk)))
        case BuildShop(space):
            return t("m_build_shop", n=space, reward=reward_text(_build_reward(m, view, lk)))
        case Leave():
            return t("m_leave")
    return str(m)


def _payment(amounts: dict[str, int]) -> str:
    parts = []
    for kind, n in amounts.items():
        parts.append(t("r_yen", n=n) if kind == "yen" else t("goods_n_import", n=n))
    return join(t("and"), parts)


def _payment_amounts(m: Tech) -> dict[str, int]:
    """A technology's payment in its move as {"yen": 2, "import": 1} (amounts paid only)."""
    return {k: n for k, n in (("yen", m.yen), ("import", m.imports)) if n}


def stated_payment(move: str, view: dict, lookup: Lookup | None = None) -> dict[str, int]:
    """What the mover pays that the words of ``move`` already say (yen and imports), e.g.
    {"yen": 2} for "Take …, paying ¥2", so the log and chooser do not say it again."""
    try:
        return _stated(parse(move), view, lookup or Lookup(view))
    except (KeyError, ValueError, TypeError):
        return {}


def _stated(m: Move, view: dict, lk: Lookup) -> dict[str, int]:
    match m:
        case Take(pay="yen"):
            return {"yen": 2}
        case Take(pay="import"):
            return {"import": 1}
        case Tech():
            return _payment_amounts(m)
        case University():
            return {"yen": 1}
        case Hire("shop"):
            return {"yen": 2}
        case Church(offer=offer) if offer:
            per = (view.get("options") or {}).get("church_yen_per_faith", 2)
            return {k: n for k, n in (("yen", per * offer.count("yen")),
                                      ("import", offer.count("import"))) if n}
        case Customs(space):
            n = lk.customs.get(space, {}).get("imports")
            return {"import": n} if isinstance(n, int) else {}
        case Exchange(line):
            pay = (_chinatown_line(line) or {}).get("pay", {})
            return {k: n for k, n in pay.items() if k in ("yen", "import")}
    return {}


def stated_gain(move: str, view: dict, lookup: Lookup | None = None) -> dict[str, int]:
    """What the mover gains that the words of ``move`` already say, e.g. {"vp": 4} for
    "Deliver … for 4 VP" or the reward of a shop space, so the log and chooser do not say it
    again (a bonus on top, such as Gas Lamp's, makes the gain differ and it is said whole)."""
    lk = lookup or Lookup(view)
    try:
        reward = _stated_reward(parse(move), view, lk)
    except (KeyError, ValueError, TypeError, AttributeError):
        return {}
    return {k: n for k, n in (reward or {}).items() if isinstance(n, int) and n}


def _stated_reward(m: Move, view: dict, lk: Lookup) -> dict | None:
    match m:
        case Deliver(order):
            return _order_reward(order, lk)
        case University():
            return {"assistant_from_warehouse": 1}
        case SpinningMill():
            return {"yen": 2}
        case Church(space):
            return lk.church[space]["reward"]
        case Customs(space):
            return lk.customs[space]["reward"]
        case Bonus():
            return _token_reward(view, lk)
        case BuildShop() | BuildHouse():
            return _build_reward(m, view, lk)
    return None


def _order_reward(oid: str, lk: Lookup) -> dict:
    return (lk.orders.get(oid) or {}).get("reward") or {}


def _pending_area(view: dict, lk: Lookup) -> dict:
    return lk.areas.get((view.get("pending") or {}).get("area") or "") or {}


def _token_reward(view: dict, lk: Lookup) -> dict:
    """The reward of the five-power token on the acting area (the ``bonus`` move)."""
    return (_pending_area(view, lk).get("token") or {}).get("reward") or {}


def _build_reward(m: BuildShop | BuildHouse, view: dict, lk: Lookup) -> dict:
    """The reward of the space a ``build house`` / ``build shop N`` move fills (RULES 5.6.2)."""
    tile = _pending_area(view, lk).get("tile") or {}
    if isinstance(m, BuildHouse):
        return (tile.get("house") or {}).get("reward") or {}
    return next((s["reward"] for s in tile.get("shops", []) if s["space"] == m.space), {})


def _offer_item(item: str, view: dict) -> str:
    if item == "yen":
        per = (view.get("options") or {}).get("church_yen_per_faith", 2)
        return t("r_yen", n=per)
    return t("g_" + item) if has("g_" + item) else item


def _chinatown_line(line_id: str) -> dict | None:
    lines = components()["chinatown"]
    for line in lines["lines"] + [lines["optional_line_sell_import"]]:
        if line["id"] == line_id:
            return line
    return None


def _chinatown(line_id: str) -> str:
    line = _chinatown_line(line_id)
    if line:
        return t("m_chinatown", pay=goods_text(line["pay"]), gain=goods_text(line["gain"]))
    direction, _, what = line_id.partition("_")
    return t("m_chinatown", pay=direction, gain=what)
