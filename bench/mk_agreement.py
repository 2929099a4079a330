"""Where do Machi Koro's expert and hard differ, and what is the tuned policy alone worth
against hard? (issue 20; docs/machikoro.md, "Where the expert and hard differ")

    python bench/mk_agreement.py --games 200 --seed 7500000 --workers 2    # agreement
    python bench/mk_agreement.py --games 100 --seed 7500000 --workers 2 --policy
    python bench/mk_agreement.py --games 400 --seed 7500000 --workers 2 --policy-only

Agreement: the expert plays hard, seats rotated as in the arena (``machikoro.ai.arena``:
the expert in seat ``g % 2`` of game ``g``, seed ``seed + g``, the move seeds the arena
gives). At every decision of the expert's with more than one legal move, hard is asked
what it would play there with the same seed; the table counts, per kind of decision, how
often the two agree. ``--policy`` also asks the tuned build policy (``policy.policy_move``,
both bots' first build candidate) at each build step and counts how often each bot leaves
it.

``--policy-only``: the same games with the expert replaced by the tuned policy alone (the
expert's thinking with no playouts: the tuned build, the race value's dice), its wins
against hard counted.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgame.elo import won_share
from boardgame.pool import in_order
from boardgame.thinking import run
from machikoro.ai import choose_move
from machikoro.ai.expert import think_expert
from machikoro.ai.policy import policy_move
from machikoro.game import Game
from machikoro.rng import Rng, derive
from machikoro.start import new_game

BUILD_WORDS = ("build", "complete", "pass")  #: the moves of the build step
KINDS = ("roll", "keep", "reroll", "build")  #: the agreement table's first rows


def kind_of(move: str) -> str:
    """The kind of decision a move answers: roll, keep, reroll or build (TV, swap: as is)."""
    word = move.split()[0]
    return "build" if word in BUILD_WORDS else word


def policy_alone(game: Game, seed: int) -> str:
    """The expert's thinking without playouts: the tuned build, the race value's dice."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    return run(think_expert(game, Rng(derive(seed, len(game.moves), game.state.turn)), 0))


def play(job: tuple[int, int, bool, bool, float | None]) -> dict:
    """One game of the measured player against hard; the counts and whether it won."""
    g, seed, ask_policy, alone, budget_ms = job
    measured = g % 2
    game = new_game(players=2, seed=seed)
    counts: Counter[str] = Counter()
    for i in range(4000):
        if game.is_over:
            break
        seat = game.current_player
        assert seat is not None
        sd = derive(seed, i)
        if seat != measured:
            game.play(choose_move(game, seat, "hard", sd, budget_ms))
            continue
        if alone:
            game.play(policy_alone(game, sd))
            continue
        move = choose_move(game, seat, "expert", sd, budget_ms)
        if len(game.legal_moves()) > 1:
            kind = kind_of(move)
            hard = choose_move(game, seat, "hard", sd, budget_ms)
            counts[f"{kind} decisions"] += 1
            counts[f"{kind} same"] += hard == move
            if kind == "build" and hard != move:
                counts["build: a building for a building"] += (
                    move.split()[0] == hard.split()[0] == "build")
            if kind == "build" and ask_policy:
                first = policy_move(game.state)
                counts["expert leaves the policy"] += move != first
                counts["hard leaves the policy"] += hard != first
        game.play(move)
    counts["won"] += game.winner == measured
    return dict(counts)


def report(total: Counter[str], games: int, alone: bool = False,
           asked_policy: bool = False) -> list[str]:
    """The table's lines."""
    who = "the tuned policy alone" if alone else "the expert"
    won = total["won"]
    share, se = won_share(won, games)
    lines = [f"{who} won {won} of {games} against hard = {100 * share:.1f}% "
             f"± {100 * se:.1f}"]
    if alone:
        return lines
    lines.append(f"{'decision':<8} {'the expert':>10}  hard the same")
    found = [k.removesuffix(" decisions") for k in total if k.endswith(" decisions")]
    for kind in [*KINDS, *sorted(set(found) - set(KINDS))]:  # TV Station, Business Center
        n, same = total[f"{kind} decisions"], total[f"{kind} same"]
        if n:
            lines.append(f"{kind:<8} {n:>10,}  {same:,} ({100 * same / n:.1f}%)")
    differ = total["build decisions"] - total["build same"]
    if differ:
        lines.append(f"differing builds: {differ:,}, a building for a building in "
                     f"{total['build: a building for a building']:,}")
    builds = total["build decisions"]
    for bot in ("expert", "hard") if asked_policy and builds else ():
        left = total[f"{bot} leaves the policy"]
        lines.append(f"{bot} leaves the tuned policy's move in {left:,} of {builds:,} "
                     f"build decisions ({100 * left / builds:.1f}%)")
    return lines


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7_500_000)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--policy", action="store_true", help="also ask the tuned build policy")
    ap.add_argument("--policy-only", action="store_true",
                    help="the tuned policy alone plays hard (no agreement table)")
    ap.add_argument("--budget-ms", type=float, default=None,
                    help="both bots' budget (default: their full playouts)")
    a = ap.parse_args(argv)
    jobs = [(g, a.seed + g, a.policy, a.policy_only, a.budget_ms) for g in range(a.games)]
    start = time.perf_counter()
    total: Counter[str] = Counter()
    for counts in in_order(play, jobs, a.workers):
        total.update(counts)
    print(f"{a.games} games against hard, seats rotated, seeds {a.seed}-{a.seed + a.games - 1}")
    for line in report(total, a.games, a.policy_only, a.policy):
        print(line)
    print(f"({time.perf_counter() - start:.0f} s; python bench/mk_agreement.py "
          + " ".join(sys.argv[1:] if argv is None else argv) + ")")


if __name__ == "__main__":
    main()
