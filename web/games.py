"""The games this page plays, which game a save file belongs to, and the game chooser. Pure."""

from __future__ import annotations

import json
from html import escape

from web.messages import t

GAMES = ("yokohama", "machikoro")
LAST_GAME_KEY = "app.game"  # localStorage: the game shown at start
APP_IDS = {"yokohama-web": "yokohama", "machikoro-web": "machikoro"}


def game_of_save(text: str) -> str | None:
    """``"yokohama"``/``"machikoro"`` for a save file of that game, else None."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError):
        return None
    if not isinstance(data, dict):
        return None
    if data.get("app") in APP_IDS:
        return APP_IDS[data["app"]]
    if data.get("format") == "machikoro-save":  # the engine's own save format
        return "machikoro"
    return None


def game_tabs(current: str) -> str:
    """The game chooser at the top of the new-game form (buttons with ``data-action``)."""
    out = [f'<div class="row game-tabs" id="game-tabs" role="group" '
           f'aria-label="{escape(t("choose_game"))}">']
    for g in GAMES:
        on = g == current
        out.append(f'<button type="button" class="btn game-tab{" on" if on else ""}" '
                   f'data-action="game:{g}" aria-pressed="{"true" if on else "false"}">'
                   f'{escape(t("game_" + g))}</button>')
    out.append("</div>")
    return "".join(out)
