"""Public view, scores and the event log."""

from __future__ import annotations

import json

import machikoro


def test_view_is_json_able_and_public_for_every_seat():
    # RULES 1.4, 1.4.1: the whole state is public
    g = machikoro.new_game(players=3, seed=2)
    g.play("roll 1")
    views = [g.view(s) for s in (None, 0, 1, 2)]
    for v in views:
        json.dumps(v)
    strip = [{k: v for k, v in view.items() if k not in ("seat", "legal_moves")}
             for view in views]
    assert all(s == strip[0] for s in strip)


def test_view_lists_legal_moves_only_for_the_deciding_seat():
    # RULES 1.4, 1.4.1: everything is public, so views and logs show it all
    g = machikoro.new_game(players=2, seed=2)
    assert g.view(0)["legal_moves"] == ["roll 1"]
    assert g.view(1)["legal_moves"] == []
    assert g.view(None)["legal_moves"] == []


def test_view_describes_the_pending_decision(mk):
    # RULES 1.4, 1.4.1: everything is public, so views and logs show it all
    g = mk.game(mk.player(0, mk.start(tv_station=1)), mk.player(3), mk.player(3), dice=[6])
    assert g.view(0)["pending"] == {"kind": "roll", "player": 0, "max_dice": 1,
                                    "reroll": False}
    g.play("roll 1")
    v = g.view(0)
    assert v["phase"] == "tv_target"
    assert v["pending"]["candidates"] == [1, 2]
    assert v["dice"] == [6] and v["roll"] == 6


def test_events_describe_payments_for_a_log(mk):
    # RULES 5.3.4: "Café: Ben takes 1 from Aiko"
    g = mk.game(mk.player(3, name="Aiko"), mk.player(0, mk.start(cafe=1), name="Ben"),
                dice=[3])
    g.play("roll 1")
    assert g.events[0] == {"type": "roll", "player": 0, "dice": [3], "total": 3,
                           "rerolled": False}
    assert {"type": "pay", "from": 0, "to": 1, "amount": 1, "owed": 1,
            "card": "cafe"} in g.events
    assert {"type": "income", "to": 0, "amount": 1, "card": "bakery",
            "copies": 1} in g.events
    g.play("build ranch")
    assert g.events == [{"type": "build", "player": 0, "card": "ranch", "cost": 1},
                        {"type": "turn", "player": 1, "extra": False}]


def test_scores_report_progress_for_every_seat():
    # RULES 1.4, 1.4.1: everything is public, so views and logs show it all
    g = machikoro.new_game(players=4, seed=3)
    sc = g.scores()
    assert sc["winner"] is None and not sc["is_over"]
    assert sorted(sc["ranking"]) == [0, 1, 2, 3]
    assert sc["players"][0]["coins"] == 3
    json.dumps(sc)


def test_clone_is_independent():
    # RULES 1.4, 1.4.1: everything is public, so views and logs show it all
    g = machikoro.new_game(players=2, seed=8)
    h = g.clone()
    h.play("roll 1")
    assert g.phase == "roll" and g.moves == []
    assert h.moves == ["roll 1"]
    g.play("roll 1")
    assert g.state.snapshot() == h.state.snapshot()
