"""Setup (RULES 2, 3) and the new_game / from_position entry points."""

from __future__ import annotations

import pytest

import machikoro


@pytest.mark.parametrize("n", [2, 3, 4])
def test_each_player_starts_with_wheat_field_bakery_and_three_coins(n):
    # RULES 3.2, 3.3, 3.6
    v = machikoro.new_game(players=n, seed=5).view(None)
    assert len(v["players"]) == n
    for p in v["players"]:
        assert p["coins"] == 3
        assert p["buildings"] == {"wheat_field": 1, "bakery": 1}
        assert not any(p["landmarks"].values())


def test_supply_starts_full_six_normal_four_purple():
    # RULES 2.1.1, 2.1.2, 3.5.1
    supply = machikoro.new_game(players=4, seed=0).view(None)["supply"]
    assert len(supply) == 15
    purple = {"stadium", "tv_station", "business_center"}
    assert all(c == (4 if b in purple else 6) for b, c in supply.items())


@pytest.mark.parametrize("players", [1, 5, 0, "four", ["solo"], True])
def test_player_count_must_be_two_to_four(players):
    # RULES 3.1
    with pytest.raises(ValueError):
        machikoro.new_game(players=players, seed=0)


def test_players_may_be_given_as_names():
    # RULES 3.8: names in clockwise seat order
    g = machikoro.new_game(players=["Aiko", "Ben", "Chen"], seed=0)
    assert g.view(None)["names"] == ["Aiko", "Ben", "Chen"]
    assert g.current_player == 0


def test_start_player_is_seat_zero_by_default_and_an_option_otherwise():
    # RULES 3.7, 3.7.1, 3.8
    assert machikoro.new_game(players=3, seed=0).current_player == 0
    g = machikoro.new_game(players=3, seed=0, options={"start_player": 2})
    assert g.current_player == 2
    g.play("roll 1")
    g.play("pass")
    assert g.current_player == 0  # RULES 3.8.1: play passes clockwise


def test_random_start_player_is_drawn_from_the_seed():
    # RULES 3.7.1: drawn with the game's seeded generator
    seats = {machikoro.new_game(players=4, seed=s, options={"start_player": "random"})
             .current_player for s in range(40)}
    assert seats == {0, 1, 2, 3}
    a = machikoro.new_game(players=4, seed=9, options={"start_player": "random"})
    b = machikoro.new_game(players=4, seed=9, options={"start_player": "random"})
    assert a.current_player == b.current_player


@pytest.mark.parametrize("options", [{"start_player": 4}, {"colour": "red"}, "fast"])
def test_bad_options_are_rejected(options):
    # RULES 3.7.1: only the start player is an option
    with pytest.raises(ValueError):
        machikoro.new_game(players=4, seed=0, options=options)


@pytest.mark.parametrize("dice", [[0], [7], ["3"], "34"])
def test_bad_injected_dice_are_rejected(dice):
    # RULES 2.5.1: faces 1 to 6
    with pytest.raises(ValueError):
        machikoro.new_game(players=2, seed=0, dice=dice)


def test_seed_must_be_an_int():
    # RULES 1.4.1: the dice are the only chance, drawn from an int seed
    with pytest.raises(ValueError):
        machikoro.new_game(players=2, seed="7")


@pytest.mark.parametrize("position", [
    {"players": [{"coins": 3}]},                                        # one player
    {"players": [{"coins": -1}, {"coins": 0}]},                         # negative coins
    {"players": [{"buildings": {"castle": 1}}, {}]},                    # unknown building
    {"players": [{"buildings": {"stadium": 2}}, {}]},                   # two of a purple
    {"players": [{"landmarks": ["castle"]}, {}]},                       # unknown landmark
    {"players": [{}, {}], "current_player": 2},                         # bad seat
    {"players": [{}, {}], "supply": {"mine": 7}},                       # supply too big
    {"players": [{}, {}], "hand": []},                                  # unknown field
])
def test_from_position_rejects_bad_positions(position):
    # RULES 3.1, 6.4, 7.1, 8.1: positions must be possible
    with pytest.raises(ValueError):
        machikoro.from_position(position)


def test_from_position_defaults_to_the_start_city_and_full_supply():
    # RULES 3.2, 3.5.1
    g = machikoro.from_position({"players": [{"coins": 1}, {"coins": 2, "name": "Ben"}]})
    v = g.view(None)
    assert v["players"][0]["buildings"] == {"wheat_field": 1, "bakery": 1}
    assert v["names"] == ["Player 1", "Ben"]
    assert v["supply"]["mine"] == 6
    assert g.current_player == 0
