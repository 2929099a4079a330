"""Static game data read from ``data/components.json`` into flat lookup tables.

No rule logic lives here: every number (costs, supply, activation numbers, effect
amounts, landmark costs, start coins) comes from the JSON file (RULES 2, 7.1, 8.1).
Buildings and landmarks are addressed by their index in the JSON lists.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA_PATH = Path(__file__).with_name("data") / "components.json"


def _load() -> dict[str, Any]:
    with DATA_PATH.open(encoding="utf-8") as fh:
        data: dict[str, Any] = json.load(fh)
    return data


DATA: dict[str, Any] = _load()

PLAYERS_MIN: int = DATA["players"]["min"]
PLAYERS_MAX: int = DATA["players"]["max"]
START_COINS: int = DATA["start_coins"]
DIE_SIDES: int = DATA["dice"]["sides"]
MAX_DICE: int = DATA["dice"]["count"]

# --- buildings (RULES 8.1) -------------------------------------------------------------------
_B = DATA["buildings"]
BUILDINGS: tuple[str, ...] = tuple(b["id"] for b in _B)
B_INDEX: dict[str, int] = {bid: i for i, bid in enumerate(BUILDINGS)}
NB: int = len(BUILDINGS)
B_NAME: tuple[str, ...] = tuple(b["name_en"] for b in _B)
COLOUR: tuple[str, ...] = tuple(b["colour"] for b in _B)
ACTIVATION: tuple[frozenset[int], ...] = tuple(frozenset(b["activation"]) for b in _B)
COST: tuple[int, ...] = tuple(b["cost"] for b in _B)
SUPPLY: tuple[int, ...] = tuple(b["supply"] for b in _B)
MAX_PER_CITY: tuple[int | None, ...] = tuple(b["max_per_city"] for b in _B)
EFFECT_KIND: tuple[str, ...] = tuple(b["effect"]["kind"] for b in _B)
EFFECT_AMOUNT: tuple[int, ...] = tuple(b["effect"].get("amount", 0) for b in _B)
EFFECT_COUNTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(B_INDEX[c] for c in b["effect"].get("counts", ())) for b in _B
)

# --- colours (RULES 2.6, 5.2, 5.3) -------------------------------------------------------------
COLOURS: dict[str, dict[str, Any]] = DATA["colours"]
PHASE: tuple[int, ...] = tuple(COLOURS[c]["phase"] for c in COLOUR)
ACTIVATES_ON: tuple[str, ...] = tuple(COLOURS[c]["activates_on"] for c in COLOUR)

_swap_kinds = [i for i, k in enumerate(EFFECT_KIND) if k == "swap"]
SWAP_EXCLUDED_COLOURS: frozenset[str] = frozenset(
    c for i in _swap_kinds for c in _B[i]["effect"].get("excluded_colours", ())
)
SWAPPABLE: tuple[bool, ...] = tuple(c not in SWAP_EXCLUDED_COLOURS for c in COLOUR)

# Canonical order of phase-3 (purple) buildings (RULES 10.10 c).
_phase3 = next(p for p in DATA["income_phases"] if p["phase"] == 3)
PURPLE_ORDER: tuple[int, ...] = tuple(B_INDEX[b] for b in _phase3["canonical_order"])

# --- landmarks (RULES 7.1) -------------------------------------------------------------------
_L = DATA["landmarks"]
LANDMARKS: tuple[str, ...] = tuple(lm["id"] for lm in _L)
L_INDEX: dict[str, int] = {lid: i for i, lid in enumerate(LANDMARKS)}
NL: int = len(LANDMARKS)
L_NAME: tuple[str, ...] = tuple(lm["name_en"] for lm in _L)
L_COST: tuple[int, ...] = tuple(lm["cost"] for lm in _L)
ALL_LANDMARKS_MASK: int = (1 << NL) - 1


def _landmark_bit(effect_id: str) -> int:
    """Return the bit of the landmark whose effect id is ``effect_id``."""
    return 1 << next(i for i, lm in enumerate(_L) if lm["effect_id"] == effect_id)


TWO_DICE_BIT: int = _landmark_bit("two_dice_option")
MALL_BIT: int = _landmark_bit("income_bonus")
EXTRA_TURN_BIT: int = _landmark_bit("extra_turn_on_doubles")
REROLL_BIT: int = _landmark_bit("reroll_once_per_turn")

# --- Shopping Mall bonus (RULES 7.3) -----------------------------------------------------------
MALL_AMOUNT: int = DATA["shopping_mall_bonus"]["amount"]
MALL_TARGETS: frozenset[int] = frozenset(
    B_INDEX[b] for b in DATA["shopping_mall_bonus"]["resolved_targets"]
)

# --- start city (RULES 2.2, 3.2) ---------------------------------------------------------------
START_BUILDINGS: tuple[int, ...] = tuple(B_INDEX[b] for b in DATA["start_city"]["buildings"])
START_MASK: int = sum(1 << L_INDEX[lm] for lm in DATA["start_city"]["landmarks_completed"])

CARD_NAMES: dict[str, str] = {**dict(zip(BUILDINGS, B_NAME, strict=True)),
                              **dict(zip(LANDMARKS, L_NAME, strict=True))}
