"""The expert level (issue 20): its contract, its data and its look-ahead, with tiny budgets.

Legality, fairness, determinism, slicing and "never changes the game" are checked for every
level, the expert included, in tests/test_ai.py."""

from __future__ import annotations

import itertools
import json

import pytest
from builders import refresh

import yokohama.ai.expert as expert_module
from boardgame.thinking import run
from yokohama import new_game
from yokohama.ai import LEVELS, Thinker, choose_move
from yokohama.ai.arena import level_budget
from yokohama.ai.candidates import Judge, Think
from yokohama.ai.evaluate import (
    BASE,
    WIN_BONUS,
    Shared,
    Weights,
    final_score,
    final_value,
    learnt_progress,
    score,
    weighted_score,
)
from yokohama.ai.expert import (
    DEFAULT,
    EFFORTS,
    EXPERT_BUDGET,
    WEIGHTS_FILE,
    Config,
    effort,
    end_distance,
    ending_plans,
    expert_judge,
    look_ahead,
    planned_turn,
    think_expert,
    tuned_weights,
)
from yokohama.ai.planning import plan_lines
from yokohama.game import Game
from yokohama.rng import Rng

TINY = 40.0  # the smallest effort: one world looked ahead


def _position(players: int, seed: int, steps: int) -> Game:
    game = new_game(players, seed)
    game.state.record = False
    for i in range(steps):
        game.play(choose_move(game, game.current_player, "easy", seed * 100 + i))
    return game


def _placement(players: int = 2, seed: int = 3) -> Game:
    """A position at the start of a turn with several placements to choose from."""
    game = _position(players, seed, 2)
    while len(game.legal_moves()) < 4:
        game.play(choose_move(game, game.current_player, "easy", len(game.moves)))
    return game


def test_expert_is_a_level_of_its_own() -> None:
    assert LEVELS[-1] == "expert"


def test_expert_announces_its_best_move_before_it_finishes() -> None:
    game = _placement()
    thinker = Thinker(game, game.current_player, "expert", 5, TINY)
    announced = []
    while not thinker.step(0.0):
        if thinker.best() is not None:
            announced.append(thinker.best())
    assert announced, "no best move announced while thinking"
    assert all(m in game.legal_moves() for m in announced)
    assert thinker.best() == thinker.result()


def test_effort_grows_with_the_budget() -> None:
    budgets = [b for b, _ in EFFORTS]
    assert budgets == sorted(budgets)
    for players in (2, 3, 4):
        rows = [effort(b, players) for b in sorted({*budgets, EXPERT_BUDGET, 1e9})]
        for smaller, larger in itertools.pairwise(rows):
            assert all(a <= b for a, b in zip(smaller, larger, strict=True))
        assert effort(-5.0, players) == rows[0]


def test_four_players_search_five_worlds_at_the_default_budget() -> None:
    searched = effort(4000.0, 4)
    assert searched.worlds == 5
    assert effort(EXPERT_BUDGET, 4) == searched
    assert effort(EXPERT_BUDGET, 2) != effort(4000.0, 2)
    assert effort(1000.0, 4) == effort(1000.0, 2)._replace(worlds=2)  # small budgets: scaled


def test_tuned_weights_are_data_with_the_command_that_made_them() -> None:
    data = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
    assert data["command"]
    assert set(data["weights"]) <= set(Weights.names())
    w = tuned_weights(2)
    assert all(getattr(w, name) >= 0 for name in Weights.names())


def test_base_weights_give_the_base_evaluation() -> None:
    game = _position(3, 4, 40)
    for seat in range(3):
        plain = score(game, seat, opp_weight=0.5, full_opponents=True)
        assert weighted_score(game, seat, BASE) == plain


def test_a_finished_game_is_judged_by_its_result() -> None:
    game = new_game(2, 6)
    game.state.record = False
    while not game.is_over:
        game.play(choose_move(game, game.current_player, "easy", len(game.moves)))
    w = tuned_weights(2)
    for seat in range(2):
        assert weighted_score(game, seat, w) == final_value(game, seat, w)
    winner = game.scores()["winner"]
    assert final_score(game, winner) > 0 > final_score(game, 1 - winner)
    assert final_value(game, winner, w) > 0 > final_value(game, 1 - winner, w)


