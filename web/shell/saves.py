"""The save checks every game's save gets (pure): decoding, app id, format version, seats,
engine replay, and which registered game a save file belongs to."""

from __future__ import annotations

import json
from collections.abc import Iterable

from web.shell.messages import t


class LoadError(ValueError):
    """A save could not be used; ``str(err)`` is a message for the player."""


def decode_save(text: str) -> object:
    """JSON of a save file, or LoadError."""
    try:
        return json.loads(text)
    except (ValueError, TypeError) as e:
        raise LoadError(t("reason_json")) from e


def check_save(engine, data: object, app_id: str, foreign_reason: str,
               max_format: int) -> tuple[dict, object]:
    """App, format version, seats list, engine replay: returns (config, game) or raises
    LoadError with the reason."""
    if not isinstance(data, dict) or data.get("app") != app_id:
        raise LoadError(foreign_reason)
    fmt = data.get("format")
    if not isinstance(fmt, int) or fmt > max_format:
        raise LoadError(t("reason_future", v=fmt))
    config = data.get("config")
    if not isinstance(config, dict) or not isinstance(config.get("seats"), list):
        raise LoadError(t("reason_players"))
    game_text = data.get("game")
    if not isinstance(game_text, str):
        game_text = json.dumps(game_text)
    try:
        game = engine.load_game(game_text)
    except Exception as e:  # SaveError, or anything an odd file provokes
        raise LoadError(t("reason_engine", detail=str(e) or type(e).__name__)) from e
    return config, game


def check_seats(seats: list, players: int) -> None:
    """One seat per player, each with a name and a kind (person or computer)."""
    if len(seats) != players or not all(
            isinstance(s, dict) and isinstance(s.get("name"), str)
            and s.get("kind") in ("human", "computer") for s in seats):
        raise LoadError(t("reason_players"))


def game_of_save(text: str, games: Iterable) -> str | None:
    """The id of the game (a ``GameUI`` of ``games``) a save file belongs to, else None."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError):
        return None
    if not isinstance(data, dict):
        return None
    for g in games:
        if data.get("app") == g.app_id:
            return g.id
    for g in games:
        if g.engine_save_format is not None and data.get("format") == g.engine_save_format:
            return g.id
    return None
