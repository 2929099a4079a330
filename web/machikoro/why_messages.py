# ruff: noqa: E501  (one sentence per line: easier to translate)
"""The "why not?" sentences of Machi Koro: one key ``mk_why_<code>`` per refusal code of the engine's
``TEMPLATES`` (same ``{fields}``; tests/web/test_learn.py keeps them in step). English;
translate by replacing the catalogue."""

WHY: dict[str, str] = {
    "mk_why_game_over": 'The game is over.',
    "mk_why_not_your_turn": 'It is not your turn: {name} is playing.',
    "mk_why_unknown_move": '{move} is not a Machi Koro move.',
    "mk_why_unknown_card": 'There is no building or landmark {card}.',
    "mk_why_wrong_step": 'Not now: the step now is {pending}.',
    "mk_why_needs_train_station": 'Rolling two dice needs your Train Station completed.',
    "mk_why_cannot_afford": '{card} costs {need} coins; you have {have}.',
    "mk_why_sold_out": '{card} is sold out.',
    "mk_why_purple_limit": 'A city holds only one {card}.',
    "mk_why_landmark_done": 'Your {card} is already completed.',
    "mk_why_not_a_player": 'There is no player {seat}.',
    "mk_why_target_self": 'Choose another player, not yourself.',
    "mk_why_swap_purple": 'Purple buildings cannot be swapped.',
    "mk_why_swap_same": 'Swapping two copies of {card} changes nothing.',
    "mk_why_swap_not_owned": '{name} has no {card} to swap.',
    "mk_why_not_offered": '{move} is not possible now ({pending}).',
}
