"""How much better than the normal level can a Machi Koro build policy play? (issue 20)

    python bench/mk_ceiling.py --pairs 2000 --workers 2                 # the policies
    python bench/mk_ceiling.py --only search-3 --pairs 200 --rollouts 200 --workers 2
    python bench/mk_ceiling.py --only tuned,switch-plans --against tuned --pairs 150 \
        --rollouts 200 --margin 0.04 --seed 40000000 --workers 2         # against hard's builds

Issue 20 asks for hard >= 60% against normal and the expert >= 58% against hard. Together
that is about 126 Elo points between the expert and normal, a won share of about 67.5%
against normal. This bench measures what the build decision can give against the normal
level, in the fast model of ``machikoro/ai/sim.py`` (whole 2-player games in about two
milliseconds; both players roll, re-roll and aim the TV Station alike there, so only the
builds differ). The opponent builds like the normal level (``policy.normal_like``);
every row plays the same seeds with the seats swapped (the same dice for both seatings, and
the same dice in every row). Rows:

| name | the player's build policy |
| --- | --- |
| normal | normal's own (a check: 0.5 by symmetry) |
| quick | the playouts' quick policy (``sim.choose_build``) |
| tuned | the expert's tuned policy (``policy.tuned``, cross-entropy on seeds 10,000,000-) |
| plan-* | the tuned policy pushed toward one known plan (``PLANS``: extra coins per round |
|        | credited to the plan's cards, rounds to its landmarks) |
| search-3 | at every build step the distinct moves of tuned, normal and quick, each played |
|          | on a copy and followed by ``--rollouts`` whole games (tuned for itself, normal |
|          | for the opponent: the exact opponent model; the same dice for every candidate); |
|          | the tuned move stands unless another wins ``--margin`` more of its games |
| search-all | the same over every legal build |
| switch-plans | policy switching: at every build step where tuned and the plans of |
|              | ``SWITCH_PLANS`` propose different moves, each *policy* is scored by |
|              | ``--rollouts`` games in which the player keeps following it (not tuned), and the |
|              | best one's move is played (tuned's unless another wins ``--margin`` more) |

``--against tuned`` measures every row against the tuned policy instead (hard's first build
candidate: the model of the real hard level), the searchers' opponent model with it.

Prints each row's won share with its standard error and the command. Seeds from ``--seed``
(default 30,000,000) are neither tuning seeds nor the real arenas' seeds.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgame.elo import won_share
from boardgame.pool import Map, mapper
from machikoro.ai.policy import Weights, choose, normal_like, tuned
from machikoro.ai.sim import CAP, Chooser, Sim, choose_build
from machikoro.components import BUILDINGS, COST, L_COST, LANDMARKS, NB, NL
from machikoro.start import new_game

START = new_game(players=2, seed=0).state
ME = 0  #: the measured player's index in ``Table.pick`` order (seats swap every other game)

#: Known plans: (coins per round credited to these buildings, rounds credited to landmarks).
PLANS: dict[str, tuple[dict[str, float], dict[str, float]]] = {
    "plan-cheese": ({"ranch": 1.0, "cheese_factory": 1.0}, {}),
    "plan-furniture": ({"forest": 1.0, "mine": 1.0, "furniture_factory": 1.5}, {}),
    "plan-market": ({"wheat_field": 1.0, "apple_orchard": 1.0,
                     "fruit_and_vegetable_market": 1.5}, {}),
    "plan-mall": ({"convenience_store": 1.0, "bakery": 0.5}, {"shopping_mall": 1.0}),
    "plan-restaurants": ({"cafe": 1.0, "family_restaurant": 1.0}, {}),
    "plan-purple": ({"stadium": 1.5, "tv_station": 1.0}, {}),
}
#: The policies that ``switch-plans`` chooses between (the first stands unless beaten).
SWITCH_PLANS = ("tuned", "plan-cheese", "plan-mall", "plan-purple", "plan-furniture")
ROWS = ("normal", "quick", "tuned", *PLANS, "search-3", "search-all", "switch-plans")
SEARCHERS = ("search-3", "search-all", "switch-plans")
OPPONENTS = ("normal", "tuned")


def planned(plan: str) -> Weights:
    """The tuned weights with a plan's credits added (early and late alike)."""
    w = tuned()
    cards, marks = PLANS[plan]
    early, late, landmark = list(w.early), list(w.late), list(w.landmark)
    for name, credit in cards.items():
        b = BUILDINGS.index(name)
        early[b] += credit
        late[b] += credit
    for name, credit in marks.items():
        landmark[LANDMARKS.index(name)] += credit
    return Weights(tuple(early), tuple(late), w.per_copy, tuple(landmark), w.save, w.potential)


