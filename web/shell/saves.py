"""The one check for everything the page reads (pure): saves in storage, imported files, URL
parameters.

Every text goes through :func:`read_json` (size and nesting depth checked before parsing, by
``boardgame.safe_json``), then the page's own save fields through :func:`page_schema` (a
``boardgame.schema`` table whose allowed values come from the game's session: player counts,
seat kinds, levels, rule options), then the engine's ``load_game``. Anything wrong raises
:class:`LoadError` with one short message (long values cut). :func:`prepare_load` builds a
whole new session from a text (one render and one serialisation included) without touching
the one on screen, so a failure changes nothing. The rest is storage book-keeping: the write
counter that tells two tabs apart and the dated keys of broken saves.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from boardgame import safe_json
from boardgame.schema import (
    AnyValue,
    Bool,
    Int,
    ListOf,
    Nullable,
    Obj,
    SchemaError,
    Spec,
    Str,
    check,
)
from web.shell.messages import t
from web.shell.ui_state import LEVELS

MAX_SAVE_CHARS = 4_000_000  # a save larger than this is refused before parsing
MAX_DEPTH = 32  # nesting deeper than this is refused before parsing
MAX_NAME = 40  # longest seat name in a save (the form allows 16)
MAX_LOG_LINE = 2_000
MAX_LOG_LINES = 20_000
MAX_SEED = 2 ** 53  # a seed must survive JSON in every browser
MESSAGE_CUT = 300  # longest message the page shows
KEEP_BROKEN = 3  # broken saves kept per game, newest first
WRITES_FIELD = "writes"  # the save's write counter (first field, read without parsing)


class LoadError(ValueError):
    """A save could not be used; ``str(err)`` is a short message for the player in their
    language, ``detail`` the technical detail (shown folded away, in English)."""

    def __init__(self, message: str, detail: object = "") -> None:
        super().__init__(message)
        self.detail = short(detail, 300) if detail else ""


# which part of a save a field path belongs to (first match) -> the reason, in plain words
PART_REASONS: tuple[tuple[str, str], ...] = (
    ("config.seats", "reason_part_seats"), ("config.players", "reason_part_seats"),
    ("config.options", "reason_part_options"), ("config", "reason_part_settings"),
    ("log", "reason_part_log"), ("game", "reason_game"),
    ("viewer", "reason_part_page"), ("screen", "reason_part_page"),
    ("pass_to", "reason_part_page"), ("pace", "reason_part_page"),
)


def field_reason(path: str) -> str:
    """The reason, in the player's language, for a wrong field at ``path`` (``a.b[2].c``)."""
    for prefix, key in PART_REASONS:
        if path == prefix or path.startswith((prefix + ".", prefix + "[")):
            return t(key)
    return t("reason_part_file")


def short(text: object, limit: int = MESSAGE_CUT) -> str:
    """A message or a value fit to show: at most ``limit`` characters."""
    return safe_json.cut(str(text), limit)


# ---------------------------------------------------------------------- reading JSON
def read_json(text: str | bytes, max_chars: int = MAX_SAVE_CHARS) -> Any:
    """Untrusted JSON text as data: size, then depth, then strict parsing; else LoadError."""
    try:
        return safe_json.loads(text, max_chars=max_chars, max_depth=MAX_DEPTH)
    except safe_json.InputError as e:
        key = "reason_json" if str(e).startswith("not valid JSON") else "reason_input"
        raise LoadError(t(key, detail=short(e, 120))) from None


def decode_save(text: str) -> object:
    """JSON of a save file, or LoadError (kept for callers of the older name)."""
    return read_json(text)


def url_choice(value: object, choices: Iterable[str]) -> str | None:
    """A URL parameter if it is one of ``choices`` (anything else: None)."""
    if not isinstance(value, str) or len(value) > 40:
        return None
    return value if value in tuple(choices) else None


