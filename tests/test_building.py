"""Five-power bonus and building (RULES 5.5, 5.6, 9.2.1, 9.2.13, 11.1, 14.11, 14.13)."""

from __future__ import annotations

from builders import KINDS_3, act, area, build, give_tech, holdings, make_game, put

TEA = "tea_plantation"


def at(g, kind: str = TEA) -> int:
    return g.state.index_of[area(g, kind)]


def tea_game(power: int, token: str | None = "fp_01", tile: str = "tile_01", techs=()):
    """Seat 0 acting at the tea plantation (tile_01: shops 1 VP, ¥3, 1 VP+fish, 2 VP;
    house 4 VP + ¥4) with ``power``; its five-power token is ``token`` (fp_01: 4 VP)."""
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, *techs)
    holdings(g, 0, yen=0, vp=0, copper=0, silk=0, tea=0, fish=0)
    g.state.token[at(g)] = token
    g.state.tile[at(g)] = tile
    act(g, area(g, TEA), power=power)
    return g


# --- five-power bonus (5.5) ---------------------------------------------------


def test_bonus_offered_at_power_five() -> None:
    # RULES 5.5.1
    g = tea_game(5)
    assert g.legal_moves() == ["bonus", "done"]


def test_no_bonus_below_power_five() -> None:
    # RULES 5.5.1
    g = tea_game(4)
    assert g.state.stage == "build"
    assert "bonus" not in g.legal_moves()


def test_bonus_gives_reward_and_token_goes_to_display() -> None:
    # RULES 5.5.2
    g = tea_game(5)
    g.play("bonus")
    p = g.state.players[0]
    assert p.vp == 4
    assert p.tokens == ["fp_01"]
    assert g.state.token[at(g)] is None


def test_bonus_is_optional() -> None:
    # RULES 5.5 (optional step)
    g = tea_game(5)
    g.play("done")
    assert g.state.players[0].tokens == []
    assert g.state.token[at(g)] == "fp_01"


def test_token_gone_no_bonus_but_building_possible() -> None:
    # RULES 14.13
    g = tea_game(5, token=None)
    assert g.state.stage == "build"


def test_token_taken_only_once() -> None:
    # RULES 5.5.2
    g = tea_game(5)
    g.play("bonus")
    g.play("done")
    g.state.current = 1
    act(g, area(g, TEA), power=5)
    assert "bonus" not in g.legal_moves()


def test_token_with_copper_and_mining_technology() -> None:
    # RULES 9.2.3: a five-power token is one gain event
    g = tea_game(5, token="fp_20", techs=("mining_technology",))
    g.play("bonus")
    assert g.state.players[0].goods[0] == 4


def test_token_warehouse_reward_lost_when_warehouse_empty() -> None:
    # RULES 2.15.2, 14.10: fp_16 gives 1 VP + 2 assistants from the warehouse
    g = tea_game(5, token="fp_16")
    p = g.state.players[0]
    p.hand_assistants += p.wh_assistants - 1
    p.wh_assistants = 1
    hand = p.hand_assistants
    g.play("bonus")
    assert (p.wh_assistants, p.hand_assistants, p.vp) == (0, hand + 1, 1)


# --- building (5.6) -----------------------------------------------------------


def test_no_building_below_power_four() -> None:
    # RULES 5.6.1
    g = tea_game(3)
    assert g.state.stage == "C"


def test_building_at_power_four_any_free_shop_space() -> None:
    # RULES 5.6.1, 5.6.2
    g = tea_game(4)
    assert g.legal_moves() == ["build shop 1", "build shop 2", "build shop 3",
                               "build shop 4", "done"]


def test_shop_gets_its_space_reward() -> None:
    # RULES 5.6.2
    g = tea_game(4)
    g.play("build shop 3")
    p = g.state.players[0]
    assert (p.vp, p.goods[3]) == (1, 1)
    assert g.state.shops[at(g)][2] == 0
    assert p.hand_shops == 1


def test_gas_lamp_adds_two_vp_per_shop() -> None:
    # RULES 9.2.1
    g = tea_game(4, techs=("gas_lamp",))
    g.play("build shop 4")
    assert g.state.players[0].vp == 2 + 2


def test_gas_lamp_gained_in_the_same_action() -> None:
    # RULES 9.2.1, 14.18
    g = make_game(3, kinds=KINDS_3)
    from builders import set_board

    set_board(g, "lab_a", ["tech_01", "tech_09", "tech_11", "tech_13", "tech_15", "tech_20"])
    holdings(g, 0, vp=0, yen=0)
    g.state.token[at(g, "lab_a")] = None
    g.state.tile[at(g, "lab_a")] = "tile_01"
    act(g, area(g, "lab_a"), power=5)
    g.play("tech tech_01")
    g.play("build shop 1")
    assert g.state.players[0].vp == 1 + 2


def test_no_shop_in_hand_no_shop() -> None:
    # RULES 14.11
    g = make_game(3, kinds=KINDS_3)
    p = g.state.players[0]
    p.wh_shops += p.hand_shops
    p.hand_shops = 0
    act(g, area(g, TEA), power=4)
    assert not any(m.startswith("build shop") for m in g.legal_moves())


def test_one_own_shop_per_tile() -> None:
    # RULES 5.6.2, 14.11
    g = make_game(3, kinds=KINDS_3)
    build(g, 0, area(g, TEA), shop_space=1)
    act(g, area(g, TEA), power=4)
    assert not any(m.startswith("build shop") for m in g.legal_moves())


