"""Final scoring (RULES 12, 13.3-13.5)."""

from __future__ import annotations

import pytest
from builders import KINDS_2, KINDS_3, KINDS_4, give_orders, give_tech, holdings, make_game, occupy

from yokohama.scoring import country_set_vp, final_scoring
from yokohama.state import DUMMY

ZERO = {"yen": 0, "copper": 0, "silk": 0, "tea": 0, "fish": 0, "imports": 0, "vp": 0}


def game(players: int = 3, options=None, start_player: int = 0):
    kinds = {2: KINDS_2, 3: KINDS_3, 4: KINDS_4}[players]
    g = make_game(players, kinds=kinds, options=options, start_player=start_player)
    for seat in range(players):
        holdings(g, seat, **ZERO)
    return g


def part(g, seat: int, name: str) -> int:
    return g.state.final["breakdown"][seat][name]


def scored(g):
    final_scoring(g.state)
    return g


def test_church_first_six_second_three() -> None:
    # RULES 12.2.1, 12.4.2
    g = game()
    occupy(g, "church", 1, 0)
    occupy(g, "church", 2, 0)
    occupy(g, "church", 3, 1)
    occupy(g, "church", 4, 2)
    scored(g)
    assert [part(g, s, "church") for s in range(3)] == [6, 0, 3]


def test_church_tie_broken_by_rightmost_assistant() -> None:
    # RULES 12.4.2
    g = game()
    occupy(g, "church", 1, 0)
    occupy(g, "church", 8, 0)
    occupy(g, "church", 2, 1)
    occupy(g, "church", 7, 1)
    scored(g)
    assert (part(g, 0, "church"), part(g, 1, "church")) == (6, 3)


def test_customs_first_eight_second_four() -> None:
    # RULES 12.3.1
    g = game()
    occupy(g, "customs", 1, 2)
    occupy(g, "customs", 2, 2)
    occupy(g, "customs", 5, 1)
    scored(g)
    assert [part(g, s, "customs") for s in range(3)] == [0, 4, 8]


def test_lone_participant_gains_first_place_only() -> None:
    # RULES 12.4.4 default lone_majority first_only
    g = game()
    occupy(g, "customs", 3, 1)
    scored(g)
    assert part(g, 1, "customs") == 8


def test_option_lone_participant_gains_both() -> None:
    # RULES 12.4.4 option lone_majority: first_and_second
    g = game(options={"lone_majority": "first_and_second"})
    occupy(g, "customs", 3, 1)
    occupy(g, "church", 3, 1)
    give_tech(g, 2, "ball")
    scored(g)
    assert (part(g, 1, "customs"), part(g, 1, "church"), part(g, 2, "technology")) == (12, 9, 15)


def test_no_participant_no_award() -> None:
    # RULES 12.4.1
    g = scored(game())
    assert all(part(g, s, k) == 0 for s in range(3) for k in ("church", "customs", "technology"))


def test_technology_first_ten_second_five() -> None:
    # RULES 12.5.2
    g = game()
    give_tech(g, 0, "ball")  # 3
    give_tech(g, 1, "telegraph")  # 6
    give_tech(g, 2, "tram")  # 5
    scored(g)
    assert [part(g, s, "technology") for s in range(3)] == [0, 10, 5]


def test_technology_tie_goes_to_earlier_in_turn_order() -> None:
    # RULES 12.5.2: start player seat 2, so seat 0 comes before seat 1
    g = game(start_player=2)
    give_tech(g, 0, "ball")
    give_tech(g, 1, "winery")
    give_tech(g, 2, "gas_lamp")
    scored(g)
    assert [part(g, s, "technology") for s in range(3)] == [5, 0, 10]


def test_technology_participants_need_a_card() -> None:
    # RULES 12.5.1, 12.4.4
    g = game()
    give_tech(g, 1, "ball")
    scored(g)
    assert [part(g, s, "technology") for s in range(3)] == [0, 10, 0]


