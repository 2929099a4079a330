"""The easy bot: plays the one-step best move, with some randomness."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rng import Rng
from .candidates import Think, candidates, ranked

if TYPE_CHECKING:
    from ..game import Game


def think_easy(game: Game, seat: int, seed: int) -> Think[str]:
    """Easy: one-step greedy on the evaluation, sometimes a near-best or random move."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    rng = Rng(seed ^ 0xEA5)
    g = game.determinized(seat, seed)
    g.state.record = False
    moves = candidates(g)
    scores = yield from ranked(g, seat, moves, opp_weight=0.0)
    roll = rng.below(100)
    if roll < 8:
        return moves[rng.below(len(moves))]
    if roll < 30 and len(scores) > 1:
        close = [m for s, m in scores[:3] if s >= scores[0][0] - 1.5]
        return close[rng.below(len(close))]
    return scores[0][1]
