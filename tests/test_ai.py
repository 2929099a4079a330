"""Computer opponents (issue 4): legality, determinism, fairness, no side effects, slicing."""

from __future__ import annotations

import time

import pytest
from builders import refresh

from yokohama import new_game
from yokohama.ai import LEVELS, Thinker, choose_move
from yokohama.game import Game
from yokohama.rng import Rng

HARD_MS = 40.0  # small budget for hard in tests


def _advance(players: int, seed: int, steps: int, level: str = "easy") -> Game:
    """A game after ``steps`` decisions of easy bots (stops before the end)."""
    game = new_game(players, seed)
    game.state.record = False
    for i in range(steps):
        if game.is_over:
            break
        game.play(choose_move(game, game.current_player, level, seed * 1000 + i))
    return game


def _play_out(levels: list[str], seed: int) -> Game:
    game = new_game(len(levels), seed)
    game.state.record = False
    step = 0
    while not game.is_over:
        seat = game.current_player
        move = choose_move(game, seat, levels[seat], seed * 1000 + step, HARD_MS)
        assert move in game.legal_moves()
        game.play(move)
        step += 1
    return game


@pytest.mark.parametrize("levels", [["easy", "normal"], ["normal", "easy", "easy"],
                                    ["easy", "easy", "normal", "easy"]])
def test_complete_games_only_legal_moves(levels: list[str]) -> None:
    game = _play_out(levels, seed=len(levels))
    assert game.is_over
    assert game.scores()["winner"] is not None


def test_hard_plays_legal_moves_for_a_while() -> None:
    for players in (2, 3, 4):
        game = new_game(players, 40 + players)
        game.state.record = False
        for step in range(25 * players):
            if game.is_over:
                break
            seat = game.current_player
            level = "hard" if seat == 0 else "easy"
            move = choose_move(game, seat, level, step, HARD_MS)
            assert move in game.legal_moves()
            game.play(move)


def test_deterministic_given_seed() -> None:
    first = _play_out(["normal", "easy"], seed=9)
    second = _play_out(["normal", "easy"], seed=9)
    assert first.moves == second.moves
    for level in LEVELS:
        game = _advance(3, 5, 30)
        moves = {choose_move(game, game.current_player, level, 77, HARD_MS) for _ in range(2)}
        assert len(moves) == 1


def _decision_points() -> list[Game]:
    """Positions with real choices at several stages (placement, movement, actions)."""
    out = []
    for players, seed, steps in ((2, 3, 11), (3, 4, 30), (4, 6, 57), (3, 8, 80), (2, 12, 3)):
        game = _advance(players, seed, steps)
        if not game.is_over and len(game.legal_moves()) > 1:
            out.append(game)
    return out


def _scramble_hidden(game: Game, seat: int, seed: int) -> Game:
    """The same position for ``seat`` with other hands, decks and removed cards changed."""
    other = game.clone()
    rng = Rng(seed)
    for p in other.state.players:
        if p.seat != seat and p.orders and other.state.order_deck:
            i = rng.below(len(p.orders))
            j = rng.below(len(other.state.order_deck))
            p.orders[i], other.state.order_deck[j] = other.state.order_deck[j], p.orders[i]
    rng.shuffle(other.state.order_deck)
    rng.shuffle(other.state.tech_deck)
    if other.state.unseen_orders and other.state.order_deck:
        s = other.state
        s.unseen_orders[0], s.order_deck[0] = s.order_deck[0], s.unseen_orders[0]
    refresh(other)
    return other


@pytest.mark.parametrize("level", LEVELS)
def test_fair_hidden_information_does_not_change_decision(level: str) -> None:
    changed = 0
    for game in _decision_points():
        seat = game.current_player
        scrambled = _scramble_hidden(game, seat, 5)
        if scrambled.fingerprint() != game.fingerprint():
            changed += 1
        assert scrambled.view(seat) == game.view(seat)
        for seed in (1, 2):
            a = choose_move(game, seat, level, seed, HARD_MS)
            b = choose_move(scrambled, seat, level, seed, HARD_MS)
            assert a == b
    assert changed >= 3


@pytest.mark.parametrize("level", LEVELS)
def test_thinking_never_changes_the_real_game(level: str) -> None:
    for game in _decision_points()[:3]:
        before = game.fingerprint()
        legal = list(game.legal_moves())
        move = choose_move(game, game.current_player, level, 3, HARD_MS)
        assert move in legal
        assert game.fingerprint() == before


@pytest.mark.parametrize("level", LEVELS)
def test_thinker_slices(level: str) -> None:
    game = _advance(3, 4, 30)
    seat = game.current_player
    thinker = Thinker(game, seat, level, 11, 150.0)
    slices = 0
    longest = 0.0
    while True:
        start = time.perf_counter()
        finished = thinker.step(5.0)
        longest = max(longest, time.perf_counter() - start)
        if finished:
            break
        slices += 1
        assert slices < 10_000
    assert longest < 0.05  # a slice overruns its 5 ms by one small unit of work at most
    assert thinker.result() in game.legal_moves()
    assert thinker.result() == choose_move(game, seat, level, 11, 150.0)


def test_trivial_decision_is_instant() -> None:
    game = new_game(2, 1)
    while len(game.legal_moves()) != 1:
        game.play(game.legal_moves()[-1])
    for level in LEVELS:
        assert choose_move(game, game.current_player, level, 0) == game.legal_moves()[0]


def test_rejects_wrong_seat_and_level() -> None:
    game = new_game(2, 1)
    with pytest.raises(ValueError):
        choose_move(game, 1 - game.current_player, "easy", 0)
    with pytest.raises(ValueError):
        choose_move(game, game.current_player, "grandmaster", 0)


def test_hard_monte_carlo_budget_is_legal_fair_and_reproducible() -> None:
    from yokohama.ai.mcts import MC_FROM_MS

    budget = MC_FROM_MS + 150.0
    for game in _decision_points()[:3]:
        seat = game.current_player
        before = game.fingerprint()
        move = choose_move(game, seat, "hard", 4, budget)
        assert move in game.legal_moves()
        assert game.fingerprint() == before
        assert choose_move(_scramble_hidden(game, seat, 9), seat, "hard", 4, budget) == move


def test_clone_copies_every_player_field() -> None:
    """The searches clone positions thousands of times (``Player.copy`` spells out every
    field for speed): a clone equals its original and shares no mutable part with it."""
    game = _advance(4, 7, 120)
    copy = game.clone()
    assert copy.fingerprint() == game.fingerprint()
    for p, q in zip(game.state.players, copy.state.players, strict=True):
        assert q.to_dict() == p.to_dict()
        for name in p.__slots__:
            value = getattr(p, name)
            if isinstance(value, list | set):
                assert getattr(q, name) is not value, name
