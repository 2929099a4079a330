"""``yokohama.from_position`` and ``Game.position()``: a documented position round-trips and
an impossible one is refused with a SaveError naming the field (docs/positions.md)."""

from __future__ import annotations

import copy
import json

import pytest
from harness import play_random

import yokohama


def _every_so_often(snapshots: list[dict]):
    def hook(g: yokohama.Game, step: int) -> None:
        if step % 37 == 1 or g.is_over:
            snapshots.append({"position": g.position(), "fingerprint": g.fingerprint(),
                              "legal": g.legal_moves()})
    return hook


@pytest.mark.parametrize("players", [2, 3, 4])
def test_position_round_trips_through_random_games(players):
    snapshots: list[dict] = []
    play_random(players, seed=players * 11, check=False, hook=_every_so_often(snapshots))
    assert len(snapshots) > 5
    for snap in snapshots:
        text = json.dumps(snap["position"])  # JSON-able
        g = yokohama.from_position(json.loads(text))
        assert g.fingerprint() == snap["fingerprint"]
        assert g.legal_moves() == snap["legal"]


def test_a_game_from_a_position_plays_on_like_the_original():
    original = yokohama.new_game(3, seed=5)
    for _ in range(40):
        original.play(original.legal_moves()[-1])
    copy_ = yokohama.from_position(original.position())
    for _ in range(60):
        move = original.legal_moves()[0]
        original.play(move)
        copy_.play(move)
        assert copy_.fingerprint() == original.fingerprint()


def test_a_position_game_saves_and_loads_from_its_position():
    g = yokohama.new_game(2, seed=3)
    for _ in range(25):
        g.play(g.legal_moves()[0])
    start = yokohama.from_position(g.position())
    start.play(start.legal_moves()[0])
    loaded = yokohama.load_game(start.to_json())
    assert loaded.fingerprint() == start.fingerprint() and loaded.moves == start.moves


def _base() -> dict:
    g = yokohama.new_game(3, seed=1)
    g.play(g.legal_moves()[0])
    return g.position()


def _spoil(path: list, value) -> dict:
    pos = copy.deepcopy(_base())
    target = pos
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return pos


@pytest.mark.parametrize("path, value, field", [
    (["players", 0, "yen"], -1, "players[0].yen"),                     # money below zero
    (["players", 1, "warehouse", "shops"], 7, "players[1].shops"),     # RULES 2.12
    (["players", 2, "hand", "assistants"], 9, "players[2].assistants"),
    (["areas", 0, "tile"], "tile_99", "areas[0].tile"),               # unknown id
    (["areas", 0, "kind"], "volcano", "areas[0].kind"),
    (["players", 0, "techs"], ["tech_99"], "players[0].techs[0]"),
    (["ports", "port_a", 0], "order_99", "ports.port_a[0]"),
    (["pending", "kind"], "dance", "pending.kind"),
    (["pending", "kind"], "port", "action"),                         # no action under way
    (["round"], 1, "round"),                                           # keep only in round 0
    (["current"], 5, "current"),
    (["church", 0], "dummy", "church"),                                # no dummy with 3
    (["agent_supply", "UK"], 9, "agent_supply"),
    (["players", 0, "flags", "agent_used"], "no", "players[0].flags.agent_used"),
])
def test_impossible_positions_are_refused_naming_the_field(path, value, field):
    with pytest.raises(yokohama.SaveError, match=field.replace("[", r"\[").replace("]", r"\]")):
        yokohama.from_position(_spoil(path, value))


def test_duplicated_cards_are_refused():
    pos = _base()
    pos["players"][1]["orders"].append(pos["order_deck"][0])
    with pytest.raises(yokohama.SaveError, match="order cards"):
        yokohama.from_position(pos)


def test_a_missing_card_is_refused():
    pos = _base()
    pos["tech_deck"].pop()
    with pytest.raises(yokohama.SaveError, match="technology cards"):
        yokohama.from_position(pos)


def _phase_a() -> dict:
    g = yokohama.new_game(3, seed=1)
    while g.state.stage != "A":
        g.play(g.legal_moves()[0])
    return g.position()


def test_an_action_decision_in_the_wrong_area_is_refused():
    pos = _phase_a()
    lab = next(a["pos"] for a in pos["areas"] if a["kind"] == "lab_a")
    pos["pending"] = {"kind": "port", "data": []}
    pos["action"] = {"area": lab, "power": 3, "agent": False, "return": "C"}
    with pytest.raises(yokohama.SaveError, match=r"action\.area"):
        yokohama.from_position(pos)
    port = next(a["pos"] for a in pos["areas"] if a["kind"] == "port_a")
    pos["action"]["area"] = port
    assert yokohama.from_position(pos).state.stage == "port"


def test_starting_orders_are_chosen_only_in_round_zero():
    pos = _phase_a()
    pos["pending"] = {"kind": "keep", "data": []}
    with pytest.raises(yokohama.SaveError, match="round"):
        yokohama.from_position(pos)


def test_not_a_position_is_refused():
    with pytest.raises(yokohama.SaveError, match="position"):
        yokohama.from_position(["not", "a", "dict"])  # type: ignore[arg-type]
    with pytest.raises(yokohama.SaveError, match="format"):
        yokohama.from_position({**_base(), "format": "chess"})


def test_lenient_reading_skips_only_the_accounting_checks():
    pos = _base()
    pos["tech_deck"] = []  # cards lying nowhere: no real game gets here
    with pytest.raises(yokohama.SaveError, match="technology cards"):
        yokohama.from_position(pos)
    assert yokohama.from_position(pos, strict=False).state.tech_deck == []
    pos["players"][0]["yen"] = -2
    with pytest.raises(yokohama.SaveError, match=r"players\[0\]\.yen"):
        yokohama.from_position(pos, strict=False)
