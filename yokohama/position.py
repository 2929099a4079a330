"""A game's whole state as a documented, JSON-able position (format: docs/positions.md).

``position_of(game)`` writes it; ``yokohama.from_position`` (position_load.py) reads it back,
so ``from_position(game.position())`` continues exactly like ``game``.
"""

from __future__ import annotations

from typing import Any

from . import components as C
from .state import DUMMY, IN_HAND, NOBODY, Player, State

POSITION_FORMAT = "yokohama-position"
POSITION_VERSION = 1
PIECES = ("assistants", "shops", "houses")
FLAGS = ("agent_used", "university_used", "spinning_used")
AREA_STAGES = ("spread", "telegraph")  # stage data: area indices, written as positions


def seat_text(who: int) -> int | str | None:
    """A church/customs/shop occupant as position data: a seat, ``"dummy"`` or None."""
    if who == NOBODY:
        return None
    return "dummy" if who == DUMMY else who


def _area(g: State, a: int) -> dict[str, Any]:
    return {
        "pos": g.pos[a],
        "kind": g.kind[a],
        "tile": g.tile[a],
        "token": g.token[a],
        "assistants": list(g.assistants[a]),
        "shops": [seat_text(s) for s in g.shops[a]],
        "house": seat_text(g.house[a]),
    }


def _player(g: State, p: Player) -> dict[str, Any]:
    return {
        "name": p.name,
        "president": None if p.president == IN_HAND else g.pos[p.president],
        "hand": dict(zip(PIECES, (p.hand_assistants, p.hand_shops, p.hand_houses), strict=True)),
        "warehouse": dict(zip(PIECES, (p.wh_assistants, p.wh_shops, p.wh_houses), strict=True)),
        "yen": p.yen,
        "vp": p.vp,
        "imports": p.imports,
        "goods": dict(zip(C.GOODS, p.goods, strict=True)),
        "orders": list(p.orders),
        "delivered": list(p.delivered),
        "techs": list(p.techs),
        "agents": list(p.agents),
        "agents_used": p.agents_used,
        "tokens": list(p.tokens),
        "achievements": list(p.achievements),
        "flags": {name: getattr(p, name) for name in FLAGS},
    }


def _pending(g: State) -> dict[str, Any]:
    data: list[Any] = list(g.stage_data)
    if g.stage in AREA_STAGES:
        data = [g.pos[a] for a in g.stage_data]
    return {"kind": g.stage, "data": data}


def _action(g: State) -> dict[str, Any] | None:
    if g.act_area < 0:
        return None
    return {"area": g.pos[g.act_area], "power": g.act_power, "agent": g.act_agent,
            "return": g.act_return}


def position_of(g: State) -> dict[str, Any]:
    """Return the whole state of ``g`` (hidden parts included) as a position dict."""
    return {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "players": [_player(g, p) for p in g.players],
        "options": dict(g.options),
        "seed": g.seed,
        "rng": g.rng.state,
        "areas": [_area(g, a) for a in range(len(g.pos))],
        "station": None if g.station < 0 else g.pos[g.station],
        "ports": {k: list(v) for k, v in g.ports.items()},
        "labs": {k: list(v) for k, v in g.labs.items()},
        "order_deck": list(g.order_deck),
        "tech_deck": list(g.tech_deck),
        "unseen_orders": list(g.unseen_orders),
        "church": [seat_text(s) for s in g.church],
        "customs": [seat_text(s) for s in g.customs],
        "achievements": {a: list(g.claims[a]) for a in g.achievements},
        "agent_supply": dict(g.agent_supply),
        "start_player": g.start_player,
        "current": g.current,
        "round": g.round,
        "pending": _pending(g),
        "action": _action(g),
        "keep_draws": {str(k): list(v) for k, v in g.keep_draws.items()},
        "end_triggered": g.end_triggered,
        "end_round": g.end_round,
        "final": None if g.final is None else [dict(g.final["breakdown"][p.seat])
                                               for p in g.players],
    }
