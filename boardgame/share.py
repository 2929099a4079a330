"""Replays to share: a finished game's save packed into a URL fragment, and unpacked safely.

Link form: ``#replay=<version>.<game code>.<base64url(zlib(compact save JSON))>`` (no
padding). Only finished games are packed: a game in progress would reveal hidden cards.
``decode`` refuses anything corrupt, truncated, oversized (the decompressed size is capped
before it is produced), from an unknown game or a newer version, or not finished, with one
exception type and a short message; nothing else escapes.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass
from typing import Any

from .kinds import GameKind, kind_of_code, kind_of_format

PREFIX = "#replay="
LINK_VERSION = 1
#: Caps: the fragment's length and the save's size once decompressed (decompression bomb).
MAX_LINK_CHARS = 60_000
MAX_SAVE_BYTES = 400_000

_LINK = re.compile(r"(\d{1,4})\.([a-z]{2})\.([A-Za-z0-9_-]+)")


class ShareError(ValueError):
    """A game cannot be shared, or a shared link cannot be opened; the message says why."""


@dataclass(frozen=True)
class Shared:
    """An opened link: the game's name and its save text (to build a Replay from)."""

    game: str
    save: str


def encode(save_text: str | bytes) -> str:
    """The ``#replay=`` fragment of a finished game's save text."""
    kind, data = _parse_save(save_text.encode("utf-8") if isinstance(save_text, str)
                             else save_text)
    compact = _compact(data)
    _check_finished(kind, compact)
    packed = zlib.compress(compact.encode("utf-8"), 9)
    body = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"{PREFIX}{LINK_VERSION}.{kind.share_code}.{body}"


def encode_game(game: Any) -> str:
    """The ``#replay=`` fragment of a finished game object (which is left unchanged)."""
    return encode(game.to_json())


def decode(fragment: str, expected_game: str | None = None) -> Shared:
    """Open a ``#replay=`` fragment; ``expected_game`` refuses links of another game."""
    if not isinstance(fragment, str) or not fragment.startswith(PREFIX):
        raise ShareError("this is not a replay link")
    if len(fragment) > MAX_LINK_CHARS:
        raise ShareError("the replay link is too long")
    match = _LINK.fullmatch(fragment[len(PREFIX):])
    if match is None:
        raise ShareError("the replay link is damaged")
    version, code, body = int(match[1]), match[2], match[3]
    if version > LINK_VERSION:
        raise ShareError("the replay link is from a newer version of this app")
    if version < 1:
        raise ShareError("the replay link has an unknown version")
    linked = kind_of_code(code)
    if linked is None:
        raise ShareError("the replay link is for a game this app does not know")
    name = linked.name
    if expected_game is not None and name != expected_game:
        raise ShareError(f"the replay link is for another game ({name})")
    kind, data = _parse_save(_inflate(body))
    if kind.name != name:
        raise ShareError("the replay link is damaged (its game does not match)")
    compact = _compact(data)
    _check_finished(kind, compact)
    return Shared(name, compact)


def decode_save(text: str | bytes, expected_game: str | None = None) -> Shared:
    """Open a shared save file with the same checks as a link (size, game, finished)."""
    raw = text.encode("utf-8") if isinstance(text, str) else text
    if not isinstance(raw, bytes):
        raise ShareError("the shared file is not a readable save")
    if len(raw) > MAX_SAVE_BYTES:
        raise ShareError("the shared game is too large")
    kind, data = _parse_save(raw)
    if expected_game is not None and kind.name != expected_game:
        raise ShareError(f"the shared file is for another game ({kind.name})")
    compact = _compact(data)
    _check_finished(kind, compact)
    return Shared(kind.name, compact)


def _inflate(body: str) -> bytes:
    """Base64url-decode and decompress, refusing truncation, junk and oversize."""
    if len(body) % 4 == 1:
        raise ShareError("the replay link is truncated")
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_",
                                  validate=True)
    except (binascii.Error, ValueError):
        raise ShareError("the replay link is damaged") from None
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_SAVE_BYTES)
    except zlib.error:
        raise ShareError("the replay link is damaged") from None
    if inflater.unconsumed_tail:
        raise ShareError("the shared game is too large")
    if not inflater.eof:
        raise ShareError("the replay link is truncated")
    if inflater.unused_data:
        raise ShareError("the replay link is damaged")
    return raw


def _parse_save(raw: bytes) -> tuple[GameKind[Any], dict[str, Any]]:
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ShareError("the shared game is not a readable save") from None
    if not isinstance(data, dict):
        raise ShareError("the shared game is not a readable save")
    kind = kind_of_format(data.get("format"))
    if kind is None:
        raise ShareError("the shared game is not a save of a known game")
    return kind, data


def _compact(data: dict[str, Any]) -> str:
    """The save as compact JSON; a replayed snapshot (Machi Koro) is left out."""
    slim = {key: value for key, value in data.items() if key != "snapshot"}
    return json.dumps(slim, separators=(",", ":"), ensure_ascii=False)


def _check_finished(kind: GameKind[Any], save: str) -> None:
    """Load the save with its engine; refuse it unless it loads and the game is over."""
    try:
        game = kind.module().load_game(save)
    except ValueError as error:
        raise ShareError(f"the shared game cannot be loaded: {_short(error)}") from None
    except Exception:  # a boundary for untrusted input: nothing else escapes
        raise ShareError("the shared game cannot be loaded") from None
    if not game.is_over:
        raise ShareError("only finished games can be shared")


def _short(error: Exception, limit: int = 120) -> str:
    text = str(error)
    return text if len(text) <= limit else text[: limit - 1] + "…"
