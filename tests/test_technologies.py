"""Technologies with their exact timing (RULES 9; movement/placement ones only checked to exist)."""

from __future__ import annotations

from builders import (
    KINDS_3,
    act,
    area,
    end_turn,
    give_orders,
    give_tech,
    holdings,
    make_game,
    put,
    refresh,
    set_president,
)

from yokohama import components as C
from yokohama.flow import start_turn


def test_all_twenty_names_and_thirty_cards() -> None:
    # RULES 9.1.1
    assert len(C.TECH_NAMES) == 20 and len(C.TECH_CARDS) == 30
    values = {n: t["industry_value"] for n, t in C.TECH_NAMES.items()}
    assert values["telegraph"] == values["telephone"] == 6
    assert values["world_exposition"] == values["newspaper"] == values["tram"] == 5


def test_mining_technology_on_church_reward() -> None:
    # RULES 9.2.3: church_3 gives 1 copper, +1 with Mining Technology
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "mining_technology")
    holdings(g, 0, copper=0, silk=0, tea=0, fish=0, imports=0, yen=0)
    act(g, area(g, "church"), power=5)
    g.play("church church_3")
    assert g.state.players[0].goods[0] == 2


def test_spinning_mill_once_per_turn_in_phase_a_or_c() -> None:
    # RULES 9.2.4, 7.5.1
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "spinning_mill")
    holdings(g, 0, silk=2, yen=0)
    g.play("spinning mill")
    assert (g.state.players[0].goods[1], g.state.players[0].yen) == (1, 2)
    assert "spinning mill" not in g.legal_moves()


def test_spinning_mill_uses_silk_gained_this_turn() -> None:
    # RULES 9.2.4
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "spinning_mill")
    holdings(g, 0, silk=0)
    assert "spinning mill" not in g.legal_moves()
    act(g, area(g, "silk_mill"), power=2)
    assert g.state.stage == "C"
    assert "spinning mill" in g.legal_moves()


def test_ball_and_language_school_on_delivery() -> None:
    # RULES 9.2.7, 9.2.8, 7.4.2
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "ball", "language_school")
    give_orders(g, 0, "order_30")  # 3 fish -> 3 VP + ¥1
    holdings(g, 0, fish=3, yen=0, vp=0)
    g.play("deliver order_30")
    assert (g.state.players[0].vp, g.state.players[0].yen) == (3 + 2, 1 + 1)


def test_winery_only_when_placing_on_church() -> None:
    # RULES 9.2.10
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "winery")
    holdings(g, 0, vp=0)
    act(g, area(g, "church"), power=3)
    g.play("done")
    assert g.state.players[0].vp == 0


def test_brick_factory_only_when_placing_on_customs() -> None:
    # RULES 9.2.17
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "brick_factory")
    holdings(g, 0, vp=0, imports=2)
    act(g, area(g, "customs"), power=3)
    g.play("done")
    assert g.state.players[0].vp == 0


def test_university_pays_one_yen_for_a_warehouse_assistant() -> None:
    # RULES 9.2.14
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "university")
    holdings(g, 0, yen=1)
    p = g.state.players[0]
    hand, wh = p.hand_assistants, p.wh_assistants
    g.play("university")
    assert (p.yen, p.hand_assistants, p.wh_assistants) == (0, hand + 1, wh - 1)
    assert "university" not in g.legal_moves()


def test_university_needs_yen_and_warehouse_assistant() -> None:
    # RULES 9.2.14, 14.1
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "university")
    holdings(g, 0, yen=0)
    assert "university" not in g.legal_moves()
    holdings(g, 0, yen=3)
    g.state.players[0].hand_assistants += g.state.players[0].wh_assistants
    g.state.players[0].wh_assistants = 0
    assert "university" not in g.legal_moves()


def test_university_not_in_phase_b() -> None:
    # RULES 7.1.2, 7.5.1
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "university")
    holdings(g, 0, yen=5)
    g.play(f"place {area(g, 'bank')}")
    assert "university" not in g.legal_moves()


