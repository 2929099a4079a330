"""Online play and the game's session (pure Python): the host's :class:`HostBridge` (what a
remote seat may know and do, through the session), and the guest's session, which draws what
the host sent with the game's own renderer and sends its moves instead of playing them.

A guest receives only ``game.view(seat)`` (the view the hot-seat pass screen shows that seat),
its legal moves when it decides, their accessible names and chooser previews (recorded texts:
drawn in the guest's language), the log's recorded lines and the seats. Never the engine's save,
the seed, the deck order or another seat's hand, until the game is over: then the finished
game's record comes too (as the final dialog of any game shows the seed), for the replay, the
charts, the share link and the archive.
"""

from __future__ import annotations

from typing import Any

from web.i18n import addressing, freeze, recording
from web.shell.messages import t
from web.shell.net import Bridge, Refused
from web.shell.session import Session
from web.shell.ui_state import UiState


class HostBridge(Bridge):
    """The host's game as the protocol sees it (web/shell/net.py ``Bridge``)."""

    def __init__(self, session: Session, explain=None):
        self.s = session
        self.explain = explain  # the game's "why not?" (GameUI.explain) or None
        self.game_id = session.game_id
        self.version = 0
        self._sig: tuple = ()

    def refresh(self) -> int:
        """The position version: a new number whenever the game changed (a move, an undo, a
        load), whoever changed it."""
        g = self.s.game
        sig = (id(g), len(g.moves) if g is not None else -1, len(self.s.ui.log))
        if sig != self._sig:
            self._sig = sig
            self.version += 1
        return self.version

    def remote_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.s.config.get("seats", [])) if s["kind"] == "remote"]

    def seat_list(self) -> list[dict[str, Any]]:
        return [{"seat": i, "name": s.get("name", ""), "kind": s.get("kind", "human")}
                for i, s in enumerate(self.s.config.get("seats", []))]

    def log(self) -> list[Any]:
        return list(self.s.ui.log)

    def state(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know now (the ``state`` message's fields but the log)."""
        self.refresh()
        s = self.s
        g = s.playing
        cur = g.current_player
        over = bool(g.is_over)
        legal = list(g.legal_moves()) if (not over and cur == seat and s.is_remote(seat)) \
            else []
        names, previews = self.names(legal)
        out: dict[str, Any] = {
            "game": s.game_id, "seat": seat, "view": g.view(seat), "legal": legal,
            "names": names, "previews": previews, "current": cur, "moves": len(g.moves),
            "over": over, "can_undo": s.can_undo_remote(seat),
            "hints": s.config.get("hints_allowed", True) is not False,
        }
        if over:  # the game is over: its record (the seed and every move) is no secret now
            out["final"] = {**s.final_scores(), "seed": s.config.get("seed"),
                            "hints": list(s.hints_used())}
            out["record"] = g.to_json()
        return out

    def names(self, legal: list[str]) -> tuple[dict[str, Any], dict[str, Any]]:
        """Accessible names and chooser previews of ``legal``, recorded (the guest writes them
        in its own language)."""
        names: dict[str, Any] = {}
        previews: dict[str, Any] = {}
        with recording(), addressing(None):
            for m in legal:
                words, effect = self.s.describe(m), self.s.preview(m)
                names[m] = freeze(t("a11y_move_effect", move=words, effect=effect)
                                  if effect else words)
                if effect:
                    previews[m] = freeze(effect)
        return names, previews

    def play(self, seat: int, move: str) -> Refused | None:
        s = self.s
        g = s.playing
        if g.is_over or g.current_player != seat:
            return Refused("not_your_turn", self.why(move, seat))
        try:
            s.play_remote(seat, move)
        except Exception:
            return Refused("illegal", self.why(move, seat))
        self.refresh()
        return None

    def why(self, move: str, seat: int) -> Any:
        """The usual "why not?" of a refused move (recorded), or None."""
        if self.explain is None:
            return None
        try:
            with recording(), addressing(None):
                answer = self.explain(self.s.game, move, seat)
        except Exception:
            return None
        return freeze(answer[0]) if answer else None

    def undo(self, seat: int) -> bool:
        done = self.s.undo_remote(seat)
        self.refresh()
        return done


# ---------------------------------------------------------------------- the guest's side
class RemoteGame:
    """The guest's stand-in for the engine's game: what the host last sent (a view, legal
    moves); it plays nothing itself."""

    def __init__(self, state: dict[str, Any]):
        self.state = state
        self.events: list[Any] = []

    @property
    def names(self) -> list[str]:
        seats = self.state.get("seats") or []
        return [str(s.get("name", "")) for s in seats if isinstance(s, dict)]

    @property
    def current_player(self) -> int | None:
        cur = self.state.get("current")
        return cur if isinstance(cur, int) else None

    @property
    def is_over(self) -> bool:
        return bool(self.state.get("over"))

    @property
    def moves(self) -> list[str]:
        n = self.state.get("moves")
        return [""] * (n if isinstance(n, int) and 0 <= n < 100_000 else 0)

    def legal_moves(self) -> list[str]:
        legal = self.state.get("legal")
        return [m for m in legal if isinstance(m, str)] if isinstance(legal, list) else []

    def view(self, seat: int | None) -> dict[str, Any]:
        view = self.state.get("view")
        return view if isinstance(view, dict) else {}

    def play(self, move: str) -> None:
        raise ValueError("a guest's moves are played by the host")

    def clone(self) -> RemoteGame:
        return self

    def scores(self) -> Any:
        return {}

    def to_json(self) -> str:
        record = self.state.get("record")
        if not isinstance(record, str):
            raise ValueError("the game's record comes when it is over")
        return record


class GuestSession(Session):
    """Mixed in before a game's own session class (:func:`guest_session`): the game's hooks
    (``changed_keys``) stay, the engine's part is what the host sent."""

    online_guest = True
    send_move: Any = None  # set by the binding: send_move(move) / send_move(None) for undo

    def play(self, move: str) -> None:
        """Send the move to the host (it answers with the new position, or why not)."""
        if self.send_move is not None:
            self.send_move(move)

    def undo(self) -> bool:
        if self.send_move is not None and self.ui.can_undo:
            self.send_move(None)
            return True
        return False

    def computer_to_move(self) -> bool:
        return False

    def humans(self) -> list[int]:
        return [self.ui.viewer] if isinstance(self.ui.viewer, int) else []

    def legal_for_ui(self) -> list[str]:
        if self.ui.net.get("pending") or self.ui.screen != "play":
            return []
        return super().legal_for_ui()

    def _remote(self) -> dict[str, Any]:
        g = self.game
        return g.state if isinstance(g, RemoteGame) else {}

    def move_names(self, legal: list[str]) -> dict[str, str]:
        from web.i18n import thaw

        names = self._remote().get("names") or {}
        return {m: thaw(names.get(m, m)) for m in legal}

    def preview(self, move: str) -> str:
        from web.i18n import thaw

        return thaw((self._remote().get("previews") or {}).get(move, ""))

    def describe(self, move: str) -> str:
        return self.move_names([move]).get(move, move)

    def give_hint(self, hint) -> dict | None:
        return None

    def to_save(self) -> str:
        raise ValueError("a guest keeps no save of the host's game")

    def show(self, state: dict[str, Any], log: list[Any], new_lines: list[Any],
             own: bool = False) -> None:
        """Take the host's new state: the seat's view, moves, log and seats (``own``: it
        answers this guest's own move or undo)."""
        ui = self.ui
        seat = state.get("seat")
        me = seat if isinstance(seat, int) and not isinstance(seat, bool) else None
        game = self.game = RemoteGame(state)
        seats = [s for s in state.get("seats") or [] if isinstance(s, dict)]
        self.config = {"players": len(seats), "seats": [
            {"name": str(s.get("name", ""))[:40],
             "kind": "human" if i == me else str(s.get("kind", "human")), "level": "normal"}
            for i, s in enumerate(seats)], "hints_allowed": False, "seed": 0, "options": {}}
        ui.seats = self.config["seats"]
        ui.log = log
        ui.viewer = me
        self.news = [] if own else [(None, line) for line in new_lines]
        if own and me is not None:
            ui.seen[me] = len(log)
            ui.base_views[me] = game.view(me)
        if ui.chooser is not None and not self.legal_for_ui():
            ui.chooser, ui.previews = None, {}
        self._after_change()

    def _after_change(self) -> None:
        g = self.game
        ui = self.ui
        if not isinstance(g, RemoteGame):
            return
        state = g.state
        if g.is_over and isinstance(state.get("final"), dict):
            if ui.final is None:
                ui.screen = "final"
            ui.final = state["final"]
        elif ui.screen != "play":
            ui.screen, ui.final = "play", None
        ui.can_undo = bool(state.get("can_undo"))
        ui.thinking = False
        ui.can_hint = False
        me = ui.viewer
        if isinstance(me, int) and self.legal_for_ui():
            base = ui.base_views.get(me)
            view = g.view(me)
            changed = self.changed_keys(base, view) if base is not None else set()
            ui.fresh, ui.changed = changed - ui.changed, changed


def guest_session(base: Session) -> GuestSession:
    """``base`` (a fresh session of the game, from ``GameUI.new_session``) as a guest's session:
    its class gets :class:`GuestSession` in front (its own hooks kept)."""
    cls = type(base)
    base.__class__ = type("Guest" + cls.__name__, (GuestSession, cls), {})
    base.ui.net = base.ui.net or {"role": "guest"}
    assert isinstance(base, GuestSession)
    return base


def is_guest(s: object) -> bool:
    return bool(getattr(s, "online_guest", False))


def new_ui_like(ui: UiState) -> UiState:
    return type(ui)(narrow=ui.narrow, pace=ui.pace)
