"""Reading untrusted JSON text (saves in storage, imported files, links) without surprises.

``loads`` checks the size before parsing, then the nesting depth by scanning the text (strings
and escapes skipped; the parser's own recursion is never trusted), then parses strict JSON (no
NaN or Infinity, no lone surrogates; a repeated key keeps its last value, as in browsers).
Every problem raises ``InputError`` with a short message; ``cut``/``quote`` shorten values.

>>> loads('{"a": [1, 2]}')
{'a': [1, 2]}
>>> nesting_depth('["]]]]", {"a": [1]}]')
3
"""

from __future__ import annotations

import json
import math
import re
import reprlib
from itertools import accumulate, repeat
from operator import sub
from typing import Any

MAX_CHARS = 4_000_000  # about what one browser storage origin holds
MAX_DEPTH = 32
CUT = 80  # longest value quoted in a message

_BRACKETS = b"[{]}"
_NOT_BRACKETS = bytes(c for c in range(256) if c not in _BRACKETS)
_DEPTH_STEP = bytes.maketrans(_BRACKETS, b"\x02\x02\x00\x00")  # minus one: +1 or -1
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class InputError(ValueError):
    """Untrusted input is not acceptable; the message says why in one short line."""


def cut(text: str, limit: int = CUT) -> str:
    """Return ``text`` cut to at most ``limit`` characters, ending in "…" when cut."""
    return text if len(text) <= limit else text[: max(limit - 1, 0)] + "…"


_SHORT_REPR = reprlib.Repr()
_SHORT_REPR.maxlevel = 2
_SHORT_REPR.maxstring = CUT
_SHORT_REPR.maxother = CUT


def quote(value: Any, limit: int = CUT) -> str:
    """Return a short JSON-like rendering of ``value`` for a message (strings in quotes).

    >>> quote("x"), quote(None), quote(True), quote("y" * 100, 10)
    ('"x"', 'null', 'true', '"yyyyyyyy…')
    """
    if isinstance(value, str):
        return cut(json.dumps(value[: limit + 1], ensure_ascii=False), limit)
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int) and value.bit_length() > 4 * limit:
        return f"a {value.bit_length()}-bit number"
    if isinstance(value, int | float):
        return cut(repr(value), limit)
    return cut(_SHORT_REPR.repr(value), limit)


def nesting_depth(text: str, limit: int | None = None) -> int:
    """Return how deeply brackets nest outside string literals (0 for a scalar).

    Runs at C speed: escape pairs are dropped left to right (``\\\\`` first, then ``\\"``),
    what lies between the remaining quotes is string content, and only brackets are kept.
    A stray backslash outside a string may hide a bracket after it, but the parser stops at
    that backslash, so every bracket it could reach is counted. Returns ``limit + 1`` early
    once the depth is known to pass ``limit``.
    """
    unescaped = text.replace("\\\\", "").replace('\\"', "")
    outside = "".join(unescaped.split('"')[::2])
    steps = outside.encode("utf-8").translate(_DEPTH_STEP, _NOT_BRACKETS)
    if limit is not None and steps.count(2) > limit and b"\x02" * (limit + 1) in steps:
        return limit + 1  # a plain run of opening brackets, the usual attack
    deepest: int = max(accumulate(map(sub, steps, repeat(1)), initial=0))
    return deepest


def _decode(raw: str | bytes | bytearray, max_chars: int) -> str:
    if isinstance(raw, bytes | bytearray):
        if len(raw) > max_chars:
            raise InputError(f"input is too large ({len(raw):,} bytes; at most {max_chars:,})")
        try:
            return bytes(raw).decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise InputError(f"input is not UTF-8 text (bad byte at {error.start})") from None
    if not isinstance(raw, str):
        raise InputError(f"input is not text ({type(raw).__name__})")
    if len(raw) > max_chars:
        raise InputError(f"input is too large ({len(raw):,} characters; at most {max_chars:,})")
    try:
        raw.encode("utf-8")
    except UnicodeEncodeError as error:
        raise InputError(f"input holds a lone surrogate at {error.start}") from None
    return raw


def _reject_constant(name: str) -> Any:
    raise InputError(f"{name} is not a JSON number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise InputError(f"number {cut(text, 20)} is out of range")
    return value


def loads(raw: str | bytes | bytearray, *, max_chars: int = MAX_CHARS,
          max_depth: int = MAX_DEPTH) -> Any:
    """Parse untrusted JSON text (or UTF-8 bytes); raise ``InputError`` for anything odd."""
    text = _decode(raw, max_chars)
    if nesting_depth(text, max_depth) > max_depth:
        raise InputError(f"JSON is nested deeper than {max_depth} levels")
    try:
        data = json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float)
    except InputError:
        raise
    except RecursionError:  # unreachable after the depth scan; kept as a last guard
        raise InputError(f"JSON is nested deeper than {max_depth} levels") from None
    except json.JSONDecodeError as error:
        raise InputError(f"not valid JSON: {error.msg} at line {error.lineno} "
                         f"column {error.colno}") from None
    except ValueError as error:  # e.g. an integer with more digits than Python allows
        raise InputError(f"not valid JSON: {cut(str(error))}") from None
    if _SURROGATE_ESCAPE.search(text):
        try:
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise InputError("JSON holds a \\u escape of a lone surrogate") from None
    return data
