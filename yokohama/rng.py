"""A tiny deterministic generator (SplitMix64) whose whole state is one integer.

It gives the same numbers on every Python (CPython 3.11+, Pyodide), so a seed and a
move list always rebuild the same game. The state lives in the game state.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

from boardgame.splitmix import MASK64, below, next_u64

T = TypeVar("T")


class Rng:
    """SplitMix64 over a single 64-bit integer state."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64  # the seed is the state

    def next64(self) -> int:
        """Return the next 64-bit value."""
        self.state, value = next_u64(self.state)
        return value

    def below(self, n: int) -> int:
        """Return a uniform integer in ``range(n)`` (rejection sampling, no bias)."""
        self.state, value = below(self.state, n)
        return value

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates); every order is equally likely."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        """Return one element chosen uniformly."""
        return items[self.below(len(items))]
