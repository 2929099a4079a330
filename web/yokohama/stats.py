"""Yokohama's charts and numbers after a game (pure): VP over the rounds, the final breakdown
and a table of numbers per seat, drawn by :mod:`web.shell.charts` in the table's seat colours."""

from __future__ import annotations

from web.shell import charts
from web.shell.pieces import SEAT_COLOURS, esc
from web.yokohama.messages import t

#: Final-scoring parts of ``yokohama.stats`` -> their labels on the final screen.
PART_KEYS = {"during_play": "score_during", "church": "score_church",
             "customs": "score_customs", "technology": "score_technology",
             "countries": "score_countries", "leftovers": "score_leftovers"}
#: Per-seat numbers shown in the table, in order: (stats key, label key).
NUMBER_ROWS = (("yen_earned", "st_yen_earned"), ("yen_spent", "st_yen_spent"),
               ("church_assistants", "st_church_assistants"),
               ("customs_assistants", "st_customs_assistants"),
               ("church_vp", "st_church_vp"), ("customs_vp", "st_customs_vp"),
               ("agent_moves", "st_agent_moves"))


def stats_html(replay) -> str:
    """The charts and numbers of a replayed game (finished or not)."""
    from yokohama.stats import replay_stats

    s = replay_stats(replay)
    names = s["names"]
    vp = s["vp_by_round"]
    ticks = [str(r) if r else t("st_setup") for r in vp["rounds"]]
    series = [list(values) for values in vp["series"]]
    if vp["final"] is not None:
        ticks.append(t("st_final"))
        for seat, total in enumerate(vp["final"]):
            series[seat].append(total)
    data = t("st_data")
    out = ['<section class="stats" id="stats-charts">',
           charts.line_chart(t("st_vp_title"), t("st_round"), t("st_vp"), ticks, series, names,
                             seat_colours=SEAT_COLOURS).html(data)]
    if s["breakdown"] is not None:
        parts = list(s["breakdown_parts"])
        values = [[max(0, row[p]) for p in parts] for row in s["breakdown"]]
        out.append(charts.stacked_bars(t("st_breakdown_title"), names,
                                       [t(PART_KEYS[p]) for p in parts], values, t("total"),
                                       seat_colours=SEAT_COLOURS).html(data))
    out.append(numbers_table(s))
    out.append("</section>")
    return "".join(out)


def numbers_table(s: dict) -> str:
    """A few numbers per seat (one column per seat)."""
    seats = s["seats"]
    rows: list[list[object]] = []
    countries = list(seats[0]["delivered_by_country"]) if seats else []
    for country in countries:
        rows.append([t("st_delivered", country=t("country_" + country)),
                     *(n["delivered_by_country"][country] for n in seats)])
    rows.append([t("st_technologies"), *(len(n["technologies"]) for n in seats)])
    for key, label in NUMBER_ROWS:
        rows.append([t(label), *(n[key] for n in seats)])
    return (f'<div class="stats-numbers">'
            f'{charts.data_table(t("st_numbers_title"), ["", *s["names"]], rows)}</div>'
            + "".join(f'<p class="stats-techs"><b>{esc(name)}:</b> '
                      f'{esc(", ".join(n["technologies"]) or "—")}</p>'
                      for name, n in zip(s["names"], seats, strict=True)))
