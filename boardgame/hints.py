"""A hint: the move a computer level would play for a person, with short reasons as data.

Both games return a ``Hint``: ``move`` is always one of ``legal_moves()``; each reason has a
code and parameters (for the page to word in any language), an English ``text`` and the
``value`` it carried in the bot's evaluation (biggest first).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class HintReason:
    """One reason for a hinted move: what it gains, in the bot's own terms."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    value: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form."""
        return {"code": self.code, "text": self.text, "value": round(self.value, 2),
                **self.params}


@dataclass(frozen=True)
class Hint:
    """The suggested move and why (reasons biggest first)."""

    move: str
    reasons: tuple[HintReason, ...]
    level: str = "normal"

    @property
    def text(self) -> str:
        """One English sentence: the reasons joined."""
        return "; ".join(r.text for r in self.reasons)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form."""
        return {"move": self.move, "level": self.level, "text": self.text,
                "reasons": [r.to_dict() for r in self.reasons]}