# ---------------------------------------------------------------------- the page's schema
@dataclass(frozen=True)
class OneOf(Spec):
    """One of ``values`` exactly (type included: ``true`` is not ``1``)."""

    values: tuple

    def check_at(self, value: Any, path: str) -> None:
        if not any(type(value) is type(v) and value == v for v in self.values):
            shown = ", ".join(json.dumps(v) for v in self.values)
            raise SchemaError(path, f"{safe_json.quote(value)} is not one of {shown}")


@dataclass(frozen=True)
class Rules:
    """What a game allows in its page saves (from its session)."""

    players: tuple[int, int] = (2, 4)
    kinds: tuple[str, ...] = ("human", "computer")
    levels: tuple[str, ...] = LEVELS
    paces: tuple[str, ...] = ("slow", "normal", "fast", "instant")
    options: tuple[dict, ...] = ()
    secret: bool = True


def _pass_needs_seat(data: Mapping[str, Any]) -> str | None:
    if data.get("screen") == "pass" and not isinstance(data.get("pass_to"), int):
        return "screen is pass but pass_to names no seat"
    return None


def _seats_in_range(data: Mapping[str, Any]) -> str | None:
    n = len(data["config"]["seats"])
    for field in ("viewer", "pass_to"):
        seat = data.get(field)
        if isinstance(seat, int) and not 0 <= seat < n:
            return f"{field} {seat} is not a seat (0 to {n - 1})"
    seat = data.get("pass_to")
    if data.get("screen") == "pass" and isinstance(seat, int) \
            and data["config"]["seats"][seat]["kind"] != "human":
        return f"pass_to {seat} is not a person"
    return None


class LogEntry(Spec):
    """A log entry: a plain line (older saves) or a recorded message (``web.i18n.freeze``),
    at most ``MAX_LOG_LINE`` characters as JSON."""

    def check_at(self, value: object, path: str) -> None:
        if isinstance(value, str):
            Str(max_len=MAX_LOG_LINE).check_at(value, path)
        elif isinstance(value, dict):
            if len(json.dumps(value)) > MAX_LOG_LINE:
                raise SchemaError(path, f"a message longer than {MAX_LOG_LINE} characters")
        else:
            raise SchemaError(path, f"{safe_json.quote(value, 20)} is not a log line")


def page_schema(rules: Rules) -> Obj:
    """The page's save fields and their allowed values; the engine checks ``game``."""
    seat = Obj({"name": Str(max_len=MAX_NAME), "kind": Str(choices=rules.kinds),
                "level": Str(choices=rules.levels)})
    options = Obj({o["id"]: OneOf(tuple(o.get("values", ()))) for o in rules.options},
                  optional={o["id"] for o in rules.options})
    lo, hi = rules.players
    config = Obj({"players": Int(lo, hi), "seats": ListOf(seat, 1, hi),
                  "seed": Int(-MAX_SEED, MAX_SEED), "options": options,
                  "hints_allowed": Bool(), "hints_used": ListOf(Int(0, MAX_SEED), 0, hi)},
                 optional={"hints_allowed", "hints_used"})
    fields: dict[str, Spec] = {
        WRITES_FIELD: Int(0, MAX_SEED), "app": Str(), "game_id": Str(max_len=40),
        "format": Int(0), "config": config, "game": AnyValue(),
        "log": ListOf(LogEntry(), 0, MAX_LOG_LINES),
        "viewer": Nullable(Int(0, hi - 1)), "screen": Str(choices=("play", "pass")),
        "pass_to": Nullable(Int(0, hi - 1)), "pace": Str(choices=rules.paces),
    }
    optional = {WRITES_FIELD, "game_id", "log", "viewer", "screen", "pass_to", "pace"}
    return Obj(fields, optional=optional, extra=True,
               checks=(_pass_needs_seat, _seats_in_range))


