"""One Machi Koro game as the page plays it. Pure Python, built on ``web.session.Session``.

Differences from Yokohama: no secrets (no pass screen: the person to move is simply shown the
table), undo only while no dice were rolled since, computer seats think with
``machikoro.ai.Thinker``, log lines come from ``game.events`` (``web.mk_describe``), and the
save has its own app id and localStorage key.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from web.messages import t
from web.mk_describe import Names, log_lines
from web.session import LoadError, Session, decode_save
from web.ui_state import PACES, UiState

APP_ID = "machikoro-web"
GAME_ID = "machikoro"
SAVE_FORMAT = 1
STORAGE_KEY = "machikoro.save"
BROKEN_KEY = "machikoro.save.broken"


@dataclass
class MkUiState(UiState):
    game: str = GAME_ID


def _engine():
    import machikoro

    return machikoro


class MkSession(Session):
    game_id = GAME_ID
    app_id = APP_ID
    storage_key = STORAGE_KEY
    broken_key = BROKEN_KEY

    def __init__(self, engine=None, ui: UiState | None = None):
        super().__init__(engine or _engine(), ui or MkUiState())

    # ------------------------------------------------------------------ playing
    def _revealed(self, before, after) -> bool:
        """Undo stops at a roll (new information) and at the end of a turn or game."""
        return any(isinstance(ev, dict) and ev.get("type") in ("roll", "turn", "game_over")
                   for ev in after.events or [])

    def _apply(self, move: str) -> None:
        g = self.game
        seat = g.current_player
        g.play(move)
        lines = log_lines(list(g.events or []), g.view(None))
        if not lines:
            lines = [t("log_line", name=Names(g.view(None)).seat(seat), text=move)]
        self.ui.log.extend(lines)
        self.ui.chooser = None
        self.ui.previews = {}
        self.ui.last_move = move

    def ai_step(self) -> str | None:
        if not self.computer_to_move():
            return None
        from machikoro.ai import choose_move

        move = choose_move(*self._ai_args())
        self.ai_play(move)
        return move

    def ai_thinker(self):
        from machikoro.ai import Thinker

        return Thinker(*self._ai_args())

    def ai_play(self, move: str) -> None:
        legal = self.game.legal_moves()
        if move not in legal:
            move = legal[0]
        self._apply(move)
        self.undo_stack = []
        self._after_change()

    def _after_change(self) -> None:
        g = self.game
        ui = self.ui
        humans = self.humans()
        cur = g.current_player
        if g.is_over or cur is None:
            ui.final = self.final_scores()
            ui.screen = "final"
            if ui.viewer is None:
                ui.viewer = humans[0] if humans else 0
        else:
            if ui.screen == "pass":  # no secrets: never a pass screen
                ui.screen = "play"
                ui.pass_to = None
            if not self.is_computer(cur):
                ui.viewer = cur
            elif ui.viewer is None:
                ui.viewer = humans[0] if humans else 0
        ui.can_undo = self.can_undo()
        ui.thinking = self.computer_to_move()

    # ------------------------------------------------------------------ end
    def final_scores(self) -> dict:
        g = self.game
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
        columns = [("landmarks", t("mk_final_landmarks")), ("coins", t("mk_final_coins")),
                   ("buildings", t("mk_final_buildings"))]
        return {"winner": scores.get("winner"), "rows": rows, "columns": columns}

    # ------------------------------------------------------------------ saves
    def to_save(self) -> str:
        return json.dumps({
            "app": APP_ID, "game_id": GAME_ID, "format": SAVE_FORMAT, "config": self.config,
            "game": self.game.to_json(), "log": self.ui.log, "viewer": self.ui.viewer,
            "screen": "play", "pace": self.ui.pace,
        }, ensure_ascii=False)

    def parse_save(self, text: str):
        data = decode_save(text)
        if isinstance(data, dict) and data.get("format") == "machikoro-save":
            data = self._wrap_engine_save(data, text)
        config, game = self.check_save(data, APP_ID, t("mk_reason_foreign"), SAVE_FORMAT)
        try:
            players = len(game.view(None)["players"])
        except Exception as e:
            raise LoadError(t("reason_engine", detail=str(e) or type(e).__name__)) from e
        seats = config["seats"]
        if len(seats) != players or not all(
                isinstance(s, dict) and isinstance(s.get("name"), str)
                and s.get("kind") in ("human", "computer") for s in seats):
            raise LoadError(t("reason_players"))
        return config, game, data

    def _wrap_engine_save(self, raw: dict, text: str) -> dict:
        """A bare engine save (``python -m machikoro``): every seat is a person."""
        setup = raw.get("setup") if isinstance(raw.get("setup"), dict) else {}
        names = setup.get("names") if isinstance(setup.get("names"), list) else []
        seats = [{"name": str(n)[:16], "kind": "human", "level": "normal"} for n in names]
        return {"app": APP_ID, "format": SAVE_FORMAT, "game": text, "log": [],
                "config": {"players": len(seats), "seats": seats,
                           "seed": setup.get("seed", 0), "options": {}}}

    def load(self, text: str) -> None:
        super().load(text)
        if self.ui.pace not in PACES:
            self.ui.pace = "normal"
