"""Machi Koro session: no pass screen, undo only until dice are rolled, computer seats, saves."""

from __future__ import annotations

import json

import pytest

import machikoro
import yokohama
from web.games import game_of_save
from web.machikoro.session import STORAGE_KEY, LoadError, MkSession
from web.yokohama.session import YokohamaSession as Session


def cfg(kinds=("human", "human"), seed=5, level="easy"):
    return {"players": len(kinds), "seed": seed, "options": {},
            "seats": [{"name": n, "kind": k, "level": level}
                      for n, k in zip(["Aiko", "Ben", "Chiyo", "Dan"], kinds, strict=False)]}


def test_hot_seat_has_no_pass_screen():
    s = MkSession()
    s.new_game(cfg())
    assert s.ui.screen == "play" and s.ui.viewer == 0
    s.play("roll 1")
    s.play("pass")
    assert s.ui.screen == "play" and s.ui.viewer == 1
    assert s.legal_for_ui() == s.game.legal_moves()


def test_undo_only_while_no_dice_were_rolled_since():
    game_pos = {"players": [{"coins": 30, "buildings": {"wheat_field": 1, "tv_station": 1},
                             "landmarks": ["radio_tower"]}, {"coins": 5}, {"coins": 4}],
                "dice": [6, 6, 6], "current_player": 0}
    s = MkSession()
    s.new_game(cfg(("human", "human", "human")))
    s.game = machikoro.from_position(game_pos)
    s.undo_stack = []
    s._after_change()
    s.play("roll 1")
    assert not s.can_undo()  # dice were just rolled
    s.play("keep")
    assert s.can_undo()  # keeping rolls nothing: undoable
    n = len(s.game.moves)
    assert s.undo() and len(s.game.moves) == n - 1 and s.game.phase == "reroll"
    s.play("reroll")
    assert s.can_undo()
    s.play("roll 1")
    assert not s.can_undo()


def test_computer_seats_play_to_the_end():
    s = MkSession()
    s.new_game(cfg(("computer", "computer", "computer"), seed=2))
    for _ in range(3000):
        if s.game.is_over:
            break
        assert s.ai_step() is not None
    assert s.game.is_over and s.ui.screen == "final"
    assert s.ui.final["winner"] == s.game.winner
    assert any("wins" in line for line in s.log_text())


def test_thinker_is_sliced():
    s = MkSession()
    s.new_game(cfg(("computer", "human")))
    th = s.ai_thinker()
    for _ in range(10000):
        if th.step(5):
            break
    assert th.result() in s.game.legal_moves()


def test_save_round_trip_and_game_id():
    s = MkSession()
    s.new_game(cfg(("human", "computer")))
    s.play("roll 1")
    text = s.to_save()
    data = json.loads(text)
    assert data["app"] == "machikoro-web" and data["game_id"] == "machikoro"
    assert game_of_save(text) == "machikoro"
    assert STORAGE_KEY == "machikoro.save"
    t2 = MkSession()
    t2.load(text)
    assert t2.game.to_json() == s.game.to_json() and t2.ui.log == s.ui.log
    # a bare engine save opens too (every seat a person)
    t3 = MkSession()
    t3.load(s.game.to_json())
    assert len(t3.config["seats"]) == 2


def test_foreign_saves_are_refused_with_a_clear_message():
    y = Session(yokohama)
    y.new_game(cfg(("human", "computer")))
    ytext = y.to_save()
    assert game_of_save(ytext) == "yokohama"
    s = MkSession()
    with pytest.raises(LoadError, match="Machi Koro"):
        s.load(ytext)
    m = MkSession()
    m.new_game(cfg())
    with pytest.raises(LoadError):
        y.load(m.to_save())
    assert y.game is not None  # the Yokohama game is untouched
    assert game_of_save("not json") is None
