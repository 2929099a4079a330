"""Rule tests for power (RULES 5.4: sources, cap, frozen power, trading-house income)."""

from __future__ import annotations

import pytest
from builders import KINDS_3, act, build, give_tech, holdings, make_game, put, set_president

import yokohama
from yokohama import components as C

BANK, LAB_A, CHURCH, COPPER, TEA = "r0c0", "r0c2", "r0c3", "r1c0", "r2c0"


@pytest.fixture
def g() -> yokohama.Game:
    game = make_game(3, kinds=KINDS_3)
    holdings(game, 0, yen=0)
    return game


def bank_power(g: yokohama.Game, agent: bool = False) -> int:
    """Act at the bank (yen = power, 6.3) and return the power used."""
    before = g.state.players[0].yen
    act(g, BANK, agent=agent)
    return g.state.players[0].yen - before


def test_president_alone_gives_power_one(g):
    # RULES 5.4.2, 5.4.3
    assert bank_power(g) == 1


def test_each_own_assistant_adds_one(g):
    # RULES 5.4.2
    put(g, 0, BANK, 2)
    assert bank_power(g) == 3


def test_other_players_pieces_add_nothing(g):
    # RULES 5.4.2: "your" pieces only
    put(g, 1, BANK, 3)
    build(g, 1, BANK, shop_space=1, house=True)
    set_president(g, 2, BANK)
    assert bank_power(g) == 1


def test_own_shop_and_trading_house_add_one_each(g):
    # RULES 5.4.2, 5.6.5
    build(g, 0, BANK, shop_space=2, house=True)
    assert bank_power(g) == 3


def test_station_adds_one_for_every_player(g):
    # RULES 5.4.2, 9.2.2
    give_tech(g, 1, "station")
    g.state.station = g.state.index_of[BANK]
    assert bank_power(g) == 2


def test_power_is_capped_at_five(g):
    # RULES 5.4.3
    put(g, 0, BANK, 4)
    build(g, 0, BANK, shop_space=1, house=True)
    g.state.station = g.state.index_of[BANK]
    assert bank_power(g) == 5


def test_agent_power_counts_no_president(g):
    # RULES 7.2.3, 5.4.2
    put(g, 0, BANK, 2)
    assert bank_power(g, agent=True) == 2


def test_agent_power_counts_president_with_option():
    # RULES 7.2.3, option agent_counts_as_president: true
    g = make_game(3, kinds=KINDS_3, options={"agent_counts_as_president": True})
    holdings(g, 0, yen=0)
    put(g, 0, BANK, 2)
    assert bank_power(g, agent=True) == 3


def test_power_is_shown_in_the_pending_decision(g):
    # RULES 5.4.1, 5.4.4 (view)
    put(g, 0, LAB_A, 2)
    act(g, LAB_A)
    pending = g.view(0)["pending"]
    assert pending["area"] == LAB_A and pending["power"] == 3


def test_power_frozen_when_church_takes_the_area_assistant(g):
    # RULES 5.4.4: power stays 4 for building although an assistant left for the church board
    put(g, 0, CHURCH, 3)
    holdings(g, 0, copper=0, silk=0, tea=0, fish=0, imports=0, yen=0)
    act(g, CHURCH)
    assert g.state.act_power == 4
    g.play("church church_2")  # faith 4 -> church_2, assistant from the area
    assert g.state.assistants[g.state.index_of[CHURCH]][0] == 2
    assert g.state.stage == "build"
    assert g.view(0)["pending"]["power"] == 4


def test_power_frozen_when_station_is_placed_in_the_acting_area(g):
    # RULES 5.4.4: the station token placed during the action does not raise the power
    put(g, 0, LAB_A, 2)
    station = next(c for c, n in C.TECH_CARDS.items() if n == "station")
    lab = g.state.labs["lab_a"]
    if station in g.state.tech_deck:
        g.state.tech_deck.remove(station)
        lab[0] = station
    holdings(g, 0, yen=10)
    act(g, LAB_A)
    assert g.state.act_power == 3
    g.play(next(m for m in g.legal_moves() if m.startswith(f"tech {station}")))
    g.play(f"put station {LAB_A}")
    assert g.state.stage == "C"  # power stayed 3 < 4: no building, although the station is there


def test_trading_house_income_goes_to_its_owner(g):
    # RULES 5.4.5
    build(g, 1, BANK, house=True)
    yen1 = g.state.players[1].yen
    bank_power(g)
    assert g.state.players[1].yen == yen1 + 1


def test_own_trading_house_pays_no_income(g):
    # RULES 5.4.5, 14.14
    build(g, 0, BANK, house=True)
    assert bank_power(g) == 2  # +1 power, no extra yen


def test_trading_house_income_also_for_agent_actions(g):
    # RULES 7.2.3: trading-house income applies to an agent's action
    build(g, 2, TEA, house=True)
    put(g, 0, TEA)
    yen2 = g.state.players[2].yen
    act(g, TEA, agent=True)
    assert g.state.players[2].yen == yen2 + 1


def test_action_giving_nothing_still_goes_on_to_bonus(g):
    # RULES 5.4.6: steps 4-6 follow even when the action gives nothing
    put(g, 0, "r1c3", 4)  # port_b
    p = g.state.players[0]
    p.orders = list(g.state.ports["port_a"][:3])
    g.state.ports["port_a"][:3] = [g.state.order_deck.pop() for _ in range(3)]
    vp = p.vp
    act(g, "r1c3")
    assert p.vp == vp + 3  # power-5 VP without a card (6.4.5, default option)
    assert g.state.stage == "bonus"


def test_copper_mine_at_power_one_gives_nothing_then_recovery(g):
    # RULES 5.4.6, 6.2.1
    copper = g.state.players[0].goods[0]
    act(g, COPPER)
    assert g.state.players[0].goods[0] == copper and g.state.stage == "C"
