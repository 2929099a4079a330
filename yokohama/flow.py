"""Turn flow: which decision comes next (RULES 3.9.3, 4, 5.1, 11).

Each decision kind (``stage``) has one legal-move generator and one apply function,
registered in ``LEGAL`` and ``APPLY``. Steps with no real choice are passed automatically.
"""

from __future__ import annotations

from collections.abc import Callable

from . import actions, additional, building, movement, placement, scoring
from .moves import Agent, Done, Keep, Move, Pair, Place, parse
from .state import State

# --- starting orders (RULES 3.9.3) -------------------------------------------


def begin_keep(g: State) -> None:
    """Draw two orders for the seat now choosing its starting order."""
    g.stage = "keep"
    draws = [g.order_deck.pop() for _ in range(2) if g.order_deck]
    g.keep_draws = {g.current: draws}


def legal_keep(g: State) -> list[str]:
    return [f"keep {card}" for card in g.keep_draws.get(g.current, [])]


def apply_keep(g: State, move: Move) -> None:
    assert isinstance(move, Keep)
    card = move.order
    draws = g.keep_draws.pop(g.current)
    g.players[g.current].orders.append(card)
    g.unseen_orders.extend(c for c in draws if c != card)
    nxt = (g.current + 1) % g.n
    if nxt == g.start_player:
        g.keep_draws = {}
        g.round = 1
        g.current = g.start_player
        start_turn(g)
    else:
        g.current = nxt
        begin_keep(g)


# --- phases A and C (RULES 4.3, 4.4, 7) -------------------------------------------------


def legal_phase_a(g: State) -> list[str]:
    """Phase A: additional actions, or start the main action with a placement (4.3)."""
    return additional.legal_additional(g) + placement.legal_placement_start(g)


def legal_phase_c(g: State) -> list[str]:
    """Phase C: additional actions, or ``done`` to end the turn (4.3, 4.4)."""
    return [*additional.legal_additional(g), "done"]


def apply_phase_a(g: State, move: Move) -> None:
    if isinstance(move, Place | Pair | Done):
        placement.apply_placement_start(g, move)
    else:
        _apply_additional(g, move, "A")


def apply_phase_c(g: State, move: Move) -> None:
    if isinstance(move, Done):
        apply_end_turn(g)
    else:
        _apply_additional(g, move, "C")


def _apply_additional(g: State, move: Move, phase: str) -> None:
    """An additional action; a foreign agent runs steps 3-6 and returns to ``phase`` (7.2)."""
    if not isinstance(move, Agent):
        additional.apply_additional(g, move)
        return
    p = g.players[g.current]
    p.agent_used = True
    p.agents_used += 1
    actions.begin_action(g, g.index_of[move.area], agent=True, return_stage=phase)


# --- turns ---------------------------------------------------------------------


def start_turn(g: State) -> None:
    """Reset once-per-turn limits and apply Stock System (RULES 4.2)."""
    p = g.players[g.current]
    p.agent_used = p.university_used = p.spinning_used = False
    if "stock_system" in p.tech_names and p.yen <= 1:
        gained = 2 - p.yen
        p.yen = 2
        if g.record:
            g.log("gain", seat=p.seat, what={"yen": gained}, reason="stock_system")
    g.stage = "A"
    g.stage_data = ()


def apply_end_turn(g: State) -> None:
    """End the turn; end the game after the last player's turn of the final round (11.2)."""
    last_player = (g.start_player - 1) % g.n
    if g.end_triggered and g.current == last_player and g.round == g.end_round:
        g.stage = "over"
        g.stage_data = ()
        scoring.final_scoring(g)
        return
    g.current = (g.current + 1) % g.n
    if g.current == g.start_player:
        g.round += 1
    start_turn(g)


# --- dispatch ------------------------------------------------------------------

LegalFn = Callable[["State"], list[str]]
ApplyFn = Callable[["State", Move], None]

LEGAL: dict[str, LegalFn] = {
    "keep": legal_keep,
    "A": legal_phase_a,
    "spread": placement.legal_spread,
    "telegraph": placement.legal_telegraph,
    "move": movement.legal_move,
    "recall": movement.legal_recall,
    "port": actions.legal_port,
    "lab": actions.legal_lab,
    "station": actions.legal_station,
    "labor": actions.legal_labor,
    "chinatown": actions.legal_chinatown,
    "church": actions.legal_church,
    "customs": actions.legal_customs,
    "bonus": building.legal_bonus,
    "build": building.legal_build,
    "recovery": building.legal_recovery,
    "C": legal_phase_c,
    "over": lambda g: [],
}

APPLY: dict[str, ApplyFn] = {
    "keep": apply_keep,
    "A": apply_phase_a,
    "spread": placement.apply_spread,
    "telegraph": placement.apply_telegraph,
    "move": movement.apply_move,
    "recall": movement.apply_recall,
    "port": actions.apply_port,
    "lab": actions.apply_lab,
    "station": actions.apply_station,
    "labor": actions.apply_labor,
    "chinatown": actions.apply_chinatown,
    "church": actions.apply_church,
    "customs": actions.apply_customs,
    "bonus": building.apply_bonus,
    "build": building.apply_build,
    "recovery": building.apply_recovery,
    "C": apply_phase_c,
}


def legal_moves(g: State) -> list[str]:
    """Return the legal moves of the current decision."""
    return LEGAL[g.stage](g)


def apply(g: State, move: str) -> None:
    """Apply a move (its text) already known to be legal."""
    APPLY[g.stage](g, parse(move))
