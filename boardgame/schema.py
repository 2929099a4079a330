"""A tiny declarative checker for JSON-like data (what ``json.loads`` returns).

A schema is a table of specs; ``check`` raises ``SchemaError`` naming the field path of the
first problem, ``problem`` returns that message or None::

    SEAT = Obj({"kind": Str(choices=("human", "computer")),
                "level": Str(choices=("easy", "normal", "hard", "expert")),
                "name": Str(max_len=40)}, optional={"level"})
    check({"seats": [...]}, Obj({"seats": ListOf(SEAT, 2, 4)}), "config")
    # SchemaError: config.seats[1].level: "x" is not one of easy, normal, hard, expert

Booleans are never numbers, floats must be finite, objects refuse unknown fields unless
``extra=True``. Cross-field rules go in ``Obj(checks=...)``: functions that get the object
(every field already checked) and return a problem text or None.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .safe_json import InputError, quote


class SchemaError(InputError):
    """Data does not fit its schema; ``path`` names the field (``a.b[2].c``)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path or 'value'}: {message}")
        self.path = path


def kind_of(value: Any) -> str:
    """Return the JSON name of a value's type, with an article (for messages)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a text"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    return f"a {type(value).__name__}"


def _wrong_type(path: str, wanted: str, value: Any) -> SchemaError:
    got = kind_of(value)
    shown = "" if value is None or isinstance(value, list | tuple | Mapping) else \
        f" {quote(value)}"
    return SchemaError(path, f"expected {wanted}, got {got}{shown}")


class Spec(ABC):
    """One kind of value."""

    @abstractmethod
    def check_at(self, value: Any, path: str) -> None:
        """Raise ``SchemaError`` (at ``path``) unless ``value`` fits."""


@dataclass(frozen=True)
class AnyValue(Spec):
    """Anything at all (checked elsewhere, e.g. by an engine's ``load_game``)."""

    def check_at(self, value: Any, path: str) -> None:
        return None


@dataclass(frozen=True)
class Bool(Spec):
    """``true`` or ``false``."""

    def check_at(self, value: Any, path: str) -> None:
        if not isinstance(value, bool):
            raise _wrong_type(path, "true or false", value)


@dataclass(frozen=True)
class Int(Spec):
    """A whole number (never a boolean), optionally within ``lo``..``hi`` inclusive."""

    lo: int | None = None
    hi: int | None = None

    def check_at(self, value: Any, path: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _wrong_type(path, "a whole number", value)
        _check_range(value, self.lo, self.hi, path)


@dataclass(frozen=True)
class Num(Spec):
    """A finite number (int or float, never a boolean), optionally within ``lo``..``hi``."""

    lo: float | None = None
    hi: float | None = None

    def check_at(self, value: Any, path: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int | float) \
                or (isinstance(value, float) and not math.isfinite(value)):
            raise _wrong_type(path, "a number", value)
        _check_range(value, self.lo, self.hi, path)


def _check_range(value: float, lo: float | None, hi: float | None, path: str) -> None:
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        low = "" if lo is None else f"at least {lo}"
        high = "" if hi is None else f"at most {hi}"
        raise SchemaError(path, f"{quote(value)} is not {' and '.join(filter(None, (low, high)))}")


@dataclass(frozen=True)
class Str(Spec):
    """A text of ``min_len``..``max_len`` characters, optionally one of ``choices``."""

    choices: tuple[str, ...] | None = None
    max_len: int = 200
    min_len: int = 0

    def check_at(self, value: Any, path: str) -> None:
        if not isinstance(value, str):
            raise _wrong_type(path, "a text", value)
        if self.choices is not None:
            if value not in self.choices:
                raise SchemaError(path, f"{quote(value)} is not one of {', '.join(self.choices)}")
            return
        if len(value) > self.max_len:
            raise SchemaError(path, f"{quote(value, 20)} is longer than {self.max_len} characters")
        if len(value) < self.min_len:
            raise SchemaError(path, f"{quote(value)} is shorter than {self.min_len} characters")


@dataclass(frozen=True)
class Nullable(Spec):
    """``null`` or a value of ``spec``."""

    spec: Spec

    def check_at(self, value: Any, path: str) -> None:
        if value is not None:
            self.spec.check_at(value, path)


@dataclass(frozen=True)
class ListOf(Spec):
    """A list of ``min_len``..``max_len`` items, each of ``item``."""

    item: Spec
    min_len: int = 0
    max_len: int = 1000

    def check_at(self, value: Any, path: str) -> None:
        if not isinstance(value, list):
            raise _wrong_type(path, "a list", value)
        if not self.min_len <= len(value) <= self.max_len:
            size = (f"{self.min_len}" if self.min_len == self.max_len
                    else f"{self.min_len} to {self.max_len}")
            raise SchemaError(path, f"has {len(value)} items, expected {size}")
        for i, item in enumerate(value):
            self.item.check_at(item, f"{path}[{i}]")


Check = Callable[[Mapping[str, Any]], "str | None"]


@dataclass(frozen=True)
class Obj(Spec):
    """An object with the ``fields`` table; ``optional`` ones may be absent.

    Unknown fields are refused unless ``extra``; ``checks`` run last, on the whole object.
    """

    fields: Mapping[str, Spec]
    optional: frozenset[str] | set[str] = field(default_factory=frozenset)
    extra: bool = False
    checks: tuple[Check, ...] = ()

    def check_at(self, value: Any, path: str) -> None:
        if not isinstance(value, Mapping):
            raise _wrong_type(path, "an object", value)
        for key, spec in self.fields.items():
            where = f"{path}.{key}" if path else key
            if key in value:
                spec.check_at(value[key], where)
            elif key not in self.optional:
                raise SchemaError(where, "is missing")
        if not self.extra:
            for key in value:
                if key not in self.fields:
                    raise SchemaError(path, f"unknown field {quote(key)}")
        for rule in self.checks:
            message = rule(value)
            if message:
                raise SchemaError(path, message)


def check(value: Any, spec: Spec, path: str = "") -> None:
    """Raise ``SchemaError`` (naming the field path) unless ``value`` fits ``spec``."""
    spec.check_at(value, path)


def problem(value: Any, spec: Spec, path: str = "") -> str | None:
    """Return the message of the first problem of ``value`` against ``spec``, or None."""
    try:
        spec.check_at(value, path)
    except SchemaError as error:
        return str(error)
    return None
