"""The e-mail sender works a batch of due e-mails at a time (services/messaging/mail/sender.hpp): it hands them to the
SMTP server on one session, then marks them sent and writes their email.sent events with one statement in one
transaction. Each e-mail still leaves once, is marked sent, and is counted once by analytics."""
from __future__ import annotations

from lib.database import execute, rows
from lib.emails import EMAIL_DEADLINE_SECONDS
from lib.mail import deliveries
from lib.users import register, unique_suffix
from lib.waiting import wait_until

COUNT = 6


def test_e_mails_due_together_leave_on_one_session_each_once_and_are_counted_once(api):
    member = register(api, role="client")
    address = member.payload["email"]
    subject = f"Your plan was renewed {unique_suffix()}"
    execute("INSERT INTO messaging.email_outbox (user_id, kind, recipient, subject, body, priority) "
            f"SELECT {int(member.id)}, 'subscription_renewed', '{address}', '{subject}', "
            f"'Your Professional plan was renewed.', 1 FROM generate_series(1, {COUNT})")

    delivered = wait_until(lambda: deliveries(to=address, subject_contains=subject),
                           until=lambda found: len(found) >= COUNT, timeout=EMAIL_DEADLINE_SECONDS,
                           what=f"the {COUNT} e-mails at the catcher")
    assert len({d["messageId"] for d in delivered}) == COUNT, delivered
    assert len(delivered) == COUNT, "an e-mail was handed over more than once"
    # Due together, they go in one batch: one SMTP connection serves several (a connection each before).
    assert len({d["session"] for d in delivered}) < COUNT, delivered

    sent = rows("SELECT id, sent_at IS NOT NULL, attempts FROM messaging.email_outbox "
                f"WHERE subject = '{subject}' ORDER BY id")
    assert [(marked, attempts) for _, marked, attempts in sent] == [("t", "1")] * COUNT, sent
    ids = ",".join(str(email_id) for email_id, _, _ in sent)
    # Their email.sent events (written with the batch's one statement) reach analytics, each counted once.
    wait_until(lambda: rows(f"SELECT count(*), count(DISTINCT email_id) FROM analytics.emails_sent "
                            f"WHERE email_id IN ({ids})"),
               until=lambda counted: counted == [[str(COUNT), str(COUNT)]], timeout=EMAIL_DEADLINE_SECONDS,
               what="each e-mail counted once by analytics")
