"""Rule tests for step 2 (movement, recall) and step 6 (recovery) of the main action
(RULES 5.3, 5.7, 9.2.2, 9.2.5, 9.2.11, 9.2.16, 9.2.20, 14.3, 14.4, 14.15, 14.19, 14.21)."""

from __future__ import annotations

import itertools
import random

import pytest
from builders import (
    KINDS_2,
    KINDS_3,
    KINDS_4,
    give_tech,
    holdings,
    make_game,
    play_all,
    put,
    refresh,
    set_president,
    to_stage,
)

import yokohama
from yokohama.state import IN_HAND

# KINDS_3 layout: r0: bank port_a lab_a church canal / r1: copper silk customs port_b /
# r2: tea labor chinatown / r3: fish fish
BANK, PORT_A, LAB_A, CHURCH, CANAL = "r0c0", "r0c1", "r0c2", "r0c3", "r0c4"
COPPER, SILK, CUSTOMS, PORT_B = "r1c0", "r1c1", "r1c2", "r1c3"
TEA, LABOR, CHINATOWN, FISH1, FISH2 = "r2c0", "r2c1", "r2c2", "r3c0", "r3c1"


@pytest.fixture
def g() -> yokohama.Game:
    game = make_game(3, kinds=KINDS_3)
    to_stage(game, "move")
    return game


def moves_of(g: yokohama.Game, word: str = "move") -> set[str]:
    return {m for m in g.legal_moves() if m.split()[0] == word}


def pres(g: yokohama.Game, seat: int = 0) -> str | None:
    return g.view(None)["players_info"][seat]["president"]


# --- 5.3.3 move from hand ---------------------------------------------------------------


def test_move_from_hand_to_any_area_with_own_assistant(g):
    # RULES 5.3.3, 5.3.2, 14.21
    put(g, 0, TEA)
    put(g, 0, PORT_B)
    assert moves_of(g) == {f"move {TEA}", f"move {PORT_B}"}
    yen = g.state.players[0].yen
    g.play(f"move {PORT_B}")
    assert pres(g) == PORT_B and g.state.players[0].yen == yen


def test_move_from_hand_not_to_other_president(g):
    # RULES 5.3.2 (c), 5.3.3
    put(g, 0, TEA)
    put(g, 0, BANK)
    set_president(g, 1, TEA)
    assert moves_of(g) == {f"move {BANK}"}


def test_shops_do_not_make_an_area_actionable(g):
    # RULES 5.3.2: shops and trading houses never count as assistants
    from builders import build

    build(g, 0, TEA, shop_space=1)
    build(g, 0, BANK, house=True)
    assert moves_of(g) == set()
    assert g.legal_moves() == ["recall"]


# --- 5.3.4 step-by-step -------------------------------------------------------------------


def test_step_to_an_adjacent_area_with_own_assistant(g):
    # RULES 5.3.4
    set_president(g, 0, BANK)
    put(g, 0, COPPER)
    assert moves_of(g) == {f"move {COPPER}"}


def test_route_passes_through_own_assistant_areas(g):
    # RULES 5.3.4: the president may pass through actionable areas and go on
    set_president(g, 0, BANK)
    put(g, 0, COPPER)
    put(g, 0, TEA)
    assert moves_of(g) == {f"move {COPPER}", f"move {TEA} via {COPPER}"}
    g.play(f"move {TEA} via {COPPER}")
    assert pres(g) == TEA


def test_route_cannot_cross_an_area_without_own_assistant(g):
    # RULES 5.3.4: every area of the route holds one of your assistants (or is the canal)
    set_president(g, 0, BANK)
    put(g, 0, TEA)
    assert moves_of(g) == set()
    assert g.legal_moves() == ["recall"]


def test_president_cannot_stay_on_its_area(g):
    # RULES 5.3.4: cannot stay on the start area
    set_president(g, 0, TEA)
    put(g, 0, TEA, 3)
    assert moves_of(g) == set()


def test_route_never_returns_to_the_start_area(g):
    # RULES 5.3.4: no Ai is the start area
    set_president(g, 0, SILK)
    for pos in (SILK, COPPER, TEA, BANK):
        put(g, 0, pos)
    for move in moves_of(g):
        assert SILK not in move
    assert f"move {TEA}" in moves_of(g) and f"move {BANK} via {COPPER}" in moves_of(g)


