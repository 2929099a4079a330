"""The income step (RULES 4.3, section 5): red, then green and blue, then purple.

Tables are precomputed per roll value from ``components``; the phases follow RULES 5.3.
Purple effects that need a decision (TV Station target, Business Center swap) stop the
resolution and set the phase; ``continue_purple`` resumes after the decision.
"""

from __future__ import annotations

from .components import (
    ACTIVATES_ON,
    ACTIVATION,
    BUILDINGS,
    EFFECT_AMOUNT,
    EFFECT_COUNTS,
    EFFECT_KIND,
    EXTRA_TURN_BIT,
    MALL_AMOUNT,
    MALL_BIT,
    MALL_TARGETS,
    NB,
    PHASE,
    PURPLE_ORDER,
)
from .legal import can_swap
from .state import BUILD, SWAP, TARGET, State

MAX_ROLL = 12

# Row per building: (index, id, amount, mall bonus, counted building indices).
Row = tuple[int, str, int, int, tuple[int, ...]]


def _row(b: int) -> Row:
    bonus = MALL_AMOUNT if b in MALL_TARGETS else 0
    return (b, BUILDINGS[b], EFFECT_AMOUNT[b], bonus, EFFECT_COUNTS[b])


def _rows(v: int, phase: int, activates_on: str | None = None) -> tuple[Row, ...]:
    return tuple(
        _row(b) for b in range(NB)
        if v in ACTIVATION[b] and PHASE[b] == phase
        and (activates_on is None or ACTIVATES_ON[b] == activates_on)
    )


# RULES 5.2 / 5.3: what each roll value activates, split by phase and by colour rule.
RED: tuple[tuple[Row, ...], ...] = tuple(_rows(v, 1) for v in range(MAX_ROLL + 1))
ANY_TURN: tuple[tuple[Row, ...], ...] = tuple(
    _rows(v, 2, "any_turn") for v in range(MAX_ROLL + 1))
OWN_TURN: tuple[tuple[Row, ...], ...] = tuple(
    _rows(v, 2, "own_turn") for v in range(MAX_ROLL + 1))
PURPLE: tuple[tuple[int, ...], ...] = tuple(
    tuple(b for b in PURPLE_ORDER if v in ACTIVATION[b]) for v in range(MAX_ROLL + 1)
)


# Seats starting with the roller, clockwise: SEAT_ORDER[n][r].
SEAT_ORDER: dict[int, tuple[tuple[int, ...], ...]] = {
    n: tuple(tuple((r + k) % n for k in range(n)) for r in range(n)) for n in range(1, 9)
}

# The other seats counter-clockwise from the roller's right: CCW_ORDER[n][r] (RULES 5.3.4).
CCW_ORDER: dict[int, tuple[tuple[int, ...], ...]] = {
    n: tuple(tuple((r - k) % n for k in range(1, n)) for r in range(n)) for n in range(1, 9)
}


def roll_value(s: State) -> int:
    """Return the shown result: the die, or the sum of both dice (RULES 4.2.3)."""
    return sum(s.dice)


def pay(s: State, payer: int, to: int, amount: int, card: str) -> int:
    """Move ``min(amount, payer's coins)`` from payer to recipient (RULES 5.5); return it."""
    coins = s.coins
    x = amount if amount <= coins[payer] else coins[payer]
    coins[payer] -= x
    coins[to] += x
    s.events.append({"type": "pay", "from": payer, "to": to, "amount": x, "owed": amount,
                     "card": card})
    return x


def _bank_amount(row: Row, city: list[int], mall: bool) -> int:
    """Return what one activated copy of a bank-paid building yields (RULES 8.2, 8.3)."""
    _, _, amount, bonus, counts = row
    if counts:
        return amount * sum(city[c] for c in counts)  # RULES 8.3.5
    return amount + bonus if mall else amount


