"""Statistics computed by replaying equal what the engines reported while the game was played."""

from __future__ import annotations

import pytest
from played_games import played

from boardgame.replay import Replay
from machikoro.stats import dice_distribution
from machikoro.stats import replay_stats as machikoro_stats
from yokohama.stats import BREAKDOWN_PARTS
from yokohama.stats import replay_stats as yokohama_stats

PLAYERS = [2, 3, 4]


def round_ends(rounds: tuple[int, ...]) -> list[int]:
    """Steps after which the round (or turn) number changes, and the last step."""
    return [k for k in range(len(rounds)) if k == len(rounds) - 1 or rounds[k + 1] != rounds[k]]


# --- Yokohama --------------------------------------------------------------------------------

@pytest.mark.parametrize("players", PLAYERS)
def test_vp_chart_equals_the_engine_scores_at_each_round_end(players):
    game = played("yokohama", players)
    stats = yokohama_stats(Replay(game.save))
    ends = round_ends(game.rounds)
    chart = stats["vp_by_round"]
    assert chart["rounds"] == [game.rounds[k] for k in ends]
    for seat in range(players):
        expected = [game.scores[k]["players"][seat]["vp"] for k in ends[:-1]]
        expected.append(game.scores[-1]["players"][seat]["final"]["during_play"])
        assert chart["series"][seat] == expected


@pytest.mark.parametrize("players", PLAYERS)
def test_final_totals_and_breakdown_are_the_engine_final_scoring(players):
    game = played("yokohama", players)
    stats = yokohama_stats(Replay(game.save))
    rows = game.final.scores()["players"]
    assert stats["vp_by_round"]["final"] == [row["vp"] for row in rows]
    for seat, parts in enumerate(stats["breakdown"]):
        assert list(parts) == list(BREAKDOWN_PARTS)
        assert sum(parts.values()) == rows[seat]["final"]["total"]


@pytest.mark.parametrize("players", PLAYERS)
def test_money_earned_minus_spent_is_the_change_of_the_purse(players):
    game = played("yokohama", players)
    start = Replay(game.save).position(0)
    stats = yokohama_stats(Replay(game.save))
    for seat, numbers in enumerate(stats["seats"]):
        change = game.final.state.players[seat].yen - start.state.players[seat].yen
        assert numbers["yen_earned"] - numbers["yen_spent"] == change
        assert numbers["yen_earned"] >= 0 and numbers["yen_spent"] >= 0


@pytest.mark.parametrize("players", PLAYERS)
def test_spending_counts_every_payment_event(players):
    game = played("yokohama", players)
    stats = yokohama_stats(Replay(game.save))
    for seat, numbers in enumerate(stats["seats"]):
        paid = sum(e.get("yen", 0) for events in game.events for e in events
                   if e["type"] == "pay" and e["seat"] == seat)
        assert numbers["yen_spent"] == paid


@pytest.mark.parametrize("players", PLAYERS)
def test_church_and_customs_contributions_match_the_boards(players):
    game = played("yokohama", players)
    stats = yokohama_stats(Replay(game.save))
    breakdown = game.final.scores()["players"]
    for seat, numbers in enumerate(stats["seats"]):
        assert numbers["church_assistants"] == game.final.state.church.count(seat)
        assert numbers["customs_assistants"] == game.final.state.customs.count(seat)
        assert numbers["church_vp"] == breakdown[seat]["final"]["church"]
        assert numbers["customs_vp"] == breakdown[seat]["final"]["customs"]


@pytest.mark.parametrize("players", PLAYERS)
def test_agent_moves_are_the_agents_used(players):
    game = played("yokohama", players)
    stats = yokohama_stats(Replay(game.save))
    used = [p.agents_used for p in game.final.state.players]
    assert [numbers["agent_moves"] for numbers in stats["seats"]] == used


def test_some_seeded_game_uses_an_agent():
    stats = yokohama_stats(Replay(played("yokohama", 2).save))
    assert sum(numbers["agent_moves"] for numbers in stats["seats"]) > 0


@pytest.mark.parametrize("players", PLAYERS)
def test_orders_by_country_and_technologies_are_the_seats_cards(players):
    game = played("yokohama", players)
    stats = yokohama_stats(Replay(game.save))
    for seat, numbers in enumerate(stats["seats"]):
        player = game.final.state.players[seat]
        assert sum(numbers["delivered_by_country"].values()) == len(player.delivered)
        assert len(numbers["technologies"]) == len(player.techs)


def test_game_in_progress_has_no_final_scoring():
    stats = yokohama_stats(Replay(played("yokohama", 3, stop_after=50).save))
    assert not stats["finished"]
    assert stats["breakdown"] is None and stats["vp_by_round"]["final"] is None


def test_yokohama_stats_refuse_a_machikoro_replay():
    with pytest.raises(ValueError, match="not a Yokohama"):
        yokohama_stats(Replay(played("machikoro", 2).save))


# --- Machi Koro ------------------------------------------------------------------------------

@pytest.mark.parametrize("players", PLAYERS)
def test_coins_chart_equals_the_engine_coins_at_each_turn_end(players):
    game = played("machikoro", players)
    stats = machikoro_stats(Replay(game.save))
    ends = round_ends(game.rounds)
    chart = stats["coins_by_turn"]
    assert chart["turns"] == [game.rounds[k] for k in ends]
    for seat in range(players):
        assert chart["series"][seat] == [game.scores[k]["players"][seat]["coins"] for k in ends]


@pytest.mark.parametrize("players", PLAYERS)
def test_income_minus_payments_and_building_is_the_change_of_coins(players):
    game = played("machikoro", players)
    stats = machikoro_stats(Replay(game.save))
    start = game.scores[0]["players"]
    for seat in range(players):
        costs = sum(e["cost"] for events in game.events for e in events
                    if e["type"] in ("build", "complete") and e["player"] == seat)
        change = game.final.state.coins[seat] - start[seat]["coins"]
        earned = sum(stats["income"][seat].values())
        assert earned - sum(stats["paid"][seat]) - costs == change


@pytest.mark.parametrize("players", PLAYERS)
def test_payments_between_players_are_red_and_purple_income(players):
    stats = machikoro_stats(Replay(played("machikoro", players).save))
    paid_total = sum(map(sum, stats["paid"]))
    assert paid_total == sum(row["red"] + row["purple"] for row in stats["income"])
    assert all(stats["paid"][seat][seat] == 0 for seat in range(players))


@pytest.mark.parametrize("players", PLAYERS)
def test_roll_counts_cover_every_throw(players):
    game = played("machikoro", players)
    stats = machikoro_stats(Replay(game.save))
    throws = [e for events in game.events for e in events if e["type"] == "roll"]
    assert sum(r["throws"] for r in stats["rolls"].values()) == len(throws)
    for dice, rolls in stats["rolls"].items():
        assert sum(rolls["counts"]) == rolls["throws"]
        assert sum(rolls["expected"]) == pytest.approx(rolls["throws"])
        assert rolls["totals"] == list(range(int(dice), 6 * int(dice) + 1))


def test_two_dice_distribution_peaks_at_seven():
    chances = dice_distribution(2)
    assert chances[7] == pytest.approx(1 / 6) and chances[2] == pytest.approx(1 / 36)
    assert sum(chances.values()) == 1


def test_machikoro_stats_refuse_a_yokohama_replay():
    with pytest.raises(ValueError, match="not a Machi Koro"):
        machikoro_stats(Replay(played("yokohama", 2).save))
