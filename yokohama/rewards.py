"""Receiving rewards and paying costs (RULES 2.15, 9.2.3, 14.1, 14.5)."""

from __future__ import annotations

from .components import GOOD_INDEX, Reward
from .state import Player, State

COPPER = GOOD_INDEX["copper"]


def gain(g: State, p: Player, reward: Reward, reason: str) -> None:
    """Give ``reward`` to ``p`` as one gain event (Mining Technology applies once, 9.2.3)."""
    copper_before = p.goods[COPPER]
    for key, amount in reward:
        if key == "vp":
            p.vp += amount
        elif key == "yen":
            p.yen += amount
        elif key == "import":
            p.imports += amount
        elif key == "assistant_from_warehouse":
            moved = min(amount, p.wh_assistants)  # RULES 2.15.2: the rest is lost
            p.wh_assistants -= moved
            p.hand_assistants += moved
        elif key == "shop_from_warehouse":
            moved = min(amount, p.wh_shops)
            p.wh_shops -= moved
            p.hand_shops += moved
        else:
            p.goods[GOOD_INDEX[key]] += amount
    if g.record:
        g.log("gain", seat=p.seat, what=dict(reward), reason=reason)
    if p.goods[COPPER] > copper_before:
        mining_bonus(g, p)


def mining_bonus(g: State, p: Player) -> None:
    """Mining Technology: one extra copper for a gain event that gave copper (9.2.3)."""
    if "mining_technology" in p.tech_names:
        p.goods[COPPER] += 1
        if g.record:
            g.log("gain", seat=p.seat, what={"copper": 1}, reason="mining_technology")


def pay_player(g: State, payer: Player, payee: int, yen: int, reason: str) -> None:
    """Move money from one player to another (fees, RULES 14.5)."""
    payer.yen -= yen
    g.players[payee].yen += yen
    if g.record:
        g.log("pay", seat=payer.seat, to=payee, yen=yen, reason=reason)


def pay_supply(g: State, payer: Player, reason: str, yen: int = 0, imports: int = 0) -> None:
    """Pay money and/or imports to the supply."""
    payer.yen -= yen
    payer.imports -= imports
    if g.record and (yen or imports):
        g.log("pay", seat=payer.seat, to=None, yen=yen, imports=imports, reason=reason)
