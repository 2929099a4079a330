"""Rule tests for components as they affect setup and for setup itself (RULES 2, 3)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import yokohama
from yokohama import components as C
from yokohama.state import IN_HAND

PLAYER_COUNTS = (2, 3, 4)

KINDS_IN_PLAY = {
    2: Counter({"copper_mine": 1, "silk_mill": 1, "tea_plantation": 1, "fishing_grounds": 1,
                "bank": 1, "port_a": 1, "lab_a": 1, "labor_agency": 1, "church": 1,
                "customs": 1}),
    3: Counter({"copper_mine": 1, "silk_mill": 1, "tea_plantation": 1, "fishing_grounds": 2,
                "bank": 1, "port_a": 1, "port_b": 1, "lab_a": 1, "labor_agency": 1,
                "chinatown": 1, "church": 1, "customs": 1, "canal": 1}),
    4: Counter({"copper_mine": 2, "silk_mill": 2, "tea_plantation": 2, "fishing_grounds": 2,
                "bank": 1, "port_a": 1, "port_b": 1, "lab_a": 1, "lab_b": 1, "labor_agency": 1,
                "chinatown": 1, "church": 1, "customs": 1, "canal": 1}),
}
ROWS = {2: [4, 3, 2, 1], 3: [5, 4, 3, 2], 4: [6, 5, 4, 3]}


def _kept(g: yokohama.Game) -> None:
    """Finish the starting-order choice with the first card for everyone."""
    while g.state.stage == "keep":
        g.play(g.legal_moves()[0])


# --- 2 components ------------------------------------------------------------


def test_component_counts_match_the_component_list():
    # RULES 2.3.1, 2.4.1, 2.5.1, 2.6.1, 2.7.1, 2.8.1
    assert len(C.ORDER_IDS) == 36
    assert Counter(C.CARD_COUNTRY[o] for o in C.ORDER_IDS) == {
        "UK": 8, "US": 7, "FR": 7, "DE": 7, "NL": 7}
    assert len(C.TECH_IDS) == 30 and len(set(C.TECH_CARDS.values())) == 20
    assert len(C.TILE_IDS) == 24
    assert all(len(C.TILE_SHOP_REWARDS[t]) == 4 for t in C.TILE_IDS)
    assert len(C.TOKEN_IDS) == 20
    assert Counter(a["type"] for a in C.ACHIEVEMENTS.values()) == {"A": 4, "B": 4, "C": 4}
    assert C.AGENT_SUPPLY == {"UK": 3, "US": 2, "FR": 2, "DE": 2, "NL": 1}


def test_every_order_and_technology_shows_one_known_country():
    # RULES 2.10.1
    for card in (*C.ORDER_IDS, *C.TECH_IDS):
        assert C.CARD_COUNTRY[card] in C.COUNTRIES
    assert set(C.COUNTRIES) == {"UK", "US", "FR", "DE", "NL"}


def test_area_kinds_have_the_listed_categories():
    # RULES 2.1.1, 2.1.2
    production = {"copper_mine", "silk_mill", "tea_plantation", "fishing_grounds"}
    for kind, info in C.AREA_KINDS.items():
        if kind == "canal":
            assert info["category"] == "none"
        elif kind in production:
            assert info["category"] == "production"
        else:
            assert info["category"] == "commercial"
    assert len(C.AREA_KINDS) == 14


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_player_owns_20_assistants_8_shops_4_houses(n):
    # RULES 2.12.1
    g = yokohama.new_game(n, 3)
    for p in g.state.players:
        assert p.hand_assistants + p.wh_assistants == 20
        assert p.hand_shops + p.wh_shops == 8
        assert p.hand_houses + p.wh_houses == 4


# --- 3.1 boards by player count -------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_boards_removed_by_player_count(n):
    # RULES 3.1.1, 3.1.2
    for seed in range(5):
        g = yokohama.new_game(n, seed)
        assert Counter(g.state.kind) == KINDS_IN_PLAY[n]
        assert len(g.state.kind) == {2: 10, 3: 14, 4: 18}[n]


@pytest.mark.parametrize("n, ports, labs", [
    (2, {"port_a"}, {"lab_a"}),
    (3, {"port_a", "port_b"}, {"lab_a"}),
    (4, {"port_a", "port_b"}, {"lab_a", "lab_b"}),
])
def test_management_boards_in_play_follow_their_areas(n, ports, labs):
    # RULES 2.2.1, 3.1.1
    g = yokohama.new_game(n, 1)
    assert set(g.state.ports) == ports
    assert set(g.state.labs) == labs
    view = g.view(None)
    assert set(view["ports"]) == ports and set(view["labs"]) == labs
    assert len(view["church"]) == 8 and len(view["customs"]) == 8


# --- 3.2 layout -------------------------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_layout_rows_shrink_by_one_from_the_top(n):
    # RULES 3.2.1
    g = yokohama.new_game(n, 0)
    rows = Counter(a["row"] for a in g.view(None)["areas"])
    assert [rows[r] for r in range(4)] == ROWS[n]


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_lower_rows_are_centred_half_a_tile_to_the_right(n):
    # RULES 3.2.2, 3.2.3 (names rRcC)
    g = yokohama.new_game(n, 0)
    for a in g.view(None)["areas"]:
        assert a["pos"] == f"r{a['row']}c{a['col']}"
        assert a["x"] == a["col"] + a["row"] / 2
        assert a["y"] == a["row"]


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_adjacency_is_the_six_neighbour_formula(n):
    # RULES 3.2.3
    g = yokohama.new_game(n, 0)
    cells = {(r, c) for r, width in enumerate(ROWS[n]) for c in range(width)}
    for a in g.view(None)["areas"]:
        r, c = a["row"], a["col"]
        around = ((r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c))
        expected = {f"r{x}c{y}" for x, y in around if (x, y) in cells}
        assert set(a["adjacent"]) == expected
        assert len(expected) <= 6
        for other in expected:  # touching is symmetric
            assert a["pos"] in g.view(None)["areas"][g.state.index_of[other]]["adjacent"]


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_every_board_can_land_on_every_position(n):
    # RULES 3.2.4: shuffled, canal included in 3- and 4-player games
    canal_or_bank = "canal" if n > 2 else "bank"
    seen = Counter()
    for seed in range(150):
        g = yokohama.new_game(n, seed)
        seen[g.state.kind.index(canal_or_bank)] += 1
    assert set(seen) == set(range(sum(ROWS[n])))
    assert max(seen.values()) < 150 // sum(ROWS[n]) * 3


# --- 3.3 tiles and tokens ---------------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_one_building_tile_on_every_area_but_the_canal(n):
    # RULES 3.3.1, 2.1.3
    g = yokohama.new_game(n, 11)
    used = [t for t in g.state.tile if t is not None]
    assert len(used) == len(set(used)) == {2: 10, 3: 13, 4: 17}[n]
    for a, kind in enumerate(g.state.kind):
        assert (g.state.tile[a] is None) == (kind == "canal")
        assert g.state.shops[a] == [-1] * 4 and g.state.house[a] == -1


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_one_five_power_token_on_every_area_but_the_canal(n):
    # RULES 3.3.2, 2.1.3
    g = yokohama.new_game(n, 12)
    used = [t for t in g.state.token if t is not None]
    assert len(used) == len(set(used)) == {2: 10, 3: 13, 4: 17}[n]
    for area in g.view(None)["areas"]:
        assert (area["token"] is None) == (area["kind"] == "canal")
        assert (area["tile"] is None) == (area["kind"] == "canal")


def test_tiles_and_tokens_vary_with_the_seed():
    # RULES 3.3.1, 3.3.2: shuffled
    tiles = {tuple(yokohama.new_game(4, s).state.tile) for s in range(10)}
    tokens = {tuple(yokohama.new_game(4, s).state.token) for s in range(10)}
    assert len(tiles) > 1 and len(tokens) > 1


# --- 3.4 supplies -------------------------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_ten_agents_face_up_in_the_supply_and_station_unplaced(n):
    # RULES 3.4.1, 2.8.1, 2.9.1
    view = yokohama.new_game(n, 2).view(None)
    assert view["agent_supply"] == {"UK": 3, "US": 2, "FR": 2, "DE": 2, "NL": 1}
    assert view["station"] is None
    assert all(not a["station"] for a in view["areas"])
    assert all(info["agents"] == [] for info in view["players_info"])


# --- 3.5 start player -------------------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_start_player_is_chosen_at_random(n):
    # RULES 3.5.1
    starts = Counter(yokohama.new_game(n, seed).state.start_player for seed in range(60))
    assert set(starts) == set(range(n))


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_start_player_decides_first(n):
    # RULES 3.5.1, 3.9.3: the start player is first in turn order
    for seed in range(6):
        g = yokohama.new_game(n, seed)
        assert g.current_player == g.state.start_player
        assert g.view(None)["start_player"] == g.state.start_player


# --- 3.6 start supply -------------------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_start_pieces_in_hand_and_warehouse(n):
    # RULES 3.6.1
    view = yokohama.new_game(n, 4).view(None)
    for info in view["players_info"]:
        assert info["president"] is None
        assert info["hand"] == {"assistants": 8, "shops": 2, "houses": 0}
        assert info["warehouse"] == {"assistants": 12, "shops": 6, "houses": 4}
    for area in view["areas"]:
        assert area["assistants"] == [0] * n and area["presidents"] == []


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_start_goods_and_start_player_gets_one_yen_less(n):
    # RULES 3.6.2
    for seed in range(4):
        g = yokohama.new_game(n, seed)
        for info in g.view(None)["players_info"]:
            assert info["goods"] == {"copper": 1, "silk": 1, "tea": 1, "fish": 1}
            assert info["yen"] == (3 if info["seat"] == g.state.start_player else 4)
            assert info["vp"] == 0 and info["imports"] == 0


# --- 3.7 achievements ---------------------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_one_achievement_of_each_type_face_up(n):
    # RULES 3.7.1
    view = yokohama.new_game(n, 5).view(None)
    assert [a["type"] for a in view["achievements"]] == ["A", "B", "C"]
    assert all(a["claims"] == [] for a in view["achievements"])


def test_every_achievement_tile_can_be_drawn():
    # RULES 3.7.1: drawn at random from each type
    seen = set()
    for seed in range(80):
        seen.update(yokohama.new_game(3, seed).state.achievements)
    assert seen == set(C.ACHIEVEMENTS)


# --- 3.8 technology market ------------------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_labs_in_play_are_filled_from_one_shuffled_deck(n):
    # RULES 3.8.1, 3.8.2
    g = yokohama.new_game(n, 6)
    on_boards = [c for board in g.state.labs.values() for c in board]
    assert all(c is not None for c in on_boards)
    assert len(on_boards) == 6 * len(g.state.labs)
    assert sorted(on_boards + g.state.tech_deck) == sorted(C.TECH_IDS)
    assert g.view(None)["tech_deck"] == 30 - 6 * len(g.state.labs)


@pytest.fixture
def unshuffled(monkeypatch):
    """Every shuffle of the setup leaves its list as it is: each deck keeps the components'
    order, so where its cards land shows the dealing order itself (no copy of the setup's
    sequence of random draws)."""
    from yokohama.rng import Rng

    monkeypatch.setattr(Rng, "shuffle", lambda self, items: None)


def test_lab_a_is_filled_before_lab_b_from_the_top_of_the_deck(unshuffled):
    # RULES 3.8.2: slot 1 to 6, Lab A first, then Lab B (top of the deck = next card drawn)
    g = yokohama.new_game(4, 9)
    top_first = list(reversed(C.TECH_IDS))
    assert g.state.labs["lab_a"] == top_first[:6]
    assert g.state.labs["lab_b"] == top_first[6:12]
    assert g.state.tech_deck == list(C.TECH_IDS[:-12])


def test_port_a_is_filled_before_port_b_after_the_removed_cards(unshuffled):
    # RULES 3.9.1, 3.9.2: remove from the top, then Port A slots 1-6, then Port B
    g = yokohama.new_game(3, 9)
    top_first = list(reversed(C.ORDER_IDS))
    assert g.state.unseen_orders == top_first[:5]
    assert g.state.ports["port_a"] == top_first[5:11]
    assert g.state.ports["port_b"] == top_first[11:17]
    assert g.state.keep_draws[g.state.start_player] == top_first[17:19]


# --- 3.9 orders -------------------------------------------------------------------------


@pytest.mark.parametrize("n, removed", [(2, 16), (3, 5), (4, 0)])
def test_orders_removed_unseen_before_the_ports_fill(n, removed):
    # RULES 3.9.1, 3.9.2
    g = yokohama.new_game(n, 7)
    assert len(g.state.unseen_orders) == removed
    on_ports = [c for board in g.state.ports.values() for c in board]
    assert len(on_ports) == 6 * len(g.state.ports) and None not in on_ports
    drawn = [c for draws in g.state.keep_draws.values() for c in draws]
    assert len(drawn) == 2
    everything = g.state.unseen_orders + on_ports + g.state.order_deck + drawn
    assert sorted(everything) == sorted(C.ORDER_IDS)
    view = g.view(g.state.start_player)
    assert view["order_deck"] == 36 - removed - 6 * len(g.state.ports) - 2
    for card in g.state.unseen_orders:  # removed unseen: in nobody's view
        for seat in range(n):
            assert card not in json.dumps(g.view(seat))


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_starting_orders_are_chosen_in_turn_order(n):
    # RULES 3.9.3: each player in turn, draws 2, keeps 1, the other leaves the game
    g = yokohama.new_game(n, 8)
    order = [(g.state.start_player + i) % n for i in range(n)]
    for seat in order:
        assert g.state.stage == "keep" and g.current_player == seat
        assert g.view(seat)["pending"]["kind"] == "keep"
        draws = list(g.state.keep_draws[seat])
        assert len(draws) == 2
        assert g.legal_moves() == [f"keep {c}" for c in draws]
        deck_before = len(g.state.order_deck)
        g.play(f"keep {draws[1]}")
        assert g.state.players[seat].orders == [draws[1]]
        assert draws[0] in g.state.unseen_orders
        if seat != order[-1]:
            assert len(g.state.order_deck) == deck_before - 2  # the next player drew two
    assert g.state.stage == "A" and g.current_player == g.state.start_player and g.state.round == 1
    assert all(len(p.orders) == 1 for p in g.state.players)


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_starting_draws_and_discard_stay_hidden(n):
    # RULES 3.9.3, 2.14.1: kept card secret, other card removed unseen
    g = yokohama.new_game(n, 9)
    chooser = g.current_player
    draws = list(g.state.keep_draws[chooser])
    assert [c["id"] for c in g.view(chooser)["players_info"][chooser]["keep_choice"]] == draws
    for seat in range(n):
        if seat != chooser:
            text = json.dumps(g.view(seat))
            assert all(c not in text for c in draws)
            assert "keep_choice" not in g.view(seat)["players_info"][chooser]
    g.play(f"keep {draws[0]}")
    for seat in range(n):
        assert draws[1] not in json.dumps(g.view(seat))
        if seat != chooser:
            assert g.view(seat)["players_info"][chooser]["orders"] is None
            assert g.view(seat)["players_info"][chooser]["order_count"] == 1
    assert g.view(chooser)["players_info"][chooser]["orders"][0]["id"] == draws[0]


def test_cannot_keep_a_card_not_drawn():
    # RULES 3.9.3
    g = yokohama.new_game(3, 10)
    with pytest.raises(yokohama.IllegalMoveError):
        g.play(f"keep {g.state.ports['port_a'][0]}")
    with pytest.raises(yokohama.IllegalMoveError):
        g.play("done")


# --- 3.10 dummy -------------------------------------------------------------------------


def test_two_player_dummy_blocks_church_5_and_customs_4():
    # RULES 3.10.1, 13.2
    view = yokohama.new_game(2, 1).view(None)
    church = {s["id"]: s["occupant"] for s in view["church"]}
    customs = {s["id"]: s["occupant"] for s in view["customs"]}
    assert church == {f"church_{i}": ("dummy" if i == 5 else None) for i in range(1, 9)}
    assert customs == {f"customs_{i}": ("dummy" if i == 4 else None) for i in range(1, 9)}


@pytest.mark.parametrize("n", (3, 4))
def test_no_dummy_with_three_or_four_players(n):
    # RULES 3.10.1 (two players only)
    view = yokohama.new_game(n, 1).view(None)
    assert all(s["occupant"] is None for s in view["church"] + view["customs"])


# --- determinism -------------------------------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_same_seed_gives_the_same_setup(n):
    # RULES 3 (setup is a function of the seed; saves rely on it)
    a, b = yokohama.new_game(n, 42), yokohama.new_game(n, 42)
    assert a.fingerprint() == b.fingerprint()
    _kept(a)
    _kept(b)
    assert a.fingerprint() == b.fingerprint()


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_different_seeds_give_different_setups(n):
    # RULES 3.2.4 and 3.3-3.9: everything shuffled from the seed
    prints = {yokohama.new_game(n, seed).fingerprint() for seed in range(8)}
    assert len(prints) == 8


def test_names_and_options_do_not_change_the_random_setup():
    # RULES 3: the shuffle depends on the seed and player count only
    a = yokohama.new_game(["Ann", "Bo", "Cy"], 5)
    b = yokohama.new_game(3, 5, {"recall_scope": "one_area"})
    sa, sb = a.state, b.state
    assert sa.kind == sb.kind and sa.tile == sb.tile and sa.labs == sb.labs and sa.ports == sb.ports


def test_president_starts_in_hand():
    # RULES 2.13.1, 14.21
    g = yokohama.new_game(4, 0)
    assert all(p.president == IN_HAND for p in g.state.players)
