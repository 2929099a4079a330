"""What one seat may see (RULES 2.14), as plain JSON-able data (layout in docs/moves.md)."""

from __future__ import annotations

from typing import Any

from . import components as C
from .scoring import scores
from .state import DUMMY, IN_HAND, NOBODY, Player, State


def order_card(card: str) -> dict[str, Any]:
    """Public face of an order card."""
    o = C.ORDERS[card]
    return {"id": card, "country": o["country"], "requires": dict(o["requires"]),
            "reward": dict(o["reward"])}


def tech_card(card: str) -> dict[str, Any]:
    """Public face of a technology card."""
    name_id = C.TECH_CARDS[card]
    t = C.TECH_NAMES[name_id]
    return {"id": card, "name_id": name_id, "name": t["name"], "industry": t["industry_value"],
            "country": t["country"], "text": t["text"]}


def _occupant(who: int) -> int | str | None:
    if who == NOBODY:
        return None
    return "dummy" if who == DUMMY else who


def _pending(g: State) -> dict[str, Any]:
    pending: dict[str, Any] = {"kind": g.stage, "seat": g.current_player}
    if g.act_area >= 0:
        pending.update(area=g.pos[g.act_area], power=g.act_power, agent=g.act_agent,
                       area_kind=g.kind[g.act_area])
    if g.stage in ("spread", "telegraph"):
        pending["areas"] = [g.pos[a] for a in g.stage_data]
    elif g.stage == "port":
        pending["taken"] = len(g.stage_data)
    elif g.stage in ("labor", "chinatown"):
        pending["done_count"] = g.stage_data[0]
    return pending


def _player(g: State, p: Player, seat: int | None) -> dict[str, Any]:
    own = seat == p.seat
    info: dict[str, Any] = {
        "seat": p.seat,
        "name": p.name,
        "yen": p.yen,
        "vp": p.vp,
        "imports": p.imports,
        "goods": dict(zip(C.GOODS, p.goods, strict=True)),
        "president": None if p.president == IN_HAND else g.pos[p.president],
        "hand": {"assistants": p.hand_assistants, "shops": p.hand_shops,
                 "houses": p.hand_houses},
        "warehouse": {"assistants": p.wh_assistants, "shops": p.wh_shops,
                      "houses": p.wh_houses},
        "order_count": len(p.orders),
        "orders": [order_card(c) for c in p.orders] if own else None,
        "delivered": [order_card(c) for c in p.delivered],
        "techs": [tech_card(c) for c in p.techs],
        "agents": [{"country": country, "used": i < p.agents_used}
                   for i, country in enumerate(p.agents)],
        "tokens": [{"id": t, "reward": dict(C.TOKENS[t])} for t in p.tokens],
        "achievements": list(p.achievements),
        "industry": sum(C.TECH_VALUE[c] for c in p.techs),
        "flags": {"agent_used": p.agent_used, "university_used": p.university_used,
                  "spinning_used": p.spinning_used},
    }
    if own and p.seat in g.keep_draws:
        info["keep_choice"] = [order_card(c) for c in g.keep_draws[p.seat]]
    return info


def _area(g: State, area: int, layout: dict[str, Any]) -> dict[str, Any]:
    kind = g.kind[area]
    tile = g.tile[area]
    tile_info = None
    if tile is not None:
        tile_info = {
            "id": tile,
            "shops": [{"space": i + 1, "reward": dict(reward), "owner": _occupant(owner)}
                      for i, (reward, owner) in
                      enumerate(zip(C.TILE_SHOP_REWARDS[tile], g.shops[area], strict=True))],
            "house": {"reward": dict(C.TILE_HOUSE_REWARD[tile]),
                      "owner": _occupant(g.house[area])},
        }
    token = g.token[area]
    return {
        "pos": g.pos[area], "row": layout["row"], "col": layout["col"],
        "x": layout["x"], "y": layout["y"], "kind": kind,
        "name": C.AREA_KINDS[kind]["name"], "category": C.AREA_KINDS[kind]["category"],
        "adjacent": [g.pos[a] for a in g.adj[area]],
        "assistants": list(g.assistants[area]),
        "presidents": [p.seat for p in g.players if p.president == area],
        "tile": tile_info,
        "token": None if token is None else {"id": token, "reward": dict(C.TOKENS[token])},
        "station": g.station == area,
    }


def view(g: State, seat: int | None) -> dict[str, Any]:
    """Return everything ``seat`` may know; other hands and deck orders stay hidden."""
    layout = C.LAYOUT_POSITIONS[g.n]
    return {
        "players": g.n,
        "seat": seat,
        "names": list(g.names),
        "start_player": g.start_player,
        "current_player": g.current_player,
        "round": g.round,
        "phase": _phase(g),
        "pending": _pending(g),
        "options": dict(g.options),
        "areas": [_area(g, a, layout[a]) for a in range(len(g.pos))],
        "ports": {k: [None if c is None else order_card(c) for c in v]
                  for k, v in g.ports.items()},
        "labs": {k: [None if c is None else tech_card(c) for c in v] for k, v in g.labs.items()},
        "order_deck": len(g.order_deck),
        "tech_deck": len(g.tech_deck),
        "church": [{"id": s["id"], "faith": s["faith"], "reward": dict(s["reward"]),
                    "occupant": _occupant(g.church[i])} for i, s in enumerate(C.CHURCH_SPACES)],
        "customs": [{"id": s["id"], "imports": s["imports"], "reward": dict(s["reward"]),
                     "occupant": _occupant(g.customs[i])}
                    for i, s in enumerate(C.CUSTOMS_SPACES)],
        "achievements": [{"id": a, "type": C.ACHIEVEMENTS[a]["type"],
                          "text": C.ACHIEVEMENTS[a]["text"],
                          "vp_first": C.ACHIEVEMENTS[a]["vp_first"],
                          "vp_later": C.ACHIEVEMENTS[a]["vp_later"],
                          "claims": list(g.claims[a])} for a in g.achievements],
        "agent_supply": dict(g.agent_supply),
        "station": None if g.station < 0 else g.pos[g.station],
        "end_triggered": g.end_triggered,
        "end_round": g.end_round if g.end_triggered else None,
        "players_info": [_player(g, p, seat) for p in g.players],
        "scores": scores(g),
    }


def _phase(g: State) -> str:
    if g.stage in ("keep", "over", "A", "C"):
        return {"keep": "setup", "over": "over"}.get(g.stage, g.stage)
    if g.act_agent:
        return g.act_return
    return "B"


def full_state(g: State) -> dict[str, Any]:
    """Everything, hidden parts included (tests and fingerprints only)."""
    return {
        "public": view(g, None),
        "hands": [p.to_dict() for p in g.players],
        "order_deck": list(g.order_deck),
        "tech_deck": list(g.tech_deck),
        "unseen_orders": sorted(g.unseen_orders),
        "keep_draws": {str(k): v for k, v in g.keep_draws.items()},
        "stage": [g.stage, list(g.stage_data)],
        "rng": g.rng.state,
    }
