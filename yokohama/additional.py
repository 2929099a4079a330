"""Additional actions of phases A and C (RULES 7, 8): agents, achievements, orders,
University and Spinning Mill; and the country check that hands out foreign agents."""

from __future__ import annotations

from . import components as C
from .moves import Claim, Deliver, Move, University
from .rewards import gain, pay_supply
from .state import Player, State

SILK = C.GOOD_INDEX["silk"]
PRODUCTION_KINDS = frozenset(k for k, v in C.AREA_KINDS.items() if v["category"] == "production")
COMMERCIAL_KINDS = frozenset(k for k, v in C.AREA_KINDS.items() if v["category"] == "commercial")


def legal_additional(g: State) -> list[str]:
    """Additional actions the current player may take now (7.1)."""
    p = g.players[g.current]
    seat = p.seat
    moves: list[str] = []
    if not p.agent_used and len(p.agents) > p.agents_used:  # 7.2.1, 7.2.2
        for area, counts in enumerate(g.assistants):
            if counts[seat] and p.president != area:
                moves.append(f"agent {g.pos[area]}")
    if p.hand_assistants:  # 7.3.2
        for ach in g.achievements:
            if seat not in g.claims[ach] and meets_achievement(g, p, ach):
                moves.append(f"claim {ach}")
    goods = p.goods
    for order in p.orders:  # 7.4.1
        need = C.ORDER_NEEDS[order]
        if (goods[0] >= need[0] and goods[1] >= need[1] and goods[2] >= need[2]
                and goods[3] >= need[3]):
            moves.append(f"deliver {order}")
    if ("university" in p.tech_names and not p.university_used and p.yen >= 1
            and p.wh_assistants):  # 9.2.14
        moves.append("university")
    if "spinning_mill" in p.tech_names and not p.spinning_used and goods[SILK]:  # 9.2.4
        moves.append("spinning mill")
    return moves


def apply_additional(g: State, move: Move) -> None:
    """Apply one additional action but an agent's (flow.py starts that action)."""
    p = g.players[g.current]
    if isinstance(move, Claim):
        claim_achievement(g, p, move.achievement)
    elif isinstance(move, Deliver):
        deliver_order(g, p, move.order)
    elif isinstance(move, University):
        pay_supply(g, p, "university", yen=1)
        p.university_used = True
        gain(g, p, (("assistant_from_warehouse", 1),), "university")
    else:  # spinning mill
        p.spinning_used = True
        p.goods[SILK] -= 1
        gain(g, p, (("yen", 2),), "spinning_mill")


# --- achievements (7.3) ------------------------------------------------------


def built_area_counts(g: State, seat: int) -> tuple[int, int]:
    """Production and commercial areas where ``seat`` owns a shop or trading house (7.3.6)."""
    production = commercial = 0
    for area, kind in enumerate(g.kind):
        if seat in g.shops[area] or g.house[area] == seat:
            if kind in PRODUCTION_KINDS:
                production += 1
            elif kind in COMMERCIAL_KINDS:
                commercial += 1
    return production, commercial


def meets_achievement(g: State, p: Player, ach: str) -> bool:
    """Whether ``p`` meets the condition of achievement ``ach`` now (7.3.4)."""
    cond = C.ACHIEVEMENTS[ach]["condition"]
    kind = cond["kind"]
    if kind == "hold":
        ((what, amount),) = cond["what"].items()
        held = p.yen if what == "yen" else p.goods[C.GOOD_INDEX[what]]
        return bool(held >= amount)
    if kind == "count":
        what = cond["what"]
        if what == "five_power_tokens_plus_foreign_agents":
            agents = len(p.agents)
            if not g.options["achievement_b_counts_used_agents"]:
                agents -= p.agents_used
            count = len(p.tokens) + agents
        elif what == "delivered_orders":
            count = len(p.delivered)
        else:
            count = len(p.techs)
        return bool(count >= cond["at_least"])
    production, commercial = built_area_counts(g, p.seat)
    return bool(production >= cond["production"] and commercial >= cond["commercial"])


def claim_achievement(g: State, p: Player, ach: str) -> None:
    """Put an assistant from hand on the tile; first claimant gains more (7.3.2, 7.3.3)."""
    info = C.ACHIEVEMENTS[ach]
    vp = info["vp_first"] if not g.claims[ach] else info["vp_later"]
    g.claims[ach].append(p.seat)
    p.achievements.append(ach)
    p.hand_assistants -= 1
    gain(g, p, (("vp", vp),), ach)


# --- orders and country check (7.4, 8.2) ------------------------------------


def deliver_order(g: State, p: Player, order: str) -> None:
    """Hand in the goods, display the card, take its reward, then Ball/School and check."""
    need = C.ORDER_NEEDS[order]
    for i in range(4):
        p.goods[i] -= need[i]
    p.orders.remove(order)
    p.delivered.append(order)
    if g.record:
        g.log("deliver", seat=p.seat, order=order)
    gain(g, p, C.ORDER_REWARD[order], order)
    if "ball" in p.tech_names:
        gain(g, p, (("vp", 2),), "ball")
    if "language_school" in p.tech_names:
        gain(g, p, (("yen", 1),), "language_school")
    country_check(g, p, C.CARD_COUNTRY[order])


def country_count(p: Player, country: str) -> int:
    """Delivered orders plus technology cards of ``country`` (8.2)."""
    return sum(1 for card in p.delivered if C.CARD_COUNTRY[card] == country) + sum(
        1 for card in p.techs if C.CARD_COUNTRY[card] == country
    )


def country_check(g: State, p: Player, country: str) -> None:
    """At exactly 2, 4 or 6 cards of a country take one of its agents if any is left (8.2)."""
    if country_count(p, country) in C.AGENT_AT_COUNTS and g.agent_supply[country] > 0:
        g.agent_supply[country] -= 1
        p.agents.append(country)
        if g.record:
            g.log("agent", seat=p.seat, country=country)
