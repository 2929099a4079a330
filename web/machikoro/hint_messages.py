# ruff: noqa: E501  (one sentence per line: easier to translate)
"""The hint reasons of Machi Koro (``mk_hintr_<code>``, one per reason code of the engine's
``machikoro.ai.hint``; a roll has one key per choice of dice). English; the translations
are in the catalogues."""

HINT: dict[str, str | tuple[str, str]] = {
    "mk_hintr_roll_1": "one die should earn you about {expected} coins this roll",
    "mk_hintr_roll_1_vs": "one die should earn you about {expected} coins this roll (two dice: {other})",
    "mk_hintr_roll_2_vs": "two dice should earn you about {expected} coins this roll (one die: {other})",
    "mk_hintr_reroll": "this roll gives you {now} coins; rolling again averages {again}",
    "mk_hintr_keep": "this roll gives you {now} coins; rolling again averages {again}",
    "mk_hintr_tv_target": ("takes {n} coin from {name}", "takes {n} coins from {name}"),
    "mk_hintr_decline": "no swap shortens your race enough",
    "mk_hintr_swap": "gives {give} for {take}: from about {rounds_before} to {rounds_after} rounds left to win",
    "mk_hintr_save": ("saves your {n} coin for something better", "saves your {n} coins for something better"),
    "mk_hintr_wins": "completes {card}, your last landmark: you win",
    "mk_hintr_landmark": "completes {card}: about {rounds_after} rounds left to win (was {rounds_before})",
    "mk_hintr_build": "{card} raises your income to about {income_after} coins a round (from {income_before})",
    "mk_step_over": "Game over",
}
