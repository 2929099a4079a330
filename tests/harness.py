"""Random-game driver and state invariants shared by the whole-game tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yokohama
from boardgame import harness
from yokohama import components as C
from yokohama.game import Game
from yokohama.rng import Rng
from yokohama.state import DUMMY, NOBODY

ASSISTANTS = C.START["hand"]["assistants"] + C.START["warehouse"]["assistants"]
SHOPS = C.START["hand"]["shops"] + C.START["warehouse"]["shops"]
HOUSES = C.START["hand"]["trading_houses"] + C.START["warehouse"]["trading_houses"]
AGENTS = sum(C.AGENT_SUPPLY.values())
MAX_MOVES = 20_000  # RULES 14.20: a harness limit outside the rules


def check_invariants(g: Game) -> None:
    """Every piece, card and token accounted for; nothing negative (RULES 2.12, 6.4.3, 14.1)."""
    n = g.state.n
    church = [0] * n
    customs = [0] * n
    for who in g.state.church:
        if who != NOBODY and who != DUMMY:
            church[who] += 1
    for who in g.state.customs:
        if who != NOBODY and who != DUMMY:
            customs[who] += 1
    if n == 2:
        assert g.state.church.count(DUMMY) == 1 and g.state.customs.count(DUMMY) == 1
    else:
        assert DUMMY not in g.state.church and DUMMY not in g.state.customs
    for p in g.state.players:
        s = p.seat
        on_areas = sum(row[s] for row in g.state.assistants)
        on_ach = sum(1 for claims in g.state.claims.values() if s in claims)
        assert p.hand_assistants + p.wh_assistants + on_areas + church[s] + customs[s] \
            + on_ach == ASSISTANTS, f"seat {s} assistants"
        built_shops = sum(row.count(s) for row in g.state.shops)
        assert p.hand_shops + p.wh_shops + built_shops == SHOPS, f"seat {s} shops"
        assert p.hand_houses + p.wh_houses + g.state.house.count(s) == HOUSES, f"seat {s} houses"
        assert min(p.hand_assistants, p.wh_assistants, p.hand_shops, p.wh_shops,
                   p.hand_houses, p.wh_houses) >= 0
        assert p.yen >= 0 and p.vp >= 0 and p.imports >= 0 and min(p.goods) >= 0
        assert len(p.orders) <= C.HAND_LIMIT
        assert len(p.tech_names) == len(p.techs)  # 6.5.4: no duplicate names
        assert 0 <= p.agents_used <= len(p.agents)
        assert len(p.achievements) == on_ach
    if g.state.canal >= 0:
        assert not any(g.state.assistants[g.state.canal]) and g.state.station != g.state.canal
        assert all(p.president != g.state.canal for p in g.state.players)
    # cards: 36 orders and 30 technologies, each exactly once
    orders = list(g.state.order_deck) + list(g.state.unseen_orders)
    orders += [c for b in g.state.ports.values() for c in b if c is not None]
    orders += [c for p in g.state.players for c in p.orders + p.delivered]
    orders += [c for draws in g.state.keep_draws.values() for c in draws]
    assert sorted(orders) == sorted(C.ORDER_IDS)
    techs = list(g.state.tech_deck) + [c for b in g.state.labs.values() for c in b if c is not None]
    techs += [c for p in g.state.players for c in p.techs]
    assert sorted(techs) == sorted(C.TECH_IDS)
    tokens = [t for t in g.state.token if t is not None] \
        + [t for p in g.state.players for t in p.tokens]
    assert len(tokens) == len(set(tokens)) == sum(1 for t in g.state.tile if t is not None)
    assert sum(g.state.agent_supply.values()) \
        + sum(len(p.agents) for p in g.state.players) == AGENTS
    for slots in g.state.shops:
        owners = [s for s in slots if s != NOBODY]
        assert len(owners) == len(set(owners))


Hook = Callable[[Game, int], None]


def play_random(players: int, seed: int, options: dict[str, Any] | None = None,
                check: bool = True, hook: Hook | None = None, record: bool = False) -> Game:
    """Play one game with uniformly random legal moves, checking invariants after each."""
    g = yokohama.new_game(players, seed, options)
    g.state.record = record
    rng = Rng(seed * 7919 + 17)

    def after(game: Game, steps: int) -> None:
        if check:
            check_invariants(game)
        if hook is not None:
            hook(game, steps)

    return harness.play_random(g, rng.choice, MAX_MOVES, after=after)
