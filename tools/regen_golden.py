"""Rewrite the golden transcripts in tests/golden/ (run only after a deliberate rule change).

Each transcript is one seeded random game of one of the games (Yokohama or Machi Koro): its
setup, every move with the number of legal moves before it (as perft counts do for chess), the
final scores and a hash of the final state. ``tests/test_golden.py`` replays them, in CPython
and in Pyodide; any unintended change of the rules makes a move illegal, or changes a count
(the first such move is named), the scores or the hash.

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

import machikoro  # noqa: E402,F401  (registers its kind)
import yokohama  # noqa: E402,F401  (registers its kind)
from boardgame.kinds import GameKind, kind  # noqa: E402
from yokohama.rng import Rng  # noqa: E402

GOLDEN_DIR = ROOT / "tests" / "golden"

CASES: list[dict[str, Any]] = [
    {"name": "two_players_default", "game": "yokohama", "players": 2, "seed": 101,
     "options": {}},
    {"name": "three_players_default", "game": "yokohama", "players": 3, "seed": 202,
     "options": {}},
    {"name": "four_players_default", "game": "yokohama", "players": 4, "seed": 303,
     "options": {}},
    {"name": "three_players_alternatives", "game": "yokohama", "players": 3, "seed": 404,
     "options": {"tech_fee_from_card": 5, "church_yen_per_faith": 1,
                 "church_faith_from_power": "low_start", "chinatown_import_line": "both",
                 "lone_majority": "first_and_second", "five_power_token_end_vp": 1,
                 "recall_scope": "one_area", "stagecoach_covers_postal_stop": False,
                 "direct_move_requires_own_assistant": True, "port_vp_requires_card": True,
                 "achievement_b_counts_used_agents": False, "agent_counts_as_president": True,
                 "church_space_rule": "at_most"}},
    {"name": "four_players_church_at_most", "game": "yokohama", "players": 4, "seed": 505,
     "options": {"church_space_rule": "at_most", "chinatown_import_line": "sell"}},
    {"name": "machikoro_two_players", "game": "machikoro", "players": 2, "seed": 101,
     "options": {}},
    {"name": "machikoro_three_players", "game": "machikoro", "players": 3, "seed": 202,
     "options": {}},
    {"name": "machikoro_four_players_random_start", "game": "machikoro", "players": 4,
     "seed": 303, "options": {"start_player": "random"}},
]


def game_kind(name: str) -> GameKind[Any]:
    """The registered game called ``name`` (a transcript's ``game``)."""
    found = kind(name)
    if found is None:
        raise ValueError(f"no game called {name!r}")
    return found


def state_hash(of: GameKind[Any], game: Any) -> str:
    """SHA-256 of the canonical full state of ``game``, a game of ``of``."""
    return hashlib.sha256(of.fingerprint(game).encode("utf-8")).hexdigest()


def transcript(case: dict[str, Any]) -> dict[str, Any]:
    """Play the case's game with seeded random moves and return its transcript."""
    of = game_kind(case["game"])
    game = of.module().new_game(case["players"], case["seed"], case["options"])
    rng = Rng(case["seed"] * 31 + 7)
    counts = []
    while not game.is_over:
        moves = game.legal_moves()
        counts.append(len(moves))
        game.play(moves[rng.below(len(moves))])
    scores = game.scores()
    return {
        "name": case["name"],
        "game": case["game"],
        "players": case["players"],
        "seed": case["seed"],
        "options": case["options"],
        "moves": list(game.moves),
        "legal_counts": counts,
        "scores": scores["players"],
        "ranking": scores["ranking"],
        "fingerprint_sha256": state_hash(of, game),
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
