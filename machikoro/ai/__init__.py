"""Bots for Machi Koro behind one function, ``choose_move(game, seat, level, seed)``.

Levels: ``random`` (uniform), ``easy`` (greedy with noise), ``normal`` (expected-value
heuristic), ``hard`` (Monte Carlo search over clones with their own dice generator).
A bot only returns moves from ``game.legal_moves()``, is deterministic given ``seed`` and
never changes ``game`` or its dice generator.

>>> import machikoro
>>> from machikoro.ai import choose_move
>>> g = machikoro.new_game(players=2, seed=3)
>>> choose_move(g, 0, "normal", seed=1)
'roll 1'
"""

from __future__ import annotations

from ..game import Game
from ..rng import Rng, derive
from .bots import easy_move, normal_move, random_move
from .search import hard_move

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")

_BOTS = {"random": random_move, "easy": easy_move, "normal": normal_move, "hard": hard_move}


def choose_move(game: Game, seat: int, level: str = "normal", seed: int = 0) -> str:
    """Return the move the bot of ``level`` plays for ``seat`` (who must decide now)."""
    if level not in _BOTS:
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
    if game.is_over:
        raise ValueError("the game is over")
    if seat != game.current_player:
        raise ValueError(f"seat {seat} does not decide now (seat {game.current_player} does)")
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    rng = Rng(derive(seed, len(game.moves), seat))
    move = _BOTS[level](game, rng)
    assert move in legal, f"bot {level} chose an illegal move {move!r}"
    return move


__all__ = ["LEVELS", "choose_move"]
