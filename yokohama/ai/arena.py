"""Bot against bot: ``python -m yokohama.ai.arena --games 200 --players 2 --a normal --b easy``.

Seats are rotated so that every level sits in every seat equally often; with 3 or 4 players
the seats alternate between the two levels (A, B, A, B). ``--lineup easy normal hard`` plays
that table instead (rotated). Prints win rates and average scores per level.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from boardgame.pool import in_order
from boardgame.thinking import run

from ..game import Game
from ..rng import Rng
from ..start import new_game
from . import choose_move
from .evaluate import Weights
from .expert import DEFAULT, EXPERT_BUDGET, Config, think_expert, tuned_weights

LEVEL_CHOICES = ("random", "easy", "normal", "hard", "expert", "expert-vp", "idle")
IDLE_PREFERENCE = ("done", "recall")  # what an idle seat plays when it may
#: The VP seeker's worth of the game still to play (``Weights.future``, per whole game): about
#: 5 VP a round over the rounds a fresh game lasts, so that it ends the game only when the
#: rounds left would no longer pay.
VP_FUTURE = 40.0


@dataclass
class Result:
    """One finished game: the level of each seat, final VP and the winner's seat."""

    levels: list[str]
    vp: list[int]
    winner: int
    rounds: int
    seconds: float


Budget = float | dict[str, float] | None  # one budget for every level, or one per level


def level_budget(budget: Budget, level: str) -> float | None:
    """The budget ``level`` thinks with (None: the level's default)."""
    if isinstance(budget, dict):
        return budget.get(level)
    return budget


def bot_move(game: Game, level: str, seed: int, budget_ms: float | None,
             config: Config | None = None, weights: Weights | None = None) -> str:
    """The move of ``level`` for the current player (``random``: uniform legal move;
    ``expert-vp``: the expert searching for its own VP alone, blind to the others' scores and
    to who wins; ``idle``: places nothing, recalls, passes. The last two measure how many VP
    the cards allow (an ``expert-vp`` seat among idle ones has the table to itself and ends
    the game when it likes); they are not levels of the game). ``config`` changes the
    expert's search switches (``expert.Config``) and ``weights`` its evaluation weights, for
    comparisons."""
    seat = game.current_player
    assert seat is not None
    if level == "idle":
        moves = game.legal_moves()
        return next((m for m in IDLE_PREFERENCE if m in moves), moves[0])
    if level == "random":
        moves = game.legal_moves()
        return moves[Rng(seed).below(len(moves))]
    if level == "expert-vp":
        w = tuned_weights(game.state.n).with_values(
            {"opponents": 0.0, "win": 0.0, "future": VP_FUTURE})
        budget = EXPERT_BUDGET if budget_ms is None else budget_ms
        return run(think_expert(game, seat, seed, budget, w, config or DEFAULT))
    if level == "expert" and (config is not None or weights is not None):
        budget = EXPERT_BUDGET if budget_ms is None else budget_ms
        return run(think_expert(game, seat, seed, budget, weights, config or DEFAULT))
    return choose_move(game, seat, level, seed, budget_ms)


def play_game(levels: list[str], seed: int, budget_ms: Budget = None,
              config: Config | None = None, weights: Weights | None = None,
              watch: Callable[[Game], None] | None = None) -> Result:
    """Play one game with ``levels[seat]`` at each seat (``config`` and ``weights``: the
    expert's switches and evaluation weights, None for its own; ``watch`` sees the game
    before every move)."""
    start = time.perf_counter()
    game = new_game(len(levels), seed)
    game.state.record = False
    step = 0
    while not game.is_over:
        if watch is not None:
            watch(game)
        seat = game.current_player
        assert seat is not None
        level = levels[seat]
        game.play(bot_move(game, level, seed * 1_000_003 + step,
                           level_budget(budget_ms, level), config, weights))
        step += 1
    result = game.scores()
    vp = [row["vp"] for row in result["players"]]
    return Result(levels, vp, result["winner"], game.state.round, time.perf_counter() - start)


