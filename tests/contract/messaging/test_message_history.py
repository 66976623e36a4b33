"""GET /api/projects/{id}/messages (docs/dev-contract.md "Messaging"): participants read their messages of the
project, oldest first, paged by the last id seen; everyone else gets 403, unknown projects 404."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.engineers import register_client
from lib.messaging import (NOT_AUTHENTICATED, NOT_PARTICIPANT, PROJECT_NOT_FOUND, chat_project, history, open_socket,
                           send_message)
from lib.projects import MALFORMED_IDS, UNKNOWN_ID


@pytest.fixture(scope="module")
def conversation(config, api, projects_api, admin_session):
    """An assigned project with five messages between its client and engineer, oldest first."""
    project = chat_project(api, projects_api, admin_session, engineers=2, assign=True)
    client, engineer = project.client, project.engineers[0]
    sockets = {client.id: open_socket(config, client.session), engineer.id: open_socket(config, engineer.session)}
    sent = []
    for index in range(5):
        sender, receiver = (client, engineer) if index % 2 == 0 else (engineer, client)
        send_message(sockets[sender.id], project.id, receiver.id, f"message {index}")
        sent.append(sockets[sender.id].receive_type("message_sent")["message"])
    for socket in sockets.values():
        socket.close()
    return project, sent


def test_both_parties_read_the_whole_conversation_oldest_first(messaging_api, conversation):
    project, sent = conversation
    for user in (project.client, project.engineers[0]):
        assert expect(history(messaging_api, user.session, project.id), 200).body == sent


def test_pages_follow_the_last_id_seen(messaging_api, conversation):
    project, sent = conversation
    session = project.client.session
    first = expect(history(messaging_api, session, project.id, limit=2), 200).body
    assert first == sent[:2]
    rest = expect(history(messaging_api, session, project.id, after=first[-1]["id"], limit=200), 200).body
    assert rest == sent[2:]
    assert expect(history(messaging_api, session, project.id, after=sent[-1]["id"]), 200).body == []


@pytest.mark.parametrize("params, message", [({"limit": 0}, "limit must be a whole number from 1 to 200"),
                                             ({"limit": 201}, "limit must be a whole number from 1 to 200"),
                                             ({"limit": "ten"}, "limit must be a whole number from 1 to 200"),
                                             ({"after": -1}, "after must be a message id")])
def test_bad_paging_is_a_400(messaging_api, conversation, params, message):
    project, _ = conversation
    expect(history(messaging_api, project.client.session, project.id, **params), 400, message)


def test_a_losing_bidder_sees_none_of_the_others_messages(messaging_api, conversation):
    project, _ = conversation
    assert expect(history(messaging_api, project.engineers[1].session, project.id), 200).body == []


def test_outsiders_get_403(api, messaging_api, conversation):
    project, _ = conversation
    expect(history(messaging_api, register_client(api).session, project.id), 403, NOT_PARTICIPANT)


@pytest.mark.parametrize("project_id", [UNKNOWN_ID, *MALFORMED_IDS])
def test_unknown_and_malformed_projects_are_404(messaging_api, conversation, project_id):
    project, _ = conversation
    expect(history(messaging_api, project.client.session, project_id), 404, PROJECT_NOT_FOUND)


def test_without_a_session_401(messaging_api, conversation):
    project, _ = conversation
    expect(history(messaging_api, None, project.id), 401, NOT_AUTHENTICATED)
