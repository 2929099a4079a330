"""Rule tests for the additional actions of phases A and C (RULES 7, 9.2.4, 9.2.7, 9.2.8,
9.2.14, 14.16-14.18)."""

from __future__ import annotations

import pytest
from builders import (
    KINDS_3,
    KINDS_4,
    build,
    give_tech,
    holdings,
    make_game,
    play_all,
    put,
    refresh,
    set_president,
)

import yokohama
from yokohama import components as C

BANK, PORT_A, LAB_A, CHURCH = "r0c0", "r0c1", "r0c2", "r0c3"
COPPER, SILK, CUSTOMS, PORT_B = "r1c0", "r1c1", "r1c2", "r1c3"
TEA, LABOR, CHINATOWN, FISH1, FISH2 = "r2c0", "r2c1", "r2c2", "r3c0", "r3c1"


@pytest.fixture
def g() -> yokohama.Game:
    return make_game(3, kinds=KINDS_3)


def to_phase_c(g: yokohama.Game) -> None:
    play_all(g, "done", "recall")
    if g.state.stage == "recall":
        g.play("done")
    assert g.state.stage == "C"


def agent_moves(g: yokohama.Game) -> set[str]:
    return {m for m in g.legal_moves() if m.startswith("agent ")}


# --- 7.2 foreign agents ---------------------------------------------------------------


def test_agent_targets_areas_with_own_assistant_but_not_own_president(g):
    # RULES 7.2.1, 6.10.2
    g.state.players[0].agents.append("UK")
    put(g, 0, TEA)
    put(g, 0, BANK)
    put(g, 1, LABOR)
    set_president(g, 0, BANK)
    assert agent_moves(g) == {f"agent {TEA}"}


def test_agent_may_act_among_other_presidents_for_free(g):
    # RULES 7.2.1: other presidents may be there; you pay them nothing
    g.state.players[0].agents.append("UK")
    put(g, 0, BANK, 2)
    set_president(g, 1, BANK)
    set_president(g, 2, BANK)
    holdings(g, 0, yen=0)
    g.play(f"agent {BANK}")
    assert [p.yen for p in g.state.players] == [2, 4, 4]  # bank at power 2, no fees


def test_agent_needs_an_unused_agent(g):
    # RULES 7.2.1
    put(g, 0, TEA)
    assert agent_moves(g) == set()


def test_only_one_agent_per_turn(g):
    # RULES 7.2.2: phases A and C together
    g.state.players[0].agents += ["UK", "US"]
    put(g, 0, TEA)
    put(g, 0, BANK)
    g.play(f"agent {TEA}")
    assert g.state.stage == "A" and agent_moves(g) == set()
    to_phase_c(g)
    assert agent_moves(g) == set()


def test_agent_runs_steps_three_to_six_and_recovers(g):
    # RULES 7.2.3, 7.2.4: action, bonus, building, recovery; president does not move
    g.state.players[0].agents.append("DE")
    put(g, 0, TEA, 4)
    build(g, 0, TEA, shop_space=1)
    g.state.players[0].hand_houses = 1
    set_president(g, 0, BANK)
    tea = g.state.players[0].goods[2]
    g.play(f"agent {TEA}")
    assert g.state.players[0].goods[2] == tea + 5
    assert g.state.stage == "bonus" and g.view(0)["phase"] == "A"
    g.play("done")
    assert g.state.stage == "build"
    g.play("done")
    assert g.state.stage == "A"
    assert g.state.assistants[g.state.index_of[TEA]][0] == 0
    assert g.view(0)["players_info"][0]["president"] == BANK
    assert g.view(0)["players_info"][0]["agents"] == [{"country": "DE", "used": True}]


def test_agent_returns_to_phase_c_when_used_there(g):
    # RULES 7.2, 14.16
    g.state.players[0].agents.append("UK")
    put(g, 0, TEA)
    to_phase_c(g)
    g.play(f"agent {TEA}")
    assert g.state.stage == "C"


def test_agent_recovers_assistants_that_can_then_be_placed(g):
    # RULES 14.16
    g.state.players[0].agents.append("UK")
    put(g, 0, TEA, 8)
    assert g.state.players[0].hand_assistants == 0
    g.play(f"agent {TEA}")
    while g.state.stage != "A":
        g.play("done")
    assert g.state.players[0].hand_assistants == 8
    g.play(f"pair {BANK}")
    assert g.state.assistants[g.state.index_of[BANK]][0] == 2


def test_agent_cannot_be_used_during_phase_b(g):
    # RULES 7.1.2
    g.state.players[0].agents.append("UK")
    put(g, 0, TEA)
    g.play(f"place {BANK}")
    assert agent_moves(g) == set()
    g.play("done")
    assert agent_moves(g) == set()


