"""Writing saves: the format name, its version and the save text of a game (save.py reads)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game

FORMAT = "machikoro-save"
VERSION = 1


def to_json(game: Game) -> str:
    """Return the save text of ``game``."""
    return json.dumps({
        "format": FORMAT,
        "version": VERSION,
        "setup": game.setup,
        "moves": list(game.moves),
        "snapshot": game.state.snapshot(),
    }, ensure_ascii=False)
