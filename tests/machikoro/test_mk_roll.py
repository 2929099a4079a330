"""Roll step: one die or two, sums, doubles, injected dice (RULES 4.2, 7.2, 8.6)."""

from __future__ import annotations

import pytest

import machikoro


def _s18(mk, dice):
    return mk.game(mk.player(0, mk.start(ranch=1, cheese_factory=1), ["train_station"]),
                   mk.player(5, mk.start(cafe=1)), dice=dice)


def test_s18_two_dice_count_as_their_sum(mk):
    # RULES 4.2.2, 4.2.3, 7.2 (SCENARIOS S18)
    g = _s18(mk, [3, 4])
    assert g.legal_moves() == ["roll 1", "roll 2"]
    g.play("roll 2")
    assert mk.coins(g) == [3, 5]
    assert g.view(0)["roll"] == 7


def test_s18_one_die_stays_allowed_with_train_station(mk):
    # RULES 4.2.2, 8.6.1 (SCENARIOS S18 variant)
    g = _s18(mk, [1])
    g.play("roll 1")
    assert mk.coins(g) == [1, 6]


def test_s18_two_dice_illegal_without_train_station(mk):
    # RULES 4.2.1 (SCENARIOS S18 illegal line)
    g = _s18(mk, [4, 4])
    mk.play(g, "roll 1", "pass")
    assert g.current_player == 1
    assert g.legal_moves() == ["roll 1"]
    before = g.state.snapshot()
    with pytest.raises(machikoro.IllegalMoveError):
        g.play("roll 2")
    assert g.state.snapshot() == before


def test_train_station_completed_matters_from_next_roll(mk):
    # RULES 10.13, 6.6.1
    g = mk.game(mk.player(4), mk.player(0), dice=[4, 4])
    mk.play(g, "roll 1", "complete train_station")
    mk.play(g, "roll 1", "pass")
    assert g.legal_moves() == ["roll 1", "roll 2"]


def test_injected_dice_are_used_in_order_then_the_generator(mk):
    # RULES 2.5.1: faces 1-6; injected faces first, then the seeded generator
    g = machikoro.new_game(players=2, seed=1, dice=[3, 4, 6, 6])
    g.play("roll 1")
    assert g.state.dice == (3,)
    g.play("pass")
    g.play("roll 1")
    assert g.state.dice == (4,)
    g.play("pass")
    g.play("roll 1")
    assert g.state.dice == (6,)
    g.play("pass")
    g.play("roll 1")
    assert g.state.dice == (6,)
    g.play("pass")
    for _ in range(50):
        g.play("roll 1")
        assert 1 <= g.state.dice[0] <= 6
        g.play(g.legal_moves()[0])
        while g.phase != "roll":
            g.play(g.legal_moves()[0])


def test_generator_dice_are_roughly_uniform():
    # RULES 2.5.1: ordinary six-sided dice
    from machikoro.rules import draw_die
    from machikoro.state import State

    s = State(2)
    s.rng = 12345
    counts = [0] * 7
    for _ in range(6000):
        counts[draw_die(s)] += 1
    assert counts[0] == 0
    assert all(800 < c < 1200 for c in counts[1:])


def test_one_die_roll_is_never_doubles(mk):
    # RULES 4.2.4, 10.3
    g = mk.game(mk.player(0, mk.start(), ["train_station", "amusement_park"]), mk.player(0),
                dice=[3])
    mk.play(g, "roll 1", "pass")
    assert g.current_player == 1


def test_two_dice_never_activate_wheat_field(mk):
    # RULES 8.6.1: two dice can never total 1
    g = mk.game(mk.player(0, {"wheat_field": 3}, ["train_station"]), mk.player(0),
                dice=[1, 1])
    g.play("roll 2")
    assert mk.coins(g) == [0, 0]
