"""Machi Koro's guided first game's texts (English; web/content/machikoro/tutorial.json names
the steps' features): ``mk_tut_<feature>_say`` (what to click and why; ``{move}`` is the move
in words) and ``mk_tut_<feature>_done`` (what happened)."""

TUTORIAL: dict[str, str] = {
    "mk_tut_roll_say": "Each turn starts with the dice. Buildings whose number comes up pay "
                       "their owners. Click: {move}.",
    "mk_tut_roll_done": "Done: {move}. Buildings with the rolled number pay their owners; "
                        "the log says who earned what.",
    "mk_tut_build_say": "Then you may buy one building from the supply. A Wheat Field pays 1 "
                        "coin on any roll of 1, even on other players' turns. "
                        "Click: {move}.",
    "mk_tut_build_done": "Done: {move}. It is in your city now.",
    "mk_tut_income_say": "Roll again and watch the colours pay: blue on anyone's roll, green "
                         "on your own, red takes from the roller, purple on your own. "
                         "Click: {move}.",
    "mk_tut_income_done": "Done: {move}. The buildings with that number paid: blue ones "
                          "pay every owner, on anyone's roll.",
    "mk_tut_landmark_say": "Landmarks win the game: complete all four. The Train Station lets "
                           "you roll two dice. Click: {move}.",
    "mk_tut_landmark_done": "Done: {move}. Landmarks are built in your city and never lost.",
    "mk_tut_two_dice_say": "With the Train Station you may roll two dice: totals from 2 to 12 "
                           "reach the bigger buildings. Click: {move}.",
    "mk_tut_two_dice_done": "Done: {move}. That is all you need: keep building, complete your "
                            "landmarks, and the first with four wins.",
}
