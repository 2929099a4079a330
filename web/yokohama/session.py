"""Yokohama as the page plays it: the shell's Session with Yokohama's log lines (from the
move text and engine events), undo stopping at a drawn card, previews in choosers, the final
score table and the computer seats of ``yokohama.ai``. Pure Python."""

from __future__ import annotations

import json
from typing import Any

from web.i18n import join
from web.shell.saves import LoadError
from web.shell.session import Session
from web.shell.ui_state import UiState
from web.yokohama import bot
from web.yokohama.describe import (
    Lookup,
    country_name,
    describe_move,
    reward_text,
    stated_gain,
    stated_payment,
)
from web.yokohama.messages import t
from yokohama.moves import Keep, parse

__all__ = ["BROKEN_KEY", "STORAGE_KEY", "LoadError", "YokohamaSession"]

APP_ID = "yokohama-web"
GAME_ID = "yokohama"
SAVE_FORMAT = 1
STORAGE_KEY = "yokohama.save"
BROKEN_KEY = "yokohama.save.broken"


def _engine():
    import yokohama

    return yokohama


class YokohamaSession(Session):
    game_id = GAME_ID
    app_id = APP_ID
    save_format = SAVE_FORMAT
    foreign_key = "reason_foreign"
    ai_package = "yokohama.ai"

    def __init__(self, engine=None, ui: UiState | None = None):
        super().__init__(engine or _engine(), ui)

    def changed_keys(self, before: dict, after: dict) -> set[str]:
        """Areas, markets, church, customs and player panels that changed."""
        keys = set()
        old = {a["pos"]: a for a in before.get("areas", [])}
        keys |= {"area:" + a["pos"] for a in after.get("areas", []) if old.get(a["pos"]) != a}
        for group in ("ports", "labs"):
            for mid, cards in (after.get(group) or {}).items():
                if (before.get(group) or {}).get(mid) != cards:
                    keys.add("market:" + mid)
        keys |= {k for k in ("church", "customs") if before.get(k) != after.get(k)}
        old_p = {p.get("seat"): p for p in before.get("players_info", [])}
        keys |= {f"panel:{p.get('seat')}" for p in after.get("players_info", [])
                 if old_p.get(p.get("seat")) != p}
        return keys

    def player_count(self, game) -> int:
        return game.view(0)["players"]

    # ------------------------------------------------------------------ computer seats
    def choose_ai_move(self, game, seat: int, level: str, seed: int) -> str:
        return bot.choose_move(game, seat, level, seed, self.ai_budget(level))

    def make_thinker(self, game, seat: int, level: str, seed: int):
        return bot.thinker(game, seat, level, seed, self.ai_budget(level))

    def page_budget(self, level: str, instant: bool) -> float | None:
        return bot.page_budget(level, instant)

    # ------------------------------------------------------------------ undo
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

    # ------------------------------------------------------------------ chooser
    def preview(self, move: str) -> str:
        """What a move costs and gives, by playing it on a copy (shown in choosers)."""
        try:
            g = self.playing.clone()
            seat = g.current_player
            view = g.view(seat)
            g.play(move)
            lk = Lookup(view)
            return self.events_text(list(g.events or []), lk, seat,
                                    stated_payment(move, view, lk), stated_gain(move, view, lk))
        except Exception:
            return ""

    def describe(self, move: str) -> str:
        """The move in the words of the log, from the mover's own view."""
        g = self.playing
        return describe_move(move, g.view(g.current_player))

    # ------------------------------------------------------------------ log
    def log_context(self, seat):
        return self.playing.view(seat)

    def log_lines(self, seat, move: str, context, events: list) -> list[str]:
        return [self.log_line(seat, move, context, events)]

    def log_line(self, seat, move: str, view_before: dict, events: list[dict]) -> str:
        return log_line(seat, move, view_before, events)

    def events_text(self, events: list[dict], lk: Lookup, seat,
                    stated: dict[str, int] | None = None,
                    gained: dict[str, int] | None = None) -> str:
        return events_text(events, lk, seat, stated, gained)

    # ------------------------------------------------------------------ end
    def final_scores(self) -> dict:
        g = self.playing
        try:
            scores = g.scores()
        except Exception:
            scores = {}
        return final_table(scores, self.config.get("seats", []), g)


# ---------------------------------------------------------------------- events and scores

def log_line(seat, move: str, view_before: dict, events: list[dict]) -> str:
    """The log line of ``move`` by ``seat`` (``view_before``: the mover's view before it)."""
    lk = Lookup(view_before)
    if isinstance(parse(move), Keep):  # the kept starting order is secret
        return t("log_keep_line", name=lk.name(seat))
    text = describe_move(move, view_before, lk)
    extra = events_text(events, lk, seat, stated_payment(move, view_before, lk),
                        stated_gain(move, view_before, lk))
    if extra:
        text = t("log_move_events", text=text, events=extra)
    return t("log_line", name=lk.name(seat), text=text)


GAIN_KINDS = ("gain", "income", "reward")


