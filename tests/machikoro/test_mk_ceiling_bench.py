"""bench/mk_ceiling.py: what a build policy can win against normal in the fast model (issue 20)."""

from __future__ import annotations

import argparse
import random

import pytest
from bench_scripts import load_bench

import machikoro
from machikoro.ai.policy import normal_like, tuned
from machikoro.ai.sim import Sim
from machikoro.components import BUILDINGS, LANDMARKS


@pytest.fixture(scope="module")
def ceiling():
    return load_bench("mk_ceiling")


def _args(**kw) -> argparse.Namespace:
    return argparse.Namespace(**{"pairs": 4, "seed": 123, "rollouts": 3, "margin": 0.02,
                                 "against": "normal", **kw})


def _text(kind: int, arg: int) -> str:
    return "pass" if kind == 0 else (f"build {BUILDINGS[arg]}" if kind == 1
                                     else f"complete {LANDMARKS[arg]}")


@pytest.mark.parametrize(("row", "against"), [("normal", "normal"), ("tuned", "tuned")])
def test_a_policy_against_itself_wins_exactly_half(ceiling, row, against) -> None:
    # both seatings of one seed are the same game, so the row wins exactly one of the two
    share, _ = ceiling.measure(row, _args(pairs=30, against=against),
                               lambda f, jobs: [f(j) for j in jobs])
    assert share == 0.5


def test_the_rows_legal_builds_are_the_engines(ceiling, mk) -> None:
    # RULES 4.4: pass, an affordable building in supply, an affordable landmark not built
    checked = 0
    for g in mk.build_steps(seeds=range(3)):
        s = g.state
        moves = ceiling.legal_builds(s.coins, s.city, s.marks, s.supply, s.turn)
        texts = {_text(*m) for m in moves}
        assert texts == set(g.legal_moves())
        checked += 1
    assert checked > 20


def test_a_plan_credits_only_its_own_cards(ceiling) -> None:
    w, p = tuned(), ceiling.planned("plan-cheese")
    for b, name in enumerate(BUILDINGS):
        extra = {"ranch": 1.0, "cheese_factory": 1.0}.get(name, 0.0)
        assert p.early[b] == pytest.approx(w.early[b] + extra)
        assert p.late[b] == pytest.approx(w.late[b] + extra)
    assert (p.landmark, p.save, p.potential) == (w.landmark, w.save, w.potential)


def test_a_copied_playout_is_independent(ceiling) -> None:
    sim = Sim(machikoro.new_game(players=2, seed=5).state)
    copy = ceiling.copy_sim(sim)
    copy.run(random.Random(1))
    assert sim.coins == Sim(machikoro.new_game(players=2, seed=5).state).coins
    assert sim.city != copy.city


@pytest.mark.parametrize("row", ["search-3", "search-all", "switch-plans"])
def test_the_searcher_builds_legally_and_reproducibly(ceiling, row) -> None:
    games = []
    for _ in range(2):
        me, searcher = ceiling.player(row, _args(), seed=9)
        chosen: list[str] = []

        def record(*a, me=me, searcher=searcher, chosen=chosen):
            move = me(*a)
            sim = searcher.sim
            assert move in ceiling.legal_builds(sim.coins, sim.city, sim.marks, sim.supply, a[5])
            chosen.append(_text(*move))
            return move

        winner = ceiling.play([record, normal_like], seed=9, searcher=searcher)
        games.append((winner, chosen))
    assert games[0] == games[1] and games[0][1]


def test_switching_that_no_rollout_share_can_justify_plays_the_tuned_game(ceiling) -> None:
    # a margin of 1.0 is beyond any difference of won shares, so tuned's move always stands
    args = _args(margin=1.0, against="tuned")
    tuned_policy, _ = ceiling.player("tuned", args, seed=4)
    switcher_policy, switcher = ceiling.player("switch-plans", args, seed=4)
    moves: list[list[tuple[int, int]]] = [[], []]

    def recorder(policy, out):
        def pick(*a):
            out.append(policy(*a))
            return out[-1]
        return pick

    opponent = ceiling.named_policy(args.against)
    won_tuned = ceiling.play([recorder(tuned_policy, moves[0]), opponent], seed=4, searcher=None)
    won_switch = ceiling.play([recorder(switcher_policy, moves[1]), opponent], seed=4,
                              searcher=switcher)
    assert (won_switch, moves[1]) == (won_tuned, moves[0])


def test_a_build_that_wins_at_once_wins_every_rollout(ceiling) -> None:
    # RULES 9.1: the last landmark ends the game before any roll
    sim = Sim(machikoro.new_game(players=2, seed=5).state)
    sim.marks[0] = 0b0111
    sim.coins[0] = 30
    last = next(i for i in range(len(LANDMARKS)) if not sim.marks[0] >> i & 1)
    share = ceiling.rollout_wins(sim, 1, 0, (2, last), normal_like, normal_like, [1, 2, 3])
    assert share == 1.0
