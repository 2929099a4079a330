"""A computer seat's thinking away from the page (pure): the page's Web Worker
(``web/think_worker.js``) turns one request into a :class:`RemoteThinker` and steps it in
slices, so a "move now" message can arrive between two slices.

A request is a JSON object: ``game`` (the name of a registered :class:`~boardgame.kinds.GameKind`),
``engine`` (its engine package: the worker starts empty, so it imports that package, whose
import registers the game, and the name must be the registered kind's), ``save`` (the
engine's own save text, ``game.to_json()``), ``seat``, ``level``, ``seed`` and ``budget_ms``
(None: the engine's default). The computer levels are the kind's ``ai`` package. The answer is
``{"move", "how"}``: ``how`` is ``result`` (thought to the end), ``best`` (the best move found
so far, on "move now") or ``quick`` (move now before anything was found: the normal level's
move). The page still checks the move against the legal moves before playing it.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

from . import kinds

QUICK_LEVEL = "normal"  # what "move now" plays when the thinker has found nothing yet


def _package(name: object) -> str:
    """``name`` if it is a dotted name of plain identifiers, else ValueError."""
    if not isinstance(name, str) or not all(p.isidentifier() for p in name.split(".")):
        raise ValueError(f"not a package name: {str(name)[:40]!r}")
    return name


class RemoteThinker:
    """One decision: ``step(slice_ms) -> finished``, then ``answer(now)``."""

    def __init__(self, request: str | dict[str, Any]) -> None:
        req: dict[str, Any] = json.loads(request) if isinstance(request, str) else request
        engine = _package(req["engine"])
        importlib.import_module(engine)  # (registers its game)
        kind = kinds.kind(req["game"])
        if kind is None or kind.engine != engine:
            raise ValueError(f"{str(req['game'])[:40]!r} is not a game of {engine!r}")
        self.ai = kind.ai_module()
        self.game = kind.load_game(str(req["save"]))
        self.seat, self.level = int(req["seat"]), str(req["level"])
        self.seed = int(req["seed"])
        budget = req.get("budget_ms")
        self.budget_ms = None if budget is None else float(budget)
        self.thinker = self.ai.Thinker(self.game, self.seat, self.level, self.seed,
                                       self.budget_ms)
        self.finished = False

    def step(self, slice_ms: float) -> bool:
        """Think for about ``slice_ms`` ms; True once the thinker has decided."""
        self.finished = self.finished or bool(self.thinker.step(slice_ms))
        return self.finished

    def answer(self, now: bool = False) -> dict[str, str]:
        """The move: the thinker's result once finished; on ``now`` before that its best
        move so far, or when it has none the quick level's move."""
        if self.finished:
            return {"move": self.thinker.result(), "how": "result"}
        if not now:
            raise RuntimeError("still thinking: step() until it returns True, or answer(now=True)")
        best = getattr(self.thinker, "best", lambda: None)()
        if best is not None:
            return {"move": best, "how": "best"}
        move = self.ai.choose_move(self.game, self.seat, QUICK_LEVEL, self.seed)
        return {"move": move, "how": "quick"}

    def answer_json(self, now: bool = False) -> str:
        """:meth:`answer` as JSON text (one string across the worker boundary)."""
        return json.dumps(self.answer(now))
