"""Yokohama's learning hooks for the page (pure): the move a table element would stand for
(``data-why``), its how-to section (``data-help``), "why not?" worded through the catalogue,
hints, the how-to context of the moment and the tutorial script."""

from __future__ import annotations

from web.shell.learn import asked_hint, explained

# the pending decision (view["pending"]["kind"]) -> what clicking an area would mean
_AREA_MOVE = {"spread": "place", "telegraph": "place", "A": "place", "move": "move",
              "recall": "recall", "station": "station"}
# the first word of a refused move -> the pending kind whose how-to section explains it
_HEAD_STAGE = {"place": "spread", "pair": "spread", "move": "move", "recall": "recall",
               "take": "port", "tech": "lab", "church": "church", "customs": "customs",
               "build": "build", "bonus": "bonus", "keep": "keep", "station": "station"}


def why_move(key: str, view: dict) -> str | None:
    """The move text a table element (renderer key) would play, to ask the engine why not."""
    kind, _, rest = key.partition(":")
    stage = (view.get("pending") or {}).get("kind", "")
    if kind == "area":
        return f"{_AREA_MOVE.get(stage, 'move')} {rest}"
    simple = {"port": "take", "lab": "tech", "church": "church", "customs": "customs",
              "ach": "claim", "hand": "deliver"}
    if kind in simple:
        return f"{simple[kind]} {rest}"
    # building and the token name no area: they stand for a move only where the president acts
    acting = (view.get("pending") or {}).get("area")
    if kind in ("shop", "house", "token") and rest.partition(":")[0] != acting:
        return None
    if kind == "shop":
        return f"build shop {rest.rpartition(':')[2]}"
    if kind == "house":
        return "build house"
    if kind == "token":
        return "bonus"
    if kind == "tech":
        return rest.replace("_", " ")
    return None


def help_section(key: str, view: dict) -> str:
    """The how-to section about a table element (``data-help``)."""
    from web.shell.learn import howto

    h = howto("yokohama")
    kind, _, rest = key.partition(":")
    if kind == "area":
        area = next((a for a in view.get("areas", []) if a.get("pos") == rest), None)
        return h.section_for("area", (area or {}).get("kind", "")) or "areas"
    if kind == "tech":
        return h.section_for("tech", rest) or "technologies"
    return {"port": "ports", "lab": "labs", "church": "church", "customs": "customs",
            "ach": "achievements", "hand": "orders", "shop": "building", "house": "building",
            "token": "bonus"}.get(kind, "help")


def howto_context(view: dict | None, ui) -> list[tuple[str, str]]:
    """Selected element first (the open chooser's area), then the pending decision."""
    out: list[tuple[str, str]] = []
    view = view or {}
    chosen = getattr(ui, "chooser", None) or ""
    if chosen.startswith("area:"):
        pos = chosen[5:]
        area: dict = next((a for a in view.get("areas", []) if a.get("pos") == pos), {})
        out.append(("area", area.get("kind", "")))
    pending = view.get("pending") or {}
    if pending.get("area_kind") and pending.get("kind") not in ("move", "spread", "recall"):
        out.append(("area", pending["area_kind"]))
    if pending.get("kind"):
        out.append(("stage", pending["kind"]))
    if view.get("end_triggered"):
        out.append(("topic", "end"))
    return out


def explain(game, move: str, seat: int | None) -> tuple[str, str] | None:
    """Why ``move`` is refused, in the catalogue's words, and the section about it."""
    from dataclasses import replace

    import yokohama
    from web.yokohama.why_words import refusal_fields, words_for

    r = yokohama.explain_refusal(game, move, seat)
    kind = r.params.get("area_kind") if r is not None else None
    if r is not None:
        r = replace(r, params=refusal_fields(game, r.params))
    return explained(r, "why_", "yokohama", ("area", str(kind)) if kind else None, move,
                     _HEAD_STAGE, words_for(game))


def hint(game, seat: int) -> tuple[str, str]:
    """The normal level's fair choice for ``seat`` and its short reason."""
    from web.yokohama.why_words import words_for
    from yokohama.ai import hint as engine_hint

    return asked_hint(engine_hint, game, seat, "hintr_", words_for(game))


def describe(move: str, view: dict) -> str:
    from web.yokohama.describe import Lookup, describe_move

    return describe_move(move, view, Lookup(view))


def tutorial() -> dict | None:
    from web.shell.protocol import registered
    from web.shell.tutorial import load_script

    return load_script(registered("yokohama").content)
