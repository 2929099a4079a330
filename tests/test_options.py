"""Options (RULES 15): every value accepted, bad names and values refused."""

from __future__ import annotations

import pytest

import yokohama
from yokohama import components as C

CASES = [(o["id"], v) for o in C.OPTIONS for v in o["values"]]


def test_thirteen_options_with_default_first() -> None:
    # RULES 15: the default is always listed first
    assert len(C.OPTIONS) == 13
    assert all(o["default"] == o["values"][0] for o in C.OPTIONS)


@pytest.mark.parametrize(("option", "value"), CASES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_option_value_is_accepted(option: str, value, players: int) -> None:
    # RULES 15
    g = yokohama.new_game(players, 1, {option: value})
    assert g.state.options[option] == value
    assert g.view(0)["options"][option] == value


def test_defaults_filled_in() -> None:
    # RULES 15
    g = yokohama.new_game(3, 1)
    assert g.state.options == {o["id"]: o["default"] for o in C.OPTIONS}


def test_unknown_option_name_raises() -> None:
    # RULES 15
    with pytest.raises(ValueError, match="unknown option"):
        yokohama.new_game(3, 1, {"no_such_option": True})


@pytest.mark.parametrize(("option", "value"), [
    ("tech_fee_from_card", 3), ("tech_fee_from_card", "4"), ("tech_fee_from_card", 4.0),
    ("tech_fee_from_card", None), ("church_yen_per_faith", 0),
    ("church_faith_from_power", "LINEAR"), ("chinatown_import_line", "none"),
    ("lone_majority", ""), ("five_power_token_end_vp", True), ("five_power_token_end_vp", 2),
    ("five_power_token_end_vp", 1.0), ("recall_scope", ["any_areas"]),
    ("stagecoach_covers_postal_stop", 1), ("stagecoach_covers_postal_stop", "true"),
    ("direct_move_requires_own_assistant", 0), ("port_vp_requires_card", None),
    ("achievement_b_counts_used_agents", "yes"), ("agent_counts_as_president", 1),
    ("church_space_rule", "at most"),
])
def test_bad_option_value_raises(option: str, value) -> None:
    # RULES 15
    with pytest.raises(ValueError):
        yokohama.new_game(3, 1, {option: value})


def test_options_must_be_a_mapping() -> None:
    # RULES 15
    with pytest.raises(ValueError):
        yokohama.new_game(3, 1, [("recall_scope", "one_area")])  # type: ignore[arg-type]


def test_options_survive_a_save() -> None:
    # RULES 15: a save keeps the options
    options = {o["id"]: o["values"][-1] for o in C.OPTIONS}
    g = yokohama.new_game(4, 2, options)
    assert yokohama.load_game(g.to_json()).state.options == options
