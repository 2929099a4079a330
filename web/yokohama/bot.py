"""Yokohama's computer seats: ``choose_move(game, seat, level, seed)``.

Uses ``yokohama.ai`` (levels easy/normal/hard/expert) when the engine ships it; otherwise a seeded
random choice that prefers real moves over ``done`` most of the time (so games move forward).
``yokohama.ai`` is imported on first use, not at page start (it is not needed to draw).
"""

from __future__ import annotations

from types import ModuleType

from web.shell.bot import Done, next_frame, random_move

__all__ = ["choose_move", "random_move", "thinker"]

_ENGINE: dict = {}
# a level's budget on the page when it must differ from the engine's default (absent: default);
# expert's keeps its turn within about 5 s in the browser
PAGE_BUDGET_MS: dict[str, float] = {"expert": 2500.0}
# at the instant pace (?pace=instant: tests, impatient people) the long thinkers think less
INSTANT_BUDGET_MS: dict[str, float] = {"expert": 300.0}


def page_budget(level: str, instant: bool = False) -> float | None:
    """The ``budget_ms`` the page gives ``level`` (None: the engine's default)."""
    if instant and level in INSTANT_BUDGET_MS:
        return INSTANT_BUDGET_MS[level]
    return PAGE_BUDGET_MS.get(level)


def _engine_ai():
    if "ai" not in _ENGINE:
        ai: ModuleType | None
        try:
            import yokohama.ai as ai
        except Exception:  # any import problem means: use the fallback
            ai = None
        _ENGINE["ai"] = ai
    return _ENGINE["ai"]


def choose_move(game, seat: int, level: str = "normal", seed: int = 0,
                budget_ms: float | None = None) -> str:
    """The move the computer plays for ``seat``; always one of ``game.legal_moves()``."""
    ai = _engine_ai()
    if ai is not None and hasattr(ai, "choose_move"):
        try:
            move = ai.choose_move(game, seat, level, seed, budget_ms)
            if move in game.legal_moves():
                return move
        except Exception:  # a failing engine AI must not stop the game
            pass
    return random_move(game, seat, seed)


def thinker(game, seat: int, level: str = "normal", seed: int = 0,
            budget_ms: float | None = None):
    """An object with ``step(slice_ms) -> finished``, ``result()`` and ``best()``; the
    binding runs it in slices of a few milliseconds, yielding to the browser in between."""
    ai = _engine_ai()
    if ai is not None and hasattr(ai, "Thinker"):
        try:
            return ai.Thinker(game, seat, level, seed, budget_ms)
        except Exception:  # fall back to a direct choice
            pass
    return Done(choose_move(game, seat, level, seed, budget_ms))


# ---------------------------------------------------------------------- benchmark support
SLICE_MS = 12.0  # how long the page lets a thinker run before it yields to the browser


def bench_positions(count: int, seed: int = 1, per_game: int = 8,
                    turn_starts: bool = False) -> list:
    """``count`` real positions where the seat to move has a choice (several legal moves).

    Easy bots play games of 2, 3 and 4 players in turn (seeds ``seed``, ``seed + 1``, ...);
    from each game ``per_game`` positions with more than one legal move are kept, evenly
    spread from the first turn to the end. With ``turn_starts``, only positions where a
    seat's turn begins. Deterministic: the page and CPython get the same."""
    import yokohama
    from yokohama.ai import choose_move as ai_choose

    out: list = []
    k = 0
    while len(out) < count:
        game = yokohama.new_game(2 + k % 3, seed + k)
        game.state.record = False
        choices: list = []
        last = None
        step = 0
        while not game.is_over:
            seat = game.current_player
            assert seat is not None  # the game is not over
            if len(game.legal_moves()) > 1 and not (turn_starts and seat == last):
                choices.append(game.clone())
            last = seat
            game.play(ai_choose(game, seat, "easy", (seed + k) * 1000 + step))
            step += 1
        take = min(per_game, count - len(out), len(choices))
        out.extend(choices[(j * len(choices)) // take] for j in range(take))
        k += 1
    return out


async def bench(level: str, positions, seed: int = 1, slice_ms: float = SLICE_MS,
                budget_ms: float | None = None) -> list[dict]:
    """Think at ``level`` on ``positions`` exactly as the page does (slices of ``slice_ms``,
    the page's ``next_frame()`` between them) and time every decision. ``positions``: a list
    of games or of their saves (``Game.to_json()`` texts), or a count for
    ``bench_positions(count, seed)``. Decision ``i`` uses the seed ``seed * 1009 + i``.

    Per decision: ``wall_ms`` (first slice to result, pauses included), ``busy_ms`` (time
    inside ``step``), ``max_slice_ms`` (the longest single slice: the page's longest block),
    ``slices`` and the ``move`` (to compare with CPython)."""
    import gc
    import time

    import yokohama
    import yokohama.ai as ai

    if isinstance(positions, int):
        positions = bench_positions(positions, seed)
    now = time.perf_counter
    games = []
    for p in positions:
        games.append(yokohama.load_game(p) if isinstance(p, str) else p)
        await next_frame()  # a replay takes a few ms: keep the page drawing
    pauses: list[float] = []  # garbage-collector pauses (ms) of the current decision
    gc_start = [0.0]

    def on_gc(phase: str, info: dict) -> None:
        if phase == "start":
            gc_start[0] = now()
        else:
            pauses.append(1000 * (now() - gc_start[0]))

    gc.callbacks.append(on_gc)
    rows: list[dict] = []
    try:
        for i, game in enumerate(games):
            pauses.clear()
            runs = sum(st["collections"] for st in gc.get_stats())
            rows.append(await _bench_one(ai, game, level, seed * 1009 + i, slice_ms,
                                         page_budget(level) if budget_ms is None
                                         else budget_ms))
            runs = sum(st["collections"] for st in gc.get_stats()) - runs
            rows[-1].update(i=i, gc_runs=runs, gc_ms=sum(pauses),
                            gc_max_ms=max(pauses, default=0.0), gc_enabled=gc.isenabled())
            await next_frame()
    finally:
        gc.callbacks.remove(on_gc)
    return rows


async def _bench_one(ai, game, level: str, seed: int, slice_ms: float,
                     budget_ms: float | None) -> dict:
    """One decision thought in slices like web/shell/dom_computer.py's ``ai_run``, timed."""
    import time

    now = time.perf_counter
    seat = game.current_player
    start = now()
    thinker = ai.Thinker(game, seat, level, seed, budget_ms)
    busy = longest = 0.0
    slices = 0
    while True:
        a = now()
        finished = thinker.step(slice_ms)
        d = now() - a
        busy += d
        longest = max(longest, d)
        slices += 1
        if finished:
            break
        await next_frame()
    return {"players": game.state.n, "legal": len(game.legal_moves()),
            "move": thinker.result(), "wall_ms": 1000 * (now() - start),
            "busy_ms": 1000 * busy, "max_slice_ms": 1000 * longest, "slices": slices}
