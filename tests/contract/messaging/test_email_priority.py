"""The order of e-mails (services/messaging/domain/email.hpp priority_of_kind): the sender takes what a member's own
step or another member's message caused before the notices a clock sends in bulk, so a month-end run of renewal
notices never holds up a welcome."""
from __future__ import annotations

import pytest

from lib.database import execute, rows
from lib.emails import EMAIL_DEADLINE_SECONDS, WELCOME_SUBJECT
from lib.mail import wait_for_mail
from lib.users import register, unique_suffix
from lib.waiting import wait_until

BACKLOG = 200


def unsent(subject: str) -> int:
    return int(rows("SELECT count(*) FROM messaging.email_outbox "
                    f"WHERE subject = '{subject}' AND sent_at IS NULL AND failed_at IS NULL")[0][0])


@pytest.mark.serial  # queues hundreds of bulk notices: another test's renewal notice would wait behind them
def test_a_welcome_goes_before_a_backlog_of_renewal_notices(api):
    renewed = register(api, role="client")
    subject = f"Your plan was renewed {unique_suffix()}"
    execute("INSERT INTO messaging.email_outbox (user_id, kind, recipient, subject, body, priority) "
            f"SELECT {int(renewed.id)}, 'subscription_renewed', '{renewed.payload['email']}', '{subject}', "
            f"'Your Professional plan was renewed.', 1 FROM generate_series(1, {BACKLOG})")

    newcomer = register(api, role="engineer")
    wait_for_mail(newcomer.payload["email"], WELCOME_SUBJECT, timeout=EMAIL_DEADLINE_SECONDS)
    wait_until(lambda: unsent(subject), until=lambda left: left == 0, timeout=120,
               what="the backlog of renewal notices sent")
    # Read from the outbox, not the mailbox: when each was sent, by the sender's own record.
    [[welcome_sent, backlog_done]] = rows(
        "SELECT (SELECT sent_at FROM messaging.email_outbox WHERE kind = 'welcome' "
        f"AND recipient = '{newcomer.payload['email']}'), (SELECT max(sent_at) FROM messaging.email_outbox "
        f"WHERE subject = '{subject}')")
    assert welcome_sent < backlog_done, "the welcome waited until the whole backlog of renewal notices was sent"
