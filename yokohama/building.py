"""Steps 4-6 of an action: five-power bonus, building, recovery (RULES 5.5-5.7)."""

from __future__ import annotations

from . import components as C
from .endgame import trigger_end
from .moves import Bonus, BuildHouse, BuildShop, Leave, Move
from .rewards import gain
from .state import NOBODY, State


def after_action(g: State) -> None:
    """Go on after the area action: bonus, then building, then recovery."""
    if g.act_power >= C.FIVE_POWER_AT and g.token[g.act_area] is not None:
        g.stage = "bonus"
        g.stage_data = ()
        return
    _to_build(g)


def legal_bonus(g: State) -> list[str]:
    """Take the five-power token, or not (5.5.1)."""
    return ["bonus", "done"]


def apply_bonus(g: State, move: Move) -> None:
    if isinstance(move, Bonus):
        p = g.players[g.current]
        token = g.token[g.act_area]
        assert token is not None
        g.token[g.act_area] = None
        p.tokens.append(token)
        gain(g, p, C.TOKENS[token], "five_power_token")
    _to_build(g)


def _buildable(g: State) -> list[str]:
    p = g.players[g.current]
    area = g.act_area
    shops = g.shops[area]
    moves: list[str] = []
    if p.hand_shops and p.seat not in shops:  # 5.6.2
        moves += [str(BuildShop(i + 1)) for i, owner in enumerate(shops) if owner == NOBODY]
    if p.hand_houses and g.house[area] == NOBODY:  # 5.6.3
        moves.append("build house")
    return moves


def _to_build(g: State) -> None:
    if g.act_power >= C.BUILD_MIN_POWER and g.tile[g.act_area] is not None and _buildable(g):
        g.stage = "build"
        g.stage_data = ()
        return
    _to_recovery(g)


def legal_build(g: State) -> list[str]:
    """One shop on a free space or the trading house, or nothing (5.6)."""
    return [*_buildable(g), "done"]


def apply_build(g: State, move: Move) -> None:
    if isinstance(move, BuildShop | BuildHouse):
        p = g.players[g.current]
        area = g.act_area
        tile = g.tile[area]
        assert tile is not None
        if isinstance(move, BuildShop):
            space = move.space - 1
            g.shops[area][space] = p.seat
            p.hand_shops -= 1
            if g.record:
                g.log("build", seat=p.seat, area=g.pos[area], piece="shop", space=space + 1)
            gain(g, p, C.TILE_SHOP_REWARDS[tile][space], "shop_space")
            if "gas_lamp" in p.tech_names:
                gain(g, p, (("vp", 2),), "gas_lamp")
            if p.hand_shops + p.wh_shops == 0:  # 5.6.6, 11.1
                trigger_end(g, "all_shops")
        else:
            g.house[area] = p.seat
            p.hand_houses -= 1
            if g.record:
                g.log("build", seat=p.seat, area=g.pos[area], piece="house")
            gain(g, p, C.TILE_HOUSE_REWARD[tile], "trading_house_space")
            if "electric_light" in p.tech_names:
                gain(g, p, (("vp", 3),), "electric_light")
            if p.hand_houses + p.wh_houses == 0:
                trigger_end(g, "all_houses")
    _to_recovery(g)


def _to_recovery(g: State) -> None:
    p = g.players[g.current]
    if "telephone" in p.tech_names and g.assistants[g.act_area][p.seat]:
        g.stage = "recovery"
        g.stage_data = ()
        return
    _recover(g, leave=0)


def legal_recovery(g: State) -> list[str]:
    """With Telephone: leave one assistant in the acting area, or recover all (5.7.2)."""
    return ["leave 1", "done"]


def apply_recovery(g: State, move: Move) -> None:
    _recover(g, leave=1 if isinstance(move, Leave) else 0)


def _recover(g: State, leave: int) -> None:
    """All own assistants of the acting area back to hand, but ``leave`` (5.7.1)."""
    p = g.players[g.current]
    counts = g.assistants[g.act_area]
    back = counts[p.seat] - leave
    counts[p.seat] = leave
    p.hand_assistants += back
    g.stage = g.act_return
    g.stage_data = ()
    g.act_area = -1
    g.act_power = 0
    g.act_agent = False