def test_agent_recovery_lets_telephone_leave_one(g):
    # RULES 7.2.3, 9.2.16
    give_tech(g, 0, "telephone")
    g.state.players[0].agents.append("US")
    put(g, 0, BANK, 2)
    g.play(f"agent {BANK}")
    assert g.state.stage == "recovery"
    g.play("leave 1")
    assert g.state.assistants[g.state.index_of[BANK]][0] == 1 and g.state.stage == "A"


def test_agent_gained_in_phase_c_is_usable_the_same_turn(g):
    # RULES 14.16
    p = g.state.players[0]
    uk = [o for o in C.ORDER_IDS if C.CARD_COUNTRY[o] == "UK"][:2]
    p.orders = [uk[0]]
    p.delivered = [uk[1]]
    holdings(g, 0, copper=9, silk=9, tea=9, fish=9)
    put(g, 0, TEA)
    to_phase_c(g)
    g.play(f"deliver {uk[0]}")
    assert p.agents == ["UK"]
    assert f"agent {TEA}" in g.legal_moves()


# --- 7.3 achievements --------------------------------------------------------------------


def only_achievement(g: yokohama.Game, ach: str) -> None:
    g.state.achievements = [ach]
    g.state.claims = {ach: []}
    refresh(g)


def meet(g: yokohama.Game, seat: int, ach: str, short: bool = False) -> None:
    """Give ``seat`` exactly what ``ach`` needs (or one short of it)."""
    cond = C.ACHIEVEMENTS[ach]["condition"]
    miss = 1 if short else 0
    p = g.state.players[seat]
    if cond["kind"] == "hold":
        ((what, amount),) = cond["what"].items()
        holdings(g, seat, **{what: amount - miss})
    elif cond["kind"] == "count":
        need = cond["at_least"] - miss
        if cond["what"] == "delivered_orders":
            p.delivered = list(C.ORDER_IDS[:need])
        elif cond["what"] == "technology_cards":
            names = ["gas_lamp", "ball", "winery", "letterpress", "brick_factory"][:need]
            give_tech(g, seat, *names)
        else:
            p.tokens = list(C.TOKEN_IDS[:need - 2])
            p.agents = ["UK", "NL"]
            p.agents_used = 1
    else:
        production = [i for i, k in enumerate(g.state.kind) if C.AREA_KINDS[k]["category"] ==
                      "production"]
        commercial = [i for i, k in enumerate(g.state.kind) if C.AREA_KINDS[k]["category"] ==
                      "commercial"]
        prod, comm = cond["production"], cond["commercial"]
        if short:
            prod, comm = (prod - 1, comm) if prod else (prod, comm - 1)
        for a in production[:prod]:
            g.state.shops[a][seat] = seat
        for a in commercial[:comm]:
            g.state.shops[a][seat] = seat
    refresh(g)


@pytest.mark.parametrize("ach", sorted(C.ACHIEVEMENTS))
def test_achievement_claimable_exactly_when_condition_met(ach):
    # RULES 7.3.1, 7.3.4
    g = make_game(4, kinds=KINDS_4)
    only_achievement(g, ach)
    meet(g, 0, ach, short=True)
    assert f"claim {ach}" not in g.legal_moves()
    g2 = make_game(4, kinds=KINDS_4)
    only_achievement(g2, ach)
    meet(g2, 0, ach)
    assert f"claim {ach}" in g2.legal_moves()


@pytest.mark.parametrize("ach", sorted(C.ACHIEVEMENTS))
def test_first_claimant_gains_more_than_later_ones(ach):
    # RULES 7.3.3, 7.3.4: 8/6, 9/7, 10/8
    vp = {"a": (8, 6), "b": (9, 7), "c": (10, 8)}[ach[4]]
    g = make_game(4, kinds=KINDS_4)
    only_achievement(g, ach)
    meet(g, 0, ach)
    meet(g, 1, ach)
    g.play(f"claim {ach}")
    assert g.state.players[0].vp == vp[0]
    assert g.state.claims[ach] == [0]
    g.state.current = 1
    refresh(g)
    g.play(f"claim {ach}")
    assert g.state.players[1].vp == vp[1]
    assert g.view(None)["achievements"][0]["claims"] == [0, 1]


def test_claim_puts_an_assistant_from_hand_on_the_tile_for_good(g):
    # RULES 7.3.2: nothing paid, assistant stays
    only_achievement(g, "ach_a1")
    holdings(g, 0, copper=5)
    g.play("claim ach_a1")
    p = g.state.players[0]
    assert p.hand_assistants == 7 and p.goods[0] == 5
    assert p.achievements == ["ach_a1"]
    to_phase_c(g)
    assert p.hand_assistants == 7  # recall does not bring it back (5.3.9)


