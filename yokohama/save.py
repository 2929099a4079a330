"""Loading saves: versioned JSON of setup, seed and moves, replayed and validated."""

from __future__ import annotations

import json
from typing import Any

from .errors import IllegalMoveError, SaveError
from .game import SAVE_FORMAT, SAVE_VERSION, Game
from .position_load import setup_from_save


def load_game(text: str | bytes) -> Game:
    """Rebuild a game from ``Game.to_json()`` text; raise SaveError with the reason."""
    try:
        data: Any = json.loads(text)
    except (TypeError, ValueError) as error:
        raise SaveError(f"the save is not valid JSON ({error})") from error
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(f"this is not a Yokohama save (format {data.get('format')!r})")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError("the save has no version number")
    if version > SAVE_VERSION:
        raise SaveError(f"the save is from a newer version ({version}); "
                        f"this game reads version {SAVE_VERSION}")
    if version < 1:
        raise SaveError(f"unknown save version {version}")
    moves = data.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise SaveError("the save's move list is missing or not a list of texts")
    game = setup_from_save(data.get("setup"))
    for number, move in enumerate(moves, start=1):
        try:
            game.play(move)
        except IllegalMoveError as error:
            raise SaveError(f"move {number} ({move!r}) is not legal: {error}") from error
    return game
