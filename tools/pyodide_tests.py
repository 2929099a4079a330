#!/usr/bin/env python3
"""Run the engines' rules, saves and random-game tests on the browser's Python: the pinned
Pyodide (node_modules/pyodide, ``make setup``) in Node, with pytest inside it.

pytest and its dependencies are the versions installed in this virtual environment (pinned by
requirements-dev.txt), as pure-Python wheels fetched once with ``pip download`` into
``.venv/pyodide-wheels/`` and handed to Pyodide's ``loadPackage`` from the local disk (no
micropip, no network after the first run). Slow-marked tests stay skipped (tests/conftest.py).

Usage: ``python tools/pyodide_tests.py [pytest arguments]`` (default: :data:`TESTS`, in two
parts side by side). Exit status: pytest's inside Pyodide (1 when a test fails).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WHEELS = Path(sys.prefix) / "pyodide-wheels"
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
PYTEST_DEPS = ("pytest", "iniconfig", "packaging", "pluggy", "pygments")

# Rules, saves, positions and random games of both engines, and the bots' recorded games
# (the page's bots play the moves the arenas measured; not the page, the AI levels' strength
# checks or the tools); a few minutes under Pyodide in Node on 2 cores.
TESTS = (
    "tests/test_actions_chinatown.py",
    "tests/test_actions_church.py",
    "tests/test_actions_customs.py",
    "tests/test_actions_lab.py",
    "tests/test_actions_labor.py",
    "tests/test_actions_port.py",
    "tests/test_actions_production.py",
    "tests/test_additional_actions.py",
    "tests/test_ai_recorded.py",
    "tests/test_ai_value_memo.py",
    "tests/test_building.py",
    "tests/test_components_rules.py",
    "tests/test_country_agents.py",
    "tests/test_end.py",
    "tests/test_golden.py",
    "tests/test_markets.py",
    "tests/test_movement.py",
    "tests/test_options.py",
    "tests/test_placement.py",
    "tests/test_portable_math.py",
    "tests/test_positions.py",
    "tests/test_power.py",
    "tests/test_random_games.py",
    "tests/test_save.py",
    "tests/test_scoring.py",
    "tests/test_setup.py",
    "tests/test_technologies.py",
    "tests/test_turn.py",
    "tests/test_two_player.py",
    "tests/test_view.py",
    "tests/machikoro/test_mk_amusement_park.py",
    "tests/machikoro/test_mk_bad_input.py",
    "tests/machikoro/test_mk_build.py",
    "tests/machikoro/test_mk_end.py",
    "tests/machikoro/test_mk_expert_recorded.py",
    "tests/machikoro/test_mk_factories.py",
    "tests/machikoro/test_mk_hard.py",
    "tests/machikoro/test_mk_income_colours.py",
    "tests/machikoro/test_mk_income_order.py",
    "tests/machikoro/test_mk_playouts.py",
    "tests/machikoro/test_mk_positions.py",
    "tests/machikoro/test_mk_purple.py",
    "tests/machikoro/test_mk_radio_tower.py",
    "tests/machikoro/test_mk_roll.py",
    "tests/machikoro/test_mk_save.py",
    "tests/machikoro/test_mk_setup.py",
    "tests/machikoro/test_mk_shopping_mall.py",
    "tests/machikoro/test_mk_view_events.py",
)


def log(msg: str) -> None:
    print(f"[pyodide-tests] {msg}", flush=True)


def wheels() -> list[Path]:
    """The wheels of this environment's pytest and its dependencies (downloaded once)."""
    pins = [f"{name}=={metadata.version(name)}" for name in PYTEST_DEPS]
    WHEELS.mkdir(exist_ok=True)

    def found() -> list[Path]:
        out = []
        for pin in pins:
            name, version = pin.split("==")
            match = sorted(WHEELS.glob(f"{name}-{version}-*.whl"))
            if match:
                out.append(match[0])
        return out

    have = found()
    if len(have) < len(pins):
        log("pip download " + " ".join(pins))
        subprocess.run([sys.executable, "-m", "pip", "download", "-q",
                        "--disable-pip-version-check", "--only-binary=:all:", "--no-deps",
                        "-d", str(WHEELS), *pins], check=True)
        have = found()
        if len(have) < len(pins):
            sys.exit(f"[pyodide-tests] missing wheels in {WHEELS} for {pins}")
    return have


# The default run in two parts side by side (one Node process each: pytest in Pyodide uses one
# core). Measured on 2 cores (beside a two-worker arena): the random games about 60 s, the
# recorded Yokohama bot games about 55 s, every other file together about 65 s.
HEAVY = ("tests/test_random_games.py", "tests/test_ai_recorded.py")


def shards() -> list[list[str]]:
    """The default test files in two parts of about equal time."""
    return [list(HEAVY), [t for t in TESTS if t not in HEAVY]]


def main(argv: list[str]) -> int:
    node = shutil.which("node")
    if node is None or not PYODIDE.exists():
        sys.exit("[pyodide-tests] needs node and node_modules/pyodide: run `make setup`")
    started = time.monotonic()
    command = [node, "tools/pyodide_tests.mjs", *map(str, wheels()), "--"]
    if argv:
        status = subprocess.run([*command, *argv], cwd=ROOT, check=False).returncode
    else:
        status = run_side_by_side([[*command, *files, "-p", "no:cacheprovider"]
                                   for files in shards()])
    log(f"exit {status}, {time.monotonic() - started:.0f} s in all")
    return status


def run_side_by_side(commands: list[list[str]]) -> int:
    """Run the commands at once; print each one's output whole when it ends (no interleaving);
    return the first non-zero exit status, else 0."""
    procs = [subprocess.Popen(c, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True) for c in commands]
    status = 0
    for i, proc in enumerate(procs, 1):
        out, _ = proc.communicate()
        log(f"part {i} of {len(procs)}, exit {proc.returncode}:")
        print(out, end="", flush=True)
        status = status or proc.returncode
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
