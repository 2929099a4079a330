"""Tune the expert's evaluation weights by self-play (SPSA), and store them as data.

    python bench/tune_expert.py --iterations 200 --players 2 --seed 70000 --write

Each iteration perturbs every weight at once (a random sign per weight, SPSA) and plays a
pair of games between the two perturbed weight sets, seats swapped, on fresh seeds; the
final-score margin of the ``+`` side estimates the slope along the perturbation, and every
weight takes a small step along it. The games are played by the *tuning vehicle*: the turn
planner of the ``normal`` level judging positions with the weights being tuned (fast enough
for hundreds of games on a laptop); the expert's deeper search uses the same evaluation, so
a better evaluation for the planner is a better one for the expert (checked afterwards with
``python -m yokohama.ai.arena --a expert --b hard`` on other seeds).

Multipliers are tuned in log space (they stay positive); ``opponents`` and ``win`` directly.
``--write`` stores the result in ``yokohama/ai/data/expert.json`` with the command that made
it (with ``--against``: as the weights of that table size alone, ``by_players``).
The seeds used here must not be used for the strength figures.

``--against hard --budget 1000`` tunes the real expert instead, against the level it must beat:
each iteration plays, on ``--seeds`` seeds and every seat, the expert with the ``+`` weights
against that level at the other seats and the expert with the ``-`` weights on the same deal
and seat (common random numbers), and steps along the difference of the expert's result
(``versus_result``: its VP minus the best other's, plus ``WIN_BONUS`` for a win and minus it
for a loss). Slower (a game is seconds, not a tenth of one) but aimed at the goal itself.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgame.pool import Map, mapper
from boardgame.thinking import run
from yokohama.ai.arena import play_game
from yokohama.ai.candidates import Judge, Think
from yokohama.ai.evaluate import BASE, Weights, weighted_score
from yokohama.ai.expert import WEIGHTS_FILE, expert_judge, tuned_weights
from yokohama.ai.planning import plan_scores
from yokohama.game import Game
from yokohama.rng import Rng
from yokohama.start import new_game

LINEAR = ("opponents", "win")  # tuned as they are; the others in log space
# Not tuned, kept as they start: additive terms whose default is 0 (no logarithm), the VP
# seeker's worth of the game left, the bench's ``haste`` switch and the share of the learnt
# progress estimate (``learnt``, a blend between two estimates).
FIXED = ("future", "haste", "learnt")
TUNED = tuple(n for n in Weights.names() if n not in FIXED)
BOUNDS = {"opponents": (0.0, 1.5), "win": (0.0, 3.0)}
LOG_BOUND = math.log(4.0)  # multipliers stay within [1/4, 4]


def vehicle_move(game: Game, seat: int, judge: Judge, seed: int) -> str:
    """The tuning vehicle's move: the normal planner judging with ``judge``."""

    def think() -> Think[str]:
        legal = game.legal_moves()
        if len(legal) == 1:
            return legal[0]
        g = game.determinized(seat, seed)
        g.state.record = False
        planned = yield from plan_scores(g, seat, judge=judge)
        return planned[0][1]

    return run(think())


def play(weights: list[Weights], seed: int) -> list[int]:
    """One game with the vehicle at every seat, ``weights[seat]`` each; final VP by seat."""
    game = new_game(len(weights), seed)
    game.state.record = False
    judges = [expert_judge(w) for w in weights]
    step = 0
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.play(vehicle_move(game, seat, judges[seat], seed * 1_000_003 + step))
        step += 1
    return [p.vp for p in game.state.players]


def _job(args: tuple[list[Weights], int]) -> list[int]:
    return play(*args)


WIN_BONUS = 10.0  # VP a won game adds to the expert's result against a level (a loss takes)


def versus_result(vps: list[int], winner: int, seat: int) -> float:
    """The result of the seat at ``seat``: its VP minus the best other's, +/- ``WIN_BONUS``."""
    best_other = max(v for s, v in enumerate(vps) if s != seat)
    return vps[seat] - best_other + (WIN_BONUS if winner == seat else -WIN_BONUS)


def play_versus(weights: Weights, against: str, players: int, seat: int, seed: int,
                budget: float) -> float:
    """One game of the expert (``weights``, ``budget``) at ``seat`` against ``against`` at
    every other seat; the expert's ``versus_result``."""
    levels = [against] * players
    levels[seat] = "expert"
    r = play_game(levels, seed, {"expert": budget}, None, weights)
    return versus_result(r.vp, r.winner, seat)


def _versus_job(args: tuple[Weights, str, int, int, int, float]) -> float:
    return play_versus(*args)


def to_vector(w: Weights, names: tuple[str, ...]) -> list[float]:
    """Weights as the tuned coordinates (log of multipliers, linear for the others)."""
    return [getattr(w, n) if n in LINEAR else math.log(getattr(w, n)) for n in names]


