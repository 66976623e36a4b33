"""E-mail feature helpers (messaging: docs/dev-contract.md "Messaging", services/messaging/openapi.yaml "email"):
the outbox rows (messaging.email_outbox, read as the database superuser), the links an e-mail carries and the token
inside them, the e-mail preferences calls, and a way to know that messaging has applied an event (so that "no
e-mail" is a statement about an event the service has seen, not a pause that hoped it had).

    with EventWatch(config, "auth.events") as watch:
        reject(...)
        event_id = watch.wait_for("engineer.rejected", userId=engineer.id)
    applied_by_messaging(event_id)
    assert outbox(engineer.id, "application_rejected") == []
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
from datetime import date, datetime, timezone
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from urllib3.filepost import encode_multipart_formdata

from .api_client import ApiClient, ApiResponse, expect
from .config import SystemConfig, load_config
from .database import rows
from .kafka_tail import Record, TopicTail
from .mail import body_text, deliveries
from .waiting import wait_until

# Messaging may be replaying a backlog of events when the suite starts: be generous.
EMAIL_DEADLINE_SECONDS = 60
PREFERENCES = ("newBid", "bidAccepted", "newMessage", "accountReview", "welcome")
ALL_ON = {name: True for name in PREFERENCES}
INVALID_LINK = "This unsubscribe link is not valid"
EXPIRED_LINK = "This unsubscribe link has expired. Sign in to turn e-mails off in your profile's email settings."
# An unsubscribe link is honoured for this many days after the day its e-mail was sent (domain/unsubscribe_token.hpp).
LINK_DAYS = 90
NOT_A_JSON_OBJECT = "Request body must be a JSON object"
UNKNOWN_PREFERENCE = "Unknown e-mail preference: use newBid, bidAccepted, newMessage, accountReview or welcome"
WELCOME_SUBJECT = "Welcome to CabinetWorks"
APPROVED_SUBJECT = "Your engineer application was approved"
REJECTED_SUBJECT = "Your engineer application was not approved"
REVOKED_SUBJECT = "Your engineer verification was withdrawn"
ONE_CLICK = "List-Unsubscribe=One-Click"
OUTBOX_COLUMNS = ("id", "user_id", "kind", "recipient", "subject", "body", "message_id", "attempts", "sent_at",
                  "failed_at", "last_error")
_TOKEN = r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"


# --- the outbox -----------------------------------------------------------------------------------------------------
def outbox(user_id: int, kind: str | None = None) -> list[dict[str, str]]:
    """The user's e-mails in messaging.email_outbox (of that kind), oldest first; empty columns are ''."""
    where = f"user_id = {int(user_id)}"
    if kind is not None:
        assert re.fullmatch(r"[a-z_]+", kind), kind
        where += f" AND kind = '{kind}'"
    # One line per row: the text columns may hold tabs and newlines, so they travel base64-encoded (unwrapped).
    columns = ", ".join(f"translate(encode(convert_to(coalesce({c}::text, ''), 'UTF8'), 'base64'), E'\\n', '')"
                        for c in OUTBOX_COLUMNS)
    found = rows(f"SELECT {columns} FROM messaging.email_outbox WHERE {where} ORDER BY id")
    return [{name: base64.b64decode(value).decode("utf-8") for name, value in zip(OUTBOX_COLUMNS, row)}
            for row in found]


def sent_outbox(user_id: int, kind: str, count: int = 1, timeout: float = EMAIL_DEADLINE_SECONDS) -> list[dict]:
    """Wait until the user has `count` e-mails of that kind marked sent; return all their rows of that kind."""
    return wait_until(lambda: outbox(user_id, kind),
                      until=lambda found: len([r for r in found if r["sent_at"]]) >= count, timeout=timeout,
                      what=f"{count} sent {kind} e-mail(s) of user {user_id} in messaging.email_outbox")


