"""One game as the page plays it: seats, moves, log, undo, hot-seat privacy, saves. Pure Python.

The binding (web/main.py) owns the DOM, storage and timers; everything else is here, so it is
tested natively. ``engine`` is the ``yokohama`` module (passed in, so tests can use a stub).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from web import bot
from web.describe import Lookup, describe_move, reward_text
from web.messages import t
from web.ui_state import PACES, UiState

APP_ID = "yokohama-web"
SAVE_FORMAT = 1
STORAGE_KEY = "yokohama.save"
BROKEN_KEY = "yokohama.save.broken"


class LoadError(ValueError):
    """A save could not be used; ``str(err)`` is a message for the player."""


@dataclass
class UndoPoint:
    game: object
    log_len: int
    seat: int


def decode_save(text: str) -> object:
    """JSON of a save file, or LoadError."""
    try:
        return json.loads(text)
    except (ValueError, TypeError) as e:
        raise LoadError(t("reason_json")) from e


class Session:
    def __init__(self, engine, ui: UiState | None = None):
        self.engine = engine
        self.ui = ui or UiState()
        self.ui.option_defs = list(getattr(engine, "OPTIONS", []) or [])
        self.game = None
        self.config: dict = {}
        self.undo_stack: list[UndoPoint] = []
        if not self.ui.defaults:
            self.ui.defaults = self.default_config()

    # ------------------------------------------------------------------ set-up
    def default_config(self) -> dict:
        return {"players": 2, "seed": "", "options": {},
                "seats": [{"name": t("default_name_" + str(i)),
                           "kind": "human" if i == 0 else "computer", "level": "normal"}
                          for i in range(4)]}

    def new_game(self, config: dict) -> None:
        n = int(config.get("players", 2))
        seats = [dict(s) for s in config["seats"][:n]]
        for i, s in enumerate(seats):
            s["name"] = (str(s.get("name") or "").strip() or t("default_name_" + str(i)))[:16]
            s["kind"] = "computer" if s.get("kind") == "computer" else "human"
            if s.get("level") not in ("easy", "normal", "hard"):
                s["level"] = "normal"
        seed = config.get("seed")
        try:
            seed = int(seed)
        except (TypeError, ValueError):
            seed = random.randrange(1, 1_000_000)
        options = dict(config.get("options") or {})
        game = self.engine.new_game(players=[s["name"] for s in seats], seed=seed,
                                    options=options)
        self.game = game
        self.config = {"players": n, "seats": seats, "seed": seed, "options": options}
        self.ui.defaults = {**self.config, "seats": seats + self.default_config()["seats"][n:],
                            "can_cancel": True}
        self.ui.seats = seats
        self.ui.log = [t("log_setup", names=", ".join(s["name"] for s in seats), seed=seed)]
        self.ui.viewer = None
        self.ui.final = None
        self.ui.chooser = None
        self.ui.message = ""
        self.undo_stack = []
        self.ui.screen = "play"
        self._after_change()

    # ------------------------------------------------------------------ queries
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.config.get("seats", [])) if s["kind"] == "human"]

    def is_computer(self, seat) -> bool:
        seats = self.config.get("seats", [])
        return isinstance(seat, int) and seat < len(seats) and seats[seat]["kind"] == "computer"

    def computer_to_move(self) -> bool:
        g = self.game
        return (g is not None and not g.is_over and self.ui.screen in ("play",)
                and self.is_computer(g.current_player))

    def view(self) -> dict | None:
        if self.game is None or self.ui.screen in ("new", "pass"):
            return None
        return self.game.view(self.ui.viewer)

    def legal_for_ui(self) -> list[str]:
        g = self.game
        if g is None or g.is_over or self.ui.screen != "play":
            return []
        cur = g.current_player
        if cur is None or self.is_computer(cur) or cur != self.ui.viewer:
            return []
        return list(g.legal_moves())

    def delay_ms(self) -> int:
        return PACES.get(self.ui.pace, 700)

    # ------------------------------------------------------------------ playing
    def play(self, move: str) -> None:
        """Play a move of the person at the device (raises the engine's IllegalMoveError)."""
        g = self.game
        seat = g.current_player
        if move not in self.legal_for_ui():
            raise self.engine.IllegalMoveError(move)
        before = g.clone()
        log_len = len(self.ui.log)
        self._apply(move)
        if self._revealed(before, g) or g.current_player != seat:
            self.undo_stack = []
        else:
            self.undo_stack.append(UndoPoint(before, log_len, seat))
        self._after_change()

    def _ai_args(self):
        g = self.game
        seat = g.current_player
        level = self.config["seats"][seat].get("level", "normal")
        return g, seat, level, int(self.config.get("seed", 0)) * 1009 + len(g.moves)

    def ai_step(self) -> str | None:
        """Let the computer seat to move decide and play (all at once; tests, fast pace)."""
        if not self.computer_to_move():
            return None
        move = bot.choose_move(*self._ai_args())
        self.ai_play(move)
        return move

    def ai_thinker(self):
        """A sliceable thinker for the computer seat to move (see web.bot.thinker)."""
        return bot.thinker(*self._ai_args())

    def ai_play(self, move: str) -> None:
        if move not in self.game.legal_moves():
            move = bot.random_move(self.game, self.game.current_player, len(self.game.moves))
        self._apply(move)
        self.undo_stack = []
        self._after_change()

    def _apply(self, move: str) -> None:
        g = self.game
        seat = g.current_player
        view_before = g.view(seat)
        g.play(move)
        self.ui.log.append(self.log_line(seat, move, view_before, list(g.events or [])))
        self.ui.chooser = None
        self.ui.previews = {}
        self.ui.last_move = move

    def _revealed(self, before, after) -> bool:
        """Did the last move bring new hidden information (a card drawn)?"""
        try:
            vb, va = before.view(None), after.view(None)
        except Exception:
            vb, va = before.view(0), after.view(0)
        if (vb.get("order_deck"), vb.get("tech_deck")) != (va.get("order_deck"),
                                                           va.get("tech_deck")):
            return True
        for ev in after.events or []:
            text = json.dumps(ev).lower()
            if "draw" in text or "reveal" in text or "refill" in text:
                return True
        return False

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        point = self.undo_stack.pop()
        self.game = point.game
        del self.ui.log[point.log_len:]
        self.ui.chooser = None
        self.ui.previews = {}
        self._after_change()
        return True

    def can_undo(self) -> bool:
        g = self.game
        return bool(self.undo_stack) and g is not None and not g.is_over and \
            self.undo_stack[-1].seat == g.current_player == self.ui.viewer and \
            not self.is_computer(g.current_player)

    def _after_change(self) -> None:
        g = self.game
        ui = self.ui
        humans = self.humans()
        cur = g.current_player
        if g.is_over or cur is None:
            ui.final = self.final_scores()
            ui.screen = "final"
            if ui.viewer is None and len(humans) == 1:
                ui.viewer = humans[0]
        elif not self.is_computer(cur):
            if cur != ui.viewer:
                if len(humans) > 1:
                    ui.screen = "pass"
                    ui.pass_to = cur
                else:
                    ui.viewer = cur
        elif ui.viewer is None and len(humans) == 1:
            ui.viewer = humans[0]
        ui.can_undo = self.can_undo()
        ui.thinking = self.computer_to_move()

    def reveal(self) -> None:
        """The person named on the pass screen has the device now."""
        if self.ui.screen == "pass" and self.ui.pass_to is not None:
            self.ui.viewer = self.ui.pass_to
            self.ui.pass_to = None
            self.ui.screen = "play"
            self.undo_stack = []
            self._after_change()

    # ------------------------------------------------------------------ chooser
    def open_chooser(self, key: str, moves: list[str]) -> None:
        self.ui.chooser = key
        self.ui.previews = {m: self.preview(m) for m in moves}

    def preview(self, move: str) -> str:
        """What a move costs and gives, by playing it on a copy (shown in choosers)."""
        try:
            g = self.game.clone()
            seat = g.current_player
            view = g.view(seat)
            g.play(move)
            return self.events_text(list(g.events or []), Lookup(view), seat)
        except Exception:
            return ""

    # ------------------------------------------------------------------ log
    def log_line(self, seat, move: str, view_before: dict, events: list[dict]) -> str:
        lk = Lookup(view_before)
        if move.startswith("keep "):  # the kept starting order is secret
            return t("log_line", name=lk.name(seat), text=t("log_keep"))
        text = describe_move(move, view_before, lk)
        extra = self.events_text(events, lk, seat)
        if extra:
            text = f"{text} ({extra})"
        return t("log_line", name=lk.name(seat), text=text)

    def events_text(self, events: list[dict], lk: Lookup, seat) -> str:
        parts: list[str] = []
        for ev in events:
            s = describe_event(ev, lk, seat)
            if s and s not in parts:
                parts.append(s)
        return "; ".join(parts)

    # ------------------------------------------------------------------ end
    def final_scores(self) -> dict:
        g = self.game
        try:
            scores = g.scores()
        except Exception:
            scores = {}
        return final_table(scores, self.config.get("seats", []), g)

    # ------------------------------------------------------------------ saves
    def to_save(self) -> str:
        return json.dumps({
            "app": APP_ID, "format": SAVE_FORMAT, "config": self.config,
            "game": self.game.to_json(), "log": self.ui.log, "viewer": self.ui.viewer,
            "screen": self.ui.screen if self.ui.screen in ("play", "pass") else "play",
            "pass_to": self.ui.pass_to, "pace": self.ui.pace,
        }, ensure_ascii=False)

    def check_save(self, data: object, app_id: str, foreign_reason: str,
                   max_format: int = SAVE_FORMAT) -> tuple[dict, object]:
        """The checks every game's save gets: app, format version, seats list, engine replay.

        Returns (config, game) or raises LoadError with the reason."""
        if not isinstance(data, dict) or data.get("app") != app_id:
            raise LoadError(foreign_reason)
        fmt = data.get("format")
        if not isinstance(fmt, int) or fmt > max_format:
            raise LoadError(t("reason_future", v=fmt))
        config = data.get("config")
        if not isinstance(config, dict) or not isinstance(config.get("seats"), list):
            raise LoadError(t("reason_players"))
        game_text = data.get("game")
        if not isinstance(game_text, str):
            game_text = json.dumps(game_text)
        try:
            game = self.engine.load_game(game_text)
        except Exception as e:  # SaveError, or anything an odd file provokes
            raise LoadError(t("reason_engine", detail=str(e) or type(e).__name__)) from e
        return config, game

    def parse_save(self, text: str):
        """Check a save completely; returns (config, game, data) or raises LoadError."""
        data = decode_save(text)
        config, game = self.check_save(data, APP_ID, t("reason_foreign"))
        try:
            players = game.view(0)["players"]
        except Exception as e:
            raise LoadError(t("reason_engine", detail=str(e))) from e
        seats = config["seats"]
        if len(seats) != players or not all(
                isinstance(s, dict) and isinstance(s.get("name"), str) for s in seats):
            raise LoadError(t("reason_players"))
        return config, game, data

    def load(self, text: str) -> None:
        config, game, data = self.parse_save(text)
        self.config = config
        self.game = game
        ui = self.ui
        ui.seats = config["seats"]
        log = data.get("log")
        ui.log = [str(x) for x in log] if isinstance(log, list) else []
        viewer = data.get("viewer")
        ui.viewer = viewer if isinstance(viewer, int) and 0 <= viewer < len(ui.seats) else None
        ui.screen = "pass" if data.get("screen") == "pass" else "play"
        pass_to = data.get("pass_to")
        ui.pass_to = pass_to if isinstance(pass_to, int) else None
        if data.get("pace") in PACES:
            ui.pace = data["pace"]
        ui.chooser = None
        ui.final = None
        ui.defaults = {**config, "seats": list(config["seats"]) +
                       self.default_config()["seats"][len(config["seats"]):], "can_cancel": True}
        self.undo_stack = []
        self._after_change()


# ---------------------------------------------------------------------- events and scores

def _amount(ev: dict) -> str:
    parts = []
    for key in ("vp", "yen", "copper", "silk", "tea", "fish", "import", "imports"):
        n = ev.get(key)
        if isinstance(n, int) and n:
            parts.append(reward_text({"import" if key == "imports" else key: n}))
    return ", ".join(parts)


def describe_event(ev: dict, lk: Lookup, seat) -> str:
    """Words for one engine event that the move text does not already say (payments, gains)."""
    if not isinstance(ev, dict):
        return ""
    kind = str(ev.get("type") or ev.get("kind") or "")
    who = ev.get("seat", seat)
    if kind == "pay":
        what = _amount(ev)
        if not what:
            return ""
        to = ev.get("to")
        if isinstance(to, int):
            if who == seat:
                return t("ev_pay_to_self", what=what, to=lk.name(to))
            return t("ev_pay_to", who=lk.name(who), what=what, to=lk.name(to))
        return t("ev_pay_self", what=what) if who == seat else t("ev_pay", who=lk.name(who),
                                                                   what=what)
    if kind in ("gain", "income", "reward"):
        what = reward_text(ev.get("what") or ev.get("reward") or {})
        if who == seat:
            return t("ev_gain_self", what=what)
        return t("ev_gain", who=lk.name(who), what=what)
    if kind == "action":
        return t("ev_power", power=ev.get("power", "?"))
    if kind == "draw":
        return t("ev_draw")
    if kind == "end_triggered":
        return t("ev_end")
    if kind == "agent_gained" or kind == "agent":
        return t("ev_agent", country=ev.get("country", "?"))
    return ""


SCORE_KEYS = [
    ("during_play", "score_during"), ("church", "score_church"), ("customs", "score_customs"),
    ("technology", "score_technology"), ("countries", "score_countries"),
    ("leftovers", "score_leftovers"), ("tokens", "score_tokens"),
]


def final_table(scores, seats: list[dict], game=None) -> dict:
    """Normalise ``game.scores()`` into {"winner", "rows": [{name, parts, total}], "columns"}."""
    rows = []
    per_seat = None
    if isinstance(scores, dict):
        for key in ("players", "breakdown", "seats", "per_player"):
            if isinstance(scores.get(key), list):
                per_seat = scores[key]
                break
    elif isinstance(scores, list):
        per_seat = scores
    known = {k for k, _ in SCORE_KEYS}
    extra_cols: list[str] = []
    for i, s in enumerate(seats):
        entry = per_seat[i] if per_seat and i < len(per_seat) else {}
        if not isinstance(entry, dict):
            entry = {"total": entry}
        parts = {}
        src = entry
        for key in ("final", "breakdown"):
            if isinstance(entry.get(key), dict):
                src = entry[key]
                break
        for k, v in src.items():
            if isinstance(v, int | float) and not isinstance(v, bool) and k not in (
                    "seat", "total", "rank", "vp", "final"):
                parts[k] = v
                if k not in known and k not in extra_cols:
                    extra_cols.append(k)
        total = src.get("total", entry.get("vp", sum(parts.values())))
        rows.append({"name": s.get("name", "?"), "parts": parts, "total": total, "seat": i})
    winner = None
    if isinstance(scores, dict) and isinstance(scores.get("winner"), int):
        winner = scores["winner"]
    elif isinstance(scores, dict) and isinstance(scores.get("ranking"), list) and scores["ranking"]:
        winner = scores["ranking"][0]
    elif rows:
        winner = max(rows, key=lambda r: (r["total"] if isinstance(r["total"], int | float)
                                          else 0))["seat"]
    present = {k for r in rows for k in r["parts"]}
    columns = [(k, t(label)) for k, label in SCORE_KEYS if k in present]
    columns += [(k, k.replace("_", " ")) for k in extra_cols]
    return {"winner": winner, "rows": rows, "columns": columns}
