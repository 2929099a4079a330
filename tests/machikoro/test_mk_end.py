"""End of the game (RULES 9, 4.5.1, 10.6 d)."""

from __future__ import annotations

import pytest

import machikoro


def _s22(mk):
    return mk.game(
        mk.player(21, mk.start(), ["train_station", "shopping_mall", "amusement_park"]),
        mk.player(0), mk.player(0), dice=[1, 1])


def test_s22_fourth_landmark_wins_at_once_and_extra_turn_is_dropped(mk):
    # RULES 4.4, 4.5.1, 6.6, 9.1, 9.2, 9.3, 10.6 (d) (SCENARIOS S22)
    g = _s22(mk)
    g.play("roll 2")
    assert mk.coins(g)[0] == 23
    g.play("complete radio_tower")
    assert mk.coins(g) == [1, 0, 0]
    assert g.is_over
    assert g.winner == 0
    assert g.current_player is None
    assert g.legal_moves() == []
    assert g.events[-1] == {"type": "game_over", "winner": 0}


def test_no_move_is_legal_after_the_end(mk):
    # RULES 9.2: nobody takes a further turn
    g = _s22(mk)
    mk.play(g, "roll 2", "complete radio_tower")
    with pytest.raises(machikoro.IllegalMoveError):
        g.play("roll 1")


def test_scores_rank_the_winner_first(mk):
    # RULES 9.3: exactly one winner, never a tie
    g = _s22(mk)
    mk.play(g, "roll 2", "complete radio_tower")
    sc = g.scores()
    assert sc["winner"] == 0
    assert sc["ranking"][0] == 0
    assert [p["winner"] for p in sc["players"]] == [True, False, False]


def test_game_cannot_end_without_the_fourth_landmark(mk):
    # RULES 9.1: three landmarks are not enough
    g = mk.game(mk.player(30, mk.start(), ["train_station", "shopping_mall"]), mk.player(0),
                dice=[4])
    mk.play(g, "roll 1", "complete amusement_park")
    assert not g.is_over
    assert g.current_player == 1


def test_position_with_every_landmark_is_rejected(mk):
    # RULES 9.1: such a game would already be over
    with pytest.raises(ValueError, match="every landmark"):
        mk.game(mk.player(0, None, ["train_station", "shopping_mall", "amusement_park",
                                    "radio_tower"]), mk.player(0))
