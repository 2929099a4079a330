"""Machi Koro on the page: :data:`GAME`, its :class:`~web.shell.protocol.GameUI`.

Modules: ``session`` (no pass screen, undo until a roll, ``machikoro.ai`` seats, engine saves
open too), ``render`` (the table), ``describe`` (move labels, card tooltips, log lines from
events), ``messages`` (texts).
"""

from __future__ import annotations

from machikoro.kind import KIND
from web.machikoro.hint_messages import HINT
from web.machikoro.messages import CATALOGUE, component_names
from web.machikoro.tutorial_messages import TUTORIAL
from web.machikoro.why_messages import WHY
from web.shell.protocol import CONTENT_ROOT, GameUI, lazy


def _session(narrow: bool):
    from web.machikoro.session import MkSession, MkUiState

    return MkSession(ui=MkUiState(narrow=narrow))


def _render(view, ui, legal) -> str:
    from web.machikoro.render import render

    return render(view, ui, legal)


# how to play, hints, "why not?", the guided game: imported when first used
LEARN = "web.machikoro.learn"

GAME = GameUI(
    kind=KIND, id=KIND.name, title_key="game_machikoro", app_id="machikoro-web",
    storage_key="machikoro.save", broken_key="machikoro.save.broken",
    new_session=_session, render=_render, messages={**CATALOGUE, **WHY, **HINT, **TUTORIAL},
    component_names=component_names, content=CONTENT_ROOT / KIND.name,
    howto_context=lazy(LEARN, "howto_context"), explain=lazy(LEARN, "explain"),
    hint=lazy(LEARN, "hint"), describe=lazy(LEARN, "describe"), tutorial=lazy(LEARN, "tutorial"),
    engine_save_format=KIND.save_format,
    table=lazy("web.machikoro.replay", "table"),
    replay_log=lazy("web.machikoro.replay", "log_lines"),
    stats=lazy("web.machikoro.stats", "stats_html"),
)
