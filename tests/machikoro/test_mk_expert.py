"""The expert level: legal, deterministic, fair, sliced like choose_move, announces a best."""

from __future__ import annotations

import machikoro
from machikoro.ai import Thinker, choose_move

BUDGET = 20  #: tiny budgets keep these tests fast


def _build_position(seed=0):
    # a build step with several purchases and a landmark to weigh (RULES 4.4)
    return machikoro.from_position({
        "players": [{"coins": 7, "buildings": {"wheat_field": 2, "bakery": 1, "ranch": 1},
                     "landmarks": ["train_station"]},
                    {"coins": 5, "buildings": {"wheat_field": 1, "bakery": 1, "cafe": 1}}],
        "current_player": 0, "phase": "build", "rolled": [2], "seed": seed})


def test_expert_returns_a_legal_build():
    g = _build_position()
    assert choose_move(g, 0, "expert", seed=1, budget_ms=BUDGET) in g.legal_moves()


def test_expert_is_deterministic_for_seed_and_budget():
    a = choose_move(_build_position(), 0, "expert", seed=5, budget_ms=BUDGET)
    assert choose_move(_build_position(), 0, "expert", seed=5, budget_ms=BUDGET) == a


def test_expert_never_changes_the_game_or_its_dice():
    g = _build_position()
    before = (g.state.snapshot(), list(g.moves))
    choose_move(g, 0, "expert", seed=2, budget_ms=BUDGET)
    assert (g.state.snapshot(), list(g.moves)) == before


def test_expert_ignores_the_dice_generator_state():
    # fairness: the next dice are hidden; games differing only there get the same move
    a = choose_move(_build_position(seed=1), 0, "expert", seed=3, budget_ms=BUDGET)
    b = choose_move(_build_position(seed=987654), 0, "expert", seed=3, budget_ms=BUDGET)
    assert _build_position(1).state.rng != _build_position(987654).state.rng and a == b


def test_sliced_expert_gives_the_same_move_as_choose_move():
    g = _build_position()
    want = choose_move(g, 0, "expert", seed=4, budget_ms=BUDGET)
    t = Thinker(g, 0, "expert", seed=4, budget_ms=BUDGET)
    while not t.step(0.01):
        pass
    assert t.result() == want


def test_expert_announces_a_best_move_before_it_is_done():
    g = _build_position()
    t = Thinker(g, 0, "expert", seed=4, budget_ms=BUDGET)
    announced = None
    while not t.step(0.0):
        announced = announced or t.best()
    assert announced in g.legal_moves()


def test_expert_rolls_two_dice_for_a_cheese_factory(mk):
    # RULES 4.2.2, 8.3.2: a 7 pays 3 per Ranch, only reachable with two dice
    g = mk.game(mk.player(3, mk.start(ranch=3, cheese_factory=2), ["train_station"]),
                mk.player(3))
    assert choose_move(g, 0, "expert", seed=1) == "roll 2"


def test_expert_rerolls_a_roll_that_pays_nothing(mk):
    # RULES 10.4: the Radio Tower discards a bad result
    g = mk.game(mk.player(3, mk.start(convenience_store=3), ["radio_tower"]),
                mk.player(3), dice=[6])
    g.play("roll 1")
    assert choose_move(g, 0, "expert", seed=1) == "reroll"


def test_expert_targets_the_richer_opponent(mk):
    # RULES 8.5.2: the TV Station takes 5 from one chosen player
    g = mk.game(mk.player(0, mk.start(tv_station=1)), mk.player(1), mk.player(8), dice=[6])
    g.play("roll 1")
    assert choose_move(g, 0, "expert", seed=1) == "target 2"


def test_expert_completes_the_winning_landmark(mk):
    # RULES 9.1: completing the fourth landmark wins at once
    g = mk.game(mk.player(30, mk.start(), ["train_station", "shopping_mall", "amusement_park"]),
                mk.player(30), dice=[4])
    g.play("roll 1")
    assert choose_move(g, 0, "expert", seed=2) == "complete radio_tower"
