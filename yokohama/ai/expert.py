"""The expert bot (work in progress: for now the hard search with a bigger budget)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .candidates import Think
from .mcts import think_hard

if TYPE_CHECKING:
    from ..game import Game

EXPERT_BUDGET = 3000.0


def think_expert(game: Game, seat: int, seed: int, budget: float) -> Think[str]:
    """Expert: the best move found within ``budget`` units of work."""
    move = yield from think_hard(game, seat, seed, budget)
    return move
