"""machikoro.ai.ratings(): the measured Elo table shipped next to the package."""

from __future__ import annotations

from machikoro.ai import LEVELS, ratings


def test_every_level_has_a_rating():
    assert set(ratings()) == set(LEVELS)


def test_normal_is_the_anchor_at_1500():
    assert ratings()["normal"] == 1500


def test_random_is_rated_below_easy():
    r = ratings()
    assert r["random"] < r["easy"]
