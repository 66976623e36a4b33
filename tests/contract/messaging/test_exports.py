"""GET /api/exports/messages.csv (issue 29 item 4, docs in services/messaging/openapi.yaml): every message a member
sent or received, as CSV, professional plans and up (messaging's member_plans projection decides). A starter member
is refused with 403 plan_required; an admin with 403 forbidden; nobody signed in with 401. The other party's export
has the same messages from their side; an outsider's has none of them."""
from __future__ import annotations

from lib.api_client import expect
from lib.billing import upgraded
from lib.exports import csv_table, refused_for_plan
from lib.messaging import chat_project, open_socket, send_message
from lib.projects import new_client

COLUMNS = ["id", "createdAt", "chat", "projectId", "projectTitle", "conversationId", "direction", "from", "to",
           "content"]


def export(messaging_api, session):
    return messaging_api.get("/api/exports/messages.csv", session=session)


def test_a_starter_member_is_told_which_plan_exports(api, messaging_api):
    refused_for_plan(export(messaging_api, new_client(api).session))


def test_signed_out_and_admins_are_refused(messaging_api, admin_session):
    expect(messaging_api.get("/api/exports/messages.csv"), 401, "Not authenticated")
    refused = export(messaging_api, admin_session)
    assert refused.status == 403 and refused.body["code"] == "forbidden", refused.describe()


def test_both_parties_export_the_conversation_from_their_side(config, api, projects_api, messaging_api,
                                                               admin_session):
    project = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    client, engineer = upgraded(api, project.client, "professional"), upgraded(api, project.engineers[0], "professional")
    outsider = upgraded(api, new_client(api), "professional")
    sockets = {client.id: open_socket(config, client.session), engineer.id: open_socket(config, engineer.session)}
    contents = ['=HYPERLINK("x")', "Drawer fronts: 18 mm, \"shaker\"\nsecond line", "Küche 🪚"]
    sent = []
    for index, content in enumerate(contents):
        sender, receiver = (client, engineer) if index % 2 == 0 else (engineer, client)
        send_message(sockets[sender.id], project.id, receiver.id, content)
        sent.append(sockets[sender.id].receive_type("message_sent")["message"])
    for socket in sockets.values():
        socket.close()
    direct = expect(messaging_api.post("/api/direct-conversations", session=client.session,
                                       json={"recipientId": engineer.id, "content": "Outside the project"}),
                    201).body

    header, *lines = csv_table(expect(export(messaging_api, client.session), 200))
    assert header == COLUMNS
    chat, dm = lines[:3], lines[3:]
    assert [int(line[0]) for line in chat] == [message["id"] for message in sent]
    assert [line[2] for line in lines] == ["project"] * 3 + ["direct"], "project chats first, then direct ones"
    assert [line[6] for line in lines] == ["sent", "received", "sent", "sent"]
    assert chat[0][9] == "'=HYPERLINK(\"x\")", "a formula is never a formula"
    assert [line[9] for line in chat[1:]] == contents[1:], "quotes, line breaks and unicode kept"
    assert {line[3] for line in chat} == {str(project.id)} and chat[0][4] == project.project["title"]
    assert chat[0][7] == f"{client.user['firstName']} {client.user['lastName']}".strip()
    assert dm[0][3:6] == ["", "", str(direct["id"])] and dm[0][9] == "Outside the project"

    header, *theirs = csv_table(expect(export(messaging_api, engineer.session), 200))
    assert [line[6] for line in theirs] == ["received", "sent", "received", "received"]
    assert [line[0] for line in theirs] == [line[0] for line in lines]

    header, *none = csv_table(expect(export(messaging_api, outsider.session), 200))
    assert header == COLUMNS and none == []
