"""Headless UI state of the page, the same for every game (pure Python)."""

from __future__ import annotations

from dataclasses import dataclass, field

SEAT_KINDS = ("human", "computer", "remote")  # remote: a friend on another device
LEVELS = ("easy", "normal", "hard", "expert")  # computer levels, weakest first
PACES = {"slow": 1400, "normal": 700, "fast": 250, "instant": 0}


@dataclass
class Notice:
    """The message bar: one notice or error with its buttons, a technical detail folded away
    and a link into the how-to. It is replaced whole (``Notice()`` clears it), so no part of
    one message outlives it into the next."""

    text: str = ""  # shown (cut); "" when there is no message
    kind: str = "info"  # info | error
    actions: list[tuple[str, str]] = field(default_factory=list)  # (label, action)
    detail: str = ""  # a technical detail, folded away (English)
    section: str = ""  # the how-to section the message links to
    # the text, then each label, as keys and fields (web.i18n.freeze; None where plain), so
    # a language switch can write them again (web/shell/notices.py)
    sources: list[object] = field(default_factory=list)


@dataclass
class UiState:
    """Everything the renderer needs besides the game view and the legal moves."""

    screen: str = "play"  # play | new | pass | final
    game: str = ""  # id of the game shown (its GameUI.id)
    seats: list[dict] = field(default_factory=list)  # [{"name", "kind", "level"}]
    viewer: int | None = None  # seat whose view is drawn
    chooser: str | None = None  # target key whose moves are offered as buttons
    previews: dict[str, str] = field(default_factory=dict)  # move -> cost/payment summary
    log: list[object] = field(default_factory=list)  # recorded lines (web.i18n.freeze)
    notice: Notice = field(default_factory=Notice)  # the message bar
    confirm: str | None = None  # a question waiting for an answer (e.g. "new")
    can_undo: bool = False
    thinking: bool = False  # a computer seat is about to move
    think_secs: int = 0  # how long it has been thinking (kept up to date by the binding)
    ratings: dict[str, int] = field(default_factory=dict)  # level -> measured rating
    pass_to: int | None = None  # seat the device must be handed to
    narrow: bool = False
    pace: str = "normal"
    menu_open: bool = False
    log_open: bool = True
    defaults: dict = field(default_factory=dict)  # new-game form values
    option_defs: list[dict] = field(default_factory=list)  # the engine's OPTIONS
    final: dict | None = None  # final scores, once the game is over
    last_move: str = ""
    # learning aids (web/shell/learn.py): how-to overlay, hint, tutorial coach, highlights
    howto: str | None = None  # section id the how-to-play overlay opens at (None: closed)
    hint: dict | None = None  # {"move", "text"} of the hint shown now
    can_hint: bool = False  # the Hint button is offered (a person decides, hints allowed)
    coach: dict | None = None  # the tutorial panel: {"step", "steps", "done", "say", "end"}
    highlight: list[str] = field(default_factory=list)  # moves / target keys to highlight
    game_on: bool = False  # a game is loaded (the menu offers its replay)
    move_names: dict[str, str] = field(default_factory=dict)  # legal move -> accessible name
    help_open: bool = False  # the keyboard shortcuts dialog
    changed: set[str] = field(default_factory=set)  # keys of table parts others changed
    fresh: set[str] = field(default_factory=set)  # of those, the ones the last move changed
    base_views: dict = field(default_factory=dict)  # seat -> its view at its last decision
    seen: dict[int, int] = field(default_factory=dict)  # seat -> log length at its last move
    region: str = ""  # narrow screens: the region shown (web/shell/regions.py)
    region_key: str = ""  # the decision the region was last chosen for
    zoom: float = 1.0  # the table's zoom on top of its readable size (see ZOOMS)
    roll_results: list[object] = field(default_factory=list)  # recorded lines of the last roll
    # the page around the table (issue 23; the binding fills these in before each draw)
    room: int = 0  # CSS px the table may use beside the sidebar (0: not known, the classic width)
    room_alone: int = 0  # CSS px the table may use with no sidebar (the log below the table)
    side: str = "open"  # the log sidebar on wide screens: "open" or "strip" (collapsed)
    side_w: int = 0  # the open sidebar's width in CSS px
    theme: str = "system"  # the person's colour theme: "system", "light" or "dark"
    sound: bool = False  # a short sound when the person's turn comes
    net: dict = field(default_factory=dict)  # online play: what web/shell/net_screen.py draws


def addressee(ui: UiState) -> int | None:
    """The seat the page speaks to as "you": the seat whose view is shown (the one person
    against computer seats, the hot-seat player after the pass screen); nobody while the
    device is passed, when all is shown (no viewer) or when the viewer is a computer seat."""
    seat = ui.viewer
    if ui.screen == "pass" or not isinstance(seat, int) or isinstance(seat, bool):
        return None
    if 0 <= seat < len(ui.seats) and ui.seats[seat].get("kind") == "computer":
        return None
    return seat


ZOOMS = (1.0, 1.25, 1.5, 2.0)  # never below 1: at 1 the table's smallest text is 11 CSS px
