"""Time per decision of each level: ``python -m yokohama.ai.timing [--games 2]``.

Plays games where seat 0 is the measured level and the other seats are ``easy`` (untimed),
with 2, 3 and 4 players, and prints median, p95 and max per decision. Trivial decisions (a
single legal move) are counted separately.
"""

from __future__ import annotations

from boardgame.timing import seat0_times, timing_main

from ..start import new_game
from . import LEVELS, choose_move


def decision_times(level: str, players: int, seed: int,
                   budget_ms: float | None = None) -> tuple[list[float], int]:
    """Seconds per non-trivial decision of ``level`` at seat 0, and the trivial count."""
    game = new_game(players, seed)
    game.state.record = False
    return seat0_times(game, choose_move, level, "easy", lambda step: seed * 7 + step, budget_ms)


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and print the timing table."""
    timing_main("python -m yokohama.ai.timing", LEVELS, "easy", decision_times, argv)


if __name__ == "__main__":
    main()
