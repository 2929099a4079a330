"""Share links: finished games round-trip; anything broken gives one clear error type."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from played_games import GAMES, fingerprint, played

from boardgame import share
from boardgame.replay import Replay
from boardgame.share import PREFIX, ShareError, decode, encode, encode_game


def link_of(raw: bytes, code: str = "yh", version: int = 1) -> str:
    body = base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")
    return f"{PREFIX}{version}.{code}.{body}"


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_finished_game_round_trips_to_the_same_final_position(name, players):
    game = played(name, players)
    link = encode(game.save)
    shared = decode(link)
    assert shared.game == name
    replay = Replay(shared.save)
    assert fingerprint(name, replay.final()) == game.fingerprints[-1]
    assert replay.moves == json.loads(game.save)["moves"]


def test_link_has_version_and_game_prefix_and_only_fragment_safe_characters():
    link = encode(played("machikoro", 3).save)
    assert link.startswith("#replay=1.mk.")
    assert all(c.isalnum() or c in "-_." for c in link[len(PREFIX):])


def test_encoding_a_game_object_leaves_it_unchanged():
    game = played("yokohama", 2).final
    before = game.to_json()
    assert decode(encode_game(game)).game == "yokohama"
    assert game.to_json() == before


def test_game_in_progress_cannot_be_shared():
    with pytest.raises(ShareError, match="only finished games"):
        encode(played("yokohama", 2, stop_after=30).save)


def test_link_to_game_in_progress_is_refused():
    save = played("machikoro", 2, stop_after=20).save
    with pytest.raises(ShareError, match="only finished games"):
        decode(link_of(save.encode(), "mk"))


def test_link_for_another_game_is_refused_when_one_is_expected():
    link = encode(played("machikoro", 2).save)
    with pytest.raises(ShareError, match="another game"):
        decode(link, expected_game="yokohama")


def test_link_whose_code_and_save_disagree_is_refused():
    save = played("machikoro", 2).save
    with pytest.raises(ShareError, match="does not match"):
        decode(link_of(save.encode(), "yh"))


def test_link_from_a_future_version_is_refused():
    link = encode(played("machikoro", 2).save).replace("#replay=1.", "#replay=2.")
    with pytest.raises(ShareError, match="newer version"):
        decode(link)


def test_save_from_a_future_engine_version_is_refused():
    data = json.loads(played("machikoro", 2).save)
    data["version"] = 99
    with pytest.raises(ShareError, match="cannot be loaded"):
        decode(link_of(json.dumps(data).encode(), "mk"))


def test_unknown_game_code_is_refused():
    link = encode(played("machikoro", 2).save).replace(".mk.", ".zz.")
    with pytest.raises(ShareError, match="does not know"):
        decode(link)


def test_truncated_link_is_refused():
    link = encode(played("yokohama", 3).save)
    for cut in (len(link) - 1, len(link) - 7, len(link) // 2, len(PREFIX) + 6):
        with pytest.raises(ShareError):
            decode(link[:cut])


def test_decompression_bomb_is_refused():
    bomb = b'{"format":"yokohama-save","pad":"' + b" " * 20_000_000 + b'"}'
    link = link_of(bomb)
    assert len(link) < share.MAX_LINK_CHARS
    with pytest.raises(ShareError, match="too large"):
        decode(link)


def test_overlong_link_is_refused():
    with pytest.raises(ShareError, match="too long"):
        decode(PREFIX + "1.yh." + "A" * share.MAX_LINK_CHARS)


@pytest.mark.parametrize("raw", [b"not json", b"[1,2]", b'{"format":"chess"}', b"\xff\xfe",
                                 b"[" * 100_000 + b"]" * 100_000])
def test_unreadable_saves_inside_a_link_are_refused(raw):
    with pytest.raises(ShareError):
        decode(link_of(raw))


@pytest.mark.parametrize("text", ["", "#replay=", "#replay=1.yh.", "#other=1.yh.AAAA",
                                  "#replay=1.yh.AA==", "#replay=x.yh.AAAA", "#replay=0.yh.AAAA",
                                  "#replay=1.yh.AAAA!", None, 42])
def test_malformed_fragments_are_refused(text):
    with pytest.raises(ShareError):
        decode(text)


def test_moves_altered_to_illegal_ones_are_refused():
    data = json.loads(played("yokohama", 2).save)
    data["moves"][10] = "pass pass"
    with pytest.raises(ShareError, match="cannot be loaded"):
        decode(link_of(json.dumps(data).encode()))


LINK = encode(played("machikoro", 2).save)
LINK_Y = encode(played("yokohama", 2).save)


def _mutate(link: str, data: st.DataObject) -> str:
    kind = data.draw(st.sampled_from(["cut", "flip", "insert", "delete", "swap"]))
    at = data.draw(st.integers(0, len(link) - 1))
    alphabet = "ABCxyz019-_.=#+/ é"
    if kind == "cut":
        return link[:at]
    if kind == "flip":
        return link[:at] + data.draw(st.sampled_from(alphabet)) + link[at + 1:]
    if kind == "insert":
        return link[:at] + data.draw(st.text(alphabet, min_size=1, max_size=4)) + link[at:]
    if kind == "delete":
        return link[:at] + link[at + data.draw(st.integers(1, 8)):]
    other = data.draw(st.integers(0, len(link) - 1))
    chars = list(link)
    chars[at], chars[other] = chars[other], chars[at]
    return "".join(chars)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), which=st.sampled_from([LINK, LINK_Y]))
def test_mutated_links_give_a_share_error_or_the_same_game(data, which):
    mutated = _mutate(which, data)
    try:
        shared = decode(mutated)
    except ShareError as error:
        assert 0 < len(str(error)) <= 200
        return
    assert shared == decode(which)  # only harmless edits (e.g. none at all) may pass


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_in_a_link_give_a_share_error(raw):
    with pytest.raises(ShareError):
        decode(link_of(raw))


def test_shared_save_file_opens_like_a_link():
    game = played("yokohama", 3)
    assert share.decode_save(game.save) == decode(encode(game.save))


@pytest.mark.parametrize(("text", "message"), [
    (played("yokohama", 2, stop_after=10).save, "only finished"),
    ("{", "not a readable save"),
    (b"\xff", "not a readable save"),
    ("x" * (share.MAX_SAVE_BYTES + 1), "too large"),
    (played("machikoro", 2).save, "another game"),
])
def test_bad_shared_save_files_are_refused(text, message):
    with pytest.raises(ShareError, match=message):
        share.decode_save(text, expected_game="yokohama")
