"""Saves: versioned JSON, replay on load, clear errors."""

from __future__ import annotations

import json

import pytest

import machikoro


def _played(n=3, seed=4, moves=30):
    g = machikoro.new_game(players=n, seed=seed)
    for i in range(moves):
        legal = g.legal_moves()
        g.play(legal[(i * 7) % len(legal)])
    return g


def test_save_has_the_documented_shape():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    # Save format v1: format, version, setup, moves (+ snapshot)
    g = _played()
    data = json.loads(g.to_json())
    assert data["format"] == "machikoro-save"
    assert data["version"] == 1
    assert set(data["setup"]) >= {"players", "names", "seed", "options", "dice"}
    assert data["moves"] == g.moves


def test_save_round_trip_gives_the_same_state_and_future():
    # RULES 1.4.1: the whole state, dice generator included, survives a round trip
    g = _played()
    h = machikoro.load_game(g.to_json())
    assert h.state.snapshot() == g.state.snapshot()
    for _ in range(20):
        m = g.legal_moves()[-1]
        g.play(m)
        h.play(m)
    assert h.state.snapshot() == g.state.snapshot()


def test_position_game_round_trip(mk):
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    # from_position games save their position in the setup
    g = mk.game(mk.player(7, mk.start(cafe=1), ["train_station"], name="Aiko"),
                mk.player(2), dice=[6, 5], supply={"mine": 2})
    mk.play(g, "roll 2", "build forest")
    h = machikoro.load_game(g.to_json())
    assert h.state.snapshot() == g.state.snapshot()
    assert h.view(None)["names"] == ["Aiko", "Player 2"]


def _reason(text):
    with pytest.raises(machikoro.SaveError) as info:
        machikoro.load_game(text)
    assert isinstance(info.value, ValueError)
    return info.value.reason


def test_not_json_is_rejected():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    assert _reason("{not json") == "not_json"
    assert _reason("[1, 2]") == "not_json"


def test_truncated_save_is_rejected():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    text = _played().to_json()
    assert _reason(text[: len(text) // 2]) == "not_json"


def test_foreign_format_is_rejected():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    data = json.loads(_played().to_json())
    data["format"] = "yokohama-save"
    assert _reason(json.dumps(data)) == "foreign"


def test_future_version_is_rejected():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    data = json.loads(_played().to_json())
    data["version"] = 2
    with pytest.raises(machikoro.SaveError, match="newer"):
        machikoro.load_game(json.dumps(data))


@pytest.mark.parametrize("field", ["version", "setup", "moves"])
def test_missing_fields_are_rejected(field):
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    data = json.loads(_played().to_json())
    del data[field]
    assert _reason(json.dumps(data)) == "missing_field"


def test_missing_setup_seed_is_rejected():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    data = json.loads(_played().to_json())
    del data["setup"]["seed"]
    assert _reason(json.dumps(data)) == "missing_field"


def test_bad_setup_is_rejected():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    data = json.loads(_played().to_json())
    data["setup"]["players"] = 9
    data["setup"]["names"] = []
    assert _reason(json.dumps(data)) == "bad_setup"


def test_save_with_an_illegal_move_is_rejected():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    data = json.loads(_played().to_json())
    data["moves"].insert(3, "complete radio_tower")
    data.pop("snapshot")
    with pytest.raises(machikoro.SaveError, match="move 4"):
        machikoro.load_game(json.dumps(data))


def test_save_with_unknown_move_text_is_rejected():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    data = json.loads(_played().to_json())
    data["moves"][0] = "dance"
    assert _reason(json.dumps(data)) == "illegal_move"


def test_tampered_snapshot_is_rejected():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    data = json.loads(_played().to_json())
    data["snapshot"]["coins"][0] += 100
    assert _reason(json.dumps(data)) == "snapshot_mismatch"


def test_save_without_snapshot_still_loads():
    # RULES 3 (setup) and 4.1 (turn steps): a save is the setup plus every move, replayed
    g = _played()
    data = json.loads(g.to_json())
    data.pop("snapshot")
    assert machikoro.load_game(json.dumps(data)).state.snapshot() == g.state.snapshot()