def _merged_own_gains(events: list[dict], seat, gained: dict[str, int] | None = None
                      ) -> list[dict]:
    """The mover's own gains of one move as one event, summed where the reward is a count
    ("gains 9 VP, ¥1" rather than "gains 6 VP, ¥1; gains 3 VP"); other events unchanged.
    If the sum is exactly ``gained`` (what the move's words already say, from
    ``stated_gain``) it is left out: "Deliver … for 4 VP" is not followed by "gains 4 VP".
    A sum that differs (a bonus on top) is said whole, so the log never hides a gain."""
    merged: list[dict] = []
    total: dict | None = None
    for ev in events:
        reward: Any = ev.get("what") or ev.get("reward") if isinstance(ev, dict) else None
        own = (isinstance(ev, dict) and str(ev.get("type") or ev.get("kind") or "") in GAIN_KINDS
               and ev.get("seat", seat) == seat and isinstance(reward, dict)
               and all(isinstance(n, int) for n in reward.values()))
        if not own:
            merged.append(ev)
        elif total is None:
            total = dict(reward)
            merged.append({"type": "gain", "seat": seat, "what": total})
        else:
            for key, n in reward.items():
                total[key] = total.get(key, 0) + n
    if total is not None and gained and _counts(total) == _counts(gained):
        merged = [ev for ev in merged if not (isinstance(ev, dict) and ev.get("what") is total)]
    return merged


def _counts(reward: dict[str, int]) -> dict[str, int]:
    return {k: n for k, n in reward.items() if n}


PAID_KEYS = {"yen": ("yen",), "import": ("import", "imports")}


def _unsaid(events: list[dict], seat, stated: dict[str, int]) -> list[dict]:
    """``events`` without the mover's own payments that the move's words already say
    (``stated``, from ``stated_payment``): "Take …, paying ¥2" is not followed by "pays ¥2".
    A payment the words do not cover in full stays, so the log never hides what was paid."""
    left = dict(stated)
    out = []
    for ev in events:
        if (isinstance(ev, dict) and str(ev.get("type") or ev.get("kind") or "") == "pay"
                and ev.get("seat", seat) == seat and ev.get("to") is None):
            paid = {kind: sum(ev.get(k) or 0 for k in keys if isinstance(ev.get(k), int))
                    for kind, keys in PAID_KEYS.items()}
            if any(paid.values()) and all(n <= left.get(kind, 0) for kind, n in paid.items()):
                for kind, n in paid.items():
                    left[kind] = left.get(kind, 0) - n
                continue
        out.append(ev)
    return out


def events_text(events: list[dict], lk: Lookup, seat, stated: dict[str, int] | None = None,
                gained: dict[str, int] | None = None) -> str:
    """The words of a move's events (``stated`` and ``gained``: payments and gains the move's
    own words say, left out)."""
    parts: list[str] = []
    for ev in _merged_own_gains(_unsaid(events, seat, stated or {}), seat, gained):
        s = describe_event(ev, lk, seat)
        if s and s not in parts:
            parts.append(s)
    return join(t("events_sep"), parts)


def _amount(ev: dict) -> str:
    parts = []
    for key in ("vp", "yen", "copper", "silk", "tea", "fish", "import", "imports"):
        n = ev.get(key)
        if isinstance(n, int) and n:
            parts.append(reward_text({"import" if key == "imports" else key: n}))
    return join(t("list_sep"), parts)


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
                return t("ev_pay_to_self", who=lk.name(who), what=what, to=lk.name(to))
            return t("ev_pay_to", who=lk.name(who), what=what, to=lk.name(to))
        return t("ev_pay_self" if who == seat else "ev_pay", who=lk.name(who), what=what)
    if kind in GAIN_KINDS:
        what = reward_text(ev.get("what") or ev.get("reward") or {})
        if who == seat:
            return t("ev_gain_self", who=lk.name(who), what=what)
        return t("ev_gain", who=lk.name(who), what=what)
    if kind == "action":
        return t("ev_power", power=ev.get("power", "?"))
    if kind == "draw":
        return t("ev_draw")
    if kind == "end_triggered":
        return t("ev_end")
    if kind == "agent_gained" or kind == "agent":
        return t("ev_agent", who=lk.name(who), country=country_name(ev.get("country", "?")))
    return ""


SCORE_KEYS = [
    ("during_play", "score_during"), ("church", "score_church"), ("customs", "score_customs"),
    ("technology", "score_technology"), ("countries", "score_countries"),
    ("leftovers", "score_leftovers"), ("tokens", "score_tokens"),
]


def final_table(scores, seats: list[dict], game=None) -> dict:
    """Normalise ``game.scores()`` into {"winner", "rows": [{name, parts, total}], "columns"}
    (columns: (part, label), the label a message key, written when drawn)."""
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
    columns = [(k, label) for k, label in SCORE_KEYS if k in present]  # message keys
    columns += [(k, k.replace("_", " ")) for k in extra_cols]
    return {"winner": winner, "rows": rows, "columns": columns}