def test_claim_needs_an_assistant_in_hand(g):
    # RULES 7.3.2
    only_achievement(g, "ach_a1")
    holdings(g, 0, copper=5)
    g.state.players[0].hand_assistants = 0
    assert "claim ach_a1" not in g.legal_moves()


def test_each_player_claims_each_tile_once(g):
    # RULES 7.3.3
    only_achievement(g, "ach_a1")
    holdings(g, 0, copper=9)
    g.play("claim ach_a1")
    assert "claim ach_a1" not in g.legal_moves()


def test_several_tiles_claimed_in_one_phase(g):
    # RULES 7.3.1
    g.state.achievements = ["ach_a1", "ach_b1"]
    g.state.claims = {"ach_a1": [], "ach_b1": []}
    holdings(g, 0, copper=5, yen=10)
    play_all(g, "claim ach_a1", "claim ach_b1")
    assert g.state.players[0].vp == 17 and g.state.players[0].hand_assistants == 6


def test_claims_in_phase_c_use_what_the_main_action_gave(g):
    # RULES 14.17
    only_achievement(g, "ach_a3")
    holdings(g, 0, tea=3)
    put(g, 0, TEA, 3)
    play_all(g, "done", f"move {TEA}")
    while g.state.stage != "C":
        g.play("done")
    assert g.state.players[0].goods[2] == 7
    assert "claim ach_a3" in g.legal_moves()


def test_ach_b2_counts_used_agents_by_default(g):
    # RULES 7.3.5
    only_achievement(g, "ach_b2")
    p = g.state.players[0]
    p.tokens = list(C.TOKEN_IDS[:3])
    p.agents = ["UK", "US"]
    p.agents_used = 2
    assert "claim ach_b2" in g.legal_moves()


def test_ach_b2_ignores_used_agents_with_option():
    # RULES 7.3.5, option achievement_b_counts_used_agents: false
    g = make_game(3, kinds=KINDS_3, options={"achievement_b_counts_used_agents": False})
    only_achievement(g, "ach_b2")
    p = g.state.players[0]
    p.tokens = list(C.TOKEN_IDS[:3])
    p.agents = ["UK", "US"]
    p.agents_used = 1
    assert "claim ach_b2" not in g.legal_moves()
    p.agents_used = 0
    refresh(g)
    assert "claim ach_b2" in g.legal_moves()


def test_type_c_counts_each_area_once_and_copies_separately():
    # RULES 7.3.6
    g = make_game(4, kinds=KINDS_4)
    only_achievement(g, "ach_c1")
    copper1, copper2 = "r1c0", "r2c2"
    build(g, 0, copper1, shop_space=1, house=True)
    build(g, 0, "r2c0", shop_space=1)  # tea
    build(g, 0, "r3c0", shop_space=1)  # fish
    assert "claim ach_c1" not in g.legal_moves()  # 3 areas (copper1 once)
    build(g, 0, copper2, shop_space=2)
    assert "claim ach_c1" in g.legal_moves()


def test_other_players_buildings_do_not_count_for_type_c():
    # RULES 7.3.6 "you own"
    g = make_game(4, kinds=KINDS_4)
    only_achievement(g, "ach_c1")
    for pos in ("r1c0", "r2c2", "r2c0", "r3c0"):
        build(g, 1, pos, shop_space=1)
    assert "claim ach_c1" not in g.legal_moves()


# --- 7.4 delivering orders ------------------------------------------------------------


def order_with(country: str | None = None) -> str:
    return next(o for o in C.ORDER_IDS if country is None or C.CARD_COUNTRY[o] == country)


def test_deliver_returns_goods_displays_card_and_pays_reward(g):
    # RULES 7.4.1, 7.4.3
    p = g.state.players[0]
    order = order_with()
    p.orders = [order]
    holdings(g, 0, copper=6, silk=6, tea=6, fish=6, vp=0, yen=0, imports=0)
    g.play(f"deliver {order}")
    need = C.ORDER_NEEDS[order]
    assert p.goods == [6 - n for n in need]
    assert p.orders == [] and p.delivered == [order]
    reward = dict(C.ORDER_REWARD[order])
    assert p.vp == reward.get("vp", 0) and p.yen == reward.get("yen", 0)
    assert p.imports == reward.get("import", 0)


def test_cannot_deliver_without_the_goods(g):
    # RULES 7.4.1
    p = g.state.players[0]
    order = order_with()
    p.orders = [order]
    need = C.ORDER_NEEDS[order]
    short = {good: n for good, n in zip(C.GOODS, need, strict=True)}
    first = next(good for good in C.GOODS if short[good])
    short[first] -= 1
    holdings(g, 0, **short)
    assert f"deliver {order}" not in g.legal_moves()


