"""Radio Tower re-roll (RULES 4.2.5, 4.2.6, 7.5, 10.4, 10.5)."""

from __future__ import annotations

import pytest

import machikoro


def _s20(mk, dice):
    return mk.game(mk.player(2, mk.start(forest=1), ["radio_tower"]),
                   mk.player(0, mk.start(cafe=1)), dice=dice)


def test_s20_reroll_discards_the_first_result(mk):
    # RULES 4.2.5, 4.2.6, 7.5, 10.4 (c) (SCENARIOS S20)
    g = _s20(mk, [3, 5])
    g.play("roll 1")
    assert g.legal_moves() == ["keep", "reroll"]
    assert mk.coins(g) == [2, 0]
    g.play("reroll")
    assert g.legal_moves() == ["roll 1"]  # 10.4 (e): no Train Station -> one die
    g.play("roll 1")
    assert mk.coins(g) == [3, 0]


def test_s20_second_reroll_in_the_same_turn_is_illegal(mk):
    # RULES 10.4 (f) (SCENARIOS S20 illegal line)
    g = _s20(mk, [3, 5])
    mk.play(g, "roll 1", "reroll", "roll 1")
    assert g.phase == "build"
    before = g.state.snapshot()
    with pytest.raises(machikoro.IllegalMoveError):
        g.play("reroll")
    assert g.state.snapshot() == before


def test_s20_keeping_the_result_resolves_it(mk):
    # RULES 10.4 (b) (SCENARIOS S20 contrast)
    g = _s20(mk, [3])
    mk.play(g, "roll 1", "keep")
    assert mk.coins(g) == [2, 1]


@pytest.mark.parametrize(("dice", "moves", "extra"), [
    ([2, 2, 1, 5], ["roll 2", "reroll", "roll 2"], False),   # case 1
    ([1, 2, 4, 4], ["roll 2", "reroll", "roll 2"], True),    # case 2
    ([3, 6, 6], ["roll 1", "reroll", "roll 2"], True),       # case 3
])
def test_s21_only_the_kept_roll_decides_doubles(mk, dice, moves, extra):
    # RULES 4.2.6, 7.4, 10.4 (e), 10.5 (SCENARIOS S21)
    g = mk.game(mk.player(1, mk.start(), ["train_station", "amusement_park", "radio_tower"]),
                mk.player(0, mk.start(cafe=1)), dice=dice)
    mk.play(g, *moves)
    assert mk.coins(g) == [1, 0]
    g.play("pass")
    assert g.current_player == (0 if extra else 1)


def test_reroll_offers_the_dice_choice_again_with_train_station(mk):
    # RULES 4.2.2, 10.4 (e)
    g = mk.game(mk.player(0, mk.start(), ["train_station", "radio_tower"]), mk.player(0),
                dice=[1, 1])
    mk.play(g, "roll 1", "reroll")
    assert g.legal_moves() == ["roll 1", "roll 2"]


def test_radio_tower_usable_again_in_an_extra_turn(mk):
    # RULES 10.4 (g): an extra turn is a new turn
    g = mk.game(mk.player(0, mk.start(), ["train_station", "amusement_park", "radio_tower"]),
                mk.player(0), dice=[3, 4, 5, 5, 2, 6])
    mk.play(g, "roll 2", "reroll", "roll 2", "pass")
    assert g.current_player == 0
    g.play("roll 2")
    assert g.legal_moves() == ["keep", "reroll"]


def test_no_reroll_offer_without_radio_tower(mk):
    # RULES 4.2.5: only a completed Radio Tower allows the re-roll
    g = mk.game(mk.player(0), mk.player(0), dice=[4])
    g.play("roll 1")
    assert g.phase == "build"
    assert "reroll" not in g.legal_moves()
