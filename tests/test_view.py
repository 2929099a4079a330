"""A seat's view hides other order hands, keep choices and deck order (RULES 2.14)."""

from __future__ import annotations

import json

import pytest
from harness import play_random

import yokohama
from yokohama.rng import Rng


def hidden_from(g, seat: int) -> set[str]:
    """Card ids ``seat`` must not see: other hands and keep draws, decks, removed cards."""
    hidden = set(g.state.order_deck) | set(g.state.tech_deck) | set(g.state.unseen_orders)
    for p in g.state.players:
        if p.seat != seat:
            hidden |= set(p.orders)
    for who, draws in g.state.keep_draws.items():
        if who != seat:
            hidden |= set(draws)
    return hidden


def leaks(g, seat: int | None) -> set[str]:
    text = json.dumps(g.view(seat))
    hidden = hidden_from(g, -1 if seat is None else seat)
    return {card for card in hidden if f'"{card}"' in text}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_view_during_keep_shows_only_own_draws(players: int) -> None:
    g = yokohama.new_game(players, 9)
    for seat in range(players):
        assert leaks(g, seat) == set()
    assert leaks(g, None) == set()
    own = g.view(g.state.current)["players_info"][g.state.current]
    assert len(own["keep_choice"]) == 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_view_never_leaks_hidden_cards(players: int) -> None:
    rng = Rng(players)

    def hook(g, steps: int) -> None:
        if rng.below(40) == 0:
            for seat in [None, *range(g.state.n)]:
                assert leaks(g, seat) == set(), (seat, g.stage)

    play_random(players, 300 + players, check=False, hook=hook)


def test_own_order_hand_is_visible() -> None:
    g = yokohama.new_game(3, 9)
    while g.state.stage == "keep":
        g.play(g.legal_moves()[0])
    for p in g.state.players:
        view = g.view(p.seat)
        assert [o["id"] for o in view["players_info"][p.seat]["orders"]] == p.orders
        others = [i for i in view["players_info"] if i["seat"] != p.seat]
        assert all(i["orders"] is None and i["order_count"] == 1 for i in others)


def test_view_is_json_and_counts_decks() -> None:
    g = yokohama.new_game(4, 9)
    view = g.view(0)
    assert json.loads(json.dumps(view)) == view
    assert view["order_deck"] == len(g.state.order_deck)
    assert view["tech_deck"] == len(g.state.tech_deck)
