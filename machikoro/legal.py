"""The single legality oracle: ``legal_moves(state)`` lists every legal move text.

Order is canonical and deterministic: roll 1 before roll 2; keep before reroll; targets and
swap partners in seat order; ``decline`` / ``pass`` first, then options in data order.
"""

from __future__ import annotations

from .components import (
    COST,
    L_COST,
    MAX_PER_CITY,
    NB,
    NL,
    SWAPPABLE,
    TWO_DICE_BIT,
)
from .moves import (
    BUILD_TEXT,
    COMPLETE_TEXT,
    DECLINE,
    KEEP,
    PASS,
    REROLL,
    ROLL_TEXT,
    SWAP_TEXT,
    TARGET_TEXT,
)
from .state import BUILD, OVER, ROLL, SWAP, TARGET, State
from .state import REROLL as PH_REROLL

_ROLL_ONE = [ROLL_TEXT[1]]
_ROLL_BOTH = [ROLL_TEXT[1], ROLL_TEXT[2]]
_KEEP_OR_REROLL = [KEEP, REROLL]


def legal_moves(s: State) -> list[str]:
    """Return the legal move texts for the player who decides now (empty once over)."""
    phase = s.phase
    if phase == ROLL:
        # RULES 4.2.1, 4.2.2: two dice only with a completed Train Station.
        return _ROLL_BOTH[:] if s.marks[s.turn] & TWO_DICE_BIT else _ROLL_ONE[:]
    if phase == BUILD:
        return build_moves(s)
    if phase == PH_REROLL:
        return _KEEP_OR_REROLL[:]  # RULES 10.4 (a), (b)
    if phase == TARGET:
        r = s.turn
        return [TARGET_TEXT[p] for p in range(s.n) if p != r]  # RULES 10.8 (a)
    if phase == SWAP:
        return [DECLINE, *(SWAP_TEXT[o] for o in swap_options(s))]  # RULES 10.7 (a)
    assert phase == OVER
    return []


_BUY = tuple((b, COST[b], NB * 99 if (cap := MAX_PER_CITY[b]) is None else cap,
              BUILD_TEXT[b]) for b in range(NB))
_DONE = tuple((1 << i, L_COST[i], COMPLETE_TEXT[i]) for i in range(NL))


def build_moves(s: State) -> list[str]:
    """Return ``pass`` plus every affordable purchase and completion (RULES 10.12)."""
    r = s.turn
    coins = s.coins[r]
    city = s.city[r]
    supply = s.supply
    marks = s.marks[r]
    out = [PASS]
    out += [text for b, cost, cap, text in _BUY
            if cost <= coins and supply[b] and city[b] < cap]
    out += [text for bit, cost, text in _DONE if cost <= coins and not marks & bit]
    return out


def can_swap(s: State) -> bool:
    """Return True if at least one Business Center swap exists (RULES 10.7 e)."""
    r = s.turn
    gives = {b for b in range(NB) if s.city[r][b] and SWAPPABLE[b]}
    if not gives:
        return False
    for q in range(s.n):
        if q != r:
            takes = {b for b in range(NB) if s.city[q][b] and SWAPPABLE[b]}
            if takes and (len(takes) > 1 or len(gives) > 1 or takes != gives):
                return True
    return False


def swap_options(s: State) -> list[tuple[int, int, int]]:
    """Return every distinct Business Center swap ``(seat, give, take)`` (RULES 10.7)."""
    r = s.turn
    own = s.city[r]
    gives = [b for b in range(NB) if own[b] and SWAPPABLE[b]]
    out: list[tuple[int, int, int]] = []
    for q in range(s.n):
        if q == r:
            continue
        theirs = s.city[q]
        takes = [b for b in range(NB) if theirs[b] and SWAPPABLE[b]]
        for g in gives:
            for t in takes:
                if g != t:  # RULES 10.7 (d): same type is no swap
                    out.append((q, g, t))
    return out
