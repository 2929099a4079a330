"""Labs: cost, payment, ownership fee, duplicates, sequence, Station (RULES 6.5, 9.2.2, 10)."""

from __future__ import annotations

import pytest
from builders import KINDS_3, KINDS_4, act, area, give_tech, holdings, make_game, set_board

# tech_09 ball (3, UK), tech_11 language school (3, US), tech_08 world exposition (5, DE),
# tech_22 telegraph (6, US), tech_03 station (4, UK), tech_13 letterpress (3, NL)
BOARD = ["tech_09", "tech_11", "tech_08", "tech_22", "tech_03", "tech_13"]
COST = [3, 3, 6, 7, 6, 5]  # value + surcharge 0,0,1,1,2,2 (RULES 6.5.2, 10.2)


def lab_game(power: int, players: int = 3, options=None, techs=(), **money: int):
    kinds = KINDS_4 if players == 4 else KINDS_3
    g = make_game(players, kinds=kinds, options=options)
    give_tech(g, 0, *techs)
    set_board(g, "lab_a", BOARD)
    holdings(g, 0, **money)
    act(g, area(g, "lab_a"), power=power)
    return g


def offers(g, card: str) -> set[tuple[int, int]]:
    """(yen, imports) payments offered for ``card``."""
    out = set()
    for move in g.legal_moves():
        parts = move.split()
        if parts[:2] == ["tech", card]:
            yen = int(parts[parts.index("yen") + 1]) if "yen" in parts else 0
            imp = int(parts[parts.index("import") + 1]) if "import" in parts else 0
            out.add((yen, imp))
    return out


@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("slot", range(6))
def test_lab_cost_is_value_plus_surcharge_minus_power(power: int, slot: int) -> None:
    # RULES 6.5.2, 6.5.3: each missing point costs ¥2 (only yen held here)
    g = lab_game(power, yen=20, imports=0)
    missing = max(0, COST[slot] - power)
    assert offers(g, BOARD[slot]) == {(2 * missing, 0)}


def test_missing_points_may_be_paid_with_imports_or_mixed() -> None:
    # RULES 6.5.3
    g = lab_game(4, yen=20, imports=5)
    assert offers(g, "tech_22") == {(6, 0), (4, 1), (2, 2), (0, 3)}


def test_unaffordable_card_is_not_offered() -> None:
    # RULES 6.5.3, 14.1
    g = lab_game(1, yen=4, imports=0)
    assert offers(g, "tech_22") == set()
    assert offers(g, "tech_09") == {(4, 0)}
    g = lab_game(1, yen=3, imports=0)
    assert offers(g, "tech_09") == set()


def test_payment_is_taken_to_the_supply() -> None:
    # RULES 6.5.7 (1), 14.5
    g = lab_game(4, yen=10, imports=3)
    g.play("tech tech_22 yen 2 import 2")
    p = g.state.players[0]
    assert (p.yen, p.imports) == (8, 1)
    assert "tech_22" in p.techs


def test_excess_power_is_lost() -> None:
    # RULES 6.5.3
    g = lab_game(5, yen=0)
    g.play("tech tech_09")
    assert g.state.players[0].yen == 0


def test_no_second_card_of_the_same_name() -> None:
    # RULES 6.5.4, 9.1.2
    g = lab_game(5, yen=20, techs=("ball",))
    assert offers(g, "tech_09") == set()


def test_ownership_fee_from_the_fourth_card() -> None:
    # RULES 6.5.6: owning 3, the 4th costs ¥2 or 1 import more
    g = lab_game(5, yen=20, imports=1, techs=("gas_lamp", "winery", "tram"))
    assert offers(g, "tech_09") == {(2, 0), (0, 1)}


def test_no_ownership_fee_for_the_third_card() -> None:
    # RULES 6.5.6
    g = lab_game(5, yen=20, imports=1, techs=("gas_lamp", "winery"))
    assert offers(g, "tech_09") == {(0, 0)}


def test_ownership_fee_cannot_be_paid_blocks_the_card() -> None:
    # RULES 6.5.6, 14.1
    g = lab_game(5, yen=1, imports=0, techs=("gas_lamp", "winery", "tram"))
    assert offers(g, "tech_09") == set()


def test_ownership_fee_adds_to_industry_payment() -> None:
    # RULES 6.5.6
    g = lab_game(4, yen=20, imports=1, techs=("gas_lamp", "winery", "tram"))
    assert offers(g, "tech_22") == {(8, 0), (6, 1)}


def test_option_tech_fee_from_fifth_card() -> None:
    # RULES 6.5.6 option tech_fee_from_card: 5
    g = lab_game(5, options={"tech_fee_from_card": 5}, yen=20,
                 techs=("gas_lamp", "winery", "tram"))
    assert offers(g, "tech_09") == {(0, 0)}
    g = lab_game(5, options={"tech_fee_from_card": 5}, yen=20,
                 techs=("gas_lamp", "winery", "tram", "newspaper"))
    assert offers(g, "tech_09") == {(2, 0)}


