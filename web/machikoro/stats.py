"""Machi Koro's charts after a game (pure): coins over the turns, income by card colour (in the
table's card colours), the rolled totals against the expected dice distribution, and who paid
whom."""

from __future__ import annotations

from web.machikoro.messages import t
from web.machikoro.render import COLOUR_FILL
from web.shell import charts
from web.shell.pieces import SEAT_COLOURS


def stats_html(replay) -> str:
    """The charts of a replayed game (finished or not)."""
    from machikoro.stats import replay_stats

    s = replay_stats(replay)
    names = s["names"]
    data = t("st_data")
    coins = s["coins_by_turn"]
    out = ['<section class="stats" id="stats-charts">',
           charts.line_chart(t("mk_st_coins_title"), t("mk_st_turn"), t("mk_final_coins"),
                             [str(n) for n in coins["turns"]], coins["series"], names,
                             seat_colours=SEAT_COLOURS).html(data)]
    colours = s["income_colours"]
    out.append(charts.stacked_bars(
        t("mk_st_income_title"), names, [t("mk_colour_" + c) for c in colours],
        [[row[c] for c in colours] for row in s["income"]], t("total"),
        colours=[COLOUR_FILL[c] for c in colours], seat_colours=SEAT_COLOURS).html(data))
    for dice in ("2", "1"):
        rolls = s["rolls"][dice]
        if rolls["throws"]:
            out.append(charts.histogram(
                t("mk_st_rolls_title_" + dice, n=rolls["throws"]), t("mk_st_total"),
                rolls["totals"], rolls["counts"], rolls["expected"], t("mk_st_rolled"),
                t("mk_st_expected"), bar_colour=SEAT_COLOURS[0]).html(data))
    out.append('<div class="stats-numbers">' + charts.matrix_table(
        t("mk_st_paid_title"), t("mk_st_payer"), names, names, s["paid"]) + "</div>")
    out.append("</section>")
    return "".join(out)
