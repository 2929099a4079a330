"""Yokohama's replay hooks (pure): the table alone at a replayed position, and the log line
of a replayed move, worded exactly as the live log words it."""

from __future__ import annotations

from web.shell.ui_state import UiState
from web.yokohama.targets import classify


def table(view: dict, ui: UiState) -> str:
    """The same SVG table as in live play, with no move to click."""
    from web.yokohama.render import svg_table

    return svg_table(view, ui, classify([], view))


def log_lines(replay, step: int) -> list[str]:
    """The log line of the move that led to ``step`` (none at step 0)."""
    from web.yokohama.session import log_line

    move, seat = replay.move(step), replay.mover(step)
    if move is None or seat is None:
        return []
    before = replay.position(step - 1).view(seat)
    return [log_line(seat, move, before, replay.events(step))]
