""""Why not?" for Machi Koro: ``machikoro.explain_refusal`` gives one reason per refusal."""

from __future__ import annotations

import random

import machikoro
from machikoro import explain_refusal
from machikoro.explain import RULE_OF, TEMPLATES


def _pos(players: list[dict], **extra) -> machikoro.Game:
    return machikoro.from_position({"players": players, **extra})


def _at_build(coins: int = 3, **extra) -> machikoro.Game:
    g = _pos([{"coins": coins, **extra}, {"coins": 3}], dice=[5])
    g.play("roll 1")
    return g


def _code(g: machikoro.Game, move: str, seat: int | None = None) -> str:
    assert seat is not None or move not in g.legal_moves()
    reason = explain_refusal(g, move, seat)
    assert reason is not None
    assert "?" not in reason.text and reason.rule == RULE_OF.get(reason.code, "")
    return reason.code


def test_legal_moves_have_no_reason() -> None:
    g = _at_build()
    assert all(explain_refusal(g, m) is None for m in g.legal_moves())


def test_not_your_turn() -> None:
    # RULES 4.1: only the roller decides
    g = _pos([{"coins": 3}, {"coins": 3}])
    assert _code(g, "roll 1", seat=1) == "not_your_turn"


def test_game_over() -> None:
    # RULES 9.1: the game ends when the fourth landmark is completed
    g = _at_build(30, landmarks=["train_station", "shopping_mall", "amusement_park"])
    g.play("complete radio_tower")
    assert _code(g, "pass") == "game_over"


def test_unknown_move_and_card() -> None:
    g = _at_build()
    assert _code(g, "buy wheat_field") == "unknown_move"
    assert _code(g, "build castle") == "unknown_card"
    assert _code(g, "complete bakery") == "unknown_card"


def test_wrong_step_build_before_roll() -> None:
    # RULES 4.1: roll, income, then build
    g = _pos([{"coins": 9}, {"coins": 3}])
    reason = explain_refusal(g, "build ranch")
    assert reason is not None and reason.code == "wrong_step"
    assert reason.params["pending"] == "roll"


def test_wrong_step_roll_in_build_step() -> None:
    # RULES 4.4: one roll, then the build step
    assert _code(_at_build(), "roll 1") == "wrong_step"


def test_two_dice_need_train_station() -> None:
    # RULES 4.2.1
    g = _pos([{"coins": 3}, {"coins": 3}])
    assert _code(g, "roll 2") == "needs_train_station"


def test_cannot_afford_building() -> None:
    # RULES 6.2.1: the full cost must be held
    g = _at_build(coins=0)
    reason = explain_refusal(g, "build mine")
    assert reason is not None and reason.code == "cannot_afford"
    assert reason.params["need"] == 6 and reason.text == "Mine costs 6 coins; you have 0."


def test_cannot_afford_landmark() -> None:
    # RULES 6.6, 7.1
    assert _code(_at_build(coins=3), "complete shopping_mall") == "cannot_afford"


def test_sold_out() -> None:
    # RULES 6.5
    g = _pos([{"coins": 9}, {"coins": 3}], supply={"forest": 0}, dice=[1])
    g.play("roll 1")
    assert _code(g, "build forest") == "sold_out"


def test_one_purple_per_kind() -> None:
    # RULES 6.4
    g = _pos([{"coins": 20, "buildings": {"wheat_field": 1, "stadium": 1}}, {"coins": 3}],
             dice=[1])
    g.play("roll 1")
    assert _code(g, "build stadium") == "purple_limit"


def test_landmark_already_completed() -> None:
    # RULES 6.6.3
    g = _at_build(coins=20, landmarks=["train_station"])
    assert _code(g, "complete train_station") == "landmark_done"


def _tv_game() -> machikoro.Game:
    players = [{"coins": 3, "buildings": {"wheat_field": 1, "tv_station": 1,
                                          "business_center": 1}},
               {"coins": 5}, {"coins": 5}]
    g = _pos(players, dice=[6])
    g.play("roll 1")
    return g


def test_tv_station_target_not_self_nor_missing() -> None:
    # RULES 10.8 (a): one other player
    g = _tv_game()
    assert g.phase == "tv_target"
    assert _code(g, "target 0") == "target_self"
    assert _code(g, "target 3") == "not_a_player"


def test_business_center_swaps() -> None:
    # RULES 10.7: no purple, no same type, only buildings the two cities hold
    g = _tv_game()
    g.play("target 1")
    assert g.phase == "swap"
    assert _code(g, "swap 1 tv_station bakery") == "swap_purple"
    assert _code(g, "swap 1 bakery bakery") == "swap_same"
    assert _code(g, "swap 1 ranch bakery") == "swap_not_owned"
    assert _code(g, "swap 1 bakery ranch") == "swap_not_owned"
    assert _code(g, "keep") == "wrong_step"


def test_every_code_has_rule_or_is_generic() -> None:
    generic = {"unknown_move", "unknown_card", "not_offered"}
    assert set(TEMPLATES) - generic == set(RULE_OF)


def test_property_random_games() -> None:
    rng = random.Random(2)
    positions, pool = [], set()
    for seed in range(8):
        g = machikoro.new_game(players=2 + seed % 3, seed=seed)
        while not g.is_over and len(g.moves) < 300:
            pool.update(g.legal_moves())
            if rng.random() < 0.2:
                positions.append(g.clone())
            g.play(rng.choice(g.legal_moves()))
    pool |= {"roll 2", "keep", "reroll", "target 0", "decline", "swap 0 bakery ranch"}
    moves = sorted(pool)
    vague = total = 0
    for g in positions:
        legal = set(g.legal_moves())
        for m in legal:
            assert explain_refusal(g, m) is None
        for m in rng.sample(moves, min(30, len(moves))):
            if m not in legal:
                reason = explain_refusal(g, m)
                assert reason is not None
                total += 1
                vague += reason.code == "not_offered"
    assert total > 500 and vague == 0
