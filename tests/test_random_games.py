"""Whole random games with invariants after every move (RULES 2.12, 11, 14; docs/moves.md)."""

from __future__ import annotations

import json

import pytest
from harness import check_invariants, play_random

import yokohama
from yokohama import components as C
from yokohama.rng import Rng

OPTION_CASES = [(o["id"], v) for o in C.OPTIONS for v in o["values"]]


def turns_per_seat(g) -> list[int]:
    """Completed turns per seat, from the move list (each turn ends with ``done`` in C)."""
    replay = yokohama.new_game(g.names, g.state.seed, g.state.options)
    replay.state.record = False
    counts = [0] * g.state.n
    for move in g.moves:
        seat, stage = replay.state.current, replay.state.stage
        replay.play(move)
        if stage == "C" and move == "done":
            counts[seat] += 1
    return counts


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(60))
def test_random_game_invariants(players: int, seed: int) -> None:
    # RULES 2.12.2, 6.4.3, 14.1, 11: pieces accounted for, nothing negative, the game ends
    g = play_random(players, 1000 * players + seed)
    assert g.is_over and g.current_player is None


@pytest.mark.parametrize(("option", "value"), OPTION_CASES)
@pytest.mark.parametrize("players", [2, 4])
def test_random_game_every_option_value(option: str, value, players: int) -> None:
    # RULES 15: every option value plays whole games
    for seed in range(3):
        play_random(players, 50_000 + seed, {option: value})


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_game_all_non_default_options(players: int) -> None:
    # RULES 15: all alternatives at once
    options = {o["id"]: o["values"][-1] for o in C.OPTIONS}
    for seed in range(5):
        play_random(players, 60_000 + seed, options)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_gets_the_same_number_of_turns(players: int) -> None:
    # RULES 11.2
    for seed in range(6):
        g = play_random(players, 70_000 + seed, check=False)
        counts = turns_per_seat(g)
        assert len(set(counts)) == 1, counts
        assert g.state.end_triggered


@pytest.mark.parametrize("players", [2, 3, 4])
def test_save_round_trip_at_random_points(players: int) -> None:
    # docs: to_json / load_game rebuild the same state
    rng = Rng(players)

    def hook(g, steps: int) -> None:
        if rng.below(150) == 0 or g.is_over:
            loaded = yokohama.load_game(g.to_json())
            assert loaded.fingerprint() == g.fingerprint()
            assert loaded.legal_moves() == g.legal_moves()

    for seed in range(4):
        play_random(players, 80_000 + seed, check=False, hook=hook)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_clone_is_independent(players: int) -> None:
    # Game.clone(): playing on the clone never changes the original
    rng = Rng(players + 10)

    def hook(g, steps: int) -> None:
        if g.is_over or rng.below(100):
            return
        before = g.fingerprint()
        other = g.clone()
        assert other.fingerprint() == before
        for _ in range(30):
            if other.is_over:
                break
            moves = other.legal_moves()
            other.play(moves[rng.below(len(moves))])
        assert g.fingerprint() == before

    for seed in range(4):
        play_random(players, 90_000 + seed, check=False, hook=hook)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinized_keeps_the_view(players: int) -> None:
    # RULES 2.14: a determinized clone looks the same to the seat
    rng = Rng(players + 20)

    def hook(g, steps: int) -> None:
        if g.is_over or rng.below(100):
            return
        before = g.fingerprint()
        for seat in range(g.state.n):
            det = g.determinized(seat, rng.below(1 << 30))
            assert json.dumps(det.view(seat), sort_keys=True) == json.dumps(
                g.view(seat), sort_keys=True)
            if seat == g.state.current:
                assert det.legal_moves() == g.legal_moves()
            check_invariants(det)
            while not det.is_over and det.state.current == g.state.current:
                moves = det.legal_moves()
                det.play(moves[rng.below(len(moves))])
        assert g.fingerprint() == before

    for seed in range(4):
        play_random(players, 100_000 + seed, check=False, hook=hook)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_same_seed_and_moves_same_state(players: int) -> None:
    # determinism: a seed and a move list always rebuild the same game
    g1 = play_random(players, 110_000 + players, check=False)
    g2 = play_random(players, 110_000 + players, check=False)
    assert g1.moves == g2.moves
    assert g1.fingerprint() == g2.fingerprint()
    g3 = yokohama.new_game(players, 110_000 + players)
    for move in g1.moves:
        g3.play(move)
    assert g3.fingerprint() == g1.fingerprint()


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games(players: int) -> None:
    # slow sweep: many more seeds, every option value mixed at random
    rng = Rng(players * 31)
    for seed in range(400):
        options = {o["id"]: o["values"][rng.below(len(o["values"]))] for o in C.OPTIONS}
        play_random(players, 200_000 + 1000 * players + seed, options)
