"""Arena: bot win rates with seats rotated.

::

    python -m machikoro.ai.arena --games 200                      # one bot per level, 4 seats
    python -m machikoro.ai.arena --levels hard,normal,easy        # any 2-4 levels, one a seat
    python -m machikoro.ai.arena --players 2 --a hard --b normal  # head-to-head
    python -m machikoro.ai.arena --players 3 --a hard --b normal  # one A against two B

``--levels``: seats rotate from game to game so every level plays every seat equally
often. ``--a/--b``: bot A sits in seat ``g % players`` of game ``g``, every other seat is
bot B; A's win rate is compared with its fair share ``1/players``. ``--jobs`` plays games
in parallel processes (results do not depend on it).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from boardgame.elo import won_share
from boardgame.pool import in_order

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


def _play(job: tuple[list[str], int]) -> tuple[list[str], int | None, int]:
    seating, seed = job
    winner, turns = play_match(seating, seed)
    return seating, winner, turns


def run(games: int, seed: int, levels: list[str], jobs: int = 1) -> str:
    """Play ``games`` rotated games and return the win-rate table as text."""
    n = len(levels)
    work = [([levels[(k + g) % n] for k in range(n)], seed + g) for g in range(games)]
    start = time.perf_counter()
    wins: Counter[str] = Counter()
    turns = 0
    for seating, winner, t in in_order(_play, work, jobs):
        turns += t
        if winner is not None:
            wins[seating[winner]] += 1
    dt = time.perf_counter() - start
    lines = [f"{games} games, {n} players, seats rotated, seeds {seed}..{seed + games - 1}",
             f"{'level':<8} {'wins':>5} {'win rate':>9}"]
    for lv in sorted(dict.fromkeys(levels), key=lambda x: -wins[x]):
        seats = levels.count(lv)
        lines.append(f"{lv:<8} {wins[lv]:>5} {100 * wins[lv] / games:>8.1f}%"
                     + (f"  ({seats} seats)" if seats > 1 else ""))
    lines.append(f"mean turns {turns / games:.1f}; {dt:.1f} s ({dt / games:.2f} s/game)")
    return "\n".join(lines)


def head_to_head(games: int, seed: int, a: str, b: str, players: int = 2,
                 jobs: int = 1, progress: int = 0) -> str:
    """Bot ``a`` in one seat (rotated), bot ``b`` in the others; return the table as text.

    ``progress``: print a running tally every that many games (to read a long run early).
    """
    work = []
    for g in range(games):
        seating = [b] * players
        seating[g % players] = a
        work.append((seating, seed + g))
    start = time.perf_counter()
    a_wins = 0
    by_seat = [[0, 0] for _ in range(players)]
    turns = 0
    for g, (seating, winner, t) in enumerate(in_order(_play, work, jobs)):
        turns += t
        seat = g % players
        by_seat[seat][1] += 1
        if winner is not None and seating[winner] == a:
            a_wins += 1
            by_seat[seat][0] += 1
        if progress and (g + 1) % progress == 0:
            r, r_se = won_share(a_wins, g + 1)
            print(f"after {g + 1} games: {a} {a_wins} wins = {100 * r:.1f}% ± "
                  f"{100 * r_se:.1f} "
                  f"({time.perf_counter() - start:.0f} s)", flush=True)
    dt = time.perf_counter() - start
    rate, se = won_share(a_wins, games)
    fair = 1 / players
    lines = [f"{games} games, {players} players: {a} (1 seat, rotated) vs {b} "
             f"({players - 1} seat{'s' if players > 2 else ''}), seeds {seed}..{seed + games - 1}",
             f"{a:<8} wins {a_wins:>4} = {100 * rate:5.1f}% ± {100 * se:.1f} "
             f"(fair share {100 * fair:.0f}%)",
             f"{b:<8} wins {games - a_wins:>4} = {100 * (1 - rate):5.1f}%",
             "  " + "  ".join(f"{a} in seat {k}: {w}/{m}" for k, (w, m) in enumerate(by_seat)),
             f"mean turns {turns / games:.1f}; {dt:.1f} s ({dt / games:.2f} s/game)"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and run the arena."""
    ap = argparse.ArgumentParser(prog="python -m machikoro.ai.arena")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default=",".join(LEVELS),
                    help="comma-separated bot levels, one per seat (2-4)")
    ap.add_argument("--players", type=int, default=2, help="seats for --a/--b (2-4)")
    ap.add_argument("--a", help="head-to-head: the bot in one rotated seat")
    ap.add_argument("--b", help="head-to-head: the bot in every other seat")
    ap.add_argument("--jobs", "--workers", type=int, default=1, help="parallel processes")
    ap.add_argument("--progress", type=int, default=0,
                    help="head-to-head: print a running tally every N games")
    args = ap.parse_args(argv)
    if args.a or args.b:
        if not (args.a and args.b):
            ap.error("--a and --b go together")
        for lv in (args.a, args.b):
            if lv not in LEVELS:
                ap.error(f"unknown level {lv!r}")
        print(head_to_head(args.games, args.seed, args.a, args.b, args.players, args.jobs,
                           args.progress))
    else:
        print(run(args.games, args.seed, args.levels.split(","), args.jobs))


if __name__ == "__main__":
    main()
