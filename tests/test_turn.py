"""Rule tests for the turn structure (RULES 4, 5.1)."""

from __future__ import annotations

import pytest
from builders import KINDS_3, give_tech, holdings, make_game, play_all, put, set_president

import yokohama

BANK, TEA, COPPER = "r0c0", "r2c0", "r1c0"  # positions in KINDS_3


def quick_turn(g: yokohama.Game) -> None:
    """Place nothing, recall, end the turn."""
    play_all(g, "done", "recall")
    if g.state.stage == "recall":
        g.play("done")
    g.play("done")


# --- 4.1 turn order and rounds ---------------------------------------------------


@pytest.mark.parametrize("players, start", [(2, 1), (3, 0), (3, 1), (3, 2), (4, 3)])
def test_turns_run_clockwise_from_the_start_player(players, start):
    # RULES 4.1, 3.5.2
    g = make_game(players, start_player=start)
    seen = []
    for _ in range(2 * players + 1):
        seen.append((g.current_player, g.state.round))
        quick_turn(g)
    expected = [((start + i) % players, 1 + i // players) for i in range(2 * players + 1)]
    assert seen == expected


# --- 4.2 start of turn ---------------------------------------------------------------


def test_once_per_turn_limits_reset_at_start_of_own_turn():
    # RULES 4.2.1
    g = make_game(3, kinds=KINDS_3)
    p = g.state.players[0]
    give_tech(g, 0, "university", "spinning_mill")
    p.agents.append("UK")
    holdings(g, 0, silk=3)
    put(g, 0, TEA)
    play_all(g, "university", "spinning mill", f"agent {TEA}")
    assert p.agent_used and p.university_used and p.spinning_used
    moves = g.legal_moves()
    assert "university" not in moves and "spinning mill" not in moves
    assert not any(m.startswith("agent") for m in moves)
    quick_turn(g)
    assert g.current_player == 1
    quick_turn(g)
    quick_turn(g)
    assert g.current_player == 0
    flags = g.view(0)["players_info"][0]["flags"]
    assert flags == {"agent_used": False, "university_used": False, "spinning_used": False}
    assert "university" in g.legal_moves() and "spinning mill" in g.legal_moves()


@pytest.mark.parametrize("yen, expected", [(0, 2), (1, 2), (2, 2), (7, 7)])
def test_stock_system_tops_money_up_to_two_at_turn_start(yen, expected):
    # RULES 4.2.2, 9.2.18
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 1, "stock_system")
    holdings(g, 1, yen=yen)
    quick_turn(g)
    assert g.current_player == 1 and g.state.stage == "A"
    assert g.state.players[1].yen == expected


def test_stock_system_does_nothing_for_other_players_or_in_their_turns():
    # RULES 4.2.2: "your" turn only
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 2, "stock_system")
    holdings(g, 1, yen=0)
    holdings(g, 2, yen=0)
    quick_turn(g)
    assert g.current_player == 1
    assert g.state.players[1].yen == 0 and g.state.players[2].yen == 0


def test_without_stock_system_no_money_at_turn_start():
    # RULES 4.2.2
    g = make_game(3, kinds=KINDS_3)
    holdings(g, 1, yen=0)
    quick_turn(g)
    assert g.state.players[1].yen == 0


def test_stock_system_gained_this_turn_does_not_act_until_next_turn():
    # RULES 9.2.18, DESIGN-NOTES 12
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "stock_system")
    holdings(g, 0, yen=0)
    quick_turn(g)  # the check happened at the start of this turn (before the card) -> nothing
    assert g.state.players[0].yen == 0


# --- 4.3 phases A, B, C ---------------------------------------------------------------


def test_phase_a_offers_additional_actions_and_placement():
    # RULES 4.3, 7.1.1
    g = make_game(3, kinds=KINDS_3)
    order = g.state.players[0].orders[0]
    holdings(g, 0, copper=9, silk=9, tea=9, fish=9)
    moves = g.legal_moves()
    assert g.view(0)["phase"] == "A"
    assert f"deliver {order}" in moves and "done" in moves and f"place {TEA}" in moves


