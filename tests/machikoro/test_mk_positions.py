"""``from_position`` starts at any step of a turn and refuses steps that cannot happen."""

from __future__ import annotations

import json
import random

import pytest

import machikoro

ALL_BUT_TOWER = ["train_station", "shopping_mall", "amusement_park"]


def position(**turn):
    players = [
        {"coins": 10, "buildings": {"wheat_field": 1, "bakery": 1, "tv_station": 1,
                                    "business_center": 1}, "landmarks": ALL_BUT_TOWER},
        {"coins": 4, "buildings": {"wheat_field": 1, "bakery": 1, "ranch": 1}},
        {"coins": 3},
    ]
    return {"players": players, **turn}


def test_build_step_with_given_coins():
    # RULES 4.4: the build step, with the coins the position gives
    g = machikoro.from_position(position(phase="build", rolled=[4, 5], turn_number=9))
    assert g.phase == "build" and g.state.coins[0] == 10
    assert "complete radio_tower" not in g.legal_moves()  # costs 22
    assert "build mine" in g.legal_moves()
    assert g.view(0)["turn_number"] == 9
    g.play("pass")
    assert g.current_player == 1 and g.state.turn_no == 10


def test_radio_tower_already_used_is_not_offered_again():
    # RULES 10.4 (e): once per turn
    pos = position(rerolled=True, dice=[2])
    pos["players"][0]["landmarks"] = ["radio_tower"]
    g = machikoro.from_position(pos)
    g.play("roll 1")
    assert g.phase == "build"


def test_radio_tower_choice_is_a_starting_step():
    # RULES 10.4 (a), (b)
    pos = position(phase="reroll", rolled=[5])
    pos["players"][0]["landmarks"] = ["radio_tower"]
    g = machikoro.from_position(pos)
    assert g.legal_moves() == ["keep", "reroll"]


def test_pending_amusement_park_extra_turn():
    # RULES 10.6: doubles kept with an Amusement Park give another turn
    g = machikoro.from_position(position(phase="build", rolled=[2, 2], extra=True))
    g.play("pass")
    assert g.current_player == 0


def test_pending_tv_station_target():
    # RULES 8.5.2, 10.8 (a)
    g = machikoro.from_position(position(phase="tv_target", rolled=[3, 3]))
    assert g.legal_moves() == ["target 1", "target 2"]
    g.play("target 1")
    assert g.state.coins[:2] == [14, 0]
    assert g.phase == "swap"  # the Business Center comes next on a 6


def test_pending_business_center_swap():
    # RULES 8.5.3, 10.7 (a)
    g = machikoro.from_position(position(phase="swap", rolled=[1, 5]))
    assert g.legal_moves()[0] == "decline" and "swap 1 wheat_field ranch" in g.legal_moves()
    g.play("decline")
    assert g.phase == "build"


def test_a_position_game_saves_and_loads_at_the_same_step():
    g = machikoro.from_position(position(phase="swap", rolled=[1, 5], turn_number=4))
    again = machikoro.load_game(g.to_json())
    assert again.state.snapshot() == g.state.snapshot()
    assert json.loads(g.to_json())["setup"]["position"]["phase"] == "swap"


@pytest.mark.parametrize("turn, field", [
    ({"phase": "over"}, "phase"),
    ({"phase": "build", "rolled": [7]}, "rolled"),
    ({"rolled": [2]}, "rolled"),                               # nothing rolled yet
    ({"phase": "swap"}, "rolled"),                             # which roll?
    ({"phase": "reroll", "rolled": [3]}, "reroll"),            # no Radio Tower
    ({"rerolled": True}, "rerolled"),                          # no Radio Tower
    ({"phase": "build", "rolled": [2, 3], "extra": True}, "extra"),  # not doubles
    ({"phase": "tv_target", "rolled": [2, 2]}, "tv_target"),   # 4 does not activate it
    ({"phase": "build", "extra": "yes", "rolled": [1, 1]}, "extra"),
    ({"turn_number": 0}, "turn_number"),
])
def test_impossible_steps_are_refused_naming_the_field(turn, field):
    # RULES 4, 10.4, 10.6, 10.8
    with pytest.raises(ValueError, match=field):
        machikoro.from_position(position(**turn))


