"""Yokohama's regions for narrow screens (pure): which part of the table each legal move's
element is drawn in. The shell draws the tab bar (web/shell/regions.py)."""

from __future__ import annotations

from web.shell.regions import Region
from web.yokohama.messages import t
from web.yokohama.targets import classify

ORDER = ("board", "markets", "places", "players")
REGION_OF = {"area": "board", "shop": "board", "house": "board", "token": "board",
             "port": "markets", "lab": "markets",
             "church": "places", "customs": "places", "ach": "places",
             "hand": "players", "tech": "players"}


def regions(view: dict | None, ui, legal: list[str]) -> list[Region]:
    """Board, markets (orders and technologies), church & customs (with achievements and
    the supply), players; each with the legal moves its elements play."""
    moves: dict[str, list[str]] = {r: [] for r in ORDER}
    for key, ms in classify(list(legal), view).by_key.items():
        region = REGION_OF.get(key.split(":", 1)[0])
        if region is not None:
            moves[region] += ms
    return [Region(r, t("region_" + r), tuple(moves[r]), zoom=r == "board") for r in ORDER]
