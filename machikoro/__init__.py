"""Machi Koro (base game) rules engine: pure Python, deterministic, browser-safe.

Rules reference: ``RULES.md`` (clauses cited as ``RULES x.y``); numbers come from
``machikoro/data/components.json``.

>>> import machikoro
>>> game = machikoro.new_game(players=2, seed=1, dice=[3, 4])
>>> game.legal_moves()
['roll 1']
>>> game.play("roll 1"); game.state.coins, game.legal_moves()[:3]
([4, 3], ['pass', 'build wheat_field', 'build ranch'])

Move grammar (every decision is one move with one canonical text; ``legal_moves()``
is the only judge of legality, ``play()`` checks membership in it)::

    roll 1 | roll 2             roll step: one die, or two (needs a completed Train Station)
    keep | reroll               Radio Tower, after a roll: keep the result, or discard it and
                                go back to the roll step ("roll 1"/"roll 2" again; once a turn)
    target <seat>               TV Station: the other player who pays 5
    swap <seat> <give> <take>   Business Center: give your <give> building, take <seat>'s <take>
    decline                     Business Center: no swap
    build <building_id>         build step: buy one building from the supply
    complete <landmark_id>      build step: complete one of your landmarks
    pass                        build step: build nothing

Only the roller ever decides, so ``current_player`` is always whose turn it is.
The TV Station target is not asked when it cannot matter (one opponent, or every
opponent holds 0 coins, RULES 10.8 c); a Business Center with no possible swap is skipped
(RULES 10.7 e).
"""

from __future__ import annotations

from .explain import explain_refusal
from .game import Game
from .kind import KIND  # registers the game with the shared modules (boardgame.kinds)
from .moves import IllegalMoveError, InvalidMoveError
from .save import SaveError, load_game
from .start import from_position, new_game

__all__ = [
    "KIND",
    "Game",
    "IllegalMoveError",
    "InvalidMoveError",
    "SaveError",
    "explain_refusal",
    "from_position",
    "load_game",
    "new_game",
]
