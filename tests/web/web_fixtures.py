"""Hand-made game views shaped like docs/moves.md, for renderer tests that need no engine."""

from __future__ import annotations

import json
import random
from pathlib import Path

DATA = json.loads(
    (Path(__file__).resolve().parents[2] / "yokohama" / "data" / "components.json").read_text()
)
NAMES = ["Aiko", "Ben", "Chiyo", "Dan"]
SECRET_PREFIX = "order_"


def _positions(players: int) -> list[dict]:
    return DATA["layout"]["positions"][str(players)]


def _adjacent(pos: str, all_pos: set[str]) -> list[str]:
    r, c = int(pos[1:pos.index("c")]), int(pos[pos.index("c") + 1:])
    cand = [(r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c)]
    return [f"r{a}c{b}" for a, b in cand if f"r{a}c{b}" in all_pos]


def order(i: int) -> dict:
    card = DATA["orders"]["cards"][i]
    return {k: card[k] for k in ("id", "country", "requires", "reward")}


def tech(i: int) -> dict:
    card = DATA["technologies"]["cards"][i]
    name = next(n for n in DATA["technologies"]["names"] if n["id"] == card["name_id"])
    return {"id": card["card_id"], "name_id": name["id"], "name": name["name"],
            "industry": name["industry_value"], "country": name["country"], "text": name["text"]}


def make_view(players: int = 3, seat: int = 0, seed: int = 1, pending: dict | None = None) -> dict:
    rng = random.Random(seed)
    kinds = {k["id"]: k for k in DATA["areas"]["kinds"]}
    boards = list(DATA["area_boards"]["in_play_by_player_count"][str(players)])
    inst = {b["board_id"]: b["area"] for b in DATA["area_boards"]["instances"]}
    rng.shuffle(boards)
    tiles = list(DATA["building_tiles"]["tiles"])
    tokens = list(DATA["five_power_tokens"]["tokens"])
    rng.shuffle(tiles)
    rng.shuffle(tokens)
    positions = _positions(players)
    all_pos = {p["pos"] for p in positions}
    areas = []
    for p, board in zip(positions, boards, strict=True):
        kind = inst[board]
        k = kinds[kind]
        area = {**p, "kind": kind, "name": k["name"], "category": k["category"],
                "adjacent": _adjacent(p["pos"], all_pos), "assistants": [0] * players,
                "presidents": [], "tile": None, "token": None, "station": False}
        if kind != "canal":
            t = tiles.pop()
            area["tile"] = {"id": t["id"],
                            "shops": [{"space": s["space"], "reward": s["reward"], "owner": None}
                                      for s in t["shop_spaces"]],
                            "house": {"reward": t["trading_house_space"]["reward"], "owner": None}}
            tk = tokens.pop()
            area["token"] = {"id": tk["id"], "reward": tk["reward"]}
        areas.append(area)
    live = [a for a in areas if a["kind"] != "canal"]
    for s in range(players):
        for a in rng.sample(live, 3):
            a["assistants"][s] += rng.randint(1, 2)
        live[s]["presidents"].append(s)
        live[s + 4]["tile"]["shops"][s]["owner"] = s
    live[5]["tile"]["house"]["owner"] = 1
    live[6]["station"] = True
    ports = {b: [order(i + 6 * j) for i in range(6)] for j, b in enumerate(
        DATA["port_boards"]["in_play"][str(players)])}
    labs = {b: [tech(i + 6 * j) for i in range(6)] for j, b in enumerate(
        DATA["lab_boards"]["in_play"][str(players)])}
    first = ports["port_a"]
    first[5] = None
    church = [{"id": s["id"], "faith": s["faith"], "reward": s["reward"], "occupant": None}
              for s in DATA["church_board"]["spaces"]]
    customs = [{"id": s["id"], "imports": s["imports"], "reward": s["reward"], "occupant": None}
               for s in DATA["customs_board"]["spaces"]]
    church[1]["occupant"] = 0
    customs[0]["occupant"] = 1
    if players == 2:
        church[4]["occupant"] = "dummy"
        customs[3]["occupant"] = "dummy"
    achievements = []
    for typ in "ABC":
        a = next(x for x in DATA["achievements"]["tiles"] if x["type"] == typ)
        achievements.append({"id": a["id"], "type": typ, "text": a["text"],
                             "vp_first": a["vp_first"], "vp_later": a["vp_later"], "claims": []})
    achievements[0]["claims"] = [1]
    infos = []
    for s in range(players):
        info = {"seat": s, "name": NAMES[s], "yen": 4 + s, "vp": 3 * s, "imports": s % 2,
                "goods": {"copper": 1, "silk": 2, "tea": 0, "fish": 3},
                "president": next(a["pos"] for a in areas if s in a["presidents"]),
                "hand": {"assistants": 5, "shops": 2, "houses": 0},
                "warehouse": {"assistants": 10, "shops": 6, "houses": 4},
                "order_count": 2,
                "orders": [order(30 + 2 * s), order(31 + 2 * s)] if s == seat else None,
                "delivered": [order(20 + s)], "techs": [tech(20 + s), tech(26 + s)],
                "agents": [{"country": "UK", "used": s == 1}], "tokens": [],
                "achievements": ["ach_a1"] if s == 1 else []}
        infos.append(info)
    return {
        "players": players, "seat": seat, "names": NAMES[:players], "start_player": 0,
        "current_player": seat, "round": 3, "phase": "B",
        "pending": pending or {"kind": "move", "seat": seat, "area": None, "power": None},
        "options": {o["id"]: o["default"] for o in DATA["options"]},
        "areas": areas, "ports": ports, "labs": labs, "order_deck": 7, "tech_deck": 12,
        "church": church, "customs": customs, "achievements": achievements,
        "agent_supply": {"UK": 2, "US": 2, "FR": 2, "DE": 2, "NL": 1},
        "station": live[6]["pos"], "end_triggered": False, "players_info": infos,
        "scores": {},
    }


def sample_legal(view: dict) -> list[str]:
    """A mix of every kind of move the renderer must map (not a legal position, on purpose)."""
    areas = [a for a in view["areas"] if a["kind"] != "canal"]
    me = view["players_info"][view["seat"]]
    port = next(iter(view["ports"].values()))
    lab = next(iter(view["labs"].values()))
    moves = [
        f"move {areas[0]['pos']}",
        f"move {areas[1]['pos']}",
        f"move {areas[1]['pos']} via {areas[2]['pos']}",
        f"tram {areas[3]['pos']}",
        f"take {port[0]['id']}",
        f"take {port[1]['id']} for yen",
        f"take {port[1]['id']} for import",
        f"tech {lab[0]['id']}",
        f"tech {lab[3]['id']} yen 2 import 1",
        f"tech {lab[3]['id']} yen 4",
        "church church_3",
        "church church_4 offer tea,fish",
        "church church_4 offer yen,silk",
        "customs customs_2",
        f"claim {view['achievements'][1]['id']}",
        f"deliver {me['orders'][0]['id']}",
        "hire assistant", "hire shop",
        "chinatown buy copper", "chinatown sell fish",
        "build shop 2", "build house", "bonus",
        "recall", "leave 1", "done",
    ]
    return moves
