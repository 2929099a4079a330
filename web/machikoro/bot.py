"""Machi Koro's computer seats on the page: the budget each level thinks with."""

from __future__ import annotations

# a level's budget on the page when it must differ from the engine's default (absent: default)
PAGE_BUDGET_MS: dict[str, float] = {}
# at the instant pace (?pace=instant) the long thinkers think less
INSTANT_BUDGET_MS: dict[str, float] = {"expert": 100.0}


def page_budget(level: str, instant: bool = False) -> float | None:
    """The ``budget_ms`` the page gives ``level`` (None: the engine's default)."""
    if instant and level in INSTANT_BUDGET_MS:
        return INSTANT_BUDGET_MS[level]
    return PAGE_BUDGET_MS.get(level)
