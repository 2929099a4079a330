"""End conditions (RULES 11.1, 11.3)."""

from __future__ import annotations

from . import components as C
from .state import NOBODY, State


def trigger_end(g: State, reason: str) -> None:
    """Trigger the end once: finish this round, then play one more full round (11.2, 11.3)."""
    if g.end_triggered:
        return
    g.end_triggered = True
    g.end_round = g.round + 1
    if g.record:
        g.log("end_triggered", seat=g.current, reason=reason)


def check_board_end(g: State, board: list[int], reason: str) -> None:
    """Church/customs end condition, counting the 2-player dummy (11.1, 13.3)."""
    if sum(1 for occupant in board if occupant != NOBODY) >= C.BOARD_THRESHOLD[g.n]:
        trigger_end(g, reason)
