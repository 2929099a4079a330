"""Seeded whole games played by the easy bots, with what the engine reported at every step.

Shared by the replay, statistics, share and archive tests; each game is played once per run.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

import machikoro
import yokohama
from machikoro.ai import choose_move as machikoro_move
from yokohama.ai import choose_move as yokohama_move

ENGINES = {"yokohama": (yokohama, yokohama_move), "machikoro": (machikoro, machikoro_move)}
GAMES = [(name, n) for name in ENGINES for n in (2, 3, 4)]


def fingerprint(name: str, game: Any) -> str:
    """The whole state, hidden parts included, as canonical text."""
    if name == "yokohama":
        return game.fingerprint()
    return json.dumps(game.state.snapshot(), sort_keys=True)


def round_number(name: str, game: Any) -> int:
    """The engine's round (Yokohama) or turn number (Machi Koro)."""
    return game.state.round if name == "yokohama" else game.state.turn_no


@dataclass(frozen=True)
class Played:
    """One game as it was played: its save and the engine's reports after each move."""

    name: str
    players: int
    save: str
    fingerprints: tuple[str, ...]
    events: tuple[tuple[dict[str, Any], ...], ...]
    scores: tuple[dict[str, Any], ...]
    rounds: tuple[int, ...]
    final: Any


@cache
def played(name: str, players: int, seed: int = 11, stop_after: int | None = None) -> Played:
    """Play one seeded game to the end (or ``stop_after`` moves) with easy bots."""
    module, choose = ENGINES[name]
    game = module.new_game(players=players, seed=seed)
    prints = [fingerprint(name, game)]
    events: list[tuple[dict[str, Any], ...]] = [()]
    scores = [game.scores()]
    rounds = [round_number(name, game)]
    step = 0
    while not game.is_over and (stop_after is None or step < stop_after):
        game.play(choose(game, game.current_player, "easy", seed * 1000 + step))
        step += 1
        prints.append(fingerprint(name, game))
        events.append(tuple(json.loads(json.dumps(game.events))))
        scores.append(game.scores())
        rounds.append(round_number(name, game))
    return Played(name, players, game.to_json(), tuple(prints), tuple(events),
                  tuple(scores), tuple(rounds), game)
