"""Charts are well-formed SVG with a title, a text alternative, escaped text and phone-sized
fonts."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from web.shell.charts import (
    FONT,
    WIDTH,
    Chart,
    histogram,
    line_chart,
    matrix_table,
    nice_ticks,
    stacked_bars,
)
from web.shell.pieces import SEAT_COLOURS  # the page's one seat palette

SVG = "{http://www.w3.org/2000/svg}"
PAL = {"seat_colours": SEAT_COLOURS}
NASTY = 'Ann <b>"&\'</b>'
NAMES = [NASTY, "Ben", "Chiyo", "Dai"]


def sample_charts() -> list[Chart]:
    return [
        line_chart("VP <per> round", "Round & turn", "VP", ["0", "1", "2", "Final"],
                   [[0, 3, 9, 20], [0, 5, 5, 18], [0, 0, 7, 12], [0, 1, 2, 30]], NAMES, **PAL),
        stacked_bars("Final <scoring>", NAMES, ["Play", "Church", "Customs & co"],
                     [[10, 3, 0], [5, 0, 8], [0, 0, 0], [12, 6, 4]], "Total", **PAL),
        histogram("Rolls", "Total <sum>", list(range(2, 13)),
                  [0, 1, 3, 2, 5, 9, 4, 3, 2, 1, 0],
                  [30 * c / 36 for c in (1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)],
                  "Rolled", "Expected & fair", bar_colour=SEAT_COLOURS[0]),
    ]


@pytest.mark.parametrize("chart", sample_charts())
def test_svg_is_well_formed_with_role_title_and_label(chart):
    root = ET.fromstring(chart.svg)
    assert root.tag == f"{SVG}svg" and root.get("role") == "img"
    title = root.find(f"{SVG}title")
    assert title is not None and title.text and root.get("aria-label") == title.text


@pytest.mark.parametrize("chart", sample_charts())
def test_text_alternative_is_a_table_with_caption(chart):
    table = ET.fromstring(chart.table)
    assert table.tag == "table" and table.find("caption").text == ET.fromstring(
        chart.svg).get("aria-label")
    assert table.findall(".//tbody/tr")


@pytest.mark.parametrize("chart", sample_charts())
def test_html_figure_holds_svg_and_table(chart):
    figure = ET.fromstring(chart.html("Data <table>"))
    assert figure.find(f"{SVG}svg") is not None and figure.find(".//table") is not None
    assert figure.find(".//summary").text == "Data <table>"


@pytest.mark.parametrize("chart", sample_charts())
def test_no_text_is_left_unescaped(chart):
    for markup in (chart.svg, chart.table):
        assert "<b>" not in markup and "<per>" not in markup and "<sum>" not in markup
        texts = "".join(ET.fromstring(markup).itertext())
        assert "&" in texts  # the ampersands came through as text


def test_names_come_back_as_the_exact_text():
    table = ET.fromstring(sample_charts()[0].table)
    assert [th.text for th in table.findall(".//thead/tr/th")][1:] == NAMES


@pytest.mark.parametrize("chart", sample_charts())
def test_text_is_readable_on_a_phone(chart):
    root = ET.fromstring(chart.svg)
    _, _, width, _ = (float(v) for v in root.get("viewBox").split())
    assert width == WIDTH == float(root.get("width")) and "max-width:100%" in root.get("style")
    sizes = [float(el.get("font-size", root.get("font-size")))
             for el in root.iter(f"{SVG}text")]
    # Drawn at 330 px (a 390 px phone less the page margins) the text stays >= 11 px.
    assert sizes and min(sizes) * 330 / width >= 11
    assert float(root.get("font-size")) == FONT


def test_line_chart_marks_each_seat_with_its_own_shape():
    root = ET.fromstring(sample_charts()[0].svg)
    assert len(root.findall(f"{SVG}polyline")) == 4
    assert root.findall(f"{SVG}circle") and root.findall(f"{SVG}rect")
    assert len(root.findall(f"{SVG}polygon")) >= 2 * 4  # triangles and diamonds


def test_line_chart_table_has_a_row_per_x_value():
    rows = ET.fromstring(sample_charts()[0].table).findall(".//tbody/tr")
    assert [r.find("th").text for r in rows] == ["0", "1", "2", "Final"]
    assert [td.text for td in rows[-1].findall("td")] == ["20", "18", "12", "30"]


def test_stacked_bars_skip_empty_parts_and_show_totals():
    chart = sample_charts()[1]
    root = ET.fromstring(chart.svg)
    segments = [r for r in root.iter(f"{SVG}rect") if r.find(f"{SVG}title") is not None]
    assert len(segments) == 2 + 2 + 0 + 3
    totals = [td.text for td in ET.fromstring(chart.table).findall(".//tbody/tr/td[last()]")]
    assert totals == ["13", "13", "0", "22"]


def test_histogram_draws_expected_overlay_and_lists_it():
    chart = sample_charts()[2]
    root = ET.fromstring(chart.svg)
    assert any(p.get("stroke-dasharray") for p in root.iter(f"{SVG}polyline"))
    row7 = ET.fromstring(chart.table).findall(".//tbody/tr")[5]
    assert [row7.find("th").text, *(td.text for td in row7.findall("td"))] == ["7", "9", "5"]


def test_matrix_table_is_well_formed_and_escaped():
    html = matrix_table("Who paid <whom>", "Payer", NAMES[:2], NAMES[:2], [[0, 4], [7, 0]])
    table = ET.fromstring(html)
    assert table.find("caption").text == "Who paid <whom>"
    assert [td.text for td in table.findall(".//tbody/tr/td")] == ["0", "4", "7", "0"]


@pytest.mark.parametrize(("call", "args"), [
    (line_chart, ("t", "x", "y", ["a", "b"], [[1]], ["A"])),
    (stacked_bars, ("t", ["A"], ["p"], [[1, 2]], "total")),
    (stacked_bars, ("t", ["A"], ["p"], [[-1]], "total")),
    (histogram, ("t", "x", [1, 2], [1], [1, 1], "c", "e")),
])
def test_mismatched_data_is_refused(call, args):
    extra = {"bar_colour": "#000000"} if call is histogram else PAL
    with pytest.raises(ValueError):
        call(*args, **extra)


@pytest.mark.parametrize(("top", "last"), [(0, 1), (7, 8), (23, 25), (0.4, 0.4), (100, 100)])
def test_ticks_cover_the_largest_value(top, last):
    ticks = nice_ticks(top)
    assert ticks[0] == 0 and ticks[-1] >= top and ticks[-1] == pytest.approx(last)


def test_no_script_or_event_attribute_can_appear():
    chart = line_chart('"><script>', "x", "y", ["1"], [[1]], ['" onload="x'], **PAL)
    assert "<script>" not in chart.svg and not re.search(r'\sonload="', chart.svg)


def test_stacked_bars_take_the_callers_colours():
    chart = stacked_bars("Income", ["A"], ["red", "blue"], [[3, 4]], "Total",
                         colours=["#c0392b", "#2f6db5"], **PAL)
    fills = [r.get("fill") for r in ET.fromstring(chart.svg).iter(f"{SVG}rect")
             if r.find(f"{SVG}title") is not None]
    assert fills == ["#c0392b", "#2f6db5"]


@pytest.mark.parametrize("colours", [["#c0392b"], ["red", "blue"], ['#fff" onload="x', "#000"]])
def test_stacked_bars_refuse_bad_colours(colours):
    with pytest.raises(ValueError, match="colour"):
        stacked_bars("Income", ["A"], ["red", "blue"], [[3, 4]], "Total", colours=colours, **PAL)


def test_crowded_x_axis_keeps_the_last_label_clear():
    chart = line_chart("Coins", "Turn", "Coins", [str(t) for t in range(1, 68)],
                       [list(range(67))], ["A"], **PAL)
    labels = [t.text for t in ET.fromstring(chart.svg).iter(f"{SVG}text")
              if t.get("fill") == "#5b5141" and t.get("text-anchor") == "middle"]
    assert labels[-1] == "67" and "64" not in labels


def test_seat_markers_take_the_callers_palette():
    palette = ["#111111", "#222222", "#333333", "#444444"]
    chart = line_chart("VP", "Round", "VP", ["0", "1"], [[0, 1], [1, 2]], ["A", "B"],
                       seat_colours=palette)
    strokes = [p.get("stroke") for p in ET.fromstring(chart.svg).iter(f"{SVG}polyline")]
    assert strokes == palette[:2]


def test_bad_seat_palette_is_refused():
    with pytest.raises(ValueError, match="colour"):
        line_chart("VP", "Round", "VP", ["0"], [[0]], ["A"], seat_colours=['#fff" x="'])
