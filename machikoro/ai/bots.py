"""Rule-of-thumb bots: ``random``, ``easy`` (greedy with noise) and ``normal`` (heuristic).

Every bot picks from ``game.legal_moves()`` only, reads the public state, and draws any
randomness from its own ``Rng`` (never from the game's dice generator).
"""

from __future__ import annotations

from ..components import B_INDEX, BUILDINGS, L_COST, L_INDEX, LANDMARKS, NL
from ..game import Game
from ..moves import K_COMPLETE, MOVE_TABLE
from ..rng import Rng
from ..state import BUILD, REROLL, ROLL, SWAP, TARGET, State
from .candidates import best_swap, best_target, keep_or_reroll, ranked_builds
from .heuristics import best_dice
from .sim import choose_build

# Easy bot's shopping list: cheap, simple earners first (RULES 8.1).
EASY_PREFERENCE = ("wheat_field", "ranch", "bakery", "cafe", "convenience_store", "forest",
                   "apple_orchard", "stadium", "mine", "cheese_factory")


EASY_NOISE = 0.05  #: chance of a random build-step move
EASY_GREEDY = 0.7  #: chance of the quick rounds-to-win build instead of the shopping list


def quick_build(s: State) -> str:
    """Return the playout policy's build-step move (rounds to win, see ``sim.py``)."""
    me = s.turn
    modes = [2 if best_dice(s, q) == 2 else 1 for q in range(s.n)]
    kind, arg = choose_build(s.coins, s.city, s.marks, s.supply, s.n, me, modes)
    if kind == 1:
        return f"build {BUILDINGS[arg]}"
    if kind == 2:
        return f"complete {LANDMARKS[arg]}"
    return "pass"


def random_move(game: Game, rng: Rng) -> str:
    """Return a uniformly random legal move."""
    return rng.choice(game.legal_moves())


def _winning_move(game: Game, legal: list[str]) -> str | None:
    """Return a ``complete`` move that completes the last landmark, if any (RULES 9.1)."""
    s = game.state
    marks = s.marks[s.turn]
    for m in legal:
        kind, i, _, _ = MOVE_TABLE[m]
        if kind == K_COMPLETE and bin(marks | 1 << i).count("1") == NL:
            return m
    return None


def easy_move(game: Game, rng: Rng) -> str:
    """Return a greedy move with some randomness: landmarks first, cheap earners next."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    s = game.state
    me = s.turn
    if s.phase == ROLL:
        big = any(s.city[me][B_INDEX[b]]
                  for b in ("mine", "apple_orchard", "cheese_factory", "furniture_factory"))
        return "roll 2" if big else "roll 1"
    if s.phase == REROLL:
        return "reroll" if sum(s.dice) < 4 else "keep"
    if s.phase == TARGET:
        return max(legal, key=lambda m: (s.coins[MOVE_TABLE[m][1]], -MOVE_TABLE[m][1]))
    if s.phase == SWAP:
        return rng.choice(legal) if rng.random() < 0.3 else "decline"
    win = _winning_move(game, legal)
    if win:
        return win
    if rng.random() < EASY_NOISE:
        return rng.choice(legal)
    completes = [m for m in legal if m.startswith("complete ")]
    if completes:
        return min(completes, key=lambda m: L_COST[L_INDEX[m.split()[1]]])
    if rng.random() < EASY_GREEDY:
        return quick_build(s)
    for bid in EASY_PREFERENCE:
        if f"build {bid}" in legal and rng.random() < 0.6:
            return f"build {bid}"
    return "pass"


# --- normal ---------------------------------------------------------------------------------

def normal_move(game: Game, rng: Rng) -> str:
    """Return the heuristic move: expected-value dice, rounds-to-win builds."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    s = game.state
    if s.phase == ROLL:
        return "roll 2" if best_dice(s, s.turn) == 2 else "roll 1"
    if s.phase == REROLL:
        return keep_or_reroll(s)
    if s.phase == TARGET:
        return best_target(s, legal)
    if s.phase == SWAP:
        return best_swap(s, legal)
    assert s.phase == BUILD
    win = _winning_move(game, legal)
    if win:
        return win
    return ranked_builds(s, legal)[0][1]
