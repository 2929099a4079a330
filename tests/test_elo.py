"""boardgame.elo: maximum-likelihood Elo ratings from pairwise results."""

from __future__ import annotations

import math

import pytest

from boardgame.elo import expected, pairs, ratings, won_share


def test_three_wins_in_four_is_a_factor_three_in_the_odds():
    r = ratings([("hard", "normal")] * 3 + [("normal", "hard")], prior=0)
    assert r["hard"] - r["normal"] == pytest.approx(400 * math.log10(3), abs=1e-6)


def test_the_anchor_level_gets_the_anchor_rating():
    r = ratings([("easy", "normal"), ("normal", "easy"), ("normal", "easy")])
    assert r["normal"] == pytest.approx(1500.0)


def test_even_results_give_equal_ratings():
    r = ratings([("a", "b"), ("b", "a")] * 5, anchor="a")
    assert r["b"] == pytest.approx(r["a"], abs=1e-6)


def test_a_level_that_never_lost_still_has_a_finite_rating():
    r = ratings([("normal", "random")] * 20)
    assert math.isfinite(r["random"]) and r["random"] < r["normal"] - 400


def test_ratings_are_ordered_along_a_chain_of_results():
    games = ([("b", "a")] * 7 + [("a", "b")] * 3 + [("c", "b")] * 7 + [("b", "c")] * 3)
    r = ratings(games, anchor="b")
    assert r["a"] < r["b"] < r["c"]


def test_the_fitted_ratings_reproduce_the_observed_score():
    # maximum likelihood: each level's expected wins equal its actual wins
    games = [("x", "y")] * 6 + [("y", "x")] * 4 + [("y", "z")] * 8 + [("z", "y")] * 2 \
        + [("x", "z")] * 9 + [("z", "x")]
    r = ratings(games, anchor="y", prior=0)
    wins_x = sum(1 for w, _ in games if w == "x")
    exp_x = 10 * expected(r["x"], r["y"]) + 10 * expected(r["x"], r["z"])
    assert exp_x == pytest.approx(wins_x, abs=1e-6)


def test_a_multiplayer_game_counts_each_winner_against_each_loser():
    assert pairs(["a"], ["b", "c"]) == [("a", "b"), ("a", "c")]


def test_a_level_cannot_beat_itself():
    with pytest.raises(ValueError):
        ratings([("a", "a")])


def test_a_won_share_comes_with_its_standard_error():
    share, se = won_share(525, 1000)
    assert share == 0.525
    assert se == pytest.approx(math.sqrt(0.525 * 0.475 / 1000))


def test_a_share_of_all_or_nothing_has_no_spread():
    assert won_share(0, 7) == (0.0, 0.0)
    assert won_share(7, 7) == (1.0, 0.0)
