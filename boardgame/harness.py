"""Random playouts with invariant checks, for any game with the engines' public API.

A game object needs ``is_over``, ``legal_moves()`` and ``play(move)``. The caller brings
its own move picker (so each game keeps its own seeded stream) and its invariant checks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar


class Playable(Protocol):
    """What a playout needs of a game."""

    @property
    def is_over(self) -> bool: ...

    def legal_moves(self) -> list[str]: ...

    def play(self, move: str) -> Any: ...


G = TypeVar("G", bound=Playable)
Before = Callable[[Any, str, int], None]  # (game, move about to be played, moves so far)
After = Callable[[Any, int], None]  # (game, moves played so far)


class PlayoutError(AssertionError):
    """A playout broke a harness rule: no legal move, a move after the end, no end."""


def play_random(game: G, pick: Callable[[list[str]], str], max_moves: int,
                before: Before | None = None, after: After | None = None) -> G:
    """Play ``game`` to its end with ``pick(legal_moves)`` moves; call ``before`` ahead of and
    ``after`` behind every move (invariant checks raise); return the finished game."""
    steps = 0
    while not game.is_over:
        if steps >= max_moves:
            raise PlayoutError(f"game did not end within {max_moves} moves")
        moves = game.legal_moves()
        if not moves:
            raise PlayoutError("no legal move although the game is not over")
        move = pick(moves)
        if before is not None:
            before(game, move, steps)
        game.play(move)
        steps += 1
        if after is not None:
            after(game, steps)
    if game.legal_moves():
        raise PlayoutError("legal moves remain after the end")
    return game
