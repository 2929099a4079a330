"""Final scoring and ranking (RULES 12, 13.3, 13.4)."""

from __future__ import annotations

from typing import Any

from . import components as C
from .state import DUMMY, NOBODY, State

PARTS = ("church", "customs", "technology", "countries", "leftovers")


def turn_order(g: State) -> list[int]:
    """Seats in turn order, start player first (3.5.2)."""
    return [(g.start_player + i) % g.n for i in range(g.n)]


def _award(ranked: list[int], vp: tuple[int, int], lone_both: bool) -> dict[int, int]:
    """VP for ranks 1 and 2; the dummy's rank is not awarded, nobody moves up (12.4.3, 12.4.4)."""
    awards: dict[int, int] = {}
    if len(ranked) == 1:
        if ranked[0] != DUMMY:
            awards[ranked[0]] = vp[0] + (vp[1] if lone_both else 0)
        return awards
    for rank, who in enumerate(ranked[:2]):
        if who != DUMMY:
            awards[who] = awards.get(who, 0) + vp[rank]
    return awards


def board_ranking(board: list[int]) -> list[int]:
    """Participants by assistants, ties to the rightmost assistant (12.4.1, 12.4.2)."""
    stats: dict[int, tuple[int, int]] = {}
    for index, occupant in enumerate(board):
        if occupant != NOBODY:
            count, _ = stats.get(occupant, (0, -1))
            stats[occupant] = (count + 1, index)
    return sorted(stats, key=lambda who: stats[who], reverse=True)


def technology_ranking(g: State) -> list[int]:
    """Participants by industry total, ties to turn order; the dummy at 7.5 (12.5)."""
    order = turn_order(g)
    totals: dict[int, float] = {}
    for seat in order:
        techs = g.players[seat].techs
        if techs:
            totals[seat] = sum(C.TECH_VALUE[c] for c in techs)
    if g.n == 2:
        totals[DUMMY] = C.DUMMY_TECH_TOTAL
    position = {seat: i for i, seat in enumerate(order)}
    position[DUMMY] = len(order)
    return sorted(totals, key=lambda who: (-totals[who], position[who]))


def country_set_vp(cards: list[str]) -> int:
    """Best split of country icons into sets of different countries (12.6.2, 12.6.3)."""
    counts = [0] * len(C.COUNTRIES)
    for card in cards:
        counts[C.COUNTRIES.index(C.CARD_COUNTRY[card])] += 1
    total = 0
    while any(counts):
        size = sum(1 for c in counts if c)
        total += C.SET_VP[size]
        counts = [c - 1 if c else 0 for c in counts]
    return total


def leftover_vp(g: State, seat: int) -> int:
    """Unused agents, imports, ¥2 and 3 goods each 1 VP; tokens per option (12.7)."""
    p = g.players[seat]
    unused_agents = len(p.agents) - p.agents_used
    vp: int = (unused_agents + p.imports + p.yen // 2 + sum(p.goods) // 3
               + len(p.tokens) * g.options["five_power_token_end_vp"])
    return vp


def final_scoring(g: State) -> None:
    """Score church, customs, technology, countries and leftovers in that order (12.1)."""
    lone_both = g.options["lone_majority"] == "first_and_second"
    church = _award(board_ranking(g.church), tuple(C.SCORING["church"]["vp"]), lone_both)
    customs = _award(board_ranking(g.customs), tuple(C.SCORING["customs"]["vp"]), lone_both)
    tech = _award(technology_ranking(g), tuple(C.SCORING["technology"]["vp"]), lone_both)
    breakdown: dict[int, dict[str, int]] = {}
    for p in g.players:
        parts = {
            "during_play": p.vp,
            "church": church.get(p.seat, 0),
            "customs": customs.get(p.seat, 0),
            "technology": tech.get(p.seat, 0),
            "countries": country_set_vp(p.delivered + p.techs),
            "leftovers": leftover_vp(g, p.seat),
        }
        parts["total"] = sum(parts.values())
        breakdown[p.seat] = parts
    for p in g.players:
        p.vp = breakdown[p.seat]["total"]
    g.final = {"breakdown": breakdown}


def ranking(g: State) -> list[int]:
    """All seats by VP, ties to the earlier seat in turn order (12.8.1)."""
    order = turn_order(g)
    position = {seat: i for i, seat in enumerate(order)}
    return sorted(order, key=lambda s: (-g.players[s].vp, position[s]))


def scores(g: State) -> dict[str, Any]:
    """Running VP per seat; once over, each final part and the total; and the ranking."""
    rows = []
    for p in g.players:
        row: dict[str, Any] = {"seat": p.seat, "name": p.name, "vp": p.vp}
        if g.final is not None:
            row["final"] = dict(g.final["breakdown"][p.seat])
        rows.append(row)
    order = ranking(g)
    return {
        "players": rows,
        "ranking": order,
        "winner": order[0] if g.final is not None else None,
        "over": g.final is not None,
    }