def legal_builds(coins: list[int], city: list[list[int]], marks: list[int],
                 supply: list[int], p: int) -> list[tuple[int, int]]:
    """Every build p may make now: pass, each affordable building, each landmark."""
    money = coins[p]
    moves = [(0, -1)]
    moves += [(1, b) for b in range(NB)
              if COST[b] <= money and supply[b] and city[p][b] < CAP[b]]
    moves += [(2, i) for i in range(NL)
              if not marks[p] >> i & 1 and L_COST[i] <= money]
    return moves


def copy_sim(sim: Sim) -> Sim:
    """An independent copy of a playout in progress."""
    c = object.__new__(Sim)
    c.n, c.pick, c.turn, c.turns = sim.n, sim.pick, sim.turn, sim.turns
    c.coins, c.marks, c.supply, c.modes = sim.coins[:], sim.marks[:], sim.supply[:], sim.modes[:]
    c.city = [row[:] for row in sim.city]
    c.gv = [row[:] for row in sim.gv]
    return c


def rollout_wins(sim: Sim, then: int, p: int, move: tuple[int, int], mine: Chooser,
                 opponent: Chooser, seeds: list[int]) -> float:
    """p's share of games won when p builds ``move`` now and then follows ``mine``."""
    policies: list[Chooser] = [opponent] * sim.n
    policies[p] = mine
    wins = 0
    for s in seeds:
        c = copy_sim(sim)
        c.pick = [*policies]
        c.pick[p] = lambda *_a, m=move: m
        if c.build(p):
            wins += 1
            continue
        c.pick = policies
        c.turn = then
        wins += c.run(random.Random(s)) == p
    return wins / len(seeds)


class Searcher:
    """A build policy that compares candidate builds by whole-game rollouts."""

    def __init__(self, everything: bool, rollouts: int, margin: float, seed: int,
                 opponent: Chooser = normal_like) -> None:
        self.everything = everything
        self.rollouts = rollouts
        self.margin = margin
        self.opponent = opponent  #: the opponents' build policy in the rollouts
        self.rnd = random.Random(seed)  #: the rollouts' dice (never the game's)
        self.sim: Sim | None = None  #: the game being played (set by ``play``)
        self.then = 0  #: who plays after this build step (an Amusement Park double: p again)

    def __call__(self, coins: list[int], city: list[list[int]], marks: list[int],
                 supply: list[int], n: int, p: int, modes: list[int]) -> tuple[int, int]:
        """Return the build with the most rollouts won (the tuned move unless clearly beaten)."""
        mine = partial(choose, w=tuned())
        first = mine(coins, city, marks, supply, n, p, modes)
        assert self.sim is not None
        if self.everything:
            moves = legal_builds(coins, city, marks, supply, p)
        else:
            moves = list(dict.fromkeys([
                first, normal_like(coins, city, marks, supply, n, p, modes),
                choose_build(coins, city, marks, supply, n, p, modes)]))
        if len(moves) == 1:
            return first
        seeds = [self.rnd.getrandbits(32) for _ in range(self.rollouts)]
        won = {m: rollout_wins(self.sim, self.then, p, m, mine, self.opponent, seeds)
               for m in moves}
        best = max(moves, key=lambda m: won[m])
        return best if won[best] > won[first] + self.margin else first


class Switcher(Searcher):
    """Policy switching: play the move of the policy whose own continuation wins most."""

    def __init__(self, rollouts: int, margin: float, seed: int,
                 opponent: Chooser = normal_like) -> None:
        super().__init__(False, rollouts, margin, seed, opponent)
        self.policies: list[Chooser] = [partial(choose, w=tuned() if name == "tuned"
                                                else planned(name)) for name in SWITCH_PLANS]

    def __call__(self, coins: list[int], city: list[list[int]], marks: list[int],
                 supply: list[int], n: int, p: int, modes: list[int]) -> tuple[int, int]:
        """Return the first policy's move unless another policy's rollouts win clearly more."""
        firsts = [pol(coins, city, marks, supply, n, p, modes) for pol in self.policies]
        if len(set(firsts)) == 1:
            return firsts[0]
        assert self.sim is not None
        seeds = [self.rnd.getrandbits(32) for _ in range(self.rollouts)]
        won = [rollout_wins(self.sim, self.then, p, m, pol, self.opponent, seeds)
               for pol, m in zip(self.policies, firsts, strict=True)]
        best = max(range(len(won)), key=lambda i: (won[i], -i))
        return firsts[best] if won[best] > won[0] + self.margin else firsts[0]


