"""Purple buildings: Stadium, TV Station, Business Center (RULES 8.5, 10.7-10.10)."""

from __future__ import annotations

import pytest

import machikoro


def test_s14_stadium_against_a_poor_opponent(mk):
    # RULES 8.5.1, 5.4.1, 5.4.4, 10.9 (SCENARIOS S14)
    g = mk.game(mk.player(0, mk.start(stadium=1)), mk.player(1), mk.player(5), dice=[6])
    g.play("roll 1")
    assert mk.coins(g) == [3, 0, 3]


def _tv_game(mk):
    return mk.game(mk.player(0, mk.start(tv_station=1)), mk.player(3), mk.player(8), dice=[6])


def test_s15_tv_station_owner_chooses_one_other_player(mk):
    # RULES 8.5.2, 10.8 (a) (SCENARIOS S15)
    g = _tv_game(mk)
    g.play("roll 1")
    assert g.legal_moves() == ["target 1", "target 2"]
    g.play("target 2")
    assert mk.coins(g) == [5, 3, 3]


def test_s15_tv_station_poor_target_pays_all_it_holds(mk):
    # RULES 10.8 (b), 5.4.1 (SCENARIOS S15 variant)
    g = _tv_game(mk)
    mk.play(g, "roll 1", "target 1")
    assert mk.coins(g) == [3, 0, 8]


def test_s15_tv_station_cannot_target_its_owner(mk):
    # RULES 10.8 (a) (SCENARIOS S15 illegal line)
    g = _tv_game(mk)
    g.play("roll 1")
    before = g.state.snapshot()
    with pytest.raises(machikoro.IllegalMoveError):
        g.play("target 0")
    assert g.state.snapshot() == before


def test_s16_stadium_then_tv_station_on_one_roll(mk):
    # RULES 8.5.1, 8.5.2, 5.4.4, 10.10 (SCENARIOS S16); two players: the target is forced
    g = mk.game(mk.player(0, mk.start(stadium=1, tv_station=1)), mk.player(4), dice=[6])
    g.play("roll 1")
    assert mk.coins(g) == [4, 0]
    pays = [(e["card"], e["amount"], e["owed"]) for e in g.events if e["type"] == "pay"]
    assert pays == [("stadium", 2, 2), ("tv_station", 2, 5)]


def test_tv_target_not_asked_when_every_opponent_is_broke(mk):
    # RULES 10.8 (c): the result is the same whoever is chosen
    g = mk.game(mk.player(0, mk.start(tv_station=1)), mk.player(0), mk.player(0), dice=[6])
    g.play("roll 1")
    assert g.phase == "build"
    assert mk.coins(g) == [0, 0, 0]


def _bc_game(mk):
    return mk.game(
        mk.player(2, mk.start(business_center=1)),
        mk.player(5, mk.start(mine=1, stadium=1), ["train_station"]),
        dice=[6],
    )


def test_s17_business_center_swaps_one_building_each(mk):
    # RULES 8.5.3, 10.7 (a), 6.7, 5.2.4 (SCENARIOS S17)
    g = _bc_game(mk)
    g.play("roll 1")
    assert g.phase == "swap"
    supply = g.view(None)["supply"]
    g.play("swap 1 bakery mine")
    assert mk.city(g, 0) == {"wheat_field": 1, "mine": 1, "business_center": 1}
    assert mk.city(g, 1) == {"wheat_field": 1, "bakery": 2, "stadium": 1}
    assert g.view(None)["players"][1]["landmarks"]["train_station"] is True
    assert mk.coins(g) == [2, 5]
    assert g.view(None)["supply"] == supply


@pytest.mark.parametrize("move", [
    "swap 1 bakery stadium",            # taking a purple building
    "swap 1 business_center mine",      # giving a purple building
    "swap 1 bakery train_station",      # taking a landmark
    "swap 0 bakery wheat_field",        # swapping with oneself
])
def test_s17_business_center_cannot_swap_purple_or_landmarks(mk, move):
    # RULES 10.7 (b), 6.7 (SCENARIOS S17 illegal lines)
    g = _bc_game(mk)
    g.play("roll 1")
    before = g.state.snapshot()
    with pytest.raises(machikoro.IllegalMoveError):
        g.play(move)
    assert g.state.snapshot() == before
    assert move not in g.legal_moves()


def test_s17_business_center_swap_may_be_declined(mk):
    # RULES 10.7 (a) (SCENARIOS S17 variant)
    g = _bc_game(mk)
    mk.play(g, "roll 1", "decline")
    assert mk.city(g, 0) == {"wheat_field": 1, "bakery": 1, "business_center": 1}
    assert mk.city(g, 1) == {"wheat_field": 1, "bakery": 1, "mine": 1, "stadium": 1}
    assert mk.coins(g) == [2, 5]
    assert g.phase == "build"


def test_swapping_identical_types_is_not_offered(mk):
    # RULES 10.7 (d): only distinct types are offered, "decline" covers the rest
    g = _bc_game(mk)
    g.play("roll 1")
    moves = g.legal_moves()
    assert moves[0] == "decline"
    assert "swap 1 bakery bakery" not in moves
    assert "swap 1 wheat_field bakery" in moves


def test_business_center_with_no_possible_swap_does_nothing(mk):
    # RULES 10.7 (e): no legal swap at all -> the effect is skipped
    g = mk.game(mk.player(0, {"bakery": 1, "business_center": 1}),
                mk.player(0, {"bakery": 2}), dice=[6])
    g.play("roll 1")
    assert g.phase == "build"
    assert any(e["type"] == "swap_impossible" for e in g.events)


def test_swapped_building_does_not_activate_for_current_roll(mk):
    # RULES 10.7 (c): phase 2 is already over; the new owner's colour rules apply later
    g = mk.game(mk.player(0, mk.start(business_center=1)),
                mk.player(1, mk.start(cafe=1)), dice=[6, 3])
    mk.play(g, "roll 1", "swap 1 bakery cafe")
    assert mk.coins(g) == [0, 1]
    mk.play(g, "pass", "roll 1")
    # B rolls 3: A's new Café takes B's 1 coin, then B's two Bakeries pay B 2
    assert mk.coins(g) == [1, 2]


def test_swap_can_give_a_sold_out_type(mk):
    # RULES 10.7 (f), 6.5: the supply limit applies only to buying
    g = mk.game(mk.player(0, mk.start(business_center=1)), mk.player(0, mk.start(mine=1)),
                dice=[6], supply={"mine": 0})
    mk.play(g, "roll 1", "swap 1 bakery mine")
    assert mk.city(g, 0)["mine"] == 1
    assert mk.supply(g, "mine") == 0


def test_purple_buildings_of_non_rollers_do_nothing(mk):
    # RULES 5.2.4: B's Stadium does not work on A's roll
    g = mk.game(mk.player(3), mk.player(3, mk.start(stadium=1, tv_station=1)), dice=[6])
    g.play("roll 1")
    assert mk.coins(g) == [3, 3]
    assert g.phase == "build"


def test_purple_order_is_stadium_tv_station_business_center(mk):
    # RULES 10.10 (c): canonical order; the choices come up in that order
    g = mk.game(mk.player(0, mk.start(stadium=1, tv_station=1, business_center=1)),
                mk.player(6), mk.player(6), dice=[6])
    g.play("roll 1")
    assert mk.coins(g) == [4, 4, 4]
    assert g.phase == "tv_target"
    g.play("target 2")
    assert mk.coins(g) == [8, 4, 0]
    assert g.phase == "swap"
    g.play("decline")
    assert g.phase == "build"
