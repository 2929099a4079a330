"""Order of payment and partial payment (RULES 5.3, 5.4, 3.8)."""

from __future__ import annotations


def test_s03_red_paid_before_green_and_penniless_roller_pays_nothing(mk):
    # RULES 5.3, 5.3.3, 5.4.1, 5.4.2, 5.4.3 (a) (SCENARIOS S03)
    g = mk.game(
        mk.player(0, {"wheat_field": 1, "bakery": 2}),
        mk.player(2, mk.start(cafe=1)),
        dice=[3],
    )
    g.play("roll 1")
    assert mk.coins(g) == [2, 2]
    pays = [e for e in g.events if e["type"] == "pay"]
    assert pays == [{"type": "pay", "from": 0, "to": 1, "amount": 0, "owed": 1, "card": "cafe"}]


def test_s04_red_paid_before_blue_with_partial_payment(mk):
    # RULES 5.3, 5.3.3, 5.4.1, 8.2, 8.4 (SCENARIOS S04)
    g = mk.game(
        mk.player(1, mk.start(mine=1), ["train_station"]),
        mk.player(0, mk.start(family_restaurant=1, mine=1)),
        dice=[4, 5],
    )
    g.play("roll 2")
    assert mk.coins(g) == [5, 6]


def test_s06_several_red_owners_paid_counter_clockwise(mk):
    # RULES 3.8.3, 5.3.4, 5.4.1, 5.4.3 (b) (SCENARIOS S06)
    g = mk.game(
        mk.player(3),
        mk.player(0, mk.start(cafe=3)),
        mk.player(0, mk.start(cafe=2)),
        dice=[3],
    )
    g.play("roll 1")
    assert mk.coins(g) == [1, 1, 2]


def test_s07_counter_clockwise_order_wraps_around(mk):
    # RULES 3.8.2, 3.8.3, 5.3.4, 5.4.1 (SCENARIOS S07)
    g = mk.game(
        mk.player(0, mk.start(cafe=1)),
        mk.player(2),
        mk.player(0, mk.start(cafe=1)),
        mk.player(0, mk.start(cafe=1)),
        current=1,
        dice=[3],
    )
    g.play("roll 1")
    assert mk.coins(g) == [1, 1, 0, 1]
    assert [e["to"] for e in g.events if e["type"] == "pay"] == [0, 3, 2]


def test_two_player_game_has_one_red_recipient(mk):
    # RULES 10.2: in a two-player game phase 1 pays only the other player
    g = mk.game(mk.player(5, mk.start(cafe=1)), mk.player(5, mk.start(cafe=2)), dice=[3])
    g.play("roll 1")
    assert mk.coins(g) == [4, 7]


def test_coins_never_below_zero_with_many_claims(mk):
    # RULES 5.4.2, 5.5: a payer pays min(amount, coins)
    g = mk.game(
        mk.player(1, {"wheat_field": 1}, ["train_station"]),
        mk.player(0, mk.start(family_restaurant=3)),
        mk.player(0, mk.start(family_restaurant=2)),
        dice=[5, 5],
    )
    g.play("roll 2")
    assert mk.coins(g) == [0, 0, 1]


def test_unpaid_rest_is_not_carried_forward(mk):
    # RULES 5.4.1: the cancelled part of a claim is never paid later
    g = mk.game(mk.player(0, {"wheat_field": 1}), mk.player(0, mk.start(cafe=1)), dice=[3, 1])
    mk.play(g, "roll 1", "pass", "roll 1")
    assert mk.coins(g) == [1, 1]
