"""Step 2 of the main action: moving the president or recalling (RULES 5.3, 9.2.2, 9.2.5,
9.2.11, 9.2.20, 14.3, 14.4).

A step-by-step route is offered once per distinct outcome (destination, who is paid how
much, canal fee): routes with the same outcome are the same move, so the shortest of them
(found first by breadth-first search) stands for all.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable

from .actions import begin_action
from .errors import InvalidMoveError
from .moves import Move, MoveTo, Recall, StationTo, TramTo, parse
from .placement import other_presidents
from .rewards import pay_player, pay_supply
from .state import IN_HAND, State


def stop_fee_each(g: State, has_stagecoach: bool) -> int:
    """Postal Service stop fee per other president (5.3.8)."""
    if has_stagecoach and g.options["stagecoach_covers_postal_stop"]:
        return 0
    return 1


def legal_move(g: State) -> list[str]:
    """Every Move (from hand, step-by-step, Tram, Station) plus Recall (5.3.1)."""
    p = g.players[g.current]
    seat = p.seat
    others = other_presidents(g, seat)
    tech = p.tech_names
    postal = "postal_service" in tech
    stagecoach = "stagecoach" in tech
    stop_each = stop_fee_each(g, stagecoach) if postal else 0
    own = [counts[seat] > 0 for counts in g.assistants]
    canal = g.canal
    yen = p.yen
    moves: list[str] = []
    start = p.president

    def can_stop(area: int) -> bool:
        if area == canal or not own[area]:
            return False
        return not others[area] or (postal and stop_each * len(others[area]) <= yen)

    if start == IN_HAND:  # 5.3.3
        moves += [f"move {g.pos[a]}" for a in range(len(g.pos)) if can_stop(a)]
    else:
        moves += _routes(g, start, own, others, can_stop, stagecoach, stop_each, yen)
    needs_own = g.options["direct_move_requires_own_assistant"]
    if "tram" in tech:  # 5.3.7, 9.2.20
        moves += [f"tram {g.pos[a]}" for a in range(len(g.pos))
                  if a != canal and a != start and not others[a] and (own[a] or not needs_own)]
    st = g.station
    if "station" in tech and st >= 0 and st != start and (own[st] or not needs_own):
        moves.append(f"station {g.pos[st]}")
    moves.append("recall")  # 5.3.9: always allowed
    return moves


def _routes(g: State, start: int, own: list[bool], others: list[list[int]],
            can_stop: Callable[[int], bool], stagecoach: bool, stop_each: int,
            yen: int) -> list[str]:
    """Breadth-first search over simple routes, one per distinct outcome (5.3.4-5.3.6)."""
    canal = g.canal
    adj = g.adj
    zero = (0,) * g.n
    # Routes reaching one area with the same payments differ only in the areas they have
    # used; a route whose used areas include another's can do nothing the other cannot, so
    # it is dropped (exact pruning: every outcome reachable by a simple route is offered).
    used_sets: dict[tuple[int, tuple[int, ...], int], list[int]] = {}
    offered: set[tuple[int, tuple[int, ...], int]] = set()
    outcomes: list[str] = []
    queue: deque[tuple[int, tuple[int, ...], int, tuple[int, ...], int]] = deque()
    for nxt in adj[start]:
        if nxt == canal:
            if yen >= 1:
                queue.append((nxt, (nxt,), 1 << nxt, zero, 1))
        elif own[nxt]:
            queue.append((nxt, (nxt,), 1 << nxt, zero, 0))
    while queue:
        node, path, mask, pay, canal_fee = queue.popleft()
        key = (node, pay, canal_fee)
        earlier = used_sets.setdefault(key, [])
        if any(m & ~mask == 0 for m in earlier):
            continue
        earlier.append(mask)
        cost = sum(pay) + canal_fee
        if (key not in offered and can_stop(node)
                and cost + stop_each * len(others[node]) <= yen):
            offered.add(key)
            outcomes.append(MoveTo.write(g.pos[node], [g.pos[a] for a in path[:-1]]))
        # pass through ``node`` and go on
        if others[node] and not stagecoach:
            passed = list(pay)
            for owner in others[node]:
                passed[owner] += 1
            pay_next = tuple(passed)
            cost += len(others[node])
        else:
            pay_next = pay
        if cost > yen:
            continue
        for nxt in adj[node]:
            if nxt == start or mask >> nxt & 1:
                continue
            if nxt == canal:
                if cost + 1 <= yen:
                    queue.append((nxt, (*path, nxt), mask | 1 << nxt, pay_next, canal_fee + 1))
            elif own[nxt]:
                queue.append((nxt, (*path, nxt), mask | 1 << nxt, pay_next, canal_fee))
    return outcomes


Outcome = tuple[int, tuple[int, ...], int]


def pass_fee(g: State, seat: int, area: int, others: list[list[int]]) -> int:
    """What passing through ``area`` costs ``seat``: ¥1 for the canal, else ¥1 per other
    president there, nothing with Stagecoach (5.3.5, 5.3.6, 9.2.5)."""
    if area == g.canal:
        return 1
    return 0 if "stagecoach" in g.players[seat].tech_names else len(others[area])


def cheapest_route_fee(g: State, seat: int, start: int, dest: int,
                       others: list[list[int]]) -> int | None:
    """Least route fees from ``start`` to ``dest`` through own areas and the canal, whatever
    the money (None: no route); the stop fee is not included (5.3.4-5.3.6)."""
    own = [counts[seat] > 0 for counts in g.assistants]
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        cost, node = heapq.heappop(heap)
        if node == dest:
            return cost
        if cost > best.get(node, cost):
            continue
        step = 0 if node == start else pass_fee(g, seat, node, others)
        for nxt in g.adj[node]:
            if nxt == start or not (own[nxt] or nxt == g.canal):
                continue
            if nxt == g.canal and nxt == dest:
                continue
            new = cost + step
            if new < best.get(nxt, new + 1):
                best[nxt] = new
                heapq.heappush(heap, (new, nxt))
    return None


def route_outcome(g: State, move: MoveTo) -> Outcome | None:
    """Destination, payment per seat and canal fee of a ``move X via ...`` whose route is
    legal now (5.3.4-5.3.6, 5.3.8); None if it is not such a legal route."""
    p = g.players[g.current]
    names = move.route
    if p.president == IN_HAND or not all(x in g.index_of for x in names):
        return None
    path = [g.index_of[x] for x in names]
    if len(set(path)) != len(path) or p.president in path:  # simple routes only
        return None
    seat, yen = p.seat, p.yen
    others = other_presidents(g, seat)
    stagecoach = "stagecoach" in p.tech_names
    pay = [0] * g.n
    canal_fee = cost = 0
    here = p.president
    for i, area in enumerate(path):
        if area not in g.adj[here]:
            return None
        if area == g.canal:
            canal_fee += 1
            cost += 1
        elif not g.assistants[area][seat]:
            return None
        if cost > yen:
            return None
        if i < len(path) - 1 and others[area] and not stagecoach:
            for owner in others[area]:
                pay[owner] += 1
            cost += len(others[area])
            if cost > yen:
                return None
        here = area
    dest = path[-1]
    if dest == g.canal:
        return None
    if others[dest]:
        if "postal_service" not in p.tech_names:
            return None
        cost += stop_fee_each(g, stagecoach) * len(others[dest])
    if cost > yen:
        return None
    return dest, tuple(pay), canal_fee


def canonical_move(g: State, text: str, legal: list[str]) -> str | None:
    """The legal move with the same outcome as the route ``text`` (RULES 5.3.11), if any."""
    if g.stage != "move":
        return None
    try:
        move = parse(text)
    except InvalidMoveError:
        return None
    if not isinstance(move, MoveTo):
        return None
    outcome = route_outcome(g, move)
    if outcome is None:
        return None
    return next((m for m in legal if (other := parse(m)) and isinstance(other, MoveTo)
                 and route_outcome(g, other) == outcome), None)


def apply_move(g: State, move: Move) -> None:
    p = g.players[g.current]
    if isinstance(move, Recall):
        _begin_recall(g)
        return
    assert isinstance(move, MoveTo | TramTo | StationTo)
    dest = g.index_of[move.area]
    if isinstance(move, MoveTo):
        others = other_presidents(g, p.seat)
        stagecoach = "stagecoach" in p.tech_names
        for area in (g.index_of[x] for x in move.via):  # fees for areas passed (5.3.5, 5.3.6)
            if area == g.canal:
                pay_supply(g, p, "canal_fee", yen=1)
            elif not stagecoach:
                for owner in others[area]:
                    pay_player(g, p, owner, 1, "route_fee")
        if others[dest]:  # Postal Service stop (5.3.8)
            each = stop_fee_each(g, stagecoach)
            if each:
                for owner in others[dest]:
                    pay_player(g, p, owner, each, "postal_fee")
    p.president = dest
    if g.record:
        g.log("move", seat=p.seat, how=move.word, area=g.pos[dest])
    begin_action(g, dest, agent=False, return_stage="C")


def _own_areas(g: State, seat: int) -> list[int]:
    return [a for a, counts in enumerate(g.assistants) if counts[seat]]


def _begin_recall(g: State) -> None:
    """President to hand, then choose areas to recall from (5.3.9)."""
    p = g.players[g.current]
    p.president = IN_HAND
    if g.record:
        g.log("recall", seat=p.seat)
    if _own_areas(g, p.seat):
        g.stage = "recall"
        g.stage_data = ()
    else:
        g.stage = "C"
        g.stage_data = ()


def legal_recall(g: State) -> list[str]:
    """Areas whose assistants may still be recalled, and ``done`` (5.3.9)."""
    return [f"recall {g.pos[a]}" for a in _own_areas(g, g.current)] + ["done"]


def apply_recall(g: State, move: Move) -> None:
    p = g.players[g.current]
    if isinstance(move, Recall) and move.area is not None:
        area = g.index_of[move.area]
        count = g.assistants[area][p.seat]
        g.assistants[area][p.seat] = 0
        p.hand_assistants += count
        if g.record:
            g.log("recall_area", seat=p.seat, area=g.pos[area], count=count)
        if g.options["recall_scope"] == "any_areas" and _own_areas(g, p.seat):
            return
    g.stage = "C"
    g.stage_data = ()
