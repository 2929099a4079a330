"""Yokohama (Hisashi Hayashi) rules engine: pure Python, deterministic, 2-4 players.

>>> import yokohama
>>> game = yokohama.new_game(players=3, seed=7)
>>> game.legal_moves()[0].startswith("keep ")
True

Moves are texts (grammar: docs/moves.md); ``legal_moves()`` is the only legality oracle.
"""

from .components import OPTIONS
from .errors import IllegalMoveError, SaveError
from .explain import explain_refusal
from .game import Game
from .position_load import from_position
from .save import load_game
from .start import new_game

__all__ = [
    "OPTIONS",
    "Game",
    "IllegalMoveError",
    "SaveError",
    "explain_refusal",
    "from_position",
    "load_game",
    "new_game",
]
