"""Yokohama statistics of one replayed game: VP over the rounds, the final breakdown and a
few numbers per seat. Everything is plain JSON-able data derived from the engine's scores,
views and events while walking the replay once."""

from __future__ import annotations

from typing import Any

from boardgame.replay import Replay

from . import components as C
from .save_text import SAVE_FORMAT

#: Final-scoring parts in the order of RULES 12.1, after the VP scored during play.
BREAKDOWN_PARTS = ("during_play", "church", "customs", "technology", "countries", "leftovers")


def _seat_vp(game: Any) -> list[int]:
    """VP per seat as the engine reports it; once over, the VP scored during play."""
    rows = game.scores()["players"]
    if game.is_over:
        return [row["final"]["during_play"] for row in rows]
    return [row["vp"] for row in rows]


def _empty_numbers(countries: tuple[str, ...]) -> dict[str, Any]:
    return {
        "delivered_by_country": dict.fromkeys(countries, 0),
        "technologies": [],
        "yen_earned": 0,
        "yen_spent": 0,
        "church_assistants": 0,
        "customs_assistants": 0,
        "church_vp": 0,
        "customs_vp": 0,
        "agent_moves": 0,
    }


def replay_stats(replay: Replay) -> dict[str, Any]:
    """VP after every round, the final breakdown (finished games) and numbers per seat.

    ``vp_by_round``: ``rounds`` (x values, round 0 = the starting draft) and ``series``
    (per seat, the VP scored during play at the end of each round); ``final`` holds the
    totals after final scoring (None while the game runs). Money earned counts every yen
    received; money spent every yen paid (to the supply or to another player).
    """
    if replay.kind.save_format != SAVE_FORMAT:
        raise ValueError(f"not a Yokohama replay ({replay.kind.name})")
    n = replay.players
    rounds: list[int] = []
    series: list[list[int]] = [[] for _ in range(n)]
    numbers = [_empty_numbers(C.COUNTRIES) for _ in range(n)]
    last = len(replay)
    yen_before: list[int] = []
    final = None
    for step, game in replay.walk():
        yen = [p.yen for p in game.state.players]
        if step:
            _count_step(replay.events(step), yen, yen_before, numbers)
        yen_before = yen
        if step == last or replay.round_at(step + 1) != replay.round_at(step):
            rounds.append(replay.round_at(step))
            for seat, vp in enumerate(_seat_vp(game)):
                series[seat].append(vp)
        if step == last:
            final = game
    assert final is not None
    breakdown = None
    totals = None
    if final.is_over:
        rows = final.scores()["players"]
        breakdown = [{part: row["final"][part] for part in BREAKDOWN_PARTS} for row in rows]
        totals = [row["final"]["total"] for row in rows]
    view = final.view(None)
    for seat, info in enumerate(view["players_info"]):
        for card in info["delivered"]:
            numbers[seat]["delivered_by_country"][card["country"]] += 1
        numbers[seat]["technologies"] = [tech["name"] for tech in info["techs"]]
        if breakdown is not None:
            numbers[seat]["church_vp"] = breakdown[seat]["church"]
            numbers[seat]["customs_vp"] = breakdown[seat]["customs"]
    return {
        "game": "yokohama",
        "names": list(replay.names),
        "finished": final.is_over,
        "vp_by_round": {"rounds": rounds, "series": series, "final": totals},
        "breakdown_parts": list(BREAKDOWN_PARTS),
        "breakdown": breakdown,
        "seats": numbers,
    }


def _count_step(events: list[dict[str, Any]], yen: list[int], yen_before: list[int],
                numbers: list[dict[str, Any]]) -> None:
    """Add one move's events and money changes to the per-seat numbers."""
    spent = [0] * len(yen)
    for event in events:
        kind = event["type"]
        seat: Any = event.get("seat")
        if kind == "pay":
            spent[seat] += event.get("yen", 0)
        elif kind == "church":
            numbers[seat]["church_assistants"] += 1
        elif kind == "customs":
            numbers[seat]["customs_assistants"] += 1
        elif kind == "action" and event.get("agent"):
            numbers[seat]["agent_moves"] += 1
    for seat, after in enumerate(yen):
        # Every payment is an event; whatever else changed the purse was earned.
        numbers[seat]["yen_spent"] += spent[seat]
        numbers[seat]["yen_earned"] += after - yen_before[seat] + spent[seat]
