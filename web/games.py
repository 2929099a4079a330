"""The games this page plays: one line per game, in tab order (the first is the default).

Imported by the page's entry point (:mod:`web.app`); the shell (:mod:`web.shell`) finds the
games through :func:`web.shell.protocol.games` and never imports one by name.
"""

from __future__ import annotations

from web import machikoro, yokohama
from web.shell import protocol
from web.shell.saves import game_of_save as _game_of_save

GAMES = [
    protocol.register(yokohama.GAME),
    protocol.register(machikoro.GAME),
]


def game_of_save(text: str) -> str | None:
    """The id of the game a save file belongs to (by its ``app``, or an engine's own save
    format), else None."""
    return _game_of_save(text, protocol.games())
