"""Applying one (already legal) parsed move: roll, Radio Tower, purple choices, build.

``apply`` is private to the engine: ``Game.play`` checks legality first (legal.py).
"""

from __future__ import annotations

from .components import (
    ALL_LANDMARKS_MASK,
    BUILDINGS,
    COST,
    DIE_SIDES,
    L_COST,
    LANDMARKS,
    REROLL_BIT,
)
from .income import continue_purple, resolve_income, steal, swap
from .moves import (
    K_BUILD,
    K_COMPLETE,
    K_DECLINE,
    K_KEEP,
    K_PASS,
    K_REROLL,
    K_ROLL,
    K_SWAP,
    K_TARGET,
    Parsed,
)
from .rng import MASK64
from .state import OVER, REROLL, ROLL, State

_LIMIT = (1 << 64) - ((1 << 64) % DIE_SIDES)


def draw_die(s: State) -> int:
    """Return one die face: an injected face if any is left, else the seeded generator."""
    if s.qpos < len(s.queue):
        face = s.queue[s.qpos]
        s.qpos += 1
        return face
    # splitmix64 step inlined (see rng.next_u64); rejection keeps the die unbiased.
    state = s.rng
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        z ^= z >> 31
        if z < _LIMIT:
            s.rng = state
            return z % DIE_SIDES + 1


def apply(s: State, move: Parsed) -> None:
    """Apply a legal parsed move to ``s`` in place, appending to ``s.events``."""
    kind = move[0]
    if kind == K_ROLL:
        roll(s, move[1])
    elif kind == K_BUILD:
        b = move[1]
        s.coins[s.turn] -= COST[b]  # RULES 6.2: paid to the bank, in full
        s.supply[b] -= 1
        s.city[s.turn][b] += 1  # RULES 6.3
        s.events.append({"type": "build", "player": s.turn, "card": BUILDINGS[b],
                         "cost": COST[b]})
        end_turn(s)
    elif kind == K_PASS:
        s.events.append({"type": "pass", "player": s.turn})
        end_turn(s)
    elif kind == K_KEEP:
        s.events.append({"type": "keep", "player": s.turn, "total": sum(s.dice)})
        resolve_income(s)
    elif kind == K_REROLL:
        # RULES 10.4 (c), (e): the shown result is discarded; the player rolls again.
        s.rerolled = True
        s.phase = ROLL
        s.events.append({"type": "reroll", "player": s.turn, "discarded": list(s.dice)})
    elif kind == K_COMPLETE:
        i = move[1]
        s.coins[s.turn] -= L_COST[i]  # RULES 6.6
        s.marks[s.turn] |= 1 << i
        s.events.append({"type": "complete", "player": s.turn, "card": LANDMARKS[i],
                         "cost": L_COST[i]})
        end_turn(s)
    elif kind == K_TARGET:
        steal(s, move[1])
        s.purple_next += 1
        continue_purple(s)
    elif kind == K_SWAP:
        swap(s, move[1], move[2], move[3])
        s.purple_next += 1
        continue_purple(s)
    elif kind == K_DECLINE:
        s.events.append({"type": "decline_swap", "player": s.turn})
        s.purple_next += 1
        continue_purple(s)
    else:  # pragma: no cover - parse() only yields the kinds above
        raise AssertionError(f"unknown move kind {kind}")


def roll(s: State, count: int) -> None:
    """Roll ``count`` dice; offer the Radio Tower or resolve income (RULES 4.2, 10.4)."""
    s.dice = (draw_die(s),) if count == 1 else (draw_die(s), draw_die(s))
    s.events.append({"type": "roll", "player": s.turn, "dice": list(s.dice),
                     "total": sum(s.dice), "rerolled": s.rerolled})
    if s.marks[s.turn] & REROLL_BIT and not s.rerolled:
        s.phase = REROLL
    else:
        resolve_income(s)


def end_turn(s: State) -> None:
    """Finish the turn: win check, then extra turn or next player (RULES 4.5, 9.1)."""
    r = s.turn
    if s.marks[r] & ALL_LANDMARKS_MASK == ALL_LANDMARKS_MASK:
        s.phase = OVER
        s.winner = r
        s.events.append({"type": "game_over", "winner": r})
        return
    nxt = r if s.extra else (r + 1) % s.n
    s.events.append({"type": "turn", "player": nxt, "extra": s.extra})
    s.turn = nxt
    s.turn_no += 1
    s.rerolled = False
    s.extra = False
    s.purple_next = 0
    s.phase = ROLL