def test_a_finished_game_costs_the_loser_what_it_gives_the_winner() -> None:
    """Ending the game while behind is no escape from the win-chance penalty that a live
    position far behind carries (RULES 11.1: the expert must not end a game it is losing)."""
    game = new_game(2, 6)
    game.state.record = False
    while not game.is_over:
        game.play(choose_move(game, game.current_player, "easy", len(game.moves)))
    w = tuned_weights(2)
    winner = game.scores()["winner"]
    vp = [p.vp for p in game.state.players]
    gain = final_value(game, winner, w) - (vp[winner] - w.opponents * vp[1 - winner])
    loss = final_value(game, 1 - winner, w) - (vp[1 - winner] - w.opponents * vp[winner])
    assert gain == pytest.approx(w.win * WIN_BONUS)
    assert loss == pytest.approx(-w.win * WIN_BONUS)
    assert gain > 0


def test_win_chance_term_favours_the_leader_more_near_the_end() -> None:
    early = _position(2, 8, 6)
    late = _position(2, 8, 6)
    late.state.end_triggered = True
    late.state.end_round = late.state.round + 1
    plain = BASE.with_values({"win": 0.0})
    keen = BASE.with_values({"win": 1.0})
    gains = []
    for g in (early, late):
        leader = max(range(2), key=lambda s, g=g: weighted_score(g, s, plain))
        gains.append(weighted_score(g, leader, keen) - weighted_score(g, leader, plain))
    assert 0 < gains[0] < gains[1]


def test_look_ahead_reaches_the_experts_next_turn() -> None:
    game = _placement(3, 5)
    seat = game.current_player
    world = game.determinized(seat, 1)
    world.state.record = False
    move = world.legal_moves()[0]
    rounds = world.state.round
    value = run(look_ahead(world, seat, move, lambda g, s, _w: score(g, s)))
    assert isinstance(value, float)
    assert world.is_over or world.state.round > rounds


def test_haste_moves_the_games_progress_towards_its_end() -> None:
    game = _position(2, 8, 6)
    plain = Shared(game).late
    assert plain < Shared(game, 0.5).late == plain + 0.5 * (0.9 - plain)
    assert Shared(game, -0.5).late < plain


def test_the_learnt_progress_starts_near_zero_and_grows_with_the_game() -> None:
    start = new_game(2, 8)
    later = _position(2, 8, 60)
    assert not later.state.end_triggered
    first, last = learnt_progress(start), learnt_progress(later)
    assert first is not None and last is not None
    assert 0.0 <= first < 0.1 < last <= 0.9
    assert first < Shared(start).late  # the hand-set estimate starts at a fifth of the game


def test_learnt_blends_the_fitted_progress_into_the_evaluation() -> None:
    game = _position(2, 8, 30)
    hand, fitted = Shared(game).late, learnt_progress(game)
    assert fitted is not None and fitted != hand
    assert Shared(game, 0.0, 0.5).late == hand + 0.5 * (fitted - hand)
    assert Shared(game, 0.0, 1.0).late == fitted


def test_far_rounds_look_further_ahead() -> None:
    game = _placement(2, 5)
    seat = game.current_player
    move = game.legal_moves()[0]
    turns = []
    for rounds in (1, 2):
        world = game.determinized(seat, 1)
        world.state.record = False
        run(look_ahead(world, seat, move, lambda g, s, _w: score(g, s), (),
                       Config(near_end=-1, far_rounds=rounds)))
        turns.append(len(world.moves))
    assert turns[0] < turns[1]


def test_arena_gives_each_level_its_own_budget() -> None:
    assert level_budget({"expert": 500.0}, "expert") == 500.0
    assert level_budget({"expert": 500.0}, "hard") is None
    assert level_budget(120.0, "hard") == 120.0
    assert level_budget(None, "expert") is None


def _near_the_end(players: int, seed: int) -> Game:
    """A decision with several moves after the end has been triggered (easy bots play)."""
    game = new_game(players, seed)
    game.state.record = False
    step = 0
    while not (game.state.end_triggered and len(game.legal_moves()) > 2):
        assert not game.is_over
        game.play(choose_move(game, game.current_player, "easy", seed * 1000 + step))
        step += 1
    return game


