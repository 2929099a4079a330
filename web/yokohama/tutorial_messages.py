"""The guided first game's texts (English; web/content/yokohama/tutorial.json names the
steps' features): ``tut_<feature>_say`` (what to click and why; ``{move}`` is the move in
words) and ``tut_<feature>_done`` (what happened)."""

TUTORIAL: dict[str, str] = {
    "tut_placement_say": "Your turn starts with placement: put assistants from your hand into "
                         "areas. Assistants give you power there and let your president walk "
                         "through. Click the glowing area and choose: {move}.",
    "tut_placement_done": "Done: {move}. Assistants stay in an area until your president acts "
                          "there; then they come back to your hand (recovery).",
    "tut_power_say": "Now move your president to an area where you have an assistant. It walks "
                     "from area to neighbouring area over your assistants; each other "
                     "president on the way costs ¥1. Click: {move}.",
    "tut_power_done": "Done: {move}. Your power there is your president plus your assistants, "
                      "shops and house in that area; the power decides how much the area's "
                      "action gives.",
    "tut_church_say": "The Church: offer goods and money worth the faith a space needs. Each "
                      "space gives VP and more, and the ranking at the end scores again. "
                      "Click: {move}.",
    "tut_church_done": "Done: {move}. Church spaces are taken for good: the earlier, the "
                       "cheaper.",
    "tut_tech_say": "A lab: buy a technology. It gives a lasting ability or VP at the end. "
                    "Click: {move}.",
    "tut_tech_done": "Done: {move}. Your technologies are listed in your panel; each one is "
                     "explained in How to play.",
    "tut_customs_say": "Customs: hand in imports for the space's reward; the ranking at the end "
                       "scores again. Click: {move}.",
    "tut_customs_done": "Done: {move}.",
    "tut_deliver_say": "You hold the goods of an order: deliver it (before or after your main "
                       "action) for its VP. Each delivered country also counts at the end. "
                       "Click: {move}.",
    "tut_deliver_done": "Done: {move}. Delivered orders also earn foreign agents and "
                        "achievements.",
    "tut_movefee_say": "Moving costs money when the way passes other presidents: ¥1 to each "
                       "of them. This route is worth it. Click: {move}.",
    "tut_movefee_done": "Done: {move}. The fee went to the president you passed.",
    "tut_bonus_say": "With power 5 you may take the area's five-power token: its reward is "
                     "printed on it. Click: {move}.",
    "tut_bonus_done": "Done: {move}. Each area's token goes to the first player who reaches "
                      "power 5 there.",
    "tut_build_say": "With power 4 or 5 you may build here: a shop (one per player per tile) "
                     "or a trading house. The space's building bonus comes at once, and "
                     "your piece adds power here from now on. Click: {move}.",
    "tut_build_done": "Done: {move}. Buildings also score at the end and count for "
                      "achievements.",
    "tut_end_say": "The end is near: once the end is triggered (a supply runs out) the round "
                   "is played to the end. Finish your last turn. Click: {move}.",
    "tut_end_done": "Done: {move}. The game is over: the final scoring adds the church and "
                    "customs rankings, technologies, countries and leftovers.",
}
