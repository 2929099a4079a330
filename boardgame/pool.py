"""Independent jobs on worker processes, for the arenas and benches (command line only).

Two shapes cover every caller:

- ``in_order(work, jobs, workers)``: a match's games, each result as soon as it and those
  before it are done, so a caller can print a running tally or append to a cache;
- ``mapper(workers)``: a ``map`` whose calls share one pool while the block runs, for a
  tuning loop that maps a generation at a time.

With ``workers`` 1 or less both run the jobs here, one by one, and start no process (the
tests' way). ``work`` must be a module-level function and the jobs picklable.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Protocol, TypeVar

Job = TypeVar("Job")
Out = TypeVar("Out")


class Map(Protocol):
    """``map`` into a list: ``work(job)`` for every job, in the jobs' order."""

    def __call__(self, work: Callable[[Job], Out], jobs: Sequence[Job], /) -> list[Out]: ...


def in_order(work: Callable[[Job], Out], jobs: Iterable[Job], workers: int) -> Iterator[Out]:
    """``work(job)`` for every job, in the jobs' order, each as soon as it and those before
    it are done, on ``workers`` processes (here when ``workers`` is 1 or less)."""
    if workers <= 1:
        yield from map(work, jobs)
        return
    with ProcessPoolExecutor(workers) as pool:
        yield from pool.map(work, jobs, chunksize=1)


def _here(work: Callable[[Job], Out], jobs: Sequence[Job], /) -> list[Out]:
    return [work(job) for job in jobs]


@contextmanager
def mapper(workers: int) -> Iterator[Map]:
    """A ``Map`` on one pool of ``workers`` processes, shut down when the block ends (here,
    with no pool, when ``workers`` is 1 or less). Jobs go out in chunks, a quarter of a
    worker's share each, as ``multiprocessing.Pool.map`` sends them."""
    if workers <= 1:
        yield _here
        return
    with ProcessPoolExecutor(workers) as pool:

        def pooled(work: Callable[[Job], Out], jobs: Sequence[Job], /) -> list[Out]:
            chunk = max(1, math.ceil(len(jobs) / (4 * workers)))
            return list(pool.map(work, jobs, chunksize=chunk))

        yield pooled