def test_end_distance_counts_the_nearest_end_condition() -> None:
    game = new_game(2, 1)
    assert end_distance(game) == 4  # RULES 11.1, 13.3: 5 on the church, the dummy's counted
    game.state.church[0] = 0
    game.state.church[1] = 1
    assert end_distance(game) == 2
    game.state.players[1].wh_houses = 0
    game.state.players[1].hand_houses = 1
    assert end_distance(game) == 1
    game.state.order_deck = []
    assert end_distance(game) == 1  # the next port refill that lacks a card ends it


def test_near_the_end_the_look_ahead_counts_the_final_scores() -> None:
    game = _near_the_end(2, 21)
    seat = game.current_player
    world = game.determinized(seat, 3)
    world.state.record = False
    judge = lambda g, s, _w: score(g, s)  # noqa: E731
    value = run(look_ahead(world, seat, world.legal_moves()[0], judge,
                           cfg=Config(model_width=2)))
    assert world.is_over
    assert value == final_score(world, seat)


def test_a_planned_turn_plays_one_whole_turn() -> None:
    game = _placement(3, 5)
    seat = game.current_player
    world = game.determinized(seat, 2)
    world.state.record = False
    run(planned_turn(world, seat, 2, lambda g, s, _w: score(g, s)))
    assert world.current_player != seat
    assert world.moves[: len(game.moves)] == game.moves


def test_a_planned_turn_can_plan_every_later_decision_too() -> None:
    game = _position(3, 5, 56)  # the greedy rest of this turn differs from the planned one
    seat = game.current_player
    world = game.determinized(seat, 2)
    world.state.record = False
    judge = lambda g, s, _w: score(g, s)  # noqa: E731
    start = len(world.moves)
    greedy, planned = world.clone(), world.clone()
    run(planned_turn(greedy, seat, 2, judge))
    run(planned_turn(planned, seat, 2, judge, inner=2))
    _, move, line = run(plan_lines(world.clone(), seat, 2, 2, judge))[0]
    assert planned.moves[start:] == [move, *line]
    assert greedy.moves[start:] != planned.moves[start:]


def test_near_the_end_the_others_turns_are_modelled_with_the_inner_width(monkeypatch) -> None:
    game = _near_the_end(2, 21)
    seat = game.current_player
    world = game.determinized(seat, 3)
    world.state.record = False
    calls: list[tuple[int, int]] = []
    real = expert_module.planned_turn

    def spy(world: Game, who: int, width: int, judge: Judge, inner: int = 0) -> Think[None]:
        calls.append((who, inner))
        yield from real(world, who, width, judge, inner)

    monkeypatch.setattr(expert_module, "planned_turn", spy)
    cfg = Config(model_width=2, model_inner=2, model_self=False)
    run(look_ahead(world, seat, world.legal_moves()[0], expert_judge(BASE), cfg=cfg))
    assert {inner for who, inner in calls if who != seat} == {2}
    assert {inner for who, inner in calls if who == seat} == {0}


def _scrambled(game: Game, seat: int, seed: int) -> Game:
    """The same position for ``seat`` with the hidden cards changed (others' orders, decks)."""
    other = game.clone()
    rng = Rng(seed)
    for p in other.state.players:
        if p.seat != seat and p.orders and other.state.order_deck:
            i, j = rng.below(len(p.orders)), rng.below(len(other.state.order_deck))
            p.orders[i], other.state.order_deck[j] = other.state.order_deck[j], p.orders[i]
    rng.shuffle(other.state.order_deck)
    rng.shuffle(other.state.tech_deck)
    refresh(other)
    return other


def test_near_the_end_the_expert_is_fair_and_reproducible() -> None:
    for players, seed in ((2, 21), (3, 22)):
        game = _near_the_end(players, seed)
        seat = game.current_player
        scrambled = _scrambled(game, seat, 7)
        assert scrambled.view(seat) == game.view(seat)
        for budget in (TINY, 300.0):
            move = choose_move(game, seat, "expert", 5, budget)
            assert move in game.legal_moves()
            assert choose_move(game, seat, "expert", 5, budget) == move
            assert choose_move(scrambled, seat, "expert", 5, budget) == move


