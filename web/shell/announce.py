"""What the page's one polite live region says after a redraw (pure): the other seats'
moves since the last announcement, a new notice or error, and the new prompt, one short line
each. The rest of the page is never re-announced."""

from __future__ import annotations

MAX_LINES = 6  # a long computer streak is summed up by its last lines


def news_for(news: list[tuple[object, object]], viewer: object) -> list[object]:
    """Log lines of moves by seats other than ``viewer`` (the person at the device)."""
    return [line for seat, line in news if seat != viewer]


def announcement(moves: list[str], prompt: str, last_prompt: str, message: str = "",
                 last_message: str = "") -> list[str]:
    """The lines to announce: the last moves of others, a new message, a changed prompt."""
    out = list(moves[-MAX_LINES:])
    if message and message != last_message:
        out.append(message)
    if prompt and (prompt != last_prompt or out):
        out.append(prompt)
    return out
