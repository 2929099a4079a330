"""A tiny splitmix64 generator on Python ints; its whole state is one int.

The state is stored in the game state (and in clones), so the same seed and moves give
the same dice on CPython and Pyodide. The ``random`` module is never used.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Return the generator state for an integer seed (any size or sign)."""
    return (seed * 0x2545F4914F6CDD1D + 0x1234567) & MASK64


def next_u64(state: int) -> tuple[int, int]:
    """Return ``(new_state, output)``: one splitmix64 step."""
    state = (state + _GOLDEN) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, value)`` with value uniform in ``range(n)`` (rejection sampling)."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, z = next_u64(state)
        if z < limit:
            return state, z % n


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
