"""Words for moves, rewards, cards and events (pure; every phrase from web.yokohama.messages)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from web.i18n import join, seat_name
from web.yokohama.messages import t

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
    w = move.split()
    try:
        return _describe(w, move, view, lk)
    except (IndexError, KeyError, ValueError):
        return move


def _describe(w: list[str], move: str, view: dict, lk: Lookup) -> str:
    head = w[0]
    if move == "done":
        return done_label((view.get("pending") or {}).get("kind"))
    if head == "keep":
        c = lk.orders.get(w[1])
        return t("m_keep", order=lk.order(w[1]), reward=reward_text(c.get("reward") if c else {}))
    if head == "agent":
        return t("m_agent", area=lk.area(w[1]))
    if head == "claim":
        a = lk.achievements.get(w[1], {})
        return t("m_claim", text=achievement_text(a) if a else w[1])
    if head == "deliver":
        return t("m_deliver", order=lk.order(w[1]), reward=reward_text(_order_reward(w[1], lk)))
    if move == "university":
        return t("m_university")
    if move == "spinning mill":
        return t("m_spinning")
    if head == "place":
        return t("m_place", area=lk.area(w[1]))
    if head == "pair":
        return t("m_pair", area=lk.area(w[1]))
    if head == "move":
        if len(w) >= 4 and w[2] == "via":
            via = join(t("list_sep"), (lk.area(p) for p in w[3].split(",")))
            return t("m_move_via", area=lk.area(w[1]), via=via)
        return t("m_move", area=lk.area(w[1]))
    if head == "tram":
        return t("m_tram", area=lk.area(w[1]))
    if head == "station":
        return t("m_station", area=lk.area(w[1]))
    if head == "recall":
        return t("m_recall_area", area=lk.area(w[1])) if len(w) > 1 else t("m_recall")
    if head == "take":
        order = lk.order(w[1])
        if len(w) >= 4 and w[2] == "for":
            return t("m_take_yen" if w[3] == "yen" else "m_take_import", order=order)
        return t("m_take", order=order)
    if head == "tech":
        pay = _payment(w[2:])
        name = lk.tech(w[1])
        return t("m_tech_pay", tech=name, pay=pay) if pay else t("m_tech", tech=name)
    if head == "put" and w[1] == "station":
        return t("m_put_station", area=lk.area(w[2]))
    if head == "hire":
        return t("m_hire_" + w[1])
    if head == "chinatown":
        return _chinatown(w[1], w[2])
    if head == "church":
        s = lk.church.get(w[1], {})
        offer = ""
        if "offer" in w:
            items = w[w.index("offer") + 1].split(",")
            offered = [_offer_item(i, view) for i in items]
            offer = t("m_church_offer", items=join(t("list_sep"), offered))
        hand = t("m_from_hand") if "from" in w else ""
        return t("m_church", faith=s.get("faith", "?"), reward=reward_text(s.get("reward")),
                 offer=offer, hand=hand)
    if head == "customs":
        s = lk.customs.get(w[1], {})
        hand = t("m_from_hand") if "from" in w else ""
        return t("m_customs", n=s.get("imports", "?"), reward=reward_text(s.get("reward")),
                 hand=hand)
    if move == "bonus":
        return t("m_bonus", reward=reward_text(_token_reward(view, lk)))
    if head == "build":
        reward = reward_text(_build_reward(w, view, lk))
        if w[1] == "house":
            return t("m_build_house", reward=reward)
        return t("m_build_shop", n=int(w[2]), reward=reward)
    if head == "leave":
        return t("m_leave")
    return move


def _payment(words: list[str]) -> str:
    parts = []
    for kind, n in _payment_amounts(words).items():
        parts.append(t("r_yen", n=n) if kind == "yen" else t("goods_n_import", n=n))
    return join(t("and"), parts)


def _payment_amounts(words: list[str]) -> dict[str, int]:
    """``yen 2 import 1`` (a technology's fee in its move text) as {"yen": 2, "import": 1}."""
    out: dict[str, int] = {}
    for i in range(0, len(words) - 1, 2):
        if words[i] in ("yen", "import"):
            out[words[i]] = out.get(words[i], 0) + int(words[i + 1])
    return out


def stated_payment(move: str, view: dict, lookup: Lookup | None = None) -> dict[str, int]:
    """What the mover pays that the words of ``move`` already say (yen and imports), e.g.
    {"yen": 2} for "Take …, paying ¥2", so the log and chooser do not say it again."""
    w = move.split()
    try:
        return _stated(w, view, lookup or Lookup(view))
    except (IndexError, KeyError, ValueError, TypeError):
        return {}


def _stated(w: list[str], view: dict, lk: Lookup) -> dict[str, int]:
    head = w[0] if w else ""
    if head == "take" and len(w) >= 4 and w[2] == "for":
        return {"yen": 2} if w[3] == "yen" else {"import": 1}
    if head == "tech":
        return _payment_amounts(w[2:])
    if w == ["university"]:
        return {"yen": 1}
    if w == ["hire", "shop"]:
        return {"yen": 2}
    if head == "church" and "offer" in w:
        items = w[w.index("offer") + 1].split(",")
        per = (view.get("options") or {}).get("church_yen_per_faith", 2)
        return {k: n for k, n in (("yen", per * items.count("yen")),
                                  ("import", items.count("import"))) if n}
    if head == "customs":
        n = lk.customs.get(w[1], {}).get("imports")
        return {"import": n} if isinstance(n, int) else {}
    if head == "chinatown":
        line = _chinatown_line(w[1], w[2]) or {}
        return {k: n for k, n in line.get("pay", {}).items() if k in ("yen", "import")}
    return {}


def stated_gain(move: str, view: dict, lookup: Lookup | None = None) -> dict[str, int]:
    """What the mover gains that the words of ``move`` already say, e.g. {"vp": 4} for
    "Deliver … for 4 VP" or the reward of a shop space, so the log and chooser do not say it
    again (a bonus on top, such as Gas Lamp's, makes the gain differ and it is said whole)."""
    w = move.split()
    lk = lookup or Lookup(view)
    try:
        reward = _stated_reward(w, view, lk)
    except (IndexError, KeyError, ValueError, TypeError, AttributeError):
        return {}
    return {k: n for k, n in (reward or {}).items() if isinstance(n, int) and n}


def _stated_reward(w: list[str], view: dict, lk: Lookup) -> dict | None:
    head = w[0] if w else ""
    if head == "deliver":
        return _order_reward(w[1], lk)
    if w == ["university"]:
        return {"assistant_from_warehouse": 1}
    if w == ["spinning", "mill"]:
        return {"yen": 2}
    if head == "church":
        return lk.church[w[1]]["reward"]
    if head == "customs":
        return lk.customs[w[1]]["reward"]
    if w == ["bonus"]:
        return _token_reward(view, lk)
    if head == "build":
        return _build_reward(w, view, lk)
    return None


def _order_reward(oid: str, lk: Lookup) -> dict:
    return (lk.orders.get(oid) or {}).get("reward") or {}


def _pending_area(view: dict, lk: Lookup) -> dict:
    return lk.areas.get((view.get("pending") or {}).get("area") or "") or {}


def _token_reward(view: dict, lk: Lookup) -> dict:
    """The reward of the five-power token on the acting area (the ``bonus`` move)."""
    return (_pending_area(view, lk).get("token") or {}).get("reward") or {}


def _build_reward(w: list[str], view: dict, lk: Lookup) -> dict:
    """The reward of the space a ``build house`` / ``build shop N`` move fills (RULES 5.6.2)."""
    tile = _pending_area(view, lk).get("tile") or {}
    if w[1] == "house":
        return (tile.get("house") or {}).get("reward") or {}
    space = int(w[2])
    return next((s["reward"] for s in tile.get("shops", []) if s["space"] == space), {})


def _offer_item(item: str, view: dict) -> str:
    if item == "yen":
        per = (view.get("options") or {}).get("church_yen_per_faith", 2)
        return t("r_yen", n=per)
    return t("g_" + item) if has("g_" + item) else item


def _chinatown_line(direction: str, what: str) -> dict | None:
    lines = components()["chinatown"]
    for line in lines["lines"] + [lines["optional_line_sell_import"]]:
        if line["id"] == f"{direction}_{what}":
            return line
    return None


def _chinatown(direction: str, what: str) -> str:
    line = _chinatown_line(direction, what)
    if line:
        return t("m_chinatown", pay=goods_text(line["pay"]), gain=goods_text(line["gain"]))
    return t("m_chinatown", pay=direction, gain=what)
