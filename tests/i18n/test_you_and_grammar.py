"""The person's own seat is "you", and every log line reads right in every language.

Whole games are played by the easy computer seats through the page's sessions (so the log is
recorded as the page records it), then every line is written again in every language, once
for each seat as the person addressed and once for nobody. Machi Koro's log messages are also
written for every event kind with every card name. The checks are the pitfalls a machine can
see: English "a"/"an", doubled spaces, placeholders left, raw ids, and a name where "you"
belongs.
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from web.i18n import LANGUAGES, YOU_MARK, addressing, english, fields, seat_name, thaw
from web.shell.ui_state import UiState, addressee

NAMES = ("Aiko", "Ben", "Chiyo", "Daiki")
RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\br\dc\d\b|\{|\}|\bMe\b|\bNone\b|\bseat \d")
A_BEFORE_VOWEL = re.compile(r"(?:^|[\s(])[aA] (?:[AEIOU]|Ho\b)")
AN_BEFORE_CONSONANT = re.compile(r"(?:^|[\s(])[aA]n (?![AEIOUaeiou])\w")
# Portuguese names these countries with an article: "do Reino Unido", never "de Reino Unido"
PT_NO_ARTICLE = re.compile(r"\b(?:em|de) (?:Reino Unido|Estados Unidos|Países Baixos|França|"
                           r"Alemanha)\b")


def _session(game: str):
    import web.games  # noqa: F401  (the games' catalogues)
    from web.machikoro import GAME as MK
    from web.yokohama import GAME as YK

    return (YK if game == "yokohama" else MK).new_session(False)


@cache
def played_log(game: str, players: int, seed: int = 5, moves: int = 400) -> tuple:
    """The recorded log of a game played by easy computer seats (at most ``moves`` moves)."""
    from machikoro.ai import choose_move as mk_move
    from yokohama.ai import choose_move as yk_move

    choose = yk_move if game == "yokohama" else mk_move
    s = _session(game)
    config = s.default_config()
    config.update(players=players, seed=seed)
    for i, seat in enumerate(config["seats"]):
        seat.update(name=NAMES[i], kind="human" if i == 0 else "computer")
    s.new_game(config)
    for step in range(moves):
        g = s.game
        if g.is_over:
            break
        s._apply(choose(g, g.current_player, "easy", seed * 1000 + step))
    return tuple(s.ui.log)


def problems(line: str, lang: str, you: int | None) -> list[str]:
    out = []
    if "  " in line or line != line.strip():
        out.append("spacing")
    if RAW.search(line):
        out.append("raw id or placeholder: " + RAW.search(line).group(0))
    if lang == "en" and (A_BEFORE_VOWEL.search(line) or AN_BEFORE_CONSONANT.search(line)):
        out.append("a/an")
    if lang == "pt" and PT_NO_ARTICLE.search(line):
        out.append("pt: a country without its article")
    if you is not None and NAMES[you] in line:
        out.append("the person addressed is named, not 'you'")
    return out


@pytest.mark.parametrize("game", ["yokohama", "machikoro"])
def test_every_log_line_reads_right_for_every_seat_in_every_language(lang, game):
    log = played_log(game, 4)
    assert len(log) > 60
    bad = []
    for code in LANGUAGES:
        lang.set_language(code)
        for you in (None, 0, 1, 2, 3):
            with addressing(you):
                for line in log[1:]:  # the first line lists every seat by name
                    text = thaw(line)
                    assert text
                    bad += [(code, you, text, p) for p in problems(text, code, you)]
    assert not bad, bad[:10]


def test_the_person_addressed_reads_you_build_others_read_the_name(lang):
    log = played_log("machikoro", 2)
    builds = [line for line in log if isinstance(line, dict) and line.get("t") == "mk_log_build"
              and line["f"]["name"]["s"] == 0]
    assert builds
    expected = {"en": ("You build ", "Aiko builds "), "nl": ("Jij bouwt ", "Aiko bouwt "),
                "pt": ("Você constrói ", "Aiko constrói "), "pl": ("Budujesz: ", "Aiko buduje: "),
                "ja": ("あなたが", "Aikoが")}
    for code, (second, third) in expected.items():
        lang.set_language(code)
        with addressing(0):
            assert thaw(builds[0]).startswith(second), code
        for other in (1, None):
            with addressing(other):
                assert thaw(builds[0]).startswith(third), code


def test_yokohama_log_says_you_for_the_person_and_you_gain(lang):
    log = played_log("yokohama", 2)
    with addressing(0):
        mine = [thaw(line) for line in log if isinstance(line, dict)
                and (line.get("f") or {}).get("name", {}).get("s") == 0]
    assert mine and all(x.startswith("You") for x in mine)
    assert not any(" gains " in x or " pays " in x for x in mine if "Ben" not in x)


def test_every_you_variant_replaces_one_seat_field_of_its_message():
    """``key~field``: the message ``key`` exists and the variant does not write that seat's
    name (it says "you"); the rest of the fields are the same. (A mover's own gains,
    "gains 2 fish", get the mover as a field their English does not write.)"""
    messages = english()
    variants = [k for k in messages if YOU_MARK in k]
    assert len(variants) > 30
    for key in variants:
        base, field = key.split(YOU_MARK)
        assert base in messages, key
        base_fields, own = fields(str(messages[base])), fields(str(messages[key]))
        assert field not in own and own == base_fields - {field}, key


def test_a_message_naming_a_seat_keeps_the_name_without_its_variant():
    with addressing(0):
        from web.shell.messages import t

        assert t("pass_to", name=seat_name("Aiko", 0)) == "Pass the device to Aiko"
        assert t("winner", name=seat_name("Aiko", 0)) == "You win!"
        assert t("winner", name=seat_name("Ben", 1)) == "Ben wins!"
        assert t("winner", name="Aiko") == "Aiko wins!"  # a plain name is only a name


@pytest.mark.parametrize("you", [None, 0, 1])
def test_machikoro_every_event_with_every_card_reads_right(lang, you):
    """Every log message kind of Machi Koro with every card name, in every language."""
    from machikoro.components import DATA
    from web.machikoro.describe import Names, event_line

    nm = Names({"names": list(NAMES[:3])})
    landmarks = [m["id"] for m in DATA["landmarks"]]
    cards = [b["id"] for b in DATA["buildings"]] + landmarks
    seats = {"player": 0, "to": 0, "from": 1, "target": 1, "with": 1, "winner": 0}
    kinds = [
        {"type": "roll", "dice": [3, 4]}, {"type": "roll", "dice": [5], "rerolled": True},
        {"type": "keep", "total": 7}, {"type": "reroll", "discarded": 7},
        {"type": "pay", "amount": 2, "owed": 2}, {"type": "pay", "amount": 1, "owed": 3},
        {"type": "pay", "amount": 0, "owed": 3}, {"type": "income", "amount": 3},
        {"type": "income", "amount": 6, "copies": 2}, {"type": "tv_target"},
        {"type": "tv_target", "auto": True}, {"type": "decline_swap"},
        {"type": "swap_impossible"}, {"type": "build", "cost": 2},
        {"type": "complete", "cost": 16}, {"type": "pass"}, {"type": "turn", "extra": True},
        {"type": "game_over"},
    ]
    bad, seen = [], 0
    for code in LANGUAGES:
        lang.set_language(code)
        with addressing(you):
            for kind in kinds:
                for card in cards:
                    if kind["type"] in ("build", "complete") and \
                            (card in landmarks) != (kind["type"] == "complete"):
                        continue  # buildings are built, landmarks completed
                    for swap_seats in ((0, 1), (1, 0)):
                        ev = {**seats, "to": swap_seats[0], "from": swap_seats[1], **kind,
                              "card": card, "give": card, "take": cards[0]}
                        text = event_line(ev, nm)
                        seen += 1
                        assert text, ev
                        bad += [(code, text, p) for p in problems(text, code, you)]
            swap = {"type": "swap", "player": 0, "with": 1, "give": cards[0],
                    "take": cards[1]}
            for ev in (swap, {**swap, "player": 1, "with": 0}):
                text = event_line(ev, nm)
                bad += [(code, text, p) for p in problems(text, code, you)]
    assert seen > 1000
    assert not bad, bad[:10]


def test_the_page_speaks_to_the_seat_it_shows():
    people = [{"name": n, "kind": "human"} for n in NAMES[:2]]
    mixed = [{"name": "Aiko", "kind": "human"}, {"name": "Ben", "kind": "computer"}]
    assert addressee(UiState(seats=mixed, viewer=0)) == 0
    assert addressee(UiState(seats=mixed, viewer=1)) is None  # a computer seat is no "you"
    assert addressee(UiState(seats=people, viewer=1)) == 1  # hot seat: the one shown
    assert addressee(UiState(seats=people, viewer=0, screen="pass", pass_to=1)) is None
    assert addressee(UiState(seats=people, viewer=None)) is None  # everything shown


def test_hot_seat_since_summary_and_news_say_you_to_the_player_shown(lang):
    from machikoro.ai import choose_move

    s = _session("machikoro")
    config = s.default_config()
    config.update(players=2, seed=3)
    for i, seat in enumerate(config["seats"]):
        seat.update(name=NAMES[i], kind="human")
    s.new_game(config)
    for step in range(40):
        g = s.game
        if g.current_player == 1 and step > 3:
            break
        s.play(choose_move(g, g.current_player, "easy", step))
    assert s.ui.viewer == 1
    news = s.take_news()
    assert news and not any("Ben" in line for line in news)
    assert any(line.startswith("Aiko") for line in news)
    from web.shell.frame import since_lines

    with addressing(addressee(s.ui)):
        since = since_lines(s.game.view(1), s.ui)
    assert since and not any("Ben" in line for line in since)


def test_final_scores_say_you_win_and_mark_the_persons_row():
    from web.shell.frame import final_dialog, score_name

    seats = [{"name": "Aiko", "kind": "human"}, {"name": "Ben", "kind": "computer"}]
    ui = UiState(seats=seats, viewer=0, screen="final", final={"winner": 0, "rows": []})
    view = {"names": ["Aiko", "Ben"]}
    with addressing(addressee(ui)):
        html = final_dialog(view, ui, "Final scoring", "")
        rows = [score_name({"seat": 0, "name": "Aiko"}), score_name({"seat": 1, "name": "Ben"})]
    assert "You win!" in html and "Aiko wins!" not in html
    assert "(you)" in rows[0] and "(you)" not in rows[1]
    with addressing(None):  # a replay showing everything: names only
        assert "Aiko wins!" in final_dialog(view, ui, "Final scoring", "")


def _you_marks(html: str, seat: int) -> list[str]:
    """What the log line's spans of ``seat``'s colour hold (a shape alone: "")."""
    spans = re.findall(rf'<span class="seat-name seat-{seat}">(.*?)</span>(?!</svg>)', html)
    return [re.sub(r"<svg.*?</svg>", "", s) for s in spans]


@pytest.mark.parametrize("code,word", [("en", "You"), ("nl", "Jij"), ("pt", "Você"),
                                       ("ja", "あなた"), ("pl", "")])
def test_you_in_the_log_is_in_the_persons_seat_colour(lang, code, word):
    """Others' names are in their seat colours; the person's "you" is in theirs (Polish
    "Budujesz" has no pronoun: the seat's shape leads the line)."""
    from web.shell.frame import log_item

    log = played_log("machikoro", 2)
    build = next(line for line in log if isinstance(line, dict)
                 and line.get("t") == "mk_log_build" and line["f"]["name"]["s"] == 0)
    ui = UiState(seats=[{"name": n, "kind": "human"} for n in NAMES[:2]], viewer=0)
    lang.set_language(code)
    with addressing(0):
        html = log_item(build, ui)
    assert _you_marks(html, 0) == [word], html
    if not word:  # the seat's shape leads the line
        assert html.startswith('<span class="seat-name seat-0"><svg'), html
    with addressing(1):  # the other seat reads the name, in seat 0's colour, no "you"
        other = log_item(build, ui)
    assert _you_marks(other, 0) == ["Aiko"]


def test_the_word_you_is_marked_only_as_a_whole_word(lang):
    from web.shell.frame import named

    ui = UiState(seats=[{"name": n, "kind": "human"} for n in NAMES[:2]], viewer=0)
    html = named("Ben pays ¥1 to you (yours)", ui, 0)
    assert _you_marks(html, 0) == ["you"]
    assert named("Ben builds", ui, None).count("seat-0") == 0


@pytest.mark.parametrize("game,players,seed", [("yokohama", 3, 6), ("machikoro", 4, 5)])
def test_since_your_last_turn_shows_you_in_the_persons_seat_colour(lang, game, players, seed):
    """The summary reads as the log does: another seat's line that speaks of the person
    ("Chiyo: Move to Bank via Church (pays ¥1 to you; …)", "Bakery: you get ¥1") has "you"
    in the person's seat colour and the other names in theirs."""
    from web.shell.frame import since_panel

    log = played_log(game, players, seed)

    def of_another_to_you(line) -> bool:
        with addressing(0):
            mine = thaw(line)
        with addressing(None):
            plain = thaw(line)
        return mine != plain and not mine.startswith("You")

    line = next(x for x in log[1:] if of_another_to_you(x))
    ui = UiState(seats=[{"name": n, "kind": "human"} for n in NAMES[:players]], viewer=0,
                 screen="play", log=[log[0], line], seen={0: 1})
    with addressing(0):
        html = since_panel({"current_player": 0}, ui)
        text = thaw(line)
    assert 'id="since"' in html
    assert _you_marks(html, 0) == ["you"], html
    for seat in range(1, players):
        assert _you_marks(html, seat) == [NAMES[seat]] * text.count(NAMES[seat]), html
