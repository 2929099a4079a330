"""Machi Koro as the shared modules see it (replays, share links, the archive, the thinking
worker): its :class:`boardgame.kinds.GameKind`, registered when the engine is imported."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from boardgame.kinds import GameKind, register

from .save_text import FORMAT

if TYPE_CHECKING:
    from boardgame.replay import Replay

    from .game import Game


def full_view(game: Game) -> dict[str, Any]:
    """Machi Koro hides nothing (RULES 1.4): the spectator's view is everything."""
    view = game.view(None)
    view["revealed"] = True
    return view


def round_of(game: Game) -> int:
    """The turn number."""
    return game.state.turn_no


def fingerprint(game: Game) -> str:
    """The whole state as canonical text."""
    return json.dumps(game.state.snapshot(), sort_keys=True)


def final_scores(game: Game) -> list[int]:
    """Landmarks completed per seat."""
    return [row["landmarks_completed"] for row in game.scores()["players"]]


def stats(replay: Replay) -> dict[str, Any]:
    """Coins over the turns, income by colour, rolls, payments (:mod:`machikoro.stats`)."""
    from .stats import replay_stats

    return replay_stats(replay)


KIND: GameKind[Game] = register(GameKind(
    name="machikoro",
    save_format=FORMAT,
    share_code="mk",
    engine="machikoro",
    ai="machikoro.ai",
    round_word="turn",
    round_of=round_of,
    fingerprint=fingerprint,
    full_view=full_view,
    final_scores=final_scores,
    stats=stats,
))
