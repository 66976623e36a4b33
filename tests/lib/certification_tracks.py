"""The paid certification tracks in tests (issue 30 item 5; services/auth, docs/events.md): a paid attempt granted
the way billing grants one (certification.fee_paid on billing.events), start, submit, the answer key read from auth's
bank, a whole pass, and auth's movable clock (the services run with AUTH_TEST_CLOCK=1 under scripts/run-tests.sh).
Shared by the contract tests, the web helper's Playwright journeys and the lead's checks."""
from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

import requests

from .api_client import ApiClient, ApiResponse, expect
from .config import SystemConfig
from .database import execute, rows
from .kafka_publish import envelope, publish, utc_now
from .users import RegisteredUser
from .waiting import wait_until

TRACKS = ("cabinet_vision", "mozaik", "autocad")
FEE_CENTS = 9900
QUESTIONS_PER_ATTEMPT = 25
DEADLINE_SECONDS = 60


def parse_time(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


# --- the bank -------------------------------------------------------------------------------------------------------
def seed_questions(track: str, count: int = 30) -> None:
    """Makes sure the track's bank holds at least `count` questions (until the real banks, migrations 0011-0013,
    arrive, a test database has none): adds numbered test questions, the same ones every time (idempotent)."""
    have = int(rows(f"SELECT count(*) FROM auth.track_questions WHERE track = '{track}'")[0][0])
    if have >= count:
        return
    execute(f"""
        INSERT INTO auth.track_questions (track, category, difficulty, question, options, correct_option, explanation)
        SELECT '{track}', 'Test category', 'intermediate', 'Test question ' || n || ' of {track}?',
               ARRAY['Option A ' || n, 'Option B ' || n, 'Option C ' || n, 'Option D ' || n], n % 4,
               'Seeded by the contract tests: option ' || (n % 4) || ' is right.'
        FROM generate_series(1, {int(count)}) AS n
        ON CONFLICT (track, question) DO NOTHING""")


def answer_key(question_ids: list[int]) -> dict[int, int]:
    """The correct option of each question, from auth's track banks."""
    ids = ",".join(str(int(i)) for i in question_ids) or "0"
    return {int(qid): int(correct) for qid, correct in
            rows(f"SELECT id, correct_option FROM auth.track_questions WHERE id IN ({ids})")}


def right_answers(attempt: dict) -> list[int]:
    key = answer_key([q["id"] for q in attempt["questions"]])
    return [key[q["id"]] for q in attempt["questions"]]


def wrong_answers(attempt: dict) -> list[int]:
    """Every answer wrong: the option after the right one."""
    key = answer_key([q["id"] for q in attempt["questions"]])
    return [(key[q["id"]] + 1) % len(q["options"]) for q in attempt["questions"]]


# --- paying (as billing does) ---------------------------------------------------------------------------------------
def fee_paid_event(user_id: int, track: str, payment_id: str | None = None) -> dict[str, Any]:
    return envelope("certification.fee_paid", {
        "paymentId": payment_id or f"pi_test_{uuid.uuid4().hex[:20]}", "userId": int(user_id), "track": track,
        "amountCents": FEE_CENTS, "paidAt": utc_now()})


def publish_fee_paid(config: SystemConfig, user_id: int, *events: dict[str, Any]) -> None:
    publish(config.kafka_bootstrap, "billing.events", user_id, *events)


def track_state(api: ApiClient, session: str, track: str) -> dict:
    return expect(api.get(f"/api/certification/tracks/{track}", session=session), 200).body


def wait_attempts_available(api: ApiClient, engineer: RegisteredUser, track: str, count: int) -> dict:
    return wait_until(lambda: track_state(api, engineer.session, track)["mine"],
                      until=lambda mine: mine["attemptsAvailable"] == count, timeout=DEADLINE_SECONDS,
                      what=f"{count} paid attempt(s) of {track} for engineer {engineer.id}")


def grant_paid_attempt(api: ApiClient, config: SystemConfig, engineer: RegisteredUser, track: str,
                       payment_id: str | None = None) -> str:
    """Publishes certification.fee_paid for the engineer and waits until auth made the attempt available; the
    payment's id."""
    before = track_state(api, engineer.session, track)["mine"]["attemptsAvailable"]
    event = fee_paid_event(engineer.id, track, payment_id)
    publish_fee_paid(config, engineer.id, event)
    wait_attempts_available(api, engineer, track, before + 1)
    return event["data"]["paymentId"]


# --- taking the test ------------------------------------------------------------------------------------------------
def start(api: ApiClient, session: str | None, track: str) -> ApiResponse:
    return api.post(f"/api/certification/tracks/{track}/attempts", session=session)


def submit(api: ApiClient, session: str | None, track: str, attempt_id: int | str, answers: Any) -> ApiResponse:
    return api.post(f"/api/certification/tracks/{track}/attempts/{attempt_id}/submit", json={"answers": answers},
                    session=session)


def attempts(api: ApiClient, session: str | None, track: str) -> ApiResponse:
    return api.get(f"/api/certification/tracks/{track}/attempts", session=session)


def certificate(api: ApiClient, certificate_id: str) -> ApiResponse:
    return api.get(f"/api/certificates/{certificate_id}")


def pass_track(api: ApiClient, config: SystemConfig, engineer: RegisteredUser, track: str = "cabinet_vision") -> dict:
    """The engineer pays (certification.fee_paid), starts and passes the track; the result (with `certificate`)."""
    seed_questions(track)
    grant_paid_attempt(api, config, engineer, track)
    attempt = expect(start(api, engineer.session, track), 201).body
    result = expect(submit(api, engineer.session, track, attempt["attemptId"], right_answers(attempt)), 200).body
    assert result["passed"] is True and result["certificate"], result
    return result


def fail_track(api: ApiClient, config: SystemConfig, engineer: RegisteredUser, track: str = "cabinet_vision") -> dict:
    seed_questions(track)
    grant_paid_attempt(api, config, engineer, track)
    attempt = expect(start(api, engineer.session, track), 201).body
    result = expect(submit(api, engineer.session, track, attempt["attemptId"], wrong_answers(attempt)), 200).body
    assert result["passed"] is False, result
    return result


# --- auth's clock ---------------------------------------------------------------------------------------------------
def advance_clock(config: SystemConfig, seconds: int) -> datetime:
    """Moves auth's clock forward (POST /internal/clock on its own port); auth's now after the move."""
    response = requests.post(f"{config.auth_direct_url}/internal/clock", json={"advanceSeconds": int(seconds)},
                             timeout=10)
    assert response.status_code == 200, (
        f"auth's clock cannot be moved ({response.status_code}): start the services with AUTH_TEST_CLOCK=1 "
        "(scripts/run-tests.sh does)")
    return parse_time(response.json()["now"])


def auth_now(config: SystemConfig) -> datetime:
    return advance_clock(config, 0)


def move_clock_to(config: SystemConfig, moment: datetime) -> datetime:
    """Moves auth's clock to `moment` (never back: a moment already passed leaves it)."""
    now = auth_now(config)
    return advance_clock(config, max(0, int((moment - now).total_seconds()) + 1))


def sweep(config: SystemConfig) -> int:
    """Runs auth's reminder sweep at once; the reminders it sent."""
    response = requests.post(f"{config.auth_direct_url}/internal/sweep", timeout=30)
    assert response.status_code == 200, f"POST /internal/sweep: {response.status_code} {response.text}"
    return int(response.json()["remindersSent"])
