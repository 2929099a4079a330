"""Share-link lengths and replay timings for typical finished 4-player games (CPython).

    .venv/bin/python bench/share_bench.py [--level normal] [--seed 3]

Plays one seeded 4-player game of each kind with the given bots, then prints the save size,
the ``#replay=`` link length, the time to open the link, to build a ``Replay`` (per keyframe
interval), to step forward through every position, to jump to random steps, and to compute
the statistics.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import machikoro
import yokohama
from boardgame.replay import Replay
from boardgame.share import decode, encode
from machikoro.ai import choose_move as machikoro_move
from yokohama.ai import choose_move as yokohama_move

ENGINES = {"yokohama": (yokohama, yokohama_move, yokohama.KIND.stats),
           "machikoro": (machikoro, machikoro_move, machikoro.KIND.stats)}
KEYFRAMES = (1, 4, 16, 64)


def ms(seconds: float) -> str:
    return f"{1000 * seconds:8.1f} ms"


def timed(func, repeat: int = 3) -> float:
    """The best of ``repeat`` runs, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        best = min(best, time.perf_counter() - start)
    return best


def finished_game(name: str, level: str, seed: int) -> str:
    module, choose, _ = ENGINES[name]
    game = module.new_game(players=4, seed=seed)
    step = 0
    while not game.is_over:
        game.play(choose(game, game.current_player, level, seed * 1000 + step))
        step += 1
    return game.to_json()


def bench(name: str, level: str, seed: int) -> None:
    save = finished_game(name, level, seed)
    link = encode(save)
    replay = Replay(save)
    print(f"{name}, 4 players, {level} bots, seed {seed}: {len(replay)} moves, "
          f"{len(replay.rounds())} {replay.kind.round_word}s")
    print(f"  save {len(save):6d} chars    link {len(link):6d} chars")
    print(f"  open link (decode + validate)      {ms(timed(lambda: decode(link)))}")
    steps = random.Random(seed).sample(range(len(replay) + 1), min(100, len(replay) + 1))
    for every in KEYFRAMES:
        built = Replay(save, keyframe_every=every)
        build = timed(lambda every=every: Replay(save, keyframe_every=every))

        def forward(built=built) -> None:
            for k in range(len(built) + 1):
                built.position(k)

        def jumps(built=built) -> None:
            for k in steps:
                built.position(k)

        print(f"  keyframes every {every:2d}: build {ms(build)}  "
              f"step through all {ms(timed(forward))}  "
              f"random jump {ms(timed(jumps) / len(steps))} each")
    stats = ENGINES[name][2]
    print(f"  statistics                         {ms(timed(lambda: stats(replay)))}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    for name in ENGINES:
        bench(name, args.level, args.seed)


if __name__ == "__main__":
    main()
