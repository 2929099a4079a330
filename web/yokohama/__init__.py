"""Yokohama on the page: :data:`GAME`, its :class:`~web.shell.protocol.GameUI`.

Modules: ``session`` (log lines, undo at a drawn card, final table, computer seats), ``render/``
(the table, one module per region), ``targets`` (legal moves to clickable elements),
``describe`` (words for moves and rewards), ``layout`` (geometry), ``bot`` (computer seats and
their benchmark), ``messages`` (texts).
"""

from __future__ import annotations

from web.shell.protocol import CONTENT_ROOT, GameUI, lazy
from web.yokohama.hint_messages import HINT
from web.yokohama.messages import CATALOGUE, component_names
from web.yokohama.tutorial_messages import TUTORIAL
from web.yokohama.why_messages import WHY
from yokohama.kind import KIND


def _session(narrow: bool):
    from web.shell.ui_state import UiState
    from web.yokohama.session import YokohamaSession

    return YokohamaSession(ui=UiState(narrow=narrow))


def _render(view, ui, legal) -> str:
    if not view:  # no table (start screen, pass screen): the renderer is not even imported
        return _render_without_table(ui)
    from web.yokohama.describe import localized
    from web.yokohama.render import render

    return render(localized(view), ui, legal)


def _render_without_table(ui) -> str:
    """What :func:`web.yokohama.render.render` draws when there is no view: the shell's
    screens under the game's header (a fast first screen)."""
    from web.shell import frame
    from web.yokohama.messages import t

    def header(_view) -> str:
        return frame.header_bar(t("app_title"), ui, None)

    def no_body():
        raise AssertionError("no table without a view")

    return frame.page(None, ui, header, no_body, ([], ""))


def _choosers(legal, view) -> dict[str, list[str]]:
    from web.yokohama.targets import classify

    return classify(legal, view).by_key


async def _bench(level, positions, seed=1):
    """``window.__yokohamaBench(level, positions, seed)`` for bench/ai_browser_bench.py and e2e:
    times page-style sliced decisions (web.yokohama.bot.bench); ``positions`` is a count or a
    JSON list of saves. Returns the rows as JSON text."""
    import json

    from web.yokohama import bot

    if isinstance(positions, str):
        positions = json.loads(positions)
    return json.dumps(await bot.bench(str(level), positions, int(seed)))


# how to play, hints, "why not?", the guided game: imported when first used
LEARN = "web.yokohama.learn"

GAME = GameUI(
    kind=KIND, id=KIND.name, title_key="game_yokohama", app_id="yokohama-web",
    storage_key="yokohama.save", broken_key="yokohama.save.broken",
    new_session=_session, render=_render, choosers=_choosers,
    messages={**CATALOGUE, **WHY, **HINT, **TUTORIAL}, component_names=component_names,
    content=CONTENT_ROOT / KIND.name,
    howto_context=lazy(LEARN, "howto_context"), explain=lazy(LEARN, "explain"),
    hint=lazy(LEARN, "hint"), describe=lazy(LEARN, "describe"), tutorial=lazy(LEARN, "tutorial"),
    page_hooks={"__yokohamaBench": _bench},
    table=lazy("web.yokohama.replay", "table"),
    replay_log=lazy("web.yokohama.replay", "log_lines"),
    stats=lazy("web.yokohama.stats", "stats_html"),
    regions=lazy("web.yokohama.render.tabs", "regions"),
    preload=("yokohama.start", "yokohama.game", "web.yokohama.render"),
)
