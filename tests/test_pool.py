"""boardgame.pool: the arenas' and benches' jobs on worker processes, in order."""

from __future__ import annotations

import os

import pytest

from boardgame.pool import in_order, mapper

JOBS = list(range(-6, 7))


def test_one_worker_runs_the_jobs_here_one_by_one():
    seen: list[int] = []
    results = in_order(lambda job: seen.append(job) or -job, JOBS, 1)  # a lambda: no pickling
    assert next(results) == 6 and seen == [-6]  # nothing runs before it is asked for
    assert list(results) == [-job for job in JOBS[1:]]


def test_two_workers_give_the_results_in_the_jobs_order():
    assert list(in_order(abs, JOBS, 2)) == [abs(job) for job in JOBS]


def test_the_jobs_run_in_other_processes_with_two_workers():
    pids = set(in_order(_pid, range(8), 2))
    assert os.getpid() not in pids


def test_a_mapper_gives_what_a_map_here_gives():
    with mapper(1) as here, mapper(2) as pooled:
        assert pooled(abs, JOBS) == here(abs, JOBS) == [abs(job) for job in JOBS]
        assert pooled(abs, []) == []


def test_a_mapper_shares_one_pool_until_its_block_ends():
    with mapper(2) as pooled:
        first, again = set(pooled(_pid, range(8))), set(pooled(_pid, range(8)))
        assert os.getpid() not in first | again
    with pytest.raises(RuntimeError):  # the pool is shut down
        pooled(abs, JOBS)


def _pid(_job: int) -> int:
    return os.getpid()