def test_cannot_stop_on_other_president_but_may_pass(g):
    # RULES 5.3.4, 5.3.5
    set_president(g, 0, BANK)
    set_president(g, 1, COPPER)
    put(g, 0, COPPER)
    put(g, 0, TEA)
    holdings(g, 0, yen=3)
    assert moves_of(g) == {f"move {TEA} via {COPPER}"}
    g.play(f"move {TEA} via {COPPER}")
    assert g.state.players[0].yen == 2 and g.state.players[1].yen == 5


def test_route_fee_to_each_other_president_passed(g):
    # RULES 5.3.5, 14.15: ¥1 to the owner of each president passed
    set_president(g, 0, BANK)
    set_president(g, 1, COPPER)
    set_president(g, 2, COPPER)
    put(g, 0, COPPER)
    put(g, 0, TEA)
    holdings(g, 0, yen=2)
    g.play(f"move {TEA} via {COPPER}")
    assert [p.yen for p in g.state.players] == [0, 5, 5]


def test_route_needs_money_for_all_its_fees(g):
    # RULES 5.3.5, 14.1: legal exactly when the total cost is affordable
    set_president(g, 0, BANK)
    set_president(g, 1, COPPER)
    set_president(g, 2, COPPER)
    put(g, 0, COPPER)
    put(g, 0, TEA)
    holdings(g, 0, yen=1)
    assert moves_of(g) == set()
    assert g.legal_moves() == ["recall"]  # 14.4


def test_each_distinct_route_outcome_is_offered(g):
    # RULES 5.3.11: different routes to one area can pay different players
    set_president(g, 0, PORT_A)
    set_president(g, 1, COPPER)
    set_president(g, 2, SILK)
    for pos in (COPPER, SILK, TEA):
        put(g, 0, pos)
    holdings(g, 0, yen=5)
    assert moves_of(g) == {f"move {TEA} via {COPPER}", f"move {TEA} via {SILK}",
                           f"move {TEA} via {COPPER},{SILK}"}  # pays both
    g.play(f"move {TEA} via {SILK}")
    assert [p.yen for p in g.state.players] == [4, 4, 5]


# --- 5.3.6 canal -------------------------------------------------------------------------


def test_canal_is_crossed_for_one_yen_to_the_supply(g):
    # RULES 5.3.6, 14.5
    set_president(g, 0, CHURCH)
    put(g, 0, PORT_B)
    holdings(g, 0, yen=3)
    # direct (adjacent) and via the canal are two outcomes (5.3.11)
    assert moves_of(g) == {f"move {PORT_B}", f"move {PORT_B} via {CANAL}"}
    holdings(g, 0, yen=0)
    assert moves_of(g) == {f"move {PORT_B}"}
    holdings(g, 0, yen=3)
    set_president(g, 1, PORT_B)
    set_president(g, 0, CHURCH)
    put(g, 0, CHINATOWN)
    refresh(g)
    assert f"move {CHINATOWN} via {CANAL},{PORT_B}" in moves_of(g)
    g.play(f"move {CHINATOWN} via {CANAL},{PORT_B}")
    assert [p.yen for p in g.state.players] == [1, 5, 4]


def test_canal_needs_no_assistant_but_costs_money(g):
    # RULES 5.3.6
    set_president(g, 0, CHURCH)
    set_president(g, 1, CUSTOMS)
    put(g, 0, PORT_B)
    put(g, 0, CHINATOWN)
    set_president(g, 2, PORT_B)
    holdings(g, 0, yen=2)
    # church -> canal -> port_b (president: fee) -> chinatown
    assert f"move {CHINATOWN} via {CANAL},{PORT_B}" in moves_of(g)
    holdings(g, 0, yen=1)
    assert f"move {CHINATOWN} via {CANAL},{PORT_B}" not in moves_of(g)


def test_president_never_ends_on_the_canal(g):
    # RULES 5.3.6, 6.10.1
    set_president(g, 0, CHURCH)
    holdings(g, 0, yen=5)
    assert all(not m.startswith(f"move {CANAL}") for m in g.legal_moves())


