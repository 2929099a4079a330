"""``game.position()``: the whole state as a position, the inverse of ``from_position``.

``from_position(game.position())`` continues exactly like ``game``: same state (fingerprint),
same legal moves, same dice and the same future with the same moves, at any step of a turn.
"""

from __future__ import annotations

from typing import Any

from .components import BUILDINGS, LANDMARKS, NB, NL
from .state import PHASE_NAMES, ROLL, PlayedGame


def position_of(game: PlayedGame) -> dict[str, Any]:
    """Return the position dict of ``game`` now (docs/machikoro.md, "Positions")."""
    s = game.state
    players = [{"name": game.names[p], "coins": s.coins[p],
                "buildings": {BUILDINGS[b]: s.city[p][b] for b in range(NB) if s.city[p][b]},
                "landmarks": [LANDMARKS[i] for i in range(NL) if s.marks[p] >> i & 1]}
               for p in range(s.n)]
    shown = "last_roll" if s.phase == ROLL else "rolled"  # the roll step shows the last roll
    return {
        "players": players,
        "supply": {BUILDINGS[b]: s.supply[b] for b in range(NB)},
        "current_player": s.turn,
        "seed": game.setup.get("seed", 0),
        "rng": s.rng,
        "dice": list(s.queue),
        "dice_used": s.qpos,
        "phase": PHASE_NAMES[s.phase],
        shown: list(s.dice),
        "rerolled": s.rerolled,
        "extra": s.extra,
        "turn_number": s.turn_no,
    }
