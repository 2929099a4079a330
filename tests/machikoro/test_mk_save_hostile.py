"""Hostile saves: Machi Koro's load_game refuses anything that is not a valid save with
SaveError (reason code and a short message), never RecursionError, KeyError, TypeError, …,
and a load that is refused changes nothing shared."""

from __future__ import annotations

import json
import random

import pytest
from hostile import (
    MAX_MESSAGE,
    MUTATIONS,
    RAW_VALUES,
    outcome,
    paths,
    put_raw,
    sample_saves,
)

import machikoro
from machikoro import SaveError
from machikoro import components as C

SAVE = sample_saves("machikoro")[-2]  # 4 players, 40 moves in
POSITION_SAVE = sample_saves("machikoro")[-1]  # from_position game


def _refused(text: str | bytes) -> SaveError:
    with pytest.raises(SaveError) as info:
        machikoro.load_game(text)
    assert len(str(info.value)) <= MAX_MESSAGE
    return info.value


def test_deep_nesting_inside_a_position_is_a_save_error() -> None:
    # RULES 3: a save rebuilds the setup; text nested this deeply is no save at all
    data = json.loads(POSITION_SAVE)
    path = ("setup", "position", "players", 0, "buildings")
    assert _refused(put_raw(data, path, RAW_VALUES[1])).reason == "not_json"


def test_bytes_that_are_not_utf8_are_a_save_error() -> None:
    # RULES 3: a save rebuilds the setup; bytes that are not text are no save at all
    assert _refused(b"\xff" + SAVE.encode("utf-8")).reason == "not_json"


@pytest.mark.parametrize("position", [[["players", []]], "abc", 7, None])
def test_a_position_that_is_not_an_object_is_bad_setup(position: object) -> None:
    # RULES 3: the setup must describe a start position
    data = json.loads(POSITION_SAVE)
    data["setup"]["position"] = position
    assert _refused(json.dumps(data)).reason == "bad_setup"


def test_a_huge_value_is_cut_in_the_message() -> None:
    # RULES 3: the setup must name 2-4 players
    data = json.loads(SAVE)
    data["setup"]["players"] = "y" * 100_000
    assert len(str(_refused(json.dumps(data)))) < 200


def test_a_10_mb_move_text_gives_a_short_message() -> None:
    # RULES 4.1: only the pending decision's legal moves may be played
    game = machikoro.load_game(SAVE)
    with pytest.raises(machikoro.InvalidMoveError) as info:
        game.play("x" * 10_000_000)
    assert len(str(info.value)) < 200
    data = json.loads(SAVE)
    data["moves"][3] = "roll " + "1" * 100_000
    assert _refused(json.dumps(data)).reason == "illegal_move"


def test_every_sample_save_loads_and_round_trips() -> None:
    # RULES 1.4.1: the whole state survives a round trip
    assert {outcome("machikoro", text) for text in sample_saves("machikoro")} == {"loaded"}


@pytest.mark.parametrize("raw", RAW_VALUES, ids=range(len(RAW_VALUES)))
def test_every_raw_value_in_the_setup_and_position(raw: str) -> None:
    # RULES 3: every field of the setup is checked
    data = json.loads(POSITION_SAVE)
    for path in paths(data):
        if path[0] == "setup" and len(path) <= 4:
            outcome("machikoro", put_raw(data, path, raw))


def _tables() -> str:
    return repr({name: value for name, value in vars(C).items() if name.isupper()})


def test_refused_loads_change_nothing_shared() -> None:
    # RULES 3: a new game always starts from the same components
    tables = _tables()
    fresh = machikoro.new_game(players=3, seed=5).state.snapshot()
    loaded = machikoro.load_game(POSITION_SAVE).to_json()
    rng = random.Random(1)
    for mutate in MUTATIONS.values():
        for _ in range(5):
            outcome("machikoro", mutate(json.loads(POSITION_SAVE), rng))
    for raw in RAW_VALUES:
        outcome("machikoro", put_raw(json.loads(POSITION_SAVE), ("setup", "position"), raw))
    assert _tables() == tables
    assert machikoro.new_game(players=3, seed=5).state.snapshot() == fresh
    assert machikoro.load_game(POSITION_SAVE).to_json() == loaded
