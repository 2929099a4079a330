"""Ports: reach, number of cards, hand limit, power-5 VP, refill (RULES 6.4, 10, 14.6-14.9)."""

from __future__ import annotations

import pytest
from builders import (
    KINDS_3,
    act,
    area,
    give_orders,
    holdings,
    make_game,
    refresh,
    set_board,
    set_deck,
)

BOARD = ["order_01", "order_02", "order_03", "order_04", "order_05", "order_06"]
TIERS = ["low", "low", "mid", "mid", "high", "high"]  # RULES 10.1
REACH = {1: set(), 2: {"low"}, 3: {"low", "mid"}, 4: {"low", "mid", "high"},
         5: {"low", "mid", "high"}}  # RULES 6.4.1


def port_game(power: int, hand: int = 0, **money: int):
    """Seat 0 acting at Port A with ``power``; ``hand`` orders in hand (besides none)."""
    g = make_game(3, kinds=KINDS_3)
    set_board(g, "port_a", BOARD)
    p = g.state.players[0]
    give_orders(g, 1, *p.orders)  # start with an empty order hand
    extra = ["order_30", "order_31", "order_32"][:hand]
    give_orders(g, 0, *extra)
    holdings(g, 0, **money)
    act(g, area(g, "port_a"), power=power)
    return g


def takes(g) -> set[str]:
    return {m.split()[1] for m in g.legal_moves() if m.startswith("take ")}


@pytest.mark.parametrize("power", [2, 3, 4, 5])
def test_port_reach_by_tier(power: int) -> None:
    # RULES 6.4.1
    g = port_game(power)
    expected = {card for card, tier in zip(BOARD, TIERS, strict=True) if tier in REACH[power]}
    assert takes(g) == expected


def test_port_power_one_reaches_nothing() -> None:
    # RULES 6.4.1: power 1 reaches no slot, the action passes
    g = port_game(1)
    assert g.state.stage != "port"
    assert g.state.players[0].orders == []


def test_first_card_is_free() -> None:
    # RULES 6.4.2
    g = port_game(4, yen=0, imports=0)
    g.play("take order_05")
    assert g.state.players[0].orders == ["order_05"]
    assert g.state.players[0].yen == 0


def test_second_card_costs_two_yen_or_one_import() -> None:
    # RULES 6.4.2, 14.5
    g = port_game(4, yen=5, imports=1)
    g.play("take order_01")
    moves = g.legal_moves()
    assert "take order_02 for yen" in moves
    assert "take order_02 for import" in moves
    assert "take order_02" not in moves
    g.play("take order_02 for yen")
    assert g.state.players[0].yen == 3
    assert g.state.players[0].orders == ["order_01", "order_02"]


def test_second_card_paid_with_import() -> None:
    # RULES 6.4.2
    g = port_game(4, yen=0, imports=2)
    g.play("take order_01")
    g.play("take order_06 for import")
    assert g.state.players[0].imports == 1
    assert g.state.players[0].orders == ["order_01", "order_06"]


def test_second_card_needs_payment_in_full() -> None:
    # RULES 6.4.2, 14.1: with ¥1 and no import no second card
    g = port_game(4, yen=1, imports=0)
    g.play("take order_01")
    assert g.state.stage != "port" or takes(g) == set()
    assert g.state.players[0].orders == ["order_01"]


def test_at_most_two_cards_per_port_action() -> None:
    # RULES 6.4.2
    g = port_game(4, yen=10)
    g.play("take order_01")
    g.play("take order_02 for yen")
    assert g.state.stage != "port"
    assert len(g.state.players[0].orders) == 2


def test_second_card_from_slots_as_they_lay_before_sliding() -> None:
    # RULES 6.4.2: after taking slot 1 at power 2 only slot 2 is reachable, not a slid card
    g = port_game(2, yen=10)
    g.play("take order_01")
    assert takes(g) == {"order_02"}


def test_hand_limit_three_orders() -> None:
    # RULES 6.4.3: with 2 in hand only one card may be taken
    g = port_game(4, hand=2, yen=10, imports=2)
    g.play("take order_03")
    assert g.state.stage != "port"
    assert len(g.state.players[0].orders) == 3


def test_full_hand_takes_no_card() -> None:
    # RULES 6.4.3, 14.6
    g = port_game(4, hand=3, yen=10)
    assert g.state.stage != "port"
    assert len(g.state.players[0].orders) == 3


def test_power_five_gives_three_vp_with_a_card() -> None:
    # RULES 6.4.5
    g = port_game(5)
    g.play("take order_06")
    if g.state.stage == "port":
        g.play("done")
    assert g.state.players[0].vp == 3


