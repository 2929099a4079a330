"""End conditions and final rounds (RULES 11)."""

from __future__ import annotations

import pytest
from builders import KINDS_3, KINDS_4, act, area, end_turn, make_game, set_board

from yokohama.endgame import trigger_end


def turns_until_over(g) -> list[int]:
    """Seats of the turns played (the current one included) until the game ends."""
    seats = []
    while not g.is_over:
        seats.append(g.state.current)
        end_turn(g)
        assert len(seats) < 50
    return seats


@pytest.mark.parametrize(("trigger_seat", "expected"), [
    (0, [0, 1, 2, 0, 1, 2]),
    (1, [1, 2, 0, 1, 2]),
    (2, [2, 0, 1, 2]),
])
def test_final_rounds_finish_the_round_then_one_more(trigger_seat: int, expected) -> None:
    # RULES 11.2 (start player seat 0)
    g = make_game(3, kinds=KINDS_3)
    for _ in range(trigger_seat):
        end_turn(g)
    trigger_end(g.state, "test")
    assert turns_until_over(g) == expected


def test_final_rounds_with_start_player_not_seat_zero() -> None:
    # RULES 11.2, 3.5.2: the last player is the one before the start player
    g = make_game(4, kinds=KINDS_4, start_player=2)
    end_turn(g)  # seat 2
    end_turn(g)  # seat 3
    trigger_end(g.state, "test")  # during seat 0's turn
    assert turns_until_over(g) == [0, 1, 2, 3, 0, 1]


def test_every_player_same_number_of_turns() -> None:
    # RULES 11.2
    g = make_game(4, kinds=KINDS_4, start_player=1)
    counts = [0] * 4
    for _ in range(6):
        counts[g.state.current] += 1
        end_turn(g)
    trigger_end(g.state, "test")
    while not g.is_over:
        counts[g.state.current] += 1
        end_turn(g)
    assert len(set(counts)) == 1


def test_end_is_triggered_only_once() -> None:
    # RULES 11.3
    g = make_game(3, kinds=KINDS_3)
    trigger_end(g.state, "first")
    end_round = g.state.end_round
    end_turn(g)
    end_turn(g)
    end_turn(g)
    trigger_end(g.state, "again")
    assert g.state.end_round == end_round
    assert turns_until_over(g) == [0, 1, 2]


def test_actions_remain_available_in_final_rounds() -> None:
    # RULES 11.3: a port action is still possible after the deck ran out
    g = make_game(3, kinds=KINDS_3)
    trigger_end(g.state, "test")
    end_turn(g)
    set_board(g, "port_a", ["order_01", None, None, None, None, None])
    g.state.order_deck.clear()
    for p in g.state.players:
        p.orders = [c for c in p.orders if c != "order_01"]
    act(g, area(g, "port_a"), power=2)
    assert "take order_01" in g.legal_moves()


def test_game_over_has_no_legal_moves_and_scores() -> None:
    # RULES 11.2, 12
    g = make_game(3, kinds=KINDS_3)
    trigger_end(g.state, "test")
    turns_until_over(g)
    assert g.legal_moves() == []
    assert g.current_player is None
    assert g.scores()["over"] and g.scores()["winner"] is not None


def test_no_end_without_trigger() -> None:
    # RULES 11.1
    g = make_game(3, kinds=KINDS_3)
    for _ in range(9):
        end_turn(g)
    assert not g.is_over and not g.state.end_triggered
