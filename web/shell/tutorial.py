"""The guided first game (pure): a scripted real game the person clicks through.

A script (``web/content/<game>/tutorial.json``, written by tools/make_tutorial.py) is one game
from a fixed seed: ``moves`` (the whole game, or its start) and ``steps``, each ``{"at": index
into moves, "feature": name}``: the moves the person makes; every other move is played for
them. Texts are the game's catalogue keys ``<text_prefix>_<feature>_say`` (what to do and
why, with the move's words as ``{move}``) and ``<text_prefix>_<feature>_done`` (what
happened).

The tutorial has its own :class:`~web.shell.session.Session` (never the person's game) and
its own progress (:meth:`Tutorial.progress`, the step reached), so it can be left and
resumed by replaying the script up to that step.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from web.shell.messages import has, t


def load_script(content: Path | None) -> dict | None:
    """The tutorial script in a game's content folder (``GameUI.content``), or None when it
    has none."""
    path = content / "tutorial.json" if content is not None else None
    if path is None or not path.exists():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


class Tutorial:
    """Drives ``session`` (a fresh Session of the game) through ``script``.

    ``describe(move, view) -> str`` words a move (the game's own move labels)."""

    def __init__(self, session, script: dict, describe: Callable[[str, dict], str]):
        self.session = session
        self.script = script
        self.describe = describe
        self.steps: list[dict] = list(script["steps"])
        self.step = 0  # index of the step the person is at (len(steps): finished)
        self.done_text = ""  # what the last step did
        self.prefix = str(script.get("text_prefix") or "tut")  # catalogue keys of the texts

    # ------------------------------------------------------------------ setup
    def start(self, step: int = 0) -> None:
        """A new game from the script's seed, played up to ``step`` (resume)."""
        names = self.script.get("players") or ["A", "B"]
        seats = [{"name": n, "kind": "human" if i == 0 else "computer", "level": "easy"}
                 for i, n in enumerate(names)]
        self.session.new_game({"players": len(names), "seats": seats,
                               "seed": self.script["seed"],
                               "options": dict(self.script.get("options") or {}),
                               "hints_allowed": False})
        self.step = max(0, min(int(step), len(self.steps)))
        self.done_text = ""
        self._play_until(self._target_index())
        self.refresh()

    def _target_index(self) -> int:
        """How many moves stand before the current step (all of them once finished)."""
        if self.step < len(self.steps):
            return int(self.steps[self.step]["at"])
        return len(self.script["moves"])

    def _play_until(self, index: int) -> None:
        s = self.session
        moves = self.script["moves"]
        while len(s.game.moves) < index and not s.game.is_over:
            s.ai_play(moves[len(s.game.moves)])

    # ------------------------------------------------------------------ queries
    @property
    def finished(self) -> bool:
        return self.step >= len(self.steps)

    def expected(self) -> str | None:
        """The move the person should make now (None once finished)."""
        if self.finished:
            return None
        return self.script["moves"][int(self.steps[self.step]["at"])]

    def feature(self) -> str:
        return "" if self.finished else str(self.steps[self.step]["feature"])

    def progress(self) -> str:
        """What the progress key stores: the step reached."""
        return json.dumps({"step": self.step, "seed": self.script["seed"]})

    @staticmethod
    def step_of(progress: str | None) -> int:
        """The step stored in a progress text (0 when missing or unreadable)."""
        try:
            data = json.loads(progress or "")
            step = data.get("step", 0) if isinstance(data, dict) else 0
            return step if isinstance(step, int) and step >= 0 else 0
        except (TypeError, ValueError):
            return 0

    # ------------------------------------------------------------------ playing
    def click(self, move: str) -> bool:
        """The person clicked ``move``: played (and the script runs on) when it is the
        expected one; otherwise nothing happens and False comes back."""
        want = self.expected()
        if want is None or move != want:
            return False
        s = self.session
        view = s.game.view(s.ui.viewer)
        feature = self.feature()
        s.play(move)
        key = f"{self.prefix}_{feature}_done"
        self.done_text = t(key, move=self.describe(move, view)) if has(key) else ""
        self.step += 1
        self._play_until(self._target_index())
        self.refresh()
        return True

    def wants_text(self) -> str:
        """"The tutorial wants you to …" for a wrong click."""
        want = self.expected()
        if want is None:
            return t("tutorial_finished")
        s = self.session
        return t("tutorial_wants", move=self.describe(want, s.game.view(s.ui.viewer)))

    def refresh(self) -> None:
        """Put the coach panel and the highlight into the session's UI state."""
        s = self.session
        ui = s.ui
        ui.hint = None
        ui.can_hint = False
        s.undo_stack = []  # the script goes one way: no undo inside the tutorial
        ui.can_undo = False
        want = self.expected()
        say = ""
        if want is not None:
            key = f"{self.prefix}_{self.feature()}_say"
            words = self.describe(want, s.game.view(ui.viewer))
            say = t(key, move=words) if has(key) else t("tutorial_wants", move=words)
        ui.coach = {"step": min(self.step + 1, len(self.steps)), "steps": len(self.steps),
                    "done": self.done_text, "say": say, "end": want is None,
                    "intro": self.step == 0 and not self.done_text}
        ui.highlight = [want] if want is not None else []
