"""Writing saves: the format name, its version and the save text of a game (save.py reads)."""

from __future__ import annotations

import json

from .state import PlayedGame

FORMAT = "machikoro-save"
VERSION = 1


def to_json(game: PlayedGame) -> str:
    """Return the save text of ``game``."""
    return json.dumps({
        "format": FORMAT,
        "version": VERSION,
        "setup": game.setup,
        "moves": list(game.moves),
        "snapshot": game.state.snapshot(),
    }, ensure_ascii=False)