# --- what a delivered e-mail carries ----------------------------------------------------------------------------------
def raw_message(message: EmailMessage, mail_dir: Path | None = None) -> bytes:
    """The bytes the SMTP server received for this message (the catcher's stored file)."""
    message_id = _bare_id(str(message["Message-ID"]))
    folder = mail_dir if mail_dir is not None else load_config().mail_dir
    files = {r.get("file") for r in deliveries(mail_dir=folder) if _bare_id(r.get("messageId") or "") == message_id}
    assert len(files) == 1, f"message {message_id}: stored as {files}"
    return (folder / "mailbox" / files.pop()).read_bytes()


def header_block(raw: bytes) -> str:
    """The raw header lines of a message, unfolded lines kept as they are."""
    head, _, _ = raw.replace(b"\r\n", b"\n").partition(b"\n\n")
    return head.decode("ascii", errors="replace")


def _bare_id(value: str) -> str:
    return value.strip().strip("<>").strip()


def message_id(message: EmailMessage) -> str:
    return _bare_id(str(message["Message-ID"]))


def one_click_url(message: EmailMessage) -> str:
    """The URL of the List-Unsubscribe header (one URL in angle brackets)."""
    values = message.get_all("List-Unsubscribe") or []
    assert len(values) == 1, f"List-Unsubscribe headers: {values}"
    found = re.fullmatch(r"<([^<>\s]+)>", str(values[0]).strip())
    assert found, f"List-Unsubscribe is not one <URL>: {values[0]!r}"
    return found.group(1)


def footer_link(message: EmailMessage) -> str:
    """The unsubscribe page the body's footer links to (the last line 'To stop these e-mails: <url>')."""
    found = re.findall(r"^To stop these e-mails: (\S+)$", body_text(message), flags=re.MULTILINE)
    assert len(found) == 1, f"footer links in the body: {found}\n{body_text(message)}"
    return found[0]


def token_of(url: str, prefix: str) -> str:
    """The token of an unsubscribe URL that must start with prefix + '?token='."""
    found = re.fullmatch(re.escape(prefix) + r"\?token=(" + _TOKEN + ")", url)
    assert found, f"{url!r} is not {prefix}?token=<token>"
    return found.group(1)


def footer_token(message: EmailMessage, site: str) -> str:
    return token_of(footer_link(message), site + "/unsubscribe")


def header_token(message: EmailMessage, site: str) -> str:
    return token_of(one_click_url(message), site + "/api/email-preferences/unsubscribe")


def check_unsubscribe_headers(message: EmailMessage, site: str) -> str:
    """The headers every e-mail has (RFC 8058 one-click), and the same token in the header and the footer; the token."""
    assert [str(v) for v in message.get_all("List-Unsubscribe-Post") or []] == [ONE_CLICK], \
        f"List-Unsubscribe-Post: {message.get_all('List-Unsubscribe-Post')}"
    token = header_token(message, site)
    assert footer_token(message, site) == token, "the footer and List-Unsubscribe carry different tokens"
    return token


def token_payload(token: str) -> str:
    """What the token names, '<userId>.<preference>.<issuedDay>' (its first part is base64url without padding)."""
    payload = token.split(".", 1)[0]
    return base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)).decode("utf-8")


def epoch_day(when: datetime | None = None) -> int:
    """Days since 1970-01-01 of a moment's UTC date (now by default): the day an unsubscribe token is issued."""
    return ((when or datetime.now(timezone.utc)).astimezone(timezone.utc).date() - date(1970, 1, 1)).days


def token_names(token: str) -> str:
    """'<userId>.<preference>' the token names, once its issued day is checked to be today (UTC; or yesterday, for an
    e-mail that left just before midnight)."""
    user_id, preference, day = token_payload(token).split(".")
    assert int(day) in (epoch_day(), epoch_day() - 1), f"token issued on day {day}, today is {epoch_day()}"
    return f"{user_id}.{preference}"


def mail_token_secret(config: SystemConfig) -> str:
    """The key messaging signs unsubscribe links with (scripts/config.sh load_mail_token_secret)."""
    return os.environ.get("MAIL_TOKEN_SECRET") or (config.state_dir / "mail-token-secret").read_text().strip()


