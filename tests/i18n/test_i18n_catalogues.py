"""The translation catalogues: complete, consistent with the English and the glossaries."""

from __future__ import annotations

import shutil

import i18n as tool
import pytest
from babel.messages.pofile import read_po, write_po

from web import i18n


def test_every_language_passes_the_catalogue_check():
    assert tool.check() == []


def test_template_has_one_entry_per_message_and_component():
    tpl = tool.template()
    contexts = {m.context for m in tpl if m.id}
    assert contexts == set(i18n.english())
    for key in ("area.silk_mill", "tech.telegraph", "tech_text.tram", "ach.ach_c4",
                "mk.business_center", "mk.radio_tower", "country_NL", "g_silk"):
        assert key in contexts


def test_plural_messages_have_a_plural_msgid():
    tpl = tool.template()
    msg = tpl.get("{n} shop from the warehouse", context="r_shop_wh")
    assert msg.pluralizable and msg.id[1] == "{n} shops from the warehouse"


@pytest.mark.parametrize("lang, forms", [("pl", 3), ("ja", 1), ("nl", 2), ("pt", 2)])
def test_plural_forms_fit_the_language(lang, forms):
    with tool.po_path(lang).open("rb") as f:
        cat = read_po(f, locale=lang)
    assert cat.num_plurals == forms
    for msg in cat:
        if msg.id and msg.pluralizable:
            assert len(msg.string) == forms, msg.context


def test_compile_writes_one_catalogue_per_language(tmp_path):
    written = tool.compile_all(tmp_path)
    assert sorted(p.name for p in written) == ["ja.mo", "nl.mo", "pl.mo", "pt.mo"]
    assert all(p.stat().st_size > 10_000 for p in written)


@pytest.fixture
def scratch(tmp_path, monkeypatch):
    """A copy of locale/ the check reads instead of the real one; edit(lang, key, fn)."""
    copy = tmp_path / "locale"
    shutil.copytree(tool.LOCALE_DIR, copy)
    monkeypatch.setattr(tool, "LOCALE_DIR", copy)
    monkeypatch.setattr(tool, "TEMPLATE", copy / "messages.pot")

    def edit(lang, key, change):
        path = tool.po_path(lang)
        with path.open("rb") as f:
            cat = read_po(f, locale=lang)
        for msg in list(cat):
            if msg.context == key:
                change(cat, msg)
        with path.open("wb") as f:
            write_po(f, cat)
    return edit


def _set(text):
    def change(cat, msg):
        msg.string = text
    return change


def test_check_reports_a_missing_message(scratch):
    scratch("nl", "undo", lambda cat, msg: cat.delete(msg.id, context=msg.context))
    assert tool.check() == ["nl: undo: missing"]


def test_check_reports_an_empty_translation(scratch):
    scratch("pt", "menu", _set(""))
    assert tool.check() == ["pt: menu: empty translation"]


def test_check_reports_a_fuzzy_entry(scratch):
    scratch("ja", "menu", lambda cat, msg: msg.flags.add("fuzzy"))
    assert tool.check() == ["ja: menu: fuzzy (the English changed; review)"]


def test_check_reports_a_changed_placeholder(scratch):
    scratch("pl", "round_n", _set("Runda {runda}"))
    assert any("pl: round_n: placeholders ['runda']" in p for p in tool.check())


def test_check_reports_a_missing_polish_plural_form(scratch):
    path = tool.po_path("pl")
    text = path.read_text("utf-8")
    start = text.index('msgstr[2]', text.index('msgctxt "r_shop_wh"'))
    path.write_text(text[:start] + text[text.index("\n", start) + 1:], "utf-8")
    assert tool.check() == ["pl: r_shop_wh: empty translation"]


def test_check_reports_a_glossary_term_not_used(scratch):
    scratch("ja", "m_place", _set("{area}にアシスタントを置く"))
    assert tool.check() == ["ja: m_place: glossary: 'assistant' should be '部下(コマ)' (001)"]


@pytest.mark.parametrize("lang, english, term, seed", [
    ("ja", "assistant", "部下", "001"), ("ja", "shop", "店舗", "001"),
    ("ja", "order", "注文書", "001"), ("ja", "trading house", "商館", "001"),
    ("nl", "president", "directeur", "000"), ("nl", "landmark", "bezienswaardigheid", "002"),
    ("pt", "trading house", "casa mercantil", "003"),
    ("pl", "five-power token", "żeton 5-krotnej siły", "004"),
])
def test_glossary_names_the_seed_of_each_term(lang, english, term, seed):
    rows = {t.english[0]: t for t in tool.read_glossary(lang)}
    assert term in rows[english].term and rows[english].seed == seed
