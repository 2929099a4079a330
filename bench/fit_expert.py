"""Fit the expert's evaluation weights to how games really end (least squares on play data).

    python bench/fit_expert.py collect --games 200 --seed 60000 --out /tmp/fit.jsonl
    python bench/fit_expert.py fit /tmp/fit.jsonl

``collect`` plays expert-against-hard games at 2 players (seats rotated) and records, every
few moves, the evaluation's unweighted terms for each seat (``evaluate.terms``) with the
final VP of every seat. ``fit`` finds the multipliers that best predict the final margin
between the two seats from the terms of the position (ridge regression pulled towards the
expert's weights, so that terms the data says little about stay where they are), and prints
them beside the expert's with how well each predicts. The seeds used here must not be used
for the strength figures (``bench/expert_strength.py`` uses 500000 and 900000 onwards).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgame.pool import in_order
from yokohama.ai.arena import bot_move
from yokohama.ai.evaluate import TERMS, Shared, terms
from yokohama.ai.expert import tuned_weights
from yokohama.start import new_game

EVERY = 3  # record one position every this many moves
FITTED = tuple(t for t in TERMS if t not in ("vp", "future"))  # "future" cancels in a margin


def collect_game(args: tuple[int, int]) -> list[dict[str, object]]:
    """The recorded positions of one expert-against-hard game (``args``: seed, expert seat)."""
    seed, expert_seat = args
    levels = ["hard", "hard"]
    levels[expert_seat] = "expert"
    game = new_game(2, seed)
    game.state.record = False
    rows: list[dict[str, object]] = []
    step = 0
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        if step % EVERY == 0:
            shared = Shared(game)
            rows.append({"seed": seed, "step": step, "round": game.state.round,
                         "late": shared.late,
                         "terms": [terms(game, s, shared) for s in range(2)]})
        game.play(bot_move(game, levels[seat], seed * 1_000_003 + step, None))
        step += 1
    final = [p.vp for p in game.state.players]
    for row in rows:
        row["final"] = final
        row["expert"] = expert_seat
    return rows


def collect(games: int, seed: int, workers: int, out: Path) -> None:
    """Play ``games`` games from ``seed`` and write their positions to ``out`` (JSON lines)."""
    jobs = [(seed + i, i % 2) for i in range(games)]
    with out.open("w") as f:
        for i, rows in enumerate(in_order(collect_game, jobs, workers)):
            for row in rows:
                f.write(json.dumps(row) + "\n")
            if (i + 1) % 10 == 0:
                print(f"{i + 1}/{games} games", flush=True)


def design(rows: list[dict], names: tuple[str, ...]) -> tuple[list[list[float]], list[float]]:
    """The margin rows: features are seat 0's terms minus seat 1's, and last +1 or -1 as the
    expert sits at seat 0 or 1 (the stronger player's edge, so that it is not credited to
    the terms it favours); the target is the final margin minus the VP margin scored."""
    xs: list[list[float]] = []
    ys: list[float] = []
    for row in rows:
        t0, t1 = row["terms"]
        skill = 1.0 if row["expert"] == 0 else -1.0
        xs.append([*(t0[n] - t1[n] for n in names), skill])
        ys.append((row["final"][0] - row["final"][1]) - (t0["vp"] - t1["vp"]))
    return xs, ys


def ridge(xs: list[list[float]], ys: list[float], prior: list[float], strength: float
          ) -> list[float]:
    """Least squares pulled towards ``prior``: minimise |y - Xw|^2 + strength*n*|w - prior|^2
    (the normal equations, solved by Gaussian elimination with partial pivoting)."""
    k = len(prior)
    lam = strength * len(ys)
    a = [[lam if i == j else 0.0 for j in range(k)] for i in range(k)]
    b = [lam * p for p in prior]
    for x, y in zip(xs, ys, strict=True):
        for i in range(k):
            xi = x[i]
            if xi:
                row = a[i]
                for j in range(k):
                    row[j] += xi * x[j]
                b[i] += xi * y
    return solve(a, b)


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """The solution of ``a w = b`` (``a`` square and regular; both are changed)."""
    k = len(b)
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(col + 1, k):
            f = a[r][col] / a[col][col]
            if f:
                for j in range(col, k):
                    a[r][j] -= f * a[col][j]
                b[r] -= f * b[col]
    w = [0.0] * k
    for r in range(k - 1, -1, -1):
        w[r] = (b[r] - sum(a[r][j] * w[j] for j in range(r + 1, k))) / a[r][r]
    return w


def mse(xs: list[list[float]], ys: list[float], w: list[float]) -> float:
    """Mean squared error of the margin predicted with ``w``."""
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        total += (y - sum(a * b for a, b in zip(x, w, strict=True))) ** 2
    return total / max(1, len(ys))


def fit(path: Path, strength: float, late_from: float, late_to: float) -> None:
    """Print the fitted multipliers beside the expert's, with the error of each on data held
    out (every fifth game)."""
    rows = [json.loads(line) for line in path.open()]
    rows = [r for r in rows if late_from <= r["late"] < late_to]
    w = tuned_weights(2)
    prior = [getattr(w, n) for n in FITTED] + [0.0]
    train = [r for r in rows if r["seed"] % 5]
    test = [r for r in rows if not r["seed"] % 5]
    xs, ys = design(train, FITTED)
    fitted = ridge(xs, ys, prior, strength)
    tx, ty = design(test, FITTED)
    print(f"{len(train)} positions to fit, {len(test)} held out (late {late_from}-{late_to})")
    alone = [*fitted[:-1], 0.0]  # the terms without the expert's edge
    print(f"  held-out mean squared error: expert's weights {mse(tx, ty, prior):.1f},"
          f" fitted {mse(tx, ty, fitted):.1f} (without the edge {mse(tx, ty, alone):.1f}),"
          f" no terms {mse(tx, ty, [0.0] * len(prior)):.1f}")
    for n, p, f in zip((*FITTED, "expert's edge"), prior, fitted, strict=True):
        print(f"  {n:>20}: expert {p:6.3f}  fitted {f:6.3f}")
    print(json.dumps({n: round(f, 3) for n, f in zip(FITTED, fitted, strict=False)}))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python bench/fit_expert.py")
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=200)
    c.add_argument("--seed", type=int, default=60000)
    c.add_argument("--workers", type=int, default=2)
    c.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit")
    f.add_argument("data", type=Path)
    f.add_argument("--strength", type=float, default=0.01)
    f.add_argument("--late-from", type=float, default=0.0)
    f.add_argument("--late-to", type=float, default=2.0)
    args = parser.parse_args(argv)
    if args.command == "collect":
        collect(args.games, args.seed, args.workers, args.out)
    else:
        fit(args.data, args.strength, args.late_from, args.late_to)


if __name__ == "__main__":
    main()