def test_the_default_expert_plays_on_to_the_end_when_it_is_near() -> None:
    assert DEFAULT.replay_plan and DEFAULT.near_end >= 1 and DEFAULT.model_width > 0


def _ending_decision() -> Game:
    """Seed 1 after 48 moves of easy seats: the expert's best plan for this turn (placing at
    r0c2, then acting there) triggers the end of the game; other plans do not."""
    game = new_game(2, 1)
    game.state.record = False
    for step in range(48):
        game.play(choose_move(game, game.current_player, "easy", 1000 + step))
    return game


def test_ending_plans_are_the_turns_that_trigger_the_end() -> None:  # RULES 11.1
    game = _ending_decision()
    seat = game.current_player
    planned = run(plan_lines(game.clone(), seat, 6, 0, expert_judge(tuned_weights(2))))
    ending = ending_plans(game, seat, planned)
    assert ending == {"place r0c2"} and len(planned) > 1
    assert not game.state.end_triggered
    assert ending_plans(_near_the_end(2, 21), seat, planned) == set()  # already triggered: none


def test_a_turn_that_ends_the_game_is_judged_by_playing_it_to_the_end(monkeypatch) -> None:
    """The plan's evaluation guesses the final scoring and the others' last turns; a turn that
    triggers the end is played out to the final scores instead, even when no other plan comes
    close enough to be looked ahead (``close`` 0 here)."""
    game = _ending_decision()
    seat = game.current_player
    looked: list[tuple[str, bool]] = []
    original = expert_module.look_ahead

    def spy(world, who, move, judge, line=(), cfg=DEFAULT):
        value = yield from original(world, who, move, judge, line, cfg)
        looked.append((move, world.is_over))
        return value

    monkeypatch.setattr(expert_module, "look_ahead", spy)
    narrow = Config(close=0.0, close_near=0.0)
    run(think_expert(game, seat, 5, 300.0, None, narrow))
    assert ("place r0c2", True) in looked  # played to the end of the game
    assert any(move != "place r0c2" for move, _ in looked)  # beside a turn that does not end it
    looked.clear()
    config = Config(close=0.0, close_near=0.0, verify_end=False)
    run(think_expert(game, seat, 5, 300.0, None, config))
    assert looked == []  # before: the plan's guess alone chose


def test_a_table_size_tuned_alone_plays_its_own_weights(tmp_path, monkeypatch) -> None:
    """Only the size listed under ``by_players`` leaves the shared weights."""
    table = tmp_path / "expert.json"
    table.write_text(json.dumps({"weights": {"money": 0.25},
                                 "by_players": {"3": {"weights": {"money": 0.75}}}}),
                     encoding="utf-8")
    monkeypatch.setattr(expert_module, "WEIGHTS_FILE", table)
    tuned_weights.cache_clear()
    try:
        assert tuned_weights(3) == Weights().with_values({"money": 0.75})
        assert tuned_weights(2) == tuned_weights(4) == Weights().with_values({"money": 0.25})
    finally:
        tuned_weights.cache_clear()


def test_a_table_size_may_play_another_sizes_weights(tmp_path, monkeypatch) -> None:
    """``as_players`` hands a table size the weights stored for another."""
    table = tmp_path / "expert.json"
    table.write_text(json.dumps({"weights": {"money": 0.25}, "by_players": {
        "2": {"weights": {"money": 0.75}}, "4": {"as_players": 2}}}), encoding="utf-8")
    monkeypatch.setattr(expert_module, "WEIGHTS_FILE", table)
    tuned_weights.cache_clear()
    try:
        assert tuned_weights(4) == tuned_weights(2) == Weights().with_values({"money": 0.75})
        assert tuned_weights(3) == Weights().with_values({"money": 0.25})
    finally:
        tuned_weights.cache_clear()


def test_the_stored_table_sizes_name_their_tuning_command() -> None:
    """Each size's weights name the command that tuned them; a size playing another's
    names the measurement that chose them."""
    sizes = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8")).get("by_players", {})
    for entry in sizes.values():
        if "as_players" in entry:
            assert "weights" in sizes[str(entry["as_players"])]
            assert entry["measured"].startswith("python bench/expert_strength.py")
        else:
            assert entry["command"].startswith("python bench/tune_expert.py")
