"""boardgame.safe_json: size and nesting checked before parsing, one error type, short
messages, and C-speed scanning on big inputs."""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardgame.safe_json import MAX_DEPTH, InputError, cut, loads, nesting_depth, quote

QUICK = settings(max_examples=200, deadline=None, database=None)

tricky_text = st.text(alphabet='[]{}"\\,:ab\u00e9\n', max_size=12)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text() | tricky_text
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(tricky_text, inner, max_size=3),
    max_leaves=20)


def depth_of(value: object) -> int:
    if isinstance(value, list):
        return 1 + max(map(depth_of, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(depth_of, value.values()), default=0)
    return 0


@QUICK
@given(json_values, st.booleans())
def test_scan_depth_equals_the_real_depth(value: object, ascii_only: bool) -> None:
    text = json.dumps(value, ensure_ascii=ascii_only)
    assert nesting_depth(text) == depth_of(value)


@QUICK
@given(json_values)
def test_valid_json_parses_like_json_loads(value: object) -> None:
    text = json.dumps(value, ensure_ascii=False)
    assert loads(text, max_depth=100) == json.loads(text)


@QUICK
@given(st.text(max_size=300) | st.binary(max_size=300))
def test_any_input_parses_or_raises_input_error(raw: str | bytes) -> None:
    try:
        loads(raw)
    except InputError as error:
        assert len(str(error)) <= 200


@pytest.mark.parametrize("text, depth", [
    ("1", 0), ('"[[["', 0), ("[]", 1), ('{"a": [{}]}', 3), ('["\\"[[[["]', 1),
    ('["\\\\", [1]]', 2), ('["\\\\\\"[", [1]]', 2), ("[[]][[[", 3), ('["[[[', 1),
])
def test_brackets_in_strings_and_escapes_are_not_nesting(text: str, depth: int) -> None:
    assert nesting_depth(text) == depth


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1_000, 100_000])
def test_deep_nesting_is_refused_before_parsing(depth: int) -> None:
    with pytest.raises(InputError, match=f"deeper than {MAX_DEPTH}"):
        loads("[" * depth + "]" * depth)


def test_nesting_at_the_limit_is_accepted() -> None:
    assert loads("[" * MAX_DEPTH + "]" * MAX_DEPTH) == json.loads("[" * 32 + "]" * 32)
    with pytest.raises(InputError, match="deeper than 3"):
        loads('{"a": {"b": {"c": []}}}', max_depth=3)


def test_unclosed_deep_nesting_is_refused_without_recursion() -> None:
    for text in ("[" * 100_000, '{"a":' * 50_000, "[{" * 50_000, "]" * 10 + "[" * 50):
        with pytest.raises(InputError, match="deeper"):
            loads(text)


def test_size_is_checked_before_anything_else() -> None:
    with pytest.raises(InputError, match="too large"):
        loads("[" * 101, max_chars=100)
    with pytest.raises(InputError, match="too large"):
        loads(b"1" * 101, max_chars=100)
    assert loads("1" * 100, max_chars=100) == int("1" * 100)


def test_utf8_bytes_and_a_bom_are_read() -> None:
    assert loads('["\u00e9\u6f22"]'.encode()) == ["\u00e9\u6f22"]
    assert loads(b"\xef\xbb\xbf[1]") == [1]
    assert loads(bytearray(b"[2]")) == [2]


@pytest.mark.parametrize("raw", [b"[\"\xff\"]", b"\xc3", b"[\"\xed\xa0\x80\"]"])
def test_bytes_that_are_not_utf8_are_refused(raw: bytes) -> None:
    with pytest.raises(InputError, match="not UTF-8"):
        loads(raw)


@pytest.mark.parametrize("raw", [None, 5, ["[]"], 1.5])
def test_non_text_is_refused(raw: object) -> None:
    with pytest.raises(InputError, match="not text"):
        loads(raw)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["NaN", "[Infinity]", "-Infinity", "1e999", "[-1e400]"])
def test_numbers_json_cannot_carry_are_refused(text: str) -> None:
    with pytest.raises(InputError):
        loads(text)


def test_lone_surrogates_are_refused_but_pairs_are_read() -> None:
    assert loads('"\\ud83d\\ude00"') == "\U0001f600"
    for text in ('"\\ud800"', '["a\\udfff"]', '{"\\udc00": 1}', '"\ud800"'):
        with pytest.raises(InputError, match="surrogate"):
            loads(text)


def test_too_many_digits_is_an_input_error() -> None:
    with pytest.raises(InputError, match="not valid JSON"):
        loads("9" * 5_000)


def test_a_broken_10_mb_text_gives_a_short_message() -> None:
    text = '["' + "x" * 10_000_000 + '", }'
    with pytest.raises(InputError) as info:
        loads(text, max_chars=20_000_000)
    assert len(str(info.value)) < 100 and "line 1" in str(info.value)


def test_ten_megabytes_of_hostile_text_scan_in_c_time() -> None:
    refused = ["[" * 5_000_000 + "]" * 5_000_000, "[[]" * 3_400_000, '"' + '\\"' * 5_000_000]
    read = [json.dumps([["a\\\"[" * 4]] * 300_000), json.dumps("\\" * 5_000_000)]
    for text in refused + read:
        start = time.perf_counter()
        try:
            loads(text, max_chars=20_000_000, max_depth=2)
        except InputError:
            assert text in refused
        assert time.perf_counter() - start < 4.0  # about 0.05-0.5 s; quadratic would be hours


def test_cut_keeps_short_texts_and_marks_cut_ones() -> None:
    assert cut("abc", 3) == "abc"
    assert cut("abcd", 3) == "ab…"
    assert len(cut("x" * 10_000_000)) == 80


@pytest.mark.parametrize("value, shown", [
    ("x", '"x"'), (None, "null"), (True, "true"), (7, "7"), (-1.5, "-1.5"),
    ('a"b', '"a\\"b"'), ([1, 2], "[1, 2]"),
])
def test_quote_shows_values_the_json_way(value: object, shown: str) -> None:
    assert quote(value) == shown


def test_quote_cuts_long_and_deep_values() -> None:
    assert quote("y" * 10_000_000) == '"' + "y" * 78 + "…"
    assert len(quote(list(range(10_000)))) <= 80
    assert quote(10 ** 4000).endswith("-bit number")
    deep: list = []
    for _ in range(10_000):
        deep = [deep]
    assert len(quote(deep)) <= 80
