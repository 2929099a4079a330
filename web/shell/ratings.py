"""The measured strength of the computer levels (pure): an Elo-style rating per level, read
from ``<ai package>/data/ratings.json`` (written by each game's arena bench) without importing
the AI. A missing, broken or partial file only means fewer numbers on the page."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from boardgame import safe_json
from boardgame.schema import Num, Obj, SchemaError, check
from web.shell.ui_state import LEVELS

RATINGS_FILE = ("data", "ratings.json")
MAX_BYTES = 20_000  # a ratings file is a few hundred bytes
_LEVELS = Obj({lv: Num(0, 10_000) for lv in LEVELS}, optional=set(LEVELS), extra=True)
_FILE = Obj({"levels": _LEVELS}, extra=True)
_CACHE: dict[str, dict[str, int]] = {}


def parse(text: str | bytes) -> dict[str, int]:
    """``{level: rating}`` of the page's levels from a ratings file's text (``{}`` if it is
    not one)."""
    try:
        data = safe_json.loads(text, max_chars=MAX_BYTES)
        check(data, _FILE, "ratings")
    except (safe_json.InputError, SchemaError):
        return {}
    levels = data["levels"]
    return {lv: round(levels[lv]) for lv in LEVELS if lv in levels}


def ratings_path(ai_package: str) -> Path | None:
    """Where the ratings file of ``ai_package`` (``<engine>.ai``) lies, found without
    importing either package (None: the package is not there)."""
    top, _, rest = ai_package.partition(".")
    try:
        spec = importlib.util.find_spec(top)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    base = Path(next(iter(spec.submodule_search_locations)))
    return base.joinpath(*(rest.split(".") if rest else ()), *RATINGS_FILE)


def ratings(ai_package: str | None) -> dict[str, int]:
    """The ratings of ``ai_package``'s levels (read once; ``{}`` without a file)."""
    if not ai_package:
        return {}
    if ai_package not in _CACHE:
        path = ratings_path(ai_package)
        try:
            text = path.read_bytes() if path is not None else b""
        except OSError:
            text = b""
        _CACHE[ai_package] = parse(text) if text else {}
    return _CACHE[ai_package]


def forget() -> None:
    """Read the files again next time (tests)."""
    _CACHE.clear()
