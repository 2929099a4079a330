"""Turn-by-turn records of bot games, for fitting the expert's sense of how far a game has
come (``evaluate.progress``; issue 20).

    python bench/progress_data.py --players 2 --games 60 --seed 5000000 --out p2.jsonl

Plays expert-vs-hard games (seats rotated; ``--lineup`` for another table) and writes one
JSON line per game: the public end-condition marks at the start of every turn and the game's
length in turns, so that ``turn / turns`` is the share of the game played at that turn.
``bench/fit_progress.py`` fits the progress table from these files.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgame.pool import in_order
from yokohama.ai.arena import play_game, rotations
from yokohama.ai.evaluate import marks, progress
from yokohama.game import Game


def record_game(job: tuple[list[str], int, float]) -> dict:
    """One game's turn-start marks (``evaluate.marks``) and its length in turns, played as
    the arena plays it (``arena.play_game``)."""
    levels, seed, budget = job
    turns: list[dict] = []
    last: list[tuple[int, int]] = []

    def watch(game: Game) -> None:
        g = game.state
        here = (g.round, g.current)
        if g.stage == "A" and here not in last[-1:]:
            last.append(here)
            turns.append({"round": g.round, "end": g.end_triggered,
                          "marks": marks(game), "now": round(progress(game), 4)})

    result = play_game(levels, seed, {"expert": budget}, watch=watch)
    return {"players": len(levels), "seed": seed, "levels": levels,
            "turns": len(turns), "rounds": result.rounds, "marks": turns}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python bench/progress_data.py")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=5_000_000)
    parser.add_argument("--lineup", nargs="*", help="levels by seat (default expert, hard...)")
    parser.add_argument("--expert-budget", type=float, default=1000.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    lineup = args.lineup or ["expert"] + ["hard"] * (args.players - 1)
    jobs = [(levels, args.seed + i, args.expert_budget)
            for i, levels in enumerate(rotations(lineup, args.games))]
    with open(args.out, "a") as out:
        for n, rec in enumerate(in_order(record_game, jobs, args.workers), 1):
            out.write(json.dumps(rec) + "\n")
            out.flush()
            print(f"{n}/{len(jobs)} seed {rec['seed']}: {rec['turns']} turns", flush=True)


if __name__ == "__main__":
    main()