def test_university_gained_usable_in_phase_c_same_turn() -> None:
    # RULES 14.18
    g = make_game(3, kinds=KINDS_3)
    from builders import set_board

    set_board(g, "lab_a", ["tech_20", "tech_09", "tech_11", "tech_13", "tech_15", "tech_24"])
    holdings(g, 0, yen=5)
    g.state.token[g.state.index_of[area(g, "lab_a")]] = None
    act(g, area(g, "lab_a"), power=3)
    g.play("tech tech_20")
    assert g.state.stage == "C"
    assert "university" in g.legal_moves()


def test_stock_system_tops_up_to_two_at_turn_start() -> None:
    # RULES 9.2.18, 4.2.2
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 1, "stock_system")
    holdings(g, 1, yen=0)
    end_turn(g)
    assert g.state.current == 1 and g.state.players[1].yen == 2


def test_stock_system_not_above_one_yen() -> None:
    # RULES 9.2.18
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 1, "stock_system")
    holdings(g, 1, yen=2)
    end_turn(g)
    assert g.state.players[1].yen == 2


def test_stock_system_not_on_the_turn_it_is_gained() -> None:
    # RULES 9.2.18: it checks only at the start of a turn
    g = make_game(3, kinds=KINDS_3)
    holdings(g, 0, yen=0)
    give_tech(g, 0, "stock_system")
    assert g.state.players[0].yen == 0
    start_turn(g.state)
    assert g.state.players[0].yen == 2


def test_telephone_leaves_one_assistant_after_an_action() -> None:
    # RULES 9.2.16, 5.7.2
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "telephone")
    put(g, 0, area(g, "bank"), 2)
    act(g, area(g, "bank"))
    assert g.legal_moves() == ["leave 1", "done"]
    g.play("leave 1")
    assert g.state.assistants[g.state.index_of[area(g, "bank")]][0] == 1


def test_telephone_with_a_foreign_agent() -> None:
    # RULES 9.2.16: every recovery step, the foreign agent's too
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "telephone")
    put(g, 0, area(g, "bank"), 2)
    g.state.players[0].agents = ["UK"]
    refresh(g)
    g.play(f"agent {area(g, 'bank')}")
    assert g.legal_moves() == ["leave 1", "done"]


def test_without_telephone_all_assistants_return() -> None:
    # RULES 5.7.1
    g = make_game(3, kinds=KINDS_3)
    put(g, 0, area(g, "bank"), 2)
    act(g, area(g, "bank"))
    assert g.state.assistants[g.state.index_of[area(g, "bank")]][0] == 0


def test_electric_light_not_for_shops() -> None:
    # RULES 9.2.13
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "electric_light")
    holdings(g, 0, vp=0)
    g.state.tile[g.state.index_of[area(g, "bank")]] = "tile_01"
    act(g, area(g, "bank"), power=4)
    g.play("build shop 1")
    assert g.state.players[0].vp == 1


def test_newspaper_allows_four_spread_areas() -> None:
    # RULES 9.2.12 (movement/placement engineer covers the details)
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "newspaper")
    for kind in ("bank", "port_a", "lab_a"):
        g.play(f"place {area(g, kind)}")
    assert f"place {area(g, 'church')}" in g.legal_moves()


def test_tram_and_station_moves_exist() -> None:
    # RULES 9.2.20, 9.2.2, 5.3.7
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "tram", "station")
    g.state.station = g.state.index_of[area(g, "church")]
    set_president(g, 0, area(g, "bank"))
    g.play("done")
    moves = g.legal_moves()
    assert f"tram {area(g, 'customs')}" in moves
    assert f"station {area(g, 'church')}" in moves


def test_postal_stagecoach_telegraph_are_handled() -> None:
    # RULES 9.2.5, 9.2.11, 9.2.15: names the engine reacts to
    import inspect

    from yokohama import movement, placement

    assert "postal_service" in inspect.getsource(movement)
    assert "stagecoach" in inspect.getsource(movement)
    assert "telegraph" in inspect.getsource(placement)
