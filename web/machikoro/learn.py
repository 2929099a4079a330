"""Machi Koro's learning hooks for the page (pure): "why not?" worded through the
catalogue, hints, the how-to context of the moment, move words and the tutorial script.
(The renderer writes ``data-why``/``data-help`` on supply cards and landmarks itself.)"""

from __future__ import annotations

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
    from web.shell.learn import howto

    r = machikoro.explain_refusal(game, move, seat)
    if r is None:
        return None
    key = "mk_why_" + r.code
    text = r.worded(t(key)) if has(key) else r.text
    h = howto("machikoro")
    section = h.section_for("card", str(r.params.get("card", ""))) or ""
    head = move.split()[0] if move.split() else ""
    if not section and head in _HEAD_STAGE:
        section = h.section_for("stage", _HEAD_STAGE[head]) or ""
    return text, section


def hint(game, seat: int) -> tuple[str, str]:
    """The normal level's choice for ``seat`` and its short reason."""
    from machikoro.ai import hint as engine_hint

    h = engine_hint(game, seat, seed=len(game.moves))
    return h.move, h.text


def describe(move: str, view: dict) -> str:
    from web.machikoro.describe import move_label

    return move_label(move, view)


def tutorial() -> dict | None:
    from web.shell.tutorial import load_script

    return load_script("machikoro")
