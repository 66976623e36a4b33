"""Waiting on a condition with a deadline (STYLE rule 11): poll, never sleep a fixed time and hope."""
from __future__ import annotations

import time
from typing import Callable, TypeVar

T = TypeVar("T")


class WaitTimeout(AssertionError):
    pass


def wait_until(
    probe: Callable[[], T],
    *,
    until: Callable[[T], bool] = bool,
    timeout: float,
    interval: float = 0.2,
    what: str,
) -> T:
    """Call probe() until until(result) holds; return that result.

    Raises WaitTimeout after `timeout` seconds naming `what` and the last observation. An exception raised by
    probe() counts as "not yet" and is shown if the deadline passes.
    """
    deadline = time.monotonic() + timeout
    last: object = "<never observed>"
    while True:
        try:
            value = probe()
            if until(value):
                return value
            last = value
        except Exception as error:  # noqa: BLE001 - reported below if the condition never holds
            last = f"{type(error).__name__}: {error}"
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise WaitTimeout(f"timed out after {timeout:g}s waiting for {what}; last observation: {last!r}")
        time.sleep(min(interval, remaining))


def holds_for(
    probe: Callable[[], T],
    *,
    check: Callable[[T], None],
    duration: float,
    interval: float = 0.25,
) -> int:
    """Observe probe() for `duration` seconds and run `check` (which asserts) on every observation.

    Used to prove that something does NOT happen (for example a double count after a redelivery): the observation
    window is the test, not a pause before it. Returns how many observations were checked.
    """
    deadline = time.monotonic() + duration
    observations = 0
    while True:
        check(probe())
        observations += 1
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return observations
        time.sleep(min(interval, remaining))
