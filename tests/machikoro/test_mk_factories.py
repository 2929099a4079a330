"""Green buildings that count other buildings (RULES 8.3)."""

from __future__ import annotations

import pytest


def test_s11_cheese_factory_pays_three_per_ranch_without_mall_bonus(mk):
    # RULES 8.3.2, 8.3.5, 7.3.3, 5.2.2 (SCENARIOS S11)
    g = mk.game(
        mk.player(0, mk.start(ranch=2, cheese_factory=1), ["train_station", "shopping_mall"]),
        mk.player(0, mk.start(ranch=3, cheese_factory=1)),
        dice=[3, 4],
    )
    g.play("roll 2")
    assert mk.coins(g) == [6, 0]


@pytest.mark.parametrize(("factories", "expected"), [(1, 7), (2, 13)])
def test_s12_furniture_factory_counts_own_forests_and_mines(mk, factories, expected):
    # RULES 8.3.3, 8.3.5, 5.1.3 (SCENARIOS S12 and its variant)
    g = mk.game(
        mk.player(1, mk.start(forest=1, mine=1, furniture_factory=factories), ["train_station"]),
        mk.player(0, mk.start(forest=2)),
        dice=[2, 6],
    )
    g.play("roll 2")
    assert mk.coins(g) == [expected, 0]


def test_s13_market_counts_wheat_fields_and_orchards_including_starting_one(mk):
    # RULES 8.3.4, 8.3.5, 10.15 (SCENARIOS S13)
    g = mk.game(
        mk.player(0, {"wheat_field": 2, "bakery": 1, "apple_orchard": 1,
                      "fruit_and_vegetable_market": 1}, ["train_station"]),
        mk.player(0, mk.start(apple_orchard=2)),
        dice=[5, 6],
    )
    g.play("roll 2")
    assert mk.coins(g) == [6, 0]


def test_factory_without_counted_buildings_pays_nothing(mk):
    # RULES 8.3.5: with none of the counted buildings the factory pays 0
    g = mk.game(mk.player(0, mk.start(cheese_factory=2), ["train_station"]), mk.player(0),
                dice=[3, 4])
    g.play("roll 2")
    assert mk.coins(g) == [0, 0]


def test_two_cheese_factories_two_ranches_pay_twelve(mk):
    # RULES 8.3.5: each activated copy pays the full amount again
    g = mk.game(mk.player(0, mk.start(cheese_factory=2, ranch=2), ["train_station"]),
                mk.player(0), dice=[3, 4])
    g.play("roll 2")
    assert mk.coins(g) == [12, 0]
