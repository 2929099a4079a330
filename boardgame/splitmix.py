"""SplitMix64 on plain Python ints: the one generator step both games draw from.

The whole generator state is one 64-bit int, so it lives in the game state, clones and
saves, and gives the same numbers on CPython and Pyodide. Each game seeds it its own way
(see its ``rng.py``); the steps below are shared.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def next_u64(state: int) -> tuple[int, int]:
    """Return ``(new_state, output)``: one SplitMix64 step."""
    state = (state + GOLDEN) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, value)`` with value uniform in ``range(n)`` (rejection sampling)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, z = next_u64(state)
        if z < limit:
            return state, z % n
