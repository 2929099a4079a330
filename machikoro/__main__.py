"""Command line: ``python -m machikoro bench`` and ``python -m machikoro simulate``."""

from __future__ import annotations

import argparse
import time
from collections import Counter

from .game import Game
from .rng import Rng, derive
from .start import new_game


def random_game(players: int, seed: int) -> Game:
    """Play one complete game with uniformly random legal moves; return it."""
    game = new_game(players=players, seed=seed)
    rng = Rng(derive(seed, 0xB0B))
    play = game.play
    legal_moves = game.legal_moves
    while not game.is_over:
        moves = legal_moves()
        play(moves[rng.below(len(moves))] if len(moves) > 1 else moves[0])
    return game


def bench(games: int, players: int, seed: int) -> float:
    """Play ``games`` random games and return games per second."""
    start = time.perf_counter()
    for i in range(games):
        random_game(players, seed + i)
    return games / (time.perf_counter() - start)


def bot_game(players: int, seed: int, level: str) -> Game:
    """Play one complete game with every seat played by the bot ``level``; return it."""
    if level == "random":
        return random_game(players, seed)
    from .ai import choose_move

    game = new_game(players=players, seed=seed)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.play(choose_move(game, seat, level, derive(seed, len(game.moves))))
    return game


def simulate(games: int, players: int, seed: int, level: str = "random") -> str:
    """Play bot games and return a small text report of winners and turn counts."""
    wins: Counter[int] = Counter()
    turns: list[int] = []
    moves: list[int] = []
    for i in range(games):
        g = bot_game(players, seed + i, level)
        assert g.winner is not None
        wins[g.winner] += 1
        turns.append(g.state.turn_no)
        moves.append(len(g.moves))
    lines = [f"{games} {level} games, {players} players, seeds {seed}..{seed + games - 1}"]
    for p in range(players):
        lines.append(f"  seat {p}: {wins[p]:4d} wins ({100 * wins[p] / games:5.1f}%)")
    turns.sort()
    lines.append(f"  turns per game: mean {sum(turns) / games:.1f}, min {turns[0]}, "
                 f"median {turns[games // 2]}, max {turns[-1]}")
    lines.append(f"  moves per game: mean {sum(moves) / games:.1f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and run ``bench`` or ``simulate``."""
    ap = argparse.ArgumentParser(prog="python -m machikoro")
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("bench", help="random 4-player games per second")
    b.add_argument("--games", type=int, default=2000)
    b.add_argument("--players", type=int, default=4)
    b.add_argument("--seed", type=int, default=1)
    sm = sub.add_parser("simulate", help="winner and turn statistics of random games")
    sm.add_argument("--games", type=int, default=100)
    sm.add_argument("--players", type=int, default=4)
    sm.add_argument("--seed", type=int, default=1)
    sm.add_argument("--level", default="random", help="bot for every seat: random, easy, "
                    "normal or hard")
    args = ap.parse_args(argv)
    if args.cmd == "bench":
        rate = bench(args.games, args.players, args.seed)
        print(f"{rate:.0f} games/s ({args.games} random {args.players}-player games)")
    else:
        print(simulate(args.games, args.players, args.seed, args.level))


if __name__ == "__main__":
    main()
