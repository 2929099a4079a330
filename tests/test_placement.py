"""Rule tests for step 1 of the main action: placement (RULES 5.2, 9.2.12, 9.2.15, 14.2)."""

from __future__ import annotations

import pytest
from builders import KINDS_3, give_tech, holdings, make_game, play_all, put, refresh, set_president

import yokohama

# KINDS_3 layout: r0: bank port_a lab_a church canal / r1: copper silk customs port_b /
# r2: tea labor chinatown / r3: fish fish
BANK, PORT_A, LAB_A, CHURCH, CANAL = "r0c0", "r0c1", "r0c2", "r0c3", "r0c4"
COPPER, SILK, CUSTOMS, PORT_B = "r1c0", "r1c1", "r1c2", "r1c3"
TEA, LABOR, CHINATOWN = "r2c0", "r2c1", "r2c2"


@pytest.fixture
def g() -> yokohama.Game:
    return make_game(3, kinds=KINDS_3)


def assistants(g: yokohama.Game, pos: str, seat: int = 0) -> int:
    return g.state.assistants[g.state.index_of[pos]][seat]


# --- modes -----------------------------------------------------------------------


def test_spread_places_one_assistant_in_each_of_three_areas(g):
    # RULES 5.2.1 Spread
    play_all(g, f"place {TEA}", f"place {BANK}", f"place {COPPER}")
    assert g.state.stage == "move"
    assert [assistants(g, a) for a in (TEA, BANK, COPPER)] == [1, 1, 1]
    assert g.state.players[0].hand_assistants == 5


def test_spread_uses_different_areas(g):
    # RULES 5.2.1: "in each of up to 3 different areas"
    g.play(f"place {TEA}")
    assert g.state.stage == "spread"
    assert f"place {TEA}" not in g.legal_moves()
    assert g.view(0)["pending"]["areas"] == [TEA]
    with pytest.raises(yokohama.IllegalMoveError):
        g.play(f"place {TEA}")


def test_spread_allows_fewer_areas(g):
    # RULES 5.2.3: Spread with 1 or 2 areas
    play_all(g, f"place {TEA}", "done")
    assert g.state.stage == "move" and assistants(g, TEA) == 1
    assert g.state.players[0].hand_assistants == 7


def test_newspaper_allows_a_fourth_spread_area(g):
    # RULES 5.2.1, 9.2.12
    give_tech(g, 0, "newspaper")
    play_all(g, f"place {TEA}", f"place {BANK}", f"place {COPPER}")
    assert g.state.stage == "spread"
    g.play(f"place {SILK}")
    assert g.state.stage == "move"
    assert g.state.players[0].hand_assistants == 4


def test_pair_places_two_assistants_in_one_area(g):
    # RULES 5.2.1 Pair
    g.play(f"pair {LABOR}")
    assert g.state.stage == "move"
    assert assistants(g, LABOR) == 2 and g.state.players[0].hand_assistants == 6


def test_pair_needs_two_assistants_in_hand(g):
    # RULES 5.2.3
    g.state.players[0].hand_assistants = 1
    moves = g.legal_moves()
    assert f"place {TEA}" in moves
    assert not any(m.startswith("pair") for m in moves)


def test_no_assistant_in_hand_means_no_placement(g):
    # RULES 14.2, 5.2.2: warehouse assistants cannot be placed
    g.state.players[0].hand_assistants = 0
    assert g.state.players[0].wh_assistants == 12
    assert g.legal_moves() == ["done"]
    g.play("done")
    assert g.state.stage == "move"


def test_assistants_elsewhere_cannot_be_placed(g):
    # RULES 5.2.2: only assistants from hand; those on areas or boards stay put
    put(g, 0, BANK, 8)
    assert g.state.players[0].hand_assistants == 0
    assert g.legal_moves() == ["done"]


def test_spread_ends_when_the_hand_is_empty(g):
    # RULES 5.2.2, 5.2.3
    g.state.players[0].hand_assistants = 2
    play_all(g, f"place {TEA}", f"place {BANK}")
    assert g.state.stage == "move"


def test_no_placement_on_the_canal(g):
    # RULES 5.2.4, 6.10.1
    moves = g.legal_moves()
    assert f"place {CANAL}" not in moves and f"pair {CANAL}" not in moves
    with pytest.raises(yokohama.IllegalMoveError):
        g.play(f"place {CANAL}")
    g.play(f"place {TEA}")
    assert f"place {CANAL}" not in g.legal_moves()


def test_every_area_but_the_canal_can_take_an_assistant(g):
    # RULES 5.2.4
    expected = {f"place {pos}" for pos, kind in zip(g.state.pos, g.state.kind, strict=True)
                if kind != "canal"}
    assert expected <= set(g.legal_moves())