@pytest.mark.parametrize(("counts", "vp"), [
    ({"UK": 1}, 0), ({"UK": 1, "US": 1}, 2), ({"UK": 1, "US": 1, "FR": 1}, 4),
    ({"UK": 1, "US": 1, "FR": 1, "DE": 1}, 8), ({"UK": 1, "US": 1, "FR": 1, "DE": 1, "NL": 1}, 12),
    ({"UK": 2, "US": 2, "FR": 1}, 4 + 2), ({"UK": 3}, 0),
    ({"UK": 2, "US": 1, "FR": 1, "DE": 1, "NL": 1}, 12 + 0),
])
def test_country_sets(counts: dict[str, int], vp: int) -> None:
    # RULES 12.6.2, 12.6.3
    by_country = {"UK": ["order_01", "order_02", "order_03"], "US": ["order_09", "order_10"],
                  "FR": ["order_16"], "DE": ["order_23"], "NL": ["order_30"]}
    cards = [c for country, k in counts.items() for c in by_country[country][:k]]
    assert country_set_vp(cards) == vp


def test_country_sets_count_orders_and_technologies_not_hand() -> None:
    # RULES 12.6.1, 12.6.2
    g = game()
    p = g.state.players[0]
    give_orders(g, 0, "order_09")  # US in hand: discarded
    p.delivered = ["order_01"]  # UK
    give_tech(g, 0, "mining_technology")  # DE
    scored(g)
    assert part(g, 0, "countries") == 2  # UK + DE; the US order in hand is discarded


def test_leftovers() -> None:
    # RULES 12.7.1
    g = game()
    holdings(g, 0, yen=7, imports=2, copper=2, silk=1, tea=1, fish=1)
    p = g.state.players[0]
    p.agents = ["UK", "US", "FR"]
    p.agents_used = 1
    scored(g)
    assert part(g, 0, "leftovers") == 2 + 2 + 3 + 1


def test_five_power_tokens_score_nothing_by_default() -> None:
    # RULES 12.7.2
    g = game()
    g.state.players[0].tokens = ["fp_01", "fp_02"]
    scored(g)
    assert part(g, 0, "leftovers") == 0


def test_option_five_power_token_end_vp() -> None:
    # RULES 12.7.2 option five_power_token_end_vp: 1
    g = game(options={"five_power_token_end_vp": 1})
    g.state.players[0].tokens = ["fp_01", "fp_02"]
    scored(g)
    assert part(g, 0, "leftovers") == 2


def test_total_adds_all_parts_to_running_vp() -> None:
    # RULES 12.1.1
    g = game()
    holdings(g, 0, vp=20, yen=4)
    occupy(g, "church", 1, 0)
    scored(g)
    assert g.state.players[0].vp == 20 + 6 + 2
    assert part(g, 0, "total") == 28


def test_winner_most_vp() -> None:
    # RULES 12.8.1
    g = game()
    holdings(g, 1, vp=5)
    g.state.stage = "over"
    scored(g)
    assert g.scores()["winner"] == 1


def test_winner_tie_goes_to_earliest_in_turn_order() -> None:
    # RULES 12.8.1: start player 1, so seat 1 then 2 then 0
    g = game(start_player=1)
    holdings(g, 0, vp=5)
    holdings(g, 2, vp=5)
    g.state.stage = "over"
    scored(g)
    assert g.scores()["ranking"] == [2, 0, 1]
    assert g.scores()["winner"] == 2


# --- two-player dummy (13.3, 13.4) --------------------------------------------------


def test_dummy_rank_is_not_awarded_and_nobody_moves_up() -> None:
    # RULES 12.4.3, 13.3: the dummy (church_5) beats a lone assistant on church_1
    g = game(2)
    occupy(g, "church", 1, 0)
    scored(g)
    assert part(g, 0, "church") == 3
    assert DUMMY in g.state.church


def test_player_right_of_the_dummy_beats_it() -> None:
    # RULES 13.3: one assistant right of church_5 ranks above the dummy
    g = game(2)
    occupy(g, "church", 6, 0)
    occupy(g, "church", 1, 1)
    scored(g)
    assert (part(g, 0, "church"), part(g, 1, "church")) == (6, 0)


def test_dummy_technology_total_seven_and_a_half() -> None:
    # RULES 12.5.1, 13.4
    g = game(2)
    give_tech(g, 0, "ball", "winery")  # 6 < 7.5
    give_tech(g, 1, "ball", "gas_lamp", "tram")  # 11
    scored(g)
    assert (part(g, 0, "technology"), part(g, 1, "technology")) == (0, 10)
    g = game(2)
    give_tech(g, 0, "ball", "winery")  # 6
    scored(g)
    assert part(g, 0, "technology") == 5


def test_dummy_scores_nothing() -> None:
    # RULES 13.5
    g = scored(game(2))
    assert set(g.state.final["breakdown"]) == {0, 1}
