"""Public views: ``view(game, seat)`` and ``scores(game)``.

Machi Koro is fully open (RULES 1.4, 1.4.1), so every seat sees the same facts; the seat
only decides whether ``legal_moves`` is filled in.
"""

from __future__ import annotations

from typing import Any

from .components import (
    BUILDINGS,
    CARD_NAMES,
    COLOUR,
    COST,
    L_COST,
    LANDMARKS,
    NB,
    NL,
    REROLL_BIT,
    TWO_DICE_BIT,
)
from .state import BUILD, OVER, PHASE_NAMES, REROLL, ROLL, SWAP, TARGET, PlayedGame


def _pending(game: PlayedGame) -> dict[str, Any] | None:
    s = game.state
    r = s.turn
    if s.phase == OVER:
        return None
    out: dict[str, Any] = {"kind": PHASE_NAMES[s.phase], "player": r}
    if s.phase == ROLL:
        out["max_dice"] = 2 if s.marks[r] & TWO_DICE_BIT else 1
        out["reroll"] = s.rerolled
    elif s.phase == REROLL:
        out["dice"] = list(s.dice)
    elif s.phase == TARGET:
        out["candidates"] = [p for p in range(s.n) if p != r]
    elif s.phase == SWAP:
        out["options"] = len(game.legal_moves()) - 1
    elif s.phase == BUILD:
        out["coins"] = s.coins[r]
    return out


def view(game: PlayedGame, seat: int | None = None) -> dict[str, Any]:
    """Return a JSON-able dict of everything ``seat`` may see (all of it is public).

    >>> import machikoro
    >>> v = machikoro.new_game(players=2, seed=1).view(0)
    >>> v["phase"], v["players"][0]["coins"], v["legal_moves"]
    ('roll', 3, ['roll 1'])
    """
    s = game.state
    if seat is not None and (not isinstance(seat, int) or not 0 <= seat < s.n):
        raise ValueError(f"seat must be None or 0-{s.n - 1}, got {seat!r}")
    players = []
    for p in range(s.n):
        players.append({
            "seat": p,
            "name": game.names[p],
            "coins": s.coins[p],
            "buildings": {BUILDINGS[b]: s.city[p][b] for b in range(NB) if s.city[p][b]},
            "landmarks": {LANDMARKS[i]: bool(s.marks[p] >> i & 1) for i in range(NL)},
            "landmarks_completed": s.landmark_count(p),
            "can_roll_two": bool(s.marks[p] & TWO_DICE_BIT),
            "has_radio_tower": bool(s.marks[p] & REROLL_BIT),
        })
    decides = game.current_player
    return {
        "game": "machikoro",
        "seat": seat,
        "names": list(game.names),
        "players": players,
        "supply": {BUILDINGS[b]: s.supply[b] for b in range(NB)},
        "card_info": {
            **{BUILDINGS[b]: {"name": CARD_NAMES[BUILDINGS[b]], "colour": COLOUR[b],
                              "cost": COST[b]} for b in range(NB)},
            **{LANDMARKS[i]: {"name": CARD_NAMES[LANDMARKS[i]], "colour": "landmark",
                              "cost": L_COST[i]} for i in range(NL)},
        },
        "turn": s.turn,
        "turn_number": s.turn_no,
        "current_player": decides,
        "phase": PHASE_NAMES[s.phase],
        "pending": _pending(game),
        "dice": list(s.dice),
        "roll": sum(s.dice) if s.dice else None,
        "rerolled": s.rerolled,
        "extra_turn": s.extra,
        "is_over": game.is_over,
        "winner": s.winner,
        "legal_moves": game.legal_moves() if seat is not None and seat == decides else [],
        "last_events": [dict(e) for e in s.events],
    }


def scores(game: PlayedGame) -> dict[str, Any]:
    """Return per-seat progress, a ranking and the winner.

    There is no scoring in Machi Koro (RULES 9.2); the ranking puts the winner first and
    orders the rest by landmarks completed, landmark coins spent, coins, then seat.
    """
    s = game.state
    seats: list[dict[str, Any]] = []
    for p in range(s.n):
        done = [LANDMARKS[i] for i in range(NL) if s.marks[p] >> i & 1]
        seats.append({
            "seat": p,
            "name": game.names[p],
            "coins": s.coins[p],
            "landmarks": done,
            "landmarks_completed": len(done),
            "landmark_value": sum(L_COST[i] for i in range(NL) if s.marks[p] >> i & 1),
            "buildings": sum(s.city[p]),
            "winner": s.winner == p,
        })
    ranking = sorted(
        range(s.n),
        key=lambda p: (s.winner != p, -seats[p]["landmarks_completed"],
                       -seats[p]["landmark_value"], -s.coins[p], p),
    )
    for rank, p in enumerate(ranking, 1):
        seats[p]["rank"] = rank
    return {"players": seats, "ranking": ranking, "winner": s.winner,
            "is_over": game.is_over}
