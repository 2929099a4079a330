""""Why not?" for Machi Koro: the reason a move text is not legal now, as data.

``explain_refusal(game, text)`` returns None for a legal move (confirmed against
``game.legal_moves()``), else one ``Refusal`` with a reason code, its parameters and an
English ``text``. The facts are the ones ``legal.py`` checks (RULES 4, 6, 10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgame.refusal import Refusal

from .components import (
    B_INDEX,
    CARD_NAMES,
    COLOUR,
    COST,
    L_COST,
    L_INDEX,
    MAX_PER_CITY,
    SWAPPABLE,
    TWO_DICE_BIT,
)
from .state import BUILD, OVER, PHASE_NAMES, REROLL, ROLL, SWAP, TARGET

if TYPE_CHECKING:
    from .game import Game

TEMPLATES: dict[str, str] = {
    "game_over": "The game is over.",
    "not_your_turn": "It is not your turn: {name} is playing.",
    "unknown_move": "{move} is not a Machi Koro move.",
    "unknown_card": "There is no building or landmark {card}.",
    "wrong_step": "Not now: the step now is {pending}.",
    "needs_train_station": "Rolling two dice needs your Train Station completed.",
    "cannot_afford": "{card} costs {need} coins; you have {have}.",
    "sold_out": "{card} is sold out.",
    "purple_limit": "A city holds only one {card}.",
    "landmark_done": "Your {card} is already completed.",
    "not_a_player": "There is no player {seat}.",
    "target_self": "Choose another player, not yourself.",
    "swap_purple": "Purple buildings cannot be swapped.",
    "swap_same": "Swapping two copies of {card} changes nothing.",
    "swap_not_owned": "{name} has no {card} to swap.",
    "not_offered": "{move} is not possible now ({pending}).",
}

RULE_OF: dict[str, str] = {
    "game_over": "9.1", "not_your_turn": "4.1", "wrong_step": "4.1",
    "needs_train_station": "4.2.1", "cannot_afford": "6.2.1", "sold_out": "6.5",
    "purple_limit": "6.4", "landmark_done": "6.6.3", "not_a_player": "3.1",
    "target_self": "10.8", "swap_purple": "10.7", "swap_same": "10.7",
    "swap_not_owned": "10.7",
}

STEP_WORDS: dict[str, str] = {
    "roll": "rolling the dice", "reroll": "Radio Tower: keep or roll again",
    "tv_target": "TV Station: choose who pays", "swap": "Business Center: swap or decline",
    "build": "building (buy, complete a landmark or pass)", "over": "the end of the game",
}

GLOSSARY: dict[str, str] = {**STEP_WORDS, **CARD_NAMES}

#: Which step each move word belongs to.
WORD_PHASE: dict[str, int] = {"roll": ROLL, "keep": REROLL, "reroll": REROLL,
                              "target": TARGET, "swap": SWAP, "decline": SWAP,
                              "build": BUILD, "complete": BUILD, "pass": BUILD}
_ARITY = {"roll": 2, "keep": 1, "reroll": 1, "target": 2, "swap": 4, "decline": 1,
          "build": 2, "complete": 2, "pass": 1}


def refusal(code: str, **params: Any) -> Refusal:
    """Build a Machi Koro refusal (English templates, rule clause from ``RULE_OF``)."""
    return Refusal(code, params, RULE_OF.get(code, ""), TEMPLATES, GLOSSARY)


def explain_refusal(game: Game, move: str, seat: int | None = None) -> Refusal | None:
    """Why ``move`` cannot be played now (by ``seat``, if given); None when it is legal."""
    s = game.state
    text = str(move)
    if s.phase == OVER:
        return refusal("game_over")
    if seat is not None and seat != s.turn:
        return refusal("not_your_turn", seat=s.turn, name=game.names[s.turn])
    if text in game.legal_moves():
        return None
    return _reason(game, text) or refusal("not_offered", move=text,
                                          pending=PHASE_NAMES[s.phase])


def _reason(game: Game, text: str) -> Refusal | None:
    s = game.state
    parts = text.split()
    word = parts[0] if parts else ""
    if word not in WORD_PHASE or len(parts) != _ARITY[word]:
        return refusal("unknown_move", move=text)
    args = parts[1:]
    if word == "roll" and args[0] not in ("1", "2"):
        return refusal("unknown_move", move=text)
    if word in ("target", "swap") and not args[0].isdigit():
        return refusal("unknown_move", move=text)
    ids = {"build": args[:1], "complete": args[:1], "swap": args[1:]}.get(word, [])
    table = L_INDEX if word == "complete" else B_INDEX
    for card in ids:
        if card not in table:
            return refusal("unknown_card", card=card)
    if s.phase != WORD_PHASE[word]:
        return refusal("wrong_step", pending=PHASE_NAMES[s.phase], move_kind=word)
    r = s.turn
    if word == "roll":
        return None if s.marks[r] & TWO_DICE_BIT else refusal("needs_train_station")
    if word == "build":
        b = B_INDEX[args[0]]
        cap = MAX_PER_CITY[b]
        if cap is not None and s.city[r][b] >= cap:
            return refusal("purple_limit", card=args[0])
        if not s.supply[b]:
            return refusal("sold_out", card=args[0])
        if COST[b] > s.coins[r]:
            return refusal("cannot_afford", card=args[0], need=COST[b], have=s.coins[r])
        return None
    if word == "complete":
        i = L_INDEX[args[0]]
        if s.marks[r] & (1 << i):
            return refusal("landmark_done", card=args[0])
        if L_COST[i] > s.coins[r]:
            return refusal("cannot_afford", card=args[0], need=L_COST[i], have=s.coins[r])
        return None
    if word in ("target", "swap"):
        seat = int(args[0])
        if seat >= s.n:
            return refusal("not_a_player", seat=seat)
        if seat == r:
            return refusal("target_self")
    if word == "swap":
        return _swap_reason(game, int(args[0]), B_INDEX[args[1]], B_INDEX[args[2]])
    return None


def _swap_reason(game: Game, seat: int, give: int, take: int) -> Refusal | None:
    s = game.state
    for b in (give, take):
        if not SWAPPABLE[b]:
            return refusal("swap_purple", card=_id(b), colour=COLOUR[b])
    if give == take:
        return refusal("swap_same", card=_id(give))
    if not s.city[s.turn][give]:
        return refusal("swap_not_owned", seat=s.turn, name=game.names[s.turn], card=_id(give))
    if not s.city[seat][take]:
        return refusal("swap_not_owned", seat=seat, name=game.names[seat], card=_id(take))
    return None


def _id(b: int) -> str:
    return next(k for k, v in B_INDEX.items() if v == b)


__all__ = ["TEMPLATES", "explain_refusal", "refusal"]
