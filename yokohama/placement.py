"""Step 1 of the main action: placing assistants (RULES 5.2, 9.2.12, 9.2.15)."""

from __future__ import annotations

from . import components as C
from .moves import Done, Move, Pair, Place
from .rewards import pay_player
from .state import State

SPREAD_MAX = C.PLACEMENT["spread_max_areas"]
SPREAD_MAX_NEWSPAPER = C.PLACEMENT["spread_max_areas_with_newspaper"]


def begin_movement(g: State) -> None:
    """Hand over to step 2, movement (5.3)."""
    g.stage = "move"
    g.stage_data = ()


def other_presidents(g: State, seat: int) -> list[list[int]]:
    """Per area, the seats of the other presidents standing there."""
    here: list[list[int]] = [[] for _ in g.pos]
    for p in g.players:
        if p.seat != seat and p.president >= 0:
            here[p.president].append(p.seat)
    return here


def placement_fee(g: State, seat: int, area: int, times: int = 1) -> int:
    """Yen ``seat`` pays for ``times`` assistants in ``area``: ¥1 per other president there,
    per assistant (5.2.5)."""
    return len(other_presidents(g, seat)[area]) * times


def _placeable(g: State, areas: range | tuple[int, ...], times: int,
               skip: tuple[int, ...]) -> list[int]:
    """Areas where ``times`` assistants can be placed and their fees paid (5.2.4, 5.2.5)."""
    seat = g.current
    yen = g.players[seat].yen
    others = other_presidents(g, seat)
    return [a for a in areas
            if a != g.canal and a not in skip and len(others[a]) * times <= yen]


def legal_placement_start(g: State) -> list[str]:
    """The first placement decision: Spread, Pair or no placement (5.2.1, 5.2.3)."""
    p = g.players[g.current]
    moves: list[str] = []
    if p.hand_assistants >= 1:
        moves += [f"place {g.pos[a]}" for a in _placeable(g, range(len(g.pos)), 1, ())]
    if p.hand_assistants >= 2:
        moves += [f"pair {g.pos[a]}" for a in _placeable(g, range(len(g.pos)), 2, ())]
    moves.append("done")
    return moves


def _place_one(g: State, area: int) -> None:
    """Place one assistant from hand, paying ¥1 to each other president's owner (5.2.6)."""
    p = g.players[g.current]
    for owner in other_presidents(g, p.seat)[area]:
        pay_player(g, p, owner, 1, "placement_fee")
    p.hand_assistants -= 1
    g.assistants[area][p.seat] += 1
    if g.record:
        g.log("place", seat=p.seat, area=g.pos[area])


def apply_placement_start(g: State, move: Move) -> None:
    if isinstance(move, Done):
        begin_movement(g)
        return
    assert isinstance(move, Place | Pair)
    area = g.index_of[move.area]
    if isinstance(move, Place):
        _place_one(g, area)
        _continue_spread(g, (area,))
    else:
        _place_one(g, area)
        _place_one(g, area)
        p = g.players[g.current]
        if "telegraph" in p.tech_names and p.hand_assistants and _telegraph_areas(g, area):
            g.stage = "telegraph"
            g.stage_data = (area,)
        else:
            begin_movement(g)


def _spread_max(g: State) -> int:
    p = g.players[g.current]
    spread: int = SPREAD_MAX_NEWSPAPER if "newspaper" in p.tech_names else SPREAD_MAX
    return spread


def _continue_spread(g: State, used: tuple[int, ...]) -> None:
    p = g.players[g.current]
    if (len(used) < _spread_max(g) and p.hand_assistants
            and _placeable(g, range(len(g.pos)), 1, used)):
        g.stage = "spread"
        g.stage_data = used
    else:
        begin_movement(g)


def legal_spread(g: State) -> list[str]:
    """Further Spread placements in areas not used yet this placement (5.2.1)."""
    used = g.stage_data
    return [f"place {g.pos[a]}" for a in _placeable(g, range(len(g.pos)), 1, used)] + ["done"]


def apply_spread(g: State, move: Move) -> None:
    if not isinstance(move, Place):
        begin_movement(g)
        return
    area = g.index_of[move.area]
    _place_one(g, area)
    _continue_spread(g, (*g.stage_data, area))


def _telegraph_areas(g: State, pair_area: int) -> list[int]:
    return _placeable(g, g.adj[pair_area], 1, ())


def legal_telegraph(g: State) -> list[str]:
    """Telegraph: one more assistant in an area adjacent to the pair (9.2.15)."""
    return [f"place {g.pos[a]}" for a in _telegraph_areas(g, g.stage_data[0])] + ["done"]


def apply_telegraph(g: State, move: Move) -> None:
    if isinstance(move, Place):
        _place_one(g, g.index_of[move.area])
    begin_movement(g)
