"""Count-dependent messages: key -> (English singular, English plural).

``web.i18n.t`` picks the form for the field ``n`` (``tn`` takes the count explicitly); each
language's catalogue holds as many forms as it needs (Polish 3, Japanese 1). Merged over
``web.messages`` by ``web.i18n.english``.
"""

MESSAGES: dict[str, tuple[str, str]] = {
    "r_assistant_wh": ("{n} assistant from the warehouse", "{n} assistants from the warehouse"),
    "r_shop_wh": ("{n} shop from the warehouse", "{n} shops from the warehouse"),
    "assistants_of": ("{n} assistant of {name}", "{n} assistants of {name}"),
    "agent_supply_tip": ("{n} agent of {country} left", "{n} agents of {country} left"),
    "log_title": ("Game log ({n} move)", "Game log ({n} moves)"),
    "mk_left": ("{n} left", "{n} left"),
    "mk_card_count": (" You own {n}.", " You own {n}."),
    "mk_card_supply": (" Supply: {n} left.", " Supply: {n} left."),
    # an amount of one kind of goods (web.describe: rewards, costs, exchanges)
    "goods_n_copper": ("{n} copper", "{n} copper"),
    "goods_n_silk": ("{n} silk", "{n} silk"),
    "goods_n_tea": ("{n} tea", "{n} tea"),
    "goods_n_fish": ("{n} fish", "{n} fish"),
    "goods_n_import": ("{n} import", "{n} imports"),
}
