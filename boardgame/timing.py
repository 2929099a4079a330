"""The time-per-decision table printed by each game's ``python -m <game>.ai.timing``."""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

ChooseMove = Callable[..., str]


def seat0_times(game: Any, choose_move: ChooseMove, level: str, others: str,
                seed_of: Callable[[int], int],
                budget_ms: float | None) -> tuple[list[float], int]:
    """Play ``game`` to the end with seat 0 at ``level`` and the other seats at ``others``;
    return the seconds of each non-trivial seat-0 decision and how many were trivial."""
    times: list[float] = []
    trivial = 0
    step = 0
    while not game.is_over:
        seat = game.current_player
        if seat == 0:
            start = time.perf_counter()
            move = choose_move(game, seat, level, seed_of(step), budget_ms)
            elapsed = time.perf_counter() - start
            if len(game.legal_moves()) == 1:
                trivial += 1
            else:
                times.append(elapsed)
        else:
            move = choose_move(game, seat, others, seed_of(step))
        game.play(move)
        step += 1
    return times, trivial


DecisionTimes = Callable[[str, int, int, "float | None"], tuple[list[float], int]]


def timing_main(prog: str, levels: Sequence[str], others: str, decision_times: DecisionTimes,
                argv: list[str] | None = None) -> None:
    """Parse ``--games/--levels/--budget-ms`` and print median, p95 and max per level.

    ``decision_times(level, players, seed, budget_ms)`` plays one game with seat 0 at
    ``level`` and returns the seconds of each non-trivial decision and the trivial count.
    """
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("--games", type=int, default=2, help="games per player count")
    parser.add_argument("--levels", nargs="*", default=list(levels), choices=levels)
    parser.add_argument("--budget-ms", type=float, default=None, help="hard's budget")
    args = parser.parse_args(argv)
    print(f"CPython, seat 0 measured (other seats: {others}); times per non-trivial decision")
    for level in args.levels:
        times: list[float] = []
        trivial = 0
        for players in (2, 3, 4):
            for i in range(args.games):
                t, k = decision_times(level, players, 100 + i, args.budget_ms)
                times += t
                trivial += k
        times.sort()
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"  {level:>6}: {len(times)} decisions (+{trivial} trivial)  "
              f"median {1000 * statistics.median(times):7.1f} ms  p95 {1000 * p95:7.1f} ms  "
              f"max {1000 * times[-1]:7.1f} ms")