def test_ball_and_language_school_add_on_delivery(g):
    # RULES 7.4.2, 9.2.7, 9.2.8
    give_tech(g, 0, "ball", "language_school")
    p = g.state.players[0]
    order = order_with()
    p.orders = [order]
    holdings(g, 0, copper=9, silk=9, tea=9, fish=9, vp=0, yen=0)
    g.play(f"deliver {order}")
    reward = dict(C.ORDER_REWARD[order])
    assert p.vp == reward.get("vp", 0) + 2
    assert p.yen == reward.get("yen", 0) + 1


def test_any_number_of_orders_in_one_phase(g):
    # RULES 7.4.3
    p = g.state.players[0]
    orders = list(C.ORDER_IDS[:3])
    p.orders = list(orders)
    holdings(g, 0, copper=20, silk=20, tea=20, fish=20)
    for order in orders:
        g.play(f"deliver {order}")
    assert p.delivered == orders


def test_order_taken_at_port_can_be_delivered_in_phase_c(g):
    # RULES 14.17
    p = g.state.players[0]
    p.orders = []
    holdings(g, 0, copper=20, silk=20, tea=20, fish=20)
    put(g, 0, PORT_A, 4)
    play_all(g, "done", f"move {PORT_A}")
    card = g.legal_moves()[0].split()[1]
    g.play(f"take {card}")
    while g.state.stage != "C":
        g.play("done")
    assert f"deliver {card}" in g.legal_moves()


# --- 7.5 University and Spinning Mill -----------------------------------------------------


def test_university_moves_one_assistant_for_one_yen(g):
    # RULES 9.2.14
    give_tech(g, 0, "university")
    holdings(g, 0, yen=1)
    g.play("university")
    p = g.state.players[0]
    assert p.yen == 0 and p.hand_assistants == 9 and p.wh_assistants == 11
    assert "university" not in g.legal_moves()


def test_university_needs_money_and_a_warehouse_assistant(g):
    # RULES 9.2.14, 14.1
    give_tech(g, 0, "university")
    holdings(g, 0, yen=0)
    assert "university" not in g.legal_moves()
    holdings(g, 0, yen=3)
    g.state.players[0].wh_assistants = 0
    assert "university" not in g.legal_moves()


def test_university_once_per_turn_in_phase_a_or_c(g):
    # RULES 7.5.1: either phase, once per turn
    give_tech(g, 0, "university")
    holdings(g, 0, yen=5)
    to_phase_c(g)
    g.play("university")
    assert "university" not in g.legal_moves()


def test_spinning_mill_trades_one_silk_for_two_yen_once(g):
    # RULES 9.2.4
    give_tech(g, 0, "spinning_mill")
    holdings(g, 0, silk=2, yen=0)
    g.play("spinning mill")
    assert g.state.players[0].goods[1] == 1 and g.state.players[0].yen == 2
    assert "spinning mill" not in g.legal_moves()


def test_spinning_mill_needs_silk(g):
    # RULES 9.2.4
    give_tech(g, 0, "spinning_mill")
    holdings(g, 0, silk=0)
    assert "spinning mill" not in g.legal_moves()


def test_spinning_mill_may_use_silk_gained_this_turn(g):
    # RULES 9.2.4, 14.18
    give_tech(g, 0, "spinning_mill")
    holdings(g, 0, silk=0)
    put(g, 0, SILK, 2)
    play_all(g, "done", f"move {SILK}")
    while g.state.stage != "C":
        g.play("done")
    assert "spinning mill" in g.legal_moves()


def test_once_per_turn_techs_not_in_phase_b(g):
    # RULES 7.1.2, 7.5.1
    give_tech(g, 0, "university", "spinning_mill")
    holdings(g, 0, yen=5, silk=3)
    g.play("done")
    assert "university" not in g.legal_moves() and "spinning mill" not in g.legal_moves()


def test_technology_gained_in_step_three_works_in_phase_c(g):
    # RULES 14.18
    holdings(g, 0, yen=20)
    put(g, 0, LAB_A, 4)
    lab = g.state.labs["lab_a"]
    uni = next(c for c, n in C.TECH_CARDS.items() if n == "university" and c not in lab)
    if uni in g.state.tech_deck:
        g.state.tech_deck.remove(uni)
    lab[0] = uni
    play_all(g, "done", f"move {LAB_A}")
    g.play(next(m for m in g.legal_moves() if m.startswith(f"tech {uni}")))
    while g.state.stage != "C":
        g.play("done")
    assert "university" in g.legal_moves()
