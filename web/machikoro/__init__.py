"""Machi Koro on the page: :data:`GAME`, its :class:`~web.shell.protocol.GameUI`.

Modules: ``session`` (no pass screen, undo until a roll, ``machikoro.ai`` seats, engine saves
open too), ``render`` (the table), ``describe`` (move labels, card tooltips, log lines from
events), ``messages`` (texts).
"""

from __future__ import annotations

from web.machikoro.messages import CATALOGUE
from web.shell.protocol import GameUI


def _session(narrow: bool):
    from web.machikoro.session import MkSession, MkUiState

    return MkSession(ui=MkUiState(narrow=narrow))


def _render(view, ui, legal) -> str:
    from web.machikoro.render import render

    return render(view, ui, legal)


GAME = GameUI(
    id="machikoro", title_key="game_machikoro", app_id="machikoro-web",
    storage_key="machikoro.save", broken_key="machikoro.save.broken",
    new_session=_session, render=_render, messages=CATALOGUE,
    engine_save_format="machikoro-save",
)
