"""The ``Game`` object: the state of one game of Yokohama and its public API.

``legal_moves()`` is the single legality oracle; ``play()`` only accepts one of its
moves and hands it to the rule module of the current decision (``stage``).
"""

from __future__ import annotations

import json
from typing import Any

from boardgame.safe_json import quote

from . import flow, movement, scoring
from .errors import IllegalMoveError, InvalidMoveError
from .moves import parse
from .position import position_of
from .rng import Rng
from .state import Player
from .view import full_state, view

SAVE_FORMAT = "yokohama-save"
SAVE_VERSION = 1


class Game:
    """One game: table, players, the decision being taken, and the moves played so far."""

    # Fields that never change during a game are shared between clones.
    _SHARED = (
        "n",
        "names",
        "options",
        "seed",
        "pos",
        "index_of",
        "adj",
        "kind",
        "canal",
        "port_area",
        "lab_area",
        "church_area",
        "customs_area",
        "achievements",
        "record",
        "start_player",
        "origin",
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
        self.moves: list[str] = []
        self._events: list[dict[str, Any]] = []
        self.record = True
        self._legal: list[str] | None = None
        self.origin: dict[str, Any] | None = None  # the position a from_position game began at

    # --- public API ---------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """Seat of the player deciding now; None once the game is over."""
        return None if self.stage == "over" else self.current

    @property
    def is_over(self) -> bool:
        """True once final scoring has been done."""
        return self.stage == "over"

    @property
    def events(self) -> list[dict[str, Any]]:
        """What the last ``play()`` did (payments, gains, cards drawn), for the game log."""
        return self._events

    def legal_moves(self) -> list[str]:
        """Return every legal move now, each as its canonical text."""
        return list(self._legal_now())

    def _legal_now(self) -> list[str]:
        if self._legal is None:
            self._legal = flow.legal_moves(self)
        return self._legal

    def play(self, move: str) -> None:
        """Play one legal move (its text); if not legal raise IllegalMoveError (its subclass
        InvalidMoveError for a text that is no move at all), change nothing.

        A step-by-step route not listed by ``legal_moves()`` is played as the listed move with
        the same outcome (RULES 5.3.11); the canonical text is what ``moves`` records.
        """
        text = str(move)
        legal = self._legal_now()
        if text not in legal:
            canonical = movement.canonical_move(self, text, legal)  # RULES 5.3.11
            if canonical is None:
                raise self._why_illegal(text, legal)
            text = canonical
        self._events = []
        self._legal = None
        flow.apply(self, text)
        self.moves.append(text)

    def scores(self) -> dict[str, Any]:
        """Return running VP per seat, the final-scoring parts once over, and the ranking."""
        return scoring.scores(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        """Return what ``seat`` may see (None: only public information)."""
        return view(self, seat)

    def clone(self) -> Game:
        """Return an independent copy; playing on it never changes this game."""
        other = Game.__new__(Game)
        for name in Game._SHARED:
            setattr(other, name, getattr(self, name))
        other.rng = Rng(self.rng.state)
        other.assistants = [row[:] for row in self.assistants]
        other.tile = self.tile[:]
        other.shops = [row[:] for row in self.shops]
        other.house = self.house[:]
        other.token = self.token[:]
        other.station = self.station
        other.ports = {k: v[:] for k, v in self.ports.items()}
        other.labs = {k: v[:] for k, v in self.labs.items()}
        other.order_deck = self.order_deck[:]
        other.tech_deck = self.tech_deck[:]
        other.unseen_orders = self.unseen_orders[:]
        other.church = self.church[:]
        other.customs = self.customs[:]
        other.claims = {k: v[:] for k, v in self.claims.items()}
        other.agent_supply = dict(self.agent_supply)
        other.players = [p.copy() for p in self.players]
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
        other.moves = self.moves[:]
        other._events = []
        other._legal = self._legal
        return other

    def determinized(self, seat: int, seed: int) -> Game:
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
        other._legal = None
        return other

    def position(self) -> dict[str, Any]:
        """Return the whole state as a position dict (docs/positions.md) for from_position."""
        return position_of(self)

    def to_json(self) -> str:
        """Return the save: versioned JSON with the setup, the seed and the move list."""
        setup: dict[str, Any] = {"players": self.names, "seed": self.seed,
                                 "options": self.options}
        if self.origin is not None:
            setup["position"] = self.origin
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "setup": setup,
                "moves": self.moves,
            },
            separators=(",", ":"),
        )

    # --- helpers for the rule modules ---------------------------------------

    def log(self, event: str, **fields: Any) -> None:
        """Record one event of the move being played."""
        self._events.append({"type": event, **fields})

    def area_name(self, area: int) -> str:
        """Return the position id (``rRcC``) of an area index."""
        return self.pos[area]

    def fingerprint(self) -> str:
        """Return a canonical text of the whole state (for determinism tests)."""
        return json.dumps(full_state(self), sort_keys=True)

    def _why_illegal(self, text: str, legal: list[str]) -> IllegalMoveError:
        if self.stage == "over":
            return IllegalMoveError(f"the game is over; {quote(text)} cannot be played")
        if not text:
            return InvalidMoveError("empty move")
        hint = ", ".join(legal[:8]) + (" …" if len(legal) > 8 else "")
        try:
            word = parse(text).word
        except InvalidMoveError as bad:
            return InvalidMoveError(f"{bad}; legal: {hint}")
        if word in {parse(m).word for m in legal}:
            return IllegalMoveError(f"{quote(text)} is not legal now (stage {self.stage}); "
                                    f"legal: {hint}")
        return IllegalMoveError(f"{quote(text)} is not a legal move now (stage {self.stage}); "
                                f"legal: {hint}")
