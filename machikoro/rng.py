"""A tiny splitmix64 generator on Python ints; its whole state is one int.

The state is stored in the game state (and in clones), so the same seed and moves give
the same dice on CPython and Pyodide. The ``random`` module is never used.
"""

from __future__ import annotations

from boardgame.splitmix import MASK64, below, next_u64

__all__ = ["MASK64", "Rng", "below", "derive", "next_u64", "seed_state"]


def seed_state(seed: int) -> int:
    """Return the generator state for an integer seed (any size or sign)."""
    # Machi Koro mixes the seed before the shared SplitMix64 steps (Yokohama uses it as is);
    # unifying the seeding would change every seeded dice stream, saves and golden games.
    return (seed * 0x2545F4914F6CDD1D + 0x1234567) & MASK64


def derive(seed: int, *salt: int) -> int:
    """Return a new seed mixed from ``seed`` and salt values (for independent streams)."""
    state = seed_state(seed)
    for s in salt:
        state, z = next_u64(state ^ (s & MASK64))
        state ^= z
    return state


class Rng:
    """A small stand-alone generator object for bots and tools (not for the game dice)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed_state(seed)

    def below(self, n: int) -> int:
        """Return a uniform int in ``range(n)``."""
        self.state, v = below(self.state, n)
        return v

    def random(self) -> float:
        """Return a float in [0, 1)."""
        self.state, z = next_u64(self.state)
        return (z >> 11) / float(1 << 53)

    def choice(self, seq: list[str]) -> str:
        """Return one element of a non-empty list."""
        return seq[self.below(len(seq))]
