"""Shared sliced thinking: the same result driven at once or in slices."""

from __future__ import annotations

from collections.abc import Generator

import pytest

from boardgame import harness
from boardgame.thinking import SlicedThinker, run


def _count_to(n: int) -> Generator[None, None, str]:
    for _ in range(n):
        yield
    return f"move {n}"


def test_run_returns_the_generator_result() -> None:
    assert run(_count_to(1000)) == "move 1000"


def test_sliced_thinker_gives_the_same_result_however_sliced() -> None:
    thinker = SlicedThinker(_count_to(100_000))
    slices = 1
    while not thinker.step(0.01):
        slices += 1
    assert thinker.done and thinker.result() == "move 100000"
    assert slices > 1


def test_result_before_the_end_is_an_error() -> None:
    thinker = SlicedThinker(_count_to(10**9))
    thinker.step(0.01)
    with pytest.raises(RuntimeError):
        thinker.result()


class _Race:
    """A tiny game for the harness: add 1 or 2 until the total reaches ``goal``."""

    def __init__(self, goal: int, stuck: bool = False) -> None:
        self.total, self.goal, self.stuck = 0, goal, stuck

    @property
    def is_over(self) -> bool:
        return self.total >= self.goal

    def legal_moves(self) -> list[str]:
        if self.is_over or self.stuck:
            return []
        return ["add 1", "add 2"]

    def play(self, move: str) -> None:
        self.total += int(move.split()[1])


def test_harness_plays_to_the_end_calling_the_checks_around_each_move():
    seen: list[tuple[str, int, int]] = []
    game = harness.play_random(
        _Race(5), lambda moves: moves[0], 100,
        before=lambda g, move, steps: seen.append(("before", steps, g.total)),
        after=lambda g, steps: seen.append(("after", steps, g.total)))
    assert game.total == 5
    assert seen[:2] == [("before", 0, 0), ("after", 1, 1)] and seen[-1] == ("after", 5, 5)


def test_harness_reports_a_game_that_does_not_end():
    with pytest.raises(harness.PlayoutError, match="did not end"):
        harness.play_random(_Race(50), lambda moves: moves[0], 10)


def test_harness_reports_a_game_without_legal_moves():
    with pytest.raises(harness.PlayoutError, match="no legal move"):
        harness.play_random(_Race(5, stuck=True), lambda moves: moves[0], 10)


def test_an_invariant_check_failure_stops_the_playout():
    def check(g: _Race, steps: int) -> None:
        assert g.total < 3, "total too high"

    with pytest.raises(AssertionError, match="total too high"):
        harness.play_random(_Race(5), lambda moves: moves[-1], 10, after=check)
