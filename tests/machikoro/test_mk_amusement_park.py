"""Amusement Park extra turns (RULES 4.5.2, 7.4, 10.6)."""

from __future__ import annotations


def _s19(mk, landmarks, dice):
    return mk.game(mk.player(0, mk.start(apple_orchard=1), landmarks), mk.player(0), dice=dice)


def test_s19_doubles_give_an_extra_turn_one_die_does_not(mk):
    # RULES 4.2.4, 4.5.2, 7.4, 10.3, 10.6 (SCENARIOS S19)
    g = _s19(mk, ["train_station", "amusement_park"], [5, 5, 4])
    mk.play(g, "roll 2", "pass")
    assert mk.coins(g) == [3, 0]
    assert g.current_player == 0
    mk.play(g, "roll 1", "pass")
    assert mk.coins(g) == [3, 0]
    assert g.current_player == 1


def test_s19_doubles_without_amusement_park_give_no_extra_turn(mk):
    # RULES 7.4 (SCENARIOS S19 variant)
    g = _s19(mk, ["train_station"], [5, 5])
    mk.play(g, "roll 2", "pass")
    assert mk.coins(g) == [3, 0]
    assert g.current_player == 1


def test_extra_turns_have_no_limit(mk):
    # RULES 10.6 (b): every doubles roll earns one more turn
    g = _s19(mk, ["train_station", "amusement_park"], [1, 1, 2, 2, 3, 3, 1, 2])
    for _ in range(3):
        mk.play(g, "roll 2", "pass")
        assert g.current_player == 0
    mk.play(g, "roll 2", "pass")
    assert g.current_player == 1


def test_park_completed_this_turn_does_not_reward_this_roll(mk):
    # RULES 10.6 (c), 6.6.1
    g = mk.game(mk.player(16, mk.start(), ["train_station"]), mk.player(0), dice=[6, 6])
    mk.play(g, "roll 2", "complete amusement_park")
    assert g.current_player == 1


def test_extra_turn_event_is_reported(mk):
    # RULES 4.5.2: the turn event says the same player goes again
    g = _s19(mk, ["train_station", "amusement_park"], [2, 2])
    mk.play(g, "roll 2", "pass")
    assert g.events[-1] == {"type": "turn", "player": 0, "extra": True}
