"""Component and general clauses not tied to one action (RULES 2, 5.5.3, 6.1, 6.5.1, 6.5.8,
6.8.1, 6.9.1, 8.4, 14.20)."""

from __future__ import annotations

import json

from builders import (
    KINDS_4,
    act,
    area,
    build,
    give_tech,
    holdings,
    make_game,
    put,
    set_board,
)

import yokohama
from yokohama import components as C
from yokohama.__main__ import random_game
from yokohama.rewards import gain


def test_two_areas_of_one_kind_are_separate_areas() -> None:
    # RULES 2.1.4: each copy has its own tile, token and pieces, and counts once for power
    g = make_game(4, kinds=KINDS_4)
    first, second = area(g, "copper_mine", 0), area(g, "copper_mine", 1)
    put(g, 0, first, 2)
    build(g, 0, second, shop_space=1)
    view = {a["pos"]: a for a in g.view(0)["areas"]}
    assert view[first]["tile"]["id"] != view[second]["tile"]["id"]
    assert view[first]["assistants"][0] == 2 and view[second]["assistants"][0] == 0
    assert view[second]["tile"]["shops"][0]["owner"] == 0
    assert view[first]["tile"]["shops"][0]["owner"] is None


def test_port_and_lab_boards_have_six_slots_church_and_customs_eight_spaces() -> None:
    # RULES 2.2.2
    g = make_game(4, kinds=KINDS_4)
    assert all(len(board) == 6 for board in g.state.ports.values())
    assert all(len(board) == 6 for board in g.state.labs.values())
    assert len(g.state.church) == 8 and len(g.state.customs) == 8


def test_order_level_comes_from_its_slot_not_the_card() -> None:
    # RULES 2.3.2: the same card is reachable at power 2 in a low slot, not in a high slot
    g = make_game(3)
    set_board(g, "port_a", ["order_01", "order_02", "order_03", "order_04", "order_05",
                            "order_06"])
    act(g, area(g, "port_a"), power=2)
    assert "take order_01" in g.legal_moves()
    g = make_game(3)
    set_board(g, "port_a", ["order_02", "order_03", "order_04", "order_05", "order_06",
                            "order_01"])
    act(g, area(g, "port_a"), power=2)
    assert "take order_01" not in g.legal_moves()


def test_supplies_are_unlimited() -> None:
    # RULES 2.11.1: a gain is never reduced, however much is already held
    g = make_game(3)
    p = g.state.players[0]
    holdings(g, 0, yen=500, copper=200, imports=300)
    gain(g.state, p, (("yen", 5), ("copper", 3), ("import", 2)), "test")
    assert (p.yen, p.goods[0], p.imports) == (505, 203, 302)


def test_foreign_agents_are_limited_to_ten() -> None:
    # RULES 2.11.2, 2.8.1
    g = make_game(4)
    assert sum(g.state.agent_supply.values()) == 10
    assert g.state.agent_supply == {"UK": 3, "US": 2, "FR": 2, "DE": 2, "NL": 1}


def test_order_hand_is_hidden_but_its_size_is_public() -> None:
    # RULES 2.13.4, 2.14.1
    g = make_game(3)
    secret = g.state.players[1].orders[0]
    assert f'"{secret}"' not in json.dumps(g.view(0))
    assert g.view(0)["players_info"][1]["orders"] is None
    assert g.view(0)["players_info"][1]["order_count"] == 1


def test_a_reward_gives_all_its_parts_at_once() -> None:
    # RULES 2.15.1
    g = make_game(3)
    p = g.state.players[0]
    before = (p.vp, p.yen, p.goods[1], p.imports)
    gain(g.state, p, C.reward_of({"vp": 2, "yen": 1, "silk": 1, "import": 1}), "test")
    assert (p.vp, p.yen, p.goods[1], p.imports) == (before[0] + 2, before[1] + 1,
                                                    before[2] + 1, before[3] + 1)


def test_mining_technology_adds_on_top_of_a_reward_with_copper() -> None:
    # RULES 2.15.3, 9.2.3
    g = make_game(3)
    give_tech(g, 0, "mining_technology")
    p = g.state.players[0]
    copper = p.goods[0]
    gain(g.state, p, C.reward_of({"vp": 4, "copper": 1}), "church_3")
    assert p.goods[0] == copper + 2


def test_taken_five_power_tokens_count_for_b2_and_score_nothing() -> None:
    # RULES 5.5.3, 12.7.2
    from yokohama.scoring import leftover_vp

    g = make_game(3)
    p = g.state.players[0]
    p.tokens = list(C.TOKEN_IDS[:5])
    from yokohama.additional import meets_achievement

    assert meets_achievement(g.state, p, "ach_b2")
    before = leftover_vp(g.state, 0)
    p.tokens = []
    assert leftover_vp(g.state, 0) == before


def test_power_tables_are_indexed_by_capped_power() -> None:
    # RULES 6.1.1, 5.4.3: six pieces still act at power 5
    g = make_game(3)
    bank = area(g, "bank")
    put(g, 0, bank, 5)
    holdings(g, 0, yen=0)
    act(g, bank)
    assert g.state.players[0].yen == C.BANK_YEN[4]


def test_a_lab_action_gains_at_most_one_card() -> None:
    # RULES 6.5.1
    g = make_game(3)
    holdings(g, 0, yen=50)
    act(g, area(g, "lab_a"), power=5)
    g.play(next(m for m in g.legal_moves() if m.startswith("tech ")))
    assert not any(m.startswith("tech ") for m in g.legal_moves())
    assert len(g.state.players[0].techs) == 1


def test_technology_cards_are_never_returned() -> None:
    # RULES 6.5.8: a whole random game never loses a gained card
    game, _ = random_game(4, 5)
    owned = [c for p in game.state.players for c in p.techs]
    on_boards = [c for b in game.state.labs.values() for c in b if c is not None]
    assert len(owned) + len(on_boards) + len(game.state.tech_deck) == 30
    assert len(set(owned)) == len(owned)


def test_church_action_may_place_no_assistant() -> None:
    # RULES 6.8.1, 6.8.8: raising faith is free; placing is a choice
    g = make_game(3)
    act(g, area(g, "church"), power=3)
    assert "done" in g.legal_moves()
    yen = g.state.players[0].yen
    g.play("done")
    assert g.state.players[0].yen == yen and 0 not in g.state.church


def test_customs_action_may_hand_in_nothing() -> None:
    # RULES 6.9.1, 6.9.5
    g = make_game(3)
    holdings(g, 0, imports=3)
    act(g, area(g, "customs"), power=4)
    assert "done" in g.legal_moves()
    g.play("done")
    assert g.state.players[0].imports == 3 and 0 not in g.state.customs


def test_unused_agent_scores_one_vp_at_the_end() -> None:
    # RULES 8.4, 12.7.1
    from yokohama.scoring import leftover_vp

    g = make_game(3)
    holdings(g, 0, yen=0, copper=0, silk=0, tea=0, fish=0, imports=0)
    g.state.players[0].agents = ["UK", "FR"]
    g.state.players[0].agents_used = 1
    assert leftover_vp(g.state, 0) == 1


def test_every_random_game_ends_without_an_outside_turn_limit() -> None:
    # RULES 14.20: an end condition is always reached
    for players in (2, 3, 4):
        for seed in range(3):
            game, decisions = random_game(players, 1000 + seed)
            assert game.is_over and decisions < 20_000
            assert isinstance(yokohama.load_game(game.to_json()).scores()["winner"], int)
