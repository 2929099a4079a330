"""Colour rules: who is paid on whose roll (RULES 5.1, 5.2, 10.1, 10.2)."""

from __future__ import annotations


def test_s01_blue_pays_on_every_players_roll(mk):
    # RULES 4.3, 5.1.2, 5.2.1, 8.2 (SCENARIOS S01)
    g = mk.game(mk.player(3), mk.player(3), dice=[1])
    g.play("roll 1")
    assert mk.coins(g) == [4, 4]


def test_s02_green_pays_only_the_roller_and_copies_count_separately(mk):
    # RULES 5.1.3, 5.2.1, 5.2.2 (SCENARIOS S02)
    g = mk.game(
        mk.player(0, mk.start(ranch=1)),
        mk.player(0, {"wheat_field": 1, "bakery": 2, "ranch": 2}),
        dice=[2],
    )
    g.play("roll 1")
    assert mk.coins(g) == [2, 2]


def test_s05_roller_red_buildings_do_nothing_but_pay_on_other_turns(mk):
    # RULES 5.2.2, 5.2.3, 10.2 (SCENARIOS S05)
    g = mk.game(mk.player(3, mk.start(cafe=2)), mk.player(3), dice=[3, 3])
    g.play("roll 1")
    assert mk.coins(g) == [4, 3]
    g.play("pass")
    g.play("roll 1")
    assert mk.coins(g) == [6, 2]


def test_red_building_never_paid_by_the_bank(mk):
    # RULES 10.2: a red claim on a roller with no coins yields nothing at all
    g = mk.game(mk.player(0, {"wheat_field": 1}), mk.player(0, mk.start(cafe=3)), dice=[3])
    g.play("roll 1")
    assert mk.coins(g) == [0, 0]


def test_green_works_on_extra_turns_of_its_owner(mk):
    # RULES 10.1: extra turns are the owner's turns too
    g = mk.game(
        mk.player(0, mk.start(convenience_store=1),
                  ["train_station", "amusement_park"]),
        mk.player(0), dice=[2, 2, 4])
    mk.play(g, "roll 2", "pass")
    assert (g.current_player, mk.coins(g)) == (0, [3, 0])
    g.play("roll 1")
    assert mk.coins(g) == [6, 0]


def test_roll_activates_only_buildings_showing_that_number(mk):
    # RULES 5.1.1: a roll of 5 activates the Forest and nothing numbered otherwise
    g = mk.game(mk.player(0, mk.start(forest=2, ranch=1)), mk.player(0), dice=[5])
    g.play("roll 1")
    assert mk.coins(g) == [2, 0]
