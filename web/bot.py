"""Computer seats: ``choose_move(game, seat, level, seed)``.

Uses ``yokohama.ai`` (levels easy/normal/hard) when the engine ships it; otherwise a seeded
random choice that prefers real moves over ``done`` most of the time (so games move forward).
``yokohama.ai`` is imported on first use, not at page start (it is not needed to draw).
"""

from __future__ import annotations

import random

_ENGINE: dict = {}


def _engine_ai():
    if "ai" not in _ENGINE:
        try:
            import yokohama.ai as ai  # type: ignore[import-not-found]
        except Exception:  # any import problem means: use the fallback
            ai = None
        _ENGINE["ai"] = ai
    return _ENGINE["ai"]


def random_move(game, seat: int, seed: int) -> str:
    legal = list(game.legal_moves())
    if not legal:
        raise ValueError("no legal move")
    rng = random.Random(f"{seed}:{seat}:{len(game.moves)}")
    real = [m for m in legal if m != "done"]
    if real and (len(real) == len(legal) or rng.random() < 0.75):
        return rng.choice(real)
    return "done" if "done" in legal else rng.choice(legal)


def choose_move(game, seat: int, level: str = "normal", seed: int = 0) -> str:
    """The move the computer plays for ``seat``; always one of ``game.legal_moves()``."""
    ai = _engine_ai()
    if ai is not None and hasattr(ai, "choose_move"):
        try:
            move = ai.choose_move(game, seat, level, seed)
            if move in game.legal_moves():
                return move
        except Exception:  # a failing engine AI must not stop the game
            pass
    return random_move(game, seat, seed)


class _Done:
    """A 'thinker' whose answer is already known (the random fallback)."""

    def __init__(self, move: str):
        self._move = move

    def step(self, slice_ms: float = 10.0) -> bool:
        return True

    def result(self) -> str:
        return self._move


def thinker(game, seat: int, level: str = "normal", seed: int = 0):
    """An object with ``step(slice_ms) -> finished`` and ``result()``; the binding runs it in
    slices of a few milliseconds, yielding to the browser in between."""
    ai = _engine_ai()
    if ai is not None and hasattr(ai, "Thinker"):
        try:
            return ai.Thinker(game, seat, level, seed)
        except Exception:  # fall back to a direct choice
            pass
    return _Done(choose_move(game, seat, level, seed))
