"""Machi Koro statistics of one replayed game: coins over the turns, income by card colour,
the rolled numbers against the expected dice distribution, and who paid whom.

Derived from the engine's events (``roll``, ``income``, ``pay``) while walking the replay.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from boardgame.replay import Replay

from .components import BUILDINGS, COLOUR, DIE_SIDES
from .save_text import FORMAT

#: Card colours that bring income, in the order the income step pays them (RULES 5.3).
INCOME_COLOURS = ("red", "blue", "green", "purple")


def dice_distribution(dice: int, sides: int = 6) -> dict[int, Fraction]:
    """The exact probability of each total of ``dice`` fair dice."""
    totals = {0: Fraction(1)}
    for _ in range(dice):
        nxt: dict[int, Fraction] = {}
        for total, chance in totals.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, Fraction(0)) + chance / sides
        totals = nxt
    return totals


def replay_stats(replay: Replay) -> dict[str, Any]:
    """Coins per seat at the end of every turn, income by colour, rolls and payments.

    ``rolls["1"]``/``rolls["2"]``: for one die and for two dice, the count of each total
    thrown (every throw, Radio Tower rerolls included, so the counts follow the dice
    alone) and the expected count for that many throws. ``paid[a][b]``: coins seat ``a``
    paid seat ``b`` (red and purple cards).
    """
    if replay.kind.save_format != FORMAT:
        raise ValueError(f"not a Machi Koro replay ({replay.kind.name})")
    colour_of = dict(zip(BUILDINGS, COLOUR, strict=True))
    n = replay.players
    turns: list[int] = []
    coins: list[list[int]] = [[] for _ in range(n)]
    income = [dict.fromkeys(INCOME_COLOURS, 0) for _ in range(n)]
    paid = [[0] * n for _ in range(n)]
    thrown: dict[int, dict[int, int]] = {1: {}, 2: {}}
    last = len(replay)
    final = None
    for step, game in replay.walk():
        for event in replay.events(step) if step else ():
            kind = event["type"]
            if kind == "roll":
                counts = thrown[len(event["dice"])]
                counts[event["total"]] = counts.get(event["total"], 0) + 1
            elif kind == "income":
                income[event["to"]][colour_of[event["card"]]] += event["amount"]
            elif kind == "pay" and event["amount"]:
                income[event["to"]][colour_of[event["card"]]] += event["amount"]
                paid[event["from"]][event["to"]] += event["amount"]
        if step == last or replay.round_at(step + 1) != replay.round_at(step):
            turns.append(replay.round_at(step))
            for seat, row in enumerate(game.scores()["players"]):
                coins[seat].append(row["coins"])
        if step == last:
            final = game
    assert final is not None
    rolls = {}
    for dice, counts in thrown.items():
        chances = dice_distribution(dice, DIE_SIDES)
        throws = sum(counts.values())
        rolls[str(dice)] = {
            "totals": sorted(chances),
            "counts": [counts.get(total, 0) for total in sorted(chances)],
            "expected": [float(chances[total] * throws) for total in sorted(chances)],
            "throws": throws,
        }
    return {
        "game": "machikoro",
        "names": list(replay.names),
        "finished": final.is_over,
        "coins_by_turn": {"turns": turns, "series": coins},
        "income_colours": list(INCOME_COLOURS),
        "income": income,
        "rolls": rolls,
        "paid": paid,
    }
