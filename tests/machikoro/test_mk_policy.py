"""The expert's tuned build policy (machikoro/ai/policy.py) and its data file."""

from __future__ import annotations

import json
import random

import pytest

import machikoro
from machikoro.ai import choose_move
from machikoro.ai.expert import playout_policies, policy_move
from machikoro.ai.heuristics import best_dice
from machikoro.ai.policy import (
    PLAIN,
    POLICY_FILE,
    Weights,
    choose,
    normal_like,
    tuned,
)
from machikoro.ai.sim import Sim, choose_build


def _args(s):
    return (s.coins[:], [c[:] for c in s.city], s.marks[:], s.supply[:], s.n, s.turn,
            [best_dice(s, q) for q in range(s.n)])


def test_the_data_file_holds_every_weight():
    data = json.loads(POLICY_FILE.read_text(encoding="utf-8"))
    assert set(data["weights"]) == set(Weights.names())
    assert "command" in data  # how it was made (bench/tune_mk_policy.py)
    assert Weights.from_dict(tuned().to_dict()) == tuned()


def test_plain_weights_are_the_quick_policy(mk):
    # the tuning starts from the playouts' rounds-to-win policy (sim.choose_build)
    for g in mk.build_steps(players=3, seeds=range(3)):
        assert choose(*_args(g.state), PLAIN) == choose_build(*_args(g.state))


@pytest.mark.parametrize("players", [2, 4])
def test_the_policies_choose_legal_moves_and_change_nothing(players, mk):
    for g in mk.build_steps(players, seeds=range(3)):
        s = g.state
        before = s.snapshot()
        assert policy_move(s) in g.legal_moves()
        args = _args(s)
        kept = json.dumps(args)
        assert choose(*args, tuned())[0] in (0, 1, 2)
        assert normal_like(*args)[0] in (0, 1, 2)
        assert json.dumps(args) == kept  # marks restored after trying landmarks
        assert s.snapshot() == before


def test_the_last_landmark_is_completed_at_once(mk):
    # RULES 9.1: completing the fourth landmark wins
    g = mk.game(mk.player(30, mk.start(), ["train_station", "shopping_mall", "amusement_park"]),
                mk.player(3), dice=[4])
    g.play("roll 1")
    assert policy_move(g.state) == "complete radio_tower"
    assert normal_like(*_args(g.state)) == (2, 3)


def test_the_tuned_policy_prefers_mall_earners_to_forests(mk):
    # the tuning's clearest finding: Bakeries and Convenience Stores (Shopping Mall +1,
    # RULES 7.3) before a Forest, though the Forest pays on every player's roll (RULES 8.2)
    g = mk.game(mk.player(3, mk.start()), mk.player(3), dice=[6])
    g.play("roll 1")
    assert policy_move(g.state) in ("build bakery", "build convenience_store")


def test_playouts_can_give_each_player_a_policy():
    # a player who never builds cannot win (RULES 9.1)
    def never(*_args):
        return 0, -1

    start = machikoro.new_game(players=2, seed=1).state
    for seed in range(3):
        assert Sim(start, [never, normal_like]).run(random.Random(seed)) == 1
    assert len(playout_policies(3, 1)) == 3


def test_with_a_tiny_budget_the_expert_plays_the_policys_move(mk):
    # too few playouts to overrule the tuned policy: its move stands
    for g in mk.build_steps(players=2, seeds=range(2)):
        s = g.state
        if len(g.legal_moves()) > 2:
            assert choose_move(g, s.turn, "expert", seed=1, budget_ms=1) == policy_move(s)
