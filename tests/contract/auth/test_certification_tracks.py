"""The paid certification tracks (issue 30 item 5, /work contract "cert-contract"): GET /api/certification/tracks[/id],
POST .../attempts (start or resume), POST .../attempts/{id}/submit, GET .../attempts, GET /api/certificates/{id},
the badges on engineer JSON and the directory's `certification` filter; paid attempts arrive as billing's
certification.fee_paid (published here as billing would), certificates go out as certificate.issued and the reminder
sweep's certificate.expiring. Tests that move auth's clock (AUTH_TEST_CLOCK=1) are serial."""
from __future__ import annotations

import re
import time
from datetime import timedelta

import pytest

from lib.api_client import expect
from lib.billing import events_seen
from lib.certification_tracks import (QUESTIONS_PER_ATTEMPT, TRACKS, attempts, auth_now, certificate, fail_track,
                                      fee_paid_event, grant_paid_attempt, move_clock_to, parse_time, pass_track,
                                      publish_fee_paid, right_answers, seed_questions, start, submit, sweep,
                                      track_state, wait_attempts_available)
from lib.accounts import delete_account
from lib.engineers import directory, profile_of, register_client, register_engineer
from lib.kafka_publish import envelope
from lib.kafka_tail import TopicTail

NOT_AUTHENTICATED = "Not authenticated"
ONLY_ENGINEERS = "Only engineers can take a certification track"
TRACK_NOT_FOUND = "Certification track not found"
ATTEMPT_NOT_FOUND = "Attempt not found"
CERTIFICATE_NOT_FOUND = "Certificate not found"
CERTIFICATE_ID = re.compile(r"^CW-CV-[0-9A-HJKMNP-TV-Z]{8}$")
QUESTION_KEYS = {"id", "category", "difficulty", "question", "options"}
TRACK = "cabinet_vision"
SLACK = timedelta(minutes=2)


@pytest.fixture(scope="module", autouse=True)
def banks():
    for track in TRACKS:
        seed_questions(track)


def badges(api, engineer_id: int) -> list[dict]:
    return profile_of(api, engineer_id)["trackCertifications"]


def in_directory(api, engineer, **params) -> bool:
    listed = expect(directory(api, search=engineer.username, **params), 200).body
    return any(card["userId"] == engineer.id for card in listed)


# --- the tracks -----------------------------------------------------------------------------------------------------
def test_the_tracks_are_public_and_mine_is_an_engineers_own(api):
    tracks = expect(api.get("/api/certification/tracks"), 200).body
    assert [t["id"] for t in tracks] == list(TRACKS)
    assert [t["code"] for t in tracks] == ["CV", "MZ", "AC"]
    for track in tracks:
        assert (track["questionsPerAttempt"], track["timeLimitMinutes"], track["passPercentage"],
                track["validityMonths"], track["retakeWaitDays"], track["renewalWindowDays"],
                track["reminderDays"]) == (25, 45, 80, 24, 7, 90, [30, 7]), track
        assert track["bankSize"] >= QUESTIONS_PER_ATTEMPT and track["topics"] and track["mine"] is None
    client = register_client(api)
    assert all(t["mine"] is None for t in expect(api.get("/api/certification/tracks", session=client.session), 200).body)
    engineer = register_engineer(api)
    mine = expect(api.get("/api/certification/tracks", session=engineer.session), 200).body[0]["mine"]
    assert mine == {"attemptsAvailable": 0, "inProgress": None, "lastAttempt": None, "nextAttemptAt": None,
                    "certificate": None, "canStart": False, "canBuy": True}
    one = expect(api.get(f"/api/certification/tracks/{TRACK}", session=engineer.session), 200).body
    assert one["id"] == TRACK and one["mine"] == mine


def test_an_unknown_track_is_404_everywhere(api):
    engineer = register_engineer(api)
    for track in ("nope", "CABINET_VISION", "x" * 40, "cabinet-vision"):
        expect(api.get(f"/api/certification/tracks/{track}"), 404, TRACK_NOT_FOUND)
        expect(start(api, engineer.session, track), 404, TRACK_NOT_FOUND)
        expect(attempts(api, engineer.session, track), 404, TRACK_NOT_FOUND)
        expect(submit(api, engineer.session, track, 1, [0] * 25), 404, TRACK_NOT_FOUND)