def test_tv_target_is_not_asked_when_nobody_else_has_coins():
    # RULES 10.8 (c)
    pos = position(phase="tv_target", rolled=[6])
    pos["players"][1]["coins"] = pos["players"][2]["coins"] = 0
    with pytest.raises(ValueError, match="tv_target"):
        machikoro.from_position(pos)


def test_two_dice_need_the_train_station():
    # RULES 4.2.2
    pos = position(phase="build", rolled=[1, 2])
    pos["players"][0]["landmarks"] = []
    with pytest.raises(ValueError, match="rolled"):
        machikoro.from_position(pos)


# --- game.position(): the inverse of from_position -------------------------------------------

def _radio_tower_start(seed):
    """Three seats, the first with its Radio Tower already built (so re-rolls happen)."""
    return machikoro.from_position({"players": [{"coins": 3, "landmarks": ["radio_tower"]},
                                                {"coins": 3}, {"coins": 3}], "seed": seed})


ROUND_TRIP_GAMES = {
    "2 players": lambda: machikoro.new_game(2, 1),
    "3 players, random start player": lambda: machikoro.new_game(3, 2, {"start_player": "random"}),
    "4 players": lambda: machikoro.new_game(4, 3),
    "2 players, injected dice": lambda: machikoro.new_game(2, 4, dice=[6, 6, 3, 4, 5, 5]),
    "4 players, another seed": lambda: machikoro.new_game(4, 5),
    "3 players, a Radio Tower": lambda: _radio_tower_start(6),
}


def _random_moves(start, seed):
    """A random game (landmarks completed when possible, so it ends soon): its moves."""
    g = start()
    rng = random.Random(seed)
    while not g.is_over:
        legal = g.legal_moves()
        done = [m for m in legal if m.startswith("complete ")]
        g.play(done[0] if done else rng.choice(legal))
    return g.moves


def _same_so_far(copy, game):
    assert copy.state.snapshot() == game.state.snapshot()  # the fingerprint
    assert copy.legal_moves() == game.legal_moves()
    history = ("last_events",)  # what the last play did is history, not the table
    assert ({k: v for k, v in copy.view(None).items() if k not in history}
            == {k: v for k, v in game.view(None).items() if k not in history})


def test_a_position_read_back_goes_on_exactly_like_the_game_at_every_step():
    # game.position(): from_position(game.position()) continues like game, mid-turn included
    phases = set()
    for seed, start in enumerate(ROUND_TRIP_GAMES.values()):
        moves = _random_moves(start, seed)
        game = start()
        for step, move in enumerate(moves):
            phases.add(game.phase)
            copy = machikoro.from_position(json.loads(json.dumps(game.position())))
            _same_so_far(copy, game)
            ahead = game.clone()
            for later in moves[step:]:
                ahead.play(later)
                copy.play(later)
                assert copy.events == ahead.events
                _same_so_far(copy, ahead)
            game.play(move)
    assert phases == {"roll", "reroll", "tv_target", "swap", "build"}


def test_a_game_from_a_position_saves_and_loads_with_that_position():
    start = ROUND_TRIP_GAMES["2 players, injected dice"]
    game = start()
    for move in _random_moves(start, 9)[:40]:
        game.play(move)
    copy = machikoro.from_position(game.position())
    loaded = machikoro.load_game(copy.to_json())
    assert loaded.state.snapshot() == game.state.snapshot()


@pytest.mark.parametrize("extra, field", [
    ({"phase": "build", "rolled": [3], "last_roll": [3]}, "last_roll"),  # roll step only
    ({"last_roll": [7]}, "last_roll"),
    ({"dice": [1, 2], "dice_used": 3}, "dice_used"),
    ({"rng": -1}, "rng"),
    ({"rng": 2**64}, "rng"),
])
def test_a_generator_or_last_roll_that_cannot_be_is_refused(extra, field):
    with pytest.raises(ValueError, match=field):
        machikoro.from_position(position(**extra))
