"""Markets: slide and refill, shared decks, empty decks (RULES 3.8, 3.9, 10)."""

from __future__ import annotations

from builders import KINDS_4, act, area, give_orders, holdings, make_game, set_board, set_deck

import yokohama
from yokohama import components as C

PORT = ["order_01", "order_02", "order_03", "order_04", "order_05", "order_06"]
LAB = ["tech_09", "tech_11", "tech_15", "tech_13", "tech_20", "tech_24"]


def test_ports_and_labs_full_at_setup() -> None:
    # RULES 3.8.2, 3.9.2
    for players, ports, labs in ((2, 1, 1), (3, 2, 1), (4, 2, 2)):
        g = yokohama.new_game(players, 5)
        assert len(g.state.ports) == ports and len(g.state.labs) == labs
        assert all(None not in b for b in [*g.state.ports.values(), *g.state.labs.values()])


def test_setup_removes_orders_by_player_count() -> None:
    # RULES 3.9.1: 16 / 5 / 0 removed unseen
    for players, removed in ((2, 16), (3, 5), (4, 0)):
        g = yokohama.new_game(players, 3)
        in_deck = len(g.state.order_deck) + sum(len(d) for d in g.state.keep_draws.values())
        assert in_deck == 36 - removed - 6 * len(g.state.ports)
        assert len(g.state.unseen_orders) == removed


def test_two_ports_share_one_order_deck() -> None:
    # RULES 10.4
    g = make_game(4, kinds=KINDS_4)
    set_board(g, "port_b", PORT)
    give_orders(g, 1, *g.state.players[0].orders)
    set_deck(g, "order", ["order_36"])
    act(g, area(g, "port_b"), power=2)
    g.play("take order_01")
    g.play("done")
    assert g.state.ports["port_b"][-1] == "order_36"


def test_two_labs_share_one_technology_deck() -> None:
    # RULES 10.4
    g = make_game(4, kinds=KINDS_4)
    set_board(g, "lab_b", LAB)
    set_deck(g, "tech", ["tech_30"])
    act(g, area(g, "lab_b"), power=5)
    g.play("tech tech_09")
    assert g.state.labs["lab_b"][-1] == "tech_30"


def test_refill_happens_once_after_both_cards() -> None:
    # RULES 10.3: the second card is chosen before any sliding or refill
    g = make_game(4, kinds=KINDS_4)
    set_board(g, "port_a", PORT)
    give_orders(g, 1, *g.state.players[0].orders)
    holdings(g, 0, yen=5)
    set_deck(g, "order", ["order_35", "order_36"])
    act(g, area(g, "port_a"), power=4)
    g.play("take order_06")
    assert "take order_35 for yen" not in g.legal_moves()
    g.play("take order_05 for yen")
    assert g.state.ports["port_a"] == [*PORT[:4], "order_35", "order_36"]


def test_new_cards_enter_on_the_right_old_cards_drift_left() -> None:
    # RULES 10.3
    g = make_game(4, kinds=KINDS_4)
    set_board(g, "lab_a", LAB)
    set_deck(g, "tech", ["tech_30"])
    act(g, area(g, "lab_a"), power=5)
    g.play("tech tech_09")
    assert g.state.labs["lab_a"] == [*LAB[1:], "tech_30"]
    assert C.LAB_SURCHARGE == [0, 0, 1, 1, 2, 2]


def test_taken_card_leaves_its_slot_at_once() -> None:
    # RULES 6.4.2, 2.12: between the first and the second card the taken card is in hand only
    g = make_game(4, kinds=KINDS_4)
    set_board(g, "port_a", PORT)
    give_orders(g, 1, *g.state.players[0].orders)
    holdings(g, 0, yen=5)
    act(g, area(g, "port_a"), power=4)
    g.play("take order_03")
    assert "order_03" not in g.state.ports["port_a"]
    view = g.view(0)
    assert view["ports"]["port_a"][2] is None


def test_empty_tech_deck_is_no_end_condition() -> None:
    # RULES 10.5, 14.8
    g = make_game(4, kinds=KINDS_4)
    set_board(g, "lab_a", LAB)
    g.state.tech_deck.clear()
    act(g, area(g, "lab_a"), power=5)
    g.play("tech tech_09")
    assert g.state.labs["lab_a"][-1] is None
    assert not g.state.end_triggered


def test_no_cards_drawn_after_the_order_deck_ran_out() -> None:
    # RULES 14.7
    g = make_game(4, kinds=KINDS_4)
    set_board(g, "port_a", PORT)
    give_orders(g, 1, *g.state.players[0].orders)
    g.state.order_deck.clear()
    act(g, area(g, "port_a"), power=2)
    g.play("take order_01")
    g.play("done")
    assert g.state.ports["port_a"] == [*PORT[1:], None]
    assert g.state.end_triggered
