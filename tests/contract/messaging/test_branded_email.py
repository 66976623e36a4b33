"""White-label e-mails (issue 29 item 11): the e-mails a client's project triggers (here the engineer's accepted
bid) carry the client's company name (sender's display name, subject, first line of the text) and logo (the HTML
part's header) while the client's plan has white_label; messaging reads it from its projection of auth's
branding.changed, and a downgrade leaves it out of the next e-mail at once. The company name is escaped in HTML."""
from __future__ import annotations

import struct
import zlib
from email.utils import parseaddr

from lib.api_client import expect
from lib.billing import upgraded
from lib.database import rows
from lib.emails import EMAIL_DEADLINE_SECONDS
from lib.mail import body_text, wait_for_mail
from lib.projects import accept, bid, new_client, post_project, verified_engineers
from lib.waiting import wait_until

COMPANY = "Acme <Kitchens> & Co"


def png(width: int = 32, height: int = 32) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows_ = b"".join(b"\x00" + b"\x10\x80\xf0" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows_)) + chunk(b"IEND", b""))


def html_of(message) -> str:
    part = message.get_body(preferencelist=("html",))
    assert part is not None, f"no HTML part: {[p.get_content_type() for p in message.walk()]}"
    return part.get_content()


def accepted_bid_mail(api, projects_api, client, engineer):
    project = post_project(projects_api, client)
    placed = bid(projects_api, engineer, project["id"], amount=1800)
    expect(accept(projects_api, client.session, placed["id"]), 200)
    return wait_for_mail(engineer.payload["email"], f'Your bid on "{project["title"]}" was accepted',
                         timeout=EMAIL_DEADLINE_SECONDS)


def test_the_engineers_e_mail_carries_the_clients_branding_until_a_downgrade(api, gateway, projects_api,
                                                                              admin_session, config):
    client = upgraded(api, new_client(api), "enterprise")
    engineer = verified_engineers(api, 1)[0]
    expect(api.request("PUT", "/api/branding", json={"companyName": COMPANY}, session=client.session), 200)
    logo_url = expect(api.request("PUT", "/api/branding/logo", data=png(), session=client.session,
                                  headers={"Content-Type": "image/png"}), 200).body["logoUrl"]
    wait_until(lambda: rows(f"SELECT company_name, logo_version FROM messaging.member_branding "
                            f"WHERE user_id = {int(client.id)}"),
               until=lambda found: found == [[COMPANY, "1"]], timeout=30,
               what="messaging to learn the client's branding (branding.changed)")

    message = accepted_bid_mail(api, projects_api, client, engineer)
    assert str(message["Subject"]).startswith(f"{COMPANY}: Your bid on"), message["Subject"]
    assert parseaddr(str(message["From"]))[0] == f"{COMPANY} via CabinetWorks", message["From"]
    assert body_text(message).startswith(f"{COMPANY}\n\nHello "), body_text(message)
    html = html_of(message)
    assert f'<img src="{config.base_url}{logo_url}"' in html, html
    assert "Acme &lt;Kitchens&gt; &amp; Co" in html and COMPANY not in html, "escaped, never markup"

    expect(gateway.post("/api/refund-subscription", session=client.session), 200)
    wait_until(lambda: rows(f"SELECT plan FROM messaging.member_plans WHERE user_id = {int(client.id)}"),
               until=lambda found: found != [["enterprise"]], timeout=30,
               what="messaging to learn that the client's plan ended")
    plain = accepted_bid_mail(api, projects_api, client, engineer)
    assert COMPANY not in str(plain["Subject"]) and COMPANY not in str(plain["From"])
    assert COMPANY not in body_text(plain)
    assert plain.get_body(preferencelist=("html",)) is None
