"""Computer-seat helpers every game can use (pure): a seeded random fallback move, and the
"thinker" interface the binding runs in slices (``step(slice_ms) -> finished``, ``result()``).
"""

from __future__ import annotations

import random

#: The levels that think long: in the thinking worker once it is ready (``dom_worker``); the
#: others always think on the page.
WORKER_LEVELS = ("hard", "expert")


def random_move(game, seat: int, seed: int) -> str:
    """A seeded random legal move that prefers real moves over ``done`` most of the time (so
    games move forward)."""
    legal = list(game.legal_moves())
    if not legal:
        raise ValueError("no legal move")
    rng = random.Random(f"{seed}:{seat}:{len(game.moves)}")
    real = [m for m in legal if m != "done"]
    if real and (len(real) == len(legal) or rng.random() < 0.75):
        return rng.choice(real)
    return "done" if "done" in legal else rng.choice(legal)


class Done:
    """A thinker whose answer is already known."""

    def __init__(self, move: str):
        self._move = move

    def step(self, slice_ms: float = 10.0) -> bool:
        return True

    def result(self) -> str:
        return self._move
