"""Maximum-likelihood Elo ratings from pairwise game results (pure, standard library only).

The model is Bradley-Terry on the Elo scale: a player rated ``Ra`` beats one rated ``Rb``
with probability ``1 / (1 + 10 ** ((Rb - Ra) / 400))``. ``ratings`` finds the ratings that
make the observed results most likely (Hunter's minorise-maximise iteration), then shifts
them so the anchor level has the anchor rating (only differences are determined).

A level that won (or lost) every game would be rated infinitely far away; ``prior`` adds
that many virtual wins each way to every pair that met (0.5 by default: the usual light
regularisation), so every rating is finite. A multi-player game counts as one result for
each winner-loser pair (``pairs``).

>>> r = ratings([("hard", "normal")] * 3 + [("normal", "hard")], prior=0)
>>> round(r["normal"]), round(r["hard"])
(1500, 1691)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

SCALE = 400.0  #: Elo points for a factor of 10 in the odds


def pairs(winners: Sequence[str], losers: Sequence[str]) -> list[tuple[str, str]]:
    """Return one ``(winner, loser)`` result per winner-loser pair of one game."""
    return [(w, lo) for w in winners for lo in losers]


def expected(ra: float, rb: float) -> float:
    """Return the chance that a player rated ``ra`` beats one rated ``rb``."""
    return float(1.0 / (1.0 + 10.0 ** ((rb - ra) / SCALE)))


def won_share(won: int, games: int) -> tuple[float, float]:
    """Return the share of ``games`` won and its standard error, ``sqrt(p (1 - p) / n)``.

    >>> [round(x, 3) for x in won_share(58, 100)]
    [0.58, 0.049]
    """
    share = won / games
    return share, math.sqrt(share * (1 - share) / games)


def ratings(results: Iterable[tuple[str, str]], anchor: str = "normal",
            anchor_rating: float = 1500.0, prior: float = 0.5,
            tolerance: float = 1e-10, max_iter: int = 100_000) -> dict[str, float]:
    """Return the maximum-likelihood rating of every level in ``results``.

    ``results`` holds ``(winner, loser)`` pairs. The ratings are shifted so ``anchor`` gets
    ``anchor_rating`` (if ``anchor`` never played, their mean gets it). Levels that are not
    connected by games are rated independently, as usual with this model.
    """
    wins: dict[tuple[str, str], float] = {}
    names: dict[str, None] = {}
    for w, lo in results:
        if w == lo:
            raise ValueError(f"a level cannot beat itself: {w!r}")
        wins[(w, lo)] = wins.get((w, lo), 0.0) + 1.0
        names.setdefault(w)
        names.setdefault(lo)
    met = {frozenset(pair) for pair in wins}
    for pair in met:
        a, b = sorted(pair)
        wins[(a, b)] = wins.get((a, b), 0.0) + prior
        wins[(b, a)] = wins.get((b, a), 0.0) + prior
    games: dict[tuple[str, str], float] = {}
    total_wins = dict.fromkeys(names, 0.0)
    for (w, lo), k in wins.items():
        games[(w, lo)] = games.get((w, lo), 0.0) + k
        games[(lo, w)] = games.get((lo, w), 0.0) + k
        total_wins[w] += k
    gamma = dict.fromkeys(names, 1.0)
    for _ in range(max_iter):
        new = {}
        for i in names:
            denom = sum(n / (gamma[i] + gamma[j]) for (a, j), n in games.items() if a == i)
            new[i] = total_wins[i] / denom if denom and total_wins[i] else 1e-12
        norm = math.exp(sum(math.log(g) for g in new.values()) / len(new))
        new = {k: g / norm for k, g in new.items()}
        change = max(abs(math.log(new[k]) - math.log(gamma[k])) for k in names)
        gamma = new
        if change < tolerance:
            break
    elo = {k: SCALE * math.log10(g) for k, g in gamma.items()}
    ref = elo[anchor] if anchor in elo else sum(elo.values()) / max(len(elo), 1)
    return {k: v - ref + anchor_rating for k, v in elo.items()}
