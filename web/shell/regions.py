"""One region of the table at a time on narrow screens (pure): the tab bar and its rules.

A game declares its regions with ``GameUI.regions(view, ui, legal) -> [Region]`` (board,
markets, ...); the shell adds the log as the last region, draws the tab bar (always on screen:
the tabs, whose turn it is and what is asked) and keeps the chosen region in ``ui.region``.
The game's renderer draws only :func:`shown` of its regions when :func:`active`.

Rule of the automatic switch (:func:`auto_switch`): when the person's decision begins (a new
set of legal moves) and the shown region holds none of them, the first region that holds one
is shown; within one decision the person switches freely.
"""

from __future__ import annotations

from dataclasses import dataclass

from web.shell.messages import t
from web.shell.pieces import esc, seat_icon

LOG = "log"  # the shell's own region: the game log


@dataclass(frozen=True)
class Region:
    """One tab: ``id`` (``data-action="region:<id>"``), translated ``label``, the legal
    moves of the moment whose elements the region draws, and whether it zooms."""

    id: str
    label: str
    moves: tuple[str, ...] = ()
    zoom: bool = False  # the region keeps its size and pans (the zoom buttons go with it)


def active(ui, regions: list[Region] | None) -> bool:
    """Whether the page shows one region at a time (a narrow screen, a game that has them)."""
    return bool(regions) and bool(getattr(ui, "narrow", False)) and ui.screen in ("play", "final")


def with_log(regions: list[Region]) -> list[Region]:
    """The game's regions and the log, last."""
    return [r for r in regions if r.id != LOG] + [Region(LOG, t("region_log"))]


def shown(regions: list[Region], ui) -> str:
    """The id of the region on screen: the chosen one if it exists, else the first."""
    ids = [r.id for r in regions]
    chosen = getattr(ui, "region", "")
    return chosen if chosen in ids else (ids[0] if ids else "")


def decision_key(viewer, legal: list[str]) -> str:
    """What identifies one decision of a person: who decides and the moves offered."""
    return f"{viewer}|" + "\n".join(sorted(legal))


def auto_switch(regions: list[Region], current: str, last_key: str, key: str,
                legal: list[str]) -> str:
    """The region to show: ``current``, unless a new decision (``key`` differs from
    ``last_key``) begins with none of its moves in ``current`` and another region has some."""
    if not legal or key == last_key:
        return current
    here = next((r for r in regions if r.id == current), None)
    if here is not None and here.moves:
        return current
    first = next((r for r in regions if r.moves), None)
    return first.id if first is not None else current


def tab_bar(regions: list[Region], ui, cur, name: str, prompt: str) -> str:
    """The sticky bar: whose turn and what is asked, then one tab per region; a tab with a
    legal move carries a marker. A WAI-ARIA tablist: one Tab stop (the selected tab), the
    arrow keys move between tabs (the binding)."""
    sel = shown(regions, ui)
    who = ""
    if isinstance(cur, int):
        who = (f'<span class="seat-name seat-{cur % 4}">{seat_icon(cur)}{esc(name)}</span> ')
    out = ['<div class="region-bar" id="region-bar">',
           f'<p class="region-prompt" id="region-prompt">{who}'
           f'<span class="region-ask">{esc(prompt)}</span></p>',
           f'<div class="region-tabs" role="tablist" aria-label="{esc(t("regions_label"))}">']
    for r in regions:
        on = r.id == sel
        mark = (f'<span class="tab-mark" aria-hidden="true"></span>'
                f'<span class="sr-only"> {esc(t("region_has_moves"))}</span>') if r.moves else ""
        out.append(f'<button type="button" role="tab" class="region-tab{" hot" if r.moves else ""}"'
                   f' id="tab-{esc(r.id)}" data-action="region:{esc(r.id)}" '
                   f'aria-selected="{"true" if on else "false"}" aria-controls="region-panel" '
                   f'tabindex="{"0" if on else "-1"}">{esc(r.label)}{mark}</button>')
    out.append("</div></div>")
    return "".join(out)


def panel_open(regions: list[Region], ui) -> str:
    """The opening tag of the tab panel of the shown region."""
    sel = esc(shown(regions, ui))
    return (f'<div class="region-panel" id="region-panel" role="tabpanel" '
            f'aria-labelledby="tab-{sel}" data-region="{sel}">')


def follow_decision(ui, regions: list[Region] | None, legal: list[str]) -> None:
    """Before drawing: when a new decision of the person begins, show a region that holds
    one of its moves (:func:`auto_switch`); remember the decision."""
    if not active(ui, regions):
        return
    regs = with_log(regions or [])
    key = decision_key(getattr(ui, "viewer", None), legal)
    ui.region = auto_switch(regs, shown(regs, ui), ui.region_key, key, legal)
    ui.region_key = key
