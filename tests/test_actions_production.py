"""Production areas, bank and canal (RULES 5.4, 6.1-6.3, 6.10)."""

from __future__ import annotations

import pytest
from builders import KINDS_3, KINDS_4, act, area, build, give_tech, make_game, put

from yokohama import components as C

COPPER, SILK, TEA, FISH = range(4)

PRODUCTION_TABLE = {  # RULES 6.2.1
    "copper_mine": (COPPER, [0, 0, 1, 2, 3]),
    "silk_mill": (SILK, [0, 1, 2, 3, 4]),
    "tea_plantation": (TEA, [1, 2, 3, 4, 5]),
    "fishing_grounds": (FISH, [1, 2, 3, 4, 5]),
}


@pytest.mark.parametrize("kind", sorted(PRODUCTION_TABLE))
@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
def test_production_table_gives_goods_by_power(kind: str, power: int) -> None:
    # RULES 6.2.1
    g = make_game(3, kinds=KINDS_3)
    good, table = PRODUCTION_TABLE[kind]
    before = g.state.players[0].goods[:]
    act(g, area(g, kind), power=power)
    gained = [a - b for a, b in zip(g.state.players[0].goods, before, strict=True)]
    expected = [0, 0, 0, 0]
    expected[good] = table[power - 1]
    assert gained == expected


@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
def test_bank_gives_yen_equal_to_power(power: int) -> None:
    # RULES 6.3.1
    g = make_game(3, kinds=KINDS_3)
    before = g.state.players[0].yen
    act(g, area(g, "bank"), power=power)
    assert g.state.players[0].yen - before == power


def _acted_power(g) -> int:
    return next(e["power"] for e in g.events if e["type"] == "action")


def test_power_counts_president_assistants_shop_house_and_station() -> None:
    # RULES 5.4.2
    g = make_game(3, kinds=KINDS_3)
    pos = area(g, "tea_plantation")
    put(g, 0, pos, 1)
    build(g, 0, pos, shop_space=1)
    act(g, pos)
    assert _acted_power(g) == 3  # president + assistant + shop
    g2 = make_game(3, kinds=KINDS_3)
    put(g2, 0, pos, 1)
    build(g2, 0, pos, house=True)
    g2.state.station = g2.state.index_of[pos]
    act(g2, pos)
    assert _acted_power(g2) == 4  # president + assistant + house + station


def test_power_is_capped_at_five() -> None:
    # RULES 5.4.3
    g = make_game(3, kinds=KINDS_3)
    pos = area(g, "tea_plantation")
    put(g, 0, pos, 6)
    act(g, pos)
    assert g.state.act_power == 5
    assert g.state.players[0].goods[TEA] == 1 + 5


def test_other_players_pieces_do_not_add_power() -> None:
    # RULES 5.4.2 (only your own pieces; the station counts for everyone)
    g = make_game(3, kinds=KINDS_3)
    pos = area(g, "tea_plantation")
    put(g, 0, pos, 1)
    put(g, 1, pos, 3)
    build(g, 1, pos, shop_space=1, house=True)
    act(g, pos)
    assert _acted_power(g) == 2


def test_mining_technology_adds_one_copper_at_copper_mine() -> None:
    # RULES 6.2.2, 9.2.3
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "mining_technology")
    act(g, area(g, "copper_mine"), power=4)
    assert g.state.players[0].goods[COPPER] == 1 + 2 + 1


def test_mining_technology_needs_copper_actually_gained() -> None:
    # RULES 6.2.2: no copper at power 1-2, so no extra copper
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "mining_technology")
    act(g, area(g, "copper_mine"), power=2)
    assert g.state.players[0].goods[COPPER] == 1


def test_trading_house_income_goes_to_its_owner() -> None:
    # RULES 5.4.5
    g = make_game(3, kinds=KINDS_3)
    pos = area(g, "bank")
    build(g, 1, pos, house=True)
    before = g.state.players[1].yen
    act(g, pos, power=1)
    assert g.state.players[1].yen == before + 1


def test_own_trading_house_pays_no_income() -> None:
    # RULES 5.4.5, 14.14
    g = make_game(3, kinds=KINDS_3)
    pos = area(g, "tea_plantation")
    build(g, 0, pos, house=True)
    before = g.state.players[0].yen
    act(g, pos, power=1)
    assert g.state.players[0].yen == before


def test_canal_can_hold_no_assistant() -> None:
    # RULES 6.10.1, 5.2.4
    g = make_game(4, kinds=KINDS_4)
    canal = area(g, "canal")
    assert f"place {canal}" not in g.legal_moves()
    assert f"pair {canal}" not in g.legal_moves()


def test_canal_has_no_tile_and_no_token() -> None:
    # RULES 2.1.3, 6.10.1
    g = make_game(4, kinds=KINDS_4)
    canal = g.state.index_of[area(g, "canal")]
    assert g.state.tile[canal] is None
    assert g.state.token[canal] is None
    assert C.AREA_KINDS["canal"]["category"] == "none"


def test_action_with_nothing_gained_still_goes_on_to_recovery() -> None:
    # RULES 5.4.6: a copper mine at power 1 gives nothing; steps 4-6 still follow
    g = make_game(3, kinds=KINDS_3)
    pos = area(g, "copper_mine")
    put(g, 0, pos, 1)
    act(g, pos, power=1)
    assert g.state.stage == "C"
    assert g.state.assistants[g.state.index_of[pos]][0] == 0
