"""machikoro.ai.ev: expected income per card on hand-made positions."""

from __future__ import annotations

import pytest

from machikoro.ai.ev import Table, card_income, flows, rates
from machikoro.components import B_INDEX


def test_start_city_earns_two_thirds_of_a_coin_per_round(mk):
    # RULES 8.1: Wheat Field 1 on any 1 (both turns), Bakery 1 on own 2-3
    t = Table.of(mk.game(mk.player(3), mk.player(3)).state)
    assert rates(t) == pytest.approx([2 / 3, 2 / 3])


def test_income_table_counts_what_the_others_cafe_takes(mk):
    # RULES 5.2.3, 8.4: a Café takes 1 on the other player's 3 (one die: 1/6)
    g = mk.game(mk.player(3), mk.player(3, mk.start(cafe=2)))
    inc = card_income(Table.of(g.state))
    cafe = B_INDEX["cafe"]
    assert inc[1][(1, cafe)] == pytest.approx(2 / 6)
    assert inc[0][(1, cafe)] == pytest.approx(-2 / 6)
    assert inc[0][(0, B_INDEX["bakery"])] == pytest.approx(2 / 6)


def test_red_claims_are_capped_by_the_rollers_coins(mk):
    # RULES 5.4.1: the roller pays what they hold, the rest is cancelled
    g = mk.game(mk.player(1), mk.player(3, mk.start(cafe=3)))
    moved = [f for f in flows(Table.of(g.state), 0, 3) if f[0] == B_INDEX["cafe"]]
    assert sorted(x for *_, x in moved) == [-1.0, 1.0]


def test_cheese_factory_pays_per_ranch_on_two_dice(mk):
    # RULES 8.3.2, 8.6.2: 3 per Ranch on a 7, reachable with two dice only
    g = mk.game(mk.player(3, mk.start(ranch=2, cheese_factory=1), ["train_station"]),
                mk.player(3))
    inc = card_income(Table.of(g.state))
    assert inc[0][(0, B_INDEX["cheese_factory"])] == pytest.approx(6 / 6)


def test_tv_station_takes_from_the_opponent(mk):
    # RULES 8.5.2: 5 coins from the chosen player on the owner's 6
    g = mk.game(mk.player(3, mk.start(tv_station=1)), mk.player(9))
    inc = card_income(Table.of(g.state))
    tv = B_INDEX["tv_station"]
    assert inc[0][(0, tv)] == pytest.approx(5 / 6) and inc[1][(0, tv)] == pytest.approx(-5 / 6)


def test_rates_sum_the_income_table(mk):
    g = mk.game(mk.player(5, mk.start(cafe=1, ranch=1)), mk.player(4, mk.start(forest=1)))
    t = Table.of(g.state)
    assert rates(t) == pytest.approx([sum(d.values()) for d in card_income(t)])
