"""Hostile saves and move texts against both engines, counted (not a test).

    .venv/bin/python bench/hostile_inputs.py [--saves 5000] [--moves 5000] [--seed 1]

Saves: real saves of seeded 2-4 player games put through the mutations of
``tests/hostile.py`` (raw values anywhere, dropped/retyped/added fields, swapped moves,
truncation, garbled bytes, deep wrapping), every raw value at every shallow path, random
bytes and text, and the issue's cases (100,000-deep nesting, 3 MB and 10 MB texts).
Moves: garbage and out-of-turn texts (a 10 MB one included) played on games in progress.

Each input ends as: refused cleanly (``SaveError``/``IllegalMoveError`` with a message of at
most ``MAX_MESSAGE`` characters and, for moves, the game unchanged), loaded fine (the save
round-trips), or escaped (anything else, listed by type).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from hostile import (  # noqa: E402
    ENGINES,
    MAX_MESSAGE,
    MUTATIONS,
    RAW_VALUES,
    outcome,
    paths,
    play_some,
    put_raw,
    sample_saves,
)

ISSUE_CASES: tuple[str, ...] = (
    "[" * 100_000 + "]" * 100_000,
    "[" * 1_000 + "]" * 1_000,
    json.dumps({"format": "x" * 3_000_000}),
    "[" + "1," * 5_000_000 + "1]",
)


def hostile_saves(engine: str, count: int, rng: random.Random) -> Iterator[tuple[str, object]]:
    """Yield (kind, save text or bytes) pairs."""
    saves = sample_saves(engine)
    for _ in range(count):
        name = rng.choice(sorted(MUTATIONS))
        yield name, MUTATIONS[name](json.loads(rng.choice(saves)), rng)
    for text in saves[::3]:
        data = json.loads(text)
        for path in paths(data):
            if len(path) <= 3:
                for raw in RAW_VALUES:
                    yield "raw value at a path", put_raw(data, path, raw)
    for _ in range(count // 10):
        size = rng.choice([0, 1, 10, 200])
        yield "random bytes", rng.randbytes(size)
        yield "random text", "".join(chr(rng.randrange(0x20, 0x2FFF)) for _ in range(size))
    for text in ISSUE_CASES:
        yield "issue case", text


def move_texts(game_moves: list[str], rng: random.Random) -> Iterator[object]:
    """Yield move texts that are wrong now: garbage, near misses, other stages' moves."""
    yield "x" * 10_000_000
    yield "done " * 2_000_000
    yield from (None, 7, "", " ", "\x00", "\ud800", "[" * 100_000)
    for _ in range(20):
        move = rng.choice(game_moves)
        yield rng.choice([move.upper(), move + " ", " " + move, move + " 1", move[:-1],
                          move.replace(" ", "  "), move + "\n"])
    for _ in range(20):
        yield "".join(rng.choice("abcdefghijklmnopqrstuvwxyz _0123456789") for _ in range(12))


def check_move(module: object, game: object, move: object, snapshot: str) -> str:
    """Play a wrong move: return "refused", "loaded" (it was legal) or raise."""
    try:
        game.play(move)  # type: ignore[attr-defined]
    except module.IllegalMoveError as error:  # type: ignore[attr-defined]
        assert len(str(error)) <= MAX_MESSAGE, f"message of {len(str(error)):,} characters"
        assert game.to_json() == snapshot, "a refused move changed the game"  # type: ignore[attr-defined]
        return "refused"
    return "loaded"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--saves", type=int, default=5_000, help="mutated saves per engine")
    parser.add_argument("--moves", type=int, default=200, help="games in progress per engine")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    rows = []
    escapes: Counter[str] = Counter()
    for engine, module in ENGINES.items():
        for what in ("saves", "moves"):
            counts: Counter[str] = Counter()
            start = time.perf_counter()
            for kind, result in _run(engine, module, what, args, rng):
                counts[result] += 1
                if result == "escaped":
                    escapes[f"{engine} {what} {kind}"] += 1
            rows.append((engine, what, counts, time.perf_counter() - start))
    print(f"{'engine':10} {'input':6} {'tried':>8} {'refused':>8} {'loaded':>8} {'escaped':>8}"
          f" {'seconds':>8}")
    total: Counter[str] = Counter()
    for engine, what, counts, seconds in rows:
        tried = sum(counts.values())
        total.update(counts)
        print(f"{engine:10} {what:6} {tried:8,} {counts['refused']:8,} {counts['loaded']:8,} "
              f"{counts['escaped']:8,} {seconds:8.1f}")
    print(f"{'all':17} {sum(total.values()):8,} {total['refused']:8,} {total['loaded']:8,} "
          f"{total['escaped']:8,}")
    for what, count in escapes.most_common():
        print(f"escaped: {count} × {what}")


def _run(engine: str, module: object, what: str, args: argparse.Namespace,
         rng: random.Random) -> Iterator[tuple[str, str]]:
    if what == "saves":
        for kind, text in hostile_saves(engine, args.saves, rng):
            yield kind, _guarded(kind, outcome, engine, text)
        return
    for i in range(args.moves):
        game = module.new_game(players=2 + i % 3, seed=i)  # type: ignore[attr-defined]
        seen = list(game.legal_moves())
        play_some(game, rng.randrange(60), 1 + i % 7)
        seen += game.legal_moves()
        snapshot = game.to_json()
        for move in move_texts(seen, rng):
            if move in game.legal_moves():
                continue  # a legal move is no hostile input
            yield "move", _guarded("move", check_move, module, game, move, snapshot)


def _guarded(kind: str, attempt: Callable[..., str], *args: object) -> str:
    try:
        return attempt(*args)
    except Exception as error:  # counting what escapes is the point
        print(f"  escaped ({kind}): {type(error).__name__}: {str(error)[:120]}")
        return "escaped"


if __name__ == "__main__":
    main()
