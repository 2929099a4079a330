"""boardgame.schema: a field table checks JSON-like data and names the path of the problem."""

from __future__ import annotations

import pytest

from boardgame.safe_json import InputError
from boardgame.schema import (
    AnyValue,
    Bool,
    Int,
    ListOf,
    Nullable,
    Num,
    Obj,
    SchemaError,
    Str,
    check,
    kind_of,
    problem,
)

LEVELS = ("easy", "normal", "hard")
SEAT = Obj({"kind": Str(choices=("human", "computer")), "name": Str(min_len=1, max_len=20),
            "level": Str(choices=LEVELS)}, optional={"level"})


def _pass_needs_a_seat(config: dict) -> str | None:
    if config["screen"] == "pass" and config.get("pass_to") is None:
        return 'screen "pass" needs pass_to'
    return None


CONFIG = Obj({
    "seats": ListOf(SEAT, 2, 4),
    "pace": Str(choices=("slow", "normal", "fast", "instant")),
    "screen": Str(choices=("table", "pass")),
    "pass_to": Nullable(Int(0, 3)),
    "log": ListOf(Str(max_len=100), max_len=5),
    "writes": Int(lo=0),
    "volume": Num(0, 1),
    "muted": Bool(),
    "game": AnyValue(),
}, optional={"pass_to", "volume", "muted"}, checks=(_pass_needs_a_seat,))


def _good() -> dict:
    return {"seats": [{"kind": "human", "name": "Ann"},
                      {"kind": "computer", "name": "Bot", "level": "hard"}],
            "pace": "normal", "screen": "table", "log": ["start"], "writes": 3,
            "game": {"anything": [1, 2]}}


def _problem_with(path: tuple, value: object) -> str | None:
    data = _good()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return problem(data, CONFIG, "config")


def test_a_good_config_has_no_problem() -> None:
    assert problem(_good(), CONFIG, "config") is None
    check(_good() | {"volume": 0.5, "muted": False, "pass_to": None}, CONFIG)


def test_a_value_outside_the_choices_names_its_path() -> None:
    assert _problem_with(("seats", 1, "level"), "x") == \
        'config.seats[1].level: "x" is not one of easy, normal, hard'


@pytest.mark.parametrize("path, value, message", [
    (("seats", 1, "level"), None, "config.seats[1].level: expected a text, got null"),
    (("pace",), [], "config.pace: expected a text, got a list"),
    (("writes",), "3", 'config.writes: expected a whole number, got a text "3"'),
    (("writes",), True, "config.writes: expected a whole number, got a boolean true"),
    (("writes",), 2.0, "config.writes: expected a whole number, got a number 2.0"),
    (("writes",), -1, "config.writes: -1 is not at least 0"),
    (("pass_to",), 4, "config.pass_to: 4 is not at least 0 and at most 3"),
    (("volume",), float("nan"), "config.volume: expected a number, got a number nan"),
    (("muted",), 0, "config.muted: expected true or false, got a number 0"),
    (("seats",), {"0": {}}, "config.seats: expected a list, got an object"),
    (("seats", 0), "Ann", 'config.seats[0]: expected an object, got a text "Ann"'),
    (("seats", 0, "name"), "", 'config.seats[0].name: "" is shorter than 1 characters'),
])
def test_wrong_types_and_values_name_the_field(path: tuple, value: object, message: str) -> None:
    assert _problem_with(path, value) == message


def test_list_lengths_are_checked() -> None:
    assert _problem_with(("seats",), [{"kind": "human", "name": "A"}]) == \
        "config.seats: has 1 items, expected 2 to 4"
    assert _problem_with(("log",), ["a"] * 6) == "config.log: has 6 items, expected 0 to 5"


def test_missing_and_unknown_fields_are_refused() -> None:
    data = _good()
    del data["seats"][0]["kind"]
    assert problem(data, CONFIG, "config") == "config.seats[0].kind: is missing"
    assert problem(_good() | {"seed": 4}, CONFIG, "config") == 'config: unknown field "seed"'
    assert problem(_good() | {"seed": 4}, Obj(CONFIG.fields, CONFIG.optional, extra=True)) \
        is None


def test_cross_field_checks_run_last() -> None:
    assert _problem_with(("screen",), "pass") == 'config: screen "pass" needs pass_to'
    data = _good() | {"screen": "pass", "pass_to": 1}
    assert problem(data, CONFIG) is None


def test_long_values_are_cut_in_messages() -> None:
    message = _problem_with(("seats", 0, "name"), "n" * 1_000_000)
    assert message is not None and len(message) < 100 and "…" in message
    message = _problem_with(("pace",), "p" * 1_000_000)
    assert message is not None and len(message) < 200


def test_check_raises_a_schema_error_that_is_an_input_error() -> None:
    with pytest.raises(SchemaError) as info:
        check([], CONFIG, "config")
    assert isinstance(info.value, InputError) and isinstance(info.value, ValueError)
    assert info.value.path == "config"
    assert str(info.value) == "config: expected an object, got a list"


def test_a_bare_value_without_a_path_is_called_value() -> None:
    assert problem("x", Int()) == 'value: expected a whole number, got a text "x"'


@pytest.mark.parametrize("value, kind", [
    (None, "null"), (False, "a boolean"), (1, "a number"), (1.5, "a number"), ("", "a text"),
    ([], "a list"), ({}, "an object"), (b"", "a bytes"),
])
def test_kind_of_uses_json_names(value: object, kind: str) -> None:
    assert kind_of(value) == kind
