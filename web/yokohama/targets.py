"""The bridge from Yokohama's legal moves to clickable table elements (pure Python)."""

from __future__ import annotations

from dataclasses import dataclass, field

from yokohama.moves import (
    Agent,
    Bonus,
    BuildHouse,
    BuildShop,
    Church,
    Claim,
    Customs,
    Deliver,
    Move,
    MoveTo,
    Pair,
    Place,
    PutStation,
    Recall,
    SpinningMill,
    StationTo,
    Take,
    Tech,
    TramTo,
    University,
    parse,
)


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
    seat = view.get("seat")
    me = next((p for p in view.get("players_info", []) if p.get("seat") == seat), None) or {}
    table = _Table(
        positions={a["pos"] for a in view.get("areas", [])},
        ports={c["id"] for cards in view.get("ports", {}).values() for c in cards if c},
        labs={c["id"] for cards in view.get("labs", {}).values() for c in cards if c},
        church={s["id"] for s in view.get("church", [])},
        customs={s["id"] for s in view.get("customs", [])},
        achievements={a["id"] for a in view.get("achievements", [])},
        own_orders={c["id"] for c in me.get("orders") or []},
        own_tech_names={c.get("name_id") for c in me.get("techs") or []},
        acting=(view.get("pending") or {}).get("area"),
    )
    for move in legal:
        try:
            key = _element_key(parse(move), table)
        except ValueError:  # not a move text (InvalidMoveError): a button says it as it is
            key = None
        if key is None:
            tg.buttons.append(move)
        else:
            tg.add(key, move)
    return tg


@dataclass
class _Table:
    """The ids of the view a move may name, to find the element that plays it."""

    positions: set[str]
    ports: set[str]
    labs: set[str]
    church: set[str]
    customs: set[str]
    achievements: set[str]
    own_orders: set[str]
    own_tech_names: set[str | None]
    acting: str | None


def _element_key(m: Move, tb: _Table) -> str | None:
    """The element that plays ``m`` (see ``classify``), or None for a button."""
    match m:
        case Agent(pos) | Place(pos) | Pair(pos) | MoveTo(pos) | TramTo(pos) | StationTo(pos) \
                | Recall(str(pos)) | PutStation(pos) if pos in tb.positions:
            return "area:" + pos
        case Take(order) if order in tb.ports:
            return "port:" + order
        case Tech(card) if card in tb.labs:
            return "lab:" + card
        case Church(space) if space in tb.church:
            return "church:" + space
        case Customs(space) if space in tb.customs:
            return "customs:" + space
        case Claim(ach) if ach in tb.achievements:
            return "ach:" + ach
        case Deliver(order) if order in tb.own_orders:
            return "hand:" + order
        case University() if "university" in tb.own_tech_names:
            return "tech:university"
        case SpinningMill() if "spinning_mill" in tb.own_tech_names:
            return "tech:spinning_mill"
        case BuildShop(space) if tb.acting in tb.positions:
            return f"shop:{tb.acting}:{space}"
        case BuildHouse() if tb.acting in tb.positions:
            return f"house:{tb.acting}"
        case Bonus() if tb.acting in tb.positions:
            return f"token:{tb.acting}"
    return None


def element_moves(tg: Targets) -> tuple[dict[str, str], dict[str, list[str]]]:
    """(key -> the one move it plays, key -> moves offered by its chooser)."""
    direct = {k: v[0] for k, v in tg.by_key.items() if len(v) == 1}
    choose = {k: v for k, v in tg.by_key.items() if len(v) > 1}
    return direct, choose
