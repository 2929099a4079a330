"""Hostile PAGE saves through the page's own load path, headless and counted (not a test).

    .venv/bin/python bench/hostile_page.py [--random 300] [--seed 1]

For each game: every hostile value and raw text (100,000-deep nesting, 2 MB strings, huge
numbers, …) at every field of real page saves, dropped fields, the issue's combinations (a
pass screen to nobody, deep nesting, a 3 MB save), random multi-field mutations and engine
mutations of the game inside (``tests/hostile_page.py``). Each text goes through
``web.shell.saves.prepare_load`` (safe_json, the page schema, the engine's ``load_game``, the
new session, one render, one serialisation) with another game on screen, and a loaded one is
then used like the page does (menu and new-game form drawn, a computer or a person moves,
the autosave loads again).

Counts: tried; refused cleanly (LoadError with a short message, the game on screen
unchanged); rendered safely (loaded and used without error); games lost (the game on screen
changed); page stops (any other exception: in the page it would stop the redraw or the
start).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from hostile_page import GameLost, hostile_page_saves, page_outcome, page_saves  # noqa: E402

from web.shell import protocol  # noqa: E402
from web.shell.saves import prepare_load  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--random", type=int, default=300,
                        help="random multi-field and engine mutations per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"{'game':10} {'tried':>7} {'refused':>8} {'rendered':>9} {'lost':>5} {'stops':>6}"
          f" {'seconds':>8}")
    total: Counter[str] = Counter()
    problems: Counter[str] = Counter()
    for gi in protocol.games():
        counts: Counter[str] = Counter()
        on_screen = prepare_load(gi, page_saves(gi.id)[0])
        start = time.perf_counter()
        for kind, text in hostile_page_saves(gi.id, rng, args.random):
            try:
                counts[page_outcome(gi, text, on_screen)] += 1
            except GameLost as error:
                counts["lost"] += 1
                problems[f"{gi.id} lost: {kind}: {error}"] += 1
            except Exception as error:  # counting what would stop the page is the point
                counts["stops"] += 1
                problems[f"{gi.id} stop: {kind}: {type(error).__name__}: "
                         f"{str(error)[:100]}"] += 1
        seconds = time.perf_counter() - start
        total.update(counts)
        print(f"{gi.id:10} {sum(counts.values()):7,} {counts['refused']:8,} "
              f"{counts['rendered']:9,} {counts['lost']:5,} {counts['stops']:6,} {seconds:8.1f}")
    print(f"{'all':10} {sum(total.values()):7,} {total['refused']:8,} {total['rendered']:9,} "
          f"{total['lost']:5,} {total['stops']:6,}")
    for what, count in problems.most_common(20):
        print(f"  {count} × {what}")


if __name__ == "__main__":
    main()