def test_power_five_gives_three_vp_without_a_card() -> None:
    # RULES 6.4.5 default port_vp_requires_card false, 14.6
    g = port_game(5, hand=3)
    assert g.state.players[0].vp == 3


def test_power_five_vp_on_done_without_card() -> None:
    # RULES 6.4.5
    g = port_game(5)
    g.play("done")
    assert g.state.players[0].vp == 3


def test_power_four_gives_no_vp() -> None:
    # RULES 6.4.5
    g = port_game(4)
    g.play("take order_06")
    if g.state.stage == "port":
        g.play("done")
    assert g.state.players[0].vp == 0


def test_option_port_vp_requires_card() -> None:
    # RULES 6.4.5 option port_vp_requires_card: true
    g = make_game(3, kinds=KINDS_3, options={"port_vp_requires_card": True})
    set_board(g, "port_a", BOARD)
    give_orders(g, 1, *g.state.players[0].orders)
    act(g, area(g, "port_a"), power=5)
    g.play("done")
    assert g.state.players[0].vp == 0
    g2 = make_game(3, kinds=KINDS_3, options={"port_vp_requires_card": True})
    set_board(g2, "port_a", BOARD)
    give_orders(g2, 1, *g2.state.players[0].orders)
    act(g2, area(g2, "port_a"), power=5)
    g2.play("take order_01")
    if g2.state.stage == "port":
        g2.play("done")
    assert g2.state.players[0].vp == 3


def test_port_slides_left_and_refills_from_the_right() -> None:
    # RULES 10.3, 6.4.6
    g = port_game(4, yen=10)
    set_deck(g, "order", ["order_33", "order_34"])
    g.play("take order_02")
    g.play("take order_04 for yen")
    assert g.state.ports["port_a"] == ["order_01", "order_03", "order_05", "order_06",
                                       "order_33", "order_34"]


def test_other_port_is_not_refilled() -> None:
    # RULES 10.3: only the board the cards were taken from
    g = port_game(4)
    before = list(g.state.ports["port_b"])
    g.play("take order_02")
    if g.state.stage == "port":
        g.play("done")
    assert g.state.ports["port_b"] == before


def test_empty_order_deck_leaves_slots_empty_and_triggers_end() -> None:
    # RULES 10.5, 11.1, 14.7
    g = port_game(4, yen=10)
    g.state.order_deck.clear()
    g.play("take order_02")
    g.play("take order_04 for yen")
    assert g.state.ports["port_a"] == ["order_01", "order_03", "order_05", "order_06", None, None]
    assert g.state.end_triggered


def test_partial_refill_triggers_end() -> None:
    # RULES 11.1, 14.7: one card left for two empty slots
    g = port_game(4, yen=10)
    del g.state.order_deck[:-1]
    g.play("take order_02")
    g.play("take order_04 for yen")
    assert g.state.ports["port_a"][-1] is None
    assert g.state.ports["port_a"][4] is not None
    assert g.state.end_triggered
    assert g.state.order_deck == []


def test_full_refill_does_not_trigger_end() -> None:
    # RULES 11.1
    g = port_game(4)
    g.play("take order_02")
    if g.state.stage == "port":
        g.play("done")
    assert not g.state.end_triggered


def test_remaining_cards_can_be_taken_after_deck_ran_out() -> None:
    # RULES 14.7, 10.5: empty slots are ignored
    g = make_game(3, kinds=KINDS_3)
    set_board(g, "port_a", ["order_01", None, None, None, None, None])
    give_orders(g, 1, *g.state.players[0].orders)
    g.state.order_deck.clear()
    act(g, area(g, "port_a"), power=4)
    assert g.legal_moves() == ["take order_01", "done"]
    g.play("take order_01")
    assert g.state.ports["port_a"] == [None] * 6


def test_port_action_may_take_nothing() -> None:
    # RULES 6.1.2, 14.9
    g = port_game(4)
    g.play("done")
    assert g.state.players[0].orders == []
    assert g.state.ports["port_a"] == BOARD


def test_taken_orders_go_to_the_order_hand_and_can_be_delivered_in_phase_c() -> None:
    # RULES 6.4.4, 14.17
    g = port_game(4, yen=0, copper=0, silk=0, tea=0, fish=3)
    set_board(g, "port_a", ["order_30", *BOARD[1:]])
    refresh(g)
    g.play("take order_30")
    if g.state.stage == "port":
        g.play("done")
    while g.state.stage != "C":
        g.play("done")
    assert "deliver order_30" in g.legal_moves()