def test_other_players_shops_fill_spaces() -> None:
    # RULES 5.6.4
    g = make_game(3, kinds=KINDS_3)
    build(g, 1, area(g, TEA), shop_space=1)
    build(g, 2, area(g, TEA), shop_space=3)
    act(g, area(g, TEA), power=4)
    assert [m for m in g.legal_moves() if m.startswith("build shop")] == [
        "build shop 2", "build shop 4"]


def test_full_tile_no_shop() -> None:
    # RULES 14.11
    g = make_game(4)
    tea = g.state.index_of[area(g, TEA)]
    for space, seat in enumerate((1, 2, 3, 1), start=1):
        g.state.shops[tea][space - 1] = seat
    act(g, area(g, TEA), power=4)
    assert not any(m.startswith("build shop") for m in g.legal_moves())


def test_trading_house_needs_a_house_in_hand() -> None:
    # RULES 5.6.3, 14.11
    g = tea_game(4)
    assert "build house" not in g.legal_moves()


def test_trading_house_reward_and_electric_light() -> None:
    # RULES 5.6.3, 9.2.13
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "electric_light")
    p = g.state.players[0]
    p.wh_houses, p.hand_houses = 3, 1
    holdings(g, 0, vp=0, yen=0)
    g.state.tile[at(g)] = "tile_01"
    act(g, area(g, TEA), power=4)
    g.play("build house")
    assert (p.vp, p.yen, p.hand_houses) == (4 + 3, 4, 0)
    assert g.state.house[at(g)] == 0


def test_trading_house_without_own_shop_and_beside_own_shop() -> None:
    # RULES 5.6.3: no shop needed, and both may be owned
    g = make_game(3, kinds=KINDS_3)
    build(g, 0, area(g, TEA), shop_space=2)
    g.state.players[0].wh_houses, g.state.players[0].hand_houses = 3, 1
    act(g, area(g, TEA), power=4)
    assert "build house" in g.legal_moves()


def test_trading_house_space_taken_by_anyone() -> None:
    # RULES 5.6.3, 14.11
    g = make_game(3, kinds=KINDS_3)
    build(g, 1, area(g, TEA), house=True)
    g.state.players[0].wh_houses, g.state.players[0].hand_houses = 3, 1
    act(g, area(g, TEA), power=4)
    assert "build house" not in g.legal_moves()


def test_only_one_building_per_action() -> None:
    # RULES 5.6.1
    g = make_game(3, kinds=KINDS_3)
    g.state.players[0].wh_houses, g.state.players[0].hand_houses = 3, 1
    act(g, area(g, TEA), power=4)
    g.play("build shop 1")
    assert g.state.stage == "C"


def test_building_uses_power_fixed_at_step_three() -> None:
    # RULES 5.4.4: the church assistant leaving the area does not lower the power
    g = make_game(3, kinds=KINDS_3)
    church = area(g, "church")
    put(g, 0, church, 3)
    holdings(g, 0, copper=0, silk=0, tea=0, fish=0, imports=0, yen=0)
    act(g, church)  # president + 3 assistants = 4
    g.play("church church_2")
    assert g.state.stage == "build"


def test_all_eight_shops_built_triggers_end() -> None:
    # RULES 5.6.6, 11.1
    g = make_game(4)
    p = g.state.players[0]
    tiles = [a for a in range(len(g.state.pos))
             if g.state.tile[a] is not None and g.state.kind[a] != TEA]
    for a in tiles[:7]:
        build(g, 0, g.state.pos[a], shop_space=1)
    assert p.hand_shops + p.wh_shops == 1
    p.hand_shops, p.wh_shops = 1, 0
    act(g, area(g, TEA), power=4)
    assert not g.state.end_triggered
    g.play("build shop 2")
    assert g.state.end_triggered


def test_all_four_trading_houses_built_triggers_end() -> None:
    # RULES 5.6.6, 11.1
    g = make_game(4)
    p = g.state.players[0]
    tiles = [a for a in range(len(g.state.pos))
             if g.state.tile[a] is not None and g.state.kind[a] != TEA]
    p.wh_houses, p.hand_houses = 0, 4
    for a in tiles[:3]:
        build(g, 0, g.state.pos[a], house=True)
    act(g, area(g, TEA), power=4)
    assert not g.state.end_triggered
    g.play("build house")
    assert g.state.end_triggered


def test_seven_shops_do_not_trigger_end() -> None:
    # RULES 11.1
    g = make_game(4)
    p = g.state.players[0]
    tiles = [a for a in range(len(g.state.pos))
             if g.state.tile[a] is not None and g.state.kind[a] != TEA]
    for a in tiles[:6]:
        build(g, 0, g.state.pos[a], shop_space=1)
    p.hand_shops, p.wh_shops = 1, 1
    act(g, area(g, TEA), power=4)
    g.play("build shop 2")
    assert not g.state.end_triggered


def test_building_adds_power_later() -> None:
    # RULES 5.6.5
    g = make_game(3, kinds=KINDS_3)
    put(g, 0, area(g, TEA), 2)
    build(g, 0, area(g, TEA), shop_space=1)
    holdings(g, 0, tea=0)
    act(g, area(g, TEA))
    assert g.state.players[0].goods[2] == 4
