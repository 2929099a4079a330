"""Hostile saves: Yokohama's load_game refuses anything that is not a valid save with
SaveError and a short message (never RecursionError, KeyError, TypeError, …), and a load
that is refused changes nothing shared."""

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

import yokohama
from yokohama import SaveError
from yokohama import components as C

SAVE = sample_saves("yokohama")[-1]  # 4 players, 40 moves in


def _refused(text: str | bytes) -> str:
    with pytest.raises(SaveError) as info:
        yokohama.load_game(text)
    message = str(info.value)
    assert len(message) <= MAX_MESSAGE
    return message


def test_deep_nesting_inside_a_save_is_a_save_error() -> None:
    data = json.loads(SAVE)
    assert "nested deeper" in _refused(put_raw(data, ("setup", "options"), RAW_VALUES[0]))


def test_a_huge_text_is_refused_before_parsing() -> None:
    assert "too large" in _refused(" " * 1_000_001 + SAVE)


def test_bytes_that_are_not_utf8_are_a_save_error() -> None:
    assert "UTF-8" in _refused(SAVE.encode("utf-8")[:-2] + b"\xff}")


def test_utf8_bytes_load_like_text() -> None:
    assert yokohama.load_game(SAVE.encode("utf-8")).to_json() == yokohama.load_game(SAVE).to_json()


@pytest.mark.parametrize("raw", ["NaN", "1e999", '"\\ud800"', "9" * 5_000])
def test_values_json_cannot_carry_are_refused(raw: str) -> None:
    _refused(put_raw(json.loads(SAVE), ("setup", "seed"), raw))


def test_a_huge_value_is_cut_in_the_message() -> None:
    data = json.loads(SAVE)
    data["format"] = "z" * 100_000
    message = _refused(json.dumps(data))
    assert "zzzz…" in message and len(message) < 200


def test_a_10_mb_move_in_a_save_gives_a_short_message() -> None:
    data = json.loads(SAVE)
    data["moves"][5] = "x" * 10_000_000
    with pytest.raises(SaveError, match="too large"):
        yokohama.load_game(json.dumps(data))
    game = yokohama.load_game(SAVE)
    with pytest.raises(yokohama.IllegalMoveError) as info:
        game.play("x" * 10_000_000)
    assert len(str(info.value)) < 300


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_sample_save_loads_and_round_trips(players: int) -> None:
    for text in sample_saves("yokohama"):
        if len(json.loads(text)["setup"]["players"]) == players:
            assert outcome("yokohama", text) == "loaded"


@pytest.mark.parametrize("raw", RAW_VALUES, ids=range(len(RAW_VALUES)))
def test_every_raw_value_at_every_top_level_path(raw: str) -> None:
    data = json.loads(sample_saves("yokohama")[4])
    for path in paths(data):
        if len(path) <= 2:
            outcome("yokohama", put_raw(data, path, raw))


def _tables() -> str:
    return repr({name: value for name, value in vars(C).items() if name.isupper()})


def test_refused_loads_change_nothing_shared() -> None:
    tables, fresh = _tables(), yokohama.new_game(3, 5).fingerprint()
    loaded = yokohama.load_game(SAVE).fingerprint()
    rng = random.Random(1)
    for mutate in MUTATIONS.values():
        for _ in range(5):
            outcome("yokohama", mutate(json.loads(SAVE), rng))
    for raw in RAW_VALUES:
        outcome("yokohama", put_raw(json.loads(SAVE), ("setup", "options"), raw))
    assert _tables() == tables
    assert yokohama.new_game(3, 5).fingerprint() == fresh
    assert yokohama.load_game(SAVE).fingerprint() == loaded
