"""The ``Game``: the driver of one game of Yokohama on top of its table (``State``).

``legal_moves()`` is the single legality oracle; ``play()`` only accepts one of its moves and
hands it to the rule module of the current decision (``state.stage``). The table itself, with
its ``clone()``, is :class:`yokohama.state.State`.
"""

from __future__ import annotations

import json
from typing import Any

from boardgame.safe_json import quote

from . import flow, movement, scoring
from .errors import IllegalMoveError, InvalidMoveError
from .moves import parse
from .position import position_of
from .save_text import to_json
from .state import State
from .view import full_state, view


class Game:
    """One game: its table (``state``), the moves played so far and where it began."""

    __slots__ = ("_legal", "moves", "origin", "state")

    def __init__(self, state: State, origin: dict[str, Any] | None = None) -> None:
        self.state = state
        self.moves: list[str] = []
        self._legal: list[str] | None = None
        self.origin = origin  # the position a from_position game began at

    # --- public API ---------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """Seat of the player deciding now; None once the game is over."""
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        """True once final scoring has been done."""
        return self.state.stage == "over"

    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""
        return self.state.names

    @property
    def events(self) -> list[dict[str, Any]]:
        """What the last ``play()`` did (payments, gains, cards drawn), for the game log."""
        return self.state.events

    def legal_moves(self) -> list[str]:
        """Return every legal move now, each as its canonical text."""
        return list(self._legal_now())

    def _legal_now(self) -> list[str]:
        if self._legal is None:
            self._legal = flow.legal_moves(self.state)
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
            canonical = movement.canonical_move(self.state, text, legal)  # RULES 5.3.11
            if canonical is None:
                raise self._why_illegal(text, legal)
            text = canonical
        self.state.events = []
        self._legal = None
        flow.apply(self.state, text)
        self.moves.append(text)

    def scores(self) -> dict[str, Any]:
        """Return running VP per seat, the final-scoring parts once over, and the ranking."""
        return scoring.scores(self.state)

    def view(self, seat: int | None) -> dict[str, Any]:
        """Return what ``seat`` may see (None: only public information)."""
        return view(self.state, seat)

    def clone(self) -> Game:
        """Return an independent copy; playing on it never changes this game."""
        other = Game.__new__(Game)
        other.state = self.state.clone()
        other.moves = self.moves[:]
        other._legal = self._legal
        other.origin = self.origin
        return other

    def determinized(self, seat: int, seed: int) -> Game:
        """Return a clone in which everything hidden from ``seat`` is dealt anew at random
        (:meth:`yokohama.state.State.determinized`): a bot searching such clones plays fair."""
        other = Game.__new__(Game)
        other.state = self.state.determinized(seat, seed)
        other.moves = self.moves[:]
        other._legal = None
        other.origin = self.origin
        return other

    def position(self) -> dict[str, Any]:
        """Return the whole state as a position dict (docs/positions.md) for from_position."""
        return position_of(self.state)

    def to_json(self) -> str:
        """Return the save: versioned JSON with the setup, the seed and the move list."""
        return to_json(self.state, self.moves, self.origin)

    def fingerprint(self) -> str:
        """Return a canonical text of the whole state (for determinism tests)."""
        return json.dumps(full_state(self.state), sort_keys=True)

    def _why_illegal(self, text: str, legal: list[str]) -> IllegalMoveError:
        if self.state.stage == "over":
            return IllegalMoveError(f"the game is over; {quote(text)} cannot be played")
        if not text:
            return InvalidMoveError("empty move")
        hint = ", ".join(legal[:8]) + (" …" if len(legal) > 8 else "")
        try:
            word = parse(text).word
        except InvalidMoveError as bad:
            return InvalidMoveError(f"{bad}; legal: {hint}")
        stage = self.state.stage
        if word in {parse(m).word for m in legal}:
            return IllegalMoveError(f"{quote(text)} is not legal now (stage {stage}); "
                                    f"legal: {hint}")
        return IllegalMoveError(f"{quote(text)} is not a legal move now (stage {stage}); "
                                f"legal: {hint}")
