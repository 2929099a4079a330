"""Time per decision of each level: ``python -m machikoro.ai.timing [--games 2]``.

Plays games where seat 0 is the measured level and the other seats are ``normal``, with
2, 3 and 4 players, and prints median, p95 and max per non-trivial decision (decisions
with a single legal move are counted separately). Times are the process's CPU time
(``time.process_time``): the CPython work of a decision, the same as the wall time on an
idle machine, and not inflated when other programs share the cores.
"""

from __future__ import annotations

import time

from boardgame.timing import timing_main

from ..rng import derive
from ..start import new_game
from . import LEVELS, choose_move


def decision_times(level: str, players: int, seed: int,
                   budget_ms: float | None = None) -> tuple[list[float], int]:
    """CPU seconds per non-trivial decision of ``level`` at seat 0, and the trivial count."""
    game = new_game(players=players, seed=seed)
    times: list[float] = []
    trivial = 0
    step = 0
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        if seat == 0:
            start = time.process_time()
            move = choose_move(game, seat, level, derive(seed, step), budget_ms)
            elapsed = time.process_time() - start
            if len(game.legal_moves()) == 1:
                trivial += 1
            else:
                times.append(elapsed)
        else:
            move = choose_move(game, seat, "normal", derive(seed, step))
        game.play(move)
        step += 1
    return times, trivial


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and print the timing table."""
    timing_main("python -m machikoro.ai.timing", LEVELS, "normal", decision_times, argv)


if __name__ == "__main__":
    main()
