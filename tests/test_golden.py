"""Golden transcripts: replays give the same scores and state (tools/regen_golden.py)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

import yokohama

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def test_golden_transcripts_exist() -> None:
    assert len(GOLDEN) >= 4


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_transcript_replays(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    game = yokohama.new_game(data["players"], data["seed"], data["options"])
    game.state.record = False
    for number, move in enumerate(data["moves"], start=1):
        assert move in game.legal_moves(), f"move {number} {move!r} no longer legal"
        game.play(move)
    assert game.is_over
    assert [row["final"] for row in game.scores()["players"]] == data["final_scores"]
    assert game.scores()["ranking"] == data["ranking"]
    digest = hashlib.sha256(game.fingerprint().encode("utf-8")).hexdigest()
    assert digest == data["fingerprint_sha256"], "state changed: run tools/regen_golden.py " \
        "only if the rule change is deliberate"
