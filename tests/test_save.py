"""Bad input: illegal move texts and broken saves raise clear errors, the game is unchanged."""

from __future__ import annotations

import json

import pytest
from harness import play_random

import yokohama
from yokohama import IllegalMoveError, SaveError


@pytest.fixture
def game():
    g = yokohama.new_game(3, 4)
    for _ in range(25):
        g.play(g.legal_moves()[-1])
    return g


@pytest.mark.parametrize("text", ["", "fly r0c0", "take", "keep order_99", "place r9c9",
                                  "done done", "DONE", " done", "church church_1 offer gold"])
def test_unknown_move_text_raises_and_changes_nothing(game, text: str) -> None:
    before = game.fingerprint()
    with pytest.raises(IllegalMoveError):
        game.play(text)
    assert game.fingerprint() == before


def test_legal_looking_move_at_the_wrong_time(game) -> None:
    before = game.fingerprint()
    wrong = "bonus" if game.state.stage != "bonus" else "recall"
    with pytest.raises(IllegalMoveError, match="not"):
        game.play(wrong)
    with pytest.raises(IllegalMoveError):
        game.play("keep order_01")
    assert game.fingerprint() == before


def test_move_after_the_game_is_over_raises() -> None:
    g = play_random(2, 5, check=False)
    with pytest.raises(IllegalMoveError, match="over"):
        g.play("done")


def test_illegal_move_error_is_a_value_error() -> None:
    assert issubclass(IllegalMoveError, ValueError) and issubclass(SaveError, ValueError)


def _save(game) -> dict:
    return json.loads(game.to_json())


def test_round_trip(game) -> None:
    assert yokohama.load_game(game.to_json()).fingerprint() == game.fingerprint()


def test_bad_version_raises(game) -> None:
    data = _save(game)
    for version in (0, -1, "1", None, True):
        data["version"] = version
        with pytest.raises(SaveError):
            yokohama.load_game(json.dumps(data))


def test_future_version_raises(game) -> None:
    data = _save(game)
    data["version"] = 99
    with pytest.raises(SaveError, match="newer"):
        yokohama.load_game(json.dumps(data))


@pytest.mark.parametrize("text", ['{"format": "chess-save", "version": 1}', "[1, 2, 3]", '"x"',
                                  "null", "{}"])
def test_foreign_format_raises(text: str) -> None:
    with pytest.raises(SaveError):
        yokohama.load_game(text)


def test_truncated_json_raises(game) -> None:
    text = game.to_json()
    for cut in (1, len(text) // 2, len(text) - 1):
        with pytest.raises(SaveError, match="JSON"):
            yokohama.load_game(text[:cut])


def test_not_text_raises() -> None:
    with pytest.raises(SaveError):
        yokohama.load_game(None)  # type: ignore[arg-type]


def test_illegal_move_in_save_raises(game) -> None:
    data = _save(game)
    data["moves"].insert(3, "fly away")
    with pytest.raises(SaveError, match="move 4"):
        yokohama.load_game(json.dumps(data))


def test_bad_setup_in_save_raises(game) -> None:
    for setup in ({"players": ["a"], "seed": 1}, {"players": ["a", "b"], "seed": "x"},
                  {"players": ["a", "b"], "seed": 1, "options": {"bogus": 1}},
                  {"players": ["a", "b"], "seed": 1, "options": {"recall_scope": "none"}}, None):
        data = _save(game)
        data["setup"] = setup
        with pytest.raises(SaveError):
            yokohama.load_game(json.dumps(data))


def test_bad_move_list_raises(game) -> None:
    data = _save(game)
    data["moves"] = [1, 2]
    with pytest.raises(SaveError):
        yokohama.load_game(json.dumps(data))


def test_failed_load_leaves_the_saved_game_untouched(game) -> None:
    before = game.fingerprint()
    with pytest.raises(SaveError):
        yokohama.load_game(game.to_json()[:-5])
    assert game.fingerprint() == before
