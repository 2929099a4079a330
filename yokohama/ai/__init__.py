"""Computer opponents for Yokohama: ``easy``, ``normal``, ``hard`` and ``expert``.

>>> import yokohama
>>> from yokohama.ai import choose_move
>>> game = yokohama.new_game(2, seed=1)
>>> choose_move(game, game.current_player, "easy", seed=3) in game.legal_moves()
True

A bot decides only from what its seat may see: it thinks on ``game.determinized(seat,
seed)`` clones, never on the real game, and never changes the real game. Everything is
deterministic given the seed (and, for ``hard``, the budget). ``Thinker`` runs the same
thinking in slices of a few milliseconds so that a browser page never freezes::

    thinker = Thinker(game, seat, "hard", seed)
    while not thinker.step(12):        # at most ~12 ms (+ one small unit of work)
        await asyncio.sleep(0)         # let the page breathe
    game.play(thinker.result())

Do not change ``game`` while a ``Thinker`` on it is unfinished.

Levels: ``easy`` one-step greedy with some randomness (``easy.py``); ``normal`` plans the
whole turn (``planner.py``); ``hard`` searches the turn deeper (``mcts.py``); ``expert``
plans the turn with tuned weights, then looks ahead over sampled worlds to the others' turns
and its own next turn (``expert.py``, weights in ``data/expert.json``). A thinker may announce
its best move so far (``Thinker.best()``), which a page plays on "move now". Evaluation:
``evaluate.py``. Tools: ``python -m yokohama.ai.arena``, ``python -m yokohama.ai.timing``,
``bench/tune_expert.py`` (the expert's weights by self-play).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from boardgame.hints import Hint
from boardgame.thinking import SlicedThinker, check_request, run

from .easy import think_easy
from .expert import EXPERT_BUDGET, think_expert
from .hint import hint_for
from .mcts import DEFAULT_BUDGET_MS, think_hard
from .planner import think_normal

if TYPE_CHECKING:
    from ..game import Game

LEVELS = ("easy", "normal", "hard", "expert")


def hint(game: Game, seat: int, seed: int = 0) -> Hint:
    """The normal level's move for ``seat`` (who decides now) and why; always legal."""
    return hint_for(game, seat, choose_move(game, seat, "normal", seed), seed)


__all__ = ["DEFAULT_BUDGET_MS", "EXPERT_BUDGET", "LEVELS", "Thinker", "choose_move", "hint"]


def _thinking(game: Game, seat: int, level: str, seed: int,
              budget_ms: float | None) -> Generator[str | None, None, str]:
    check_request(game, seat, level, LEVELS)
    if level == "easy":
        return think_easy(game, seat, seed)
    if level == "normal":
        return think_normal(game, seat, seed)
    if level == "expert":
        return think_expert(game, seat, seed, EXPERT_BUDGET if budget_ms is None
                            else budget_ms)
    return think_hard(game, seat, seed, DEFAULT_BUDGET_MS if budget_ms is None else budget_ms)


def choose_move(game: Game, seat: int, level: str, seed: int,
                budget_ms: float | None = None) -> str:
    """Return the move ``level`` plays for ``seat`` (one of ``game.legal_moves()``).

    ``budget_ms`` only matters for ``hard`` and ``expert``: it sets the search widths and the
    number of simulations or worlds (for hard about that many milliseconds of CPython work;
    for the expert see ``expert.EFFORTS``), so the result stays reproducible.
    """
    return run(_thinking(game, seat, level, seed, budget_ms))


class Thinker(SlicedThinker):
    """Sliceable thinking: call ``step(slice_ms)`` until it returns True, then ``result()``.

    Gives the same move as ``choose_move`` with the same arguments, however it is sliced.
    """

    def __init__(self, game: Game, seat: int, level: str, seed: int,
                 budget_ms: float | None = None) -> None:
        super().__init__(_thinking(game, seat, level, seed, budget_ms))
