#!/usr/bin/env python3
"""Write the guided first games: ``web/content/<game>/tutorial.json`` (run once; the output is
committed data).

A tutorial is one real game from a fixed seed: ``moves`` is the whole game, ``steps`` the moves
the person makes (index into ``moves`` + the feature it teaches, which names its texts
``<text_prefix>_<feature>_say`` / ``_done`` in the game's catalogue); every other move is
played for them. The person's seat prefers moves that teach a feature not yet shown (looked at
one move ahead); otherwise both seats play the engine's easy computer level.

Usage: ``python tools/make_tutorial.py [yokohama|machikoro] [--seeds N]``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Yokohama: feature -> test on (move, stage before, events, stage after)
Y_ORDER = ("placement", "movefee", "power", "bonus", "build", "church", "customs", "tech",
           "deliver")


def _yokohama_features(move: str, stage: str, events: list[dict], after: str) -> list[str]:
    kinds = [e.get("type") for e in events]
    out = []
    if stage in ("spread", "pair") or move.startswith(("pair ", "place ")):
        out.append("placement")
    if stage == "move" and "pay" in kinds:
        out.append("movefee")
    if stage == "move" and "action" in kinds and "pay" not in kinds:
        out.append("power")
    if move == "bonus":
        out.append("bonus")
    if move.startswith("build "):
        out.append("build")
    if move.startswith("church "):
        out.append("church")
    if move.startswith("customs "):
        out.append("customs")
    if move.startswith("tech "):
        out.append("tech")
    if move.startswith("deliver "):
        out.append("deliver")
    return out


def yokohama_script(seed: int) -> dict:
    import yokohama
    from yokohama import ai

    g = yokohama.new_game(players=["Aiko", "Ben"], seed=seed, options={})
    moves: list[str] = []
    steps: list[dict] = []
    shown: set[str] = set()
    while not g.is_over:
        seat = g.current_player
        stage = g.view(seat)["pending"]["kind"]
        move = ai.choose_move(g, seat, "easy", seed * 1009 + len(g.moves))
        feature = None
        if seat == 0:
            for cand in [move] + [m for m in g.legal_moves() if m != move]:
                c = g.clone()
                c.play(cand)
                after = c.view(seat)["pending"]["kind"] if not c.is_over else "over"
                new = [f for f in _yokohama_features(cand, stage, list(c.events or []), after)
                       if f not in shown]
                if new:
                    move, feature = cand, new[0]
                    break
        g.play(move)
        if feature:
            shown.add(feature)
            steps.append({"at": len(moves), "feature": feature})
        moves.append(move)
    last0 = max(i for i, s in enumerate(_seats(seed, moves)) if s == 0)
    if not steps or steps[-1]["at"] != last0:
        steps.append({"at": last0, "feature": "end"})
    else:
        steps[-1]["feature"] = "end"
    return {"text_prefix": "tut", "seed": seed, "players": ["Aiko", "Ben"], "options": {},
            "moves": moves, "steps": steps}


def _seats(seed: int, moves: list[str]) -> list[int]:
    import yokohama

    g = yokohama.new_game(players=["Aiko", "Ben"], seed=seed, options={})
    out = []
    for m in moves:
        out.append(g.current_player)
        g.play(m)
    return out


M_ORDER = ("roll", "income", "build", "landmark", "two_dice")


def _machikoro_features(move: str, events: list[dict]) -> list[str]:
    out = []
    if move.startswith("roll "):
        out.append("roll")
        if any(e.get("type") == "income" and e.get("to") == 0 for e in events):
            out.append("income")
        if move == "roll 2":
            out.append("two_dice")
    if move.startswith("build "):
        out.append("build")
    if move.startswith("complete "):
        out.append("landmark")
    return out


def machikoro_script(seed: int) -> dict:
    """Machi Koro: the game until the person has seen every feature (a short tutorial)."""
    import machikoro
    from machikoro import ai

    g = machikoro.new_game(players=["Aiko", "Ben"], seed=seed, options={})
    moves: list[str] = []
    steps: list[dict] = []
    shown: set[str] = set()
    while not g.is_over and len(shown) < len(M_ORDER) and len(moves) < 200:
        seat = g.current_player
        move = ai.choose_move(g, seat, "easy", seed * 1009 + len(g.moves))
        feature = None
        if seat == 0:
            legal = g.legal_moves()
            # a landmark only once a building was bought (buildings first, like the text)
            prefer = [m for m in legal if m.startswith("build ")] if "build" not in shown \
                else [m for m in legal if m.startswith("complete ")]
            for cand in [*prefer, move]:
                c = g.clone()
                c.play(cand)
                new = [f for f in _machikoro_features(cand, list(c.events or []))
                       if f not in shown]
                if new:
                    move, feature = cand, new[0]
                    shown.update(new)
                    break
        g.play(move)
        if feature:
            steps.append({"at": len(moves), "feature": feature})
        moves.append(move)
    return {"text_prefix": "mk_tut", "seed": seed, "players": ["Aiko", "Ben"], "options": {},
            "moves": moves, "steps": steps}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", choices=("yokohama", "machikoro"))
    ap.add_argument("--seed", type=int, default=0, help="use this seed (0: search seeds)")
    ap.add_argument("--seeds", type=int, default=60)
    args = ap.parse_args()
    make, order = ((yokohama_script, Y_ORDER) if args.game == "yokohama"
                   else (machikoro_script, M_ORDER))
    best = None
    for seed in ([args.seed] if args.seed else range(1, args.seeds + 1)):
        script = make(seed)
        shown = {s["feature"] for s in script["steps"]}
        key = (len(shown & set(order)), -len(script["moves"]))
        if best is None or key > best[0]:
            best = (key, script)
    script = best[1]
    out = ROOT / "web" / "content" / args.game / "tutorial.json"
    out.write_text(json.dumps(script, indent=1) + "\n", encoding="utf-8")
    print(f"{out}: seed {script['seed']}, {len(script['moves'])} moves, "
          f"{len(script['steps'])} steps: {[s['feature'] for s in script['steps']]}")


if __name__ == "__main__":
    main()