def test_only_a_signed_in_engineer_takes_a_track(api):
    expect(start(api, None, TRACK), 401, NOT_AUTHENTICATED)
    expect(attempts(api, None, TRACK), 401, NOT_AUTHENTICATED)
    expect(submit(api, None, TRACK, 1, [0] * 25), 401, NOT_AUTHENTICATED)
    client = register_client(api)
    expect(start(api, client.session, TRACK), 403, ONLY_ENGINEERS)
    expect(attempts(api, client.session, TRACK), 403, ONLY_ENGINEERS)
    expect(submit(api, client.session, TRACK, 1, [0] * 25), 403, ONLY_ENGINEERS)


def test_an_attempt_needs_a_paid_fee(api):
    engineer = register_engineer(api)
    refused = expect(start(api, engineer.session, TRACK), 409)
    assert refused.body["code"] == "fee_required"


# --- paid attempts --------------------------------------------------------------------------------------------------
def test_each_payment_gives_one_attempt_once_and_a_malformed_event_is_skipped_alone(api, config):
    engineer = register_engineer(api)
    payment_id = grant_paid_attempt(api, config, engineer, TRACK)
    # The same payment again (a new event id: billing would never, but a replay must not add an attempt), an event
    # that does not fit its contract, one for no engineer, then a second payment: exactly two attempts.
    publish_fee_paid(config, engineer.id,
                     fee_paid_event(engineer.id, TRACK, payment_id),
                     envelope("certification.fee_paid", {"paymentId": "pi_bad", "userId": "seven", "track": TRACK}),
                     fee_paid_event(engineer.id, "no_such_track"),
                     fee_paid_event(2_000_000_000, TRACK),
                     fee_paid_event(engineer.id, TRACK))
    wait_attempts_available(api, engineer, TRACK, 2)
    time.sleep(1)  # a duplicate would have shown by now
    assert track_state(api, engineer.session, TRACK)["mine"]["attemptsAvailable"] == 2
    assert track_state(api, engineer.session, "mozaik")["mine"]["attemptsAvailable"] == 0


