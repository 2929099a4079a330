"""Elo ratings of a game's bot levels from a round-robin of 2-player games (not a test).

::

    python bench/ratings.py --game machikoro --games 100 --workers 2
    python bench/ratings.py --game yokohama --games 40 --workers 2

Every pair of levels (random and the game's ``ai.LEVELS``) plays ``--games`` games, seats
alternating; the ratings are the maximum-likelihood Elo ratings of ``boardgame/elo.py``
(``normal`` = 1500). The table is printed and written to ``<game>/ai/data/ratings.json``
with the exact command.

``--add A,B,WINS_A,WINS_B`` (repeatable) takes a pair's results from a longer head-to-head
arena (e.g. ``python -m machikoro.ai.arena --a A --b B``) instead of playing it here: A won
``WINS_A`` games against B and lost ``WINS_B``; ``--source A,B=COMMAND`` records the arena
command that gave an added pair (written under ``added_from``). ``--cache FILE`` keeps every
finished game (a JSON line each); games found there are not played again (they are
deterministic).
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import json
import shlex
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from boardgame.elo import ratings  # noqa: E402
from boardgame.pool import in_order  # noqa: E402

Job = tuple[str, list[str], int, "float | None"]


def levels_of(game: str) -> list[str]:
    """Return the levels rated for ``game``: random first, then the game's own."""
    ai = importlib.import_module(f"{game}.ai")
    return list(dict.fromkeys(["random", *ai.LEVELS]))


def play(job: Job) -> tuple[list[str], int | None]:
    """Play one game; return the seating and the winning seat."""
    game, seating, seed, budget_ms = job
    if game == "machikoro":
        from machikoro.ai.arena import play_match

        winner, _ = play_match(seating, seed)
        return seating, winner
    arena = importlib.import_module(f"{game}.ai.arena")
    return seating, arena.play_game(seating, seed, budget_ms).winner


def jobs(game: str, levels: list[str], games: int, seed: int,
         budget_ms: float | None, skip: frozenset[frozenset[str]] = frozenset()) -> list[Job]:
    """Return every game of the round-robin: each pair ``games`` times, seats alternating
    (the pairs in ``skip`` left out)."""
    out: list[Job] = []
    for a, b in itertools.combinations(levels, 2):
        if frozenset((a, b)) in skip:
            continue
        for g in range(games):
            out.append((game, [a, b] if g % 2 == 0 else [b, a], seed + g, budget_ms))
    return out


def _key(job: Job) -> str:
    game, seating, seed, budget_ms = job
    return json.dumps([game, seating, seed, budget_ms])


def run(work: list[Job], workers: int, cache: Path | None = None
        ) -> list[tuple[list[str], int | None]]:
    """Play the games, in ``workers`` processes if more than one (those in ``cache`` are
    read from it; every newly finished game is appended to it)."""
    done: dict[str, int | None] = {}
    if cache is not None and cache.exists():
        for line in cache.read_text(encoding="utf-8").splitlines():
            if line.strip():
                rec = json.loads(line)
                done[rec["job"]] = rec["winner"]
    todo = [j for j in work if _key(j) not in done]
    fh = cache.open("a", encoding="utf-8") if cache is not None else None
    try:
        for job, (_, winner) in zip(todo, in_order(play, todo, workers), strict=True):
            done[_key(job)] = winner
            if fh is not None:
                fh.write(json.dumps({"job": _key(job), "winner": winner}) + "\n")
                fh.flush()
    finally:
        if fh is not None:
            fh.close()
    return [(j[1], done[_key(j)]) for j in work]


def added(specs: list[str], levels: list[str]) -> list[tuple[str, str, int, int]]:
    """Parse ``--add A,B,WINS_A,WINS_B`` values."""
    out = []
    for spec in specs:
        a, b, wa, wb = spec.split(",")
        if a not in levels or b not in levels or a == b:
            raise SystemExit(f"--add {spec}: two different levels of {levels}")
        out.append((a, b, int(wa), int(wb)))
    return out


