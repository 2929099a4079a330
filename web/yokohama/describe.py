"""Words for moves, rewards, cards and events (pure; every phrase from web.yokohama.messages)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

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
            parts.append(t("r_goods", n=n, what=t(("g_" if n == 1 else "gp_") + key)))
        elif key == "assistant_from_warehouse":
            parts.append(t("r_assistant_wh", n=n))
        elif key == "shop_from_warehouse":
            parts.append(t("r_shop_wh", n=n))
        else:
            parts.append(f"{n} {key}")
    return ", ".join(parts) if parts else t("nothing")


def goods_text(goods: dict | None) -> str:
    if not goods:
        return t("nothing")
    return ", ".join(
        t("r_yen", n=n) if k == "yen"
        else t("r_goods", n=n, what=t(("g_" if n == 1 else "gp_") + k))
        for k, n in goods.items() if n
    )


def country_name(code: str) -> str:
    return t("country_" + code) if ("country_" + code) in _known() else code


@cache
def _known() -> frozenset[str]:
    from web.yokohama.messages import MESSAGES
    return frozenset(MESSAGES)


def order_text(order: dict | None) -> str:
    if not order:
        return t("empty_slot")
    return t("order_desc", country=country_name(order.get("country", "?")),
             needs=goods_text(order.get("requires")), reward=reward_text(order.get("reward")))


def tech_text(tech: dict | None) -> str:
    if not tech:
        return t("empty_slot")
    return t("tech_desc", name=tech.get("name", tech.get("id", "?")),
             industry=tech.get("industry", "?"), country=country_name(tech.get("country", "?")),
             text=tech.get("text", ""))


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
        a = self.areas.get(pos)
        return a["name"] if a else pos

    def name(self, seat) -> str:
        names = self.view.get("names") or []
        if isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return t("dummy") if seat == "dummy" else t("supply")

    def order(self, oid: str) -> str:
        c = self.orders.get(oid)
        if not c:
            return t("an_order")
        return t("order_short", country=c.get("country", "?"), needs=goods_text(c.get("requires")))

    def tech(self, tid: str) -> str:
        c = self.techs.get(tid)
        return c.get("name", tid) if c else tid


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
        return t("m_claim", text=a.get("text", w[1]))
    if head == "deliver":
        c = lk.orders.get(w[1])
        reward = reward_text(c.get("reward") if c else {})
        return t("m_deliver", order=lk.order(w[1]), reward=reward)
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
            via = ", ".join(lk.area(p) for p in w[3].split(","))
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
            offer = t("m_church_offer", items=", ".join(_offer_item(i, view) for i in items))
        hand = t("m_from_hand") if "from" in w else ""
        return t("m_church", faith=s.get("faith", "?"), reward=reward_text(s.get("reward")),
                 offer=offer, hand=hand)
    if head == "customs":
        s = lk.customs.get(w[1], {})
        hand = t("m_from_hand") if "from" in w else ""
        return t("m_customs", n=s.get("imports", "?"), reward=reward_text(s.get("reward")),
                 hand=hand)
    if move == "bonus":
        area = lk.areas.get((view.get("pending") or {}).get("area") or "")
        token = (area or {}).get("token") or {}
        return t("m_bonus", reward=reward_text(token.get("reward")))
    if head == "build":
        area = lk.areas.get((view.get("pending") or {}).get("area") or "") or {}
        tile = area.get("tile") or {}
        if w[1] == "house":
            return t("m_build_house", reward=reward_text((tile.get("house") or {}).get("reward")))
        space = int(w[2])
        reward = next((s["reward"] for s in tile.get("shops", []) if s["space"] == space), {})
        return t("m_build_shop", n=space, reward=reward_text(reward))
    if head == "leave":
        return t("m_leave")
    return move


def _payment(words: list[str]) -> str:
    parts = []
    for i in range(0, len(words) - 1, 2):
        n = int(words[i + 1])
        if words[i] == "yen":
            parts.append(t("r_yen", n=n))
        elif words[i] == "import":
            parts.append(t("r_goods", n=n, what=t("g_import" if n == 1 else "gp_import")))
    return t("and").join(parts)


def _offer_item(item: str, view: dict) -> str:
    if item == "yen":
        per = (view.get("options") or {}).get("church_yen_per_faith", 2)
        return t("r_yen", n=per)
    return t("g_" + item) if ("g_" + item) in _known() else item


def _chinatown(direction: str, what: str) -> str:
    for line in components()["chinatown"]["lines"] + [
        components()["chinatown"]["optional_line_sell_import"]
    ]:
        if line["id"] == f"{direction}_{what}":
            return t("m_chinatown", pay=goods_text(line["pay"]), gain=goods_text(line["gain"]))
    return t("m_chinatown", pay=direction, gain=what)