def resolve_income(s: State) -> None:
    """Resolve the standing roll: set the extra-turn flag, pay phases 1-3 (RULES 5.3)."""
    dice = s.dice
    v = dice[0] + dice[1] if len(dice) == 2 else dice[0]
    r = s.turn
    n = s.n
    city = s.city
    marks = s.marks
    events = s.events
    # RULES 7.4, 10.6 (c): judged on the kept roll, with landmarks owned at roll time.
    s.extra = bool(marks[r] & EXTRA_TURN_BIT) and len(dice) == 2 and dice[0] == dice[1]
    # Phase 1, red: owners counter-clockwise from the roller's right (RULES 5.3.4).
    reds = RED[v]
    if reds:
        for o in CCW_ORDER[n][r]:
            oc = city[o]
            mall = marks[o] & MALL_BIT
            claim = 0
            card = ""
            for row in reds:
                c = oc[row[0]]
                if c:
                    claim += c * (row[2] + row[3] if mall else row[2])
                    card = card or row[1]
            if claim:
                pay(s, r, o, claim, card)
    # Phase 2, blue for everyone (RULES 5.2.1), green for the roller (RULES 5.2.2).
    coins = s.coins
    order = SEAT_ORDER[n][r]
    for row in ANY_TURN[v]:
        b = row[0]
        for p in order:
            c = city[p][b]
            if c:
                x = c * _bank_amount(row, city[p], bool(marks[p] & MALL_BIT))
                coins[p] += x
                events.append({"type": "income", "to": p, "amount": x, "card": row[1],
                               "copies": c})
    own = city[r]
    for row in OWN_TURN[v]:
        c = own[row[0]]
        if c:
            x = c * _bank_amount(row, own, bool(marks[r] & MALL_BIT))
            coins[r] += x
            events.append({"type": "income", "to": r, "amount": x, "card": row[1],
                           "copies": c})
    # Phase 3, purple (RULES 5.2.4, 10.10 c).
    s.purple_next = 0
    if PURPLE[v]:
        continue_purple(s)
    else:
        s.phase = BUILD


def continue_purple(s: State) -> None:
    """Resolve the roller's purple buildings from ``s.purple_next`` on, then go to build."""
    v = roll_value(s)
    r = s.turn
    n = s.n
    order = PURPLE[v]
    i = s.purple_next
    while i < len(order):
        b = order[i]
        s.purple_next = i
        copies = s.city[r][b]
        if copies:
            kind = EFFECT_KIND[b]
            if kind == "from_each_other":  # RULES 8.5.1, 10.9
                for _ in range(copies):
                    for k in range(1, n):
                        pay(s, (r - k) % n, r, EFFECT_AMOUNT[b], BUILDINGS[b])
            elif kind == "steal_from_one":  # RULES 8.5.2, 10.8
                others = [(r - k) % n for k in range(1, n)]
                if len(others) > 1 and any(s.coins[p] for p in others):
                    s.phase = TARGET
                    return
                # RULES 10.8 (c): one possible target, or nobody holds a coin.
                steal(s, others[0], auto=True)
            elif kind == "swap":  # RULES 8.5.3, 10.7
                if can_swap(s):
                    s.phase = SWAP
                    return
                s.events.append({"type": "swap_impossible", "player": r})
        i += 1
    s.purple_next = i
    s.phase = BUILD


def steal(s: State, target: int, auto: bool = False) -> None:
    """Apply the TV Station payment from ``target`` to the roller (RULES 8.5.2)."""
    b = PURPLE[roll_value(s)][s.purple_next]
    s.events.append({"type": "tv_target", "player": s.turn, "target": target, "auto": auto})
    pay(s, target, s.turn, EFFECT_AMOUNT[b], BUILDINGS[b])


def swap(s: State, other: int, give: int, take: int) -> None:
    """Exchange one building each between the roller and ``other`` (RULES 10.7 a)."""
    r = s.turn
    s.city[r][give] -= 1
    s.city[other][give] += 1
    s.city[other][take] -= 1
    s.city[r][take] += 1
    s.events.append({"type": "swap", "player": r, "with": other, "give": BUILDINGS[give],
                     "take": BUILDINGS[take]})
