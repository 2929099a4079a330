"""One game as the page plays it: seats, moves, log, undo, hot-seat privacy, saves. Pure Python.

The binding (web/shell/main.py and web/shell/dom_*.py) owns the DOM, storage and timers;
everything else is here, so it is tested natively. A game subclasses :class:`Session` and
fills in its hooks (log lines, what stops undo, final scores, computer seats); ``engine`` is
the game's engine module (passed in, so tests can use a stub).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgame.safe_json import cut
from web.i18n import addressing, freeze, join, recording, seat_name, thaw
from web.shell import bot
from web.shell.messages import t
from web.shell.ratings import ratings
from web.shell.saves import (
    MAX_SEED,
    WRITES_FIELD,
    LoadError,
    Rules,
    check_page_fields,
    check_save,
    check_seats,
    read_json,
)
from web.shell.ui_state import LEVELS, PACES, SEAT_KINDS, Notice, UiState, addressee

if TYPE_CHECKING:
    from boardgame.kinds import PlayedGame as EngineGame

__all__ = ["LoadError", "Session", "UndoPoint"]


@dataclass
class UndoPoint:
    game: EngineGame
    log_len: int
    seat: int


class Session:
    """The game-agnostic part; class attributes say what differs between games."""

    game: EngineGame | None  # the engine's game (None until new_game() or load())

    game_id = ""  # the GameUI id
    app_id = ""  # "app" field of the page's saves
    save_format = 1
    save_game_id = False  # write "game_id" into saves
    secret = True  # hidden information: hot-seat games hand over through a pass screen
    foreign_key = "reason_players"  # message key: "this is not a save of this game"
    player_range: tuple[int, int] = (2, 4)  # fewest and most players
    levels = LEVELS  # computer levels
    ai_package = ""  # the engine's AI package (its data/ratings.json; the worker thinks with it)

    def __init__(self, engine, ui: UiState | None = None):
        self.engine = engine
        self.ui = ui or UiState()
        self.ui.game = self.game_id
        self.ui.option_defs = list(getattr(engine, "OPTIONS", []) or [])
        self.ui.ratings = ratings(self.ai_package)
        self.game = None
        self.config: dict = {}
        self.undo_stack: list[UndoPoint] = []
        self.news: list[tuple[object, object]] = []  # (seat, log line) not yet announced
        self._names: tuple[object, dict[str, str]] = (None, {})
        self.writes = 0  # the write counter of the state this session holds (two tabs)
        if not self.ui.defaults:
            self.ui.defaults = self.default_config()

    @property
    def playing(self) -> EngineGame:
        """The game being played (there is one once :meth:`new_game` or :meth:`load` ran)."""
        if self.game is None:
            raise RuntimeError("no game yet: new_game() or load() first")
        return self.game

    # ------------------------------------------------------------------ game hooks
    def log_context(self, seat):
        """What ``log_lines`` needs from before the move (default: nothing)."""
        return None

    def log_lines(self, seat, move: str, context, events: list) -> list[str]:
        """The log lines of a move just played."""
        return [t("log_line", name=self.seat_name(seat), text=move)]

    def _revealed(self, before, after) -> bool:
        """Did the move bring new information (so it cannot be undone)?"""
        return False

    def final_scores(self) -> dict:
        """{"winner", "rows": [{seat, name, parts, total}], "columns": [(key, label)]}."""
        scores = self.playing.scores()
        rows = [{"seat": i, "name": s["name"], "parts": {}, "total": scores[i]}
                for i, s in enumerate(self.config.get("seats", []))]
        best = max(rows, key=lambda r: r["total"])["seat"] if rows else None
        return {"winner": best, "rows": rows, "columns": []}

    def choose_ai_move(self, game, seat: int, level: str, seed: int) -> str:
        return bot.random_move(game, seat, seed)

    def make_thinker(self, game, seat: int, level: str, seed: int):
        return bot.Done(self.choose_ai_move(game, seat, level, seed))

    def page_budget(self, level: str, instant: bool) -> float | None:
        """The ``budget_ms`` the page gives ``level`` (``instant``: the instant pace, shorter);
        None: the engine's default."""
        return None

    def fallback_move(self) -> str:
        """What a computer seat plays if its thinker answered an illegal move."""
        g = self.playing
        return bot.random_move(g, g.current_player or 0, len(g.moves))

    def player_count(self, game) -> int:
        return len(game.view(None)["players"])

    def unwrap_save(self, data: object, text: str) -> object:
        """A save in another accepted shape as the page's save data (default: as it is)."""
        return data

    def changed_keys(self, before: dict, after: dict) -> set[str]:
        """Keys of the table parts that differ between two views of one seat (marked on the
        table; default: none)."""
        return set()

    def preview(self, move: str) -> str:
        """What a move costs and gives (shown in choosers; default: nothing)."""
        return ""

    def describe(self, move: str) -> str:
        """A legal move in words, as the log says it (default: the move text)."""
        return move

    # ------------------------------------------------------------------ accessible names
    def move_names(self, legal: list[str]) -> dict[str, str]:
        """The accessible name of every legal move: its words and, if any, its effect
        (the chooser preview), e.g. "Move to Tea Plantation: power 2; gains 2 fish".
        Worked out once per position."""
        g = self.game
        key = (id(g), len(g.moves) if g is not None else -1, self.ui.viewer, tuple(legal))
        if self._names[0] != key:
            names = {}
            for m in legal:
                words, effect = self.describe(m), self.preview(m)
                names[m] = t("a11y_move_effect", move=words, effect=effect) if effect else words
            self._names = (key, names)
        return self._names[1]

    def take_news(self) -> list[str]:
        """Log lines of the moves other seats made since the last call (then forgotten)."""
        from web.shell.announce import news_for

        with addressing(addressee(self.ui)):
            lines = [thaw(line) for line in news_for(self.news, self.ui.viewer)]
        self.news = []
        return lines

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
            s["kind"] = s.get("kind") if s.get("kind") in SEAT_KINDS else "human"
            if s.get("level") not in self.levels:
                s["level"] = "normal"
        seed = config.get("seed")
        try:
            seed = int(str(seed)[:20])
        except (TypeError, ValueError):
            seed = None
        if seed is None or not -MAX_SEED <= seed <= MAX_SEED:
            seed = random.randrange(1, 1_000_000)
        options = dict(config.get("options") or {})
        game = self.engine.new_game(players=[s["name"] for s in seats], seed=seed,
                                    options=options)
        self.game = game
        self.config = {"players": n, "seats": seats, "seed": seed, "options": options,
                       "hints_allowed": config.get("hints_allowed", True) is not False,
                       "hints_used": [0] * n}
        self.ui.defaults = {**self.config, "seed": "",  # the seed stays secret until the end
                            "seats": seats + self.default_config()["seats"][n:],
                            "can_cancel": True}
        self.ui.seats = seats
        with recording():
            self.ui.log = [freeze(t("log_setup", names=join(t("list_sep"),
                                                            [s["name"] for s in seats])))]
        self.news = []
        self.ui.viewer = None
        self.ui.seen = {}
        self.ui.base_views = {i: game.view(i) for i in range(n)}
        self.ui.final = None
        self.ui.chooser = None
        self.ui.notice = Notice()
        self.undo_stack = []
        self.ui.screen = "play"
        self._after_change()

    # ------------------------------------------------------------------ queries
    def seat_name(self, seat) -> str:
        seats = self.config.get("seats", [])
        if isinstance(seat, int) and 0 <= seat < len(seats):
            return seat_name(seats[seat]["name"], seat)
        return "?"

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.config.get("seats", [])) if s["kind"] == "human"]

    def is_computer(self, seat) -> bool:
        seats = self.config.get("seats", [])
        return isinstance(seat, int) and seat < len(seats) and seats[seat]["kind"] == "computer"

    def is_remote(self, seat) -> bool:
        """A friend's seat played on another device (online play: web/shell/net.py)."""
        seats = self.config.get("seats", [])
        return isinstance(seat, int) and seat < len(seats) and seats[seat]["kind"] == "remote"

    def at_device(self, seat) -> bool:
        """A seat played by a person at this device (neither computer nor remote)."""
        return not self.is_computer(seat) and not self.is_remote(seat)

    def computer_to_move(self) -> bool:
        g = self.game
        return (g is not None and not g.is_over and self.ui.screen in ("play",)
                and self.ui.confirm is None  # the game waits while the page asks a question
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
        if cur is None or not self.at_device(cur) or cur != self.ui.viewer:
            return []
        return list(g.legal_moves())

    def delay_ms(self) -> int:
        return PACES.get(self.ui.pace, 700)

    # ------------------------------------------------------------------ playing
    def play(self, move: str) -> None:
        """Play a move of the person at the device (raises the engine's IllegalMoveError)."""
        g = self.playing
        seat = g.current_player
        if seat is None or move not in self.legal_for_ui():
            raise self.engine.IllegalMoveError(cut(str(move)))
        self._play_checked(seat, move)

    def play_remote(self, seat: int, move: str) -> None:
        """Play a move a remote seat sent (online play): it must be that seat's decision and
        a legal move (raises the engine's IllegalMoveError, and nothing changes)."""
        g = self.playing
        if g.is_over or g.current_player != seat or not self.is_remote(seat):
            raise self.engine.IllegalMoveError(cut(str(move)))
        if move not in g.legal_moves():
            g.clone().play(move)  # the engine's own refusal (its reason)
            raise self.engine.IllegalMoveError(cut(str(move)))
        self._play_checked(seat, move)

    def _play_checked(self, seat: int, move: str) -> None:
        g = self.playing
        before = g.clone()
        log_len = len(self.ui.log)
        self._apply(move)
        self.ui.seen[seat] = len(self.ui.log)
        self.ui.base_views[seat] = g.view(seat)
        if self._revealed(before, g) or g.current_player != seat:
            self.undo_stack = []
        else:
            self.undo_stack.append(UndoPoint(before, log_len, seat))
        self._after_change()

    def _ai_args(self):
        g = self.playing
        seat = g.current_player
        level = self.config["seats"][seat].get("level", "normal")
        return g, seat, level, int(self.config.get("seed", 0)) * 1009 + len(g.moves)

    def ai_step(self) -> str | None:
        """Let the computer seat to move decide and play (all at once; tests, fast pace)."""
        if not self.computer_to_move():
            return None
        move = self.choose_ai_move(*self._ai_args())
        self.ai_play(move)
        return move

    def ai_thinker(self):
        """A sliceable thinker for the computer seat to move (see web.shell.bot)."""
        return self.make_thinker(*self._ai_args())

    def ai_budget(self, level: str) -> float | None:
        """The budget of ``level`` at the page's pace."""
        return self.page_budget(level, self.ui.pace == "instant")

    def ai_level(self) -> str:
        """The level of the computer seat to move."""
        return self._ai_args()[2]

    def ai_request(self) -> dict:
        """What a worker needs to think for the seat to move, as the page would
        (``boardgame.remote``): the game, its engine, its save text, seat, level, seed and
        budget."""
        g, seat, level, seed = self._ai_args()
        return {"game": self.game_id, "engine": self.engine.__name__, "save": g.to_json(),
                "seat": seat, "level": level, "seed": seed, "budget_ms": self.ai_budget(level)}

    def ai_quick_move(self) -> str:
        """"Move now" before the thinker found anything: the normal level's move (quick)."""
        g, seat, _level, seed = self._ai_args()
        return self.choose_ai_move(g, seat, "normal", seed)

    def ai_play(self, move: str) -> None:
        if move not in self.playing.legal_moves():
            move = self.fallback_move()
        self._apply(move)
        self.undo_stack = []
        self._after_change()

    def _apply(self, move: str) -> None:
        g = self.playing
        seat = g.current_player
        context = self.log_context(seat)
        g.play(move)
        with recording():  # stored as messages, so the log follows the language
            lines = self.log_lines(seat, move, context, list(g.events or []))
            self.ui.log.extend(freeze(line) for line in lines)
            self.news.extend((seat, freeze(line)) for line in lines)
        self.ui.chooser = None
        self.ui.previews = {}
        self.ui.last_move = move
        self.ui.hint = None
        self.ui.highlight = []

    def log_text(self) -> list[str]:
        """The log lines in the current language."""
        return [thaw(line) for line in self.ui.log]

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        return self._take_back()

    def can_undo(self) -> bool:
        g = self.game
        return bool(self.undo_stack) and g is not None and not g.is_over and \
            self.undo_stack[-1].seat == g.current_player == self.ui.viewer and \
            self.at_device(g.current_player)

    def can_undo_remote(self, seat: int) -> bool:
        """Whether the remote ``seat`` may take back its last move (within its own turn)."""
        g = self.game
        return bool(self.undo_stack) and g is not None and not g.is_over and \
            self.undo_stack[-1].seat == g.current_player == seat and self.is_remote(seat)

    def undo_remote(self, seat: int) -> bool:
        """Undo for a remote seat (online play), as :meth:`undo` is for the person here."""
        if not self.can_undo_remote(seat):
            return False
        return self._take_back()

    def _take_back(self) -> bool:
        """Return to the last undo point: its game and log, no news, chooser or previews."""
        point = self.undo_stack.pop()
        self.game = point.game
        del self.ui.log[point.log_len:]
        self.news = []
        self.ui.chooser = None
        self.ui.previews = {}
        self._after_change()
        return True

    def _after_change(self) -> None:
        """Who looks at the device now: the pass screen (secret games, several people), the
        person to move, or the one person playing; and the final scores at the end."""
        g = self.playing
        ui = self.ui
        humans = self.humans()
        cur = g.current_player
        if g.is_over or cur is None:
            ui.final = {**self.final_scores(), "seed": self.config.get("seed"),
                        "hints": list(self.hints_used())}
            ui.screen = "final"
            if ui.viewer is None and (len(humans) == 1 or not self.secret):
                ui.viewer = humans[0] if humans else 0
        elif not self.secret:
            if ui.screen == "pass":  # no secrets: never a pass screen
                ui.screen = "play"
                ui.pass_to = None
            if self.at_device(cur):
                ui.viewer = cur
            elif ui.viewer is None:
                ui.viewer = humans[0] if humans else 0
        elif self.at_device(cur):
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
        base = ui.base_views.get(ui.viewer) if ui.screen == "play" else None
        changed = self.changed_keys(base, g.view(ui.viewer)) if base is not None else set()
        ui.fresh, ui.changed = changed - ui.changed, changed
        ui.can_hint = self.hints_allowed() and ui.screen == "play" and bool(self.legal_for_ui())

    # ------------------------------------------------------------------ hints
    def hints_allowed(self) -> bool:
        return self.config.get("hints_allowed", True) is not False

    def hints_used(self) -> list[int]:
        """Hints asked per seat (saves without the count read as none)."""
        n = len(self.config.get("seats", []))
        used = self.config.get("hints_used")
        if not isinstance(used, list) or len(used) != n or \
                not all(isinstance(x, int) and not isinstance(x, bool) for x in used):
            used = [0] * n
        self.config["hints_used"] = used
        return used

    def give_hint(self, hint) -> dict | None:
        """Ask ``hint(game, seat) -> (move, text)`` for the person to move (counted per seat)
        and show it: the move is highlighted, the reason is the message."""
        if not self.ui.can_hint:
            return None
        seat = self.playing.current_player
        if seat is None:
            return None
        move, text = hint(self.game, seat)
        if move not in self.legal_for_ui():
            return None
        self.hints_used()[seat] += 1
        self.ui.hint = {"move": move, "text": text}
        self.ui.highlight = [move]
        return self.ui.hint

    def retranslate_hint(self, hint) -> None:
        """After a language switch: the hint shown now in the new language (the hint is
        seeded, so asking again gives the same move; not counted as another hint)."""
        shown = self.ui.hint
        if not shown or hint is None or self.game is None or self.game.is_over:
            return
        move, text = hint(self.game, self.game.current_player)
        if move == shown.get("move"):
            self.ui.hint = {**shown, "text": text}

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

    # ------------------------------------------------------------------ saves
    def to_save(self) -> str:
        data: dict = {WRITES_FIELD: self.writes, "app": self.app_id}
        if self.save_game_id:
            data["game_id"] = self.game_id
        data.update({
            "format": self.save_format, "config": self.config,
            "game": self.playing.to_json(), "log": self.ui.log, "viewer": self.ui.viewer,
            "screen": self.ui.screen if self.ui.screen in ("play", "pass") else "play"})
        if self.secret:
            data["pass_to"] = self.ui.pass_to
        data["pace"] = self.ui.pace
        return json.dumps(data, ensure_ascii=False)

    def rules(self) -> Rules:
        """What this game allows in a page save."""
        return Rules(players=self.player_range, kinds=SEAT_KINDS,
                     levels=tuple(self.levels), paces=tuple(PACES),
                     options=tuple(self.ui.option_defs), secret=self.secret)

    def parse_save(self, text: str):
        """Check a save completely; returns (config, game, data) or raises LoadError."""
        data = self.unwrap_save(read_json(text), text)
        data = check_page_fields(data, self.rules(), self.app_id, t(self.foreign_key),
                                 self.save_format)
        game = check_save(self.engine, data)
        try:
            players = self.player_count(game)
        except Exception as e:
            raise LoadError(t("reason_game"), detail=str(e) or type(e).__name__) from e
        config = data["config"]
        check_seats(config["seats"], players, config["players"])
        return config, game, data

    def load(self, text: str) -> None:
        """Load a save (checked completely first: on LoadError nothing has changed)."""
        config, game, data = self.parse_save(text)
        self.config = config
        self.game = game
        self.writes = data.get(WRITES_FIELD, 0)
        ui = self.ui
        ui.seats = config["seats"]
        log = data.get("log")
        # recorded messages (dicts), or plain lines of saves made before the log was recorded
        ui.log = [x if isinstance(x, (str, dict)) else str(x) for x in log] \
            if isinstance(log, list) else []
        self.news = []
        ui.viewer = data.get("viewer")
        ui.screen = "pass" if data.get("screen") == "pass" and self.secret else "play"
        ui.pass_to = data.get("pass_to") if ui.screen == "pass" else None
        if data.get("pace") in PACES:
            ui.pace = data["pace"]
        ui.chooser = None
        ui.final = None
        ui.seen = {}
        ui.base_views = {}
        ui.defaults = {**config, "seed": "", "can_cancel": True,
                       "seats": list(config["seats"]) +
                       self.default_config()["seats"][len(config["seats"]):]}
        self.undo_stack = []
        self._after_change()
