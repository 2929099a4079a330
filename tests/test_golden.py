"""Golden transcripts of both games: replays give the same scores and state
(tools/regen_golden.py writes them)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

import machikoro  # noqa: F401  (registers its kind)
import yokohama  # noqa: F401  (registers its kind)
from boardgame.kinds import kind, kinds

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def _transcripts_of(game: str) -> list[Path]:
    return [p for p in GOLDEN if json.loads(p.read_text(encoding="utf-8"))["game"] == game]


@pytest.mark.parametrize("game", [k.name for k in kinds()])
def test_golden_transcripts_exist_for_each_game(game: str) -> None:
    assert len(_transcripts_of(game)) >= 3


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_transcript_replays(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    of = kind(data["game"])
    assert of is not None, data["game"]
    game = of.module().new_game(data["players"], data["seed"], data["options"])
    moves = zip(data["moves"], data["legal_counts"], strict=True)
    for number, (move, count) in enumerate(moves, start=1):
        legal = game.legal_moves()
        assert move in legal, f"move {number} {move!r} no longer legal"
        assert len(legal) == count, f"before move {number} {move!r}: {len(legal)} legal moves, " \
            f"the transcript has {count}"
        game.play(move)
    assert game.is_over
    scores = game.scores()
    assert scores["players"] == data["scores"]
    assert scores["ranking"] == data["ranking"]
    digest = hashlib.sha256(of.fingerprint(game).encode("utf-8")).hexdigest()
    assert digest == data["fingerprint_sha256"], "state changed: run tools/regen_golden.py " \
        "only if the rule change is deliberate"
