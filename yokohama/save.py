"""Loading saves: versioned JSON of setup, seed and moves, replayed and validated.

Anything that is not a valid save raises ``SaveError`` with a short message: text that is
too large or nested too deeply (checked before parsing), bytes that are not UTF-8, wrong
types or unknown values anywhere, illegal moves. A failed load builds nothing shared.
"""

from __future__ import annotations

from typing import Any

from boardgame.safe_json import InputError, loads, quote

from .errors import IllegalMoveError, SaveError
from .game import Game
from .position_load import setup_from_save
from .save_text import SAVE_FORMAT, SAVE_VERSION

MAX_SAVE_CHARS = 1_000_000  # a finished 4-player game is about 10 KB
MAX_SAVE_DEPTH = 8  # object > setup > options > value is 3


def load_game(text: str | bytes) -> Game:
    """Rebuild a game from ``Game.to_json()`` text; raise SaveError with the reason."""
    try:
        data: Any = loads(text, max_chars=MAX_SAVE_CHARS, max_depth=MAX_SAVE_DEPTH)
    except InputError as error:
        raise SaveError(f"the save cannot be read: {error}") from None
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(f"this is not a Yokohama save (format {quote(data.get('format'))})")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError("the save has no version number")
    if version > SAVE_VERSION:
        raise SaveError(f"the save is from a newer version ({quote(version)}); "
                        f"this game reads version {SAVE_VERSION}")
    if version < 1:
        raise SaveError(f"unknown save version {quote(version)}")
    moves = data.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise SaveError("the save's move list is missing or not a list of texts")
    game = setup_from_save(data.get("setup"))
    for number, move in enumerate(moves, start=1):
        try:
            game.play(move)
        except IllegalMoveError as error:
            raise SaveError(f"move {number} of {len(moves)} is not legal: {error}") from None
    return game
