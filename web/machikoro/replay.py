"""Machi Koro's replay hooks (pure): the table alone at a replayed position, and the log
lines of a replayed move (from its events, as in live play)."""

from __future__ import annotations

from web.shell.ui_state import UiState


def table(view: dict, ui: UiState) -> str:
    """The same SVG table as in live play, with no move to click."""
    from web.machikoro.render import svg_table

    return svg_table(view, ui, [])


def log_lines(replay, step: int) -> list[str]:
    """The log lines of the move that led to ``step`` (none at step 0)."""
    from web.machikoro.describe import Names
    from web.machikoro.describe import log_lines as event_lines
    from web.machikoro.messages import t

    move, seat = replay.move(step), replay.mover(step)
    if move is None:
        return []
    view = replay.position(step).view(None)
    return event_lines(replay.events(step), view) or [
        t("log_line", name=Names(view).seat(seat), text=move)]
