"""Judging build-step moves and purple choices: shared by the normal and hard levels.

``ranked_builds`` orders build-step moves by the rounds-to-win estimate after them;
``keep_or_reroll``, ``best_target`` and ``best_swap`` answer the Radio Tower, TV Station and
Business Center decisions (RULES 10.4, 10.7, 10.8).
"""

from __future__ import annotations

from ..components import COST, L_COST
from ..moves import K_BUILD, K_COMPLETE, K_SWAP, MOVE_TABLE
from ..state import State
from .heuristics import best_dice, mode_value, remaining_cost, roll_table, turns_to_win


def _after(s: State, move: str) -> State:
    """Return a copy of ``s`` with the build move's city/coin change applied (no turn end)."""
    t = s.clone()
    kind, a, _, _ = MOVE_TABLE[move]
    r = s.turn
    if kind == K_BUILD:
        t.coins[r] -= COST[a]
        t.city[r][a] += 1
        t.supply[a] -= 1
    elif kind == K_COMPLETE:
        t.coins[r] -= L_COST[a]
        t.marks[r] |= 1 << a
    return t


def build_score(s: State, move: str) -> float:
    """Return the normal bot's cost for a build-step move (lower is better)."""
    t = _after(s, move)
    r = s.turn
    # Rounds to win, plus a little for coins left lying around to be taken (RULES 8.4, 8.5).
    return turns_to_win(t, r) + 0.02 * t.coins[r]


def ranked_builds(s: State, legal: list[str]) -> list[tuple[float, str]]:
    """Return ``(score, move)`` for every build-step move, best first."""
    return sorted((build_score(s, m), m) for m in legal)


def keep_or_reroll(s: State) -> str:
    """Return ``keep`` unless rolling again has a higher expected own gain (RULES 10.4)."""
    me = s.turn
    table = roll_table(s, me)
    v = sum(s.dice)
    now = table[v][me]
    dice = best_dice(s, me, table)
    again = mode_value(table, me, dice)
    if len(s.dice) == 2 and s.dice[0] == s.dice[1]:
        now += mode_value(table, me, 2)  # a kept double may give an extra turn
    return "reroll" if again > now + 0.25 else "keep"


def best_target(s: State, legal: list[str]) -> str:
    """Return the TV Station target: the most coins taken, then the leading opponent."""
    def key(m: str) -> tuple[int, float, int]:
        p = MOVE_TABLE[m][1]
        return (min(5, s.coins[p]), -remaining_cost(s, p), -p)
    return max(legal, key=key)


def best_swap(s: State, legal: list[str]) -> str:
    """Return the swap that most shortens our race relative to the partner, or decline."""
    me = s.turn
    others = [p for p in range(s.n) if p != me]
    leader = min(others, key=lambda p: (remaining_cost(s, p), p))
    base_me = turns_to_win(s, me)
    base_them = turns_to_win(s, leader)
    best, best_gain = "decline", 0.05
    for m in legal:
        kind, q, g, t = MOVE_TABLE[m]
        if kind != K_SWAP or q != leader:
            continue
        x = s.clone()
        x.city[me][g] -= 1
        x.city[q][g] += 1
        x.city[q][t] -= 1
        x.city[me][t] += 1
        gain = (base_me - turns_to_win(x, me)) + 0.5 * (turns_to_win(x, q) - base_them)
        if gain > best_gain:
            best, best_gain = m, gain
    return best
