"""Move grammar: canonical move texts, their parsed form, and the move errors.

Grammar (one decision = one move = one canonical text)::

    roll 1 | roll 2                 roll step: number of dice (2 needs the Train Station)
    keep | reroll                   Radio Tower: keep the shown result, or throw it away
                                    and return to the roll step (then "roll 1"/"roll 2")
    target <seat>                   TV Station: the player who pays
    swap <seat> <give> <take>       Business Center: give own <give>, take <seat>'s <take>
    decline                         Business Center: no swap
    build <building_id>             build step: buy one building from the supply
    complete <landmark_id>          build step: complete one landmark
    pass                            build step: build nothing
"""

from __future__ import annotations

from .components import BUILDINGS, LANDMARKS, MAX_DICE, PLAYERS_MAX, SWAPPABLE


class IllegalMoveError(ValueError):
    """The move is not in ``legal_moves()`` now; the game is unchanged."""


class InvalidMoveError(IllegalMoveError):
    """The text is not a move of the grammar at all."""


# Parsed move kinds.
K_ROLL = 0
K_KEEP = 1
K_REROLL = 2
K_TARGET = 3
K_SWAP = 4
K_DECLINE = 5
K_BUILD = 6
K_COMPLETE = 7
K_PASS = 8

Parsed = tuple[int, int, int, int]

KEEP = "keep"
REROLL = "reroll"
DECLINE = "decline"
PASS = "pass"
ROLL_TEXT: tuple[str, ...] = tuple(f"roll {k}" for k in range(MAX_DICE + 1))
TARGET_TEXT: tuple[str, ...] = tuple(f"target {p}" for p in range(PLAYERS_MAX))
BUILD_TEXT: tuple[str, ...] = tuple(f"build {b}" for b in BUILDINGS)
COMPLETE_TEXT: tuple[str, ...] = tuple(f"complete {lm}" for lm in LANDMARKS)
SWAP_TEXT: dict[tuple[int, int, int], str] = {
    (p, g, t): f"swap {p} {BUILDINGS[g]} {BUILDINGS[t]}"
    for p in range(PLAYERS_MAX)
    for g in range(len(BUILDINGS))
    for t in range(len(BUILDINGS))
    if SWAPPABLE[g] and SWAPPABLE[t] and g != t
}


def _table() -> dict[str, Parsed]:
    table: dict[str, Parsed] = {KEEP: (K_KEEP, 0, 0, 0), REROLL: (K_REROLL, 0, 0, 0),
                                DECLINE: (K_DECLINE, 0, 0, 0), PASS: (K_PASS, 0, 0, 0)}
    for k in range(1, MAX_DICE + 1):
        table[ROLL_TEXT[k]] = (K_ROLL, k, 0, 0)
    for p, text in enumerate(TARGET_TEXT):
        table[text] = (K_TARGET, p, 0, 0)
    for b, text in enumerate(BUILD_TEXT):
        table[text] = (K_BUILD, b, 0, 0)
    for i, text in enumerate(COMPLETE_TEXT):
        table[text] = (K_COMPLETE, i, 0, 0)
    for (p, g, t), text in SWAP_TEXT.items():
        table[text] = (K_SWAP, p, g, t)
    return table


MOVE_TABLE: dict[str, Parsed] = _table()


def parse(text: object) -> Parsed:
    """Return the parsed form of a canonical move text, or raise ``InvalidMoveError``."""
    parsed = MOVE_TABLE.get(text) if isinstance(text, str) else None
    if parsed is None:
        raise InvalidMoveError(f"not a Machi Koro move: {text!r}")
    return parsed
