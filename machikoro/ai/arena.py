"""Arena: ``python -m machikoro.ai.arena --games 200`` prints bot win rates.

Each game seats one bot of every level (4 players); seats rotate from game to game so
every level plays every seat equally often.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from ..rng import derive
from ..start import new_game
from . import LEVELS, choose_move


def play_match(levels: list[str], seed: int, max_moves: int = 4000) -> tuple[int | None, int]:
    """Play one game with ``levels[seat]`` bots; return (winning seat, turns)."""
    game = new_game(players=len(levels), seed=seed)
    for i in range(max_moves):
        if game.is_over:
            break
        seat = game.current_player
        assert seat is not None
        game.play(choose_move(game, seat, levels[seat], derive(seed, i)))
    return game.winner, game.state.turn_no


def run(games: int, seed: int, levels: list[str]) -> str:
    """Play ``games`` rotated games and return the win-rate table as text."""
    wins: Counter[str] = Counter()
    turns = 0
    start = time.perf_counter()
    n = len(levels)
    for g in range(games):
        seating = [levels[(k + g) % n] for k in range(n)]
        winner, t = play_match(seating, seed + g)
        turns += t
        if winner is not None:
            wins[seating[winner]] += 1
    dt = time.perf_counter() - start
    lines = [f"{games} games, {n} players, seats rotated, seeds {seed}..{seed + games - 1}",
             f"{'level':<8} {'wins':>5} {'win rate':>9}"]
    for lv in sorted(levels, key=lambda x: -wins[x]):
        lines.append(f"{lv:<8} {wins[lv]:>5} {100 * wins[lv] / games:>8.1f}%")
    lines.append(f"mean turns {turns / games:.1f}; {dt:.1f} s ({dt / games:.2f} s/game)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and run the arena."""
    ap = argparse.ArgumentParser(prog="python -m machikoro.ai.arena")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default=",".join(LEVELS),
                    help="comma-separated bot levels, one per seat (2-4)")
    args = ap.parse_args(argv)
    print(run(args.games, args.seed, args.levels.split(",")))


if __name__ == "__main__":
    main()
