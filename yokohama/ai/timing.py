"""Time per decision of each level: ``python -m yokohama.ai.timing [--games 2]``.

Plays games where one seat is the measured level and the others are ``normal`` (untimed
for the other seats), 2, 3 and 4 players, and prints median, p95 and max per decision.
Trivial decisions (a single legal move) are counted separately.
"""

from __future__ import annotations

import argparse
import statistics
import time

from ..start import new_game
from . import LEVELS, choose_move


def decision_times(level: str, players: int, seed: int,
                   budget_ms: float | None = None) -> tuple[list[float], int]:
    """Seconds per non-trivial decision of ``level`` at seat 0, and the trivial count."""
    game = new_game(players, seed)
    game.record = False
    times: list[float] = []
    trivial = 0
    step = 0
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        if seat == 0:
            start = time.perf_counter()
            move = choose_move(game, seat, level, seed * 7 + step, budget_ms)
            elapsed = time.perf_counter() - start
            if len(game.legal_moves()) == 1:
                trivial += 1
            else:
                times.append(elapsed)
        else:
            move = choose_move(game, seat, "easy", seed * 7 + step)
        game.play(move)
        step += 1
    return times, trivial


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m yokohama.ai.timing")
    parser.add_argument("--games", type=int, default=2, help="games per player count")
    parser.add_argument("--levels", nargs="*", default=list(LEVELS), choices=LEVELS)
    parser.add_argument("--budget-ms", type=float, default=None, help="hard's budget")
    args = parser.parse_args(argv)
    print("CPython, seat 0 measured (other seats: easy); times per non-trivial decision")
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
              f"median {1000 * statistics.median(times):6.1f} ms  p95 {1000 * p95:6.1f} ms  "
              f"max {1000 * times[-1]:6.1f} ms")


if __name__ == "__main__":
    main()
