"""Bad moves raise clear errors and leave the game untouched."""

from __future__ import annotations

import pytest

import machikoro


@pytest.fixture
def game():
    return machikoro.new_game(players=3, seed=11)


@pytest.mark.parametrize("move", ["dance", "", "roll", "roll 3", "build castle",
                                  "ROLL 1", " roll 1", None, 1, ("roll", 1)])
def test_unknown_move_text_raises_invalid_move(game, move):
    # RULES 4.1, 10.12: only the pending decision's legal moves may be played
    before = game.state.snapshot()
    with pytest.raises(machikoro.InvalidMoveError):
        game.play(move)
    assert game.state.snapshot() == before
    assert game.moves == []


@pytest.mark.parametrize("move", ["pass", "build wheat_field", "keep", "reroll",
                                  "target 1", "decline", "roll 2",
                                  "complete train_station"])
def test_legal_looking_move_at_the_wrong_time_raises_illegal_move(game, move):
    # RULES 4.1, 10.12: only the pending decision's legal moves may be played
    before = game.state.snapshot()
    with pytest.raises(machikoro.IllegalMoveError) as info:
        game.play(move)
    assert not isinstance(info.value, machikoro.InvalidMoveError)
    assert "not legal now" in str(info.value)
    assert game.state.snapshot() == before


def test_errors_are_value_errors():
    # RULES 4.1, 10.12: only the pending decision's legal moves may be played
    assert issubclass(machikoro.IllegalMoveError, ValueError)
    assert issubclass(machikoro.InvalidMoveError, machikoro.IllegalMoveError)
    assert issubclass(machikoro.SaveError, ValueError)


def test_roll_twice_in_one_turn_is_illegal(game):
    # RULES 4.1: one roll step per turn
    game.play("roll 1")
    with pytest.raises(machikoro.IllegalMoveError):
        game.play("roll 1")


def test_mutating_the_returned_legal_list_changes_nothing(game):
    # RULES 4.1, 10.12: only the pending decision's legal moves may be played
    game.legal_moves().append("roll 2")
    with pytest.raises(machikoro.IllegalMoveError):
        game.play("roll 2")


def test_view_rejects_a_bad_seat(game):
    # RULES 4.1, 10.12: only the pending decision's legal moves may be played
    with pytest.raises(ValueError):
        game.view(5)
