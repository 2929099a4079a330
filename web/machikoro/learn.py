"""Machi Koro's learning hooks for the page (pure): "why not?" worded through the
catalogue, hints, the how-to context of the moment, move words and the tutorial script.
(The renderer writes ``data-why``/``data-help`` on supply cards and landmarks itself.)"""

from __future__ import annotations

from web.shell.learn import asked_hint, explained
from web.shell.messages import has, t

_HEAD_STAGE = {"roll": "roll", "build": "build", "complete": "build", "keep": "reroll",
               "reroll": "reroll", "target": "tv_target", "swap": "swap", "decline": "swap"}


def howto_context(view: dict | None, ui) -> list[tuple[str, str]]:
    kind = ((view or {}).get("pending") or {}).get("kind")
    if (view or {}).get("is_over"):
        kind = "over"
    return [("stage", kind)] if kind else []


def explain(game, move: str, seat: int | None) -> tuple[str, str] | None:
    """Why ``move`` is refused, in the catalogue's words, and the section about it."""
    import machikoro

    r = machikoro.explain_refusal(game, move, seat)
    card = ("card", str(r.params.get("card", ""))) if r is not None else None
    return explained(r, "mk_why_", "machikoro", card, move, _HEAD_STAGE, word)


def hint(game, seat: int) -> tuple[str, str]:
    """The normal level's choice for ``seat`` and its short reason."""
    from machikoro.ai import hint as engine_hint

    return asked_hint(engine_hint, game, seat, "mk_hintr_", word, hint_code)


def word(name: str, value: object) -> str | None:
    """Machi Koro's reason parameters in the current language: cards and steps by name."""
    if name in ("card", "give", "take") and has("mk." + str(value)):
        return t("mk." + str(value))
    if name == "pending" and has("mk_step_" + str(value)):
        return t("mk_step_" + str(value))
    return None


def hint_code(reason) -> str:
    """A roll's reason has one message per choice of dice (the sentence agrees with it)."""
    if reason.code == "roll":
        dice = reason.params.get("dice", 1)
        return f"roll_{dice}" + ("_vs" if "other" in reason.params else "")
    return reason.code


def describe(move: str, view: dict) -> str:
    from web.machikoro.describe import move_label

    return move_label(move, view)


def tutorial() -> dict | None:
    from web.shell.protocol import registered
    from web.shell.tutorial import load_script

    return load_script(registered("machikoro").content)
