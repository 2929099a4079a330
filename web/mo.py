"""Compiled gettext catalogues (``.mo`` files) read without the standard library's ``gettext``.

The page only looks messages up by context (``pgettext``/``npgettext``); reading the file
format here keeps ``gettext`` and the ``locale`` module it imports out of every start and out
of the first visit's download (issue 15). Plural forms come from the catalogue's
``Plural-Forms`` header, a C expression in ``n`` that :func:`plural_rule` evaluates with a
small parser (no ``eval``). Pure: no DOM.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable

MAGIC = 0x950412DE
CONTEXT_SEP = "\x04"


class MoError(ValueError):
    """Bytes that are not a compiled catalogue this reader understands."""


class NullCatalogue:
    """No translations: every message is its English source."""

    def pgettext(self, context: str, message: str) -> str:
        return message

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural


class Catalogue(NullCatalogue):
    """The messages of one compiled catalogue (UTF-8, as tools/i18n.py writes them)."""

    def __init__(self, data: bytes) -> None:
        self._messages: dict[str, str] = {}
        self._plurals: dict[str, list[str]] = {}
        self.plural: Callable[[int], int] = lambda n: int(n != 1)
        for key, value in _entries(data):
            if key == "":
                self._read_header(value)
            elif "\x00" in key:
                self._plurals[key.split("\x00", 1)[0]] = value.split("\x00")
            else:
                self._messages[key] = value

    def _read_header(self, header: str) -> None:
        m = re.search(r"^Plural-Forms:.*?plural=([^;\n]+)", header, re.M)
        if m:
            self.plural = plural_rule(m[1])

    def pgettext(self, context: str, message: str) -> str:
        return self._messages.get(context + CONTEXT_SEP + message, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        forms = self._plurals.get(context + CONTEXT_SEP + singular)
        if not forms:
            return super().npgettext(context, singular, plural, n)
        index = self.plural(n)
        return forms[index] if 0 <= index < len(forms) else forms[-1]


def _entries(data: bytes) -> list[tuple[str, str]]:
    if len(data) < 20:
        raise MoError("too short for a catalogue")
    for order in ("<", ">"):
        magic, _revision, count, ids_at, strs_at = struct.unpack(order + "5I", data[:20])
        if magic == MAGIC:
            break
    else:
        raise MoError("not a compiled catalogue")
    out = []
    try:
        for i in range(count):
            id_len, id_at = struct.unpack_from(order + "2I", data, ids_at + 8 * i)
            str_len, str_at = struct.unpack_from(order + "2I", data, strs_at + 8 * i)
            if id_at + id_len > len(data) or str_at + str_len > len(data):
                raise MoError("an entry runs past the end of the file")
            out.append((data[id_at:id_at + id_len].decode("utf-8"),
                        data[str_at:str_at + str_len].decode("utf-8")))
    except (struct.error, UnicodeDecodeError) as e:
        raise MoError(f"broken catalogue: {e}") from e
    return out


# ---- plural rules: C expressions in n --------------------------------------------------
_TOKEN = re.compile(r"\s*(?:(\d+)|(n\b)|(&&|\|\||==|!=|<=|>=|[-+*/%<>!?:()]))")
_BINARY = (  # loosest first
    ("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "%"))


def plural_rule(expression: str) -> Callable[[int], int]:
    """The plural-form index function of a ``Plural-Forms`` expression (``n != 1``,
    ``n==1 ? 0 : n%10>=2 && ... ? 1 : 2``). Raises MoError for anything else."""
    tokens: list[str] = []
    pos, text = 0, expression.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise MoError(f"plural rule: cannot read {text[pos:pos + 10]!r}")
        tokens.append(m[1] or m[2] or m[3])
        pos = m.end()
    tree, rest = _ternary(tokens)
    if rest:
        raise MoError(f"plural rule: unexpected {rest[0]!r}")
    return lambda n: int(_evaluate(tree, n))


def _ternary(tokens: list[str]) -> tuple[object, list[str]]:
    cond, rest = _binary(tokens, 0)
    if rest[:1] != ["?"]:
        return cond, rest
    yes, rest = _ternary(rest[1:])
    if rest[:1] != [":"]:
        raise MoError("plural rule: '?' without ':'")
    no, rest = _ternary(rest[1:])
    return ("?", cond, yes, no), rest


def _binary(tokens: list[str], level: int) -> tuple[object, list[str]]:
    if level == len(_BINARY):
        return _unary(tokens)
    left, rest = _binary(tokens, level + 1)
    while rest and rest[0] in _BINARY[level]:
        right, after = _binary(rest[1:], level + 1)
        left, rest = (rest[0], left, right), after
    return left, rest


def _unary(tokens: list[str]) -> tuple[object, list[str]]:
    if not tokens:
        raise MoError("plural rule: ends too soon")
    head, rest = tokens[0], tokens[1:]
    if head in ("!", "-"):
        operand, rest = _unary(rest)
        return (head + "u", operand), rest
    if head == "(":
        inner, rest = _ternary(rest)
        if rest[:1] != [")"]:
            raise MoError("plural rule: '(' without ')'")
        return inner, rest[1:]
    if head == "n":
        return "n", rest
    if head.isdigit():
        return int(head), rest
    raise MoError(f"plural rule: unexpected {head!r}")


_OPS: dict[str, Callable[[int, int], int]] = {
    "||": lambda a, b: int(bool(a) or bool(b)), "&&": lambda a, b: int(bool(a) and bool(b)),
    "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b),
    "<": lambda a, b: int(a < b), ">": lambda a, b: int(a > b),
    "<=": lambda a, b: int(a <= b), ">=": lambda a, b: int(a >= b),
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "/": lambda a, b: a // b if b else 0, "%": lambda a, b: a % b if b else 0,
}


def _evaluate(tree: object, n: int) -> int:
    if tree == "n":
        return n
    if isinstance(tree, int):
        return tree
    if not isinstance(tree, (list, tuple)):
        raise TypeError(f"not a plural expression: {tree!r}")
    op, *args = tree
    if op == "?":
        return _evaluate(args[1] if _evaluate(args[0], n) else args[2], n)
    if op == "!u":
        return int(not _evaluate(args[0], n))
    if op == "-u":
        return -_evaluate(args[0], n)
    return _OPS[op](_evaluate(args[0], n), _evaluate(args[1], n))
