"""Rule tests for the country check and the foreign-agent supply (RULES 8, 2.8, 14.10)."""

from __future__ import annotations

import pytest
from builders import KINDS_3, give_tech, holdings, make_game, refresh, set_board

import yokohama
from yokohama import components as C


@pytest.fixture
def g() -> yokohama.Game:
    game = make_game(3, kinds=KINDS_3)
    holdings(game, 0, copper=40, silk=40, tea=40, fish=40)
    return game


def orders_of(country: str) -> list[str]:
    return [o for o in C.ORDER_IDS if C.CARD_COUNTRY[o] == country]


def deliver(g: yokohama.Game, order: str) -> None:
    g.state.players[0].orders = [order]
    refresh(g)
    g.play(f"deliver {order}")


@pytest.mark.parametrize("country", ["UK", "US", "FR", "DE"])
def test_agents_at_two_four_and_six_cards_of_a_country(country):
    # RULES 8.2: exactly 2, 4 or 6 -> one agent, while the supply lasts (8.3)
    g = make_game(3, kinds=KINDS_3)
    holdings(g, 0, copper=40, silk=40, tea=40, fish=40)
    gained = []
    for order in orders_of(country)[:6]:
        deliver(g, order)
        gained.append(len(g.state.players[0].agents))
    supply = C.AGENT_SUPPLY[country]
    expected = [0, 1, 1, 2, 2, 3]
    assert gained == [min(x, supply) for x in expected]
    assert g.state.agent_supply[country] == supply - min(3, supply)


def test_technology_cards_count_with_delivered_orders(g):
    # RULES 8.1, 8.2: delivered orders plus technology cards
    give_tech(g, 0, "tram")  # US
    deliver(g, orders_of("US")[0])
    assert g.state.players[0].agents == ["US"]


def test_order_hand_does_not_count(g):
    # RULES 8.1: only delivered orders
    us = orders_of("US")
    g.state.players[0].orders = us[:3]
    deliver(g, us[3])
    assert g.state.players[0].agents == []


def test_counts_of_eight_give_nothing(g):
    # RULES 8.3
    p = g.state.players[0]
    uk = orders_of("UK")
    p.delivered = uk[:7]
    g.state.agent_supply["UK"] = 3
    deliver(g, uk[7])
    assert p.agents == []


def test_nl_has_a_single_agent_and_the_second_player_misses_it(g):
    # RULES 2.8.1, 8.3: supply limited; a missed agent is never made up
    nl = orders_of("NL")
    deliver(g, nl[0])
    deliver(g, nl[1])
    assert g.state.players[0].agents == ["NL"] and g.state.agent_supply["NL"] == 0
    p1 = g.state.players[1]
    p1.delivered = nl[2:3]
    p1.orders = [nl[3]]
    holdings(g, 1, copper=40, silk=40, tea=40, fish=40)
    g.state.current = 1
    refresh(g)
    g.play(f"deliver {nl[3]}")
    assert p1.agents == []
    p1.orders = [nl[4]]
    refresh(g)
    g.play(f"deliver {nl[4]}")  # count 3: nothing either, and nothing made up later
    assert p1.agents == []


def test_country_check_only_for_the_delivered_cards_country(g):
    # RULES 8.2: "that card's country"
    p = g.state.players[0]
    p.delivered = [orders_of("FR")[0], orders_of("FR")[1]]
    deliver(g, orders_of("DE")[0])
    assert p.agents == []


def test_agents_shown_face_up_until_used(g):
    # RULES 2.13.3, 7.2.4
    uk = orders_of("UK")
    deliver(g, uk[0])
    deliver(g, uk[1])
    view = g.view(1)
    assert view["players_info"][0]["agents"] == [{"country": "UK", "used": False}]
    assert view["agent_supply"]["UK"] == 2


def test_gaining_a_technology_runs_the_country_check(g):
    # RULES 6.5.7 (6), 8.2
    card = next(c for c, n in C.TECH_CARDS.items() if n == "letterpress")
    set_board(g, "lab_a", [card])  # from wherever the deal put it
    p = g.state.players[0]
    p.delivered = [orders_of("NL")[0]]
    holdings(g, 0, yen=20)
    from builders import act, put

    put(g, 0, "r0c2", 2)
    act(g, "r0c2")
    g.play(next(m for m in g.legal_moves() if m.startswith(f"tech {card}")))
    assert p.agents == ["NL"]
