"""Headless UI state of the page, the same for every game (pure Python)."""

from __future__ import annotations

from dataclasses import dataclass, field

SEAT_KINDS = ("human", "computer")
LEVELS = ("easy", "normal", "hard")
PACES = {"slow": 1400, "normal": 700, "fast": 250, "instant": 0}


@dataclass
class UiState:
    """Everything the renderer needs besides the game view and the legal moves."""

    screen: str = "play"  # play | new | pass | final
    game: str = ""  # id of the game shown (its GameUI.id)
    seats: list[dict] = field(default_factory=list)  # [{"name", "kind", "level"}]
    viewer: int | None = None  # seat whose view is drawn
    chooser: str | None = None  # target key whose moves are offered as buttons
    previews: dict[str, str] = field(default_factory=dict)  # move -> cost/payment summary
    log: list[str] = field(default_factory=list)
    message: str = ""  # error or notice shown in a banner
    message_kind: str = "info"  # info | error
    can_undo: bool = False
    thinking: bool = False  # a computer seat is about to move
    pass_to: int | None = None  # seat the device must be handed to
    narrow: bool = False
    pace: str = "normal"
    menu_open: bool = False
    log_open: bool = True
    defaults: dict = field(default_factory=dict)  # new-game form values
    option_defs: list[dict] = field(default_factory=list)  # the engine's OPTIONS
    final: dict | None = None  # final scores, once the game is over
    last_move: str = ""
