
"""The hint reasons of Yokohama (``hintr_<code>``, one per code of the engine's
``yokohama.ai.hint.TEMPLATES``) and the words that fill them and the "why not?" sentences
(``web/yokohama/why_words.py``). English; the translations are in the catalogues."""

HINT: dict[str, str | tuple[str, str]] = {
    "hintr_deliver": "delivers the {country} order: {what}",
    "hintr_church": "takes church space {space}: {what}",
    "hintr_customs": "takes customs space {space}: {what}",
    "hintr_achievement": "claims an achievement: {what}",
    "hintr_build": "builds a {piece} in {area_name}: {what}",
    "hintr_produce": "gains {what} in {area_name}",
    "hintr_bonus": "takes the five-power token: {what}",
    "hintr_gain": "{what} from {source_name}",
    "hintr_tech": "gains the {tech_name} technology",
    "hintr_take_order": "takes a {country} order",
    "hintr_hire": "hires {pieces}",
    "hintr_exchange": "exchanges at Chinatown: {lines}",
    "hintr_foreign_agent": "gains a {country} foreign agent",
    "hintr_recall": ("recalls {n} assistant to hand", "recalls {n} assistants to hand"),
    "hintr_ends_game": "triggers the end of the game",
    "hintr_keep_order": "the {country} order needs {needs} and gives {what}",
    "hintr_best_plan": "keeps the best position the computer sees",
    # words inside the hint reasons and the "why not?" sentences
    "why_space_church": "church space {n}",
    "why_space_customs": "customs space {n}",
    "why_fee_text": ", plus the ownership fee ¥2 or 1 import",
    "why_way": ("¥{yen} + {n} import", "¥{yen} + {n} imports"),
    "piece_assistant": "assistant",
    "piece_shop": "shop",
    "piece_house": "trading house",
    "pieces_n_assistant": ("{n} assistant", "{n} assistants"),
    "pieces_n_shop": ("{n} shop", "{n} shops"),
    "pieces_n_house": ("{n} trading house", "{n} trading houses"),
}
