"""Fit the expert's sense of how far a game has come (``evaluate.learnt_progress``) to
recorded games (``bench/progress_data.py``), by least squares, one table per player count.

    python bench/fit_progress.py p2.jsonl p3.jsonl p4.jsonl            # prints the errors
    python bench/fit_progress.py p2.jsonl --write                      # and stores the table

The target at each turn before the end is triggered is the share of the game's turns already
played (``turn / turns``). The features are ``evaluate.progress_features``: the end-condition
marks, the round, and the pace at which the fastest condition has been moving. Games with an
even seed fit; games with an odd seed measure the error (next to the hand-set estimate's), and
the stored table is then fitted to all of them.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yokohama.ai.evaluate import PROGRESS_FILE, progress_features

Sample = tuple[list[float], float, float]  # features, target, the hand-set estimate


def samples(records: list[dict]) -> list[Sample]:
    """Every turn before the end is triggered, as (features, share played, hand estimate)."""
    out = []
    for rec in records:
        n = rec["players"]
        for turn, row in enumerate(rec["marks"]):
            if row["end"]:
                break
            x = progress_features(n, row["round"], turn, tuple(row["marks"]))
            out.append((x, turn / rec["turns"], row["now"]))
    return out


def solve(rows: list[Sample], ridge: float = 1e-3) -> list[float]:
    """Least-squares coefficients (a small ridge keeps the system solvable)."""
    k = len(rows[0][0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y, _ in rows:
        for i in range(k):
            b[i] += x[i] * y
            for j in range(k):
                a[i][j] += x[i] * x[j]
    for i in range(1, k):
        a[i][i] += ridge * len(rows)
    for col in range(k):  # Gauss-Jordan with partial pivoting
        piv = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        b[col], b[piv] = b[piv], b[col]
        for r in range(k):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                a[r] = [v - f * w for v, w in zip(a[r], a[col], strict=True)]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] for i in range(k)]


def predict(coef: list[float], x: list[float]) -> float:
    return min(0.9, max(0.0, sum(c * v for c, v in zip(coef, x, strict=True))))


def rmse(pairs: list[tuple[float, float]]) -> float:
    return (sum((p - y) ** 2 for p, y in pairs) / max(1, len(pairs))) ** 0.5


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python bench/fit_progress.py")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--write", action="store_true", help=f"store in {PROGRESS_FILE.name}")
    args = parser.parse_args(argv)
    by_count: dict[int, list[dict]] = {}
    for name in args.files:
        for line in Path(name).read_text().splitlines():
            rec = json.loads(line)
            by_count.setdefault(rec["players"], []).append(rec)
    table: dict[str, list[float]] = {}
    for n, records in sorted(by_count.items()):
        fit = samples([r for r in records if r["seed"] % 2 == 0])
        test = samples([r for r in records if r["seed"] % 2 == 1])
        coef = solve(fit)
        print(f"{n} players: {len(records)} games, {len(fit)} + {len(test)} turns;"
              f" held-out error (RMSE of the share played): fitted"
              f" {rmse([(predict(coef, x), y) for x, y, _ in test]):.3f},"
              f" hand-set {rmse([(h, y) for _, y, h in test]):.3f}")
        table[str(n)] = [round(c, 5) for c in solve(samples(records))]
    if args.write:
        old = json.loads(PROGRESS_FILE.read_text()) if PROGRESS_FILE.exists() else {}
        tables = {**old.get("coefficients", {}), **table}
        names = " ".join(Path(f).name for f in args.files)
        PROGRESS_FILE.write_text(json.dumps({
            "command": f"python bench/fit_progress.py {names} --write",
            "data": old.get("data", "bench/progress_data.py, one file per player count"),
            "features": "evaluate.progress_features", "coefficients": tables}, indent=1) + "\n")
        print(f"written to {PROGRESS_FILE}")


if __name__ == "__main__":
    main()
