"""The English-sentence finder used by the per-language render tests."""

from __future__ import annotations

from english_leaks import leaks, text_nodes


def test_text_nodes_skip_markup_and_scripts():
    html = '<div title="Menu x">A <b>b</b><script>var x = "Take no technology";</script></div>'
    assert text_nodes(html) == ["A", "b"]


def test_an_english_sentence_in_a_translated_page_is_found(lang):
    html = "<p>Kies je zet.</p><svg><title>Take no technology</title></svg>"
    assert leaks(html, "nl") == ["'Take no technology' in 'Take no technology'"]


def test_names_numbers_and_short_labels_are_not_leaks(lang):
    html = "<p>Machi Koro</p><p>Chinatown</p><p>¥3 · 4 VP</p><p>Aiko: 1, 2, 3, 4, 5</p>"
    assert leaks(html, "pl") == []


def test_engine_notes_in_a_tooltip_are_a_leak(lang):
    import html

    import yokohama

    note = yokohama.OPTIONS[1]["description"]
    assert leaks(f'<span title="{html.escape(note)}">Geld</span>', "nl")
