"""Rewrite the golden transcripts in tests/golden/ (run only after a deliberate rule change).

Each transcript is one seeded random game: setup, every move, the final scores and a hash of
the final state. ``tests/test_golden.py`` replays them; any unintended change of the rules
makes a move illegal or changes the scores or the hash.

    python3 tools/regen_golden.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yokohama  # noqa: E402
from yokohama.rng import Rng  # noqa: E402

GOLDEN_DIR = ROOT / "tests" / "golden"

CASES: list[dict[str, Any]] = [
    {"name": "two_players_default", "players": 2, "seed": 101, "options": {}},
    {"name": "three_players_default", "players": 3, "seed": 202, "options": {}},
    {"name": "four_players_default", "players": 4, "seed": 303, "options": {}},
    {"name": "three_players_alternatives", "players": 3, "seed": 404,
     "options": {"tech_fee_from_card": 5, "church_yen_per_faith": 1,
                 "church_faith_from_power": "low_start", "chinatown_import_line": "both",
                 "lone_majority": "first_and_second", "five_power_token_end_vp": 1,
                 "recall_scope": "one_area", "stagecoach_covers_postal_stop": False,
                 "direct_move_requires_own_assistant": True, "port_vp_requires_card": True,
                 "achievement_b_counts_used_agents": False, "agent_counts_as_president": True,
                 "church_space_rule": "at_most"}},
    {"name": "four_players_church_at_most", "players": 4, "seed": 505,
     "options": {"church_space_rule": "at_most", "chinatown_import_line": "sell"}},
]


def state_hash(game: yokohama.Game) -> str:
    """SHA-256 of the canonical full state."""
    return hashlib.sha256(game.fingerprint().encode("utf-8")).hexdigest()


def final_scores(game: yokohama.Game) -> list[dict[str, Any]]:
    return [row["final"] for row in game.scores()["players"]]


def transcript(case: dict[str, Any]) -> dict[str, Any]:
    """Play the case's game with seeded random moves and return its transcript."""
    game = yokohama.new_game(case["players"], case["seed"], case["options"])
    game.state.record = False
    rng = Rng(case["seed"] * 31 + 7)
    while not game.is_over:
        moves = game.legal_moves()
        game.play(moves[rng.below(len(moves))])
    return {
        "name": case["name"],
        "players": case["players"],
        "seed": case["seed"],
        "options": case["options"],
        "moves": game.moves,
        "final_scores": final_scores(game),
        "ranking": game.scores()["ranking"],
        "fingerprint_sha256": state_hash(game),
    }


def main() -> None:
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        data = transcript(case)
        path = GOLDEN_DIR / f"{case['name']}.json"
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {len(data['moves'])} moves")


if __name__ == "__main__":
    main()
