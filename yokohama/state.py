"""Mutable game state: one ``Player`` per seat and the ``State`` of the table.

Layout (see docs/moves.md): areas are indices into ``State.pos``; per area the engine keeps
the kind, the assistants of each seat, the building tile with its shop owners and trading
house owner, and the five-power token. Seats are ``0..n-1``; ``-1`` means "nobody" and
``DUMMY`` marks the 2-player dummy's assistant on the church and customs boards.

The rule modules take a ``State`` (named ``g`` there) and change it in place; ``Game``
(game.py) is the driver on top: the legality check, the moves played, saves.
"""

from __future__ import annotations

from typing import Any

from .rng import Rng

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


class State:
    """The table of one game: every piece, card, market and the decision being taken.

    Mutable and slotted for speed (search copies it thousands of times: :meth:`clone`).
    Fields that never change during a game (``n``, ``names``, ``options``, ``seed``, the area
    layout, ``achievements``, ``start_player``) are shared between clones. Field by field:
    docs/moves.md, "Internal state layout".
    """

    __slots__ = (
        "achievements",
        "act_agent",
        "act_area",
        "act_power",
        "act_return",
        "adj",
        "agent_supply",
        "assistants",
        "canal",
        "church",
        "church_area",
        "claims",
        "current",
        "customs",
        "customs_area",
        "end_round",
        "end_triggered",
        "events",
        "final",
        "house",
        "index_of",
        "keep_draws",
        "kind",
        "lab_area",
        "labs",
        "n",
        "names",
        "options",
        "order_deck",
        "players",
        "port_area",
        "ports",
        "pos",
        "record",
        "rng",
        "round",
        "seed",
        "shops",
        "stage",
        "stage_data",
        "start_player",
        "station",
        "tech_deck",
        "tile",
        "token",
        "unseen_orders",
    )

    def __init__(self) -> None:
        self.n = 0
        self.names: list[str] = []
        self.options: dict[str, Any] = {}
        self.seed = 0
        self.rng = Rng(0)
        self.pos: list[str] = []
        self.index_of: dict[str, int] = {}
        self.adj: list[tuple[int, ...]] = []
        self.kind: list[str] = []
        self.canal = -1
        self.assistants: list[list[int]] = []
        self.tile: list[str | None] = []
        self.shops: list[list[int]] = []
        self.house: list[int] = []
        self.token: list[str | None] = []
        self.station = -1
        self.ports: dict[str, list[str | None]] = {}
        self.port_area: dict[str, int] = {}
        self.labs: dict[str, list[str | None]] = {}
        self.lab_area: dict[str, int] = {}
        self.church_area = -1
        self.customs_area = -1
        self.order_deck: list[str] = []
        self.tech_deck: list[str] = []
        self.unseen_orders: list[str] = []
        self.church: list[int] = []
        self.customs: list[int] = []
        self.achievements: list[str] = []
        self.claims: dict[str, list[int]] = {}
        self.agent_supply: dict[str, int] = {}
        self.players: list[Player] = []
        self.start_player = 0
        self.current = 0
        self.round = 0
        self.stage = "keep"
        self.stage_data: tuple[Any, ...] = ()
        self.act_area = -1
        self.act_power = 0
        self.act_agent = False
        self.act_return = "C"
        self.keep_draws: dict[int, list[str]] = {}
        self.end_triggered = False
        self.end_round = -1
        self.final: dict[str, Any] | None = None
        self.events: list[dict[str, Any]] = []  # what the move being played did
        self.record = True  # False: rule modules skip ``log`` (bots and benchmarks)

    @property
    def current_player(self) -> int | None:
        """Seat of the player deciding now; None once the game is over."""
        return None if self.stage == "over" else self.current

    def clone(self) -> State:
        """Return an independent copy (with no events); changing it never changes this one."""
        other = State.__new__(State)
        other.n = self.n
        other.names = self.names
        other.options = self.options
        other.seed = self.seed
        other.rng = Rng(self.rng.state)
        other.pos = self.pos
        other.index_of = self.index_of
        other.adj = self.adj
        other.kind = self.kind
        other.canal = self.canal
        other.assistants = [row[:] for row in self.assistants]
        other.tile = self.tile[:]
        other.shops = [row[:] for row in self.shops]
        other.house = self.house[:]
        other.token = self.token[:]
        other.station = self.station
        other.ports = {k: v[:] for k, v in self.ports.items()}
        other.port_area = self.port_area
        other.labs = {k: v[:] for k, v in self.labs.items()}
        other.lab_area = self.lab_area
        other.church_area = self.church_area
        other.customs_area = self.customs_area
        other.order_deck = self.order_deck[:]
        other.tech_deck = self.tech_deck[:]
        other.unseen_orders = self.unseen_orders[:]
        other.church = self.church[:]
        other.customs = self.customs[:]
        other.achievements = self.achievements
        other.claims = {k: v[:] for k, v in self.claims.items()}
        other.agent_supply = dict(self.agent_supply)
        other.players = [p.copy() for p in self.players]
        other.start_player = self.start_player
        other.current = self.current
        other.round = self.round
        other.stage = self.stage
        other.stage_data = self.stage_data
        other.act_area = self.act_area
        other.act_power = self.act_power
        other.act_agent = self.act_agent
        other.act_return = self.act_return
        other.keep_draws = {k: v[:] for k, v in self.keep_draws.items()}
        other.end_triggered = self.end_triggered
        other.end_round = self.end_round
        other.final = self.final
        other.events = []
        other.record = self.record
        return other

    def determinized(self, seat: int, seed: int) -> State:
        """Return a clone in which everything hidden from ``seat`` is dealt anew at random.

        Other players' order hands (and starting draws), the order deck and the cards removed
        unseen are pooled and redealt keeping every count; the technology deck is reshuffled.
        What ``seat`` may see is unchanged, so a bot searching such clones plays fair.
        """
        other = self.clone()
        rng = Rng(seed)
        other.rng = Rng(rng.next64())
        pool = list(other.order_deck) + list(other.unseen_orders)
        for p in other.players:
            if p.seat != seat:
                pool += p.orders
        for who, draws in other.keep_draws.items():
            if who != seat:
                pool += draws
        pool.sort()
        rng.shuffle(pool)
        for p in other.players:
            if p.seat != seat:
                p.orders = [pool.pop() for _ in p.orders]
        for who in list(other.keep_draws):
            if who != seat:
                other.keep_draws[who] = [pool.pop() for _ in other.keep_draws[who]]
        other.order_deck = [pool.pop() for _ in other.order_deck]
        other.unseen_orders = pool
        other.tech_deck = sorted(other.tech_deck)
        rng.shuffle(other.tech_deck)
        return other

    def log(self, event: str, **fields: Any) -> None:
        """Record one event of the move being played."""
        self.events.append({"type": event, **fields})

    def area_name(self, area: int) -> str:
        """Return the position id (``rRcC``) of an area index."""
        return self.pos[area]