def seatings(players: int, a: str, b: str, games: int) -> list[list[str]]:
    """Alternating seats (A, B, A, ...), rotated each game; with an odd count the roles of A
    and B swap every ``players`` games, so both levels get the same share of seats."""
    out = []
    for i in range(games):
        first, second = (a, b) if players % 2 == 0 or (i // players) % 2 == 0 else (b, a)
        base = [first if s % 2 == 0 else second for s in range(players)]
        shift = i % players
        out.append(base[shift:] + base[:shift])
    return out


def rotations(lineup: list[str], games: int) -> list[list[str]]:
    """The lineup rotated by one seat each game."""
    n = len(lineup)
    return [lineup[i % n:] + lineup[: i % n] for i in range(games)]


Job = tuple[list[str], int, Budget, Config | None, Weights | None]


def _job(args: Job) -> Result:
    return play_game(*args)


def play_games(jobs: list[Job], workers: int) -> Iterator[Result]:
    """The results of ``jobs`` (``play_game``'s arguments), in their order, each as soon as
    it and those before it are finished."""
    return in_order(_job, jobs, workers)


def match(tables: list[list[str]], seed: int, budget_ms: Budget,
          workers: int, config: Config | None = None) -> list[Result]:
    """Play one game per table (levels by seat) and return their results."""
    jobs: list[Job] = [(levels, seed + i, budget_ms, config, None)
                       for i, levels in enumerate(tables)]
    return list(play_games(jobs, workers))


def report(players: int, results: list[Result]) -> None:
    """Print win rates and average scores per level."""
    names = list(dict.fromkeys(level for r in results for level in r.levels))
    wins = dict.fromkeys(names, 0)
    seats = dict.fromkeys(names, 0)
    scores: dict[str, list[int]] = {level: [] for level in names}
    winners: list[int] = []
    for r in results:
        wins[r.levels[r.winner]] += 1
        winners.append(r.vp[r.winner])
        for level, vp in zip(r.levels, r.vp, strict=True):
            seats[level] += 1
            scores[level].append(vp)
    n = len(results)
    print(f"{players} players, {n} games, levels {'/'.join(names)}"
          f" (seats rotated; mean {statistics.mean(r.rounds for r in results):.1f} rounds,"
          f" {statistics.mean(r.seconds for r in results):.1f} s/game)")
    for level in names:
        share = seats[level] / (n * players)
        per_seat = wins[level] / seats[level]
        print(f"  {level:>6}: wins {wins[level]:4d}/{n} = {100 * wins[level] / n:5.1f}%"
              f" (seat share {100 * share:.0f}%; wins per seat played {100 * per_seat:.1f}%,"
              f" fair {100 / players:.0f}%), mean score {statistics.mean(scores[level]):.1f}")
    per_round = statistics.mean(sum(r.vp) / (len(r.vp) * max(1, r.rounds)) for r in results)
    print(f"  winners' mean score {statistics.mean(winners):.1f} (best {max(winners)});"
          f" mean score per seat {statistics.mean(v for r in results for v in r.vp):.1f};"
          f" VP per seat per round {per_round:.2f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m yokohama.ai.arena")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, choices=(2, 3, 4), nargs="*")
    parser.add_argument("--a", default="normal", choices=LEVEL_CHOICES)
    parser.add_argument("--b", default="easy", choices=LEVEL_CHOICES)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=float, default=None, help="hard's budget")
    parser.add_argument("--expert-budget", type=float, default=None,
                        help="expert's budget (work units; default: the expert's own)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--lineup", nargs="*", choices=LEVEL_CHOICES,
                        help="levels by seat (2-4), rotated each game; replaces --a/--b")
    args = parser.parse_args(argv)
    budget: dict[str, float] = {}
    if args.budget_ms is not None:
        budget["hard"] = args.budget_ms
    if args.expert_budget is not None:
        budget["expert"] = args.expert_budget
    if args.lineup:
        results = match(rotations(args.lineup, args.games), args.seed, budget, args.workers)
        report(len(args.lineup), results)
        return
    for players in args.players or (2, 3, 4):
        tables = seatings(players, args.a, args.b, args.games)
        report(players, match(tables, args.seed, budget, args.workers))


if __name__ == "__main__":
    main()
