"""Replays reproduce every position exactly as it was played, for both games and 2-4 seats."""

from __future__ import annotations

import json

import pytest
from played_games import GAMES, fingerprint, played

from boardgame.replay import Replay, ReplayError


@pytest.mark.parametrize(("name", "players"), GAMES)
@pytest.mark.parametrize("keyframe_every", [1, 7, 16])
def test_every_position_equals_the_position_played(name, players, keyframe_every):
    game = played(name, players)
    replay = Replay(game.save, keyframe_every=keyframe_every)
    assert len(replay) == len(game.fingerprints) - 1
    for step in range(len(replay) + 1):
        assert fingerprint(name, replay.position(step)) == game.fingerprints[step], step


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_positions_asked_backwards_and_jumping_are_still_exact(name, players):
    game = played(name, players)
    replay = Replay(game.save, keyframe_every=5)
    steps = [*range(len(replay), -1, -1), 3, len(replay) // 2, 1, len(replay) - 1, 0]
    for step in steps:
        assert fingerprint(name, replay.position(step)) == game.fingerprints[step], step


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_walk_visits_every_position_in_order(name, players):
    game = played(name, players)
    seen = [fingerprint(name, position) for _, position in Replay(game.save).walk()]
    assert seen == list(game.fingerprints)


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_move_mover_and_events_of_each_step(name, players):
    game = played(name, players)
    replay = Replay(game.save)
    moves = json.loads(game.save)["moves"]
    assert replay.move(0) is None and replay.events(0) == [] and replay.mover(0) is None
    for step in range(1, len(replay) + 1):
        assert replay.move(step) == moves[step - 1]
        assert replay.events(step) == list(game.events[step])
        before = replay.position(step - 1)
        assert replay.mover(step) == before.current_player


def test_events_handed_out_are_copies():
    replay = Replay(played("machikoro", 2).save)
    replay.events(1)[0]["type"] = "changed"
    assert replay.events(1)[0]["type"] != "changed"


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_round_boundaries(name, players):
    game = played(name, players)
    replay = Replay(game.save)
    rounds = replay.rounds()
    assert rounds == list(range(rounds[0], rounds[-1] + 1))
    for number in rounds:
        start, end = replay.round_start(number), replay.round_end(number)
        assert start <= end
        assert replay.round_at(start) == replay.round_at(end) == number
        assert start == 0 or replay.round_at(start - 1) != number
        assert end == len(replay) or replay.round_at(end + 1) != number


def test_jump_to_a_missing_round_is_refused():
    replay = Replay(played("yokohama", 2).save)
    with pytest.raises(ReplayError, match="no round 999"):
        replay.round_start(999)


def test_yokohama_rounds_are_the_engine_round_counter():
    replay = Replay(played("yokohama", 3).save)
    step = replay.round_start(2)
    assert replay.position(step).state.round == 2 and replay.position(step - 1).state.round == 1


def test_machikoro_rounds_are_turn_numbers():
    replay = Replay(played("machikoro", 3).save)
    step = replay.round_start(5)
    assert replay.position(step).state.turn_no == 5


def test_finished_game_shows_every_hand_when_asked_for_everything():
    replay = Replay(played("yokohama", 4).save)
    assert replay.finished
    step = replay.round_start(3)
    everything = replay.view(step, None)
    assert all(info["orders"] is not None for info in everything["players_info"])
    position = replay.position(step)
    for seat in range(4):
        assert everything["players_info"][seat] == position.view(seat)["players_info"][seat]


def test_game_in_progress_refuses_to_show_everything():
    replay = Replay(played("yokohama", 3, stop_after=40).save)
    assert not replay.finished
    with pytest.raises(ReplayError, match="one seat"):
        replay.view(10, None)


def test_game_in_progress_shows_only_the_viewing_seats_hand():
    replay = Replay(played("yokohama", 3, stop_after=40).save)
    view = replay.view(30, 1)
    assert view["players_info"][1]["orders"] is not None
    assert view["players_info"][0]["orders"] is None and view["players_info"][2]["orders"] is None


@pytest.mark.parametrize("seat", [-1, 3, "0", True, 1.0])
def test_bad_seat_is_refused(seat):
    replay = Replay(played("yokohama", 3, stop_after=40).save)
    with pytest.raises(ReplayError, match="seat"):
        replay.view(1, seat)


@pytest.mark.parametrize("step", [-1, 10_000, "3", None])
def test_bad_step_is_refused(step):
    replay = Replay(played("machikoro", 2).save)
    with pytest.raises(ReplayError, match="step"):
        replay.position(step)


@pytest.mark.parametrize(("name", "players"), [("yokohama", 2), ("machikoro", 4)])
def test_replaying_never_changes_the_source_game(name, players):
    source = played(name, players, stop_after=60).final.clone()
    save, before = source.to_json(), fingerprint(name, source)
    replay = Replay.from_game(source)
    replay.position(30).play(replay.position(30).legal_moves()[0])
    list(replay.walk())
    replay.view(len(replay), 0)
    assert source.to_json() == save and fingerprint(name, source) == before


def test_positions_handed_out_are_independent_copies():
    game = played("machikoro", 3)
    replay = Replay(game.save, keyframe_every=4)
    position = replay.position(9)
    while not position.is_over and len(position.moves) < 40:
        position.play(position.legal_moves()[0])
    assert fingerprint("machikoro", replay.position(9)) == game.fingerprints[9]
    assert fingerprint("machikoro", replay.position(10)) == game.fingerprints[10]


@pytest.mark.parametrize(("text", "message"), [
    ("{", "not valid JSON"),
    ("[]", "not a JSON object"),
    ('{"format": "chess-save"}', "known game"),
    ('{"format": "yokohama-save", "version": 1, "moves": "x"}', "move list"),
])
def test_unreadable_saves_are_refused(text, message):
    with pytest.raises(ReplayError, match=message):
        Replay(text)


def test_an_illegal_move_in_the_save_is_refused():
    data = json.loads(played("machikoro", 2).save)
    data["moves"][5] = "build launch_pad"
    data.pop("snapshot")
    with pytest.raises(ReplayError, match="move 6"):
        Replay(json.dumps(data))


def test_a_bad_setup_is_refused():
    data = json.loads(played("yokohama", 2).save)
    data["setup"] = {"players": 9}
    with pytest.raises(ReplayError, match="cannot be loaded"):
        Replay(json.dumps(data))