def test_canal_fee_is_not_waived_by_stagecoach(g):
    # RULES 5.3.6, 9.2.5
    give_tech(g, 0, "stagecoach")
    set_president(g, 0, CHURCH)
    set_president(g, 1, PORT_B)
    put(g, 0, PORT_B)
    put(g, 0, CHINATOWN)
    holdings(g, 0, yen=0)
    assert f"move {CHINATOWN} via {PORT_B}" in moves_of(g)
    assert not any(CANAL in m for m in moves_of(g))
    holdings(g, 0, yen=1)
    g.play(f"move {CHINATOWN} via {CANAL},{PORT_B}")
    assert g.state.players[0].yen == 0 and g.state.players[1].yen == 4


# --- Stagecoach, Postal Service ---------------------------------------------------------


def test_stagecoach_passes_other_presidents_free(g):
    # RULES 9.2.5
    give_tech(g, 0, "stagecoach")
    set_president(g, 0, BANK)
    set_president(g, 1, COPPER)
    put(g, 0, COPPER)
    put(g, 0, TEA)
    holdings(g, 0, yen=0)
    assert moves_of(g) == {f"move {TEA} via {COPPER}"}  # still cannot stop on copper
    g.play(f"move {TEA} via {COPPER}")
    assert g.state.players[0].yen == 0 and g.state.players[1].yen == 4


def test_postal_service_stops_on_other_president_paying_each(g):
    # RULES 5.3.8, 9.2.11
    give_tech(g, 0, "postal_service")
    set_president(g, 0, BANK)
    set_president(g, 1, COPPER)
    set_president(g, 2, COPPER)
    put(g, 0, COPPER)
    holdings(g, 0, yen=2)
    assert f"move {COPPER}" in moves_of(g)
    g.play(f"move {COPPER}")
    assert [p.yen for p in g.state.players] == [0, 5, 5]
    assert pres(g) == COPPER


def test_postal_stop_needs_the_money(g):
    # RULES 5.3.8, 14.1
    give_tech(g, 0, "postal_service")
    set_president(g, 0, BANK)
    set_president(g, 1, COPPER)
    set_president(g, 2, COPPER)
    put(g, 0, COPPER)
    holdings(g, 0, yen=1)
    assert f"move {COPPER}" not in moves_of(g)


def test_postal_stop_needs_own_assistant(g):
    # RULES 5.3.8 "provided it holds one of your assistants"
    give_tech(g, 0, "postal_service")
    set_president(g, 0, BANK)
    set_president(g, 1, COPPER)
    holdings(g, 0, yen=5)
    assert moves_of(g) == set()


def test_postal_service_from_hand_pays_the_stop_fee(g):
    # RULES 5.3.8 (move from hand), DESIGN-NOTES 12
    give_tech(g, 0, "postal_service")
    set_president(g, 1, TEA)
    put(g, 0, TEA)
    holdings(g, 0, yen=1)
    assert f"move {TEA}" in moves_of(g)
    g.play(f"move {TEA}")
    assert g.state.players[0].yen == 0 and g.state.players[1].yen == 5


def test_postal_and_stagecoach_stop_free_by_default(g):
    # RULES 5.3.8, option stagecoach_covers_postal_stop: true
    give_tech(g, 0, "postal_service", "stagecoach")
    set_president(g, 0, BANK)
    set_president(g, 1, COPPER)
    put(g, 0, COPPER)
    holdings(g, 0, yen=0)
    g.play(f"move {COPPER}")
    assert g.state.players[0].yen == 0 and g.state.players[1].yen == 4


def test_postal_and_stagecoach_pay_stop_fee_with_option_false():
    # RULES 5.3.8, option stagecoach_covers_postal_stop: false
    g = make_game(3, kinds=KINDS_3, options={"stagecoach_covers_postal_stop": False})
    to_stage(g, "move")
    give_tech(g, 0, "postal_service", "stagecoach")
    set_president(g, 0, BANK)
    set_president(g, 1, COPPER)
    put(g, 0, COPPER)
    holdings(g, 0, yen=0)
    assert f"move {COPPER}" not in moves_of(g)
    holdings(g, 0, yen=1)
    g.play(f"move {COPPER}")
    assert g.state.players[0].yen == 0 and g.state.players[1].yen == 5


