"""Build step: buying, completing, limits (RULES 4.4, 6, 10.12)."""

from __future__ import annotations

import pytest

import machikoro


def _illegal(g, move):
    before = g.state.snapshot()
    assert move not in g.legal_moves()
    with pytest.raises(machikoro.IllegalMoveError):
        g.play(move)
    assert g.state.snapshot() == before


def test_s23_sold_out_stack_cannot_be_bought(mk):
    # RULES 6.3, 6.5, 6.5.1, 10.12 (SCENARIOS S23)
    g = mk.game(mk.player(10, mk.start(mine=3, forest=2)),
                mk.player(10, mk.start(mine=3, forest=3)),
                dice=[4, 4], supply={"mine": 0, "forest": 1, "wheat_field": 6})
    g.play("roll 1")
    _illegal(g, "build mine")
    g.play("build forest")
    assert mk.coins(g)[0] == 7
    assert mk.supply(g, "forest") == 0
    g.play("roll 1")
    _illegal(g, "build forest")
    g.play("build wheat_field")
    assert mk.coins(g)[1] == 9
    assert mk.supply(g, "wheat_field") == 5


def test_s24_second_copy_of_a_purple_building_is_forbidden(mk):
    # RULES 6.4, 10.12 (SCENARIOS S24)
    g = mk.game(mk.player(15, mk.start(stadium=1)), mk.player(10),
                dice=[4, 4, 4], supply={"stadium": 3, "tv_station": 4})
    g.play("roll 1")
    _illegal(g, "build stadium")
    g.play("build tv_station")
    assert (mk.coins(g)[0], mk.supply(g, "tv_station"), mk.supply(g, "stadium")) == (8, 3, 3)
    mk.play(g, "roll 1", "build stadium")
    assert (mk.coins(g)[1], mk.supply(g, "stadium")) == (4, 2)
    g.play("roll 1")
    _illegal(g, "build tv_station")
    _illegal(g, "build stadium")
    g.play("pass")
    assert mk.coins(g)[0] == 8


def test_s25_costs_paid_in_full_and_only_one_build_per_turn(mk):
    # RULES 4.4.1, 4.4.2, 4.4.3, 6.2, 6.2.1, 6.6.3 (SCENARIOS S25)
    g = mk.game(mk.player(2, mk.start(convenience_store=1), ["train_station"]), mk.player(0),
                dice=[4])
    g.play("roll 1")
    assert mk.coins(g)[0] == 5
    _illegal(g, "build mine")
    _illegal(g, "complete train_station")
    g.play("build forest")
    assert mk.coins(g) == [2, 0]
    assert mk.city(g, 0)["forest"] == 1
    _illegal(g, "build wheat_field")


def test_landmark_completion_pays_the_bank_and_flips_the_card(mk):
    # RULES 6.6, 7.1
    g = mk.game(mk.player(10), mk.player(0), dice=[4])
    mk.play(g, "roll 1", "complete shopping_mall")
    assert mk.coins(g) == [0, 0]
    assert g.view(0)["players"][0]["landmarks"]["shopping_mall"] is True


def test_landmarks_may_be_completed_in_any_order(mk):
    # RULES 6.6.2
    g = mk.game(mk.player(22), mk.player(0), dice=[4])
    g.play("roll 1")
    assert {"complete radio_tower", "complete train_station"} <= set(g.legal_moves())


def test_build_step_options_are_pass_buildings_and_landmarks(mk):
    # RULES 4.4.1, 10.12: with 4 coins and full supply
    g = mk.game(mk.player(4), mk.player(0), dice=[4])
    g.play("roll 1")
    assert g.legal_moves() == [
        "pass", "build wheat_field", "build ranch", "build forest", "build apple_orchard",
        "build bakery", "build convenience_store", "build furniture_factory",
        "build fruit_and_vegetable_market", "build cafe", "build family_restaurant",
        "complete train_station",
    ]


def test_starting_cards_do_not_come_from_the_supply():
    # RULES 2.2.1, 3.5.1: every stack starts full whatever the player count
    for n in (2, 3, 4):
        v = machikoro.new_game(players=n, seed=0).view(None)
        assert v["supply"]["wheat_field"] == 6
        assert v["supply"]["bakery"] == 6
        assert v["supply"]["stadium"] == 4


def test_passing_keeps_the_coins(mk):
    # RULES 4.4.1 (c)
    g = mk.game(mk.player(9), mk.player(0), dice=[4])
    mk.play(g, "roll 1", "pass")
    assert mk.coins(g) == [9, 0]
    assert g.current_player == 1