def play(pick: list[Chooser], seed: int, searcher: Searcher | None) -> int | None:
    """Play one game in the fast model from the start; return the winner's index."""
    sim = Sim(START, pick)
    rnd = random.Random(seed)
    p = sim.turn
    for _ in range(400):
        v, extra = sim.roll(p, rnd)
        sim.income(p, v)
        if searcher is not None:
            searcher.sim = sim
            searcher.then = p if extra else (p + 1) % sim.n
        if sim.build(p):
            return p
        if not extra:
            p = (p + 1) % sim.n
    return None


def named_policy(name: str) -> Chooser:
    """A fixed build policy by name: ``normal`` (the normal level's own), ``quick`` (the
    playouts') or ``tuned`` (the expert's, hard's first build candidate)."""
    if name == "normal":
        return normal_like
    if name == "quick":
        return choose_build
    if name == "tuned":
        return partial(choose, w=tuned())
    raise ValueError(f"no build policy is named {name!r}")


def player(row: str, args: argparse.Namespace, seed: int) -> tuple[Chooser, Searcher | None]:
    """The build policy a row measures (a searcher is returned twice: it needs the game)."""
    if row in ("normal", "quick", "tuned"):
        return named_policy(row), None
    if row in PLANS:
        return partial(choose, w=planned(row)), None
    if row == "switch-plans":
        switcher = Switcher(args.rollouts, args.margin, seed, named_policy(args.against))
        return switcher, switcher
    searcher = Searcher(row == "search-all", args.rollouts, args.margin, seed,
                        named_policy(args.against))
    return searcher, searcher


def seat_swapped_wins(seed: int, opponent: Chooser,
                      make_player: Callable[[int], tuple[Chooser, Searcher | None]]) -> int:
    """Games won (0-2) on one seed by the player ``make_player(seat)`` returns (a policy and
    its searcher, if any), once in each seat against ``opponent``: the same dice both times."""
    won = 0
    for seat in (0, 1):
        me, searcher = make_player(seat)
        pick: list[Chooser] = [opponent, opponent]
        pick[seat] = me
        won += play(pick, seed, searcher) == seat
    return won


def won_pair(job: tuple[str, argparse.Namespace, int]) -> int:
    """Games won (0-2) by the row's policy on one seed, once in each seat."""
    row, args, seed = job
    return seat_swapped_wins(seed, named_policy(args.against),
                             lambda seat: player(row, args, seed * 2 + seat))


def measure(row: str, args: argparse.Namespace,
            map_jobs: Map) -> tuple[float, float]:
    """The row's won share against ``--against`` over ``--pairs`` seeds, and its standard error."""
    wins = map_jobs(won_pair, [(row, args, args.seed + k) for k in range(args.pairs)])
    return won_share(sum(wins), 2 * args.pairs)


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and print one line per row."""
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser(prog="python bench/mk_ceiling.py")
    ap.add_argument("--only", default=",".join(r for r in ROWS if r not in SEARCHERS),
                    help="comma-separated rows: " + ", ".join(ROWS))
    ap.add_argument("--pairs", type=int, default=2000, help="seeds, each played in both seats")
    ap.add_argument("--seed", type=int, default=30_000_000)
    ap.add_argument("--rollouts", type=int, default=100, help="per candidate (search rows)")
    ap.add_argument("--margin", type=float, default=0.02,
                    help="won share another move needs over the tuned one (search rows)")
    ap.add_argument("--against", choices=OPPONENTS, default="normal",
                    help="the opponent's build policy (tuned: hard's first build candidate)")
    ap.add_argument("--workers", type=int, default=1)
    args = ap.parse_args(argv)
    rows = args.only.split(",")
    unknown = set(rows) - set(ROWS)
    if unknown:
        ap.error(f"unknown rows: {', '.join(sorted(unknown))}")
    print("command: python bench/mk_ceiling.py " + " ".join(argv), flush=True)
    with mapper(args.workers) as map_jobs:
        for row in rows:
            t0 = time.perf_counter()
            share, se = measure(row, args, map_jobs)
            print(f"{row:18s} won {share:.4f} +/- {se:.4f} of {2 * args.pairs} games "
                  f"against {args.against} ({time.perf_counter() - t0:.0f} s)", flush=True)
    print("both Machi Koro goals of issue 20 together need about 0.675 against normal")


if __name__ == "__main__":
    main()