def check_page_fields(data: object, rules: Rules, app_id: str, foreign_reason: str,
                      max_format: int) -> dict:
    """App and format first (their own messages), then every page field: returns ``data``."""
    if not isinstance(data, dict) or data.get("app") != app_id:
        raise LoadError(foreign_reason)
    fmt = data.get("format")
    if isinstance(fmt, bool) or not isinstance(fmt, int) or fmt > max_format:
        raise LoadError(t("reason_future", v=safe_json.quote(fmt, 20)))
    try:
        check(data, page_schema(rules))
    except SchemaError as e:
        raise LoadError(field_reason(e.path), detail=e) from None
    return data


def check_save(engine, data: dict) -> object:
    """The engine's part: its ``load_game`` (anything it raises becomes LoadError)."""
    game_text = data.get("game")
    if not isinstance(game_text, str):
        game_text = json.dumps(game_text)
    try:
        return engine.load_game(game_text)
    except Exception as e:  # SaveError, or anything an odd file provokes
        raise LoadError(t("reason_game"), detail=str(e) or type(e).__name__) from None


def check_seats(seats: list, players: int, declared: int) -> None:
    """One seat per player of the engine's game, as many as the save says."""
    if len(seats) != players or declared != players:
        raise LoadError(t("reason_players"))


def prepare_load(gi, text: object, narrow: bool = False, pace: str | None = None):
    """A new session of the game ``gi`` loaded from ``text``, drawn once and saved once (not
    stored): the caller swaps it in only if this returns. Raises LoadError, nothing else."""
    try:
        s = gi.new_session(narrow)
        if pace is not None:
            s.ui.pace = pace
        s.load(text)
        gi.render(s.view(), s.ui, s.legal_for_ui())
        s.to_save()
    except LoadError:
        raise
    except Exception as e:  # whatever a save that passed the checks still breaks
        raise LoadError(t("reason_game"), detail=f"{type(e).__name__}: {e}") from None
    return s


def game_of_save(text: str, games: Iterable) -> str | None:
    """The id of the game (a ``GameUI`` of ``games``) a save file belongs to, else None."""
    try:
        data = read_json(text)
    except LoadError:
        return None
    if not isinstance(data, dict):
        return None
    games = list(games)
    for g in games:
        if data.get("app") == g.app_id:
            return g.id
    for g in games:
        if g.engine_save_format is not None and data.get("format") == g.engine_save_format:
            return g.id
    return None


# ---------------------------------------------------------------------- storage book-keeping
_WRITES = re.compile(r'\{\s*"' + WRITES_FIELD + r'"\s*:\s*(\d{1,16})\s*[,}]')


def writes_of(text: object) -> int | None:
    """The write counter of a stored save (its first field), without parsing the rest."""
    if not isinstance(text, str):
        return None
    m = _WRITES.match(text[:64])
    return int(m.group(1)) if m else None


def same_save(stored: object, text: str) -> bool:
    """Is ``stored`` the save ``text`` but for its write counter (writing it again changes
    nothing but the counter)?"""
    if not isinstance(stored, str) or writes_of(stored) is None or writes_of(text) is None:
        return False
    return _without_writes(stored) == _without_writes(text)


def _without_writes(text: str) -> str:
    """A stored save without its write counter."""
    return _WRITES.sub("", text[:64], 1) + text[64:]


def is_stale(stored: object, mine: int) -> bool:
    """Did another tab write a newer state than the one this tab holds (``mine`` writes)?"""
    n = writes_of(stored)
    return n is not None and n > mine


def broken_key(base: str, date: str) -> str:
    """The key a broken save is kept under: ``<base>.<ISO date>``."""
    return f"{base}.{date}"


def broken_to_drop(keys: Iterable[str], base: str, keep: int = KEEP_BROKEN) -> list[str]:
    """Dated broken-save keys beyond the newest ``keep`` (ISO dates sort by time)."""
    dated = sorted(k for k in keys if isinstance(k, str) and k.startswith(base + "."))
    return dated[:-keep] if keep else dated
