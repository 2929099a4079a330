"""bench/mk_openings.py: fixed openings against the tuned build policy (issue 20)."""

from __future__ import annotations

import pytest
from bench_scripts import load_bench

from machikoro.components import BUILDINGS


@pytest.fixture(scope="module")
def openings():
    return load_bench("mk_openings")


def _recorded(openings, policy, seed: int) -> list[str]:
    """The build moves ``policy`` makes in seat 0 of one fast-model game against tuned."""
    moves: list[str] = []

    def pick(*a):
        moves.append(openings.name_of(policy(*a)))
        return openings.move_of(moves[-1])

    openings.play([pick, openings.named_policy("tuned")], seed, None)
    return moves


def test_the_tuned_policys_own_opening_plays_the_tuned_game(openings) -> None:
    # both seatings of a seed are then the same game, so the opening wins exactly one
    for seed in range(20):
        own = openings.tuned_opening((3, seed, "tuned"))
        assert len(own) == 3
        assert openings.won_pair((own, 2, "tuned", seed)) == 1


def test_an_opening_is_kept_and_then_the_tuned_policy_builds(openings) -> None:
    sequence = ("ranch", "pass", "wheat_field")
    moves = _recorded(openings, openings.Opening(sequence, wait=2), seed=7)
    assert tuple(moves[:3]) == sequence
    assert len(moves) > 5


def test_an_unaffordable_target_is_saved_for_then_skipped(openings) -> None:
    # RULES 4.4: a building costs its price; with 3 coins a mine (6) must wait
    opening = openings.Opening(("mine", "ranch"), wait=1)
    city = [[0] * len(BUILDINGS), [0] * len(BUILDINGS)]
    supply = [6] * len(BUILDINGS)
    args = ([3, 3], city, [0, 0], supply, 2, 0, [1, 1])
    assert opening(*args) == openings.PASS
    assert opening(*args) == openings.move_of("ranch")


def test_move_and_name_are_inverse(openings) -> None:
    for name in (*openings.CARDS, "train_station", "mine"):
        assert openings.name_of(openings.move_of(name)) == name


def test_the_bench_rejects_an_unknown_card(openings, capsys) -> None:
    with pytest.raises(SystemExit):
        openings.main(["--cards", "bakery,castle"])
    assert "castle" in capsys.readouterr().err


def test_the_bench_prints_every_opening_with_its_command(openings, capsys) -> None:
    openings.main(["--length", "1", "--cards", "bakery,ranch", "--pairs", "3", "--top", "2"])
    out = capsys.readouterr().out
    assert out.startswith("command: python bench/mk_openings.py --length 1")
    assert "bakery" in out and "ranch" in out and "2 openings of 6 games each" in out
