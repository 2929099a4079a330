"""The page's language runtime: catalogues through gettext, plurals, fallback to English."""

from __future__ import annotations

import io

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from web import i18n


@pytest.mark.parametrize("prefs, code", [
    (["pl-PL", "en"], "pl"), (["en-GB", "pl"], "en"), (["pt-BR"], "pt"), (["ja"], "ja"),
    (["nl_BE"], "nl"), (["de-DE", "fr"], "en"), ([], "en"), (None, "en"), (["NL"], "nl"),
])
def test_default_language_is_the_first_supported_browser_language(prefs, code):
    assert i18n.pick_language(prefs) == code


def test_languages_are_offered_by_their_own_names():
    assert i18n.language_choices() == [("en", "English"), ("nl", "Nederlands"),
                                       ("ja", "日本語"), ("pt", "Português"), ("pl", "Polski")]


def test_unknown_language_code_means_english(lang):
    assert lang.set_language("xx") == "en"
    assert lang.t("undo") == "Undo"


@pytest.mark.parametrize("code, text", [("en", "Undo"), ("nl", "Ongedaan maken"),
                                        ("ja", "取り消し"), ("pt", "Desfazer"), ("pl", "Cofnij")])
def test_t_speaks_the_current_language(lang, code, text):
    lang.set_language(code)
    assert lang.t("undo") == text


def test_fields_are_filled_in_the_translation(lang):
    lang.set_language("ja")
    assert lang.t("prompt_build", power=4, area="銀行") == "銀行で4パワー:店舗か商館を建てますか?"


def test_component_names_are_translated(lang):
    lang.set_language("ja")
    assert lang.t("area.silk_mill") == "製糸場"
    assert lang.t("tech.stagecoach") == "乗合馬車"
    lang.set_language("nl")
    assert lang.t("mk.business_center") == "Zakencentrum"


@pytest.mark.parametrize("n, text", [(1, "1 sklep z magazynu"), (3, "3 sklepy z magazynu"),
                                     (5, "5 sklepów z magazynu"), (12, "12 sklepów z magazynu"),
                                     (22, "22 sklepy z magazynu"), (0, "0 sklepów z magazynu")])
def test_polish_has_three_plural_forms(lang, n, text):
    lang.set_language("pl")
    assert lang.tn("r_shop_wh", n) == text


def test_japanese_has_one_form(lang):
    lang.set_language("ja")
    assert lang.tn("log_title", 1) == "ゲームの記録(1手)"
    assert lang.tn("log_title", 7) == "ゲームの記録(7手)"


def test_t_of_a_plural_message_counts_by_its_n_field(lang):
    lang.set_language("en")
    assert lang.t("assistants_of", n=1, name="Ben") == "1 assistant of Ben"
    assert lang.t("assistants_of", n=2, name="Ben") == "2 assistants of Ben"
    lang.set_language("pl")
    assert lang.t("log_title", n=4) == "Dziennik gry (4 ruchy)"


def test_a_language_without_catalogue_shows_english_not_keys(lang, tmp_path):
    lang.set_locale_dir(tmp_path)  # nothing compiled there
    lang.set_language("pl")
    assert not lang.has_catalogue("pl")
    assert lang.t("undo") == "Undo"
    assert lang.t("area.silk_mill") == "Silk Mill"
    assert lang.tn("r_shop_wh", 2) == "2 shops from the warehouse"


def _mo(entries: dict) -> bytes:
    cat = Catalog(locale="nl")
    for (key, msgid), text in entries.items():
        cat.add(msgid, text, context=key)
    buf = io.BytesIO()
    write_mo(buf, cat)
    return buf.getvalue()


def test_a_message_missing_from_a_catalogue_shows_english(lang):
    lang.load_catalogue("nl", _mo({("undo", "Undo"): "Ongedaan maken"}))
    lang.set_language("nl")
    assert lang.t("undo") == "Ongedaan maken"
    assert lang.t("menu") == "Menu"
    assert lang.t("round_n", n=3) == "Round 3"


def test_a_translation_with_a_wrong_field_shows_english(lang):
    lang.load_catalogue("nl", _mo({("round_n", "Round {n}"): "Ronde {ronde}"}))
    lang.set_language("nl")
    assert lang.t("round_n", n=3) == "Round 3"


def test_an_unknown_key_is_an_error():
    with pytest.raises(KeyError):
        i18n.t("no_such_message")


def test_components_of_both_games_have_english_names():
    from web.machikoro.messages import component_names as machikoro_names
    from web.yokohama.messages import component_names as yokohama_names

    names = {**yokohama_names(), **machikoro_names()}
    assert all(i18n.has(key) and i18n.t(key) == text for key, text in names.items())
    assert names["area.chinatown"] == "Chinatown"
    assert names["tech.gas_lamp"] == "Gas Lamp"
    assert names["ach.ach_a1"] == "Hold at least 5 copper"
    assert names["mk.wheat_field"] == "Wheat Field"
    assert sum(k.startswith("area.") for k in names) == 14
    assert sum(k.startswith("mk.") for k in names) == 19


def test_outside_recording_texts_are_plain_strings():
    assert type(i18n.t("undo")) is str
    assert type(i18n.join(", ", ["a", "b"])) is str


def _log_line(lk):
    """A nested message like the game log's: a move with a reward list inside."""
    reward = lk.join(", ", [lk.t("r_vp", n=2), lk.tn("goods_n_import", 3)])
    text = lk.t("m_deliver", order=lk.t("an_order"), reward=reward)
    return lk.t("log_line", name="Ben", text=text)


def test_a_recorded_text_is_written_again_in_another_language(lang):
    with lang.recording():
        frozen = lang.freeze(_log_line(lang))
    assert lang.thaw(frozen) == "Ben: Deliver an order for 2 VP, 3 imports"
    lang.set_language("pl")
    assert lang.thaw(frozen) == ("Ben: Wypełnij: zamówienie, nagroda: 2 PZ, "
                                 "3 dobra importowane")
    lang.set_language("ja")
    assert lang.thaw(frozen) == "Ben:注文書を達成して2勝利点, 舶来品3個を得る"


def test_frozen_texts_are_json(lang):
    import json

    with lang.recording():
        frozen = lang.freeze(_log_line(lang))
    assert lang.thaw(json.loads(json.dumps(frozen))) == lang.thaw(frozen)


def test_old_plain_log_lines_thaw_as_they_are():
    assert i18n.thaw("Ben: Move to Bank") == "Ben: Move to Bank"


@pytest.mark.parametrize("bad", [{"t": "no_such_key"}, {"x": 1}, None, {"j": ", ", "p": 3}])
def test_malformed_frozen_texts_never_raise_and_never_show_keys(bad):
    assert "no_such_key" not in i18n.thaw(bad)
