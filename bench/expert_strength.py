"""The expert's strength against the other levels, and its self-play scores (issue 20).

    python bench/expert_strength.py --games 200 --seed 500000            # every match
    python bench/expert_strength.py --only 2p-expert-hard --games 40      # one match

Matches (seats rotated; seeds from ``--seed`` on, which the tuning never used):

| name | table | goal |
| --- | --- | --- |
| 2p-expert-hard | expert vs hard | expert wins >= 75% |
| 3p-expert-hard | expert + 2 hard | expert wins >= 55% |
| 4p-expert-hard | expert + 3 hard | expert wins >= 45% |
| 2p-hard-normal | hard vs normal | hard wins >= 65% |
| Np-expert-self | expert at every seat (N = 2, 3, 4) | scores next to the human figures |
| Np-vp-self | the expert seeking its own VP only, every seat (N = 2, 4) | what the cards allow |
| Np-vp-solo | the VP seeker with the table to itself (others pass) | the most VP a seat makes |

Prints, per match, the win share of the first level with its standard error, mean VP per
seat, the winners' mean VP, rounds per game and VP per seat per round, and the command that
produced it. ``--expert-budget`` shortens the expert's thinking (the arena's budget is work,
not time, so the figures reproduce).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dataclasses import fields, replace

from yokohama.ai.arena import Budget, Result, match, rotations
from yokohama.ai.expert import DEFAULT, Config

MATCHES: dict[str, tuple[list[str], float | None]] = {
    "2p-expert-hard": (["expert", "hard"], 0.75),
    "3p-expert-hard": (["expert", "hard", "hard"], 0.55),
    "4p-expert-hard": (["expert", "hard", "hard", "hard"], 0.45),
    "2p-hard-normal": (["hard", "normal"], 0.65),
    "2p-expert-self": (["expert", "expert"], None),
    "3p-expert-self": (["expert", "expert", "expert"], None),
    "4p-expert-self": (["expert", "expert", "expert", "expert"], None),
    "2p-vp-self": (["expert-vp", "expert-vp"], None),
    "4p-vp-self": (["expert-vp", "expert-vp", "expert-vp", "expert-vp"], None),
    "2p-vp-solo": (["expert-vp", "idle"], None),
    "4p-vp-solo": (["expert-vp", "idle", "idle", "idle"], None),
}


def summary(name: str, lineup: list[str], goal: float | None, results: list[Result]) -> str:
    """One match's figures as text lines."""
    n = len(results)
    first = lineup[0]
    wins = sum(1 for r in results if r.levels[r.winner] == first)
    share = wins / n
    se = math.sqrt(share * (1 - share) / n) if n > 1 else 0.0
    vps = [v for r in results for v in r.vp]
    winners = [r.vp[r.winner] for r in results]
    rounds = [r.rounds for r in results]
    per_round = statistics.mean(sum(r.vp) / (len(r.vp) * max(1, r.rounds)) for r in results)
    lines = [f"{name}: {' + '.join(lineup)}, {n} games"]
    if goal is not None:
        verdict = "meets" if share >= goal else "misses"
        lines.append(f"  {first} wins {wins}/{n} = {100 * share:.1f}% ± {100 * se:.1f}"
                     f" (goal {100 * goal:.0f}%: {verdict})")
    mine = [v for r in results for lv, v in zip(r.levels, r.vp, strict=True) if lv == first]
    lines.append(f"  mean VP per seat {statistics.mean(vps):.1f} ({first}: "
                 f"{statistics.mean(mine):.1f}); winners' mean {statistics.mean(winners):.1f}"
                 f" (best {max(winners)}); rounds {statistics.mean(rounds):.1f};"
                 f" VP per seat per round {per_round:.2f};"
                 f" {statistics.mean(r.seconds for r in results):.0f} s/game")
    return "\n".join(lines)


def parse_config(text: str) -> Config | None:
    """``near_end=-1,model_width=0`` -> the expert's default switches with those changed."""
    if not text:
        return None
    kinds = {f.name: type(getattr(DEFAULT, f.name)) for f in fields(Config)}
    changes: dict[str, object] = {}
    for item in text.split(","):
        name, _, raw = item.partition("=")
        kind = kinds[name.strip()]
        changes[name.strip()] = raw.strip() not in ("0", "false", "False") if kind is bool \
            else kind(raw)
    return replace(DEFAULT, **changes)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python bench/expert_strength.py")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=500000)
    parser.add_argument("--only", nargs="*", choices=sorted(MATCHES))
    parser.add_argument("--expert-budget", type=float, default=None)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--config", default="",
                        help="the expert's switches changed, e.g. near_end=-1,model_width=0"
                             " (expert.Config; for paired comparisons on the same seeds)")
    args = parser.parse_args(argv)
    config = parse_config(args.config)
    budget: Budget = {} if args.expert_budget is None else {
        "expert": args.expert_budget, "expert-vp": args.expert_budget}
    command = "python bench/expert_strength.py " + " ".join(argv or sys.argv[1:])
    print(command)
    for name in args.only or list(MATCHES):
        lineup, goal = MATCHES[name]
        began = time.perf_counter()
        results = match(rotations(lineup, args.games), args.seed, budget, args.workers, config)
        print(summary(name, lineup, goal, results))
        print(f"  ({time.perf_counter() - began:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
