"""The public ``Game`` object: legality-checked play on top of the mutable ``State``."""

from __future__ import annotations

from typing import Any

from boardgame.safe_json import quote

from .legal import legal_moves
from .moves import MOVE_TABLE, IllegalMoveError, InvalidMoveError
from .position import position_of
from .rules import apply
from .save_text import to_json
from .state import OVER, PHASE_NAMES, State
from .view import scores, view


class Game:
    """A Machi Koro game in progress (see the package docstring for the API)."""

    __slots__ = ("_legal", "moves", "names", "setup", "state")

    state: State
    names: list[str]
    setup: dict[str, Any]
    moves: list[str]
    _legal: list[str] | None

    def __init__(self, state: State, names: list[str], setup: dict[str, Any]) -> None:
        self.state = state
        self.names = names
        self.setup = setup
        self.moves = []
        self._legal = None

    # --- queries ---------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """Return the seat that decides now (always the roller), or None once over."""
        return None if self.state.phase == OVER else self.state.turn

    @property
    def is_over(self) -> bool:
        """Return True once a player has completed all landmarks (RULES 9.1)."""
        return self.state.phase == OVER

    @property
    def winner(self) -> int | None:
        """Return the winning seat, or None while the game runs."""
        return self.state.winner

    @property
    def phase(self) -> str:
        """Return the name of the pending decision (roll, reroll, tv_target, swap, build, over)."""
        return PHASE_NAMES[self.state.phase]

    @property
    def events(self) -> list[dict[str, Any]]:
        """Return the event records produced by the last ``play()``."""
        return self.state.events

    @property
    def n_players(self) -> int:
        """Return the number of players."""
        return self.state.n

    def legal_moves(self) -> list[str]:
        """Return the legal move texts now, in canonical order (empty once over)."""
        if self._legal is None:
            self._legal = legal_moves(self.state)
        return self._legal[:]

    # --- play ------------------------------------------------------------------------------
    def play(self, move: str) -> None:
        """Play one legal move text; raise ``IllegalMoveError`` and change nothing otherwise."""
        legal = self._legal
        if legal is None:
            legal = self._legal = legal_moves(self.state)
        if move not in legal:
            if not isinstance(move, str) or move not in MOVE_TABLE:
                raise InvalidMoveError(f"not a Machi Koro move: {quote(move)}")
            raise IllegalMoveError(
                f"{quote(move)} is not legal now (phase {self.phase}, player "
                f"{self.current_player}); legal moves: {', '.join(legal) or 'none'}"
            )
        self.state.events = []
        apply(self.state, MOVE_TABLE[move])
        self.moves.append(move)
        self._legal = None

    def clone(self) -> Game:
        """Return an independent copy (same state, rng, history)."""
        g = Game.__new__(Game)
        g.state = self.state.clone()
        g.names = self.names
        g.setup = self.setup
        g.moves = self.moves[:]
        g._legal = self._legal
        return g

    # --- views and saves -------------------------------------------------------------------
    def scores(self) -> dict[str, Any]:
        """Return per-seat progress plus ranking and winner (see view.scores)."""
        return scores(self)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """Return the JSON-able public view for ``seat`` (None for a spectator)."""
        return view(self, seat)

    def position(self) -> dict[str, Any]:
        """Return the whole state as a position; ``from_position`` reads it back and goes on
        exactly like this game (docs/machikoro.md)."""
        return position_of(self)

    def to_json(self) -> str:
        """Return the versioned save text (see save.py)."""
        return to_json(self)

    def __repr__(self) -> str:
        s = self.state
        return (f"<machikoro.Game players={s.n} turn={s.turn_no} phase={self.phase} "
                f"coins={s.coins} winner={s.winner}>")