def test_postal_route_pays_passing_and_stopping(g):
    # RULES 5.3.5, 5.3.8: route fees plus the stop fee, all within the money
    give_tech(g, 0, "postal_service")
    set_president(g, 0, BANK)
    set_president(g, 1, COPPER)
    set_president(g, 2, TEA)
    put(g, 0, COPPER)
    put(g, 0, TEA)
    holdings(g, 0, yen=1)
    assert f"move {TEA} via {COPPER}" not in moves_of(g)
    holdings(g, 0, yen=2)
    g.play(f"move {TEA} via {COPPER}")
    assert [p.yen for p in g.state.players] == [0, 5, 5]


# --- 5.3.7 direct moves ------------------------------------------------------------------


def test_tram_goes_anywhere_without_other_president(g):
    # RULES 5.3.7, 9.2.20: not the canal, not the current area, no other president
    give_tech(g, 0, "tram")
    set_president(g, 0, BANK)
    set_president(g, 1, TEA)
    expected = {f"tram {p}" for p in g.state.pos if p not in (BANK, TEA, CANAL)}
    assert moves_of(g, "tram") == expected
    yen = g.state.players[0].yen
    g.play(f"tram {FISH2}")
    assert pres(g) == FISH2 and g.state.players[0].yen == yen
    assert g.state.players[0].goods[3] == 1 + 1  # president alone: fishing at power 1 (5.4.3)


def test_tram_works_from_hand(g):
    # RULES 5.3.7 "whether the president starts in hand or on an area"
    give_tech(g, 0, "tram")
    assert f"tram {LABOR}" in g.legal_moves()


def test_tram_destination_must_hold_own_assistant_with_option():
    # RULES 5.3.7, option direct_move_requires_own_assistant: true
    g = make_game(3, kinds=KINDS_3, options={"direct_move_requires_own_assistant": True})
    to_stage(g, "move")
    give_tech(g, 0, "tram")
    put(g, 0, LABOR)
    assert moves_of(g, "tram") == {f"tram {LABOR}"}


def test_station_move_to_the_station_even_with_other_presidents(g):
    # RULES 5.3.7, 9.2.2, 14.15
    give_tech(g, 0, "station")
    g.state.station = g.state.index_of[SILK]
    set_president(g, 0, BANK)
    set_president(g, 1, SILK)
    yen = g.state.players[0].yen
    assert moves_of(g, "station") == {f"station {SILK}"}
    g.play(f"station {SILK}")
    assert pres(g) == SILK and pres(g, 1) == SILK and g.state.players[0].yen == yen


def test_station_move_only_for_its_owner(g):
    # RULES 9.2.2
    give_tech(g, 1, "station")
    g.state.station = g.state.index_of[SILK]
    assert moves_of(g, "station") == set()


def test_station_move_not_when_already_there(g):
    # RULES 5.3.7
    give_tech(g, 0, "station")
    g.state.station = g.state.index_of[SILK]
    set_president(g, 0, SILK)
    assert moves_of(g, "station") == set()


def test_station_move_needs_own_assistant_with_option():
    # RULES 5.3.7, option direct_move_requires_own_assistant: true
    g = make_game(3, kinds=KINDS_3, options={"direct_move_requires_own_assistant": True})
    to_stage(g, "move")
    give_tech(g, 0, "station")
    g.state.station = g.state.index_of[SILK]
    assert moves_of(g, "station") == set()
    put(g, 0, SILK)
    assert moves_of(g, "station") == {f"station {SILK}"}


# --- 5.3.9 recall, 5.3.10 / 14.3 / 14.4 no legal move ------------------------------------


def test_recall_is_always_legal(g):
    # RULES 5.3.9
    put(g, 0, TEA)
    assert "recall" in g.legal_moves()
    set_president(g, 0, BANK)
    assert "recall" in g.legal_moves()


