"""One Machi Koro game as the page plays it. Pure Python, built on the shell's ``Session``.

Differences from Yokohama: no secrets (no pass screen: the person to move is simply shown the
table), undo only while no dice were rolled since, computer seats think with
``machikoro.ai.Thinker``, log lines come from ``game.events`` (``web.machikoro.describe``),
and the save has its own app id and localStorage key.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from web.i18n import freeze
from web.machikoro import bot
from web.machikoro.describe import Names, event_line, log_lines, move_name
from web.machikoro.messages import t
from web.shell.saves import MAX_SEED, LoadError
from web.shell.session import Session
from web.shell.ui_state import UiState

__all__ = ["BROKEN_KEY", "STORAGE_KEY", "LoadError", "MkSession", "MkUiState"]

APP_ID = "machikoro-web"
GAME_ID = "machikoro"
SAVE_FORMAT = 1
STORAGE_KEY = "machikoro.save"
BROKEN_KEY = "machikoro.save.broken"
PAYOUT_EVENTS = ("pay", "income", "tv_target", "swap", "decline_swap", "swap_impossible")
ENGINE_FORMAT = "machikoro-save"  # the engine's own save files (python -m machikoro)


@dataclass
class MkUiState(UiState):
    game: str = GAME_ID
    roll_results: list = field(default_factory=list)  # who got or paid what, last roll


def _engine():
    import machikoro

    return machikoro


class MkSession(Session):
    game_id = GAME_ID
    app_id = APP_ID
    save_format = SAVE_FORMAT
    save_game_id = True
    secret = False
    foreign_key = "mk_reason_foreign"
    ai_package = "machikoro.ai"

    def __init__(self, engine=None, ui: UiState | None = None):
        super().__init__(engine or _engine(), ui or MkUiState())

    # ------------------------------------------------------------------ playing
    def _revealed(self, before, after) -> bool:
        """Undo stops at a roll (new information) and at the end of a turn or game."""
        return any(isinstance(ev, dict) and ev.get("type") in ("roll", "turn", "game_over")
                   for ev in after.events or [])

    def changed_keys(self, before: dict, after: dict) -> set[str]:
        """Supply piles and cities that changed."""
        old, new = before.get("supply") or {}, after.get("supply") or {}
        keys = {"supply:" + c for c in new if old.get(c) != new[c]}
        old_p = {p.get("seat"): p for p in before.get("players") or []}
        keys |= {f"city:{p.get('seat')}" for p in after.get("players") or []
                 if old_p.get(p.get("seat")) != p}
        return keys

    def log_lines(self, seat, move: str, context, events: list) -> list[str]:
        view = self.playing.view(None)
        kinds = [e.get("type") for e in events if isinstance(e, dict)]
        if "roll" in kinds:
            self.ui.roll_results = []
        nm = Names(view)
        self.ui.roll_results.extend(  # recorded: drawn in the language of the moment
            freeze(line) for e in events if isinstance(e, dict) and e.get("type") in PAYOUT_EVENTS
            for line in [event_line(e, nm)] if line)
        return log_lines(events, view) or [t("log_line", name=Names(view).seat(seat),
                                             text=move)]

    def describe(self, move: str) -> str:
        return move_name(move, self.playing.view(None))

    def choose_ai_move(self, game, seat: int, level: str, seed: int) -> str:
        from machikoro.ai import choose_move

        return choose_move(game, seat, level, seed, self.ai_budget(level))

    def make_thinker(self, game, seat: int, level: str, seed: int):
        from machikoro.ai import Thinker

        return Thinker(game, seat, level, seed, self.ai_budget(level))

    def page_budget(self, level: str, instant: bool) -> float | None:
        return bot.page_budget(level, instant)

    def fallback_move(self) -> str:
        return self.playing.legal_moves()[0]

    # ------------------------------------------------------------------ end
    def final_scores(self) -> dict:
        g = self.playing
        scores = g.scores()
        seats = self.config.get("seats", [])
        rows = []
        for i, p in enumerate(scores.get("players") or []):
            name = seats[i]["name"] if i < len(seats) else p.get("name", "?")
            rows.append({"seat": i, "name": name, "rank": p.get("rank"),
                         "parts": {"landmarks": p.get("landmarks_completed", 0),
                                   "coins": p.get("coins", 0),
                                   "buildings": p.get("buildings", 0)},
                         "total": p.get("landmarks_completed", 0)})
        columns = [("landmarks", "mk_final_landmarks"), ("coins", "mk_final_coins"),
                   ("buildings", "mk_final_buildings")]  # message keys, written when drawn
        return {"winner": scores.get("winner"), "rows": rows, "columns": columns}

    # ------------------------------------------------------------------ saves
    def unwrap_save(self, data: object, text: str) -> object:
        if isinstance(data, dict) and data.get("format") == ENGINE_FORMAT:
            return self._wrap_engine_save(data, text)
        return data

    def _wrap_engine_save(self, raw: dict, text: str) -> dict:
        """A bare engine save (``python -m machikoro``): every seat is a person."""
        setup: Any = raw.get("setup") if isinstance(raw.get("setup"), dict) else {}
        names: Any = setup.get("names") if isinstance(setup.get("names"), list) else []
        seats = [{"name": str(n)[:16], "kind": "human", "level": "normal"} for n in names]
        seed = setup.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int) or abs(seed) > MAX_SEED:
            seed = 0
        return {"app": APP_ID, "format": SAVE_FORMAT, "game": text, "log": [],
                "config": {"players": len(seats), "seats": seats,
                           "seed": seed, "options": {}}}
