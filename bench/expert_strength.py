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
| Np-expert-vp | the expert against VP seekers (N = 2, 4) | beats players who play for a big score |
| 4p-vp-expert | one VP seeker against three experts | how often a big score beats the experts |
| Np-vp-self | the expert seeking its own VP only, every seat (N = 2, 4) | what the cards allow |
| Np-vp-solo | the VP seeker with the table to itself (others pass) | the most VP a seat makes |

Prints, per match, the win share of the first level with its standard error, mean VP per
seat, the winners' mean VP, rounds per game and VP per seat per round, and the command that
produced it. ``--expert-budget`` shortens the expert's thinking (the arena's budget is work,
not time, so the figures reproduce).

Changes to the expert, compared game by game on the same seeds (a paired comparison: the
same deals and seatings, so luck mostly cancels)::

    python bench/expert_strength.py --only 2p-expert-hard --games 100 --seed 600000 \
        --games-file base.jsonl
    python bench/expert_strength.py --only 2p-expert-hard --games 100 --seed 600000 \
        --weights '{"win": 0.3}' --games-file win03.jsonl --paired base.jsonl

``--games-file`` keeps every finished game as a JSON line (a stopped run resumes where it
stopped; a file holds one variant only); ``--paired`` prints, on the seeds both files hold,
both win counts and the games that changed hands.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dataclasses import fields, replace

from boardgame.elo import won_share
from yokohama.ai.arena import Budget, Job, Result, play_games, rotations
from yokohama.ai.evaluate import Weights
from yokohama.ai.expert import DEFAULT, Config, tuned_weights

MATCHES: dict[str, tuple[list[str], float | None]] = {
    "2p-expert-hard": (["expert", "hard"], 0.75),
    "3p-expert-hard": (["expert", "hard", "hard"], 0.55),
    "4p-expert-hard": (["expert", "hard", "hard", "hard"], 0.45),
    "2p-hard-normal": (["hard", "normal"], 0.65),
    "2p-expert-self": (["expert", "expert"], None),
    "3p-expert-self": (["expert", "expert", "expert"], None),
    "4p-expert-self": (["expert", "expert", "expert", "expert"], None),
    "2p-expert-vp": (["expert", "expert-vp"], None),
    "4p-expert-vp": (["expert", "expert-vp", "expert-vp", "expert-vp"], None),
    "4p-vp-expert": (["expert-vp", "expert", "expert", "expert"], None),
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
    share, se = won_share(wins, n)
    vps = [v for r in results for v in r.vp]
    winners = [r.vp[r.winner] for r in results]
    rounds = [r.rounds for r in results]
    per_round = statistics.mean(sum(r.vp) / (len(r.vp) * max(1, r.rounds)) for r in results)
    lines = [f"{name}: {' + '.join(lineup)}, {n} games"]
    contest = "idle" not in lineup and any(level != first for level in lineup)
    if goal is not None or contest:
        verdict = "" if goal is None else (
            f" (goal {100 * goal:.0f}%: {'meets' if share >= goal else 'misses'})")
        lines.append(f"  {first} wins {wins}/{n} = {100 * share:.1f}% ± {100 * se:.1f}{verdict}")
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


def variant(config: str, weights: str) -> dict[str, str]:
    """The expert's variant a games file is made of: its ``--config`` and ``--weights``."""
    return {"config": config, "weights": weights}


def load_games(path: Path, name: str,
               which: dict[str, str] | None = None) -> dict[int, Result]:
    """The games of match ``name`` kept in ``path``, by seed (none if the file is missing).
    A file with games of another variant of the expert than ``which`` (None: than its first
    game's) is refused."""
    out: dict[int, Result] = {}
    if not path.exists():
        return out
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        row = json.loads(line)
        if which is None:
            which = variant(row.get("config", ""), row.get("weights", ""))
        if variant(row.get("config", ""), row.get("weights", "")) != which:
            raise SystemExit(f"{path}:{n}: a game of another variant of the expert "
                             f"({row.get('config')!r}, {row.get('weights')!r}): use another file")
        if row["match"] == name:
            out[row["seed"]] = Result(row["levels"], row["vp"], row["winner"], row["rounds"],
                                      row["seconds"])
    return out


def play_match(name: str, seed: int, games: int, jobs: tuple[Budget, Config | None,
               Weights | None], workers: int, path: Path | None,
               which: dict[str, str]) -> list[Result]:
    """Games ``0 .. games - 1`` of match ``name`` (seeds ``seed + i``, the lineup rotated by
    ``i``); with ``path``, those already kept there are not played again and every new one is
    appended as it finishes."""
    budget, config, weights = jobs
    tables = rotations(MATCHES[name][0], games)
    done = load_games(path, name, which) if path else {}
    todo = [i for i in range(games) if seed + i not in done]
    work: list[Job] = [(tables[i], seed + i, budget, config, weights) for i in todo]
    for i, r in zip(todo, play_games(work, workers), strict=True):
        done[seed + i] = r
        if path:
            row = {"match": name, "seed": seed + i, "levels": r.levels, "vp": r.vp,
                   "winner": r.winner, "rounds": r.rounds, "seconds": round(r.seconds, 1),
                   **which}
            with path.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(row) + "\n")
    return [done[seed + i] for i in range(games)]


def paired(name: str, mine: list[Result], seed: int, other: dict[int, Result]) -> str:
    """This match's wins next to another file's on the seeds both hold, and the games whose
    winner's level changed (gained: the first level wins here only; lost: there only)."""
    first = MATCHES[name][0][0]
    pairs = [(r, other[seed + i]) for i, r in enumerate(mine) if seed + i in other]
    if not pairs:
        return f"  paired: no seed in common with {name}'s games there"

    def won(r: Result) -> bool:
        return r.levels[r.winner] == first

    here = sum(won(a) for a, _ in pairs)
    there = sum(won(b) for _, b in pairs)
    gained = sum(won(a) and not won(b) for a, b in pairs)
    lost = sum(won(b) and not won(a) for a, b in pairs)
    return (f"  paired on {len(pairs)} seeds: {first} wins {here} here, {there} there;"
            f" {gained} games gained, {lost} lost")


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
    parser.add_argument("--weights", default="",
                        help="the expert's evaluation weights changed, as JSON, e.g."
                             " '{\"win\": 0.3}' (evaluate.Weights)")
    parser.add_argument("--games-file", type=Path, default=None,
                        help="keep every game here as a JSON line; resume from it")
    parser.add_argument("--paired", type=Path, default=None,
                        help="another games file: compare game by game on the same seeds")
    args = parser.parse_args(argv)
    config = parse_config(args.config)
    changed = json.loads(args.weights) if args.weights else None
    which = variant(args.config, args.weights)
    budget: Budget = {} if args.expert_budget is None else {
        "expert": args.expert_budget, "expert-vp": args.expert_budget}
    command = "python bench/expert_strength.py " + " ".join(argv or sys.argv[1:])
    print(command)
    for name in args.only or list(MATCHES):
        lineup, goal = MATCHES[name]
        began = time.perf_counter()
        weights = tuned_weights(len(lineup)).with_values(changed) if changed else None
        results = play_match(name, args.seed, args.games, (budget, config, weights),
                             args.workers, args.games_file, which)
        print(summary(name, lineup, goal, results))
        if args.paired:
            other = load_games(args.paired, name)
            print(paired(name, results, args.seed, other))
        print(f"  ({time.perf_counter() - began:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
