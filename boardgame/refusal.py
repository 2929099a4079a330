"""Why a move is refused, as data: a reason code, its parameters and an English rendering.

Both engines answer "why not?" with a ``Refusal``: the page words ``code`` + ``params`` in
the person's language; ``text`` is the plain English form for tests and logs. ``rule`` is
the RULES clause the reason comes from (empty when it is not a rule but, e.g., bad syntax).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Refusal:
    """One short reason why a move cannot be played now."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    rule: str = ""
    templates: dict[str, str] = field(default_factory=dict, repr=False, compare=False)
    glossary: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    @property
    def text(self) -> str:
        """Plain English sentence (from the game's template table)."""
        template = self.templates.get(self.code, self.code.replace("_", " "))
        return template.format_map(_Words(self.params, self.glossary))

    def worded(self, template: str) -> str:
        """``template`` (e.g. a translated sentence with the same ``{fields}``) filled with
        this refusal's parameters."""
        return template.format_map(_Words(self.params, self.glossary))

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form: ``{"code", "rule", "text", **params}``."""
        return {"code": self.code, "rule": self.rule, "text": self.text, **self.params}


class _Words(dict[str, Any]):
    """Parameters for templates: ids through the glossary, lists joined with commas, dicts
    as ``2 tea, 1 fish``."""

    def __init__(self, params: dict[str, Any], glossary: dict[str, str]) -> None:
        super().__init__({k: _word(v, glossary) for k, v in params.items()})

    def __missing__(self, key: str) -> str:
        return "?"


def _word(value: Any, glossary: dict[str, str]) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{n} {glossary.get(k, k)}" for k, n in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(_word(v, glossary) for v in value) or "none"
    if value is None:
        return "none"
    return glossary.get(value, str(value)) if isinstance(value, str) else str(value)
