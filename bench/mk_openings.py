"""Does any Machi Koro opening beat the tuned build policy's own? (issue 20)

    python bench/mk_openings.py --length 3 --pairs 2000 --workers 2

The expert and hard both build by the tuned policy first (``machikoro/ai/policy.py``), and
no search or policy found so far holds a lead against it (``docs/machikoro.md``). A search
at the table compares a few moves by a few hundred noisy playouts; this bench asks the same
question of the opening with no such noise: every sequence of ``--length`` first builds over
``--cards`` is played in the fast model of ``machikoro/ai/sim.py`` for ``--pairs`` seeds,
each seed once in each seat, against the tuned policy (``--against``), the player keeping to
its sequence and then building by the tuned policy. A target it cannot afford yet is waited
for (the player saves) for up to ``--wait`` build steps, then skipped; ``pass`` in a sequence
is one build step spent saving. Every sequence plays the same seeds (the same dice).

Prints the tuned policy's own opening, then the best ``--top`` sequences by won share with
their standard errors, and the command. Seeds from ``--seed`` (default 50,000,000) are
neither tuning seeds nor the real arenas' seeds.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mk_ceiling import OPPONENTS, legal_builds, named_policy, play, seat_swapped_wins

from boardgame.elo import won_share
from boardgame.pool import mapper
from machikoro.components import BUILDINGS, LANDMARKS

#: The buildings a player can afford in the first rounds (3 coins at the start), and saving.
CARDS = ("wheat_field", "ranch", "bakery", "convenience_store", "cafe", "forest", "pass")
PASS = (0, -1)


def move_of(name: str) -> tuple[int, int]:
    """The fast model's build move for a card name (``pass``: build nothing)."""
    if name == "pass":
        return PASS
    if name in LANDMARKS:
        return (2, LANDMARKS.index(name))
    return (1, BUILDINGS.index(name))


def name_of(move: tuple[int, int]) -> str:
    """The card name of a fast-model build move."""
    kind, i = move
    return "pass" if kind == 0 else BUILDINGS[i] if kind == 1 else LANDMARKS[i]


class Opening:
    """A build policy that keeps to a fixed opening and then builds by the tuned policy."""

    def __init__(self, sequence: tuple[str, ...], wait: int) -> None:
        self.targets = [move_of(name) for name in sequence]
        self.wait = wait
        self.next = 0  #: the index of the next target
        self.waited = 0  #: build steps spent saving for it
        self.then = named_policy("tuned")

    def __call__(self, coins: list[int], city: list[list[int]], marks: list[int],
                 supply: list[int], n: int, p: int, modes: list[int]) -> tuple[int, int]:
        """The next target if it is legal now; save for it a while; then the tuned move."""
        while self.next < len(self.targets):
            target = self.targets[self.next]
            if target == PASS or target in legal_builds(coins, city, marks, supply, p):
                self.next += 1
                self.waited = 0
                return target
            if self.waited < self.wait:
                self.waited += 1
                return PASS
            self.next += 1
            self.waited = 0
        return self.then(coins, city, marks, supply, n, p, modes)


class Recorder:
    """The tuned policy, writing down its first ``length`` build moves."""

    def __init__(self, length: int) -> None:
        self.length = length
        self.moves: list[str] = []
        self.tuned = named_policy("tuned")

    def __call__(self, coins: list[int], city: list[list[int]], marks: list[int],
                 supply: list[int], n: int, p: int, modes: list[int]) -> tuple[int, int]:
        """The tuned move, recorded while the opening lasts."""
        move = self.tuned(coins, city, marks, supply, n, p, modes)
        if len(self.moves) < self.length:
            self.moves.append(name_of(move))
        return move


def tuned_opening(job: tuple[int, int, str]) -> tuple[str, ...]:
    """The tuned policy's first builds in one game (seat 0) against ``against``."""
    length, seed, against = job
    recorder = Recorder(length)
    play([recorder, named_policy(against)], seed, None)
    return tuple(recorder.moves)


def won_pair(job: tuple[tuple[str, ...], int, str, int]) -> int:
    """Games won (0-2) by the opening on one seed, once in each seat."""
    sequence, wait, against, seed = job
    return seat_swapped_wins(seed, named_policy(against),
                             lambda _seat: (Opening(sequence, wait), None))


def main(argv: list[str] | None = None) -> None:
    """Parse the command line, play every opening and print the best."""
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser(prog="python bench/mk_openings.py")
    ap.add_argument("--length", type=int, default=3, help="first builds fixed by the opening")
    ap.add_argument("--cards", default=",".join(CARDS), help="comma-separated card names")
    ap.add_argument("--pairs", type=int, default=2000, help="seeds, each played in both seats")
    ap.add_argument("--seed", type=int, default=50_000_000)
    ap.add_argument("--wait", type=int, default=2, help="build steps spent saving for a target")
    ap.add_argument("--against", choices=OPPONENTS, default="tuned")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--workers", type=int, default=1)
    args = ap.parse_args(argv)
    cards = args.cards.split(",")
    unknown = [c for c in cards if c != "pass" and c not in BUILDINGS + LANDMARKS]
    if unknown:
        ap.error(f"unknown cards: {', '.join(unknown)}")
    print("command: python bench/mk_openings.py " + " ".join(argv), flush=True)
    t0 = time.perf_counter()
    with mapper(args.workers) as map_jobs:
        seen = Counter(map_jobs(tuned_opening, [(args.length, args.seed + k, args.against)
                                                for k in range(args.pairs)]))
        own = ", ".join(f"{','.join(seq)} ({count})" for seq, count in seen.most_common(3))
        print(f"the tuned policy opens (in seat 0, of {args.pairs} games): {own}")
        scores = []
        for sequence in itertools.product(cards, repeat=args.length):
            jobs = [(sequence, args.wait, args.against, args.seed + k) for k in range(args.pairs)]
            scores.append((won_share(sum(map_jobs(won_pair, jobs)), 2 * args.pairs), sequence))
    scores.sort(key=lambda row: -row[0][0])
    for (share, se), sequence in scores[:args.top]:
        print(f"{share:.4f} +/- {se:.4f}  {','.join(sequence)}")
    worst = scores[-1]
    print(f"worst: {worst[0][0]:.4f}  {','.join(worst[1])}; {len(scores)} openings of "
          f"{2 * args.pairs} games each against {args.against} "
          f"({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