def test_recall_returns_president_and_assistants_of_chosen_areas(g):
    # RULES 5.3.9
    set_president(g, 0, BANK)
    put(g, 0, BANK, 2)
    put(g, 0, TEA, 3)
    put(g, 0, LABOR, 1)
    put(g, 1, TEA, 2)
    g.play("recall")
    assert pres(g) is None and g.state.stage == "recall"
    assert set(g.legal_moves()) == {f"recall {BANK}", f"recall {TEA}", f"recall {LABOR}", "done"}
    play_all(g, f"recall {TEA}", f"recall {BANK}")
    assert g.state.stage == "recall" and g.legal_moves() == [f"recall {LABOR}", "done"]
    g.play("done")
    assert g.state.stage == "C"
    assert g.state.players[0].hand_assistants == 8 - 1
    assert g.state.assistants[g.state.index_of[LABOR]][0] == 1
    assert g.state.assistants[g.state.index_of[TEA]][1] == 2  # 14.19 other players untouched


def test_recall_may_return_nothing(g):
    # RULES 5.3.9 "any number of areas (possibly none)"
    put(g, 0, TEA)
    play_all(g, "recall", "done")
    assert g.state.stage == "C" and g.state.assistants[g.state.index_of[TEA]][0] == 1


def test_recall_never_touches_boards_achievements_or_buildings(g):
    # RULES 5.3.9, 14.19
    from builders import build

    g.state.church[0] = 0
    g.state.customs[0] = 0
    ach = g.state.achievements[0]
    g.state.claims[ach].append(0)
    build(g, 0, TEA, shop_space=1)
    put(g, 0, TEA)
    play_all(g, "recall", f"recall {TEA}")
    assert g.state.stage == "C"
    assert g.state.church[0] == 0 and g.state.customs[0] == 0 and g.state.claims[ach] == [0]
    assert g.state.shops[g.state.index_of[TEA]][0] == 0


def test_recall_with_president_in_hand_and_nothing_out_goes_to_phase_c(g):
    # RULES 14.3: Recall may return nothing; the turn continues with phase C
    assert g.legal_moves() == ["recall"]
    g.play("recall")
    assert g.state.stage == "C"


def test_recall_one_area_option():
    # RULES 5.3.9, option recall_scope: one_area
    g = make_game(3, kinds=KINDS_3, options={"recall_scope": "one_area"})
    to_stage(g, "move")
    put(g, 0, TEA)
    put(g, 0, BANK)
    play_all(g, "recall", f"recall {TEA}")
    assert g.state.stage == "C"
    assert g.state.assistants[g.state.index_of[BANK]][0] == 1


def test_recall_skips_the_action(g):
    # RULES 5.1.2
    set_president(g, 0, TEA)
    put(g, 0, TEA, 4)
    goods = list(g.state.players[0].goods)
    play_all(g, "recall", f"recall {TEA}")
    assert g.state.players[0].goods == goods and g.state.stage == "C"


def test_no_destination_leaves_only_recall(g):
    # RULES 5.3.10, 14.4
    set_president(g, 0, FISH2)
    put(g, 0, FISH2, 2)
    put(g, 0, BANK)
    assert g.legal_moves() == ["recall"]


# --- 5.7 recovery ------------------------------------------------------------------------------


def test_recovery_returns_all_own_assistants_of_the_acting_area(g):
    # RULES 5.7.1, 5.7.3
    put(g, 0, LABOR, 3)
    put(g, 1, LABOR, 2)
    set_president(g, 1, BANK)
    g.play(f"move {LABOR}")
    while g.state.stage not in ("C",):
        g.play("done")
    assert g.state.assistants[g.state.index_of[LABOR]] == [0, 2, 0]
    assert g.state.players[0].hand_assistants == 8
    assert pres(g) == LABOR and pres(g, 1) == BANK


def test_telephone_may_leave_one_assistant(g):
    # RULES 5.7.2, 9.2.16
    give_tech(g, 0, "telephone")
    put(g, 0, TEA, 3)
    g.play(f"move {TEA}")
    while g.state.stage != "recovery":
        g.play("done")
    assert g.legal_moves() == ["leave 1", "done"]
    g.play("leave 1")
    assert g.state.assistants[g.state.index_of[TEA]][0] == 1
    assert g.state.players[0].hand_assistants == 7


