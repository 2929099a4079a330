"""Shopping Mall bonus (RULES 7.3, 10.11)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("face", [2, 3])
def test_s08_mall_adds_one_per_bakery_only_on_own_turn(mk, face):
    # RULES 5.2.2, 7.3, 7.3.1, 7.3.3 (SCENARIOS S08 and its variant)
    g = mk.game(
        mk.player(0, {"wheat_field": 1, "bakery": 2}, ["shopping_mall"]),
        mk.player(0, mk.start(), ["shopping_mall"]),
        dice=[face],
    )
    g.play("roll 1")
    assert mk.coins(g) == [4, 0]


def test_s09_mall_raises_cafe_claim_subject_to_partial_payment(mk):
    # RULES 5.3.4, 5.4.1, 7.3, 7.3.2, 7.3.3 (SCENARIOS S09)
    g = mk.game(mk.player(3), mk.player(0, mk.start(cafe=2), ["shopping_mall"]), dice=[3])
    g.play("roll 1")
    assert mk.coins(g) == [1, 3]


def test_s10_mall_on_convenience_stores(mk):
    # RULES 5.1.3, 7.3, 7.3.1 (SCENARIOS S10 part 1)
    g = mk.game(
        mk.player(0, mk.start(convenience_store=2), ["shopping_mall"]),
        mk.player(0, mk.start(convenience_store=1)),
        dice=[4],
    )
    g.play("roll 1")
    assert mk.coins(g) == [8, 0]


def test_s10_mall_on_family_restaurant_never_on_blue(mk):
    # RULES 7.3, 7.3.1, 7.3.3 (SCENARIOS S10 part 2)
    g = mk.game(
        mk.player(10, mk.start(apple_orchard=1), ["train_station", "shopping_mall"]),
        mk.player(0, mk.start(family_restaurant=1), ["shopping_mall"]),
        dice=[6, 4],
    )
    g.play("roll 2")
    assert mk.coins(g) == [10, 3]


def test_roller_mall_does_not_change_what_roller_pays(mk):
    # RULES 7.3.3: the roller's own mall never raises other players' red claims
    g = mk.game(mk.player(5, mk.start(), ["shopping_mall"]), mk.player(0, mk.start(cafe=1)),
                dice=[3])
    g.play("roll 1")
    assert mk.coins(g) == [4 + 2, 1]


def test_mall_works_from_the_moment_it_is_completed(mk):
    # RULES 6.6.1, 10.11: completed at the end of A's turn, A's Café claims 2 on B's 3
    g = mk.game(mk.player(10, mk.start(cafe=1)), mk.player(5), dice=[4, 3])
    mk.play(g, "roll 1", "complete shopping_mall", "roll 1")
    assert mk.coins(g) == [2, 4]