def signed_token(config: SystemConfig, payload: str) -> str:
    """A token of any payload signed as messaging signs one (HMAC-SHA-256 under its key): to make links of another
    day than today, or of a form messaging no longer makes."""
    mac = hmac.new(mail_token_secret(config).encode(), payload.encode(), hashlib.sha256).digest()
    return f"{b64url(payload.encode())}.{b64url(mac)}"


def b64url(text: bytes) -> str:
    return base64.urlsafe_b64encode(text).rstrip(b"=").decode("ascii")


def changed_char(part: str, at: int) -> str:
    """part with its character at `at` replaced by another base64url character."""
    replacement = "A" if part[at] != "A" else "B"
    return part[:at] + replacement + part[at + 1:]


# --- preferences and unsubscribing ---------------------------------------------------------------------------------
def preferences(messaging_api: ApiClient, session: str) -> dict[str, bool]:
    return expect(messaging_api.get("/api/email-preferences", session=session), 200).body


def put_preferences(messaging_api: ApiClient, session: str | None, body: Any, **kwargs: Any) -> ApiResponse:
    return messaging_api.request("PUT", "/api/email-preferences", json=body, session=session, **kwargs)


def unsubscribe(messaging_api: ApiClient, token: Any, **kwargs: Any) -> ApiResponse:
    return messaging_api.post("/api/email-preferences/unsubscribe", json={"token": token}, **kwargs)


def one_click(messaging_api: ApiClient, config: SystemConfig, url: str, multipart: bool = False) -> ApiResponse:
    """What a mail client does with List-Unsubscribe + List-Unsubscribe-Post (RFC 8058): a POST of the form
    `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded or multipart/form-data), no cookie."""
    assert url.startswith(config.base_url + "/"), f"{url!r} is not on {config.base_url}"
    if multipart:
        body, content_type = encode_multipart_formdata({"List-Unsubscribe": "One-Click"})
    else:
        body, content_type = ONE_CLICK.encode(), "application/x-www-form-urlencoded"
    return messaging_api.post(url[len(config.base_url):], data=body, headers={"Content-Type": content_type})


# --- knowing that messaging applied an event ----------------------------------------------------------------------
class EventWatch:
    """A tail of one topic from its current end: created before the action, it then finds the event the action made
    (its envelope id), whatever partition it went to."""

    def __init__(self, config: SystemConfig, topic: str):
        self.topic = topic
        self._tail = TopicTail(config.kafka_bootstrap, topic)
        self.seen: list[Record] = []

    def __enter__(self) -> "EventWatch":
        return self

    def __exit__(self, *_: object) -> None:
        self._tail.close()

    def wait_for(self, event_type: str, timeout: float = EMAIL_DEADLINE_SECONDS, **data: Any) -> str:
        """The id of the first event of that type whose data has these members (e.g. userId=7)."""
        def matching() -> list[dict]:
            self.seen += self._tail.poll(0.3)
            return [r.value for r in self.seen if isinstance(r.value, dict) and r.value.get("type") == event_type
                    and all((r.value.get("data") or {}).get(k) == v for k, v in data.items())]
        found = wait_until(matching, timeout=timeout, interval=0.05,
                           what=f"a {event_type} event with {data} on {self.topic}")
        return found[0]["id"]


def applied_by_messaging(event_id: str, timeout: float = EMAIL_DEADLINE_SECONDS) -> None:
    """Wait until messaging's consumer recorded the event as processed: it does so in the transaction that applies
    it (and queues its e-mail), so from then on the event's e-mails are in the outbox or will never be."""
    assert re.fullmatch(r"[0-9a-fA-F-]{36}", event_id), event_id
    wait_until(lambda: int(rows(f"SELECT count(*) FROM messaging.processed_events "
                                f"WHERE event_id = '{event_id}'")[0][0]),
               timeout=timeout, interval=0.1, what=f"messaging to apply event {event_id}")
