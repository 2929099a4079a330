"""Tune the Machi Koro expert's build policy by self-play (cross-entropy method), store it.

    python bench/tune_mk_policy.py --generations 20 --population 24 --pairs 300 --write

Every generation draws ``--population`` weight sets around the current mean (a Gaussian per
weight), plays each against the opponents (``--against``) on ``--pairs`` seeds with the
seats swapped (the same dice for both seatings), and moves the mean to the best quarter.
The games are whole 2-player games in the fast model of ``machikoro/ai/sim.py`` (about a
millisecond each), where the tuned side builds with ``policy.choose`` and the opponent with:

* ``normal``: the quick rounds-to-win policy with ties broken like the normal level (by the
  move's text), which plays about as well as the ``normal`` level in real games;
* ``quick``: the quick policy itself (the playouts' policy, ties in card order);
* ``tuned``: the weights in ``machikoro/ai/data/policy.json`` (self-play).

``--write`` stores the mean in ``machikoro/ai/data/policy.json`` with the command. The seeds
used here (from ``--seed``, default 10,000,000) must not be used for the strength figures.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # mk_ceiling

from mk_ceiling import START, named_policy

from boardgame.pool import mapper
from machikoro.ai.policy import (
    PLAIN,
    POLICY_FILE,
    Weights,
    choose,
    tuned,
)
from machikoro.ai.sim import Chooser, Sim
from machikoro.components import NB, NL


def score(w: Weights, against: list[str], pairs: int, seed: int) -> float:
    """Return w's share of won games against the opponents, seats swapped on each seed."""
    me: Chooser = partial(choose, w=w)
    won = 0
    games = 0
    for name in against:
        opp = named_policy(name)
        for k in range(pairs):
            for seats in ((me, opp), (opp, me)):
                winner = Sim(START, seats).run(random.Random(seed + k))
                won += winner is not None and seats[winner] is me
                games += 1
    return won / games


def _score(job: tuple[list[float], list[str], int, int]) -> float:
    x, against, pairs, seed = job
    return score(Weights.from_vector(x), against, pairs, seed)


def tune(generations: int, population: int, pairs: int, against: list[str], seed: int,
         start: Weights, spread: float, workers: int) -> tuple[Weights, list[str]]:
    """Cross-entropy method from ``start``; return the mean and a log line per generation."""
    rng = random.Random(seed)
    mu = start.vector()
    n = len(mu)
    sig = [spread] * (2 * NB) + [spread / 2] * NB + [2 * spread] * NL + [spread / 10, spread / 2]
    elite_n = max(2, population // 4)
    log: list[str] = []
    with mapper(workers) as map_jobs:
        for g in range(generations):
            base = seed + 100_000 * (g + 1)
            xs = [mu[:]] + [[m + s * rng.gauss(0.0, 1.0) for m, s in zip(mu, sig, strict=True)]
                            for _ in range(population - 1)]
            jobs = [(x, against, pairs, base) for x in xs]
            t0 = time.perf_counter()
            fit = map_jobs(_score, jobs)
            order = sorted(range(population), key=lambda i: -fit[i])
            elite = [xs[i] for i in order[:elite_n]]
            mu = [sum(e[j] for e in elite) / elite_n for j in range(n)]
            spread = [math.sqrt(sum((e[j] - mu[j]) ** 2 for e in elite) / elite_n)
                      for j in range(n)]
            sig = [max(0.02, 0.7 * s + 0.3 * d) for s, d in zip(sig, spread, strict=True)]
            line = (f"generation {g}: mean's score {fit[0]:.3f}, best {fit[order[0]]:.3f}, "
                    f"elite {sum(fit[i] for i in order[:elite_n]) / elite_n:.3f} "
                    f"({time.perf_counter() - t0:.0f} s)")
            print(line, flush=True)
            log.append(line)
    return Weights.from_vector(mu), log


def main(argv: list[str] | None = None) -> None:
    """Parse the command line, tune, print and (with ``--write``) store the weights."""
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser(prog="python bench/tune_mk_policy.py")
    ap.add_argument("--generations", type=int, default=20)
    ap.add_argument("--population", type=int, default=24)
    ap.add_argument("--pairs", type=int, default=300, help="seeds per opponent and candidate")
    ap.add_argument("--against", default="normal", help="comma-separated: normal,quick,tuned")
    ap.add_argument("--seed", type=int, default=10_000_000)
    ap.add_argument("--start", choices=("plain", "tuned"), default="tuned",
                    help="plain: no corrections; tuned: the stored weights (its 'start' kept)")
    ap.add_argument("--spread", type=float, default=0.3, help="first standard deviation")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--check", type=int, default=2000, help="final pairs against each opponent")
    ap.add_argument("--write", action="store_true", help="store in machikoro/ai/data/policy.json")
    args = ap.parse_args(argv)
    against = args.against.split(",")
    start = tuned() if args.start == "tuned" and POLICY_FILE.exists() else PLAIN
    w, log = tune(args.generations, args.population, args.pairs, against, args.seed, start,
                  args.spread, args.workers)
    check = {name: round(score(w, [name], args.check, args.seed + 50_000_000), 4)
             for name in ("normal", "quick")}
    print(json.dumps(w.to_dict(), indent=1))
    print("check (won share, seats swapped):", check)
    if args.write:
        data = {"note": "The Machi Koro expert's build policy (machikoro/ai/policy.py Weights); "
                        "written by bench/tune_mk_policy.py.",
                "command": " ".join(["python bench/tune_mk_policy.py", *argv]),
                "check": check, "log": log, "start": start.to_dict(), "weights": w.to_dict()}
        POLICY_FILE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print("written", POLICY_FILE)


if __name__ == "__main__":
    main()
