"""Command line: ``python -m yokohama simulate ...`` and ``python -m yokohama bench``."""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from .game import Game
from .rng import Rng
from .start import new_game


def random_game(players: int, seed: int, record: bool = False) -> tuple[Game, int]:
    """Play one game with uniformly random legal moves; return it and its decision count."""
    game = new_game(players, seed)
    game.state.record = record
    rng = Rng(seed ^ 0x5EED)
    decisions = 0
    while not game.is_over:
        moves = game.legal_moves()
        game.play(moves[rng.below(len(moves))])
        decisions += 1
    return game, decisions


def _bot_move(game: Game, bot: str, seed: int) -> str:
    if bot == "random":
        moves = game.legal_moves()
        return moves[Rng(seed).below(len(moves))]
    from .ai import choose_move

    return choose_move(game, game.state.current, bot, seed)


def simulate(players: int, games: int, seed: int, bot: str) -> None:
    """Play ``games`` games and print winners and score statistics."""
    wins: Counter[int] = Counter()
    winner_scores: list[int] = []
    all_scores: list[int] = []
    rounds: list[int] = []
    for i in range(games):
        game = new_game(players, seed + i)
        game.state.record = False
        step = 0
        while not game.is_over:
            game.play(_bot_move(game, bot, (seed + i) * 100_003 + step))
            step += 1
        result = game.scores()
        wins[result["winner"]] += 1
        winner_scores.append(result["players"][result["winner"]]["vp"])
        all_scores += [row["vp"] for row in result["players"]]
        rounds.append(game.state.round)
    print(f"{games} games, {players} players, bot={bot}, seeds {seed}..{seed + games - 1}")
    for s in range(players):
        print(f"  seat {s}: {wins[s]} wins ({100 * wins[s] / games:.1f}%)")
    print(f"  winner score: mean {statistics.mean(winner_scores):.1f}, "
          f"min {min(winner_scores)}, max {max(winner_scores)}")
    print(f"  all scores: mean {statistics.mean(all_scores):.1f}")
    print(f"  rounds: mean {statistics.mean(rounds):.1f}, max {max(rounds)}")


def bench(games: int) -> None:
    """Print decisions per second and complete games per second for 2, 3 and 4 players."""
    print("random play, one core (legal move generation + applying the move)")
    for players in (2, 3, 4):
        start = time.perf_counter()
        decisions = 0
        for seed in range(games):
            decisions += random_game(players, seed)[1]
        elapsed = time.perf_counter() - start
        print(f"  {players} players: {decisions / elapsed:9.0f} decisions/s  "
              f"{games / elapsed:7.1f} games/s  ({decisions / games:.0f} decisions/game)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m yokohama")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play games between bots and print statistics")
    sim.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bot", default="random", choices=("random", "easy", "normal", "hard"))
    ben = sub.add_parser("bench", help="measure engine speed")
    ben.add_argument("--games", type=int, default=30)
    args = parser.parse_args(argv)
    if args.command == "simulate":
        simulate(args.players, args.games, args.seed, args.bot)
    else:
        bench(args.games)


if __name__ == "__main__":
    main()