def test_telephone_may_also_recover_all(g):
    # RULES 5.7.2 "one at most, or none"
    give_tech(g, 0, "telephone")
    put(g, 0, TEA, 3)
    g.play(f"move {TEA}")
    while g.state.stage != "C":
        g.play("done")
    assert g.state.assistants[g.state.index_of[TEA]][0] == 0
    assert g.state.players[0].hand_assistants == 8


def test_president_stays_and_next_move_starts_there(g):
    # RULES 5.7.3, 5.3.4
    put(g, 0, TEA)
    g.play(f"move {TEA}")
    while g.state.stage != "C":
        g.play("done")
    assert g.state.players[0].president == g.state.index_of[TEA]
    assert g.state.players[0].president != IN_HAND


# --- exhaustive route check ----------------------------------------------------------------


def _brute_outcomes(
    g: yokohama.Game,
) -> dict[tuple[int, tuple[int, ...], int], tuple[int, list[str]]]:
    """Every (destination, payments per seat, canal fee) of a legal step-by-step move
    (5.3.4-5.3.8), with its shortest, then lexicographically first, route."""
    p = g.state.players[g.state.current]
    seat, start, yen = p.seat, p.president, p.yen
    others = [[q.seat for q in g.state.players if q.seat != seat and q.president == a]
              for a in range(len(g.state.pos))]
    stagecoach = "stagecoach" in p.tech_names
    postal = "postal_service" in p.tech_names
    stop_each = 0 if (stagecoach and g.state.options["stagecoach_covers_postal_stop"]) else 1
    own = [c[seat] > 0 for c in g.state.assistants]
    found: dict[tuple[int, tuple[int, ...], int], tuple[int, list[str]]] = {}

    def walk(path: list[int]) -> None:
        last = path[-1]
        pay = [0] * g.state.n
        for a in path[:-1]:
            if not stagecoach:
                for o in others[a]:
                    pay[o] += 1
        canal = 1 if g.state.canal in path else 0
        cost = sum(pay) + canal
        if cost > yen:  # fees only grow along a route
            return
        if last != g.state.canal and own[last]:
            stop = len(others[last]) * stop_each if others[last] else 0
            if (not others[last] or postal) and cost + stop <= yen:
                outcome = (last, tuple(pay), canal)
                route = (len(path), [g.state.pos[a] for a in path])
                found[outcome] = min(found.get(outcome, route), route)
        for nxt in g.state.adj[last]:
            if nxt != start and nxt not in path and (nxt == g.state.canal or own[nxt]):
                walk([*path, nxt])

    for first in g.state.adj[start]:
        if first == g.state.canal or own[first]:
            walk([first])
    return found


def _engine_outcomes(g: yokohama.Game) -> list[tuple[int, tuple[int, ...], int, tuple]]:
    p = g.state.players[g.state.current]
    seat = p.seat
    stagecoach = "stagecoach" in p.tech_names
    result = []
    for move in g.legal_moves():
        parts = move.split()
        if parts[0] != "move":
            continue
        dest = g.state.index_of[parts[1]]
        via = [g.state.index_of[x] for x in parts[3].split(",")] if len(parts) == 4 else []
        path = [*via, dest]
        assert dest in g.state.adj[via[-1]] if via else dest in g.state.adj[p.president]
        for a, b in itertools.pairwise(path):
            assert b in g.state.adj[a]
        assert len(set(path)) == len(path) and p.president not in path
        pay = [0] * g.state.n
        for a in via:
            if a != g.state.canal and not stagecoach:
                for q in g.state.players:
                    if q.seat != seat and q.president == a:
                        pay[q.seat] += 1
        result.append((dest, tuple(pay), 1 if g.state.canal in via else 0,
                       (len(path), [g.state.pos[a] for a in path])))
    return result


