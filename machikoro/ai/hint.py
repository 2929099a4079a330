"""Hints for a person: the normal level's move and the figures it chose it by.

The normal bot decides by expectations over the dice (``heuristics.py``): dice count by
expected own income, Radio Tower by expected gain, TV Station target by coins taken, builds
by the rounds still needed to win. The hint reports those same figures as data + English.
The whole game state is public (RULES 1.4.1), so thinking on the real game is fair.
"""

from __future__ import annotations

from typing import Any

from boardgame.hints import Hint, HintReason

from ..components import B_INDEX, CARD_NAMES, COST, L_COST, L_INDEX
from ..game import Game
from ..moves import MOVE_TABLE
from ..state import BUILD, REROLL, ROLL, SWAP, TARGET, State
from .heuristics import best_dice, income_rate, mode_value, roll_table, turns_to_win


def _r(code: str, text: str, value: float = 0.0, **params: Any) -> HintReason:
    return HintReason(code, params, text, value)


def _roll_reason(game: Game, move: str) -> HintReason:
    s = game.state
    table = roll_table(s, s.turn)
    dice = int(move.split()[1])
    mine = mode_value(table, s.turn, dice)
    params = {"dice": dice, "expected": round(mine, 2)}
    if len(game.legal_moves()) > 1:
        other = mode_value(table, s.turn, 3 - dice)
        params["other"] = round(other, 2)
        text = (f"{'two dice' if dice == 2 else 'one die'} should earn you about "
                f"{mine:.1f} coins this roll (the other choice {other:.1f})")
    else:
        text = f"one die should earn you about {mine:.1f} coins this roll"
    return _r("roll", text, mine, **params)


def _reroll_reason(game: Game, move: str) -> HintReason:
    s = game.state
    table = roll_table(s, s.turn)
    now = table[sum(s.dice)][s.turn]
    if len(s.dice) == 2 and s.dice[0] == s.dice[1]:
        now += mode_value(table, s.turn, 2)  # a kept double may give an extra turn
    again = mode_value(table, s.turn, best_dice(s, s.turn, table))
    text = (f"this roll gives you {now:.1f} coins; rolling again averages {again:.1f}")
    return _r(move, text, again - now if move == "reroll" else now - again,
              now=round(now, 2), again=round(again, 2))


def _target_reason(game: Game, move: str) -> HintReason:
    s = game.state
    seat = MOVE_TABLE[move][1]
    coins = min(5, s.coins[seat])
    return _r("tv_target", f"takes {coins} coins from {game.names[seat]}", coins, seat=seat,
              name=game.names[seat], coins=coins)


def _swap_reason(game: Game, move: str) -> HintReason:
    s = game.state
    if move == "decline":
        return _r("decline", "no swap shortens your race enough")
    _, q, give, take = MOVE_TABLE[move]
    x = s.clone()
    x.city[s.turn][give] -= 1
    x.city[q][give] += 1
    x.city[q][take] -= 1
    x.city[s.turn][take] += 1
    before, after = turns_to_win(s, s.turn), turns_to_win(x, s.turn)
    give_id, take_id = _bid(give), _bid(take)
    return _r("swap", f"gives {CARD_NAMES[give_id]} for {CARD_NAMES[take_id]}: about "
              f"{before - after:.1f} rounds closer to winning", before - after,
              give=give_id, take=take_id, seat=q, rounds_before=round(before, 2),
              rounds_after=round(after, 2))


def _bid(b: int) -> str:
    return next(k for k, v in B_INDEX.items() if v == b)


def _after(s: State, move: str) -> State:
    """A copy of ``s`` with the build-step move's city and coin change (no turn end)."""
    t = s.clone()
    r = s.turn
    word, card = move.split()
    if word == "build":
        b = B_INDEX[card]
        t.coins[r] -= COST[b]
        t.city[r][b] += 1
        t.supply[b] -= 1
    else:
        i = L_INDEX[card]
        t.coins[r] -= L_COST[i]
        t.marks[r] |= 1 << i
    return t


def _build_reason(game: Game, move: str) -> HintReason:
    s = game.state
    r = s.turn
    before = turns_to_win(s, r)
    if move == "pass":
        return _r("save", f"saves your {s.coins[r]} coins for something better",
                  coins=s.coins[r], rounds=round(before, 2))
    after_state = _after(s, move)
    after = turns_to_win(after_state, r)
    card = move.split()[1]
    params = {"card": card, "rounds_before": round(before, 2), "rounds_after": round(after, 2)}
    if move.startswith("complete "):
        if s.landmark_count(r) == 3:
            return _r("wins", f"completes {CARD_NAMES[card]}, your last landmark: you win",
                      100.0, card=card)
        return _r("landmark", f"completes {CARD_NAMES[card]}: about {after:.1f} rounds left "
                  f"to win (was {before:.1f})", before - after, landmark=L_INDEX[card],
                  **params)
    income, new_income = income_rate(s, r), income_rate(after_state, r)
    return _r("build", f"{CARD_NAMES[card]} raises your income to about {new_income:.1f} "
              f"coins a round (from {income:.1f})", before - after,
              income_before=round(income, 2), income_after=round(new_income, 2), **params)


_BY_PHASE = {ROLL: _roll_reason, REROLL: _reroll_reason, TARGET: _target_reason,
             SWAP: _swap_reason, BUILD: _build_reason}


def hint_for(game: Game, move: str) -> Hint:
    """The hint for the normal level's ``move`` (``ai.hint`` chooses it): the move and why."""
    return Hint(move, (_BY_PHASE[game.state.phase](game, move),), "normal")


__all__ = ["hint_for"]
