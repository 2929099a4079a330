"""The decision a hand-made position starts at (``from_position``'s turn fields).

A position may start at any step of a turn: the roll (default), the Radio Tower choice, a
TV Station target, a Business Center swap or the build step, with the dice shown, the
Radio Tower already used, an Amusement Park extra turn pending and the turn number.
Anything that cannot happen in a real game is refused with a ValueError naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .components import DIE_SIDES, EFFECT_KIND, EXTRA_TURN_BIT, REROLL_BIT, TWO_DICE_BIT
from .income import PURPLE, roll_value
from .legal import can_swap
from .state import BUILD, PHASE_NAMES, REROLL, ROLL, SWAP, TARGET, State

FIELDS = ("phase", "rolled", "last_roll", "rerolled", "extra", "turn_number")
PURPLE_KIND = {TARGET: "steal_from_one", SWAP: "swap"}  # decision -> purple effect asking it


def _flag(position: Mapping[str, Any], key: str) -> bool:
    value = position.get(key, False)
    if not isinstance(value, bool):
        raise ValueError(f"{key} must be true or false, got {value!r}")
    return value


def _faces(position: Mapping[str, Any], key: str) -> tuple[int, ...]:
    rolled = position.get(key, [])
    if not isinstance(rolled, Sequence) or isinstance(rolled, str) or len(rolled) > 2:
        raise ValueError(f"{key} must be the one or two dice showing")
    for d in rolled:
        if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= DIE_SIDES:
            raise ValueError(f"{key}: die face {d!r} is not an int from 1 to {DIE_SIDES}")
    return tuple(rolled)


def _rolled(position: Mapping[str, Any], s: State) -> tuple[int, ...]:
    rolled = _faces(position, "rolled")
    if len(rolled) == 2 and not s.marks[s.turn] & TWO_DICE_BIT:
        raise ValueError("rolled: two dice need a completed Train Station (RULES 4.2.2)")
    return rolled


def read_pending(position: Mapping[str, Any], s: State) -> dict[str, Any]:
    """Set the pending step of ``s`` (roller, landmarks and cities already set) from
    ``position``; return the normalized turn fields."""
    name = position.get("phase", "roll")
    if name not in PHASE_NAMES or name == "over":
        raise ValueError(f"phase must be one of {list(PHASE_NAMES[:-1])}, got {name!r}")
    s.phase = PHASE_NAMES.index(name)
    s.dice = _rolled(position, s)
    s.rerolled = _flag(position, "rerolled")
    s.extra = _flag(position, "extra")
    turn_no = position.get("turn_number", 1)
    if isinstance(turn_no, bool) or not isinstance(turn_no, int) or turn_no < 1:
        raise ValueError(f"turn_number must be an int from 1, got {turn_no!r}")
    s.turn_no = turn_no
    marks = s.marks[s.turn]
    if s.phase == ROLL:
        if s.dice or s.extra:
            raise ValueError("rolled/extra: nothing is rolled before the roll step")
        s.dice = _faces(position, "last_roll")  # still showing: the last roll, for the eye
    elif "last_roll" in position:
        raise ValueError("last_roll: only at the roll step; after it give 'rolled'")
    elif not s.dice and s.phase != BUILD:
        raise ValueError(f"rolled: phase {name!r} follows a roll; give the dice showing")
    if s.rerolled and not marks & REROLL_BIT:
        raise ValueError("rerolled: the roller has no Radio Tower (RULES 10.4)")
    if s.phase == REROLL and (s.rerolled or not marks & REROLL_BIT):
        raise ValueError("phase 'reroll' needs a Radio Tower not used this turn (RULES 10.4)")
    if s.extra and not (marks & EXTRA_TURN_BIT and len(s.dice) == 2
                        and s.dice[0] == s.dice[1] and s.phase != REROLL):
        raise ValueError("extra: an extra turn follows doubles kept with an Amusement Park "
                         "(RULES 10.6)")
    if s.phase in PURPLE_KIND:
        _purple_step(s, name)
    elif s.phase == BUILD and s.dice:
        s.purple_next = len(PURPLE[roll_value(s)])  # every purple building of the roll is done
    shown = "last_roll" if s.phase == ROLL else "rolled"
    return {"phase": name, shown: list(s.dice), "rerolled": s.rerolled, "extra": s.extra,
            "turn_number": s.turn_no}


def _purple_step(s: State, name: str) -> None:
    """Point ``purple_next`` at the building asking this decision; refuse if it cannot ask."""
    order = PURPLE[roll_value(s)]
    kind = PURPLE_KIND[s.phase]
    here = [i for i, b in enumerate(order) if EFFECT_KIND[b] == kind and s.city[s.turn][b]]
    if not here:
        raise ValueError(f"phase {name!r}: the roller owns no building of this roll that asks it")
    s.purple_next = here[0]
    others = [p for p in range(s.n) if p != s.turn]
    if s.phase == TARGET and (len(others) < 2 or not any(s.coins[p] for p in others)):
        raise ValueError("phase 'tv_target': the target is only asked with two or more "
                         "opponents, one holding a coin (RULES 10.8 c)")
    if s.phase == SWAP and not can_swap(s):
        raise ValueError("phase 'swap': no Business Center swap is possible (RULES 10.7 e)")
