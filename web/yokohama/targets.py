"""The bridge from Yokohama's legal moves to clickable table elements (pure Python)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Targets:
    """Legal moves grouped by the board element that plays them (key) plus decision buttons."""

    by_key: dict[str, list[str]] = field(default_factory=dict)
    buttons: list[str] = field(default_factory=list)

    def add(self, key: str, move: str) -> None:
        self.by_key.setdefault(key, []).append(move)

    def all_moves(self) -> set[str]:
        out = set(self.buttons)
        for moves in self.by_key.values():
            out.update(moves)
        return out


def _is_pos(word: str) -> bool:
    return len(word) >= 4 and word[0] == "r" and "c" in word[1:]


def classify(legal: list[str], view: dict | None) -> Targets:
    """Map each legal move to a board element key, or to a decision button.

    Keys: ``area:<pos>``, ``port:<order>``, ``lab:<tech>``, ``church:<space>``,
    ``customs:<space>``, ``ach:<id>``, ``hand:<order>`` (deliver),
    ``tech:<name_id>`` (University / Spinning Mill card). Keeping a starting order is a
    button (the cards are also shown in the player's panel), ``shop:<pos>:<n>``,
    ``house:<pos>``, ``token:<pos>``. Anything else becomes a button, so every legal move is
    always reachable.
    """
    tg = Targets()
    view = view or {}
    pending = view.get("pending") or {}
    acting: Any = pending.get("area")
    positions = {a["pos"] for a in view.get("areas", [])}
    ports = {c["id"] for cards in view.get("ports", {}).values() for c in cards if c}
    labs = {c["id"] for cards in view.get("labs", {}).values() for c in cards if c}
    seat = view.get("seat")
    me = None
    for p in view.get("players_info", []):
        if p.get("seat") == seat:
            me = p
    own_orders = {c["id"] for c in (me or {}).get("orders") or []}
    own_tech_names = {c.get("name_id") for c in (me or {}).get("techs") or []}
    church = {s["id"] for s in view.get("church", [])}
    customs = {s["id"] for s in view.get("customs", [])}
    achs = {a["id"] for a in view.get("achievements", [])}
    for move in legal:
        w = move.split()
        head = w[0] if w else ""
        key = None
        if (head in ("agent", "place", "pair", "move", "tram", "station") and len(w) > 1 \
                and w[1] in positions) or (head == "recall" and len(w) == 2 and w[1] in positions):
            key = "area:" + w[1]
        elif head == "put" and len(w) == 3 and w[1] == "station" and w[2] in positions:
            key = "area:" + w[2]
        elif head == "take" and len(w) > 1 and w[1] in ports:
            key = "port:" + w[1]
        elif head == "tech" and len(w) > 1 and w[1] in labs:
            key = "lab:" + w[1]
        elif head == "church" and len(w) > 1 and w[1] in church:
            key = "church:" + w[1]
        elif head == "customs" and len(w) > 1 and w[1] in customs:
            key = "customs:" + w[1]
        elif head == "claim" and len(w) > 1 and w[1] in achs:
            key = "ach:" + w[1]
        elif head == "deliver" and len(w) > 1 and w[1] in own_orders:
            key = "hand:" + w[1]
        elif move == "university" and "university" in own_tech_names:
            key = "tech:university"
        elif move == "spinning mill" and "spinning_mill" in own_tech_names:
            key = "tech:spinning_mill"
        elif head == "build" and acting in positions:
            if len(w) == 3 and w[1] == "shop":
                key = f"shop:{acting}:{w[2]}"
            elif len(w) == 2 and w[1] == "house":
                key = "house:" + acting
        elif move == "bonus" and acting in positions:
            key = "token:" + acting
        if key is None:
            tg.buttons.append(move)
        else:
            tg.add(key, move)
    return tg


def element_moves(tg: Targets) -> tuple[dict[str, str], dict[str, list[str]]]:
    """(key -> the one move it plays, key -> moves offered by its chooser)."""
    direct = {k: v[0] for k, v in tg.by_key.items() if len(v) == 1}
    choose = {k: v for k, v in tg.by_key.items() if len(v) > 1}
    return direct, choose