# --- taking a track -------------------------------------------------------------------------------------------------
def test_start_resume_and_a_pass_give_a_certificate_a_badge_and_a_directory_entry(api, config):
    engineer = register_engineer(api)
    grant_paid_attempt(api, config, engineer, TRACK)
    first = expect(start(api, engineer.session, TRACK), 201).body
    assert first["track"] == TRACK and first["timeLimitMinutes"] == 45 and first["passPercentage"] == 80
    assert len(first["questions"]) == QUESTIONS_PER_ATTEMPT
    assert len({q["id"] for q in first["questions"]}) == QUESTIONS_PER_ATTEMPT
    assert all(set(q) == QUESTION_KEYS for q in first["questions"]), first["questions"][0]
    assert parse_time(first["deadline"]) - parse_time(first["startedAt"]) == timedelta(minutes=45)
    assert first["secondsLeft"] == 45 * 60  # on the server's clock: the page counts down from it
    again = expect(start(api, engineer.session, TRACK), 200).body
    assert 0 <= first["secondsLeft"] - again["secondsLeft"] <= 60  # resumed: the time went on
    assert {**again, "secondsLeft": None} == {**first, "secondsLeft": None}
    mine = track_state(api, engineer.session, TRACK)["mine"]
    assert mine["attemptsAvailable"] == 0 and mine["canStart"] is True
    assert mine["inProgress"] == {"attemptId": first["attemptId"], "deadline": first["deadline"]}

    tail = TopicTail(config.kafka_bootstrap, "auth.events")
    try:
        result = expect(submit(api, engineer.session, TRACK, first["attemptId"], right_answers(first)), 200).body
        issued = events_seen(tail, lambda e: e.get("type") == "certificate.issued"
                             and e["data"]["userId"] == engineer.id, expected=1)
    finally:
        tail.close()
    assert (result["passed"], result["score"], result["totalQuestions"], result["percentage"],
            result["nextAttemptAt"]) == (True, 25, 25, 100, None)
    cert_id = result["certificate"]["id"]
    assert CERTIFICATE_ID.match(cert_id), cert_id
    assert len(issued) == 1 and issued[0]["data"]["certificateId"] == cert_id
    assert issued[0]["data"]["expiresAt"] == result["certificate"]["expiresAt"]
    assert issued[0]["data"]["trackTitle"] == "Cabinet Vision Certified"

    page = expect(certificate(api, cert_id), 200).body
    assert page["status"] == "valid" and page["engineer"]["id"] == engineer.id and page["track"] == TRACK
    assert page["percentage"] == 100 and page["expiresAt"] == result["certificate"]["expiresAt"]
    expiry = parse_time(page["expiresAt"])
    issued_at = parse_time(page["issuedAt"])
    assert (expiry.year, expiry.month) == (issued_at.year + 2, issued_at.month)

    assert badges(api, engineer.id) == [{"track": TRACK, "title": "Cabinet Vision Certified", "code": "CV",
                                         "certificateId": cert_id, "expiresAt": page["expiresAt"]}]
    assert in_directory(api, engineer, certification=TRACK)
    assert not in_directory(api, engineer, certification="mozaik")
    assert in_directory(api, engineer)
    card = next(c for c in expect(directory(api, search=engineer.username), 200).body if c["userId"] == engineer.id)
    assert card["trackCertifications"][0]["certificateId"] == cert_id

    refused = expect(submit(api, engineer.session, TRACK, first["attemptId"], right_answers(first)), 409)
    assert refused.body["code"] == "already_submitted"
    history = expect(attempts(api, engineer.session, TRACK), 200).body
    assert [(a["attemptId"], a["status"], a["score"], a["percentage"]) for a in history] == [
        (first["attemptId"], "passed", 25, 100)]
    mine = track_state(api, engineer.session, TRACK)["mine"]
    assert mine["certificate"]["id"] == cert_id and mine["certificate"]["status"] == "valid"
    assert (mine["canStart"], mine["canBuy"]) == (False, False)
    assert mine["lastAttempt"]["passed"] is True

    grant_paid_attempt(api, config, engineer, TRACK)
    refused = expect(start(api, engineer.session, TRACK), 409)
    assert refused.body["code"] == "already_certified"
    assert parse_time(refused.body["renewFrom"]) == expiry - timedelta(days=90)


def test_the_certification_filter_refuses_an_unknown_track(api):
    expect(directory(api, certification="nope"), 400, "Unknown certification")
    expect(directory(api, certification="CV"), 400, "Unknown certification")
    expect(directory(api, certification=""), 200)


def test_a_failure_makes_the_engineer_wait_seven_days(api, config):
    engineer = register_engineer(api)
    now = auth_now(config)
    result = fail_track(api, config, engineer)
    assert result["certificate"] is None and result["score"] == 0
    next_at = parse_time(result["nextAttemptAt"])
    assert abs(next_at - (now + timedelta(days=7))) < SLACK
    grant_paid_attempt(api, config, engineer, TRACK)
    refused = expect(start(api, engineer.session, TRACK), 409)
    assert refused.body["code"] == "retake_wait" and refused.body["nextAttemptAt"] == result["nextAttemptAt"]
    mine = track_state(api, engineer.session, TRACK)["mine"]
    assert (mine["canStart"], mine["canBuy"], mine["nextAttemptAt"]) == (False, True, result["nextAttemptAt"])
    assert mine["lastAttempt"]["passed"] is False and mine["attemptsAvailable"] == 1
    assert badges(api, engineer.id) == []


@pytest.mark.parametrize("answers", [
    [2 ** 63] * 25, [-(2 ** 63) - 1] * 25, [10 ** 30] * 25, ["0"] * 25, ["\u0000"] * 25, [[0]] * 25, [{"a": 0}] * 25,
    [0.5] * 25, [None] * 25, [True] * 25, [-1] * 25, [4] * 25, [2 ** 31] * 25, [0] * 24, [0] * 26, [], "0", None,
    {"0": 0},
], ids=lambda a: repr(a)[:24])
def test_attack_answers_are_400_and_leave_the_attempt_open(api, config, answers):
    engineer = register_engineer(api)
    grant_paid_attempt(api, config, engineer, TRACK)
    attempt = expect(start(api, engineer.session, TRACK), 201).body
    expect(submit(api, engineer.session, TRACK, attempt["attemptId"], answers), 400)
    expect(api.post(f"/api/certification/tracks/{TRACK}/attempts/{attempt['attemptId']}/submit",
                    json={"other": 1}, session=engineer.session), 400)
    assert expect(start(api, engineer.session, TRACK), 200).body["attemptId"] == attempt["attemptId"]