def from_vector(x: list[float], names: tuple[str, ...], base: Weights = BASE) -> Weights:
    """The weights at coordinates ``x`` (clipped to their bounds), the others as in ``base``."""
    values: dict[str, float] = {}
    for n, v in zip(names, x, strict=True):
        if n in LINEAR:
            lo, hi = BOUNDS[n]
            values[n] = min(hi, max(lo, v))
        else:
            values[n] = math.exp(min(LOG_BOUND, max(-LOG_BOUND, v)))
    return base.with_values(values)


def margin(vps: list[int], plus_seats: list[int]) -> float:
    """Mean VP of the ``+`` seats minus the mean of the others."""
    plus = [v for s, v in enumerate(vps) if s in plus_seats]
    minus = [v for s, v in enumerate(vps) if s not in plus_seats]
    return sum(plus) / len(plus) - sum(minus) / len(minus)


def spsa_margin(map_jobs: Map, plus: Weights, minus: Weights, players: int,
                base: int, against: str | None, seeds: int, budget: float) -> float:
    """How much better ``plus`` did than ``minus`` in one iteration's games: against each
    other by the vehicle (``against`` None), or each against the level ``against``."""
    if against is None:
        tables = []
        for shift in range(players):
            seats = [plus if (s + shift) % 2 == 0 else minus for s in range(players)]
            tables.append((seats, base))
        results = map_jobs(_job, tables)
        m = 0.0
        for shift, vps in enumerate(results):
            plus_seats = [s for s in range(players) if (s + shift) % 2 == 0]
            m += margin(vps, plus_seats)
        return m / len(results)
    games = [(seed, seat) for seed in range(base * seeds, base * seeds + seeds)
             for seat in range(players)]
    jobs = [(w, against, players, seat, seed, budget)
            for seed, seat in games for w in (plus, minus)]
    out = map_jobs(_versus_job, jobs)
    return sum(out[0::2]) / len(games) - sum(out[1::2]) / len(games)


def tune(iterations: int, players: int, seed: int, workers: int, start: Weights,
         against: str | None = None, seeds: int = 1, budget: float = 300.0,
         perturb: float = 0.25) -> tuple[Weights, list[str]]:
    """SPSA from ``start`` (``against``: see ``spsa_margin``); returns the weights and a log
    line per iteration."""
    names = TUNED
    x = to_vector(start, names)
    rng = Rng(seed)
    log: list[str] = []
    a0, c0 = 0.008, perturb  # step size per VP of margin, perturbation size
    with mapper(workers) as map_jobs:
        for k in range(iterations):
            a = a0 / (k + 1 + 20) ** 0.602 * 20**0.602
            c = c0 / (k + 1) ** 0.101
            delta = [1 if rng.below(2) else -1 for _ in names]
            plus = from_vector([v + c * d for v, d in zip(x, delta, strict=True)], names, start)
            minus = from_vector([v - c * d for v, d in zip(x, delta, strict=True)], names, start)
            m = spsa_margin(map_jobs, plus, minus, players, seed * 1000 + k, against, seeds,
                            budget)
            x = [v + a * m / (2 * c) * d / 10 for v, d in zip(x, delta, strict=True)]
            x = to_vector(from_vector(x, names, start), names)
            now = from_vector(x, names, start)
            log.append(f"{k:4d} margin {m:+6.1f} " + " ".join(
                f"{n}={getattr(now, n):.2f}" for n in names))
            print(log[-1], flush=True)
    return from_vector(x, names, start), log


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python bench/tune_expert.py")
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=70000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--from-base", action="store_true",
                        help="start from the untuned weights instead of the stored ones")
    parser.add_argument("--against", choices=("normal", "hard"),
                        help="tune the real expert against this level (default: the vehicle"
                             " against itself)")
    parser.add_argument("--seeds", type=int, default=1,
                        help="with --against: seeds per iteration (each at every seat)")
    parser.add_argument("--budget", type=float, default=300.0,
                        help="with --against: the expert's budget (work, not time)")
    parser.add_argument("--perturb", type=float, default=0.25,
                        help="first perturbation (log of a multiplier)")
    parser.add_argument("--write", action="store_true", help="store the result as data")
    args = parser.parse_args(argv)
    start = Weights() if args.from_base else tuned_weights(args.players)
    began = time.perf_counter()
    weights, _ = tune(args.iterations, args.players, args.seed, args.workers, start,
                      args.against, args.seeds, args.budget, args.perturb)
    print(f"{args.iterations} iterations in {time.perf_counter() - began:.0f} s")
    values = {n: round(getattr(weights, n), 3) for n in Weights.names()}
    print(json.dumps(values))
    if args.write:
        command = "python bench/tune_expert.py " + " ".join(argv or sys.argv[1:])
        entry = {"command": command,
                 "start": {n: round(getattr(start, n), 3) for n in Weights.names()},
                 "weights": values}
        data = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
        if args.against:  # tuned at one table size against a level: that size's own weights
            data.setdefault("by_players", {})[str(args.players)] = entry
        else:
            data.update(entry)
        WEIGHTS_FILE.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {WEIGHTS_FILE}")


if __name__ == "__main__":
    main()


__all__ = ["TUNED", "from_vector", "margin", "play", "to_vector", "tune", "weighted_score"]
