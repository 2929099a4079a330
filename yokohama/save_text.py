"""Writing saves: the format name, its version and the save text of a game (save.py reads)."""

from __future__ import annotations

import json
from typing import Any

from .state import State

SAVE_FORMAT = "yokohama-save"
SAVE_VERSION = 1


def to_json(state: State, moves: list[str], origin: dict[str, Any] | None) -> str:
    """The save of a game at ``state``: its setup (the starting ``origin`` position of a
    ``from_position`` game), the seed and the ``moves`` played."""
    setup: dict[str, Any] = {"players": state.names, "seed": state.seed,
                             "options": state.options}
    if origin is not None:
        setup["position"] = origin
    return json.dumps(
        {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "setup": setup,
            "moves": moves,
        },
        separators=(",", ":"),
    )
