"""Fixtures for the Machi Koro tests: build positions the way SCENARIOS.md writes them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import machikoro
from machikoro.ai import choose_move
from machikoro.game import Game
from machikoro.state import BUILD


class Helpers:
    """Small position builders shared by the scenario tests."""

    @staticmethod
    def start(**extra: int) -> dict[str, int]:
        """Return the start city (``wheat_field`` ×1, ``bakery`` ×1) plus extra copies."""
        city = {"wheat_field": 1, "bakery": 1}
        for bid, count in extra.items():
            city[bid] = city.get(bid, 0) + count
        return city

    @staticmethod
    def player(coins: int, buildings: dict[str, int] | None = None,
               landmarks: list[str] | None = None, name: str | None = None) -> dict[str, Any]:
        """Return one player entry of a position dict."""
        entry: dict[str, Any] = {"coins": coins, "landmarks": landmarks or []}
        if buildings is not None:
            entry["buildings"] = buildings
        if name is not None:
            entry["name"] = name
        return entry

    @staticmethod
    def game(*players: dict[str, Any], current: int = 0, dice: list[int] | None = None,
             supply: dict[str, int] | None = None) -> Game:
        """Return a game from player entries (seat order), roller and injected dice."""
        pos: dict[str, Any] = {"players": list(players), "current_player": current,
                               "dice": dice or []}
        if supply is not None:
            pos["supply"] = supply
        return machikoro.from_position(pos)

    @staticmethod
    def build_steps(players: int = 2, seeds: range = range(6)) -> Iterator[Game]:
        """Yield the game at every build step (RULES 4.4) of normal-level games."""
        for seed in seeds:
            g = machikoro.new_game(players=players, seed=seed)
            step = 0
            while not g.is_over:
                if g.state.phase == BUILD:
                    yield g
                g.play(choose_move(g, g.current_player, "normal", seed=step))
                step += 1

    @staticmethod
    def play(game: Game, *moves: str) -> Game:
        """Play the given moves in order and return the game."""
        for move in moves:
            game.play(move)
        return game

    @staticmethod
    def coins(game: Game) -> list[int]:
        """Return every seat's coins."""
        return list(game.state.coins)

    @staticmethod
    def city(game: Game, seat: int) -> dict[str, int]:
        """Return a seat's buildings as ``{id: count}`` (counts above zero only)."""
        return game.view(seat)["players"][seat]["buildings"]

    @staticmethod
    def supply(game: Game, bid: str) -> int:
        """Return the supply count of one building id."""
        return game.view(None)["supply"][bid]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip this folder's ``slow`` tests unless the run selects them (``-m slow``)."""
    if "slow" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="slow sweep: run with -m slow")
    here = str(Path(__file__).parent)
    for item in items:
        if "slow" in item.keywords and str(item.path).startswith(here):
            item.add_marker(skip)


@pytest.fixture
def mk() -> type[Helpers]:
    """Return the position helpers."""
    return Helpers