def test_no_limit_on_number_of_technologies() -> None:
    # RULES 6.5.5
    many = ("gas_lamp", "winery", "tram", "newspaper", "telephone", "university")
    g = lab_game(5, yen=20, techs=many)
    assert offers(g, "tech_11") == {(2, 0)}


def test_lab_slides_left_and_refills_from_the_tech_deck() -> None:
    # RULES 10.3
    g = lab_game(5, yen=20)
    top = g.state.tech_deck[-1]
    g.play("tech tech_22 yen 4")
    assert g.state.labs["lab_a"] == ["tech_09", "tech_11", "tech_08", "tech_03", "tech_13", top]


def test_empty_tech_deck_leaves_slot_empty_without_end() -> None:
    # RULES 10.5, 14.8
    g = make_game(3, kinds=KINDS_3)
    set_board(g, "lab_a", BOARD)
    g.state.tech_deck.clear()
    act(g, area(g, "lab_a"), power=5)
    g.play("tech tech_09")
    assert g.state.labs["lab_a"] == [*BOARD[1:], None]
    assert not g.state.end_triggered


def test_empty_lab_slots_are_ignored() -> None:
    # RULES 10.5
    g = make_game(3, kinds=KINDS_3)
    set_board(g, "lab_a", ["tech_09", None, None, None, None, None])
    g.state.tech_deck.clear()
    act(g, area(g, "lab_a"), power=5)
    assert g.legal_moves() == ["tech tech_09", "done"]


def test_lab_action_may_take_nothing() -> None:
    # RULES 6.1.2, 14.9
    g = lab_game(5, yen=20)
    g.play("done")
    assert g.state.players[0].techs == []
    assert g.state.labs["lab_a"] == BOARD


def test_world_exposition_gives_ten_vp_on_gain() -> None:
    # RULES 9.2.6, 6.5.7 (4)
    g = lab_game(5, yen=20)
    g.play("tech tech_08 yen 2")
    assert g.state.players[0].vp == 10


def test_letterpress_pays_for_later_cards_not_itself() -> None:
    # RULES 9.2.9, 9.1.3
    g = lab_game(5, yen=20)
    g.play("tech tech_13")
    assert g.state.players[0].yen == 20
    g2 = lab_game(5, yen=20, techs=("letterpress",))
    g2.play("tech tech_09")
    assert g2.state.players[0].yen == 21


def test_patent_system_pays_for_later_cards_not_itself() -> None:
    # RULES 9.2.19, 9.1.3
    g = make_game(3, kinds=KINDS_3)
    set_board(g, "lab_a", ["tech_28", *BOARD[1:]])
    act(g, area(g, "lab_a"), power=5)
    g.play("tech tech_28")
    assert g.state.players[0].vp == 0
    g2 = lab_game(5, yen=20, techs=("patent_system",))
    g2.play("tech tech_09")
    assert g2.state.players[0].vp == 2


def test_world_exposition_with_patent_and_letterpress_owned() -> None:
    # RULES 6.5.7 (4)-(5)
    g = lab_game(5, yen=20, techs=("patent_system", "letterpress"))
    g.play("tech tech_08 yen 2")
    p = g.state.players[0]
    assert p.vp == 10 + 2
    assert p.yen == 20 - 2 + 1


def test_station_token_placed_on_gain_anywhere_but_the_canal() -> None:
    # RULES 9.2.2, 6.10.1
    g = lab_game(5, yen=20)
    g.play("tech tech_03 yen 2")
    assert g.state.stage == "station"
    moves = g.legal_moves()
    assert f"put station {area(g, 'canal')}" not in moves
    assert len(moves) == len(g.state.pos) - 1
    assert all(m.startswith("put station ") for m in moves)
    target = area(g, "bank")
    g.play(f"put station {target}")
    assert g.state.station == g.state.index_of[target]


def test_station_may_go_on_the_acting_area_but_power_stays_fixed() -> None:
    # RULES 9.2.2, 5.4.4: power is fixed at the start of step 3
    g = make_game(3, kinds=KINDS_3)
    set_board(g, "lab_a", BOARD)
    holdings(g, 0, yen=20)
    act(g, area(g, "lab_a"), power=3)
    g.play("tech tech_03 yen 6")
    g.play(f"put station {area(g, 'lab_a')}")
    assert g.state.stage == "C"  # power 3: no bonus, no building
    assert "build shop 1" not in g.legal_moves()


def test_station_adds_power_for_every_player() -> None:
    # RULES 9.2.2, 5.4.2
    g = make_game(3, kinds=KINDS_3)
    g.state.station = g.state.index_of[area(g, "bank")]
    g.state.current = 1
    before = g.state.players[1].yen
    act(g, area(g, "bank"))
    assert g.state.players[1].yen - before == 2  # president + station


def test_lab_b_exists_only_with_four_players() -> None:
    # RULES 3.1.1, 10.4
    assert "lab_b" in make_game(4, kinds=KINDS_4).state.labs
    assert "lab_b" not in make_game(3, kinds=KINDS_3).state.labs
