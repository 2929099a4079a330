"""Hostile saves for both engines: real saves from seeded games, mutated.

Shared by the property tests (``test_hostile_saves.py`` for both engines, plus each engine's
own cases) and ``bench/hostile_inputs.py``. A mutation takes the parsed save and a
``random.Random`` and returns the text (or bytes) to load; ``outcome`` loads it and insists on
one of two endings: ``SaveError`` with a short message, or a game whose save round-trips.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

import machikoro
import yokohama
from boardgame import safe_json

ENGINES: dict[str, ModuleType] = {"yokohama": yokohama, "machikoro": machikoro}
MAX_MESSAGE = 1000  # no refusal message may be longer than this
HOLE = "\x00hole\x00"  # replaced by raw JSON text after dumping

Path = tuple[str | int, ...]
Mutation = Callable[[Any, random.Random], "str | bytes"]

# Raw JSON texts dropped into a save where a value was (some are not valid JSON on purpose).
RAW_VALUES: tuple[str, ...] = (
    "[" * 100_000 + "]" * 100_000,
    "{\"a\":" * 5_000 + "1" + "}" * 5_000,
    "[" * 1_000 + "]" * 1_000,
    "[[[[[[[[[[1]]]]]]]]]]",
    json.dumps("x" * 2_000_000),
    json.dumps("y" * 5_000),
    "9" * 4_000,
    "9" * 5_000,
    "-" + "9" * 300,
    "1e999", "-1e999", "NaN", "Infinity", "-0", "0.5", "-1", "-7", "1.0", "2", "99",
    '"1"', '"-1"', '"abc"', '""', '" "', '"\\ud800"', '"\\u0000"', '"\u00e9\u6f22"',
    "null", "true", "false", "[]", "{}", "[null]", '{"": null}', '["roll 1"]',
)


def play_some(game: Any, count: int, step: int) -> Any:
    """Play ``count`` moves (or until the end), picking by a fixed stride through the legal
    moves so the line is varied but reproducible."""
    for i in range(count):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(legal[(i * step) % len(legal)])
    return game


@cache
def sample_saves(engine: str) -> tuple[str, ...]:
    """Return real saves of seeded 2-, 3- and 4-player games at several lengths."""
    module = ENGINES[engine]
    saves = []
    for players in (2, 3, 4):
        for length in (0, 7, 40):
            game = module.new_game(players=players, seed=players * 10 + length)
            saves.append(play_some(game, length, 7).to_json())
    if engine == "machikoro":
        game = machikoro.from_position({
            "players": [{"name": "Aiko", "coins": 7, "landmarks": ["train_station"],
                         "buildings": {"wheat_field": 1, "cafe": 2}}, {"coins": 1}],
            "supply": {"mine": 2}, "dice": [6, 5, 1]})
        saves.append(play_some(game, 12, 3).to_json())
    return tuple(saves)


def paths(data: Any, here: Path = ()) -> list[Path]:
    """Return the path of every value inside ``data`` (the root excluded), parents first."""
    found: list[Path] = []
    items = data.items() if isinstance(data, dict) else \
        enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        found.append((*here, key))
        found.extend(paths(value, (*here, key)))
    return found


def _parent(data: Any, path: Path) -> Any:
    for key in path[:-1]:
        data = data[key]
    return data


def _dump(data: Any, raw: str | None = None) -> str:
    text = json.dumps(data, ensure_ascii=False)
    return text if raw is None else text.replace(json.dumps(HOLE, ensure_ascii=False), raw, 1)


def _pick(data: Any, rng: random.Random) -> Path | None:
    every = paths(data)
    return rng.choice(every) if every else None


def put_raw(data: Any, path: Path, raw: str) -> str:
    """Return the save text with the value at ``path`` replaced by the raw JSON ``raw``."""
    data = copy.deepcopy(data)
    _parent(data, path)[path[-1]] = HOLE
    return _dump(data, raw)


def _replace_raw(data: Any, rng: random.Random) -> str:
    path = _pick(data, rng)
    return _dump(data) if path is None else put_raw(data, path, rng.choice(RAW_VALUES))


def _drop(data: Any, rng: random.Random) -> str:
    data = copy.deepcopy(data)
    path = _pick(data, rng)
    if path is not None:
        del _parent(data, path)[path[-1]]
    return _dump(data)


def _retype(data: Any, rng: random.Random) -> str:
    """Turn a value into a near miss of another type: "3" for 3, 3 for "3", [x] for x, …"""
    data = copy.deepcopy(data)
    path = _pick(data, rng)
    if path is None:
        return _dump(data)
    parent = _parent(data, path)
    value = parent[path[-1]]
    options: list[Any] = [[value], {"value": value}, None, str(value), -1, True]
    if isinstance(value, str):
        options += [int(value) if value.isdigit() else len(value), value.upper(),
                    value + " ", value * 3, value[:-1]]
    if isinstance(value, int) and not isinstance(value, bool):
        options += [-value, value + 1, value - 1, float(value), 2**64 + value, -(2**63)]
    if isinstance(value, list):
        options += [value[::-1], value + value, value[1:], tuple(value) and list(value)[:1]]
    parent[path[-1]] = rng.choice(options)
    return _dump(data)


def _swap_moves(data: Any, rng: random.Random) -> str:
    data = copy.deepcopy(data)
    moves = data.get("moves") if isinstance(data, dict) else None
    if isinstance(moves, list) and len(moves) >= 2:
        i, j = rng.sample(range(len(moves)), 2)
        moves[i], moves[j] = moves[j], moves[i]
    return _dump(data)


def _extra_field(data: Any, rng: random.Random) -> str:
    data = copy.deepcopy(data)
    path = _pick(data, rng)
    target = data if path is None else _parent(data, path)
    if isinstance(target, dict):
        target[rng.choice(["extra", "position", "snapshot", "names", "dice", "__proto__"])] = \
            rng.choice([1, "x", [], {}, None, [1, 2, 3]])
    elif isinstance(target, list):
        target.insert(rng.randrange(len(target) + 1), rng.choice([1, "x", [], None, "pass"]))
    return _dump(data)


def _truncate(data: Any, rng: random.Random) -> str:
    text = _dump(data)
    return text[: rng.randrange(len(text))]


def _garble_bytes(data: Any, rng: random.Random) -> bytes:
    raw = bytearray(_dump(data).encode("utf-8"))
    for _ in range(rng.randint(1, 4)):
        raw[rng.randrange(len(raw))] = rng.choice([0x00, 0x80, 0xC3, 0xFF, 0x22, 0x5B, 0x5C])
    return bytes(raw)


def _wrap_root(data: Any, rng: random.Random) -> str:
    depth = rng.choice([1, 5, 50, 5_000])
    return "[" * depth + _dump(data) + "]" * depth


MUTATIONS: dict[str, Mutation] = {
    "replace with a raw value": _replace_raw,
    "drop a field or item": _drop,
    "retype a value": _retype,
    "swap two moves": _swap_moves,
    "add a field or item": _extra_field,
    "truncate the text": _truncate,
    "garble bytes": _garble_bytes,
    "wrap the root in lists": _wrap_root,
}


def outcome(engine: str, text: str | bytes) -> str:
    """Load ``text``: return "refused" (SaveError, short message) or "loaded" (round-trips);
    anything else propagates (the property tests fail, the bench counts it as escaped)."""
    module = ENGINES[engine]
    try:
        game = module.load_game(text)
    except module.SaveError as error:
        assert len(str(error)) <= MAX_MESSAGE, f"message of {len(str(error))} characters"
        return "refused"
    save = game.to_json()
    assert module.load_game(save).to_json() == save, "a loaded save does not round-trip"
    return "loaded"


# --- hypothesis ----------------------------------------------------------------------------

FAST = settings(max_examples=150, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SWEEP = settings(max_examples=3_000, deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(-3, 200)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12)
    | st.sampled_from(["roll 1", "pass", "done", "keep", "Player 1", "2", "-1", "random"]),
    lambda inner: (st.lists(inner, max_size=4)
                   | st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=8)


@st.composite
def value_anywhere(draw: st.DrawFn, engine: str) -> str:
    """A real save with one value (at any depth) replaced by an arbitrary JSON value."""
    data = json.loads(draw(st.sampled_from(sample_saves(engine))))
    path = draw(st.sampled_from(paths(data)))
    return put_raw(data, path, json.dumps(draw(json_values)))


@st.composite
def table_mutation(draw: st.DrawFn, engine: str) -> str | bytes:
    """A real save put through one to three mutations of ``MUTATIONS``."""
    text: str | bytes = draw(st.sampled_from(sample_saves(engine)))
    rng = draw(st.randoms(use_true_random=False))
    for name in draw(st.lists(st.sampled_from(sorted(MUTATIONS)), min_size=1, max_size=3)):
        try:
            data = safe_json.loads(text, max_depth=100)
        except safe_json.InputError:
            break  # already broken (or too deep to mutate safely): load it as it is
        text = MUTATIONS[name](data, rng)
    return text


@st.composite
def spliced_text(draw: st.DrawFn, engine: str) -> str:
    """A real save's text with random characters spliced in at a random place."""
    text = draw(st.sampled_from(sample_saves(engine)))
    at = draw(st.integers(0, len(text)))
    end = draw(st.integers(at, min(len(text), at + 20)))
    return text[:at] + draw(st.text(max_size=12)) + text[end:]