@pytest.mark.parametrize("players, kinds", [(2, KINDS_2), (3, KINDS_3), (4, KINDS_4)])
def test_routes_offered_are_exactly_the_legal_route_outcomes(players, kinds):
    # RULES 5.3.4-5.3.6, 5.3.8, 5.3.11 (docs/moves.md "Routes"): one move per distinct
    # outcome, none missing, each by its shortest (then lexicographically first) route
    rnd = random.Random(1234 + players)
    base = make_game(players, kinds=kinds)
    areas = [a for a in range(len(base.state.pos)) if a != base.state.canal]
    for _ in range(300):
        g = base.clone()
        to_stage(g, "move")
        for a in rnd.sample(areas, rnd.randint(2, len(areas) - 2)):
            g.state.assistants[a][0] = 1
        start = rnd.choice(areas)
        set_president(g, 0, g.state.pos[start])
        for seat in range(1, players):
            if rnd.random() < 0.85:
                set_president(g, seat, g.state.pos[rnd.choice(areas)])
        holdings(g, 0, yen=rnd.randint(0, 4))
        techs = [t for t in ("stagecoach", "postal_service") if rnd.random() < 0.3]
        if techs:
            give_tech(g, 0, *techs)
        engine = {outcome[:3]: outcome[3] for outcome in _engine_outcomes(g)}
        assert len(engine) == len(_engine_outcomes(g)), g.legal_moves()  # one move each
        assert engine == _brute_outcomes(g), g.legal_moves()  # all of them, shortest routes


# --- 5.3.11 any legal route text is accepted ------------------------------------------------


def _routes_game() -> yokohama.Game:
    game = make_game(3, kinds=KINDS_3)
    to_stage(game, "move")
    set_president(game, 0, PORT_A)
    set_president(game, 1, COPPER)
    for pos in (COPPER, SILK, TEA, LAB_A, LABOR):
        put(game, 0, pos)
    holdings(game, 0, yen=5)
    return game


def test_a_longer_route_with_the_same_payments_plays_as_the_listed_move():
    # RULES 5.3.11: the route is the player's choice; same outcome, same move
    g = _routes_game()
    longer = f"move {TEA} via {LAB_A},{SILK}"
    assert longer not in g.legal_moves() and f"move {TEA} via {SILK}" in g.legal_moves()
    g.play(longer)
    assert pres(g) == TEA and [p.yen for p in g.state.players] == [5, 4, 4]
    assert g.moves[-1] == f"move {TEA} via {SILK}"


def test_a_route_text_plays_exactly_like_its_canonical_move():
    # RULES 5.3.11
    g = _routes_game()
    other = g.clone()
    g.play(f"move {LABOR} via {LAB_A},{SILK}")
    other.play(f"move {LABOR} via {SILK}")
    assert g.fingerprint() == other.fingerprint() and g.moves == other.moves


def test_a_route_with_a_different_outcome_keeps_its_own_payments():
    # RULES 5.3.11, 5.3.5: passing the president on copper pays its owner
    g = _routes_game()
    g.play(f"move {TEA} via {LAB_A},{SILK},{COPPER}")
    assert g.moves[-1] == f"move {TEA} via {COPPER}"
    assert [p.yen for p in g.state.players] == [4, 5, 4]


@pytest.mark.parametrize("route", [
    f"move {TEA} via {CUSTOMS},{SILK}",   # customs holds no own assistant (5.3.4)
    f"move {TEA} via {LAB_A}",            # lab_a is not adjacent to tea
    f"move {TEA} via {SILK},{SILK}",      # an area passed twice
    f"move {TEA} via {PORT_A},{SILK}",    # back through the start
    f"move {CANAL} via {LAB_A},{CHURCH}",  # never ends on the canal (5.3.6)
    f"move {TEA} via {SILK} please",
])
def test_a_route_that_is_not_legal_is_still_refused(route):
    # RULES 5.3.4, 5.3.11
    g = _routes_game()
    before = g.fingerprint()
    with pytest.raises(yokohama.IllegalMoveError):
        g.play(route)
    assert g.fingerprint() == before


def test_a_route_beyond_the_players_money_is_refused():
    # RULES 5.3.5, 5.3.11
    g = _routes_game()
    holdings(g, 0, yen=0)
    with pytest.raises(yokohama.IllegalMoveError):
        g.play(f"move {TEA} via {LAB_A},{SILK},{COPPER}")
