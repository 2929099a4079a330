"""Yokohama as the shared modules see it (replays, share links, the archive, the thinking
worker): its :class:`boardgame.kinds.GameKind`, registered when the engine is imported."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgame.kinds import GameKind, register

from .save_text import SAVE_FORMAT

if TYPE_CHECKING:
    from boardgame.replay import Replay

    from .game import Game


def full_view(game: Game) -> dict[str, Any]:
    """The public view with every seat's own information (hands, keep choices) filled in."""
    view = game.view(None)
    for seat in range(len(game.names)):
        view["players_info"][seat] = game.view(seat)["players_info"][seat]
    view["revealed"] = True
    return view


def round_of(game: Game) -> int:
    """The round of the game (0: the starting-order choice)."""
    return game.state.round


def final_scores(game: Game) -> list[int]:
    """VP per seat."""
    return [row["vp"] for row in game.scores()["players"]]


def stats(replay: Replay) -> dict[str, Any]:
    """VP over the rounds, the final breakdown, numbers per seat (:mod:`yokohama.stats`)."""
    from .stats import replay_stats

    return replay_stats(replay)


KIND: GameKind[Game] = register(GameKind(
    name="yokohama",
    save_format=SAVE_FORMAT,
    share_code="yh",
    engine="yokohama",
    ai="yokohama.ai",
    round_word="round",
    round_of=round_of,
    fingerprint=lambda game: game.fingerprint(),
    full_view=full_view,
    final_scores=final_scores,
    stats=stats,
))
