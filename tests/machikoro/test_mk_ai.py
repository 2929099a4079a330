"""Bots: legal moves only, deterministic given the seed, never touching the game."""

from __future__ import annotations

import pytest

import machikoro
from machikoro.ai import LEVELS, choose_move
from machikoro.ai.arena import play_match


def _bot_game(levels, seed, budget_ms=None):
    g = machikoro.new_game(players=len(levels), seed=seed)
    while not g.is_over:
        seat = g.current_player
        legal = g.legal_moves()
        move = choose_move(g, seat, levels[seat], seed=seed * 1000 + len(g.moves),
                           budget_ms=budget_ms)
        assert move in legal
        g.play(move)
        assert len(g.moves) < 3000
    return g


@pytest.mark.parametrize("levels", [
    ["random", "easy"], ["easy", "normal", "random"], ["normal", "easy", "random", "normal"],
])
def test_bots_only_play_legal_moves_and_finish(levels):
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    for seed in range(8):
        assert _bot_game(levels, seed).winner is not None


def test_hard_bot_plays_legal_moves_to_the_end():
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    assert _bot_game(["hard", "normal"], 3, budget_ms=100).winner is not None


@pytest.mark.parametrize("level", LEVELS)
def test_bot_is_deterministic_given_the_seed(level):
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    g = machikoro.new_game(players=3, seed=5)
    for _ in range(25):
        seat = g.current_player
        a = choose_move(g, seat, level, seed=42, budget_ms=60)
        b = choose_move(g.clone(), seat, level, seed=42, budget_ms=60)
        assert a == b
        g.play(a)


@pytest.mark.parametrize("level", LEVELS)
def test_bot_never_touches_the_real_game(level, mk):
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    g = mk.game(mk.player(10, mk.start(tv_station=1, business_center=1, cheese_factory=1),
                          ["train_station", "radio_tower"]),
                mk.player(6, mk.start(ranch=2)), mk.player(4), dice=[3, 3, 6])
    for _ in range(4):
        before = (g.state.snapshot(), list(g.moves), g.legal_moves())
        move = choose_move(g, g.current_player, level, seed=7)
        assert (g.state.snapshot(), list(g.moves), g.legal_moves()) == before
        g.play(move)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_answer_every_kind_of_decision(level, mk):
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    # reroll, TV target, swap and build decisions all get legal answers
    g = mk.game(mk.player(10, mk.start(tv_station=1, business_center=1),
                          ["train_station", "radio_tower"]),
                mk.player(6, mk.start(ranch=2)), mk.player(4), dice=[3, 3, 6, 6, 6])
    g.play("roll 2")
    assert g.phase == "reroll"
    seen = set()
    while g.current_player == 0:
        seen.add(g.phase)
        move = choose_move(g, 0, level, seed=3)
        assert move in g.legal_moves()
        g.play(move)
    assert "reroll" in seen


def test_hard_bot_searches_swaps_and_targets(mk):
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    g = mk.game(mk.player(10, mk.start(tv_station=1, business_center=1)),
                mk.player(6, mk.start(ranch=2)), mk.player(4), dice=[6])
    g.play("roll 1")
    assert choose_move(g, 0, "hard", seed=1) in g.legal_moves()
    g.play("target 1")
    assert choose_move(g, 0, "hard", seed=1) in g.legal_moves()


def test_choose_move_rejects_wrong_seat_level_and_finished_games(mk):
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    g = machikoro.new_game(players=2, seed=1)
    with pytest.raises(ValueError):
        choose_move(g, 1, "easy", seed=0)
    with pytest.raises(ValueError):
        choose_move(g, 0, "grandmaster", seed=0)
    done = mk.game(mk.player(22, mk.start(), ["train_station", "shopping_mall",
                                              "amusement_park"]), mk.player(0), dice=[4])
    mk.play(done, "roll 1", "complete radio_tower")
    with pytest.raises(ValueError):
        choose_move(done, 0, "easy", seed=0)


def test_arena_match_is_reproducible():
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    assert play_match(["normal", "easy"], 9) == play_match(["normal", "easy"], 9)


@pytest.mark.slow
def test_normal_beats_easy_beats_random():
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    wins = {"random": 0, "easy": 0, "normal": 0}
    for g in range(60):
        seating = [["random", "easy", "normal"][(k + g) % 3] for k in range(3)]
        winner, _ = play_match(seating, 500 + g)
        wins[seating[winner]] += 1
    assert wins["normal"] > wins["easy"] > wins["random"]


@pytest.mark.parametrize("level", LEVELS)
def test_thinker_matches_choose_move_however_sliced(level, mk):
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    from machikoro.ai import Thinker

    g = mk.game(mk.player(9, mk.start(ranch=2, cheese_factory=1), ["train_station"]),
                mk.player(6, mk.start(cafe=1)), dice=[3, 4])
    for _ in range(3):
        seat = g.current_player
        want = choose_move(g, seat, level, seed=11, budget_ms=40)
        t = Thinker(g, seat, level, seed=11, budget_ms=40)
        steps = 0
        while not t.step(0.01):
            steps += 1
        assert t.done and t.result() == want
        g.play(want)


def test_thinker_result_before_done_raises():
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    from machikoro.ai import Thinker

    g = machikoro.new_game(players=2, seed=4)
    g.play("roll 1")
    t = Thinker(g, 0, "hard", seed=1, budget_ms=40)
    if not t.done:
        with pytest.raises(RuntimeError):
            t.result()


def test_hard_completes_the_winning_landmark(mk):
    # RULES 9.1: completing the fourth landmark wins at once
    g = mk.game(mk.player(30, mk.start(), ["train_station", "shopping_mall", "amusement_park"]),
                mk.player(30), dice=[4])
    g.play("roll 1")
    assert choose_move(g, 0, "hard", seed=2) == "complete radio_tower"


def test_playout_model_finishes_games():
    # RULES 9.1: the first player to complete all four landmarks wins
    import random

    from machikoro.ai.sim import Sim

    for seed in range(5):
        sim = Sim(machikoro.new_game(players=3, seed=seed).state)
        assert sim.run(random.Random(seed)) in (0, 1, 2)


def test_arena_head_to_head_table():
    # RULES 4.1: bots make the same decisions as players, through legal_moves()
    from machikoro.ai.arena import head_to_head

    text = head_to_head(4, 1, "easy", "random", players=2)
    assert "easy" in text and "4 games" in text
