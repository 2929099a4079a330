"""The mutable, slotted game state and its phase vocabulary.

The engine mutates a ``State`` in place for speed; ``clone()`` gives an independent copy.
All fields are public and documented; everything here is part of a save snapshot.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .components import NB, NL

# Phases: which decision the current player faces (RULES 4.1).
ROLL = 0  #: choose one or two dice and roll (RULES 4.2)
REROLL = 1  #: Radio Tower: keep the shown result or roll again (RULES 10.4)
TARGET = 2  #: TV Station: choose the player who pays (RULES 8.5.2, 10.8)
SWAP = 3  #: Business Center: choose a swap or decline (RULES 8.5.3, 10.7)
BUILD = 4  #: build step: buy, complete a landmark or pass (RULES 4.4)
OVER = 5  #: the game has ended (RULES 9)

PHASE_NAMES: tuple[str, ...] = ("roll", "reroll", "tv_target", "swap", "build", "over")


class State:
    """Everything that changes during a game.

    ``city[p][b]`` is how many copies of building index ``b`` player ``p`` owns;
    ``marks[p]`` is a bit mask of completed landmarks (bit = landmark index);
    ``supply[b]`` is the stack size; ``rng`` is the splitmix64 state; ``queue`` holds
    injected die faces still to be used before the generator (``qpos`` is the next one).
    """

    __slots__ = (
        "city",
        "coins",
        "dice",
        "events",
        "extra",
        "marks",
        "n",
        "phase",
        "purple_next",
        "qpos",
        "queue",
        "rerolled",
        "rng",
        "supply",
        "turn",
        "turn_no",
        "winner",
    )

    coins: list[int]
    city: list[list[int]]
    dice: tuple[int, ...]
    events: list[dict[str, Any]]
    extra: bool
    marks: list[int]
    n: int
    phase: int
    purple_next: int
    qpos: int
    queue: tuple[int, ...]
    rerolled: bool
    rng: int
    supply: list[int]
    turn: int
    turn_no: int
    winner: int | None

    def __init__(self, n: int) -> None:
        self.n = n
        self.coins = [0] * n
        self.city = [[0] * NB for _ in range(n)]
        self.marks = [0] * n
        self.supply = [0] * NB
        self.turn = 0
        self.phase = ROLL
        self.dice = ()
        self.rerolled = False
        self.extra = False
        self.purple_next = 0
        self.rng = 0
        self.queue = ()
        self.qpos = 0
        self.winner = None
        self.turn_no = 1
        self.events = []

    def clone(self) -> State:
        """Return an independent copy (events are not copied)."""
        s = State.__new__(State)
        s.n = self.n
        s.coins = self.coins[:]
        s.city = [c[:] for c in self.city]
        s.marks = self.marks[:]
        s.supply = self.supply[:]
        s.turn = self.turn
        s.phase = self.phase
        s.dice = self.dice
        s.rerolled = self.rerolled
        s.extra = self.extra
        s.purple_next = self.purple_next
        s.rng = self.rng
        s.queue = self.queue
        s.qpos = self.qpos
        s.winner = self.winner
        s.turn_no = self.turn_no
        s.events = []
        return s

    def has(self, player: int, bit: int) -> bool:
        """Return True if ``player`` has completed the landmark with bit ``bit``."""
        return bool(self.marks[player] & bit)

    def landmark_count(self, player: int) -> int:
        """Return how many landmarks ``player`` has completed."""
        return bin(self.marks[player] & ((1 << NL) - 1)).count("1")

    def snapshot(self) -> dict[str, Any]:
        """Return a plain-data fingerprint of the state (used by saves and tests)."""
        return {
            "coins": self.coins[:],
            "city": [c[:] for c in self.city],
            "marks": self.marks[:],
            "supply": self.supply[:],
            "turn": self.turn,
            "phase": PHASE_NAMES[self.phase],
            "dice": list(self.dice),
            "rerolled": self.rerolled,
            "extra": self.extra,
            "purple_next": self.purple_next,
            "rng": self.rng,
            "qpos": self.qpos,
            "winner": self.winner,
            "turn_no": self.turn_no,
        }


class PlayedGame(Protocol):
    """What the view, the save text and the position read of a game (``machikoro.Game`` is
    one): its state, names and setup, the moves played and who decides now."""

    state: State
    names: list[str]
    setup: dict[str, Any]
    moves: list[str]

    @property
    def current_player(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    def legal_moves(self) -> Sequence[str]: ...