def test_placement_starts_phase_b_and_ends_additional_actions():
    # RULES 4.3, 7.1.2
    g = make_game(3, kinds=KINDS_3)
    holdings(g, 0, copper=9, silk=9, tea=9, fish=9)
    g.play(f"place {TEA}")
    assert g.view(0)["phase"] == "B"
    assert not any(m.startswith(("deliver", "claim", "agent")) for m in g.legal_moves())
    g.play("done")
    assert g.state.stage == "move"
    assert not any(m.startswith(("deliver", "claim", "agent")) for m in g.legal_moves())


def test_no_placement_goes_straight_to_movement():
    # RULES 5.1.1 step 1 may place nothing (5.2.3)
    g = make_game(3, kinds=KINDS_3)
    g.play("done")
    assert g.state.stage == "move" and g.view(0)["phase"] == "B"


def test_main_action_steps_run_in_order_then_phase_c():
    # RULES 5.1.1: placement, movement, action, bonus, building, recovery, then phase C
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "telephone")
    put(g, 0, TEA, 2)
    holdings(g, 0, tea=0)
    g.play(f"pair {TEA}")
    assert g.state.stage == "move"
    g.play(f"move {TEA}")  # power 5: president + 4 assistants -> 5 tea
    assert g.state.players[0].goods[2] == 5
    assert g.state.stage == "bonus"
    g.play("done")
    assert g.state.stage == "build"
    g.play("done")
    assert g.state.stage == "recovery"
    g.play("done")
    assert g.state.stage == "C" and g.view(0)["phase"] == "C"
    assert g.state.players[0].hand_assistants == 8


def test_recall_skips_steps_three_to_six():
    # RULES 5.1.2, 5.3.9
    g = make_game(3, kinds=KINDS_3)
    put(g, 0, TEA, 4)
    set_president(g, 0, TEA)
    tea = g.state.players[0].goods[2]
    play_all(g, "done", "recall")
    assert g.state.stage == "recall"
    g.play("done")
    assert g.state.stage == "C"
    assert g.state.players[0].goods[2] == tea


def test_phase_c_offers_additional_actions_and_done_only():
    # RULES 4.3, 4.4
    g = make_game(3, kinds=KINDS_3)
    order = g.state.players[0].orders[0]
    holdings(g, 0, copper=9, silk=9, tea=9, fish=9)
    play_all(g, "done", "recall")
    if g.state.stage == "recall":
        g.play("done")
    moves = g.legal_moves()
    assert f"deliver {order}" in moves and "done" in moves
    assert not any(m.startswith(("place", "pair", "move", "recall")) for m in moves)


def test_turn_ends_after_phase_c():
    # RULES 4.4
    g = make_game(3, kinds=KINDS_3)
    play_all(g, "done", "recall")
    assert g.current_player == 0
    g.play("done")
    assert g.current_player == 1 and g.state.stage == "A"


def test_additional_actions_can_be_repeated_in_phase_a_then_placement_follows():
    # RULES 7.1.1: any order, as often as allowed; then phase B
    g = make_game(3, kinds=KINDS_3)
    give_tech(g, 0, "university")
    put(g, 0, BANK)
    g.state.players[0].agents.append("US")
    play_all(g, "university", f"agent {BANK}")
    assert g.state.stage == "A"
    g.play(f"place {COPPER}")
    assert g.view(0)["phase"] == "B"


def test_first_turn_places_then_moves_the_president_from_hand():
    # RULES 14.21, 5.3.1: Move or Recall
    g = make_game(3, kinds=KINDS_3)
    assert g.state.players[0].president == -1
    play_all(g, f"place {TEA}", "done")
    assert set(g.legal_moves()) == {f"move {TEA}", "recall"}
    g.play(f"move {TEA}")
    assert g.view(0)["players_info"][0]["president"] == TEA
