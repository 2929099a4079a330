"""Static game data read once from ``data/components.json``: tables, no rules.

Every number the engine uses comes from here (RULES 0.5). Rewards are turned into
tuples of ``(key, amount)`` pairs so that applying them is a short loop.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

Reward = tuple[tuple[str, int], ...]

_DATA_PATH = Path(__file__).with_name("data") / "components.json"


def _load() -> dict[str, Any]:
    with _DATA_PATH.open(encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


DATA: dict[str, Any] = _load()

GOODS: tuple[str, ...] = tuple(DATA["goods"]["trade_goods"])  # copper, silk, tea, fish
GOOD_INDEX: dict[str, int] = {good: i for i, good in enumerate(GOODS)}
COUNTRIES: tuple[str, ...] = tuple(c["id"] for c in DATA["countries"])
REWARD_KEYS: tuple[str, ...] = tuple(DATA["reward_vocabulary"]["keys"])


def reward_of(mapping: dict[str, int]) -> Reward:
    """Return a reward mapping as an ordered tuple of (key, amount) pairs."""
    return tuple((key, mapping[key]) for key in REWARD_KEYS if mapping.get(key))


# --- areas -----------------------------------------------------------------

AREA_KINDS: dict[str, dict[str, Any]] = {k["id"]: k for k in DATA["areas"]["kinds"]}
POWER_CAP: int = DATA["areas"]["power"]["cap"]
BUILD_MIN_POWER: int = DATA["areas"]["power"]["build_min_power"]
FIVE_POWER_AT: int = DATA["areas"]["power"]["five_power_bonus_at"]

BOARDS_IN_PLAY: dict[int, list[str]] = {
    int(n): ids for n, ids in DATA["area_boards"]["in_play_by_player_count"].items()
}
BOARD_KIND: dict[str, str] = {b["board_id"]: b["area"] for b in DATA["area_boards"]["instances"]}

LAYOUT_POSITIONS: dict[int, list[dict[str, Any]]] = {
    int(n): rows for n, rows in DATA["layout"]["positions"].items()
}
LAYOUT_ADJACENCY: dict[int, dict[str, list[str]]] = {
    int(n): adj for n, adj in DATA["layout"]["adjacency"].items()
}

PRODUCTION: dict[str, tuple[str, list[int]]] = {
    kind: next(iter(info["power_table"].items()))
    for kind, info in AREA_KINDS.items()
    if info["action"] == "produce"
}
BANK_YEN: list[int] = AREA_KINDS["bank"]["power_table"]["yen"]

# --- ports and labs ----------------------------------------------------------

PORTS = DATA["port_boards"]
PORT_SLOT_TIERS: list[str] = PORTS["slot_tiers_left_to_right"]
PORT_TIERS_BY_POWER: dict[int, list[str]] = {
    int(p): tiers for p, tiers in PORTS["tiers_reachable_by_power"].items()
}
PORT_POWER5_VP: int = PORTS["power5_bonus_vp"]
HAND_LIMIT: int = PORTS["hand_limit"]
SECOND_CARD_YEN: int = PORTS["second_card_cost_choices"][0]["yen"]
SECOND_CARD_IMPORT: int = PORTS["second_card_cost_choices"][1]["import"]
SLOTS: int = PORTS["slots"]

LABS = DATA["lab_boards"]
LAB_SURCHARGE: list[int] = LABS["slot_surcharge_left_to_right"]
YEN_PER_INDUSTRY: int = LABS["extra_industry_costs"]["yen_per_point"]
TECH_FEE_YEN: int = LABS["ownership_fee"]["cost_choices"][0]["yen"]
INDUSTRY_FROM_POWER_MAX: int = LABS["industry_from_power_max"]

# --- cards, tiles, tokens ----------------------------------------------------

ORDERS: dict[str, dict[str, Any]] = {o["id"]: o for o in DATA["orders"]["cards"]}
ORDER_IDS: tuple[str, ...] = tuple(ORDERS)
ORDER_NEEDS: dict[str, tuple[int, ...]] = {
    oid: tuple(o["requires"].get(g, 0) for g in GOODS) for oid, o in ORDERS.items()
}
ORDER_REWARD: dict[str, Reward] = {oid: reward_of(o["reward"]) for oid, o in ORDERS.items()}
ORDERS_REMOVED: dict[int, int] = {
    int(n): k for n, k in DATA["orders"]["removed_at_setup_unseen"].items()
}

TECH_NAMES: dict[str, dict[str, Any]] = {t["id"]: t for t in DATA["technologies"]["names"]}
TECH_CARDS: dict[str, str] = {c["card_id"]: c["name_id"] for c in DATA["technologies"]["cards"]}
TECH_IDS: tuple[str, ...] = tuple(TECH_CARDS)
TECH_VALUE: dict[str, int] = {cid: TECH_NAMES[n]["industry_value"] for cid, n in TECH_CARDS.items()}
TECH_COUNTRY: dict[str, str] = {cid: TECH_NAMES[n]["country"] for cid, n in TECH_CARDS.items()}
CARD_COUNTRY: dict[str, str] = {**{o: ORDERS[o]["country"] for o in ORDERS}, **TECH_COUNTRY}

TILES: dict[str, dict[str, Any]] = {t["id"]: t for t in DATA["building_tiles"]["tiles"]}
TILE_IDS: tuple[str, ...] = tuple(TILES)
TILE_SHOP_REWARDS: dict[str, tuple[Reward, ...]] = {
    tid: tuple(reward_of(s["reward"]) for s in t["shop_spaces"]) for tid, t in TILES.items()
}
TILE_HOUSE_REWARD: dict[str, Reward] = {
    tid: reward_of(t["trading_house_space"]["reward"]) for tid, t in TILES.items()
}

TOKENS: dict[str, Reward] = {
    t["id"]: reward_of(t["reward"]) for t in DATA["five_power_tokens"]["tokens"]
}
TOKEN_IDS: tuple[str, ...] = tuple(TOKENS)

# --- church, customs, achievements, agents -----------------------------------

CHURCH = DATA["church_board"]
CHURCH_SPACES: list[dict[str, Any]] = CHURCH["spaces"]
CHURCH_FAITH: list[int] = [s["faith"] for s in CHURCH_SPACES]
CHURCH_REWARD: list[Reward] = [reward_of(s["reward"]) for s in CHURCH_SPACES]
CHURCH_CONTRIBUTIONS: list[str] = [c["id"] for c in CHURCH["contributions_each_at_most_once"]]
CUSTOMS = DATA["customs_board"]
CUSTOMS_SPACES: list[dict[str, Any]] = CUSTOMS["spaces"]
CUSTOMS_IMPORTS: list[int] = [s["imports"] for s in CUSTOMS_SPACES]
CUSTOMS_REWARD: list[Reward] = [reward_of(s["reward"]) for s in CUSTOMS_SPACES]
CUSTOMS_ALLOWANCE: list[int] = CUSTOMS["max_imports_by_power"]
SPACE_INDEX: dict[str, int] = {s["id"]: i for spaces in (CHURCH_SPACES, CUSTOMS_SPACES)
                               for i, s in enumerate(spaces)}  # church_3 -> 2, customs_1 -> 0
BOARD_THRESHOLD: dict[int, int] = {
    int(n): k for n, k in DATA["end_game"]["board_threshold_including_neutral"].items()
}

ACHIEVEMENTS: dict[str, dict[str, Any]] = {a["id"]: a for a in DATA["achievements"]["tiles"]}
ACHIEVEMENT_TYPES: tuple[str, ...] = ("A", "B", "C")

AGENT_SUPPLY: dict[str, int] = dict(DATA["foreign_agents"]["by_country"])
AGENT_AT_COUNTS: tuple[int, ...] = tuple(DATA["foreign_agents"]["gain_when_country_count_reaches"])

LABOR = DATA["labor_agency"]
LABOR_ITEMS: list[int] = LABOR["items_by_power"]
LABOR_SHOP_YEN: int = LABOR["costs"]["shop"]
LABOR_HOUSE_YEN: list[int] = LABOR["costs"]["trading_house_by_number_taken"]

CHINATOWN_LINES: dict[str, dict[str, Any]] = {
    line["id"]: line
    for line in [*DATA["chinatown"]["lines"], DATA["chinatown"]["optional_line_sell_import"]]
}
CHINATOWN_EXCHANGES: list[int] = DATA["chinatown"]["exchanges_by_power"]

START = DATA["player_start"]
SCORING = DATA["scoring"]
SET_VP: dict[int, int] = {int(k): v for k, v in SCORING["country_sets"]["vp_by_set_size"].items()}
TWO_PLAYER = DATA["two_player"]
DUMMY_TECH_TOTAL: float = TWO_PLAYER["dummy_technology_total"]
PLACEMENT = DATA["turn_rules"]["placement"]

OPTIONS: list[dict[str, Any]] = [
    {k: o[k] for k in ("id", "values", "default", "rules_clause", "description")}
    for o in DATA["options"]
]
OPTION_DEFAULTS: dict[str, Any] = {o["id"]: o["default"] for o in OPTIONS}
