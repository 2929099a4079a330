"""Mutable game state: one ``Player`` per seat and the ``State`` of the table.

Layout (see docs/moves.md): areas are indices into ``State.pos``; per area the engine keeps
the kind, the assistants of each seat, the building tile with its shop owners and trading
house owner, and the five-power token. Seats are ``0..n-1``; ``-1`` means "nobody" and
``DUMMY`` marks the 2-player dummy's assistant on the church and customs boards.
"""

from __future__ import annotations

from typing import Any

NOBODY = -1
DUMMY = 99
IN_HAND = -1


class Player:
    """Everything one seat owns: pieces, holdings, cards and per-turn flags."""

    __slots__ = (
        "achievements",
        "agent_used",
        "agents",
        "agents_used",
        "delivered",
        "goods",
        "hand_assistants",
        "hand_houses",
        "hand_shops",
        "imports",
        "name",
        "orders",
        "president",
        "seat",
        "spinning_used",
        "tech_names",
        "techs",
        "tokens",
        "university_used",
        "vp",
        "wh_assistants",
        "wh_houses",
        "wh_shops",
        "yen",
    )

    def __init__(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.president = IN_HAND
        self.hand_assistants = 0
        self.hand_shops = 0
        self.hand_houses = 0
        self.wh_assistants = 0
        self.wh_shops = 0
        self.wh_houses = 0
        self.yen = 0
        self.vp = 0
        self.imports = 0
        self.goods = [0, 0, 0, 0]
        self.orders: list[str] = []
        self.delivered: list[str] = []
        self.techs: list[str] = []
        self.tech_names: set[str] = set()
        self.agents: list[str] = []
        self.agents_used = 0
        self.tokens: list[str] = []
        self.achievements: list[str] = []
        self.agent_used = False
        self.university_used = False
        self.spinning_used = False

    def copy(self) -> Player:
        """Return an independent copy."""
        other = Player.__new__(Player)
        other.seat = self.seat
        other.name = self.name
        other.president = self.president
        other.hand_assistants = self.hand_assistants
        other.hand_shops = self.hand_shops
        other.hand_houses = self.hand_houses
        other.wh_assistants = self.wh_assistants
        other.wh_shops = self.wh_shops
        other.wh_houses = self.wh_houses
        other.yen = self.yen
        other.vp = self.vp
        other.imports = self.imports
        other.goods = self.goods[:]
        other.orders = self.orders[:]
        other.delivered = self.delivered[:]
        other.techs = self.techs[:]
        other.tech_names = set(self.tech_names)
        other.agents = self.agents[:]
        other.agents_used = self.agents_used
        other.tokens = self.tokens[:]
        other.achievements = self.achievements[:]
        other.agent_used = self.agent_used
        other.university_used = self.university_used
        other.spinning_used = self.spinning_used
        return other

    def to_dict(self) -> dict[str, Any]:
        """Return the full (unfiltered) state of this player as plain data."""
        return {name: _plain(getattr(self, name)) for name in Player.__slots__}


def _plain(value: Any) -> Any:
    if isinstance(value, set):
        return sorted(value)
    return value
