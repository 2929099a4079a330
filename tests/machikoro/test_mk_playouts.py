"""Seeded random playouts with invariants after every move."""

from __future__ import annotations

import pytest

import machikoro
from boardgame.harness import play_random
from machikoro.components import SUPPLY
from machikoro.rng import Rng

MAX_MOVES = 5000


def _totals(g):
    s = g.state
    return [s.supply[b] + sum(s.city[p][b] for p in range(s.n)) for b in range(len(SUPPLY))]


def _check(g, totals):
    s = g.state
    assert all(c >= 0 for c in s.coins)  # RULES 5.4.2
    assert _totals(g) == totals  # buildings move, never appear or vanish (6.5.1, 10.7)
    assert all(c >= 0 for row in s.city for c in row)
    assert all(s.city[p][b] <= 1 for p in range(s.n) for b in range(12, 15))  # RULES 6.4
    if g.is_over:
        assert g.legal_moves() == [] and g.current_player is None
        assert s.landmark_count(g.winner) == 4
    else:
        assert g.legal_moves()
        assert g.current_player == s.turn


def _check_copies(g, move):
    """Save/load round trip and clone independence at this point of the game."""
    loaded = machikoro.load_game(g.to_json())
    assert loaded.state.snapshot() == g.state.snapshot()
    assert loaded.legal_moves() == g.legal_moves()
    twin = g.clone()
    before = g.state.snapshot()
    twin.play(move)
    while not twin.is_over and twin.current_player == g.current_player:
        twin.play(twin.legal_moves()[-1])
    assert g.state.snapshot() == before  # the original did not move with its clone


def playout(n, seed, check_saves=True, options=None):
    """Play one random game with all invariants checked; return it."""
    g = machikoro.new_game(players=n, seed=seed, options=options)
    rng = Rng(seed * 31 + n)
    totals = _totals(g)
    save_at = {rng.below(200) for _ in range(3)}

    def before(game, move, i):
        if check_saves and i in save_at:
            _check_copies(game, move)

    return play_random(g, rng.choice, MAX_MOVES, before=before,
                       after=lambda game, _steps: _check(game, totals))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_keep_invariants(n):
    # RULES 5.4.2, 6.4, 6.5.1, 9.1
    for seed in range(100):
        playout(n, seed)


@pytest.mark.parametrize("n, start", [(n, start) for n in (2, 3, 4)
                                      for start in (*range(n), "random")])
def test_random_games_keep_invariants_whoever_starts(n, start):
    # RULES 3.7.1: every value of the start player option, with the same invariants
    for seed in range(10):
        playout(n, seed, options={"start_player": start})


@pytest.mark.parametrize("n", [2, 3, 4])
def test_same_seed_and_moves_give_the_same_game(n):
    # RULES 1.4.1: the dice are the only chance, and they come from the seed
    a = playout(n, 1234, check_saves=False)
    b = machikoro.new_game(players=n, seed=1234)
    for m in a.moves:
        b.play(m)
    assert b.state.snapshot() == a.state.snapshot()


def test_different_seeds_give_different_dice():
    # RULES 1.4.1, 2.5.1: the seed drives the dice
    games = [playout(4, s, check_saves=False).moves for s in range(5)]
    assert len({tuple(m) for m in games}) == 5


def test_final_save_round_trips():
    # RULES 9.1: a finished game reloads as finished, same winner
    g = playout(3, 77, check_saves=False)
    h = machikoro.load_game(g.to_json())
    assert h.is_over and h.winner == g.winner


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_many_random_games_keep_invariants(n):
    # RULES 5.4.2, 6.4, 6.5.1, 9.1 (long sweep)
    for seed in range(1000, 1600):
        playout(n, seed)
