"""Replaying a saved game move by move, for any engine with the common API.

A ``Replay`` is built from a save text (setup, seed and moves): it loads the setup with no
moves, plays every move once, and keeps a clone of the position every ``keyframe_every``
moves. ``position(k)`` then clones the nearest keyframe at or before ``k`` (or the last
position asked for, when stepping forward) and plays the few moves in between. Step ``k``
is the position after ``k`` moves (0 = the start, ``len(replay)`` = the end).

The replay owns private copies of every position: the source game and the save are never
changed, and the positions handed out are clones the caller may play on freely.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

from .kinds import GameKind, kind_of_format

KEYFRAME_EVERY = 16


class ReplayError(ValueError):
    """The save cannot be replayed, or a request does not fit the replay."""


class Replay:
    """Every position of one game, reachable by step number or by round."""

    def __init__(self, save_text: str | bytes, keyframe_every: int = KEYFRAME_EVERY) -> None:
        if keyframe_every < 1:
            raise ReplayError("keyframe_every must be at least 1")
        self.kind, data = _read_save(save_text)
        self.moves: list[str] = list(data["moves"])
        self.keyframe_every = keyframe_every
        start = _start_position(self.kind, data)
        self.players = len(start.names)
        self.names: list[str] = list(start.names)
        self._keyframes: list[Any] = []
        self._events: list[list[dict[str, Any]]] = [[]]
        self._movers: list[int | None] = [None]
        self._rounds: list[int] = [self.kind.round_of(start)]
        game = start
        for k, move in enumerate(self.moves):
            if k % keyframe_every == 0:
                self._keyframes.append(game.clone())
            mover = game.current_player
            try:
                game.play(move)
            except ValueError as error:
                raise ReplayError(f"move {k + 1} ({move!r}) cannot be replayed: "
                                  f"{error}") from None
            self._movers.append(mover)
            self._events.append(list(game.events))
            self._rounds.append(self.kind.round_of(game))
        if len(self.moves) % keyframe_every == 0:
            self._keyframes.append(game.clone())
        self._final = game
        self._cursor: tuple[int, Any] | None = None

    @classmethod
    def from_game(cls, game: Any, keyframe_every: int = KEYFRAME_EVERY) -> Replay:
        """The replay of a game object up to now (the game itself is left untouched)."""
        return cls(game.to_json(), keyframe_every)

    # --- size and status ----------------------------------------------------------------
    def __len__(self) -> int:
        """The number of moves: steps run from 0 to ``len(replay)``."""
        return len(self.moves)

    @property
    def finished(self) -> bool:
        """True when the last position is the end of the game."""
        return bool(self._final.is_over)

    # --- positions ----------------------------------------------------------------------
    def position(self, step: int) -> Any:
        """A fresh game object at ``step`` (after ``step`` moves); the caller owns it."""
        self._check_step(step)
        if step == len(self.moves):
            return self._final.clone()
        index = step // self.keyframe_every
        base_step = index * self.keyframe_every
        cursor = self._cursor
        if cursor is not None and base_step <= cursor[0] <= step:
            at, game = cursor
        else:
            at, game = base_step, self._keyframes[index].clone()
        for move in self.moves[at:step]:
            game.play(move)
        self._cursor = (step, game)
        return game.clone()

    def walk(self) -> Iterator[tuple[int, Any]]:
        """Every ``(step, position)`` from 0 to the end, on one game played forward.

        The same object is yielded each time (cheap); read it, do not play on it.
        """
        game = self._keyframes[0].clone()
        yield 0, game
        for k, move in enumerate(self.moves, start=1):
            game.play(move)
            yield k, game

    def final(self) -> Any:
        """A fresh game object at the last step."""
        return self._final.clone()

    # --- what happened at a step --------------------------------------------------------
    def move(self, step: int) -> str | None:
        """The move text that led to ``step`` (None at step 0)."""
        self._check_step(step)
        return self.moves[step - 1] if step else None

    def mover(self, step: int) -> int | None:
        """The seat that played the move leading to ``step`` (None at step 0)."""
        self._check_step(step)
        return self._movers[step]

    def events(self, step: int) -> list[dict[str, Any]]:
        """The engine's events of the move that led to ``step`` (a copy; [] at step 0)."""
        self._check_step(step)
        return copy.deepcopy(self._events[step])

    # --- rounds -------------------------------------------------------------------------
    def round_at(self, step: int) -> int:
        """The round (or turn) number of the position at ``step`` (``kind.round_word``)."""
        self._check_step(step)
        return self._rounds[step]

    def rounds(self) -> list[int]:
        """Every round number met in the game, in order."""
        return sorted(set(self._rounds))

    def round_start(self, number: int) -> int:
        """The first step in round ``number`` (where "jump to round" lands)."""
        try:
            return self._rounds.index(number)
        except ValueError:
            raise ReplayError(f"there is no {self.kind.round_word} {number} in this game") \
                from None

    def round_end(self, number: int) -> int:
        """The last step in round ``number`` (the position "after" that round)."""
        start = self.round_start(number)
        end = start
        while end + 1 < len(self._rounds) and self._rounds[end + 1] == number:
            end += 1
        return end

    # --- views --------------------------------------------------------------------------
    def view(self, step: int, seat: int | None) -> dict[str, Any]:
        """What to show at ``step``: everything (seat None, finished games only), or what
        ``seat`` could see at that moment."""
        if seat is None:
            if not self.finished:
                raise ReplayError("a game in progress can only be replayed from one "
                                  "seat's view")
            full: dict[str, Any] = self.kind.full_view(self.position(step))
            return full
        if isinstance(seat, bool) or not isinstance(seat, int) \
                or not 0 <= seat < self.players:
            raise ReplayError(f"seat must be 0-{self.players - 1}, got {seat!r}")
        view: dict[str, Any] = self.position(step).view(seat)
        return view

    def _check_step(self, step: int) -> None:
        if isinstance(step, bool) or not isinstance(step, int) \
                or not 0 <= step <= len(self.moves):
            raise ReplayError(f"step must be 0-{len(self.moves)}, got {step!r}")


def _read_save(save_text: str | bytes) -> tuple[GameKind[Any], dict[str, Any]]:
    try:
        data = json.loads(save_text)
    except (TypeError, ValueError) as error:
        raise ReplayError(f"the save is not valid JSON ({error})") from None
    if not isinstance(data, dict):
        raise ReplayError("the save is not a JSON object")
    kind = kind_of_format(data.get("format"))
    if kind is None:
        raise ReplayError(f"not a save of a known game (format {data.get('format')!r})")
    moves = data.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise ReplayError("the save's move list is missing or not a list of texts")
    return kind, data


def _start_position(kind: GameKind[Any], data: dict[str, Any]) -> Any:
    """The game at step 0: the save's setup loaded by the engine, with no moves."""
    start = {key: value for key, value in data.items() if key not in ("moves", "snapshot")}
    start["moves"] = []
    try:
        return kind.module().load_game(json.dumps(start))
    except ValueError as error:
        raise ReplayError(f"the save cannot be loaded: {error}") from None
