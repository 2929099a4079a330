""""Why not?": ``yokohama.explain_refusal`` gives one reason per refused move, as data."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import yokohama
from tests.builders import (
    KINDS_2,
    KINDS_3,
    give_orders,
    give_tech,
    holdings,
    make_game,
    occupy,
    play_all,
    put,
    refresh,
    set_board,
    set_president,
    to_stage,
)
from yokohama import components as C
from yokohama import explain_refusal
from yokohama.explain import RULE_OF, TEMPLATES
from yokohama.game import Game

# KINDS_3 layout: r0: bank port_a lab_a church canal / r1: copper silk customs port_b /
# r2: tea labor chinatown / r3: fishing fishing.


def base(players: int = 3, options: dict | None = None) -> Game:
    kinds = KINDS_3 if players == 3 else KINDS_2
    return make_game(players, kinds=kinds, options=options)


def in_action(g: Game, pos: str, power: int, stage: str, data: tuple = ()) -> Game:
    """Seat 0 acting in ``pos`` with ``power``, facing decision ``stage``."""
    g.state.act_area = g.state.index_of[pos]
    g.state.act_power = power
    g.state.players[0].president = g.state.act_area
    to_stage(g, stage, data)
    return g


def moving(g: Game, president: str | None, *own: str) -> Game:
    set_president(g, 0, president)
    for pos in own:
        put(g, 0, pos)
    to_stage(g, "move")
    return g


def set_(g: Game, **fields) -> Game:
    holdings(g, 0, **fields)
    return g


def card_in_slot(g: Game, board: str, slot: int) -> str:
    card = (g.state.ports.get(board) or g.state.labs[board])[slot - 1]
    assert card is not None
    return card


def _keep(g: Game) -> str:
    return next(o for o in C.ORDER_IDS if o not in g.state.keep_draws[g.state.current])


def _same_outcome(g: Game) -> str:
    moving(g, "r0c0", "r0c1", "r1c0", "r1c1")
    legal = g.legal_moves()
    return next(m for m in ("move r1c1 via r0c1", "move r1c1 via r1c0") if m not in legal)


def _claimed(g: Game) -> str:
    ach = g.state.achievements[0]
    g.state.claims[ach].append(0)
    return f"claim {ach}"


def _unmet(g: Game) -> str:
    set_(g, yen=0, copper=0, silk=0, tea=0, fish=0)
    return f"claim {g.state.achievements[0]}"


def _own_order(g: Game) -> str:
    set_(g, copper=0, silk=0, tea=0, fish=0)
    return f"deliver {g.state.players[0].orders[0]}"


def _own_tech_on_board(g: Game) -> str:
    in_action(g, "r0c2", 5, "lab")
    give_tech(g, 0, "gas_lamp")  # one of the two Gas Lamp cards; the other goes in slot 1
    card = next(c for c, name in C.TECH_CARDS.items()
                if name == "gas_lamp" and c not in g.state.players[0].techs)
    set_board(g, "lab_a", [card, *(c for c in g.state.labs["lab_a"][1:] if c != card)])
    return f"tech {card}"


Setup = Callable[[Game], str]

# case id: (expected code, setup returning the move, players, options); RULES clause in RULE_OF
CASES: dict[str, tuple[str, Setup, int, dict | None]] = {
    # RULES 11.2, 4.1, 4.3, 5.3.1: whose turn and which decision
    "game_over": ("game_over", lambda g: (to_stage(g, "over"), "done")[1], 3, None),
    "wrong_stage": ("wrong_stage", lambda g: "take order_01", 3, None),
    "must_choose": ("must_choose", lambda g: (to_stage(g, "move"), "done")[1], 3, None),
    # grammar and ids
    "unknown_move": ("unknown_move", lambda g: "fly r0c0", 3, None),
    "unknown_area": ("unknown_area", lambda g: "place r9c9", 3, None),
    "unknown_card": ("unknown_card", lambda g: "deliver order_99", 3, None),
    "unknown_space": ("unknown_space", lambda g: "church church_99", 3, None),
    "unknown_achievement": ("unknown_achievement", lambda g: "claim ach_z9", 3, None),
    # RULES 5.2 placement
    "no_assistant_in_hand": ("no_assistant_in_hand",
                             lambda g: (setattr(g.state.players[0], "hand_assistants", 1),
                                        setattr(g, "_legal", None), "pair r0c0")[2], 3, None),
    "canal_no_placement": ("canal_no_placement", lambda g: "place r0c4", 3, None),
    "spread_area_used": ("spread_area_used",
                         lambda g: (play_all(g, "place r0c0"), "place r0c0")[1], 3, None),
    "telegraph_not_adjacent": ("telegraph_not_adjacent",
                               lambda g: (give_tech(g, 0, "telegraph"),
                                          play_all(g, "pair r0c0"), "place r3c1")[2], 3, None),
    "placement_fee_unaffordable": ("placement_fee_unaffordable",
                                   lambda g: (set_president(g, 1, "r0c0"), set_(g, yen=1),
                                              "pair r0c0")[2], 3, None),
    # RULES 5.3 movement
    "canal_no_stop": ("canal_no_stop", lambda g: (moving(g, "r0c3"), "move r0c4")[1], 3, None),
    "no_assistant_at_destination": ("no_assistant_at_destination",
                                    lambda g: (moving(g, None), "move r0c0")[1], 3, None),
    "president_there": ("president_there",
                        lambda g: (moving(g, None, "r0c0"), set_president(g, 1, "r0c0"),
                                   "move r0c0")[2], 3, None),
    "postal_fee_unaffordable": ("postal_fee_unaffordable",
                                lambda g: (give_tech(g, 0, "postal_service"),
                                           moving(g, None, "r0c0"),
                                           set_president(g, 1, "r0c0"), set_(g, yen=0),
                                           "move r0c0")[4], 3, None),
    "from_hand_no_route": ("from_hand_no_route",
                           lambda g: (moving(g, None, "r0c0", "r0c1"),
                                      "move r0c1 via r0c0")[1], 3, None),
    "cannot_stay": ("cannot_stay", lambda g: (moving(g, "r0c0", "r0c0", "r0c1"),
                                              "move r0c0 via r0c1")[1], 3, None),
    "not_adjacent": ("not_adjacent", lambda g: (moving(g, "r0c0", "r0c1", "r3c1"),
                                                "move r3c1 via r0c1")[1], 3, None),
    "route_repeats": ("route_repeats", lambda g: (moving(g, "r0c0", "r0c1", "r1c0"),
                                                  "move r1c0 via r0c1,r0c0")[1], 3, None),
    "route_needs_assistant": ("route_needs_assistant",
                              lambda g: (moving(g, "r0c0", "r1c1"),
                                         "move r1c1 via r0c1")[1], 3, None),
    "unreachable": ("unreachable", lambda g: (moving(g, "r0c0", "r3c1"), "move r3c1")[1],
                    3, None),
    "route_unaffordable": ("route_unaffordable",
                           lambda g: (moving(g, "r0c0", "r0c1", "r0c2"),
                                      set_president(g, 1, "r0c1"), set_(g, yen=0),
                                      "move r0c2")[3], 3, None),
    "needs_route": ("needs_route", lambda g: (moving(g, "r0c0", "r0c1", "r0c2"),
                                              "move r0c2")[1], 3, None),
    "same_outcome_route": ("same_outcome_route", _same_outcome, 3, None),
    "tech_missing": ("tech_missing", lambda g: (moving(g, "r0c0"), "tram r0c1")[1], 3, None),
    "station_not_placed": ("station_not_placed",
                           lambda g: (give_tech(g, 0, "station"), moving(g, "r0c0"),
                                      "station r0c1")[2], 3, None),
    "not_station_area": ("not_station_area",
                         lambda g: (give_tech(g, 0, "station"), setattr(g.state, "station", 2),
                                    moving(g, "r0c0"), "station r0c1")[3], 3, None),
    "already_there": ("already_there", lambda g: (give_tech(g, 0, "tram"), moving(g, "r0c1"),
                                                  "tram r0c1")[2], 3, None),
    # option direct_move_requires_own_assistant (RULES 5.3.7, 15)
    "direct_move_option": ("no_assistant_at_destination",
                           lambda g: (give_tech(g, 0, "tram"), moving(g, "r0c0"),
                                      "tram r0c1")[2],
                           3, {"direct_move_requires_own_assistant": True}),
    "recall_first": ("recall_first", lambda g: (moving(g, "r0c0", "r0c1"), "recall r0c1")[1],
                     3, None),
    "already_recalled": ("already_recalled",
                         lambda g: (put(g, 0, "r0c0"), to_stage(g, "recall"), "recall")[2],
                         3, None),
    "nothing_to_recall": ("nothing_to_recall",
                          lambda g: (put(g, 0, "r0c0"), to_stage(g, "recall"),
                                     "recall r0c1")[2], 3, None),
    # RULES 6.4 ports
    "hand_full": ("hand_full", lambda g: (give_orders(g, 0, *[o for o in C.ORDER_IDS
                                                              if o not in g.state.ports["port_a"]
                                                              and o not in g.state.players[0].orders
                                                              ][:2]),
                                          in_action(g, "r0c1", 5, "port"),
                                          f"take {card_in_slot(g, 'port_a', 1)}")[2], 3, None),
    "two_cards_max": ("two_cards_max",
                      lambda g: (in_action(g, "r0c1", 5, "port", (0, 1)),
                                 f"take {card_in_slot(g, 'port_a', 3)}")[1], 3, None),
    "not_on_board": ("not_on_board", lambda g: (in_action(g, "r0c1", 5, "port"),
                                                f"take {card_in_slot(g, 'port_b', 1)}")[1],
                     3, None),
    "power_too_low_for_slot": ("power_too_low_for_slot",
                               lambda g: (in_action(g, "r0c1", 2, "port"),
                                          f"take {card_in_slot(g, 'port_a', 5)}")[1], 3, None),
    "first_card_free": ("first_card_free",
                        lambda g: (in_action(g, "r0c1", 5, "port"),
                                   f"take {card_in_slot(g, 'port_a', 1)} for yen")[1], 3, None),
    "second_card_costs": ("second_card_costs",
                          lambda g: (in_action(g, "r0c1", 5, "port", (0,)),
                                     f"take {card_in_slot(g, 'port_a', 2)}")[1], 3, None),
    "cannot_afford": ("cannot_afford",
                      lambda g: (in_action(g, "r0c1", 5, "port", (0,)), set_(g, yen=1),
                                 f"take {card_in_slot(g, 'port_a', 2)} for yen")[2], 3, None),
    "not_enough_imports": ("not_enough_imports",
                           lambda g: (in_action(g, "r0c1", 5, "port", (0,)),
                                      f"take {card_in_slot(g, 'port_a', 2)} for import")[1],
                           3, None),
    # RULES 6.5 labs
    "already_own_tech": ("already_own_tech", _own_tech_on_board, 3, None),
    "tech_unaffordable": ("tech_unaffordable",
                          lambda g: (in_action(g, "r0c2", 1, "lab"), set_(g, yen=0),
                                     f"tech {card_in_slot(g, 'lab_a', 5)}")[2], 3, None),
    "wrong_payment": ("wrong_payment", lambda g: (in_action(g, "r0c2", 1, "lab"),
                                                  set_(g, yen=20),
                                                  f"tech {card_in_slot(g, 'lab_a', 1)}")[2],
                      3, None),
    "canal_no_station": ("canal_no_station",
                         lambda g: (to_stage(g, "station"), "put station r0c4")[1], 3, None),
    # RULES 6.6 labor agency
    "labor_limit": ("labor_limit", lambda g: (in_action(g, "r2c1", 2, "labor", (1, 0)),
                                              "hire assistant")[1], 3, None),
    "hire_order": ("hire_order", lambda g: (in_action(g, "r2c1", 4, "labor", (1, 1)),
                                            "hire assistant")[1], 3, None),
    "warehouse_empty": ("warehouse_empty",
                        lambda g: (in_action(g, "r2c1", 4, "labor", (0, 0)),
                                   set_(g, wh_assistants=0), "hire assistant")[2], 3, None),
    "hire_unaffordable": ("cannot_afford", lambda g: (in_action(g, "r2c1", 4, "labor", (0, 0)),
                                                      set_(g, yen=1), "hire shop")[2], 3, None),
    # RULES 6.7 Chinatown
    "chinatown_line_off": ("chinatown_line_off",
                           lambda g: (in_action(g, "r2c2", 3, "chinatown", (0, False)),
                                      set_(g, imports=2), "chinatown sell import")[2], 3, None),
    "exchange_limit": ("exchange_limit",
                       lambda g: (in_action(g, "r2c2", 1, "chinatown", (1, False)),
                                  "chinatown buy tea")[1], 3, None),
    "cannot_pay_exchange": ("cannot_pay_exchange",
                            lambda g: (in_action(g, "r2c2", 3, "chinatown", (0, False)),
                                       set_(g, yen=0), "chinatown buy tea")[2], 3, None),
    # RULES 6.8 church, 13.2 dummy
    "no_assistant_for_board": ("no_assistant_for_board",
                               lambda g: (in_action(g, "r0c3", 3, "church"),
                                          set_(g, hand_assistants=0), "church church_1")[2],
                               3, None),
    "from_hand_not_needed": ("from_hand_not_needed",
                             lambda g: (put(g, 0, "r0c3"), in_action(g, "r0c3", 3, "church"),
                                        "church church_2 from hand")[2], 3, None),
    "space_blocked": ("space_blocked", lambda g: (in_action(g, "r0c3", 5, "church"),
                                                  set_(g, tea=1, fish=1),
                                                  "church church_5 offer tea,fish")[2],
                      2, None),
    "space_taken": ("space_taken", lambda g: (occupy(g, "church", 1, 1),
                                              in_action(g, "r0c3", 3, "church"),
                                              "church church_1")[2], 3, None),
    "offer_twice": ("offer_twice", lambda g: (in_action(g, "r0c3", 3, "church"),
                                              "church church_3 offer tea,tea")[1], 3, None),
    "cannot_offer": ("cannot_offer", lambda g: (in_action(g, "r0c3", 3, "church"),
                                                "church church_2 offer import")[1], 3, None),
    "church_needs_exact_faith": ("church_needs_exact_faith",
                                 lambda g: (in_action(g, "r0c3", 3, "church"),
                                            "church church_4")[1], 3, None),
    "church_faith_too_low": ("church_faith_too_low",
                             lambda g: (in_action(g, "r0c3", 3, "church"), "church church_4")[1],
                             3, {"church_space_rule": "at_most"}),
    "not_offered": ("not_offered", lambda g: (in_action(g, "r0c3", 3, "church"),
                                              "church church_3 offer fish,tea")[1], 3, None),
    # RULES 6.9 customs
    "customs_power_too_low": ("customs_power_too_low",
                              lambda g: (in_action(g, "r1c2", 2, "customs"), set_(g, imports=4),
                                         "customs customs_3")[2], 3, None),
    "customs_imports": ("not_enough_imports",
                        lambda g: (in_action(g, "r1c2", 5, "customs"), set_(g, imports=1),
                                   "customs customs_3")[2], 3, None),
    # RULES 5.6 building
    "no_shop_in_hand": ("no_shop_in_hand", lambda g: (in_action(g, "r0c0", 4, "build"),
                                                      set_(g, hand_shops=0), "build shop 1")[2],
                        3, None),
    "already_have_shop": ("already_have_shop",
                          lambda g: (in_action(g, "r0c0", 4, "build"),
                                     g.state.shops[0].__setitem__(0, 0), "build shop 2")[2],
                          3, None),
    "shop_space_taken": ("shop_space_taken",
                         lambda g: (in_action(g, "r0c0", 4, "build"),
                                    g.state.shops[0].__setitem__(0, 1), "build shop 1")[2],
                         3, None),
    "no_house_in_hand": ("no_house_in_hand",
                         lambda g: (in_action(g, "r0c0", 4, "build"), "build house")[1], 3, None),
    "house_space_taken": ("house_space_taken",
                          lambda g: (in_action(g, "r0c0", 4, "build"), set_(g, hand_houses=1),
                                     g.state.house.__setitem__(0, 1), "build house")[3], 3, None),
    # RULES 7 additional actions
    "no_foreign_agent": ("no_foreign_agent", lambda g: "agent r0c0", 3, None),
    "agents_all_used": ("agents_all_used",
                        lambda g: (set_(g, agents=["UK"], agents_used=1), "agent r0c0")[1],
                        3, None),
    "agent_once_per_turn": ("agent_once_per_turn",
                            lambda g: (set_(g, agents=["UK", "US"], agents_used=1,
                                            agent_used=True), "agent r0c0")[1], 3, None),
    "agent_needs_assistant": ("agent_needs_assistant",
                              lambda g: (set_(g, agents=["UK"]), "agent r0c0")[1], 3, None),
    "agent_not_president_area": ("agent_not_president_area",
                                 lambda g: (set_(g, agents=["UK"]), put(g, 0, "r0c0"),
                                            set_president(g, 0, "r0c0"), "agent r0c0")[3],
                                 3, None),
    "achievement_not_in_play": ("achievement_not_in_play",
                                lambda g: "claim " + next(a for a in C.ACHIEVEMENTS
                                                          if a not in g.state.achievements),
                                3, None),
    "already_claimed": ("already_claimed", _claimed, 3, None),
    "claim_needs_assistant": ("no_assistant_in_hand",
                              lambda g: (set_(g, hand_assistants=0),
                                         f"claim {g.state.achievements[0]}")[1], 3, None),
    "achievement_not_met": ("achievement_not_met", _unmet, 3, None),
    "order_not_in_hand": ("order_not_in_hand",
                          lambda g: "deliver " + next(o for o in C.ORDER_IDS
                                                      if o not in g.state.players[0].orders),
                          3, None),
    "missing_goods": ("missing_goods", _own_order, 3, None),
    "once_per_turn": ("once_per_turn", lambda g: (give_tech(g, 0, "university"),
                                                  set_(g, university_used=True),
                                                  "university")[2], 3, None),
    "university_unaffordable": ("cannot_afford",
                                lambda g: (give_tech(g, 0, "university"), set_(g, yen=0),
                                           "university")[2], 3, None),
    "need_silk": ("need_silk", lambda g: (give_tech(g, 0, "spinning_mill"), set_(g, silk=0),
                                          "spinning mill")[2], 3, None),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_refusal_kind(case: str) -> None:
    code, setup, players, options = CASES[case]
    g = base(players, options)
    move = setup(g)
    refresh(g)
    assert move not in g.legal_moves()
    reason = explain_refusal(g, move)
    assert reason is not None and reason.code == code, (move, reason)
    assert reason.rule == RULE_OF.get(code, "")
    assert "?" not in reason.text and reason.text.endswith(".")
    assert reason.to_dict()["code"] == code


def test_not_your_turn_names_the_deciding_seat() -> None:
    # RULES 4.1: only the current player decides
    g = base()
    reason = explain_refusal(g, "done", seat=1)
    assert reason is not None and reason.code == "not_your_turn"
    assert reason.params["seat"] == 0 and g.names[0] in reason.text


def test_starting_order_not_drawn() -> None:
    # RULES 3.9.3: keep one of the two cards you drew
    g = yokohama.new_game(3, seed=4)
    card = _keep(g)
    reason = explain_refusal(g, f"keep {card}")
    assert reason is not None and reason.code == "not_drawn"
    assert set(reason.params["drawn"]) == set(g.state.keep_draws[g.state.current])


def test_every_reason_code_is_exercised() -> None:
    covered = {code for code, *_ in CASES.values()} | {"not_your_turn", "not_drawn"}
    assert covered == set(TEMPLATES)


def test_route_unaffordable_gives_money_facts() -> None:
    # RULES 5.3.5: the route costs ¥1 per other president passed
    g = base()
    moving(g, "r0c0", "r0c1", "r0c2")
    set_president(g, 1, "r0c1")
    set_(g, yen=0)
    reason = explain_refusal(g, "move r0c2")
    assert reason is not None
    assert reason.params == {"need": 1, "have": 0, "area": "r0c2", "area_kind": "lab_a"}
    assert reason.text.startswith("Your president cannot move there")


def test_legal_move_has_no_reason() -> None:
    g = base()
    assert all(explain_refusal(g, m) is None for m in g.legal_moves())


def _positions(seed: int) -> list[Game]:
    rng = random.Random(seed)
    g = yokohama.new_game(2 + seed % 3, seed)
    out = []
    while not g.is_over and len(g.moves) < 300:
        if rng.random() < 0.1:
            out.append(g.clone())
        g.play(rng.choice(g.legal_moves()))
    return out


def test_property_legal_moves_have_no_reason_and_others_have_one() -> None:
    positions = [p for seed in range(6) for p in _positions(seed)]
    pool = sorted({m for p in positions for m in p.legal_moves()} | set(CASE_MOVES))
    rng = random.Random(0)
    vague = total = 0
    for g in positions:
        legal = set(g.legal_moves())
        for move in legal:
            assert explain_refusal(g, move) is None, move
        for move in rng.sample(pool, 40):
            if move in legal:
                continue
            reason = explain_refusal(g, move)
            assert reason is not None, (move, g.stage)
            assert reason.code in TEMPLATES
            total += 1
            vague += reason.code == "not_offered"
    assert total > 1000 and vague / total < 0.02


CASE_MOVES = ["fly", "place r9c9", "church church_3 offer fish,tea", "tech tech_01 yen x",
              "move r0c0 via", "build shop 9", "take order_01 for gold"]


def test_technology_fee_depends_on_the_option() -> None:
    # RULES 6.5.6, 15: the ownership fee from the 4th card (option tech_fee_from_card: 5)
    for fee_from, code in ((4, "tech_unaffordable"), (5, None)):
        g = base(options={"tech_fee_from_card": fee_from})
        give_tech(g, 0, "ball", "winery", "letterpress")
        in_action(g, "r0c2", 5, "lab")
        set_(g, yen=0, imports=0)
        card = next(c for c in g.state.labs["lab_a"][:2]
                    if c and C.TECH_CARDS[c] not in g.state.players[0].tech_names
                    and C.TECH_VALUE[c] <= 5)
        reason = explain_refusal(g, f"tech {card}")
        assert (reason.code if reason else None) == code
        if reason:
            assert reason.params["fee"] is True


def test_church_money_contribution_depends_on_the_option() -> None:
    # RULES 6.8.3, 15: the money contribution costs ¥2 (option church_yen_per_faith: 1)
    for per_faith, code in ((2, "cannot_offer"), (1, None)):
        g = base(options={"church_yen_per_faith": per_faith})
        in_action(g, "r0c3", 3, "church")
        set_(g, yen=1)
        reason = explain_refusal(g, "church church_2 offer yen")
        assert (reason.code if reason else None) == code
