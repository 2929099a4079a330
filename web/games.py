"""The games this page plays: one line per game, in tab order (the first is the default).

The shell (:mod:`web.shell`) finds them here through :func:`web.shell.protocol.games`; it never
imports a game by name.
"""

from __future__ import annotations

import importlib

from web.shell import protocol
from web.shell.saves import game_of_save as _game_of_save

LAST_GAME_KEY = "app.game"  # localStorage: the game shown at start


def load(module: str) -> protocol.GameUI:
    """Register the ``GAME`` of a game package (e.g. ``"web.yokohama"``)."""
    return protocol.register(importlib.import_module(module).GAME)


GAMES = [
    load("web.yokohama"),
    load("web.machikoro"),
]


def game_of_save(text: str) -> str | None:
    """The id of the game a save file belongs to (by its ``app``, or an engine's own save
    format), else None."""
    return _game_of_save(text, protocol.games())