def test_another_engineers_attempt_is_not_found(api, config):
    owner, other = register_engineer(api), register_engineer(api)
    grant_paid_attempt(api, config, owner, TRACK)
    attempt = expect(start(api, owner.session, TRACK), 201).body
    expect(submit(api, other.session, TRACK, attempt["attemptId"], right_answers(attempt)), 404, ATTEMPT_NOT_FOUND)
    expect(submit(api, owner.session, "mozaik", attempt["attemptId"], right_answers(attempt)), 404, ATTEMPT_NOT_FOUND)
    for attempt_id in ("2000000000", "abc", "0", "-1", "1.5"):
        expect(submit(api, owner.session, TRACK, attempt_id, [0] * 25), 404, ATTEMPT_NOT_FOUND)
    assert expect(attempts(api, other.session, TRACK), 200).body == []


def test_unknown_and_malformed_certificate_ids_are_404(api):
    for certificate_id in ("CW-CV-00000000", "CW-CV-0000000", "cw-cv-7k3m9qx2", "CW-CV-7K3M9QXI", "nope",
                           "CW-CV-" + "A" * 100, "%E2%82%AC", "CW-CV-7K3M9QX2%20"):
        expect(certificate(api, certificate_id), 404, CERTIFICATE_NOT_FOUND)


def test_a_deleted_members_certificate_is_gone(api, config):
    engineer = register_engineer(api)
    cert_id = pass_track(api, config, engineer)["certificate"]["id"]
    expect(certificate(api, cert_id), 200)
    own = expect(api.get("/api/personal-data/account", session=engineer.session), 200).body
    assert [c["id"] for c in own["trackCertificates"]] == [cert_id]
    assert [a["status"] for a in own["trackAttempts"]] == ["passed"] and len(own["trackPaidAttempts"]) == 1
    expect(delete_account(api, engineer.session, engineer.password), 204)
    expect(certificate(api, cert_id), 404, CERTIFICATE_NOT_FOUND)


# --- auth's clock moves (serial) ------------------------------------------------------------------------------------
@pytest.mark.serial  # moves auth's clock
def test_answers_after_the_deadline_are_time_up_and_the_attempt_expires(api, config):
    engineer = register_engineer(api)
    grant_paid_attempt(api, config, engineer, TRACK)
    attempt = expect(start(api, engineer.session, TRACK), 201).body
    move_clock_to(config, parse_time(attempt["deadline"]) + timedelta(seconds=20))
    refused = expect(submit(api, engineer.session, TRACK, attempt["attemptId"], right_answers(attempt)), 409)
    assert refused.body["code"] == "time_up"
    history = expect(attempts(api, engineer.session, TRACK), 200).body
    assert [(a["status"], a["finishedAt"]) for a in history] == [("expired", attempt["deadline"])]
    mine = track_state(api, engineer.session, TRACK)["mine"]
    assert parse_time(mine["nextAttemptAt"]) == parse_time(attempt["deadline"]) + timedelta(days=7)
    assert mine["inProgress"] is None and badges(api, engineer.id) == []


@pytest.mark.serial  # moves auth's clock
def test_an_attempt_left_past_its_deadline_expires_at_the_next_start(api, config):
    engineer = register_engineer(api)
    grant_paid_attempt(api, config, engineer, TRACK)
    attempt = expect(start(api, engineer.session, TRACK), 201).body
    grant_paid_attempt(api, config, engineer, TRACK)
    move_clock_to(config, parse_time(attempt["deadline"]) + timedelta(minutes=1))
    refused = expect(start(api, engineer.session, TRACK), 409)
    assert refused.body["code"] == "retake_wait"
    assert expect(attempts(api, engineer.session, TRACK), 200).body[0]["status"] == "expired"


