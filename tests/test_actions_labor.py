"""Labor agency (RULES 6.6)."""

from __future__ import annotations

import pytest
from builders import KINDS_3, act, area, holdings, make_game


def labor_game(power: int, **money: int):
    g = make_game(3, kinds=KINDS_3)
    holdings(g, 0, **money)
    act(g, area(g, "labor_agency"), power=power)
    return g


@pytest.mark.parametrize(("power", "pieces"), [(1, 0), (2, 1), (3, 2), (4, 3), (5, 4)])
def test_labor_agency_pieces_by_power(power: int, pieces: int) -> None:
    # RULES 6.6.1
    g = labor_game(power, yen=0)
    p = g.state.players[0]
    hand = p.hand_assistants
    while g.state.stage == "labor":
        g.play("hire assistant")
    assert p.hand_assistants - hand == pieces


def test_assistant_is_free() -> None:
    # RULES 6.6.2
    g = labor_game(2, yen=0)
    g.play("hire assistant")
    assert (g.state.players[0].yen, g.state.players[0].wh_assistants) == (0, 11)


def test_shop_costs_two_yen() -> None:
    # RULES 6.6.2
    g = labor_game(2, yen=3)
    g.play("hire shop")
    p = g.state.players[0]
    assert (p.yen, p.hand_shops, p.wh_shops) == (1, 3, 5)


def test_shop_needs_two_yen() -> None:
    # RULES 6.6.2, 14.1
    g = labor_game(2, yen=1)
    assert "hire shop" not in g.legal_moves()


def test_trading_houses_cost_four_five_six_seven() -> None:
    # RULES 6.6.2
    g = labor_game(5, yen=22)
    for _ in range(4):
        g.play("hire house")
    p = g.state.players[0]
    assert (p.yen, p.hand_houses, p.wh_houses) == (0, 4, 0)


def test_trading_house_price_counts_houses_taken_in_earlier_actions() -> None:
    # RULES 6.6.2: the second house ever taken costs ¥5
    g = make_game(3, kinds=KINDS_3)
    p = g.state.players[0]
    p.wh_houses, p.hand_houses = 3, 1
    holdings(g, 0, yen=5)
    act(g, area(g, "labor_agency"), power=2)
    g.play("hire house")
    assert p.yen == 0


def test_trading_house_unaffordable_not_offered() -> None:
    # RULES 6.6.2, 14.1
    g = labor_game(3, yen=3)
    assert "hire house" not in g.legal_moves()


def test_each_piece_paid_when_taken() -> None:
    # RULES 6.6.3: after ¥4 for a house, ¥1 left buys no shop
    g = labor_game(5, yen=5)
    g.play("hire house")
    assert g.state.stage != "labor" or "hire shop" not in g.legal_moves()


def test_any_mix_of_kinds() -> None:
    # RULES 6.6.3
    g = labor_game(5, yen=20)
    for move in ("hire assistant", "hire shop", "hire shop", "hire house"):
        g.play(move)
    p = g.state.players[0]
    assert (p.hand_assistants, p.hand_shops, p.hand_houses, p.yen) == (9, 4, 1, 12)


def test_only_what_the_warehouse_holds() -> None:
    # RULES 6.6.3, 2.13.2
    g = make_game(3, kinds=KINDS_3)
    p = g.state.players[0]
    p.hand_assistants += p.wh_assistants
    p.wh_assistants = 0
    p.hand_shops += p.wh_shops
    p.wh_shops = 0
    holdings(g, 0, yen=20)
    act(g, area(g, "labor_agency"), power=5)
    assert g.legal_moves() == ["hire house", "done"]


def test_labor_agency_may_take_nothing() -> None:
    # RULES 6.1.2
    g = labor_game(5, yen=20)
    g.play("done")
    p = g.state.players[0]
    assert (p.wh_assistants, p.wh_shops, p.wh_houses, p.yen) == (12, 6, 4, 20)
