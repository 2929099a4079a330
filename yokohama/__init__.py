"""Yokohama (Hisashi Hayashi) rules engine: pure Python, deterministic, 2-4 players.

>>> import yokohama
>>> game = yokohama.new_game(players=3, seed=7)
>>> game.legal_moves()[0].startswith("keep ")
True

Moves are texts (grammar: docs/moves.md); ``legal_moves()`` is the only legality oracle.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .components import OPTIONS
from .errors import IllegalMoveError, InvalidMoveError, SaveError
from .kind import KIND  # registers the game with the shared modules (boardgame.kinds)

if TYPE_CHECKING:
    from boardgame.refusal import Refusal

    from .game import Game
    from .position_load import from_position
    from .save import load_game
    from .start import new_game

# The rules are imported on first use (PEP 562), not with the package: a page that shows
# only its start screen reads OPTIONS and nothing else.
_LAZY = {"Game": ".game", "from_position": ".position_load", "load_game": ".save",
         "new_game": ".start"}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_LAZY[name], __name__), name)
    globals()[name] = value
    return value


def explain_refusal(game: Game, move: str, seat: int | None = None) -> Refusal | None:
    """Why ``move`` is refused (:func:`yokohama.explain.explain_refusal`; that module, large,
    is imported on the first question, not with the engine)."""
    from .explain import explain_refusal as explain

    return explain(game, move, seat)


__all__ = [
    "KIND",
    "OPTIONS",
    "Game",
    "IllegalMoveError",
    "InvalidMoveError",
    "SaveError",
    "explain_refusal",
    "from_position",
    "load_game",
    "new_game",
]
