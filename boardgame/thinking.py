"""Thinking as a generator that yields between small units of work.

A bot's search is written as a generator that ``yield``s often and returns its move. ``run``
drives it to the end at once; ``SlicedThinker`` drives it a few milliseconds at a time so a
browser page can breathe between slices (``await asyncio.sleep(0)``). Both give the same move.

A generator may ``yield`` a move text instead of ``None``: the best move it has found so far.
``SlicedThinker.best()`` returns the latest one, so a page can say "move now" and play it.
"""

from __future__ import annotations

import time
from collections.abc import Generator
from typing import Any, TypeVar

T = TypeVar("T")


def check_request(game: Any, seat: int, level: str, levels: tuple[str, ...]) -> None:
    """Raise ValueError unless ``level`` is known and ``seat`` decides now in a running game."""
    if level not in levels:
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(levels)}")
    if game.is_over:
        raise ValueError("the game is over")
    if seat != game.current_player:
        raise ValueError(f"seat {seat} does not decide now (seat {game.current_player} does)")


def run(gen: Generator[Any, None, T]) -> T:
    """Drive a thinking generator to its end and return its result."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            result: T = stop.value
            return result


class SlicedThinker:
    """Call ``step(slice_ms)`` until it returns True, then ``result()``."""

    def __init__(self, gen: Generator[str | None, None, str]) -> None:
        self._gen = gen
        self._result: str | None = None
        self._best: str | None = None

    @property
    def done(self) -> bool:
        """True once the decision is made."""
        return self._result is not None

    def step(self, slice_ms: float = 10.0) -> bool:
        """Think for about ``slice_ms`` milliseconds; return True when finished."""
        if self._result is not None:
            return True
        end = time.perf_counter() + slice_ms / 1000.0
        while True:
            try:
                found = next(self._gen)
            except StopIteration as stop:
                self._result = stop.value
                return True
            if found is not None:
                self._best = found
            if time.perf_counter() >= end:
                return False

    def best(self) -> str | None:
        """The move played now if asked to stop: the result once finished, else the best
        move the search has announced so far (None if it has announced none yet)."""
        return self._result if self._result is not None else self._best

    def result(self) -> str:
        """The chosen move (only after ``step`` returned True)."""
        if self._result is None:
            raise RuntimeError("still thinking: call step() until it returns True")
        return self._result
