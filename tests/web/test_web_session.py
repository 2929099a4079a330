"""Session logic: hot-seat privacy, undo limits, computer seats, saves and their errors."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import yokohama
from web import games  # noqa: F401  (every catalogue loaded)
from web.shell import messages
from web.yokohama.bot import choose_move, random_move
from web.yokohama.session import LoadError
from web.yokohama.session import YokohamaSession as Session


def config(kinds=("human", "computer"), seed=5):
    return {"players": len(kinds), "seed": seed, "options": {},
            "seats": [{"name": n, "kind": k, "level": "easy"}
                      for n, k in zip(["Aiko", "Ben", "Chiyo", "Dan"], kinds, strict=False)]}


def new_session(kinds=("human", "computer"), seed=5) -> Session:
    s = Session(yokohama)
    s.new_game(config(kinds, seed))
    return s


def run_computers(s: Session) -> None:
    for _ in range(2000):
        if not s.computer_to_move():
            return
        s.ai_step()


def test_solo_game_shows_the_human_seat_only():
    s = new_session()
    run_computers(s)
    assert s.ui.viewer == 0
    assert s.view()["seat"] == 0
    if s.game.current_player == 0:
        assert s.legal_for_ui() == s.game.legal_moves()


def test_hot_seat_pass_screen_hides_everything():
    s = new_session(("human", "human"))
    assert s.ui.screen == "pass"
    assert s.view() is None and s.legal_for_ui() == []
    s.reveal()
    seat = s.ui.viewer
    assert seat == s.game.current_player
    s.play(s.legal_for_ui()[0])  # keep
    assert s.ui.screen == "pass" and s.ui.pass_to != seat
    assert s.view() is None


def test_computer_only_game_reaches_final_scores():
    s = new_session(("computer", "computer", "computer"), seed=21)
    run_computers(s)
    assert s.game.is_over
    assert s.ui.screen == "final"
    final = s.ui.final
    columns = {k for k, _ in final["columns"]}
    assert columns >= {"church", "customs", "technology", "countries", "leftovers"}
    assert final["winner"] in (0, 1, 2)
    assert all(isinstance(r["total"], int) for r in final["rows"])


def test_undo_own_moves_but_not_past_a_reveal_or_another_player():
    s = new_session(("human", "computer"), seed=3)
    run_computers(s)
    s.play(s.legal_for_ui()[0])  # keep: the turn passes on, nothing to undo
    run_computers(s)
    assert s.game.current_player == 0 and not s.can_undo()
    n = len(s.game.moves)
    place = next(m for m in s.legal_for_ui() if m.startswith("place "))
    s.play(place)
    assert s.can_undo()
    log_len = len(s.ui.log)
    assert s.undo()
    assert len(s.game.moves) == n and len(s.ui.log) == log_len - 1
    assert not s.can_undo()


def test_undo_stops_at_a_drawn_card():
    import random

    s = new_session(("human", "computer"), seed=3)
    game = yokohama.new_game(players=["Aiko", "Ben"], seed=3)
    rng = random.Random(3)
    for _ in range(5000):
        legal = game.legal_moves()
        draws = [m for m in legal if m.startswith(("take ", "tech "))]
        if game.current_player == 0 and draws:
            break
        game.play(rng.choice(legal))
    else:
        raise AssertionError("no card to take in 5,000 random moves of this game")
    s.game = game
    s.ui.viewer = 0
    s.ui.screen = "play"
    before = game.view(None)
    s.play(draws[0])
    after = s.game.view(None)
    assert (before["order_deck"], before["tech_deck"]) != (after["order_deck"],
                                                           after["tech_deck"])
    assert not s.can_undo()


def test_save_round_trip_and_errors():
    s = new_session(("human", "computer"), seed=8)
    run_computers(s)
    s.play(s.legal_for_ui()[0])
    run_computers(s)
    text = s.to_save()
    t2 = Session(yokohama)
    t2.load(text)
    assert t2.game.moves == s.game.moves
    assert t2.ui.log == s.ui.log and t2.ui.viewer == s.ui.viewer
    data = json.loads(text)
    bad = [
        ("{oops", "broken JSON"),
        (json.dumps({"a": 1}), "not a Yokohama save"),
        (json.dumps({**data, "format": 2}), "newer version"),
        (json.dumps({**data, "game": "{}"}), "damaged"),
        (json.dumps({**data, "config": {**data["config"], "seats": data["config"]["seats"][:1]}}),
         "player list"),
    ]
    for payload, words in bad:
        fresh = Session(yokohama)
        fresh.load(text)
        with pytest.raises(LoadError, match=words):
            fresh.load(payload)
        assert fresh.game.moves == s.game.moves  # the game that was there is untouched


def test_log_reads_like_sentences_and_hides_kept_orders():
    s = new_session(("computer", "computer"), seed=13)
    run_computers(s)
    text = "\n".join(s.log_text())
    assert "keeps one of the two starting orders" in text
    assert not re.search(r"order_\d+", text)
    assert any(line.startswith(("Aiko: Move to", "Ben: Move to")) for line in s.log_text())


def test_bot_always_returns_a_legal_move():
    game = yokohama.new_game(players=3, seed=2)
    for i in range(300):
        if game.is_over:
            break
        m = choose_move(game, game.current_player, "easy", 7)
        assert m in game.legal_moves()
        assert random_move(game, game.current_player, i) in game.legal_moves()
        game.play(m)


def test_every_message_key_used_exists():
    used = set()
    for path in Path(messages.__file__).parents[1].rglob("*.py"):
        used |= set(re.findall(r'\bt\("([a-zA-Z0-9_]+)"\s*[,)]', path.read_text()))
    missing = used - set(messages.MESSAGES)
    assert not missing


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_sliced_thinking_gives_a_legal_move(level):
    s = new_session(("computer", "human"), seed=6)
    s.config["seats"][0]["level"] = level
    for _ in range(30):
        if not s.computer_to_move():
            if s.game.is_over:
                break
            s.play(s.legal_for_ui()[0])
            continue
        thinker = s.ai_thinker()
        slices = 0
        while not thinker.step(12):
            slices += 1
            assert slices < 5000
        move = thinker.result()
        assert move in s.game.legal_moves()
        s.ai_play(move)