def pair_key(a: str, b: str) -> str:
    """Return the file's key of an added pair (``added`` and ``added_from``)."""
    return f"{a}-{b}"


def sources(specs: list[str], extra: list[tuple[str, str, int, int]]) -> dict[str, str]:
    """Parse ``--source A,B=COMMAND`` values: the command behind each added pair, by
    ``A-B``; a source for a pair that ``--add`` does not give is refused."""
    given = {pair_key(a, b) for a, b, _, _ in extra}
    out = {}
    for spec in specs:
        pair, sep, command = spec.partition("=")
        a, _, b = pair.strip().partition(",")
        key = pair_key(a, b)
        if not sep or not command.strip() or key not in given:
            raise SystemExit(f"--source {spec}: A,B=COMMAND for a pair of --add ({sorted(given)})")
        out[key] = command.strip()
    return out


def table(levels: list[str], results: list[tuple[list[str], int | None]]) -> str:
    """Return the pairwise score table (row's wins against column) as text."""
    wins = {(a, b): 0 for a in levels for b in levels}
    for seating, winner in results:
        if winner is not None:
            wins[(seating[winner], seating[1 - winner])] += 1
    head = "        " + "".join(f"{b:>8}" for b in levels)
    rows = [f"{a:<8}" + "".join(f"{wins[(a, b)] if a != b else '-':>8}" for b in levels)
            for a in levels]
    return "\n".join([head, *rows])


def main(argv: list[str] | None = None) -> None:
    """Parse the command line, play the round-robin, print and write the ratings."""
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser(prog="python bench/ratings.py")
    ap.add_argument("--game", choices=("machikoro", "yokohama"), default="machikoro")
    ap.add_argument("--games", type=int, default=100, help="games per pair of levels")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--budget-ms", type=float, default=None, help="yokohama bots' budget")
    ap.add_argument("--out", default=None, help="default: <game>/ai/data/ratings.json")
    ap.add_argument("--add", action="append", default=[], metavar="A,B,WINS_A,WINS_B",
                    help="a pair's results from a head-to-head arena (not played here)")
    ap.add_argument("--source", action="append", default=[], metavar="A,B=COMMAND",
                    help="the arena command behind an --add pair (kept in the file)")
    ap.add_argument("--cache", default=None, help="JSON lines of finished games (reused)")
    args = ap.parse_args(argv)
    levels = levels_of(args.game)
    extra = added(args.add, levels)
    source = sources(args.source, extra)
    skip = frozenset(frozenset((a, b)) for a, b, _, _ in extra)
    start = time.perf_counter()
    work = jobs(args.game, levels, args.games, args.seed, args.budget_ms, skip)
    results = run(work, args.workers, Path(args.cache) if args.cache else None)
    pairs = [(s[w], s[1 - w]) for s, w in results if w is not None]
    for a, b, wa, wb in extra:
        pairs += [(a, b)] * wa + [(b, a)] * wb
    elo = ratings(pairs)
    rated = {lv: round(elo[lv]) for lv in levels if lv in elo}
    data: dict[str, object] = {"game": args.game,
                               "command": shlex.join(["python", "bench/ratings.py", *argv]),
                               "games_per_pair": args.games, "levels": rated}
    if extra:
        data["added"] = {pair_key(a, b): [wa, wb] for a, b, wa, wb in extra}
    if source:
        data["added_from"] = source
    out = Path(args.out) if args.out else ROOT / args.game / "ai" / "data" / "ratings.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"{args.game}: {args.games} games per pair, {time.perf_counter() - start:.0f} s")
    print(table(levels, results))
    print("rating  " + "".join(f"{rated.get(lv, 0):>8}" for lv in levels))
    print(f"written to {out}")


if __name__ == "__main__":
    main()
