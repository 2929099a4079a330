"""Bots for Machi Koro behind one function, ``choose_move(game, seat, level, seed)``.

Levels: ``random`` (uniform), ``easy`` (rounds-to-win greedy with noise), ``normal``
(expected-value heuristic), ``hard`` (whole-game Monte Carlo playouts on clones with their
own dice generator, see ``search.py``), ``expert`` (exact expectations, a look-ahead at the
next opponent's purchase, playouts among its best few builds, see ``expert.py``).
``Thinker`` runs the same thinking in slices so a browser page never freezes (same shape as
``yokohama.ai.Thinker``).
A bot only returns moves from ``game.legal_moves()``, is deterministic given ``seed`` and
never changes ``game`` or its dice generator.

>>> import machikoro
>>> from machikoro.ai import choose_move
>>> g = machikoro.new_game(players=2, seed=3)
>>> choose_move(g, 0, "normal", seed=1)
'roll 1'
"""

from __future__ import annotations

from collections.abc import Generator

from boardgame.hints import Hint
from boardgame.thinking import SlicedThinker, check_request, run

from ..game import Game
from ..rng import Rng, derive
from .bots import easy_move, normal_move, random_move
from .expert import PLAYOUTS as EXPERT_PLAYOUTS
from .expert import think_expert
from .hint import hint_for
from .search import PLAYOUTS, think_hard

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard", "expert")

_BOTS = {"random": random_move, "easy": easy_move, "normal": normal_move}

#: ``budget_ms`` the default hard budget stands for (``PLAYOUTS`` playouts, about this many
#: milliseconds of CPython work at its slowest, early in a 2-player game).
DEFAULT_BUDGET_MS = 400.0


def _playouts(budget_ms: float | None, full: int = PLAYOUTS) -> int:
    if budget_ms is None:
        return full
    return max(16, round(full * budget_ms / DEFAULT_BUDGET_MS))


def _thinking(game: Game, seat: int, level: str, seed: int,
              budget_ms: float | None) -> Generator[str | None, None, str]:
    """Check the request and return the generator that makes the decision."""
    check_request(game, seat, level, LEVELS)
    return _decide(game, level, seed, budget_ms)


def _decide(game: Game, level: str, seed: int,
            budget_ms: float | None) -> Generator[str | None, None, str]:
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    rng = Rng(derive(seed, len(game.moves), game.state.turn))
    if level == "hard":
        move = yield from think_hard(game, rng, _playouts(budget_ms))
    elif level == "expert":
        move = yield from think_expert(game, rng, _playouts(budget_ms, EXPERT_PLAYOUTS))
    else:
        move = _BOTS[level](game, rng)
    assert move in legal, f"bot {level} chose an illegal move {move!r}"
    return move


def choose_move(game: Game, seat: int, level: str = "normal", seed: int = 0,
                budget_ms: float | None = None) -> str:
    """Return the move the bot of ``level`` plays for ``seat`` (who must decide now).

    ``budget_ms`` only matters for ``hard`` and ``expert``: it scales the number of playouts
    (about that many milliseconds of CPython work), so the result stays reproducible.
    """
    return run(_thinking(game, seat, level, seed, budget_ms))


class Thinker(SlicedThinker):
    """Sliceable thinking: call ``step(slice_ms)`` until it returns True, then ``result()``.

    Gives the same move as ``choose_move`` with the same arguments, however it is sliced.
    """

    def __init__(self, game: Game, seat: int, level: str, seed: int,
                 budget_ms: float | None = None) -> None:
        super().__init__(_thinking(game, seat, level, seed, budget_ms))


def hint(game: Game, seat: int, seed: int = 0) -> Hint:
    """The normal level's move for ``seat`` (who decides now) and why; always legal."""
    return hint_for(game, choose_move(game, seat, "normal", seed))


__all__ = ["DEFAULT_BUDGET_MS", "LEVELS", "Thinker", "choose_move", "hint"]