def test_may_place_where_own_president_and_assistants_stand(g):
    # RULES 5.2.4; no fee for one's own president (5.2.5 "other presidents")
    set_president(g, 0, TEA)
    put(g, 0, TEA, 2)
    yen = g.state.players[0].yen
    g.play(f"pair {TEA}")
    assert assistants(g, TEA) == 4 and g.state.players[0].yen == yen


# --- fees ------------------------------------------------------------------------


def test_placement_fee_one_yen_to_each_other_president(g):
    # RULES 5.2.5, 14.5
    set_president(g, 1, TEA)
    set_president(g, 2, TEA)
    holdings(g, 0, yen=5)
    g.play(f"place {TEA}")
    assert [p.yen for p in g.state.players] == [3, 5, 5]


def test_pair_needs_fee_for_both_assistants(g):
    # RULES 5.2.5: a Pair is placed whole or not at all
    set_president(g, 1, TEA)
    holdings(g, 0, yen=1)
    moves = g.legal_moves()
    assert f"place {TEA}" in moves
    assert f"pair {TEA}" not in moves
    holdings(g, 0, yen=2)
    assert f"pair {TEA}" in g.legal_moves()


def test_pair_into_two_other_presidents_costs_two_to_each(g):
    # RULES 5.2.5 example: ¥2 to each owner, ¥4 in total
    set_president(g, 1, BANK)
    set_president(g, 2, BANK)
    holdings(g, 0, yen=3)
    assert f"pair {BANK}" not in g.legal_moves()
    holdings(g, 0, yen=4)
    g.play(f"pair {BANK}")
    assert [p.yen for p in g.state.players] == [0, 6, 6]


def test_cannot_place_where_the_fee_cannot_be_paid(g):
    # RULES 5.2.5, 14.1
    set_president(g, 1, TEA)
    holdings(g, 0, yen=0)
    moves = g.legal_moves()
    assert f"place {TEA}" not in moves and f"pair {TEA}" not in moves
    assert f"place {BANK}" in moves


def test_spread_fees_are_paid_one_at_a_time_from_what_is_left(g):
    # RULES 5.2.6
    set_president(g, 1, TEA)
    set_president(g, 2, BANK)
    holdings(g, 0, yen=1)
    g.play(f"place {TEA}")
    assert g.state.players[0].yen == 0 and g.state.players[1].yen == 5
    assert f"place {BANK}" not in g.legal_moves()
    assert f"place {COPPER}" in g.legal_moves()


# --- Telegraph -------------------------------------------------------------------------


def test_telegraph_adds_one_assistant_next_to_the_pair(g):
    # RULES 9.2.15, 5.2.1
    give_tech(g, 0, "telegraph")
    g.play(f"pair {SILK}")
    assert g.state.stage == "telegraph"
    adjacent = g.view(0)["areas"][g.state.index_of[SILK]]["adjacent"]
    assert set(g.legal_moves()) == {f"place {a}" for a in adjacent} | {"done"}
    g.play(f"place {PORT_A}")
    assert g.state.stage == "move"
    assert assistants(g, SILK) == 2 and assistants(g, PORT_A) == 1
    assert g.state.players[0].hand_assistants == 5


def test_telegraph_assistant_is_optional(g):
    # RULES 9.2.15 "you may"
    give_tech(g, 0, "telegraph")
    play_all(g, f"pair {SILK}", "done")
    assert g.state.stage == "move" and g.state.players[0].hand_assistants == 6


def test_telegraph_never_places_on_the_canal(g):
    # RULES 9.2.15 (not the canal)
    give_tech(g, 0, "telegraph")
    g.play(f"pair {CHURCH}")
    assert f"place {CANAL}" not in g.legal_moves()
    assert f"place {PORT_B}" in g.legal_moves()


def test_telegraph_needs_a_third_assistant_in_hand(g):
    # RULES 5.2.3: 3 to add the Telegraph assistant
    give_tech(g, 0, "telegraph")
    g.state.players[0].hand_assistants = 2
    g.play(f"pair {SILK}")
    assert g.state.stage == "move"


def test_telegraph_pays_the_normal_fee_after_the_pair(g):
    # RULES 9.2.15, 5.2.5
    give_tech(g, 0, "telegraph")
    set_president(g, 1, SILK)
    set_president(g, 2, COPPER)
    holdings(g, 0, yen=2)
    g.play(f"pair {SILK}")
    assert g.state.players[0].yen == 0
    assert g.state.stage == "telegraph"
    assert f"place {COPPER}" not in g.legal_moves()
    holdings(g, 0, yen=1)
    refresh(g)
    g.play(f"place {COPPER}")
    assert g.state.players[0].yen == 0 and g.state.players[2].yen == 5


def test_telegraph_does_not_apply_to_spread(g):
    # RULES 9.2.15 "When you choose Pair placement"
    give_tech(g, 0, "telegraph")
    play_all(g, f"place {TEA}", f"place {BANK}", f"place {COPPER}")
    assert g.state.stage == "move"