def expiring_events(tail, certificate_id: str, expected: int) -> list[dict]:
    return [e["data"] for e in events_seen(
        tail, lambda e: e.get("type") == "certificate.expiring" and e["data"]["certificateId"] == certificate_id,
        expected=expected, timeout=15 if expected else 0, published_by="auth")]


@pytest.mark.serial  # moves auth's clock by years
def test_reminders_renewal_and_lapse(api, config):
    engineer = register_engineer(api)
    first = pass_track(api, config, engineer)["certificate"]
    first_expiry = parse_time(first["expiresAt"])

    # 23 months on: in the renewal window, so buying makes sense again.
    move_clock_to(config, first_expiry - timedelta(days=31))
    mine = track_state(api, engineer.session, TRACK)["mine"]
    assert (mine["canStart"], mine["canBuy"], mine["certificate"]["status"]) == (False, True, "valid")

    tail = TopicTail(config.kafka_bootstrap, "auth.events")
    try:
        move_clock_to(config, first_expiry - timedelta(days=30) + timedelta(minutes=1))
        sweep(config)
        thirty = expiring_events(tail, first["id"], 1)
        assert [(e["daysLeft"], e["expiresAt"], e["userId"], e["track"]) for e in thirty] == [
            (30, first["expiresAt"], engineer.id, TRACK)]
        sweep(config)
        assert expiring_events(tail, first["id"], 0) == []
        move_clock_to(config, first_expiry - timedelta(days=7) + timedelta(minutes=1))
        sweep(config)
        assert [e["daysLeft"] for e in expiring_events(tail, first["id"], 1)] == [7]
        sweep(config)
        assert expiring_events(tail, first["id"], 0) == []
    finally:
        tail.close()

    # A renewal before the lapse: the old expiry + 24 months, the old certificate superseded.
    grant_paid_attempt(api, config, engineer, TRACK)
    assert track_state(api, engineer.session, TRACK)["mine"]["canStart"] is True
    attempt = expect(start(api, engineer.session, TRACK), 201).body
    renewed = expect(submit(api, engineer.session, TRACK, attempt["attemptId"], right_answers(attempt)), 200).body
    second = renewed["certificate"]
    second_expiry = parse_time(second["expiresAt"])
    assert second["id"] != first["id"]
    assert (second_expiry.year, second_expiry.month, second_expiry.day, second_expiry.time()) == (
        first_expiry.year + 2, first_expiry.month, first_expiry.day, first_expiry.time())
    assert expect(certificate(api, first["id"]), 200).body["status"] == "superseded"
    assert expect(certificate(api, second["id"]), 200).body["status"] == "valid"
    assert [b["certificateId"] for b in badges(api, engineer.id)] == [second["id"]]
    assert in_directory(api, engineer, certification=TRACK)

    # Past the first expiry the renewed certificate still holds; past its own, it lapses everywhere at once.
    move_clock_to(config, first_expiry + timedelta(days=1))
    assert [b["certificateId"] for b in badges(api, engineer.id)] == [second["id"]]
    assert in_directory(api, engineer, certification=TRACK)
    move_clock_to(config, second_expiry + timedelta(minutes=1))
    assert badges(api, engineer.id) == []
    assert not in_directory(api, engineer, certification=TRACK)
    assert in_directory(api, engineer)
    assert expect(certificate(api, second["id"]), 200).body["status"] == "expired"
    mine = track_state(api, engineer.session, TRACK)["mine"]
    assert (mine["certificate"]["status"], mine["canBuy"]) == ("expired", True)


@pytest.mark.serial  # moves auth's clock
def test_a_pass_after_the_lapse_counts_from_then(api, config):
    engineer = register_engineer(api)
    first = pass_track(api, config, engineer)["certificate"]
    move_clock_to(config, parse_time(first["expiresAt"]) + timedelta(days=10))
    now = auth_now(config)
    second = pass_track(api, config, engineer)["certificate"]
    expiry = parse_time(second["expiresAt"])
    assert (expiry.year, expiry.month) == (now.year + 2, now.month) and abs(expiry.day - now.day) <= 1
    assert expect(certificate(api, first["id"]), 200).body["status"] == "superseded"
