"""Hostile PAGE saves (the page's own fields around the engine's game), for both games.

Shared by ``tests/web/test_page_saves.py`` and ``bench/hostile_page.py``. ``page_saves(game)``
are real page saves of seeded games (hot-seat, solo, computer-only; in play, on the pass
screen, finished); the mutations put hostile values at every page field, drop fields, wrap
in deep nesting or change the engine's game through ``tests/hostile.py``.
``page_outcome(gi, text, current)`` runs a text through the page's whole load path
(``web.shell.saves.prepare_load``: checks, the new session, one render, one serialisation)
and then uses the loaded game the way the page would (a redraw of the new-game form, the
computer's move, one move of the person, the autosave reloaded). It returns "refused" or
"rendered" and raises anything else; it also insists that the session on screen never
changed (``GameLost``).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from functools import cache
from typing import Any

from hostile import MUTATIONS, RAW_VALUES, put_raw
from hypothesis import strategies as st

from web import games
from web.shell import protocol
from web.shell.saves import MESSAGE_CUT, LoadError, prepare_load

PAGE_FIELDS: tuple[tuple[str | int, ...], ...] = (
    ("writes",), ("app",), ("format",), ("game_id",), ("config",), ("config", "players"),
    ("config", "seats"), ("config", "seats", 0), ("config", "seats", 1),
    ("config", "seats", 0, "name"), ("config", "seats", 0, "kind"),
    ("config", "seats", 0, "level"), ("config", "seats", 1, "level"),
    ("config", "seats", 1, "kind"), ("config", "seed"), ("config", "options"),
    ("log",), ("viewer",), ("screen",), ("pass_to",), ("pace",), ("game",),
)
HOSTILE_VALUES: tuple[Any, ...] = (
    None, True, False, 0, 1, -1, 3, 7, 2 ** 70, -(2 ** 64), 1.5, "", " ", "x", "abc", "two",
    "2", "pass", "play", "final", "new", "human", "computer", "robot", "easy", "hard",
    "level_x", "instant", "warp", "x" * 100_000, [], {}, [None], ["x"], {"a": 1}, [[[[1]]]],
    {"name": "Aiko", "kind": "human"}, {"name": "Aiko", "kind": "human", "level": "x"},
)


class GameLost(AssertionError):
    """A failed load changed the game on screen."""


@cache
def page_saves(game_id: str) -> tuple[str, ...]:
    """Real page saves of ``game_id``: seat mixes, lengths, the pass screen, a finished game."""
    gi = protocol.game(game_id)
    saves = []
    rng = random.Random(game_id)
    for kinds, moves in ((("human", "computer"), 6), (("human", "human"), 2),
                         (("human", "human", "computer"), 10), (("computer",) * 4, 12),
                         (("computer", "computer"), 5_000)):
        s = gi.new_session(False)
        s.new_game({"players": len(kinds), "seed": len(kinds) * 7 + moves, "options": {},
                    "seats": [{"name": f"P{i}", "kind": k, "level": ("easy", "hard")[i % 2]}
                              for i, k in enumerate(kinds)]})
        for _ in range(moves):
            if s.game.is_over:
                break
            if s.ui.screen == "pass":
                s.reveal()
            if s.computer_to_move():
                s.ai_play(rng.choice(s.game.legal_moves()))
            elif s.legal_for_ui():
                s.play(rng.choice(s.legal_for_ui()))
            else:
                break
        saves.append(s.to_save())
    return tuple(saves)


def _put(data: dict, path: tuple, value: Any) -> dict:
    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    if isinstance(target, dict) or (isinstance(target, list) and isinstance(path[-1], int)
                                    and path[-1] < len(target)):
        target[path[-1]] = value
    return data


def _drop(data: dict, path: tuple) -> dict:
    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    if isinstance(target, dict):
        target.pop(path[-1], None)
    elif isinstance(target, list) and isinstance(path[-1], int) and path[-1] < len(target):
        del target[path[-1]]
    return data


def _exists(data: Any, path: tuple) -> bool:
    for key in path:
        in_dict = isinstance(data, dict) and key in data
        in_list = isinstance(data, list) and isinstance(key, int) and key < len(data)
        if not (in_dict or in_list):
            return False
        data = data[key]
    return True


def hostile_page_saves(game_id: str, rng: random.Random, count: int) -> Iterator[tuple[str, str]]:
    """(kind, text) pairs: every hostile value at every page field of every sample, raw
    texts (deep nesting, huge strings) at every page field, dropped fields, the issue's
    combinations, ``count`` random multi-field mutations and engine mutations of ``game``."""
    samples = [json.loads(t) for t in page_saves(game_id)]
    for data in samples:
        for path in PAGE_FIELDS:
            if not _exists(data, path[:-1]):
                continue
            for value in HOSTILE_VALUES:
                yield "value at a field", json.dumps(_put(data, path, value))
            yield "field dropped", json.dumps(_drop(data, path))
            if _exists(data, path):
                for raw in RAW_VALUES[:8]:
                    yield "raw text at a field", put_raw(data, path, raw)
        yield "pass screen to nobody", json.dumps({**data, "screen": "pass", "pass_to": None})
        yield "pass screen to a computer", json.dumps({**data, "screen": "pass", "pass_to": 1})
        yield "deep nesting", "[" * 100_000 + "]" * 100_000
        yield "3 MB text", json.dumps({**data, "log": ["x" * 3_000_000]})
    for _ in range(count):
        data = copy.deepcopy(rng.choice(samples))
        for _ in range(rng.randint(2, 4)):
            path = rng.choice(PAGE_FIELDS)
            if _exists(data, path[:-1]):
                data = _put(data, path, rng.choice(HOSTILE_VALUES))
        yield "several fields", json.dumps(data)
    for _ in range(count):
        data = rng.choice(samples)
        name = rng.choice(sorted(MUTATIONS))
        game = MUTATIONS[name](json.loads(data["game"]), rng)
        if isinstance(game, bytes):
            game = game.decode("utf-8", "replace")
        yield "engine game mutated", json.dumps({**data, "game": game})
        yield "whole save mutated", _text(MUTATIONS[name](data, rng))


def _text(value: str | bytes) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value


def page_outcome(gi, text: str, current=None) -> str:
    """Load ``text`` as the page does; "refused" or "rendered", else raise. ``current`` (a
    session on screen) must come out unchanged."""
    before = current.to_save() if current is not None and current.game is not None else None
    try:
        s = prepare_load(gi, text)
    except LoadError as error:
        assert len(str(error)) <= MESSAGE_CUT, f"message of {len(str(error)):,} characters"
        if before is not None and current.to_save() != before:
            raise GameLost("a refused save changed the game on screen") from None
        return "refused"
    use_like_the_page(gi, s)
    if before is not None and current.to_save() != before:
        raise GameLost("loading another save changed the game on screen")
    return "rendered"


def use_like_the_page(gi, s) -> None:
    """What the page does next with a loaded session: draw, the new-game form, a computer
    move, the person's move, the autosave (which must load again)."""
    s.ui.menu_open = True
    gi.render(s.view(), s.ui, s.legal_for_ui())
    screen = s.ui.screen
    s.ui.screen = "new"
    gi.render(s.view(), s.ui, s.legal_for_ui())
    s.ui.screen = screen
    s.ui.menu_open = False
    if s.ui.screen == "pass":
        s.reveal()
    if s.computer_to_move():
        s._ai_args()  # what the computer seat reads (seed, level) before it thinks
        s.ai_play(s.game.legal_moves()[0])
    elif s.legal_for_ui():
        s.play(s.legal_for_ui()[0])
    gi.render(s.view(), s.ui, s.legal_for_ui())
    again = prepare_load(gi, s.to_save())
    assert again.game.to_json() == s.game.to_json(), "the autosave does not load again"


page_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(-2, 5)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=20)
    | st.sampled_from(["human", "computer", "easy", "normal", "hard", "pass", "play", "fast"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["name", "kind", "level", "x"]) | st.text(max_size=6), inner,
        max_size=4),
    max_leaves=8)


@st.composite
def mutated_page_save(draw: st.DrawFn, game_id: str) -> str:
    """A real page save with one to three page fields set to arbitrary JSON values or
    dropped."""
    data = json.loads(draw(st.sampled_from(page_saves(game_id))))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(PAGE_FIELDS))
        if not _exists(data, path[:-1]):
            continue
        data = _drop(data, path) if draw(st.booleans()) and draw(st.booleans()) else \
            _put(data, path, draw(page_values))
    return json.dumps(data)


__all__ = [
    "PAGE_FIELDS",
    "GameLost",
    "games",
    "hostile_page_saves",
    "mutated_page_save",
    "page_outcome",
    "page_saves",
]
