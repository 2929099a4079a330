"""The games this app knows, as one table: save format, engine module and per-game hooks.

Shared modules (replay, share links, archive) stay game-agnostic by looking a game up here
instead of importing an engine directly. Engines are imported lazily, on first use.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any


def _yokohama_full_view(game: Any) -> dict[str, Any]:
    """The public view with every seat's own information (hands, keep choices) filled in."""
    view: dict[str, Any] = game.view(None)
    for seat in range(game.state.n):
        view["players_info"][seat] = game.view(seat)["players_info"][seat]
    view["revealed"] = True
    return view


def _machikoro_full_view(game: Any) -> dict[str, Any]:
    """Machi Koro hides nothing (RULES 1.4): the spectator's view is everything."""
    view: dict[str, Any] = game.view(None)
    view["revealed"] = True
    return view


@dataclass(frozen=True)
class GameKind:
    """One game: how to recognise its saves and what the shared modules need from it."""

    name: str
    save_format: str
    module_name: str
    #: "round" or "turn": what ``round_of`` counts (a label key, translated by the page)
    round_word: str
    round_of: Callable[[Any], int]
    fingerprint: Callable[[Any], str]
    full_view: Callable[[Any], dict[str, Any]]
    #: seat -> final score-like number shown in the archive (VP, or landmarks completed)
    final_scores: Callable[[Any], list[int]]

    def module(self) -> ModuleType:
        """The engine package (``new_game``, ``load_game``, ``Game``...)."""
        return importlib.import_module(self.module_name)


KINDS: dict[str, GameKind] = {
    "yokohama": GameKind(
        name="yokohama",
        save_format="yokohama-save",
        module_name="yokohama",
        round_word="round",
        round_of=lambda g: g.state.round,
        fingerprint=lambda g: g.fingerprint(),
        full_view=_yokohama_full_view,
        final_scores=lambda g: [row["vp"] for row in g.scores()["players"]],
    ),
    "machikoro": GameKind(
        name="machikoro",
        save_format="machikoro-save",
        module_name="machikoro",
        round_word="turn",
        round_of=lambda g: g.state.turn_no,
        fingerprint=lambda g: json.dumps(g.state.snapshot(), sort_keys=True),
        full_view=_machikoro_full_view,
        final_scores=lambda g: [row["landmarks_completed"] for row in g.scores()["players"]],
    ),
}

BY_FORMAT: dict[str, GameKind] = {kind.save_format: kind for kind in KINDS.values()}


def kind_of_format(save_format: object) -> GameKind | None:
    """The game whose saves carry ``save_format``, or None."""
    return BY_FORMAT.get(save_format) if isinstance(save_format, str) else None
