"""The normal bot: plans whole turns (planning.py) and plays the best completed turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .candidates import Think
from .planning import plan_scores

if TYPE_CHECKING:
    from ..game import Game


def think_normal(game: Game, seat: int, seed: int) -> Think[str]:
    """Normal: the move whose greedily completed turn evaluates best."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    g = game.determinized(seat, seed)
    g.state.record = False
    scores = yield from plan_scores(g, seat)
    return scores[0][1]
